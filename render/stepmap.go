package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"

	"swath/assets"
	"swath/pathing"
	"swath/timeline"
	"swath/view"
)

// mapper places cell coordinates on the window: View plus the map's corner.
type mapper struct {
	v      view.View
	ox, oy float64
	clip   image.Rectangle // the map viewport, where labels must stay
}

// at is the window position of the centre of cell p.
func (m mapper) at(p pathing.Point) (float64, float64) {
	return m.pt(float64(p.X), float64(p.Y))
}

// pt is the window position of (x, y) in cell-centre coordinates (the
// centre of cell (x, y) is at whole numbers, as in pathing's coordinates).
func (m mapper) pt(x, y float64) (float64, float64) {
	sx, sy := m.v.Corner(x+0.5, y+0.5)
	return sx + m.ox, sy + m.oy
}

// box is the window rectangle of the cells of r.
func (m mapper) box(r pathing.Rect) (x0, y0, x1, y1 float64) {
	x0, y0 = m.pt(float64(r.MinX)-0.5, float64(r.MinY)-0.5)
	x1, y1 = m.pt(float64(r.MaxX)+0.5, float64(r.MaxY)+0.5)
	return
}

// labelSize is the text size of labels on the map.
const labelSize = 12

// buildStepMap appends the shapes of the step at the cursor: what the step
// does, drawn on the map in place of the plain route (markers and hover
// are drawn by buildMap as usual).
//
// layered is set when the renderer has a route layer: the result's and the
// walk's node set and route, the same for all their steps and hundreds of
// thousands of shapes on a 2048² maze, are drawn there once (on a
// goroutine) instead of in every frame's list.
func buildStepMap(l List, s view.Reader, v *timeline.StepView, view view.View, lay Layout, layered bool) List {
	m := mapper{view, float64(lay.Map.Min.X), float64(lay.Map.Min.Y), lay.Map}
	sc := m.v.Scale
	agent := s.Selected().Timeline().Query().Agent

	if v.Kind == timeline.StepExpand && v.Algorithm == pathing.JPS {
		return drawJPSStep(l, m, v)
	}
	if v.Kind == timeline.StepExpand {
		x0, y0, x1, y1 := m.box(pathing.Rect{MinX: v.Expanded.X, MinY: v.Expanded.Y, MaxX: v.Expanded.X, MaxY: v.Expanded.Y})
		l.outline(x0-1, y0-1, x1+1, y1+1, clamp(sc*0.1, 1.5, 3), assets.Probe)
		ax, ay := m.at(v.Expanded)
		for _, o := range v.Opened {
			bx, by := m.at(o)
			l.line(ax, ay, ax+(bx-ax)*0.7, ay+(by-ay)*0.7, 1, assets.Pass)
		}
		return l
	}

	// the node set, from the check on, and at the result and the walk the
	// route: in the route layer when the app has one (stepInLayer)
	if !layered {
		l = drawStepNodes(l, m, v.Raw, v.Kind)
	}
	if v.Kind == timeline.StepNodes && sc >= 14 {
		l = drawNodeLabels(l, m, v.Raw)
	}

	switch v.Kind {
	case timeline.StepOptimal:
		l = drawOptimalStep(l, m, v)
	case timeline.StepProbe:
		l = drawSweepGeometry(l, m, v, agent)
		l = drawRoute(l, m, v.Waypoints, assets.Segment, sc)
		l = drawProbeLabels(l, m, v)
	case timeline.StepChoose:
		l = drawRoute(l, m, v.Waypoints, assets.Segment, sc)
		if v.Stuck {
			x, y := m.at(v.AnchorCell)
			r := clamp(sc*0.6, 6, 16)
			l.circle(x, y, r, assets.Warning)
			l.circle(x, y, r-2, assets.Background)
			l = m.label(l, x+r+2, y-labelSize/2, fmt.Sprintf("P%d stuck", v.Anchor), assets.Warning)
			l = drawHits(l, m, v.Hits, sc)
		} else {
			x, y := m.at(v.TCell)
			l = m.label(l, x+clamp(sc*0.3, 3, 9)+3, y-labelSize-2,
				fmt.Sprintf("T%d = P%d", len(v.WaypointIdx)-1, v.Chosen), assets.Waypoint)
		}
	case timeline.StepResult, timeline.StepWalk:
		if !layered {
			l = drawRoute(l, m, v.Waypoints, assets.Segment, sc)
		}
		if v.Kind == timeline.StepResult && v.Alt != nil && v.Alt.Found && !slices.Equal(v.Alt.Waypoints, v.Waypoints) {
			l = drawAltRoute(l, m, v.Alt.Waypoints)
		}
		if v.Kind == timeline.StepResult {
			l = drawHits(l, m, v.Hits, sc)
		}
		if v.Kind == timeline.StepWalk {
			c := v.WalkCover
			x0, y0 := m.pt(c[0], c[1])
			x1, y1 := m.pt(c[2], c[3])
			l.rect(x0, y0, x1, y1, assets.WalkFill)
			l.outline(x0, y0, x1, y1, clamp(sc*0.1, 1.5, 3), assets.Waypoint)
			x, y := m.pt(v.WalkX, v.WalkY)
			l.circle(x, y, clamp(sc*0.2, 2, 6), assets.Text)
		}
	}
	return l
}

