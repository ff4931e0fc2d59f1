package render

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"swath/assets"
	"swath/view"
)

// crowdShown reports whether s shows the crowd mode: the map then draws
// the crowd (buildCrowd) instead of the routes, and the band under it is
// the crowd's clock.
func crowdShown(s view.Reader) bool { return s.Crowd().On }

// maxCrowdLabels is the most NPCs whose names are drawn under their
// bodies; minLabelScale the zoom they need.
const (
	maxCrowdLabels = 16
	minLabelScale  = 10
)

// buildCrowd appends the crowd at the clock's time, in screen pixels: each
// NPC's goal outlined faintly, its route ahead (a line through the body's
// centre at each corner of its path) with a dot where it will wait, then
// every body in its colour at its place between two ticks, and, for the
// tick the clock is in, a ring on each body that waits and a line from it
// to the body it waits for, ringed too; the names of a small crowd's NPCs
// under their bodies, drawn before all bodies: a label never covers a
// neighbour's body. Bodies are a few rectangles each: nothing here is per
// cell. The rings lie inside their bodies: one never covers a neighbour
// that touches it.
func buildCrowd(l List, s view.Reader, v view.View, lay Layout) List {
	c := s.Crowd()
	ox, oy := float64(lay.Map.Min.X), float64(lay.Map.Min.Y)
	corner := func(cx, cy float64) (float64, float64) {
		x, y := v.Corner(cx, cy)
		return x + ox, y + oy
	}
	clip := lay.Map.Inset(-2)
	in := func(x0, y0, x1, y1 float64) bool {
		return image.Rect(int(x0)-2, int(y0)-2, int(x1)+2, int(y1)+2).Overlaps(clip)
	}
	// the body of NPC i with its pivot at (x, y): its screen box
	box := func(i int, x, y float64) (x0, y0, x1, y1 float64) {
		f := c.NPCs[i].Agent
		x0, y0 = corner(x-float64(f.Left()), y-float64(f.Top()))
		x1, y1 = corner(x+float64(f.Right())+1, y+float64(f.Bottom())+1)
		return
	}
	centre := func(i int, x, y float64) (float64, float64) {
		x0, y0, x1, y1 := box(i, x, y)
		return (x0 + x1) / 2, (y0 + y1) / 2
	}
	// the body of NPC i now, and its centre
	boxNow := func(i int) (x0, y0, x1, y1 float64) {
		x, y := c.Pos(i)
		return box(i, x, y)
	}
	centreNow := func(i int) (float64, float64) {
		x, y := c.Pos(i)
		return centre(i, x, y)
	}
	lw := clamp(v.Scale*0.12, 1, 2.5)
	for i, n := range c.NPCs {
		x0, y0, x1, y1 := box(i, float64(n.Goal.X), float64(n.Goal.Y))
		if in(x0, y0, x1, y1) {
			l.outline(x0, y0, x1, y1, clamp(v.Scale*0.08, 1, 2), fade(n.Colour, 0x90))
		}
	}
	tick := c.Tick()
	if p := c.Plan; p != nil {
		for i, n := range c.NPCs {
			col := fade(n.Colour, 0xb0)
			ax, ay := centreNow(i)
			k, _ := slices.BinarySearch(n.Corners, tick+1)
			for _, t := range n.Corners[k:] {
				q := p.At(i, t)
				bx, by := centre(i, float64(q.X), float64(q.Y))
				if in(min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)) {
					l.line(ax, ay, bx, by, lw, col)
				}
				ax, ay = bx, by
			}
			r := clamp(v.Scale*0.18, 1.5, 4)
			k, _ = slices.BinarySearch(n.Waits, tick+1)
			for j, t := range n.Waits[k:] {
				if j > 0 && n.Waits[k+j-1] == t-1 {
					continue // one dot a run of waits
				}
				q := p.At(i, t)
				if x, y := centre(i, float64(q.X), float64(q.Y)); in(x-r, y-r, x+r, y+r) {
					l.circle(x, y, r, fade(assets.CrowdWait, 0xc0))
				}
			}
		}
	}
	// the names under the bodies: a label never covers a neighbour's body
	if len(c.NPCs) <= maxCrowdLabels && v.Scale >= minLabelScale && !lay.Export {
		const size = assets.TextSize * 0.85
		for i, n := range c.NPCs {
			x0, _, _, y1 := boxNow(i)
			lx, ly := x0, y1+3 // under the body: the S and G markers' letters are over theirs
			if !in(lx, ly, lx+1, ly+1) {
				continue
			}
			l.rect(lx-1, ly-1, lx+charWidth(size)*float64(len([]rune(n.Name)))+2, ly+size+1, assets.LabelBack)
			l.text(lx, ly, size, n.Colour, n.Name)
		}
	}
	edge := clamp(v.Scale*0.06, 1, 1.5)
	if v.Scale < 3 {
		edge = 0 // a body of a few pixels is its colour, no edge
	}
	for i, n := range c.NPCs {
		x0, y0, x1, y1 := boxNow(i)
		if !in(x0, y0, x1, y1) {
			continue
		}
		x0, x1 = atLeast(x0, x1, minBodyPx)
		y0, y1 = atLeast(y0, y1, minBodyPx)
		l.rect(x0, y0, x1, y1, n.Colour)
		if edge > 0 {
			l.outline(x0, y0, x1, y1, edge, assets.CrowdEdge)
		}
	}
	if c.Plan != nil {
		ring := clamp(v.Scale*0.12, 1.5, 3)
		for _, w := range c.Analysis.WaitsAt(tick) {
			x0, y0, x1, y1 := boxNow(w.NPC)
			if w.For >= 0 {
				bx0, by0, bx1, by1 := boxNow(w.For)
				if in(min(x0, bx0), min(y0, by0), max(x1, bx1), max(y1, by1)) {
					l.outline(bx0, by0, bx1, by1, ring, assets.CrowdBlocker)
					// the line between their centres, outside both bodies
					ax, ay := centreNow(w.NPC)
					bx, by := centreNow(w.For)
					ta := boxExit(ax, ay, bx-ax, by-ay, (x1-x0)/2, (y1-y0)/2)
					tb := boxExit(bx, by, ax-bx, ay-by, (bx1-bx0)/2, (by1-by0)/2)
					if ta+tb < 1 {
						l.line(ax+ta*(bx-ax), ay+ta*(by-ay), bx+tb*(ax-bx), by+tb*(ay-by), max(lw, 1.5), assets.CrowdWait)
					}
				}
			}
			if in(x0, y0, x1, y1) {
				l.outline(x0, y0, x1, y1, ring, assets.CrowdWait)
				sx0, sy0, sx1, sy1 := box(w.NPC, float64(w.Step.X), float64(w.Step.Y))
				if w.Step != w.At {
					l.outline(sx0, sy0, sx1, sy1, 1, fade(assets.CrowdWait, 0xa0)) // the step it waits to take
				}
			}
		}
	}
	return l
}

