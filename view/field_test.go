package view

import (
	"strings"
	"testing"
)

// TestFieldEditsAsAnyTextField: a field whose text is selected (as on
// focus) is replaced by what is typed, not appended to ("npc 2big ogre");
// Ctrl+A selects again, Home/End move the caret, Delete removes the
// character after it; typing stops at the field's limit.
func TestFieldEditsAsAnyTextField(t *testing.T) {
	f := Field{Text: "npc 2", Fresh: true, Max: 12}
	f.Type("big ogre")
	if f.Text != "big ogre" {
		t.Fatalf("typing over the selected name: %q, want %q", f.Text, "big ogre")
	}
	f.Edit(ActDialogHome)
	f.Edit(ActDialogDelete)
	f.Type("B")
	f.Edit(ActDialogEnd)
	f.Type("!")
	if f.Text != "Big ogre!" || f.Caret() != 9 {
		t.Fatalf("Home, Delete, B, End, !: %q caret %d", f.Text, f.Caret())
	}
	f.Edit(ActDialogSelectAll)
	f.Type("x")
	if f.Text != "x" {
		t.Fatalf("Ctrl+A then x: %q", f.Text)
	}
	f.Edit(ActDialogSelectAll)
	f.Edit(ActDialogDelete)
	if f.Text != "" {
		t.Fatalf("Ctrl+A then Delete: %q", f.Text)
	}
	if f.Type(strings.Repeat("y", 30)); f.Text != strings.Repeat("y", 12) {
		t.Fatalf("typing 30 characters into a field of 12: %q", f.Text)
	}
	if f.Type("z") {
		t.Fatal("typing into a full field changed it")
	}
	d := Field{}
	d.Type(strings.Repeat("p", 10000)) // a paste into a dialog
	if n := len(d.Text); n != DefaultFieldMax {
		t.Fatalf("a 10000-character paste into a dialog field keeps %d characters, want %d", n, DefaultFieldMax)
	}
}
