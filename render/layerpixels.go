package render

import (
	"image"
	"math"

	"swath/pathing"
)

// paintLayer draws l into pix, a w×h premultiplied RGBA image, as the
// screen's GPU draws shapes without antialiasing: a pixel takes a shape's
// colour ("over" what is there) when its centre lies inside the shape, a
// centre on an edge counting for left and top edges only. It costs the
// pixels the shapes cover, row span by row span: a long route's hundreds
// of thousands of one-pixel markers take milliseconds, where tessellating
// each for the GPU took seconds. Lines have butt ends, as the screen's
// strokes; text is not drawn (a route layer has none).
func paintLayer(pix []byte, w, h int, l List) {
	var c circles
	area, all := 0, image.Rect(0, 0, w, h)
	for i := range l {
		if pathing.Yields {
			// the browser's turn (the web page's one thread) by the pixels
			// painted, read from the clock each time: with Yield every 64
			// shapes, paced by faster callers to skip 1023 calls, a layer's
			// big polygons (a maze's band) could hold the page for the
			// whole layer
			b := all.Intersect(l[i].Bounds())
			area += b.Dx() * b.Dy()
			if area >= layerYieldPixels || i%layerYieldShapes == layerYieldShapes-1 {
				pathing.YieldPhase()
				area = 0
			}
		}
		paintShape(pix, w, h, &l[i], &c)
	}
}

// layerYieldPixels and layerYieldShapes are how many pixels (a tenth of a
// millisecond or so in the browser) and how many shapes (a route's
// one-pixel markers) paintLayer paints between two looks at the clock.
const (
	layerYieldPixels = 1 << 16
	layerYieldShapes = 256
)

// circles keeps the polygon of each radius drawn (a route has a few).
type circles struct {
	r    []float32
	poly [][]float64
	buf  []float64
}

// at is the polygon the screen fills for a circle of radius r centred at
// (x, y) (circlePolygon), in c.buf.
func (c *circles) at(x, y float64, r float32) []float64 {
	k := -1
	for i, q := range c.r {
		if q == r {
			k = i
		}
	}
	if k < 0 {
		k = len(c.r)
		c.r = append(c.r, r)
		c.poly = append(c.poly, circlePolygon(r))
	}
	p := c.poly[k]
	c.buf = c.buf[:0]
	for i := 0; i < len(p); i += 2 {
		c.buf = append(c.buf, x+p[i], y+p[i+1])
	}
	return c.buf
}

