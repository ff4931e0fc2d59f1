package dialogs

import "swath/view"

// Looks is the comparable part of what a dialog shows, taken into the
// scene's looks so that any change to it (typing, a selection, a filtered list,
// an error) bumps the UI version by itself, as every other change does.
type Looks struct {
	kind                  view.DialogKind
	title, message, error string
	focus, sel, top       int
	// fields holds the first text fields (no dialog has more); nFields
	// counts them all
	fields  [3]view.Field
	nFields int
	// entries is the list shown: a filter makes a new one
	entries    int
	firstEntry *view.Entry
	buttons    int
}

// Looks is what d shows now; a nil d shows nothing.
func (d *State) Looks() Looks {
	if d == nil {
		return Looks{}
	}
	l := Looks{kind: d.Kind, title: d.Title, message: d.Message, error: d.Error,
		focus: d.Focus, sel: d.Sel, top: d.Top, nFields: len(d.Fields), entries: len(d.Entries), buttons: len(d.Buttons)}
	copy(l.fields[:], d.Fields)
	if len(d.Entries) > 0 {
		l.firstEntry = &d.Entries[0]
	}
	return l
}
