package pathing

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// This file checks the exact sweep against a brute force written from the
// geometry alone: the convex hull of the footprint's corners at A and at B,
// and a separating-axis test between the hull's interior and each cell's
// interior. Coordinates are doubled so that every corner (a half-integer) is
// an integer and the whole test is exact.

type ipt struct{ x, y int }

// footprintCorners returns the four corners of f's cells at pivot p, doubled.
func footprintCorners(f Footprint, p Point) []ipt {
	f = f.Norm()
	left, top := (f.L-1)/2, (f.W-1)/2
	x0, x1 := 2*(p.X-left)-1, 2*(p.X-left+f.L-1)+1
	y0, y1 := 2*(p.Y-top)-1, 2*(p.Y-top+f.W-1)+1
	return []ipt{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

func cross(o, a, b ipt) int { return (a.x-o.x)*(b.y-o.y) - (a.y-o.y)*(b.x-o.x) }

// convexHull returns the hull of pts without collinear points (Andrew's
// monotone chain).
func convexHull(pts []ipt) []ipt {
	ps := slices.Clone(pts)
	slices.SortFunc(ps, func(a, b ipt) int {
		if a.x != b.x {
			return a.x - b.x
		}
		return a.y - b.y
	})
	ps = slices.Compact(ps)
	if len(ps) < 3 {
		return ps
	}
	var h []ipt
	for _, p := range ps {
		for len(h) >= 2 && cross(h[len(h)-2], h[len(h)-1], p) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, p)
	}
	lower := len(h) + 1
	for i := len(ps) - 2; i >= 0; i-- {
		p := ps[i]
		for len(h) >= lower && cross(h[len(h)-2], h[len(h)-1], p) <= 0 {
			h = h[:len(h)-1]
		}
		h = append(h, p)
	}
	return h[:len(h)-1]
}

// interiorsMeet reports whether the interiors of two convex polygons (both
// with non-empty interior) intersect: they do not exactly when some edge
// normal of either polygon separates them, touching allowed.
func interiorsMeet(a, b []ipt) bool {
	for _, poly := range [][]ipt{a, b} {
		for i := range poly {
			p, q := poly[i], poly[(i+1)%len(poly)]
			nx, ny := -(q.y - p.y), q.x-p.x
			amin, amax := project(a, nx, ny)
			bmin, bmax := project(b, nx, ny)
			if amax <= bmin || bmax <= amin {
				return false
			}
		}
	}
	return true
}

func project(poly []ipt, nx, ny int) (lo, hi int) {
	lo, hi = poly[0].x*nx+poly[0].y*ny, poly[0].x*nx+poly[0].y*ny
	for _, p := range poly[1:] {
		v := p.x*nx + p.y*ny
		lo, hi = min(lo, v), max(hi, v)
	}
	return lo, hi
}

func cellSquare(c Point) []ipt {
	return []ipt{{2*c.X - 1, 2*c.Y - 1}, {2*c.X + 1, 2*c.Y - 1}, {2*c.X + 1, 2*c.Y + 1}, {2*c.X - 1, 2*c.Y + 1}}
}

// bruteSwept returns every cell whose interior meets the interior of the
// hull of f at a and at b, searching a margin of 2 cells around the hull's
// bounding box, in column-major order.
func bruteSwept(f Footprint, a, b Point) []Point {
	hull := convexHull(append(footprintCorners(f, a), footprintCorners(f, b)...))
	minX, maxX := hull[0].x, hull[0].x
	minY, maxY := hull[0].y, hull[0].y
	for _, p := range hull {
		minX, maxX, minY, maxY = min(minX, p.x), max(maxX, p.x), min(minY, p.y), max(maxY, p.y)
	}
	var out []Point
	for x := minX/2 - 2; x <= maxX/2+2; x++ {
		for y := minY/2 - 2; y <= maxY/2+2; y++ {
			if interiorsMeet(hull, cellSquare(Pt(x, y))) {
				out = append(out, Pt(x, y))
			}
		}
	}
	return out
}

func TestBruteSweptSelfCheck(t *testing.T) {
	// A 1×1 agent moving one cell right sweeps exactly its two cells; a
	// diagonal step also sweeps the two cells beside the corner.
	if got, want := bruteSwept(Footprint{1, 1}, Pt(0, 0), Pt(1, 0)), []Point{{0, 0}, {1, 0}}; !slices.Equal(got, want) {
		t.Errorf("1x1 (0,0)→(1,0): %v, want %v", got, want)
	}
	if got, want := bruteSwept(Footprint{1, 1}, Pt(0, 0), Pt(1, 1)), []Point{{0, 0}, {0, 1}, {1, 0}, {1, 1}}; !slices.Equal(got, want) {
		t.Errorf("1x1 (0,0)→(1,1): %v, want %v", got, want)
	}
	if got, want := bruteSwept(Footprint{2, 1}, Pt(3, 3), Pt(3, 3)), []Point{{3, 3}, {4, 3}}; !slices.Equal(got, want) {
		t.Errorf("2x1 null move at (3,3): %v, want %v (pivot on the left)", got, want)
	}
	// docs/algorithm.md §4's first vector (Flaw 1): exact scan of 8 cells for 1×1 to (1,3).
	if got := bruteSwept(Footprint{1, 1}, Pt(0, 0), Pt(1, 3)); len(got) != 8 {
		t.Errorf("1x1 (0,0)→(1,3): %d cells %v, want 8", len(got), got)
	}
}

func TestExactSweepAgainstBruteForce(t *testing.T) {
	const seed, moves = 41, 20000
	t.Logf("seed %d, %d moves, footprints 1x1..6x6, |dx|,|dy| <= 12", seed, moves)
	rng := rand.New(rand.NewPCG(seed, 0))
	paperOutside := 0
	for k := range moves {
		f := Footprint{1 + rng.IntN(6), 1 + rng.IntN(6)}
		a := Pt(rng.IntN(21)-10, rng.IntN(21)-10)
		b := a.Add(Pt(rng.IntN(25)-12, rng.IntN(25)-12))
		want := bruteSwept(f, a, b)
		sw := NewSweep(f, a, b, Exact)
		got := sw.Cells()
		sortPts(got)
		if !slices.Equal(got, want) {
			t.Fatalf("move %d: %v agent %v→%v: exact scan set\n have %v\n want %v", k, f, a, b, got, want)
		}
		if sw.Size() != len(want) {
			t.Fatalf("move %d: %v agent %v→%v: Size %d, want %d", k, f, a, b, sw.Size(), len(want))
		}
		for _, c := range want {
			if !sw.Rect.Contains(c) {
				t.Fatalf("move %d: %v agent %v→%v: swept cell %v outside the rectangle %v", k, f, a, b, c, sw.Rect)
			}
		}
		// Contains must agree cell by cell, also just outside the rectangle.
		r := sw.Rect
		for x := r.MinX - 1; x <= r.MaxX+1; x++ {
			for y := r.MinY - 1; y <= r.MaxY+1; y++ {
				_, in := slices.BinarySearchFunc(want, Pt(x, y), cmpPt)
				if sw.Contains(Pt(x, y)) != in {
					t.Fatalf("move %d: %v agent %v→%v: Contains(%v) = %v, want %v", k, f, a, b, Pt(x, y), !in, in)
				}
			}
		}
		// The paper's column-centre sampling never scans a cell that is not swept.
		pa := NewSweep(f, a, b, Paper)
		for _, c := range pa.Cells() {
			if _, in := slices.BinarySearchFunc(want, c, cmpPt); !in {
				paperOutside++
				t.Errorf("move %d: %v agent %v→%v: paper scans %v, which is not swept", k, f, a, b, c)
			}
		}
		if paperOutside > 10 {
			t.FailNow()
		}
	}
}

// TestPaperMissRate measures Flaw 1 (docs/algorithm.md §4) on its
// population: footprints 1×1..4×4, moves of up to 8 cells each way. The
// paper's sampling misses a swept cell in over half of the moves.
func TestPaperMissRate(t *testing.T) {
	const seed, moves = 43, 10000
	rng := rand.New(rand.NewPCG(seed, 0))
	missed, oblique, missedCells, sweptCells := 0, 0, 0, 0
	for range moves {
		f := Footprint{1 + rng.IntN(4), 1 + rng.IntN(4)}
		var d Point
		for d == (Point{}) {
			d = Pt(rng.IntN(17)-8, rng.IntN(17)-8)
		}
		a := Pt(rng.IntN(21)-10, rng.IntN(21)-10)
		b := a.Add(d)
		swept := bruteSwept(f, a, b)
		paper := NewSweep(f, a, b, Paper)
		n := 0
		for _, c := range swept {
			if !paper.Contains(c) {
				n++
			}
		}
		if d.X != 0 && d.Y != 0 {
			oblique++
		}
		if n > 0 {
			missed++
		}
		missedCells += n
		sweptCells += len(swept)
	}
	frac := float64(missed) / moves
	t.Logf("seed %d: paper sampling misses a swept cell in %d of %d moves (%.1f%%; %d oblique); %d of %d swept cells (%.1f%%)",
		seed, missed, moves, 100*frac, oblique, missedCells, sweptCells, 100*float64(missedCells)/float64(sweptCells))
	if frac <= 0.5 {
		t.Errorf("paper misses a cell in %.1f%% of moves; docs/algorithm.md §4 says over half", 100*frac)
	}
}

// TestVisibleAgainstBruteForce checks Visible (both samplings' verdicts and
// the exact one against the brute force) on random obstacle maps, moves
// partly off the map included.
func TestVisibleAgainstBruteForce(t *testing.T) {
	const seed, moves = 47, 20000
	t.Logf("seed %d, %d moves", seed, moves)
	rng := rand.New(rand.NewPCG(seed, 0))
	g := NewGrid(40, 32)
	blockedMoves := 0
	for k := range moves {
		if k%500 == 0 {
			g.Clear()
			density := 0.003 + 0.02*rng.Float64()
			for y := range g.Height() {
				for x := range g.Width() {
					g.Set(x, y, rng.Float64() < density)
				}
			}
		}
		f := Footprint{1 + rng.IntN(6), 1 + rng.IntN(6)}
		a := Pt(rng.IntN(42)-1, rng.IntN(34)-1)
		b := a.Add(Pt(rng.IntN(15)-7, rng.IntN(15)-7))
		if k%4 == 0 { // long moves, across and off the map
			b = a.Add(Pt(rng.IntN(61)-30, rng.IntN(61)-30))
		}
		want := true
		for _, c := range bruteSwept(f, a, b) {
			if g.Blocked(c.X, c.Y) {
				want = false
				break
			}
		}
		if !want {
			blockedMoves++
		}
		sw := NewSweep(f, a, b, Exact)
		vis, scanned := Visible(g, f, a, b, Exact)
		if vis != want {
			t.Fatalf("move %d: Visible(%v, %v→%v, exact) = %v, want %v; hits %v\n%s", k, f, a, b, vis, want, sw.Hits(g), g)
		}
		if scanned < 1 || scanned > sw.Size() {
			t.Fatalf("move %d: %v %v→%v: scanned %d cells of a %d-cell scan set", k, f, a, b, scanned, sw.Size())
		}
		if vis && scanned != sw.Size() {
			t.Fatalf("move %d: %v %v→%v: visible after scanning %d of %d cells", k, f, a, b, scanned, sw.Size())
		}
		if got := len(sw.Hits(g)) == 0; got != want {
			t.Fatalf("move %d: %v %v→%v: Hits %v disagree with the brute force (visible %v)", k, f, a, b, sw.Hits(g), want)
		}
		if rv, rn := columnTest(&sw, g); rv != vis || rn != scanned {
			t.Fatalf("move %d: %v %v→%v exact: Visible says %v after %d cells, column by column %v after %d", k, f, a, b, vis, scanned, rv, rn)
		}
		pw := NewSweep(f, a, b, Paper)
		pvis, pn := Visible(g, f, a, b, Paper)
		if rv, rn := columnTest(&pw, g); rv != pvis || rn != pn {
			t.Fatalf("move %d: %v %v→%v paper: Visible says %v after %d cells, column by column %v after %d", k, f, a, b, pvis, pn, rv, rn)
		}
		if pvis != (len(pw.Hits(g)) == 0) {
			t.Fatalf("move %d: %v %v→%v: paper Visible %v but paper hits %v", k, f, a, b, pvis, pw.Hits(g))
		}
		if want && !pvis {
			t.Fatalf("move %d: %v %v→%v: paper blocks a move exact finds free", k, f, a, b)
		}
	}
	t.Logf("%d of %d moves blocked", blockedMoves, moves)
	if blockedMoves < moves/10 || blockedMoves > moves*9/10 {
		t.Errorf("%d of %d moves blocked: the sample is too one-sided", blockedMoves, moves)
	}
}

// columnTest is the plain scan Visible must match: Column by Column, top to
// bottom, stopping at the first obstacle.
func columnTest(sw *Sweep, g *Grid) (bool, int) {
	n := 0
	for x := sw.Rect.MinX; x <= sw.Rect.MaxX; x++ {
		if y0, y1, ok := sw.Column(x); ok {
			for y := y0; y <= y1; y++ {
				n++
				if g.Blocked(x, y) {
					return false, n
				}
			}
		}
	}
	return true, n
}

func cmpPt(a, b Point) int {
	if a.X != b.X {
		return a.X - b.X
	}
	return a.Y - b.Y
}
