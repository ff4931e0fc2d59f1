package render

import (
	"math"

	"swath/assets"
	"swath/pathing"
	"swath/timeline"
	"swath/view"
)

// optimalLegend names the shortest route's line and the rings at its
// corners.
var optimalLegend = []legendItem{{"shortest possible (dashed)", func(l *List, cx, cy float64) {
	dashedLine(l, cx-9, cy, cx+9, cy, 2, 5, nil)
}}, {"shortest possible's corners", func(l *List, cx, cy float64) {
	optimalRing(l, cx, cy, 5)
}}}

// optimalShown is the shortest route to draw, nil when none: its layer is
// off, there is none, or the step-through view draws its step instead.
func optimalShown(s view.Reader, step *timeline.StepView) []pathing.Point {
	r, _ := s.Selected().Optimal()
	if step != nil || !s.Layers().Optimal || r == nil {
		return nil
	}
	return r.Waypoints
}

// drawOptimal appends the shortest route there is: a dashed yellow line
// with a hollow ring at each bend, so that it cannot be taken for the raw
// path (solid brown) or the smoothed route (solid cyan) on the screen or
// in an exported PNG or GIF; where it runs on the smoothed route, yellow
// and cyan alternate. at places a cell's centre; visible culls dashes
// outside the viewport.
func drawOptimal(l List, wp []pathing.Point, scale float64, at func(pathing.Point) (float64, float64),
	visible func(x, y, pad float64) bool) List {
	if len(wp) < 2 {
		return l
	}
	w := clamp(scale*0.12, 1.5, 3.5)
	dash := math.Max(3*w, 6)
	for i := 1; i < len(wp); i++ {
		ax, ay := at(wp[i-1])
		bx, by := at(wp[i])
		dashedLine(&l, ax, ay, bx, by, w, dash, visible)
	}
	r := clamp(scale*0.25, 2.5, 7)
	// zoomed out, a maze's corners are a few pixels apart and rings at
	// every one would bury the map: a corner closer than ringGap to the
	// last ring drawn gets none (chosen along the whole route, so that the
	// rings do not change as the view pans)
	gap := ringGap * (r + 1)
	lx, ly := math.Inf(-1), math.Inf(-1)
	for _, p := range wp[1 : len(wp)-1] {
		x, y := at(p)
		if math.Hypot(x-lx, y-ly) < gap {
			continue
		}
		lx, ly = x, y
		if visible(x, y, r+2) {
			optimalRing(&l, x, y, r)
		}
	}
	return l
}

// ringGap is the least distance between two of the shortest route's
// corner rings, in ring radii (with their casing): 3 leaves a ring's
// width of map between two.
const ringGap = 3

// optimalRing appends one corner ring of the shortest route, of radius r.
func optimalRing(l *List, x, y, r float64) {
	l.circle(x, y, r+1, assets.OptimalCasing)
	l.circle(x, y, r, assets.Optimal)
	l.circle(x, y, r*0.45, assets.OptimalCasing)
}

// dashedLine appends a dashed line from (ax, ay) to (bx, by): dashes of
// length dash and gaps as long, starting with a dash; visible, when not
// nil, leaves out dashes outside the viewport (a long route at a high
// zoom has thousands).
func dashedLine(l *List, ax, ay, bx, by, w, dash float64, visible func(x, y, pad float64) bool) {
	dx, dy := bx-ax, by-ay
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	ux, uy := dx/n, dy/n
	for t := 0.0; t < n; t += 2 * dash {
		e := math.Min(t+dash, n)
		x0, y0 := ax+ux*t, ay+uy*t
		x1, y1 := ax+ux*e, ay+uy*e
		if visible != nil && !visible((x0+x1)/2, (y0+y1)/2, dash) {
			continue
		}
		l.line(x0, y0, x1, y1, w, assets.Optimal)
	}
}

// drawOptimalStep draws one expansion of the optimal search: the smoothed
// route thin for comparison, every vertex expanded so far as a small ring,
// the expanded vertex's sight lines to the corners it can go straight to,
// the vertex itself, and on the phase's last step the shortest route.
func drawOptimalStep(l List, m mapper, v *timeline.StepView) List {
	sc := m.v.Scale
	visible := func(x, y, pad float64) bool {
		return x >= float64(m.clip.Min.X)-pad && x <= float64(m.clip.Max.X)+pad &&
			y >= float64(m.clip.Min.Y)-pad && y <= float64(m.clip.Max.Y)+pad
	}
	if v.Plan != nil && v.Plan.Found {
		l.polyline(v.Plan.Waypoints, m.at, clamp(sc*0.06, 1, 2), assets.Segment)
	}
	r := clamp(sc*0.18, 1.5, 5)
	for _, p := range v.OptExpanded {
		if x, y := m.at(p); visible(x, y, r) {
			l.circle(x, y, r, assets.OptimalSeen)
		}
	}
	ux, uy := m.at(v.OptVertex)
	lw := clamp(sc*0.06, 1, 2)
	for _, p := range v.OptVisible {
		x, y := m.at(p)
		l.line(ux, uy, x, y, lw, assets.OptimalSeen)
		l.circle(x, y, r, assets.Optimal)
	}
	if v.OptRoute != nil {
		l = drawOptimal(l, v.OptRoute.Waypoints, sc, m.at, visible)
	}
	R := clamp(sc*0.4, 4, 11)
	l.circle(ux, uy, R+1.5, assets.OptimalCasing)
	l.circle(ux, uy, R, assets.ExpandFill)
	return l
}
