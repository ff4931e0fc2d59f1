package scene

import (
	"slices"
	"testing"

	"swath/levels"
)

func TestNPCColourChangeIsOneUndoStep(t *testing.T) {
	s := npcScene(t)
	colours := func() []string {
		var c []string
		for _, v := range s.NPCs() {
			c = append(c, levels.FormatColour(v.Colour))
		}
		return c
	}
	plans := slices.Clone(s.NPCPlans())
	was := colours()
	next := levels.NextNPCColour(s.NPCs()[1].Colour)
	s.Apply(SetNPCColour{Index: 1, Colour: next})
	got := colours()
	if got[1] != levels.FormatColour(next) || got[0] != was[0] || got[2] != was[2] {
		t.Fatalf("after setting ogre's colour to %s: %v (was %v)", levels.FormatColour(next), got, was)
	}
	if !s.Modified() {
		t.Errorf("a colour change does not count as a change to save")
	}
	s.Refresh()
	if p := s.NPCPlans(); !slices.Equal(p, plans) {
		t.Errorf("a colour change planned routes again: %v, were %v", p, plans)
	}
	var lv levels.Level
	s.levelNPCs(&lv)
	if c := lv.NPCList()[1].Colour; c != next {
		t.Errorf("the level to save has ogre in %s, want %s", levels.FormatColour(c), levels.FormatColour(next))
	}
	s.Apply(ActUndo)
	if got := colours(); !slices.Equal(got, was) {
		t.Fatalf("after undo: %v, want %v", got, was)
	}
	if s.Modified() {
		t.Errorf("undone back to the level as opened, it counts as modified")
	}
	s.Apply(ActRedo)
	if got := colours(); got[1] != levels.FormatColour(next) {
		t.Fatalf("after redo: %v", got)
	}
	// the same colour again, or an NPC that is not there, is no step
	s.Apply(SetNPCColour{Index: 1, Colour: next})
	s.Apply(SetNPCColour{Index: 7, Colour: next})
	s.Apply(ActUndo)
	if got := colours(); !slices.Equal(got, was) {
		t.Fatalf("one undo after no-op colour changes: %v, want %v", got, was)
	}
}
