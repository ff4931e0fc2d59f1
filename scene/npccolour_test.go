package scene

import (
	"image/color"
	"slices"
	"testing"

	"swath/levels"
)

func TestNPCColourChangeIsOneUndoStep(t *testing.T) {
	s := npcScene(t)
	colours := func() []string {
		var c []string
		for _, v := range s.Agents() {
			c = append(c, levels.FormatColour(v.Colour()))
		}
		return c
	}
	plans := slices.Clone(npcPlans(s))
	was := colours()
	next := levels.NextNPCColour(s.Agents()[1].Colour())
	s.Apply(SetNPCColour{Index: 1, Colour: next})
	got := colours()
	if got[1] != levels.FormatColour(next) || got[0] != was[0] || got[2] != was[2] {
		t.Fatalf("after setting ogre's colour to %s: %v (was %v)", levels.FormatColour(next), got, was)
	}
	if !s.Modified() {
		t.Errorf("a colour change does not count as a change to save")
	}
	s.Refresh()
	if p := npcPlans(s); !slices.Equal(p, plans) {
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

// TestCycleNPCColourSkipsTakenColours: the colour button gives the next
// palette colour no other NPC has, so two NPCs never share one by it.
func TestCycleNPCColourSkipsTakenColours(t *testing.T) {
	s := npcScene(t)
	pal := levels.NPCPalette()
	// scout, ogre and runner have the palette's first three colours
	s.Apply(CycleNPCColour{Index: 1})
	if got := s.Agents()[1].Colour(); got != pal[3] {
		t.Fatalf("ogre after one click: %s, want %s (the next after runner's %s)", levels.FormatColour(got), levels.FormatColour(pal[3]), levels.FormatColour(pal[2]))
	}
	seen := map[color.RGBA]bool{}
	for k := 0; k < 2*len(pal); k++ {
		s.Apply(CycleNPCColour{Index: 1})
		c := s.Agents()[1].Colour()
		seen[c] = true
		if c == s.Agents()[0].Colour() || c == s.Agents()[2].Colour() {
			t.Fatalf("click %d: ogre has %s, as another NPC", k+2, levels.FormatColour(c))
		}
	}
	if len(seen) != len(pal)-2 {
		t.Errorf("the clicks went through %d colours, want the %d free ones", len(seen), len(pal)-2)
	}
	s.Apply(ActUndo)
	if s.Agents()[1].Colour() == s.Agents()[0].Colour() {
		t.Errorf("undo of a click gave a taken colour")
	}
	// with every colour taken the button still changes the colour
	for range len(pal) {
		s.Apply(AddNPC{})
	}
	before := s.Agents()[0].Colour()
	s.Apply(CycleNPCColour{Index: 0})
	if got := s.Agents()[0].Colour(); got != levels.NextNPCColour(before) {
		t.Errorf("every colour taken: %s after %s, want the next %s", levels.FormatColour(got), levels.FormatColour(before), levels.FormatColour(levels.NextNPCColour(before)))
	}
}
