package render

import (
	"image"

	"swath/agent"
	"swath/assets"
	"swath/pathing"
	"swath/view"
)

// routeData is what buildRoute draws, taken from a scene: values and
// slices the scene never changes once installed, so that a layer can be
// built off the UI thread while the scene moves on.
type routeData struct {
	plan    pathing.Plan // a copy: its slices are the installed plan's
	agent   pathing.Footprint
	stepOn  bool
	layers  view.Layers
	optimal []pathing.Point // the shortest route's waypoints, when shown
	lesson  *agent.Lesson
	// stepRaw and stepWp are, for a route layer under the step view, the
	// timeline's node set and route, which the layer draws instead of the
	// plan's (withStep); step says which of them it draws (stepInLayer)
	stepRaw, stepWp []pathing.Point
	step            stepLayer
}

// withStep makes d, for a route layer, draw the step view's node set and,
// when the step at the cursor shows the whole route, the route (the
// timeline's slices never change once built).
func (d *routeData) withStep(s view.Reader) *routeData {
	v := s.Selected().Step()
	if d.step = stepInLayer(v); d.step.nodes {
		d.stepRaw = v.Raw
	}
	if d.step.route {
		d.stepWp = v.Waypoints
	}
	return d
}

func routeDataOf(s view.Reader) *routeData {
	step := s.Selected().Step()
	return &routeData{plan: *s.Selected().Plan(), agent: s.Selected().Agent(), stepOn: step != nil, layers: s.Layers(),
		optimal: optimalShown(s, step), lesson: s.Selected().Lesson()}
}

// size is the number of points drawn: what a build costs.
func (d *routeData) size() int {
	if d.stepOn {
		return len(d.stepRaw) + len(d.stepWp) // nothing drawn but the step's route, if any
	}
	return len(d.plan.Raw) + len(d.plan.Waypoints) + len(d.optimal)
}

// buildRoute appends the plan's route as the map shows it when no step is
// shown: the swept outline, the raw path and its nodes, the pivot's route,
// the smoothed segments, the shortest route, the waypoints, the lesson's
// marks and the node a search got stuck at. Positions are v's plus (ox,
// oy); area is the pixels that matter (shapes wholly outside it are left
// out, and a long route merges per pixel inside it). The app draws this
// list once into the renderer's route layer (routelayer.go); exports and
// tests get it inline in Frame.Map.
func buildRoute(l List, d *routeData, v view.View, ox, oy float64, area image.Rectangle) List {
	if d.stepOn { // the step-through view draws its step instead of the route
		if d.step.nodes {
			l = drawStepRoute(l, mapper{v, ox, oy, area}, d.step, d.stepRaw, d.stepWp)
		}
		return l
	}
	at := func(p pathing.Point) (float64, float64) {
		x, y := v.Centre(p)
		return x + ox, y + oy
	}
	corner := func(cx, cy float64) (float64, float64) {
		x, y := v.Corner(cx, cy)
		return x + ox, y + oy
	}
	visible := func(x, y, pad float64) bool {
		return x >= float64(area.Min.X)-pad && x <= float64(area.Max.X)+pad &&
			y >= float64(area.Min.Y)-pad && y <= float64(area.Max.Y)+pad
	}
	pl := &d.plan
	// the route is drawn where the body's centre goes (half a cell off the
	// pivot cell's centre for an even side); the pivot's route beside it
	ag := d.agent
	odx, ody := BodyOffset(ag)
	centred := odx != 0 || ody != 0
	body := func(p pathing.Point) (float64, float64) {
		x, y := at(p)
		return x + odx*v.Scale, y + ody*v.Scale
	}
	ly := d.layers
	// marks merges a long route's segments and markers per screen pixel
	// (routepixels.go); each list has its own
	marks := func() *pixelMarks {
		if v.Scale >= mergeBelow {
			return nil
		}
		return newPixelMarks(area.Min.X, area.Min.Y, area.Dx(), area.Dy())
	}
	if ly.Waypoints && len(pl.Waypoints) > 1 {
		cornersOf := func(p pathing.Point) [4][2]float64 { return footCorners(corner, ag, p) }
		l.sweptOutline(cornersOf, pl.Waypoints, 1, assets.SweptEdge, marks())
	}
	if ly.RawNodes && len(pl.Raw) > 0 {
		w := clamp(v.Scale*0.08, 0.5, 2)
		l = routeLines(l, pl.Raw, body, func(ax, ay, bx, by float64) bool {
			return visible(ax, ay, v.Scale) || visible(bx, by, v.Scale)
		}, marks(), w, assets.RawPath)
		r := clamp(v.Scale*0.16, 0.35, 5) // a share of the cell: zoomed out, dots never merge into blobs
		m := marks()
		for i, p := range pl.Raw {
			yieldAt(i)
			if x, y := body(p); visible(x, y, r) && (m == nil || m.mark(x, y)) {
				l.circle(x, y, r, assets.RawNode)
			}
		}
	}
	opt := d.optimal
	if ly.Waypoints && len(pl.Waypoints) > 0 {
		if centred && v.Scale >= 4 {
			// the pivot cell's route: thin, with a small square at each waypoint
			l.polyline(pl.Waypoints, at, 1, assets.PivotPath)
			h := clamp(v.Scale*0.12, 1, 3)
			for _, p := range pl.Waypoints {
				if x, y := at(p); visible(x, y, h) {
					l.rect(x-h, y-h, x+h, y+h, assets.PivotPath)
				}
			}
		}
		w := clamp(v.Scale*0.14, 1, 4)
		l = routeLines(l, pl.Waypoints, body, func(_, _, _, _ float64) bool { return true }, marks(), w, assets.Segment)
		if opt != nil { // over the segments, under the waypoints
			l, opt = drawOptimal(l, opt, v.Scale, body, visible), nil
		}
		r := clamp(v.Scale*0.3, 0.6, 9)
		m := marks()
		for i, p := range pl.Waypoints {
			yieldAt(i)
			if x, y := body(p); visible(x, y, r+1) && (m == nil || m.mark(x, y)) {
				if v.Scale >= 4 { // a dark ring lifts the dot off the band
					l.circle(x, y, r+1.5, assets.Background)
				}
				l.circle(x, y, r, assets.Waypoint)
			}
		}
	}
	if opt != nil { // no smoothed route drawn to go over
		l = drawOptimal(l, opt, v.Scale, body, visible)
	}
	if ly.Waypoints {
		l = buildLesson(l, d.lesson, v, body, corner)
	}
	if pl.Failure == pathing.Stuck && pl.StuckAt >= 0 && pl.StuckAt < len(pl.Raw) {
		x, y := body(pl.Raw[pl.StuckAt])
		r := clamp(v.Scale*0.6, 6, 16)
		l.circle(x, y, r, assets.Warning)
		l.circle(x, y, r-2, assets.Background)
	}

	return l
}

// footCorners are the corners on screen of footprint f with its pivot at
// p, clockwise from the top left; corner maps cell coordinates to the
// screen.
func footCorners(corner func(cx, cy float64) (float64, float64), f pathing.Footprint, p pathing.Point) [4][2]float64 {
	cr := f.Cover(p)
	x0, y0 := corner(float64(cr.MinX), float64(cr.MinY))
	x1, y1 := corner(float64(cr.MaxX+1), float64(cr.MaxY+1))
	return [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}
