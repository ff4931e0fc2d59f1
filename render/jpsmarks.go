package render

import (
	"image/color"

	"swath/assets"
	"swath/pathing"
	"swath/timeline"
	"swath/view"
)

// drawJPSStep draws one JPS expansion over the search overlay (whose
// cells already show the jump points closed and open and, lightly, every
// cell scanned so far): the jump point, each run its jumps scanned as a
// line with a tick where it ended, a diamond on every forced neighbour
// that stopped a run, and a line to every jump point found (bright when
// the step opened it or lowered its cost, dim when it was already known).
func drawJPSStep(l List, m mapper, v *timeline.StepView) List {
	sc := m.v.Scale
	x0, y0, x1, y1 := m.box(pathing.Rect{MinX: v.Expanded.X, MinY: v.Expanded.Y, MaxX: v.Expanded.X, MaxY: v.Expanded.Y})
	lw := clamp(sc*0.12, 1, 3)
	for _, r := range v.Runs {
		if r.Len == 0 {
			continue
		}
		back := pathing.Point{X: r.From.X - r.Dir.X, Y: r.From.Y - r.Dir.Y}
		ax, ay := m.at(back)
		bx, by := m.at(r.Last())
		l.line(ax, ay, bx, by, lw, assets.JPSRunLine)
		l.circle(bx, by, clamp(sc*0.12, 1, 3), assets.JPSRunLine)
	}
	for _, s := range v.Successors {
		c := assets.JPSSeen
		if s.Opened {
			c = assets.JPSFound
		}
		ax, ay := m.at(v.Expanded)
		bx, by := m.at(s.To)
		l.line(ax, ay, bx, by, clamp(sc*0.08, 1, 2), c)
		l.circle(bx, by, clamp(sc*0.25, 2, 7), c)
	}
	for _, f := range v.Forced {
		x, y := m.at(f)
		r := clamp(sc*0.4, 3, 10)
		l = diamond(l, x, y, r+1, assets.Background)
		l = diamond(l, x, y, r, assets.JPSForced)
	}
	l.outline(x0-1, y0-1, x1+1, y1+1, clamp(sc*0.1, 1.5, 3), assets.Probe)
	return l
}

// diamond appends a filled diamond of half-diagonal r centred on (x, y).
func diamond(l List, x, y, r float64, c color.RGBA) List {
	return append(l, Shape{Kind: Polygon, Color: c,
		Pts: []float32{float32(x), float32(y - r), float32(x + r), float32(y), float32(x), float32(y + r), float32(x - r), float32(y)}})
}

// jpsLegend explains a JPS search step's marks; it replaces the smoothing's
// items in the legend while a JPS timeline is in its search phase.
var jpsLegend = []legendItem{
	stepLegend[0],
	{"cells scanned by jumps", swatch(assets.JPSScannedFill)},
	{"this step's runs", func(l *List, cx, cy float64) {
		l.line(cx-8, cy, cx+6, cy, 2, assets.JPSRunLine)
		l.circle(cx+6, cy, 2, assets.JPSRunLine)
	}},
	{"forced neighbour (stops a run)", func(l *List, cx, cy float64) {
		*l = diamond(*l, cx, cy, 6, assets.JPSForced)
	}},
	{"jump point found; known", func(l *List, cx, cy float64) {
		l.circle(cx-4, cy, 3.5, assets.JPSFound)
		l.circle(cx+5, cy, 3.5, assets.JPSSeen)
	}},
}

// jpsSearchShown reports whether s shows a JPS timeline's search phase.
func jpsSearchShown(s view.Reader) bool {
	tl, v := s.Selected().Timeline(), s.Selected().Step()
	return tl != nil && v != nil && tl.Algorithm() == pathing.JPS && v.Phase == timeline.PhaseSearch
}
