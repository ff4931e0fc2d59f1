package scene

// ScrollSide scrolls the side column's text (title, description,
// figures, legend) by DY pixels (down is positive), within 0..Max: the
// renderer knows how far the column overflows (render.Layout.SideScrollMax)
// and the input passes it along, so the scene keeps no layout of its own.
type ScrollSide struct{ DY, Max int }

func (in ScrollSide) apply(s *Scene) {
	s.sideScroll = min(max(s.sideScroll+in.DY, 0), max(in.Max, 0))
}

// SideScroll is how far the side column's text is scrolled, in pixels
// (the renderer clamps it to what overflows).
func (s *Scene) SideScroll() int { return s.sideScroll }
