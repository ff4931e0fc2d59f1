package app

import "swath/render"

// startMarks marks the start's milestones in the web page's timeline
// (pageMark; nothing off the page), from the Go program's main to the
// first frame that shows the selected agent's route: where the time to
// the first route goes.
//
//	swath:main    Run entered (the runtime and the packages initialised)
//	swath:opened  the level opened
//	swath:update  the first Update begins (Ebitengine's first tick)
//	swath:frame   the first frame drawn
//	swath:plan    the selected agent's plan found, seen by an Update
//	swath:layer   the first frame prepared with the plan's route layer
//	              (to show, or staged to upload)
//	swath:route   the first frame drawn that shows it
type startMarks struct {
	found bool
	// before is the last route layer's key prepared before the plan was
	// found (the keys grow with every build): a later one draws the plan
	before uint64
	layer  bool
}

// prepared notes the frame g prepared.
func (m *startMarks) prepared(g *Game) {
	if m.layer || g.frame == nil {
		return
	}
	key := uint64(0)
	for _, l := range []uint64{keyOf(g.frame.Route), keyOf(g.frame.Staged)} {
		key = max(key, l)
	}
	if !m.found {
		if m.found = g.sc.Selected().Plan().Found; !m.found {
			m.before = max(m.before, key)
			return
		}
		pageMark("plan")
	}
	if key > m.before {
		m.layer = true
		pageMark("layer")
	}
}

// drawn notes the frame g drew.
func (m *startMarks) drawn(g *Game) {
	pageMark("frame")
	if m.layer && g.scr.route != nil && g.scr.routeKey > m.before {
		pageMark("route")
	}
}

// keyOf is l's build key, 0 for none.
func keyOf(l *render.RouteLayer) uint64 {
	if l == nil {
		return 0
	}
	return l.Key
}
