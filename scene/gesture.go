package scene

import (
	"slices"

	"swath/pathing"
)

// Button is a mouse button as the scene sees it.
type Button int

const (
	// Primary is the left button.
	Primary Button = iota
	// Secondary is the right button.
	Secondary
)

type gestureKind int

const (
	noGesture gestureKind = iota
	painting
	boxing
	moving // an NPC's start or goal (gesture.npc, npcGoal)
)

// gesture is the press-drag-release in progress. Everything it changes
// becomes one undo step when it ends.
type gesture struct {
	kind    gestureKind
	block   bool // painting or boxing: make cells obstacles (true) or free
	last    pathing.Point
	anchor  pathing.Point
	flipped []int32
	// npcsBefore are the NPCs as the gesture began; npc and npcGoal name
	// the marker a moving gesture drags
	npcsBefore *roster
	npc        int
	npcGoal    bool
}

func (g *gesture) active() bool { return g.kind != noGesture }

// press starts a gesture at cell c.
func (s *Scene) press(c pathing.Point, b Button) {
	s.finishGesture()
	s.gesture = gesture{last: c, anchor: c, npcsBefore: s.rosterNow()}
	g := &s.gesture
	if b == Primary {
		// a pivot before a footprint, the selected NPC's before another's
		other := func(exact bool) bool {
			i, goal := s.npcAt(c, exact)
			if i >= 0 {
				g.kind, g.npc, g.npcGoal = moving, i, goal
			}
			return i >= 0
		}
		mine := func(goal bool) bool {
			g.kind, g.npc, g.npcGoal = moving, s.sel, goal
			return true
		}
		q := s.query()
		switch {
		case c == q.Start && mine(false):
		case c == q.Goal && mine(true):
		case other(true):
		case q.Agent.Cover(q.Start).Contains(c) && mine(false):
		case q.Agent.Cover(q.Goal).Contains(c) && mine(true):
		case other(false):
		case s.nearMarker(c, q.Start, q.Agent) && mine(false): // zoomed out (scenzoom.go)
		case s.nearMarker(c, q.Goal, q.Agent) && mine(true):
		}
		if g.kind != noGesture {
			return
		}
	}
	switch s.tool {
	case Brush:
		g.kind, g.block = painting, b == Primary
	case Eraser:
		g.kind, g.block = painting, b != Primary
	case RectTool:
		g.kind, g.block = boxing, b == Primary
		return
	}
	s.stamp(c)
}

// drag continues the gesture to cell c.
func (s *Scene) drag(c pathing.Point) {
	g := &s.gesture
	switch g.kind {
	case painting:
		if c == g.last {
			return
		}
		line(g.last, c, func(p pathing.Point) { s.stamp(p) })
	case moving:
		c = s.clampToMap(c)
		s.moveEnd(g.npc, g.npcGoal, c)
	}
	g.last = c
}

// release ends the gesture at cell c.
func (s *Scene) release(c pathing.Point) {
	if !s.gesture.active() {
		return
	}
	s.drag(c)
	s.finishGesture()
}

// finishGesture commits the gesture in progress, if any, as one undo step.
func (s *Scene) finishGesture() {
	g := s.gesture
	s.gesture = gesture{}
	switch g.kind {
	case noGesture:
		return
	case boxing:
		r := boxRect(g.anchor, g.last)
		for y := max(r.MinY, 0); y <= min(r.MaxY, s.grid.Height()-1); y++ {
			for x := max(r.MinX, 0); x <= min(r.MaxX, s.grid.Width()-1); x++ {
				s.setCell(x, y, g.block, &g.flipped)
			}
		}
	}
	if g.npcsBefore == nil {
		g.npcsBefore = s.rosterNow()
	}
	if len(g.flipped) > 0 || !slices.Equal(*g.npcsBefore, s.roster()) {
		o := s.options()
		s.push(edit{flipped: g.flipped, before: o, after: o}, g.npcsBefore)
		if g.kind == moving {
			s.endsNotSaved("The start and goal are") // savetarget.go
		}
	}
}

// Box returns the rectangle being dragged with the rectangle tool and
// whether it fills (true) or clears; ok is false when no box is being dragged.
func (s *Scene) Box() (r pathing.Rect, fill, ok bool) {
	if s.gesture.kind != boxing {
		return pathing.Rect{}, false, false
	}
	return boxRect(s.gesture.anchor, s.gesture.last), s.gesture.block, true
}

// stamp paints or erases the brush square whose pivot is c (the same pivot
// rule as the agent's footprint).
func (s *Scene) stamp(c pathing.Point) {
	r := pathing.Footprint{L: s.brush, W: s.brush}.Cover(c)
	for y := max(r.MinY, 0); y <= min(r.MaxY, s.grid.Height()-1); y++ {
		for x := max(r.MinX, 0); x <= min(r.MaxX, s.grid.Width()-1); x++ {
			s.setCell(x, y, s.gesture.block, &s.gesture.flipped)
		}
	}
}

func (s *Scene) clampToMap(c pathing.Point) pathing.Point {
	c.X = min(max(c.X, 0), s.grid.Width()-1)
	c.Y = min(max(c.Y, 0), s.grid.Height()-1)
	return c
}

func boxRect(a, b pathing.Point) pathing.Rect {
	return pathing.Rect{MinX: min(a.X, b.X), MinY: min(a.Y, b.Y), MaxX: max(a.X, b.X), MaxY: max(a.Y, b.Y)}
}

// line visits the cells from a to b (Bresenham), a excluded, b included, so
// a fast drag leaves no gaps.
func line(a, b pathing.Point, visit func(pathing.Point)) {
	dx, dy := abs(b.X-a.X), -abs(b.Y-a.Y)
	sx, sy := sign(b.X-a.X), sign(b.Y-a.Y)
	e := dx + dy
	for p := a; p != b; {
		e2 := 2 * e
		if e2 >= dy {
			e += dy
			p.X += sx
		}
		if e2 <= dx {
			e += dx
			p.Y += sy
		}
		visit(p)
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}
