package render

import (
	"math"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// minGridScale is the zoom (pixels per cell) below which grid lines are not drawn.
const minGridScale = 6

// buildMap appends the map's shapes, in screen pixels: grid lines, the raw
// path and its nodes, the smoothed segments and waypoints, the footprint at
// start and goal with its pivot marked, the box being dragged and the hover
// cell. Shapes wholly outside the viewport are left out.
func buildMap(l List, s scene.Reader, v scene.View, lay Layout) List {
	ox, oy := float64(lay.Map.Min.X), float64(lay.Map.Min.Y)
	g := s.Grid()
	at := func(p pathing.Point) (float64, float64) {
		x, y := v.Centre(p)
		return x + ox, y + oy
	}
	corner := func(cx, cy float64) (float64, float64) {
		x, y := v.Corner(cx, cy)
		return x + ox, y + oy
	}
	// visible cells
	x0 := max(int(math.Floor(-v.OX/v.Scale)), 0)
	y0 := max(int(math.Floor(-v.OY/v.Scale)), 0)
	x1 := min(int(math.Ceil((float64(lay.Map.Dx())-v.OX)/v.Scale)), g.Width())
	y1 := min(int(math.Ceil((float64(lay.Map.Dy())-v.OY)/v.Scale)), g.Height())
	ly := s.Layers()

	if ly.GridLines && v.Scale >= minGridScale {
		_, top := corner(0, float64(y0))
		_, bot := corner(0, float64(y1))
		for x := x0; x <= x1; x++ {
			sx, _ := corner(float64(x), 0)
			l.line(sx, top, sx, bot, 1, assets.GridLine)
		}
		left, _ := corner(float64(x0), 0)
		right, _ := corner(float64(x1), 0)
		for y := y0; y <= y1; y++ {
			_, sy := corner(0, float64(y))
			l.line(left, sy, right, sy, 1, assets.GridLine)
		}
	}
	bx0, by0 := corner(0, 0)
	bx1, by1 := corner(float64(g.Width()), float64(g.Height()))
	l.outline(bx0-1, by0-1, bx1+1, by1+1, 1, assets.MapBorder)

	visible := func(x, y, pad float64) bool {
		return x >= float64(lay.Map.Min.X)-pad && x <= float64(lay.Map.Max.X)+pad &&
			y >= float64(lay.Map.Min.Y)-pad && y <= float64(lay.Map.Max.Y)+pad
	}
	l = buildNPCs(l, s, v, lay, at, corner, visible) // the other NPCs, under the selected one
	pl := s.Plan()
	// the route is drawn where the body's centre goes (half a cell off the
	// pivot cell's centre for an even side); the pivot's route beside it
	ag := s.Agent()
	odx, ody := BodyOffset(ag)
	centred := odx != 0 || ody != 0
	body := func(p pathing.Point) (float64, float64) {
		x, y := at(p)
		return x + odx*v.Scale, y + ody*v.Scale
	}
	step := s.Step() // the step-through view draws its step instead of the route
	// marks merges a long route's segments and markers per screen pixel
	// (routepixels.go); each list has its own
	marks := func() *pixelMarks {
		if v.Scale >= mergeBelow {
			return nil
		}
		return newPixelMarks(lay.Map.Min.X, lay.Map.Min.Y, lay.Map.Dx(), lay.Map.Dy())
	}
	if step == nil && ly.Waypoints && len(pl.Waypoints) > 1 {
		cornersOf := func(p pathing.Point) [4][2]float64 {
			cr := ag.Cover(p)
			x0, y0 := corner(float64(cr.MinX), float64(cr.MinY))
			x1, y1 := corner(float64(cr.MaxX+1), float64(cr.MaxY+1))
			return [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
		}
		l.sweptOutline(cornersOf, pl.Waypoints, 1, assets.SweptEdge)
	}
	if step == nil && ly.RawNodes && len(pl.Raw) > 0 {
		w := clamp(v.Scale*0.08, 0.5, 2)
		l = routeLines(l, pl.Raw, body, func(ax, ay, bx, by float64) bool {
			return visible(ax, ay, v.Scale) || visible(bx, by, v.Scale)
		}, marks(), w, assets.RawPath)
		r := clamp(v.Scale*0.16, 0.35, 5) // a share of the cell: zoomed out, dots never merge into blobs
		m := marks()
		for _, p := range pl.Raw {
			if x, y := body(p); visible(x, y, r) && (m == nil || m.mark(x, y)) {
				l.circle(x, y, r, assets.RawNode)
			}
		}
	}
	opt := optimalShown(s, step)
	if step == nil && ly.Waypoints && len(pl.Waypoints) > 0 {
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
		for _, p := range pl.Waypoints {
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
	if step == nil && ly.Waypoints {
		l = buildLesson(l, s.Lesson(), v, body, corner)
	}
	if step == nil && pl.Failure == pathing.Stuck && pl.StuckAt >= 0 && pl.StuckAt < len(pl.Raw) {
		x, y := body(pl.Raw[pl.StuckAt])
		r := clamp(v.Scale*0.6, 6, 16)
		l.circle(x, y, r, assets.Warning)
		l.circle(x, y, r-2, assets.Background)
	}

	if step == nil {
		l = buildFootMap(l, s, v, lay)
	}

	// the footprint at start and goal, its pivot cell marked
	for _, m := range []struct {
		at    pathing.Point
		fits  bool
		label string
	}{{s.Start(), s.StartFits(), "S"}, {s.Goal(), s.GoalFits(), "G"}} {
		col := assets.Start
		if m.label == "G" {
			col = assets.Goal
		}
		edge := col
		if !m.fits {
			edge = assets.Warning
		}
		cr := s.Agent().Cover(m.at)
		fx0, fy0 := corner(float64(cr.MinX), float64(cr.MinY))
		fx1, fy1 := corner(float64(cr.MaxX+1), float64(cr.MaxY+1))
		l.outline(fx0, fy0, fx1, fy1, clamp(v.Scale*0.12, 2, 3), edge)
		px0, py0 := corner(float64(m.at.X), float64(m.at.Y))
		inset := clamp(v.Scale*0.2, 0, 4)
		if v.Scale < 4 {
			inset = 0
		}
		l.rect(px0+inset, py0+inset, px0+v.Scale-inset, py0+v.Scale-inset, col)
		// the letter outside the footprint, above its top-left corner, on a
		// dark plate: never over the pivot, the route or the outline it names
		lx, ly := fx0, fy0-assets.TextSize-4
		l.rect(lx-1, ly-1, lx+0.6*assets.TextSize+2, ly+assets.TextSize+1, assets.LabelBack)
		l.text(lx, ly, assets.TextSize, col, m.label)
	}

	if step != nil {
		l = buildStepMap(l, s, step, v, lay)
	}
	if r, fill, ok := s.Box(); ok {
		ax, ay := corner(float64(r.MinX), float64(r.MinY))
		bx, by := corner(float64(r.MaxX+1), float64(r.MaxY+1))
		l.rect(ax, ay, bx, by, assets.BoxFill)
		c := assets.Obstacle
		if !fill {
			c = assets.Free
		}
		l.outline(ax, ay, bx, by, 2, c)
		l.outline(ax-1, ay-1, bx+1, by+1, 1, assets.Hover)
	}
	if h, in := s.Hover(); in && g.In(h) && !s.Help() && !lay.Export { // an export shows no pointer
		r := pathing.Rect{MinX: h.X, MinY: h.Y, MaxX: h.X, MaxY: h.Y}
		if s.Tool() != scene.RectTool {
			r = pathing.Footprint{L: s.Brush(), W: s.Brush()}.Cover(h)
		}
		ax, ay := corner(float64(r.MinX), float64(r.MinY))
		bx, by := corner(float64(r.MaxX+1), float64(r.MaxY+1))
		l.outline(ax, ay, bx, by, 1, assets.Hover)
	}
	return l
}

func clamp(v, lo, hi float64) float64 { return math.Min(math.Max(v, lo), hi) }