// drawSweepGeometry draws one visibility test: the footprint at Pi and at
// Pt, the bounding rectangle, the lines ft and fb across it (oblique moves)
// and the centre line, and rings around the obstacle cells hit.
func drawSweepGeometry(l List, m mapper, v *timeline.StepView, agent pathing.Footprint) List {
	sc := m.v.Scale
	sw := &v.Sweep
	for _, f := range []struct {
		at pathing.Point
		c  color.RGBA
	}{{v.AnchorCell, assets.Anchor}, {v.TCell, assets.Probe}} {
		x0, y0, x1, y1 := m.box(agent.Cover(f.at))
		l.outline(x0, y0, x1, y1, 1, f.c)
	}
	x0, y0, x1, y1 := m.box(sw.Rect)
	l.outline(x0-1, y0-1, x1+1, y1+1, clamp(sc*0.06, 1.5, 2.5), assets.RectLine)
	if sw.Oblique {
		lo, hi := float64(sw.Rect.MinX)-0.5, float64(sw.Rect.MaxX)+0.5
		top, bot := float64(sw.Rect.MinY)-0.5, float64(sw.Rect.MaxY)+0.5
		for k, ln := range []struct {
			name string
			c    color.RGBA
		}{{"ft", assets.TopLine}, {"fb", assets.BottomLine}} {
			ya := edge(sw, lo, k)
			yb := edge(sw, hi, k)
			ax, ay, bx, by, ok := clipY(lo, ya, hi, yb, top, bot)
			if !ok {
				continue
			}
			sax, say := m.pt(ax, ay)
			sbx, sby := m.pt(bx, by)
			l.line(sax, say, sbx, sby, clamp(sc*0.08, 1.5, 2.5), ln.c)
			// the name just inside the rectangle, at the end nearer its middle
			mx, my := sax+(sbx-sax)*0.12, say+(sby-say)*0.12
			l = m.label(l, mx+3, my-labelSize-2+float64(k)*(labelSize+5), ln.name, ln.c)
		}
	}
	ax, ay := m.at(v.AnchorCell)
	bx, by := m.at(v.TCell)
	l.line(ax, ay, bx, by, 1, assets.Text)
	l = drawHits(l, m, v.Hits, sc)
	for _, h := range v.Samplings.MissedHits {
		hx0, hy0, hx1, hy1 := m.box(pathing.Rect{MinX: h.X, MinY: h.Y, MaxX: h.X, MaxY: h.Y})
		l.outline(hx0, hy0, hx1, hy1, clamp(sc*0.1, 1.5, 3), assets.MissLine)
	}
	if v.Samplings.PaperAccepts && len(v.Samplings.MissedHits) > 0 {
		h := v.Samplings.MissedHits[0]
		x, y := m.at(h)
		l = m.label(l, x+sc*0.5+3, y-labelSize/2, "missed by the paper's sampling", assets.MissLine)
	}
	return l
}

// edge is ft (k = 0) or fb (k = 1) at abscissa x.
func edge(sw *pathing.Sweep, x float64, k int) float64 {
	_, ft, fb := sw.EdgeY(x)
	if k == 0 {
		return ft
	}
	return fb
}

// clipY clips the segment (ax,ay)-(bx,by), ax < bx, to top <= y <= bot.
func clipY(ax, ay, bx, by, top, bot float64) (float64, float64, float64, float64, bool) {
	t0, t1 := 0.0, 1.0
	dy := by - ay
	for _, c := range []struct{ p, q float64 }{{-dy, ay - top}, {dy, bot - ay}} {
		if c.p == 0 {
			if c.q < 0 {
				return 0, 0, 0, 0, false
			}
			continue
		}
		t := c.q / c.p
		if c.p < 0 {
			t0 = math.Max(t0, t)
		} else {
			t1 = math.Min(t1, t)
		}
	}
	if t0 >= t1 {
		return 0, 0, 0, 0, false
	}
	dx := bx - ax
	return ax + t0*dx, ay + t0*dy, ax + t1*dx, ay + t1*dy, true
}

