package scene

import "image/color"

// SetNPCColour draws NPC Index's route in Colour (made opaque). One undo
// step; no route is planned again.
type SetNPCColour struct {
	Index  int
	Colour color.RGBA
}

func (in SetNPCColour) apply(s *Scene) {
	c := in.Colour
	c.A = 0xff
	if in.Index < 0 || in.Index >= len(s.npcs) || s.npcs[in.Index].colour == c {
		return
	}
	s.finishGesture()
	before := s.rosterNow()
	s.npcs[in.Index].colour = c
	s.ver.NPCs++
	s.push(edit{before: s.set, after: s.set}, before)
}
