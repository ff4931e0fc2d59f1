package view

// DialogKind says what a dialog is for.
type DialogKind int

const (
	// ConfirmDialog asks Save / Discard / Cancel about unsaved changes.
	ConfirmDialog DialogKind = iota + 1
	// SaveDialog asks for a file name to save to.
	SaveDialog
	// OpenDialog lists the built-in levels and a folder, with a path field.
	OpenDialog
	// SizeDialog asks for the width and height of a new or resized map.
	SizeDialog
	// ScenDialog lists the queries of a .scen file.
	ScenDialog
	// LayerDialog lists a Tiled map's tile layers, to pick the obstacles' (tiledopen.go).
	LayerDialog
)

// DialogRows is how many list entries a dialog shows at once.
const DialogRows = 12

// Field is a dialog's text field. Fresh text is replaced by the first
// character typed (as if selected).
type Field struct {
	Label, Text string
	Fresh       bool
	// Back is the caret's distance from the end of Text, in characters
	// (the zero value puts it at the end).
	Back int
}

// Caret is the caret's position in Text, in characters from the start.
func (f *Field) Caret() int {
	n := len([]rune(f.Text))
	return n - min(max(f.Back, 0), n)
}

// EntryKind says what a list entry opens.
type EntryKind int

const (
	// EntryBuiltin is a built-in level (Path is its name).
	EntryBuiltin EntryKind = iota
	// EntryFolder is a folder to list.
	EntryFolder
	// EntryFile is a level file, map, PNG or .scen.
	EntryFile
	// EntryQuery is a query of a .scen file (Index is its position).
	EntryQuery
	// EntryLayer is a Tiled map's tile layer (Path is its name; "" for the automatic rules).
	EntryLayer
)

// Entry is one row of a dialog's list.
type Entry struct {
	Label, Detail string
	Kind          EntryKind
	Path          string
	Index         int
}

// Choice is a dialog's button.
type Choice struct {
	Label  string
	Action Action
}

// Insert types t at the caret (replacing fresh text).
func (f *Field) Insert(t string) {
	if f.Fresh {
		f.Text, f.Fresh, f.Back = "", false, 0
	}
	r := []rune(f.Text)
	c := f.Caret()
	f.Text = string(r[:c]) + t + string(r[c:])
}

// Edit carries out a caret or delete key on the field.
func (f *Field) Edit(a Action) {
	r := []rune(f.Text)
	n, c := len(r), f.Caret()
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

// Dialog is a modal dialog over the map. While one is open, keys go to it
// (scene.KeyContext); the scene keeps what it needs to carry the dialog
// out beside it.
type Dialog struct {
	Kind           DialogKind
	Title, Message string
	Fields         []Field
	Focus          int
	Entries        []Entry
	// Sel is the selected entry (-1: none); Top the first one shown.
	Sel, Top int
	// Error says why the last attempt failed.
	Error   string
	Buttons []Choice
	// Dir is the folder relative names are taken in.
	Dir string
}
