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

// SetPanelHeight says how tall the options panel above the side column's
// text wants to be, in pixels: its content's height as the app's panel
// last laid it out (a section collapsed gives its room to the text), 0
// for the default (render.PanelHeight). The renderer caps it so that the
// text keeps its room in a short window (render.PanelRoom).
type SetPanelHeight struct{ H int }

func (in SetPanelHeight) apply(s *Scene) {
	if h := max(in.H, 0); h != s.panelHeight {
		s.panelHeight = h
		s.touch() // the layout moved
	}
}

// PanelHeight is the options panel's wanted height (SetPanelHeight), 0
// for the default.
func (s *Scene) PanelHeight() int { return s.panelHeight }
