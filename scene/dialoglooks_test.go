package scene

import (
	"testing"

	"swath/pathing"
)

// TestDialogChangesBumpUI: every change to what a dialog shows bumps the
// UI version by itself (no hand-placed touch): typing, the caret, the
// focus, the selection, a failed confirm's error, the open dialog's
// filter; a key that changes nothing bumps nothing.
func TestDialogChangesBumpUI(t *testing.T) {
	s := New(Level{Grid: pathing.NewGrid(12, 8), Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(11, 7)})
	s.SetFiles(nil, t.TempDir())
	step := func(what string, in Intent, bump bool) {
		t.Helper()
		b := s.Versions().UI
		s.Apply(in)
		if got := s.Versions().UI > b; got != bump {
			t.Errorf("%s: UI bumped %v, want %v", what, got, bump)
		}
	}
	step("open the new-map dialog", ActNew, true)
	step("type a width", DialogText{Text: "30"}, true)
	step("caret left", ActDialogLeft, true)
	step("caret home", ActDialogHome, true)
	step("caret home again", ActDialogHome, false)
	step("next field", ActDialogNextField, true)
	step("focus the width", DialogFocus{Index: 0}, true)
	step("backspace", ActDialogBackspace, true)
	step("a bad size", DialogText{Text: "x"}, true)
	step("confirm it: the error", ActDialogOK, true)
	step("cancel", ActDialogCancel, true)

	step("the open dialog", ActOpen, true)
	step("next entry", ActDialogDown, true)
	step("type a filter", DialogText{Text: "u-t"}, true)
	step("pick the entry", DialogPick{Index: 0}, true)
	step("pick it again", DialogPick{Index: 0}, false)
}
