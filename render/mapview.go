package render

import (
	"math"

	"swath/assets"
	"swath/pathing"
	"swath/view"
)

// minGridScale is the zoom (pixels per cell) below which grid lines are not drawn.
const minGridScale = 6

// buildMap appends the map's shapes, in screen pixels: grid lines, the raw
// path and its nodes, the smoothed segments and waypoints, the footprint at
// start and goal with its pivot marked, the box being dragged and the hover
// cell. Shapes wholly outside the viewport are left out.
func buildMap(l List, s view.Reader, v view.View, lay Layout, route bool) (List, int) {
	ox, oy := float64(lay.Map.Min.X), float64(lay.Map.Min.Y)
	g := s.Grid()
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

	at := func(p pathing.Point) (float64, float64) {
		x, y := v.Centre(p)
		return x + ox, y + oy
	}
	visible := func(x, y, pad float64) bool {
		return x >= float64(lay.Map.Min.X)-pad && x <= float64(lay.Map.Max.X)+pad &&
			y >= float64(lay.Map.Min.Y)-pad && y <= float64(lay.Map.Max.Y)+pad
	}
	crowdOn := crowdShown(s)
	if !crowdOn {
		l = buildNPCs(l, s, v, lay, at, corner, visible) // the other NPCs, under the selected one
	}

	step := s.Selected().Step() // the step-through view draws its step instead of the route
	// the route: inline, or drawn once into the renderer's route layer
	// (routelayer.go) and placed at routeAt
	routeAt := -1
	switch {
	case crowdOn: // the crowd instead of the routes, over the markers (below)
	case route:
		routeAt = len(l)
	default:
		l = buildRoute(l, routeDataOf(s), v, ox, oy, lay.Map)
	}

	if step == nil {
		l = buildFootMap(l, s, v, lay)
	}

	// the footprint at start and goal, its pivot cell marked
	for _, m := range []struct {
		at    pathing.Point
		fits  bool
		label string
	}{{s.Selected().Start(), s.Selected().StartFits(), "S"}, {s.Selected().Goal(), s.Selected().GoalFits(), "G"}} {
		col := assets.Start
		if m.label == "G" {
			col = assets.Goal
		}
		edge := col
		if !m.fits {
			edge = assets.Warning
		}
		c := footCorners(corner, s.Selected().Agent(), m.at)
		fx0, fy0, fx1, fy1 := c[0][0], c[0][1], c[2][0], c[2][1]
		l.outline(fx0, fy0, fx1, fy1, clamp(v.Scale*0.12, 2, 3), edge)
		px0, py0 := corner(float64(m.at.X), float64(m.at.Y))
		if math.Min(fx1-fx0, fy1-fy0) < view.MarkerMinPx {
			// zoomed out: a square that can be seen and grabbed
			// (scene.nearMarker), centred on the pivot
			h := view.MarkerMinPx / 2.0
			cx, cy := px0+v.Scale/2, py0+v.Scale/2
			l.outline(cx-h-1, cy-h-1, cx+h+1, cy+h+1, 1, assets.Background)
			l.outline(cx-h, cy-h, cx+h, cy+h, 2, edge)
		}
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
		l = buildStepMap(l, s, step, v, lay, route)
	}
	if crowdOn {
		l = buildCrowd(l, s, v, lay) // crowd.go: every NPC's body, over the markers
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
		if s.Tool() != view.RectTool {
			r = pathing.Footprint{L: s.Brush(), W: s.Brush()}.Cover(h)
		}
		ax, ay := corner(float64(r.MinX), float64(r.MinY))
		bx, by := corner(float64(r.MaxX+1), float64(r.MaxY+1))
		l.outline(ax, ay, bx, by, 1, assets.Hover)
	}
	return l, routeAt
}

func clamp(v, lo, hi float64) float64 { return math.Min(math.Max(v, lo), hi) }
