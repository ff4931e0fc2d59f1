package scene

import (
	"bytes"
	"testing"

	"swath/levels"
)

// TestNPCSelectionIsNotSaved: which NPC is selected is the view's state
// (docs/formats.md, Version 2): selecting another one does not make the level
// modified, and the level to save is the same, the first NPC first.
func TestNPCSelectionIsNotSaved(t *testing.T) {
	s := npcScene(t)
	write := func() string {
		lv := s.Level()
		var b bytes.Buffer
		if err := levels.WriteSwath(&b, lv); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	was := write()
	s.Apply(SelectNPC{Index: 2})
	if s.SelectedNPC() != 2 {
		t.Fatalf("selected %d, want 2", s.SelectedNPC())
	}
	if s.Modified() {
		t.Errorf("selecting an NPC made the level modified")
	}
	if got := write(); got != was {
		t.Errorf("with another NPC selected the level saves as\n%s\nwas\n%s", got, was)
	}
}
