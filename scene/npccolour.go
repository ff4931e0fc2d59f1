package scene

import (
	"image/color"

	"swath/levels"
)

// SetNPCColour draws NPC Index's route in Colour (made opaque). One undo
// step; no route is planned again.
type SetNPCColour struct {
	Index  int
	Colour color.RGBA
}

func (in SetNPCColour) apply(s *Scene) {
	c := in.Colour
	c.A = 0xff
	if in.Index < 0 || in.Index >= len(s.agents) || s.agents[in.Index].Colour() == c {
		return
	}
	s.rosterEdit(func() {
		s.agents[in.Index].SetColour(c)
		s.ver.NPCs++
	})
}

// CycleNPCColour gives NPC Index the palette's next colour that no other
// NPC has (the next one when every colour is taken): the panel's colour
// button. One undo step.
type CycleNPCColour struct{ Index int }

func (in CycleNPCColour) apply(s *Scene) {
	if in.Index < 0 || in.Index >= len(s.agents) {
		return
	}
	used := make(map[color.RGBA]bool, len(s.agents))
	for j, a := range s.agents {
		if j != in.Index {
			used[a.Colour()] = true
		}
	}
	was := s.agents[in.Index].Colour()
	c := levels.NextNPCColour(was)
	for k := 1; k < len(levels.NPCPalette()) && used[c]; k++ {
		c = levels.NextNPCColour(c)
	}
	if used[c] {
		c = levels.NextNPCColour(was)
	}
	SetNPCColour{Index: in.Index, Colour: c}.apply(s)
}
