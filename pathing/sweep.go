package pathing

// Sweep is the region swept by a footprint moving in a straight line from
// pivot From to pivot To (the paper's Figs. 7–12: a rectangle cut by the edge lines ft and fb), in exact integer arithmetic.
// Build it with NewSweep; it is a small value and allocates nothing until
// Cells or Hits is called.
type Sweep struct {
	From, To Point
	Agent    Footprint
	Sampling Sampling
	// Rect is the bounding rectangle (paper Fig. 9).
	Rect Rect
	// Oblique is false for horizontal, vertical and null moves, whose scan
	// set is the whole rectangle.
	Oblique bool
	// For oblique moves the lines are exact rationals over D = 2|dx|: at
	// abscissa x the centre line is y = (C0 + K·2x)/D, the top edge line ft
	// is (C0 + K·2x - M)/D and the bottom edge line fb is (C0 + K·2x + N)/D.
	D, K, C0, M, N int
}

// NewSweep computes the sweep of footprint f from a to b.
func NewSweep(f Footprint, a, b Point, s Sampling) Sweep {
	f = f.Norm()
	l, r, t, bt := f.Left(), f.Right(), f.Top(), f.Bottom()
	sw := Sweep{From: a, To: b, Agent: f, Sampling: s, Rect: Rect{
		MinX: min(a.X, b.X) - l, MaxX: max(a.X, b.X) + r,
		MinY: min(a.Y, b.Y) - t, MaxY: max(a.Y, b.Y) + bt,
	}}
	dx, dy := b.X-a.X, b.Y-a.Y
	if dx == 0 || dy == 0 {
		return sw
	}
	sw.Oblique = true
	adx, ady := abs(dx), abs(dy)
	sgn := 1
	if dx < 0 {
		sgn = -1
	}
	sw.D = 2 * adx
	sw.K = sgn * dy
	sw.C0 = sw.D*a.Y - sw.K*2*a.X
	if (dx > 0) == (dy > 0) { // a > 0: y grows with x
		sw.M = ady*(2*r+1) + adx*(2*t+1)
		sw.N = ady*(2*l+1) + adx*(2*bt+1)
	} else {
		sw.M = ady*(2*l+1) + adx*(2*t+1)
		sw.N = ady*(2*r+1) + adx*(2*bt+1)
	}
	return sw
}

// Column returns the rows y0…y1 of the scan set in column x; ok is false
// when the column holds no scan cell (or x is outside the rectangle).
func (sw *Sweep) Column(x int) (y0, y1 int, ok bool) {
	if x < sw.Rect.MinX || x > sw.Rect.MaxX {
		return 0, 0, false
	}
	if !sw.Oblique {
		return sw.Rect.MinY, sw.Rect.MaxY, true
	}
	d2 := 2 * sw.D
	if sw.Sampling == Paper {
		c := sw.C0 + sw.K*2*x
		y0 = floorDiv(2*(c-sw.M)+sw.D, d2)
		y1 = floorDiv(2*(c+sw.N)+sw.D, d2)
	} else {
		cl, cr := sw.C0+sw.K*(2*x-1), sw.C0+sw.K*(2*x+1)
		top, bot := min(cl, cr)-sw.M, max(cl, cr)+sw.N
		y0 = floorDiv(2*top-sw.D, d2) + 1
		y1 = ceilDiv(2*bot+sw.D, d2) - 1
	}
	y0, y1 = max(y0, sw.Rect.MinY), min(y1, sw.Rect.MaxY)
	return y0, y1, y0 <= y1
}

// Size is the number of cells in the scan set.
func (sw *Sweep) Size() int {
	n := 0
	for x := sw.Rect.MinX; x <= sw.Rect.MaxX; x++ {
		if y0, y1, ok := sw.Column(x); ok {
			n += y1 - y0 + 1
		}
	}
	return n
}

// Cells returns the scan set, column by column, top to bottom.
func (sw *Sweep) Cells() []Point {
	var out []Point
	for x := sw.Rect.MinX; x <= sw.Rect.MaxX; x++ {
		if y0, y1, ok := sw.Column(x); ok {
			for y := y0; y <= y1; y++ {
				out = append(out, Point{x, y})
			}
		}
	}
	return out
}

// Hits returns the scan cells that are obstacles on g (or off the map).
func (sw *Sweep) Hits(g *Grid) []Point {
	var out []Point
	for x := sw.Rect.MinX; x <= sw.Rect.MaxX; x++ {
		if y0, y1, ok := sw.Column(x); ok {
			for y := y0; y <= y1; y++ {
				if g.Blocked(x, y) {
					out = append(out, Point{x, y})
				}
			}
		}
	}
	return out
}

// Contains reports whether (x, y) is in the scan set.
func (sw *Sweep) Contains(p Point) bool {
	y0, y1, ok := sw.Column(p.X)
	return ok && p.Y >= y0 && p.Y <= y1
}

// EdgeY returns the ordinates of the centre line, ft and fb at abscissa x
// (in cell units) for drawing; for a non-oblique move all three are NaN-free
// copies of the rectangle's top, centre and bottom edges.
func (sw *Sweep) EdgeY(x float64) (centre, ft, fb float64) {
	if !sw.Oblique {
		c := float64(sw.From.Y)
		return c, float64(sw.Rect.MinY) - 0.5, float64(sw.Rect.MaxY) + 0.5
	}
	d := float64(sw.D)
	c := float64(sw.C0) + float64(sw.K)*2*x
	return c / d, (c - float64(sw.M)) / d, (c + float64(sw.N)) / d
}

// Visible reports whether the footprint f can move in a straight line from
// pivot a to pivot b on g without sweeping an obstacle, and how many cells
// it examined (it stops at the first obstacle). It allocates nothing.
func Visible(g *Grid, f Footprint, a, b Point, s Sampling) (visible bool, scanned int) {
	sw := NewSweep(f, a, b, s)
	return sw.test(g)
}

func (sw *Sweep) test(g *Grid) (bool, int) {
	n := 0
	w, h := g.w, g.h
	for x := sw.Rect.MinX; x <= sw.Rect.MaxX; x++ {
		y0, y1, ok := sw.Column(x)
		if !ok {
			continue
		}
		if x < 0 || x >= w || y0 < 0 || y1 >= h {
			// part of the run is off the map: find the first blocked cell
			for y := y0; y <= y1; y++ {
				n++
				if g.Blocked(x, y) {
					return false, n
				}
			}
			continue
		}
		cells := g.blocked[y0*w+x : y1*w+x+1]
		for i := 0; i < len(cells); i += w {
			n++
			if cells[i] {
				return false, n
			}
		}
	}
	return true, n
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { return -floorDiv(-a, b) }
