package scene

import (
	"testing"
)

// TestOpenDialogTypedBuiltinAndFilter: typing in the open dialog narrows
// its list as one types, and Enter on a typed built-in name opens it.
func TestOpenDialogTypedBuiltinAndFilter(t *testing.T) {
	s, _ := docScene(t)
	s.Apply(ActOpen)
	d := s.Dialog()
	if d == nil || d.Kind != OpenDialog {
		t.Fatalf("Ctrl+O: %+v", d)
	}
	all := len(d.Entries)
	typeText(s, "u-t")
	if len(d.Entries) != 1 || d.Entries[0].Path != "u-turn" || d.Sel != 0 {
		t.Fatalf("typed u-t: %d of %d entries %v, sel %d; want only u-turn", len(d.Entries), all, d.Entries, d.Sel)
	}
	s.Apply(ActDialogBackspace)
	s.Apply(ActDialogBackspace)
	s.Apply(ActDialogBackspace)
	if len(d.Entries) != all {
		t.Fatalf("typed text erased: %d entries, want all %d", len(d.Entries), all)
	}
	typeText(s, "maze")
	s.Apply(ActDialogOK)
	if s.Dialog() != nil || s.doc.builtin != "maze" {
		t.Fatalf("Enter on a typed \"maze\": dialog %+v, builtin %q", s.Dialog(), s.doc.builtin)
	}
}