// drawHits rings the obstacle cells a test hit; the first one, which
// stopped the test, gets a thicker ring.
func drawHits(l List, m mapper, hits []pathing.Point, sc float64) List {
	for i, h := range hits {
		x0, y0, x1, y1 := m.box(pathing.Rect{MinX: h.X, MinY: h.Y, MaxX: h.X, MaxY: h.Y})
		w := 1.0
		if i == 0 {
			w = clamp(sc*0.12, 2, 3)
		}
		l.outline(x0, y0, x1, y1, w, assets.Warning)
	}
	return l
}

// drawRoute draws waypoints joined by segments in colour c; size scales
// the line width and dots like the plain route's.
func drawRoute(l List, m mapper, wp []pathing.Point, c color.RGBA, size float64) List {
	w := clamp(size*0.14, 1, 4)
	// zoomed out, a long route merges per pixel, as the plain view's
	marks := func() *pixelMarks {
		if size >= mergeBelow {
			return nil
		}
		return newPixelMarks(m.clip.Min.X, m.clip.Min.Y, m.clip.Dx(), m.clip.Dy())
	}
	l = routeLines(l, wp, m.at, func(_, _, _, _ float64) bool { return true }, marks(), w, c)
	r := clamp(size*0.3, 0.6, 9) // zoomed out, dots stay inside their cells
	mk := marks()
	for _, p := range wp {
		x, y := m.at(p)
		if mk != nil && !mk.mark(x, y) {
			continue
		}
		if size >= 4 {
			l.circle(x, y, r+1.5, assets.Background)
		}
		l.circle(x, y, r, c)
	}
	return l
}

// drawAltRoute draws the other strategy's route over the chosen one: thin
// segments, and a ring around each of its waypoints, so that a route that
// keeps fewer waypoints on the same line still shows which.
func drawAltRoute(l List, m mapper, wp []pathing.Point) List {
	sc := m.v.Scale
	l.polyline(wp, m.at, clamp(sc*0.06, 1, 2), assets.AltRoute)
	r := clamp(sc*0.3, 3, 9) + 4
	for _, p := range wp {
		x, y := m.at(p)
		for k := 0; k < 24; k++ { // a ring of short arcs: the dot inside stays visible
			a0, a1 := 2*math.Pi*float64(k)/24, 2*math.Pi*float64(k+1)/24
			l.line(x+r*math.Cos(a0), y+r*math.Sin(a0), x+r*math.Cos(a1), y+r*math.Sin(a1), 2, assets.AltRoute)
		}
	}
	return l
}

// drawProbeLabels names the nodes of a probe on the path: Pi, t with the
// verdict, pass and block, stacked where they fall on the same node.
func drawProbeLabels(l List, m mapper, v *timeline.StepView) List {
	sc := m.v.Scale
	type tag struct {
		node int
		text string
		c    color.RGBA
	}
	verdict, vc := "not visible", assets.Block
	switch {
	case v.Known:
		verdict, vc = "known visible", assets.Pass
	case v.Visible:
		verdict, vc = "visible", assets.Pass
	}
	tags := []tag{
		{v.Anchor, fmt.Sprintf("Pi = P%d", v.Anchor), assets.Anchor},
		{v.T, fmt.Sprintf("t = %d: %s", v.T, verdict), vc},
	}
	if v.Pass >= 0 {
		tags = append(tags, tag{v.Pass, fmt.Sprintf("pass = %d", v.Pass), assets.Pass})
	}
	if v.Block >= 0 {
		tags = append(tags, tag{v.Block, fmt.Sprintf("block = %d", v.Block), assets.Block})
	}
	stack := map[int]int{}
	r := clamp(sc*0.3, 3, 9)
	for _, t := range tags {
		if t.node < 0 || t.node >= len(v.Raw) {
			continue
		}
		x, y := m.at(v.Raw[t.node])
		k := stack[t.node]
		stack[t.node]++
		l = m.label(l, x+r+3, y-labelSize-2-float64(k)*(labelSize+5), t.text, t.c)
	}
	ax, ay := m.at(v.AnchorCell)
	l.circle(ax, ay, r+1.5, assets.Background)
	l.circle(ax, ay, r, assets.Anchor)
	tx, ty := m.at(v.TCell)
	l.circle(tx, ty, r+1.5, assets.Background)
	l.circle(tx, ty, r, assets.Probe)
	return l
}