// circlePolygon is the polygon, centred at 0, that the screen's vector
// path makes of a full circle of radius r: six arcs of 60°, each a cubic
// Bézier split in halves until both control points lie within half a
// pixel of the chord (Ebitengine's vector.Path.Arc, flattened). A small
// marker is thus a hexagon, not a disc: without antialiasing the two
// light different pixels.
func circlePolygon(r float32) []float64 {
	type pt struct{ x, y float32 }
	var out []float64
	add := func(p pt) { out = append(out, float64(p.x), float64(p.y)) }
	close := func(p, a, b pt) bool { // p within 0.5 of the line a-b
		if a == b {
			return 0.25 >= (a.x-p.x)*(a.x-p.x)+(a.y-p.y)*(a.y-p.y)
		}
		la, lb := b.y-a.y, a.x-b.x
		lc := (b.x-a.x)*a.y - (b.y-a.y)*a.x
		d := la*p.x + lb*p.y + lc
		return 0.25*(la*la+lb*lb) >= d*d
	}
	var cubic func(p0, p1, p2, p3 pt, level int)
	cubic = func(p0, p1, p2, p3 pt, level int) {
		if level > 10 {
			return
		}
		if close(p1, p0, p3) && close(p2, p0, p3) {
			add(p3)
			return
		}
		mid := func(a, b pt) pt { return pt{(a.x + b.x) / 2, (a.y + b.y) / 2} }
		p01, p12, p23 := mid(p0, p1), mid(p1, p2), mid(p2, p3)
		p012, p123 := mid(p01, p12), mid(p12, p23)
		p0123 := mid(p012, p123)
		cubic(p0, p01, p012, p0123, level+1)
		cubic(p0123, p123, p23, p3, level+1)
	}
	const delta = math.Pi / 3
	for a := 0.0; a < 2*math.Pi-1e-9; a += delta {
		e := math.Min(a+delta, 2*math.Pi)
		sin0, cos0 := math.Sincos(float64(float32(a)))
		sin1, cos1 := math.Sincos(float64(float32(e)))
		p0 := pt{r * float32(cos0), r * float32(sin0)}
		p3 := pt{r * float32(cos1), r * float32(sin1)}
		add(p0)
		l := r * float32(math.Tan((e-a)/4)*4/3)
		p1 := pt{p0.x + l*float32(-sin0), p0.y + l*float32(cos0)}
		p2 := pt{p3.x + l*float32(sin1), p3.y + l*float32(-cos1)}
		cubic(p0, p1, p2, p3, 0)
	}
	// consecutive repeats (an arc's end is the next one's start) add nothing
	k := 0
	for i := 0; i < len(out); i += 2 {
		if k >= 2 && out[k-2] == out[i] && out[k-1] == out[i+1] {
			continue
		}
		out[k], out[k+1] = out[i], out[i+1]
		k += 2
	}
	// the last arc ends where the first began (to float32 rounding)
	if k >= 4 && math.Abs(out[k-2]-out[0]) < 1e-4 && math.Abs(out[k-1]-out[1]) < 1e-4 {
		k -= 2
	}
	return out[:k]
}

// Painter draws shapes on the CPU as paintLayer does, for a screen that
// has more shapes to draw than its GPU path can tessellate in a frame
// (the step view of a long route: every raw node). The zero value is
// ready; it keeps its circle polygons between calls.
type Painter struct{ c circles }

// Paint draws s, moved by (dx, dy), into pix (w×h premultiplied RGBA);
// text is not drawn.
func (p *Painter) Paint(pix []byte, w, h int, s *Shape, dx, dy float32) {
	if dx != 0 || dy != 0 {
		t := *s
		t.X0, t.Y0, t.X1, t.Y1 = s.X0+dx, s.Y0+dy, s.X1+dx, s.Y1+dy
		if len(s.Pts) > 0 {
			t.Pts = make([]float32, len(s.Pts))
			for i := 0; i+1 < len(s.Pts); i += 2 {
				t.Pts[i], t.Pts[i+1] = s.Pts[i]+dx, s.Pts[i+1]+dy
			}
		}
		s = &t
	}
	paintShape(pix, w, h, s, &p.c)
}

// halfPlane is the inside of an edge: a·x + b·y + c ≥ 0.
type halfPlane struct{ a, b, c float64 }

func paintShape(pix []byte, w, h int, s *Shape, c *circles) {
	x0, y0, x1, y1 := float64(s.X0), float64(s.Y0), float64(s.X1), float64(s.Y1)
	switch s.Kind {
	case Line:
		dx, dy := x1-x0, y1-y0
		n := math.Hypot(dx, dy)
		if n == 0 {
			return
		}
		hw := float64(s.Size) / 2
		nx, ny := -dy/n*hw, dx/n*hw
		paintConvex(pix, w, h, s, []float64{x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny})
	case Rect:
		paintBox(pix, w, h, s, x0, y0, x1, y1)
	case Outline:
		t := float64(s.Size)
		paintBox(pix, w, h, s, x0, y0, x1, y0+t)
		paintBox(pix, w, h, s, x0, y1-t, x1, y1)
		paintBox(pix, w, h, s, x0, y0+t, x0+t, y1-t)
		paintBox(pix, w, h, s, x1-t, y0+t, x1, y1-t)
	case Circle:
		if s.Size > 0 {
			paintConvex(pix, w, h, s, c.at(x0, y0, s.Size))
		}
	case Polygon:
		if len(s.Pts) >= 6 {
			pts := make([]float64, len(s.Pts))
			for i, p := range s.Pts {
				pts[i] = float64(p)
			}
			paintConvex(pix, w, h, s, pts)
		}
	}
}

