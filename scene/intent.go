package scene

import "swath/pathing"

// Intent is one thing a person asked for. Apply carries it out. It is a
// value of one of this package's intent types (Press, Drag, Zoom, …; each
// has an apply method, the intent interface), an Action or a Notice: those
// two are types of package view (so that render can read them without
// scene), which cannot have scene's methods, so their apply is a function
// here (applyAction, applyNotice). Apply ignores a value of any other type;
// TestApplyTakesEveryIntent checks that each intent type is one of these.
type Intent any

// intent is an intent type of this package.
type intent interface{ apply(s *Scene) }

// Apply carries out in and bumps the Versions of what it changed. Call
// Refresh afterwards (the app does once per tick) to bring the plan up to
// date.
func (s *Scene) Apply(in Intent) { s.change(func() { apply(s, in) }) }

// apply carries out in (see Intent).
func apply(s *Scene, in Intent) {
	switch in := in.(type) {
	case Action:
		applyAction(s, in)
	case Notice:
		applyNotice(s, in)
	case intent:
		in.apply(s)
	}
}

// Press starts a gesture at a cell with a button: a stroke, a box or a marker drag.
type Press struct {
	Cell   pathing.Point
	Button Button
}

// Drag continues the gesture in progress to a cell.
type Drag struct{ Cell pathing.Point }

// Release ends the gesture in progress at a cell; it becomes one undo step.
type Release struct{ Cell pathing.Point }

// Hover says which cell the pointer is over; In is false when it left the map viewport.
type Hover struct {
	Cell pathing.Point
	In   bool
}

// Zoom scales the view by Factor around viewport pixel (X, Y).
type Zoom struct{ X, Y, Factor float64 }

// Pan moves the view by (DX, DY) pixels.
type Pan struct{ DX, DY float64 }

// Resize sets the map viewport's size in pixels; the first one fits the map.
type Resize struct{ W, H int }

// SetAgent sets the footprint (sides clamped to 1..16) as one undo step.
// Drag, when not 0, names the slider drag the change belongs to: the
// changes of one drag make one undo step, as the cells of a stroke do.
type SetAgent struct {
	Agent pathing.Footprint
	Drag  uint64
}

// SetOptions sets the planning options as one undo step.
type SetOptions struct{ Options pathing.Options }

// SetLayers sets which overlays are shown.
type SetLayers struct{ Layers Layers }

// SetTool chooses the map tool.
type SetTool struct{ Tool Tool }

// SetBrush sets the brush side (clamped to 1..MaxBrush).
type SetBrush struct{ Size int }

// KeyPress is a key chord; the Keymap says what it does.
type KeyPress struct{ Chord Chord }

func (in Press) apply(s *Scene)   { s.press(in.Cell, in.Button) }
func (in Drag) apply(s *Scene)    { s.drag(in.Cell) }
func (in Release) apply(s *Scene) { s.release(in.Cell) }

func (in Hover) apply(s *Scene) {
	if in.Cell != s.hover || in.In != s.hoverIn {
		s.hover, s.hoverIn = in.Cell, in.In
	}
}

func (in Zoom) apply(s *Scene) {
	if in.Factor <= 0 {
		return
	}
	s.view.ZoomAt(in.X, in.Y, in.Factor, s.grid.Width(), s.grid.Height())
	s.viewAuto = false
}

func (in Pan) apply(s *Scene) {
	s.view.OX += in.DX
	s.view.OY += in.DY
	s.viewAuto = false
}

func (in Resize) apply(s *Scene) {
	if in.W == s.view.W && in.H == s.view.H {
		return
	}
	s.view = s.ViewFor(in.W, in.H)
	if !s.viewFitted || s.viewAuto {
		s.viewFitted, s.viewAuto = true, true
	}
}

// ViewFor is the view the scene would have with a w×h map viewport (what
// Resize{w, h} makes of it), without changing the scene: a picture of
// another size than the window's is drawn through it.
func (s *Scene) ViewFor(w, h int) View {
	v := s.view
	if w == v.W && h == v.H {
		return v
	}
	// keep the map point at the viewport's centre where it was
	v.OX += float64(w-v.W) / 2
	v.OY += float64(h-v.H) / 2
	v.W, v.H = w, h
	if !s.viewFitted || s.viewAuto {
		// until the person zooms or pans, the map stays fitted (a window
		// resize, the timeline band opening)
		v.Fit(s.grid.Width(), s.grid.Height())
	}
	return v
}