// label writes text at (x, y) on a dark backing so it reads over any cell;
// a label that would run off the map viewport is moved inside it.
func (m mapper) label(l List, x, y float64, text string, c color.RGBA) List {
	w := charWidth(labelSize) * float64(len([]rune(text)))
	if m.clip.Dx() > 0 {
		x = math.Max(math.Min(x, float64(m.clip.Max.X)-w-4), float64(m.clip.Min.X)+3)
		y = math.Max(math.Min(y, float64(m.clip.Max.Y)-labelSize-5), float64(m.clip.Min.Y)+2)
	}
	l.rect(x-2, y-1, x+w+2, y+labelSize+3, assets.LabelBack)
	l.text(x, y, labelSize, c, text)
	return l
}

// stepLayer says what of a step's picture goes in the route layer rather
// than in every frame's list (hundreds of thousands of shapes on a 2048²
// maze): the node set at every step but an expansion (it never changes
// once the search is done), and the route at the result and the walk,
// whose steps all show the same whole route.
type stepLayer struct {
	nodes, route bool
	// bigDots draws the node set's larger dots (the node-set check)
	bigDots bool
}

// stepInLayer is what of step v's picture goes in the route layer.
func stepInLayer(v *timeline.StepView) stepLayer {
	if v == nil || v.Kind == timeline.StepExpand {
		return stepLayer{}
	}
	return stepLayer{nodes: true, route: v.Kind == timeline.StepResult || v.Kind == timeline.StepWalk,
		bigDots: v.Kind == timeline.StepNodes}
}

// drawStepNodes draws a step's node set raw (larger dots at the node-set
// check, kind StepNodes), merged per pixel zoomed out and clipped to m's
// viewport.
func drawStepNodes(l List, m mapper, raw []pathing.Point, kind timeline.StepKind) List {
	sc := m.v.Scale
	lw := clamp(sc*0.08, 1, 2)
	if len(raw) > 0 {
		r := nodeDotRadius(sc, kind)
		// zoomed out, a long node set merges per pixel and what is off the
		// viewport is left out, as the plain route's (routepixels.go)
		marks := func() *pixelMarks {
			if sc >= mergeBelow {
				return nil
			}
			return newPixelMarks(m.clip.Min.X, m.clip.Min.Y, m.clip.Dx(), m.clip.Dy())
		}
		in := func(x, y, pad float64) bool {
			return x >= float64(m.clip.Min.X)-pad && x <= float64(m.clip.Max.X)+pad &&
				y >= float64(m.clip.Min.Y)-pad && y <= float64(m.clip.Max.Y)+pad
		}
		l = routeLines(l, raw, m.at, func(ax, ay, bx, by float64) bool {
			return in(ax, ay, sc) || in(bx, by, sc) || sc >= mergeBelow
		}, marks(), lw, assets.RawPath)
		mk := marks()
		for _, p := range raw {
			if x, y := m.at(p); in(x, y, r) && (mk == nil || mk.mark(x, y)) {
				l.circle(x, y, r, assets.RawNode)
			}
		}
	}
	return l
}

// nodeDotRadius is the radius of the node set's dots at scale sc: larger
// at the node-set check (kind StepNodes).
func nodeDotRadius(sc float64, kind timeline.StepKind) float64 {
	if kind == timeline.StepNodes {
		return clamp(sc*0.2, 0.5, 6)
	}
	return clamp(sc*0.12, 0.35, 4) // a share of the cell, as the plain view's dots
}

// drawNodeLabels names the nodes P0, P1, … of the node-set check zoomed
// in, beside their dots: only the nodes in m's viewport (a label pinned to
// the viewport's edge would name a node that is not there).
func drawNodeLabels(l List, m mapper, raw []pathing.Point) List {
	r := nodeDotRadius(m.v.Scale, timeline.StepNodes)
	for i, p := range raw {
		x, y := m.at(p)
		if x < float64(m.clip.Min.X) || x >= float64(m.clip.Max.X) || y < float64(m.clip.Min.Y) || y >= float64(m.clip.Max.Y) {
			continue
		}
		l = m.label(l, x+r+1, y-labelSize-1, fmt.Sprintf("P%d", i), assets.RawNode)
	}
	return l
}

// drawStepRoute is the route layer's part of the step view (stepInLayer):
// the node set, and the route at the result and the walk, as buildStepMap
// draws them inline.
func drawStepRoute(l List, m mapper, in stepLayer, raw, wp []pathing.Point) List {
	kind := timeline.StepResult
	if in.bigDots {
		kind = timeline.StepNodes
	}
	l = drawStepNodes(l, m, raw, kind)
	if in.route {
		l = drawRoute(l, m, wp, assets.Segment, m.v.Scale)
	}
	return l
}