// minBodyPx is the least side of a body on screen: zoomed out on a large
// map (a 512² map is 1 px a cell) a 1x1 NPC is drawn this big around its
// centre, to be seen at all.
const minBodyPx = 4

// atLeast widens the span a..b to n pixels around its middle when it is
// shorter.
func atLeast(a, b, n float64) (float64, float64) {
	if b-a >= n {
		return a, b
	}
	m := (a + b) / 2
	return m - n/2, m + n/2
}

// boxExit is the fraction of the vector (dx, dy) from (x, y), the centre
// of a box of half sides hx and hy, at which it leaves the box.
func boxExit(x, y, dx, dy, hx, hy float64) float64 {
	t := math.Inf(1)
	if dx != 0 {
		t = hx / math.Abs(dx)
	}
	if dy != 0 {
		t = min(t, hy/math.Abs(dy))
	}
	return t
}

// crowdLegend explains the crowd mode's drawing, the first NPC's colour
// standing for every NPC's.
func crowdLegend(s view.Reader) []legendItem {
	c := s.Crowd()
	col := assets.Text
	if len(c.NPCs) > 0 {
		col = c.NPCs[0].Colour
	}
	return []legendItem{
		{"NPC's body now, its own colour", func(l *List, cx, cy float64) {
			l.rect(cx-6, cy-6, cx+6, cy+6, col)
			l.outline(cx-6, cy-6, cx+6, cy+6, 1, assets.CrowdEdge)
		}},
		{"its route ahead; goal outlined", func(l *List, cx, cy float64) {
			l.line(cx-8, cy, cx+4, cy, 2, fade(col, 0xb0))
			l.outline(cx+2, cy-5, cx+9, cy+5, 1, fade(col, 0x90))
		}},
		{"waits this tick, for whom", func(l *List, cx, cy float64) {
			l.outline(cx-9, cy-6, cx-1, cy+6, 2, assets.CrowdWait)
			l.line(cx-5, cy, cx+5, cy, 1.5, assets.CrowdWait)
			l.outline(cx+1, cy-6, cx+9, cy+6, 2, assets.CrowdBlocker)
		}},
		{"a wait still to come", func(l *List, cx, cy float64) { l.circle(cx, cy, 3, fade(assets.CrowdWait, 0xc0)) }},
	}
}

// crowdStatus is the status bar's second line in the crowd mode: why the
// crowd cannot be planned, which NPCs cannot arrive and why, or the keys.
func crowdStatus(s view.Reader, lay Layout) (string, color.RGBA) {
	c := s.Crowd()
	switch stuck := c.Stuck(); {
	case c.Err != "":
		return "Cannot plan the crowd: " + c.Err, assets.Warning
	case len(stuck) > 0:
		return strings.Join(stuck, "; "), assets.Warning
	case lay.Export:
		return "", assets.TextDim
	}
	return "Space plays; arrows step a tick; Shift+arrows: waits; -/= speed; C leaves.", assets.TextDim
}