// rowRange is the rows whose centres lie in [top, bottom), inside 0…h.
func rowRange(top, bottom float64, h int) (int, int) {
	return max(int(math.Ceil(top-0.5)), 0), min(int(math.Ceil(bottom-0.5)), h)
}

// paintBox fills the pixels whose centres lie in [x0, x1) × [y0, y1).
func paintBox(pix []byte, w, h int, s *Shape, x0, y0, x1, y1 float64) {
	ya, yb := rowRange(y0, y1, h)
	for py := ya; py < yb; py++ {
		spanRow(pix, w, py, x0, x1, s)
	}
}

// paintConvex fills the convex polygon through pts (x, y pairs, either
// winding).
func paintConvex(pix []byte, w, h int, s *Shape, pts []float64) {
	n := len(pts) / 2
	var edges [32]halfPlane
	hp := edges[:0]
	area := 0.0
	top, bottom := math.Inf(1), math.Inf(-1)
	for i := range n {
		ax, ay := pts[2*i], pts[2*i+1]
		bx, by := pts[2*((i+1)%n)], pts[2*((i+1)%n)+1]
		area += ax*by - bx*ay
		top, bottom = min(top, ay), max(bottom, ay)
	}
	if area == 0 {
		return
	}
	for i := range n {
		ax, ay := pts[2*i], pts[2*i+1]
		bx, by := pts[2*((i+1)%n)], pts[2*((i+1)%n)+1]
		// inside is left of a→b for a positive area (y down: clockwise on screen)
		e := halfPlane{a: -(by - ay), b: bx - ax}
		if area < 0 {
			e.a, e.b = -e.a, -e.b
		}
		e.c = -(e.a*ax + e.b*ay)
		hp = append(hp, e)
	}
	ya, yb := rowRange(top, bottom, h)
	for py := ya; py < yb; py++ {
		cy := float64(py) + 0.5
		lo, hi := math.Inf(-1), math.Inf(1)
		inside := true
		for _, e := range hp {
			v := e.b*cy + e.c
			switch {
			case e.a > 0: // x ≥ −v/a: a left edge, its centres in
				lo = max(lo, -v/e.a)
			case e.a < 0: // x ≤ −v/a: a right edge, its centres out
				hi = min(hi, -v/e.a)
			case e.b > 0 && v < 0, e.b < 0 && v <= 0: // a top edge's row in, a bottom edge's out
				inside = false
			}
		}
		if inside {
			spanRow(pix, w, py, lo, hi, s)
		}
	}
}

// spanRow blends s's colour over the pixels of row py whose centres lie
// in [lo, hi).
func spanRow(pix []byte, w, py int, lo, hi float64, s *Shape) {
	xa, xb := 0, w
	if !math.IsInf(lo, -1) {
		xa = max(int(math.Ceil(lo-0.5)), 0)
	}
	if !math.IsInf(hi, 1) {
		xb = min(int(math.Ceil(hi-0.5)), w)
	}
	if xa >= xb {
		return
	}
	c := s.Color
	row := pix[4*(py*w+xa) : 4*(py*w+xb)]
	if c.A == 0xff {
		for i := 0; i < len(row); i += 4 {
			row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 0xff
		}
		return
	}
	k := 255 - uint32(c.A)
	for i := 0; i < len(row); i += 4 {
		row[i] = overChannel(c.R, row[i], k)
		row[i+1] = overChannel(c.G, row[i+1], k)
		row[i+2] = overChannel(c.B, row[i+2], k)
		row[i+3] = overChannel(c.A, row[i+3], k)
	}
}