func (in SetAgent) apply(s *Scene) {
	if in.Drag != 0 && s.amendDrag(in.Drag, func(q *pathing.Query) { q.Agent = in.Agent }) {
		return
	}
	s.changeQuery(func(q *pathing.Query) { q.Agent = in.Agent })
	if in.Drag != 0 {
		s.hist.drag = dragStep{drag: in.Drag, id: s.hist.state()}
	}
}

func (in SetOptions) apply(s *Scene) {
	s.changeQuery(func(q *pathing.Query) { q.Options = in.Options })
}

func (in SetLayers) apply(s *Scene) {
	if in.Layers != s.layers {
		s.layers = in.Layers
	}
}

func (in SetTool) apply(s *Scene) {
	if in.Tool != s.tool {
		s.finishGesture()
		s.tool = in.Tool
	}
}

func (in SetBrush) apply(s *Scene) {
	n := min(max(in.Size, 1), MaxBrush)
	if n != s.brush {
		s.brush = n
	}
}

func (in KeyPress) apply(s *Scene) {
	b, i, ok := LookupIn(s.KeyContext(), in.Chord)
	if !ok {
		return
	}
	if b.Action == ActBrushSize {
		SetBrush{i + 1}.apply(s)
		return
	}
	applyAction(s, b.Action)
}

func applyAction(s *Scene, a Action) {
	q, ly := s.query(), s.layers
	ag, op := q.Agent, q.Options
	switch a {
	case ActUndo:
		s.undo()
	case ActRedo:
		s.redo()
	case ActBrush:
		SetTool{Brush}.apply(s)
	case ActEraser:
		SetTool{Eraser}.apply(s)
	case ActRect:
		SetTool{RectTool}.apply(s)
	case ActClearAll:
		s.clearAll()
	case ActAgentWider, ActAgentNarrower, ActAgentTaller, ActAgentShorter:
		d := agentKeys[a]
		SetAgent{Agent: pathing.Footprint{L: ag.L + d.L, W: ag.W + d.W}}.apply(s)
	case ActToggleSearch, ActToggleSampling, ActToggleStrategy, ActToggleAlgorithm:
		optionKeys[a](&op)
		SetOptions{op}.apply(s)
	case ActLayerGrid, ActLayerRaw, ActLayerWaypoints, ActLayerBand,
		ActLayerPlacements, ActLayerReachable, ActLayerClearance, ActLayerSqueeze, ActLayerOptimal:
		on := layerSwitch(&ly, a)
		*on = !*on
		SetLayers{ly}.apply(s)
	case ActNextNPC:
		SelectNPC{Index: (s.sel + 1) % len(s.agents)}.apply(s)
	case ActAddNPC:
		AddNPC{}.apply(s)
	case ActSplit:
		s.toggleSplit() // split.go
	case ActCrowd:
		s.crowdOn(!s.cr.On)
	case ActFitView:
		s.view.Fit(s.grid.Width(), s.grid.Height())
		s.viewAuto = true
	case ActHelp:
		s.help = !s.help
	case ActCloseHelp:
		switch {
		case s.help:
			s.help = false
		case s.cr.On:
			s.crowdOn(false)
		default:
			s.sa().CloseTimeline(s.agentMap())
		}
	case ActTimeline, ActPlayPause, ActStepBack, ActStepForward, ActPhaseBack, ActPhaseForward,
		ActFirst, ActLast, ActSlower, ActFaster:
		if s.cr.On {
			s.crowdAction(a) // crowd.go
		} else {
			s.timelineAction(a)
		}
	default:
		if !s.uiAction(a) { // uiscale.go
			s.fileAction(a) // document.go
		}
	}
}

// optionKeys turn each one option to its next value.
var optionKeys = map[Action]func(*pathing.Options){
	ActToggleSearch:    func(o *pathing.Options) { o.Search = o.Search.Next() },
	ActToggleSampling:  func(o *pathing.Options) { o.Sampling = o.Sampling.Next() },
	ActToggleStrategy:  func(o *pathing.Options) { o.Strategy = o.Strategy.Next() },
	ActToggleAlgorithm: func(o *pathing.Options) { o.Algorithm = o.Algorithm.Next() },
}

// agentKeys are how much each agent key changes the footprint's sides.
var agentKeys = map[Action]pathing.Footprint{
	ActAgentWider: {L: 1}, ActAgentNarrower: {L: -1}, ActAgentTaller: {W: 1}, ActAgentShorter: {W: -1},
}
