package view

// Field is a text field: a dialog's, or the options panel's NPC name
// (whose keys the app reads and passes as the same actions). It edits as
// any text field does: the caret moves with Left/Right and Home/End,
// Backspace and Delete remove the character before and after it, typing
// inserts at it, and selected text (Fresh: all of it, as on focus or
// Ctrl+A) is replaced by what is typed or removed by Backspace/Delete.
type Field struct {
	Label, Text string
	// Fresh marks the whole text selected: the first character typed
	// replaces it
	Fresh bool
	// Back is the caret's distance from the end of Text, in characters
	// (the zero value puts it at the end).
	Back int
	// Max is the most characters the field takes (0: DefaultFieldMax);
	// typing beyond it is dropped.
	Max int
}

// DefaultFieldMax is the most characters a field with no Max takes: more
// than any path, far below what would make laying it out cost.
const DefaultFieldMax = 4096

// Caret is the caret's position in Text, in characters from the start.
func (f *Field) Caret() int {
	n := len([]rune(f.Text))
	return n - min(max(f.Back, 0), n)
}

// limit is the most characters the field takes.
func (f *Field) limit() int {
	if f.Max > 0 {
		return f.Max
	}
	return DefaultFieldMax
}

// Type inserts t at the caret (replacing the selected text), as far as
// the field's limit allows; it reports whether the text changed.
func (f *Field) Type(t string) bool {
	if f.Fresh {
		f.Text, f.Fresh, f.Back = "", false, 0
	}
	r := []rune(f.Text)
	add := []rune(t)
	add = add[:min(len(add), max(f.limit()-len(r), 0))]
	if len(add) == 0 {
		return false
	}
	c := f.Caret()
	f.Text = string(r[:c]) + string(add) + string(r[c:])
	return true
}

// Edit carries out a caret, delete or select-all key on the field
// (ActDialogBackspace, …Delete, …Left, …Right, …Home, …End, …SelectAll).
func (f *Field) Edit(a Action) {
	r := []rune(f.Text)
	n, c := len(r), f.Caret()
	if a == ActDialogSelectAll {
		f.Fresh = n > 0
		return
	}
	if f.Fresh && (a == ActDialogBackspace || a == ActDialogDelete) {
		f.Text, f.Fresh, f.Back = "", false, 0
		return
	}
	f.Fresh = false
	switch a {
	case ActDialogBackspace:
		if c > 0 {
			f.Text = string(r[:c-1]) + string(r[c:])
		}
	case ActDialogDelete:
		if c < n {
			f.Text = string(r[:c]) + string(r[c+1:])
			f.Back--
		}
	case ActDialogLeft:
		f.Back = n - max(c-1, 0)
	case ActDialogRight:
		f.Back = n - min(c+1, n)
	case ActDialogHome:
		f.Back = n
	case ActDialogEnd:
		f.Back = 0
	}
}

// FieldKeys are the actions a text field takes (Edit), in the keymap's
// dialog context: the app reads their keys for the panel's name field too.
var FieldKeys = []Action{ActDialogBackspace, ActDialogDelete, ActDialogLeft, ActDialogRight, ActDialogHome, ActDialogEnd, ActDialogSelectAll}
