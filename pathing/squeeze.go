package pathing

// Squeeze is where a route leaves its footprint the least room: Room is the
// number of free rings of cells the footprint could grow by on every side
// along the whole segment Seg (waypoints[Seg] to waypoints[Seg+1]) and
// still sweep no obstacle; Blocker is a cell one ring further that stops
// it (an obstacle, or off the map), and At the point of the segment nearest
// to Blocker, where the squeeze is.
type Squeeze struct {
	Seg     int
	Room    int
	Blocker Point
	AtX     float64
	AtY     float64
}

// TightestSqueeze returns the squeeze of the route through waypoints for
// footprint f on g, by the exact swept-region test: a footprint grown by r
// rings is the (L+2r)×(W+2r) footprint with the same pivot, so the room of
// a segment is the largest r whose grown sweep is visible (monotone in r;
// found by doubling, then bisection). ok is false for a route of fewer
// than two waypoints, or one whose footprint itself does not pass.
func TightestSqueeze(g *Grid, f Footprint, waypoints []Point) (sq Squeeze, ok bool) {
	f = f.Norm()
	best := -1
	for i := 0; i+1 < len(waypoints); i++ {
		a, b := waypoints[i], waypoints[i+1]
		pass := func(r int) bool {
			v, _ := Visible(g, Footprint{f.L + 2*r, f.W + 2*r}, a, b, Exact)
			return v
		}
		if !pass(0) {
			return Squeeze{}, false
		}
		if best == 0 {
			continue // nothing can be tighter; only check the rest passes
		}
		hi := 1
		for pass(hi) && (best < 0 || hi <= best) {
			hi *= 2
		}
		lo := hi / 2 // pass(lo) holds (lo = 0 or an earlier doubling)
		if best >= 0 && lo >= best {
			continue // not tighter than the best so far
		}
		for lo+1 < hi {
			m := (lo + hi) / 2
			if pass(m) {
				lo = m
			} else {
				hi = m
			}
		}
		if best >= 0 && lo >= best {
			continue
		}
		best = lo
		sw := NewSweep(Footprint{f.L + 2*(lo+1), f.W + 2*(lo+1)}, a, b, Exact)
		sq = Squeeze{Seg: i, Room: lo}
		sq.Blocker = firstBlocked(g, &sw)
		sq.AtX, sq.AtY = nearestOnSegment(a, b, sq.Blocker)
	}
	return sq, best >= 0
}

// firstBlocked returns the first cell of the sweep's scan set, in scan
// order, that is an obstacle or off the map.
func firstBlocked(g *Grid, sw *Sweep) Point {
	for x := sw.Rect.MinX; x <= sw.Rect.MaxX; x++ {
		y0, y1, ok := sw.Column(x)
		for y := y0; ok && y <= y1; y++ {
			if g.Blocked(x, y) {
				return Point{x, y}
			}
		}
	}
	return sw.From
}

// nearestOnSegment returns the point of segment ab nearest to c.
func nearestOnSegment(a, b, c Point) (x, y float64) {
	dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = min(1, max(0, (float64(c.X-a.X)*dx+float64(c.Y-a.Y)*dy)/l))
	}
	return float64(a.X) + t*dx, float64(a.Y) + t*dy
}
