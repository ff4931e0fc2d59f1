package pathing

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

// tautTurn is the plain form of turnCone.allows: whether a route
// arriving at a corner with direction (ax, ay) and leaving with (bx, by) wraps around one of the corner's
// blocked quadrants (mask): the wedge between the way back and the way on
// must hold the whole quadrant, or the bend could be cut short. Straight
// on and reversals are not bends.
func tautTurn(mask uint8, ax, ay, bx, by int) bool {
	c := ay*bx - ax*by // cross(-a, b)
	if c == 0 {
		return false
	}
	for k, d := range cornerDiag {
		if mask&(1<<k) == 0 {
			continue
		}
		dx, dy := d[0], d[1]
		p, q, r, s := ay*dx, dx*by, -ax*dy, -dy*bx
		if c > 0 && p >= 0 && q >= 0 && r >= 0 && s >= 0 {
			return true
		}
		if c < 0 && p <= 0 && q <= 0 && r <= 0 && s <= 0 {
			return true
		}
	}
	return false
}

// bruteValid is the set of valid placements of f on g, found by checking
// every covered cell.
func bruteValid(g *Grid, f Footprint) func(Point) bool {
	valid := make([]bool, g.w*g.h)
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			valid[y*g.w+x] = g.Fits(f, Pt(x, y))
		}
	}
	return func(p Point) bool { return g.In(p) && valid[p.Y*g.w+p.X] }
}

// bruteSegmentFree is the placement-grid move test written plainly: an axis-parallel
// segment is free iff every integer point on it is valid; an oblique one
// iff every unit square whose interior it crosses has four valid corners.
// A square [i,i+1]×[j,j+1] is crossed iff the open parameter intervals on
// which x(t) lies in (i,i+1) and y(t) in (j,j+1) meet each other and [0,1];
// parameters are scaled by |dx·dy| to stay whole numbers.
func bruteSegmentFree(valid func(Point) bool, a, b Point) bool {
	dx, dy := b.X-a.X, b.Y-a.Y
	if dx == 0 || dy == 0 {
		n := max(abs(dx), abs(dy))
		for k := 0; k <= n; k++ {
			p := a
			if n > 0 {
				p = Pt(a.X+k*dx/n, a.Y+k*dy/n)
			}
			if !valid(p) {
				return false
			}
		}
		return true
	}
	l := abs(dx * dy)
	sx, sy := l/dx, l/dy // ±|dy|, ±|dx|
	for i := min(a.X, b.X); i < max(a.X, b.X); i++ {
		x0, x1 := (i-a.X)*sx, (i+1-a.X)*sx
		for j := min(a.Y, b.Y); j < max(a.Y, b.Y); j++ {
			y0, y1 := (j-a.Y)*sy, (j+1-a.Y)*sy
			lo := max(min(x0, x1), min(y0, y1))
			hi := min(max(x0, x1), max(y0, y1))
			if lo < hi && lo < l && hi > 0 {
				if !valid(Pt(i, j)) || !valid(Pt(i+1, j)) || !valid(Pt(i, j+1)) || !valid(Pt(i+1, j+1)) {
					return false
				}
			}
		}
	}
	return true
}

// bruteShortest runs Dijkstra on the complete visibility graph over every
// valid integer point, with no pruning: the reference for the optimal
// search. It returns +Inf when goal cannot be reached.
func bruteShortest(g *Grid, f Footprint, start, goal Point) float64 {
	valid := bruteValid(g, f)
	var pts []Point
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			if valid(Pt(x, y)) {
				pts = append(pts, Pt(x, y))
			}
		}
	}
	if !valid(start) || !valid(goal) {
		return math.Inf(1)
	}
	dist := make([]float64, len(pts))
	done := make([]bool, len(pts))
	for i, p := range pts {
		dist[i] = math.Inf(1)
		if p == start {
			dist[i] = 0
		}
	}
	for {
		u := -1
		for i := range pts {
			if !done[i] && !math.IsInf(dist[i], 1) && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 {
			return math.Inf(1)
		}
		if pts[u] == goal {
			return dist[u]
		}
		done[u] = true
		for v := range pts {
			if done[v] {
				continue
			}
			d := pts[v].Sub(pts[u])
			nd := dist[u] + math.Hypot(float64(d.X), float64(d.Y))
			if nd < dist[v] && bruteSegmentFree(valid, pts[u], pts[v]) {
				dist[v] = nd
			}
		}
	}
}

// randomOptimalMap draws a small map sized for footprint f with obstacle
// density up to 35 %.
func randomOptimalMap(r interface {
	IntN(int) int
	Float64() float64
}, f Footprint) *Grid {
	w, h := f.L+1+r.IntN(9), f.W+1+r.IntN(9)
	g := NewGrid(w, h)
	dens := r.Float64() * 0.35
	for y := range h {
		for x := range w {
			if r.Float64() < dens {
				g.Set(x, y, true)
			}
		}
	}
	return g
}

// checkOptimalRoute checks that res is a route from start to goal whose
// segments the plain test accepts and whose length it reports.
func checkOptimalRoute(g *Grid, f Footprint, res OptimalResult, start, goal Point) error {
	p := res.Path
	if len(p) == 0 || p[0] != start || p[len(p)-1] != goal {
		return fmt.Errorf("route %v does not join %v to %v", p, start, goal)
	}
	valid := bruteValid(g, f)
	for i := 1; i < len(p); i++ {
		if !bruteSegmentFree(valid, p[i-1], p[i]) {
			return fmt.Errorf("segment %v-%v of %v is not free", p[i-1], p[i], p)
		}
	}
	if l := Length(p); math.Abs(l-res.Length) > 1e-9 {
		return fmt.Errorf("route %v measures %v, reported %v", p, l, res.Length)
	}
	return nil
}

func TestOptimalMatchesBruteForce(t *testing.T) {
	r := seeded(t, 14)
	var o OptimalSearcher
	maps, queries, routes, bounded := 0, 0, 0, 0
	for maps < 5000 {
		f := Footprint{1 + r.IntN(5), 1 + r.IntN(5)}
		g := randomOptimalMap(r, f)
		valid := bruteValid(g, f)
		var vs []Point
		for y := range g.h {
			for x := range g.w {
				if valid(Pt(x, y)) {
					vs = append(vs, Pt(x, y))
				}
			}
		}
		if len(vs) < 2 {
			continue
		}
		maps++
		for range 3 {
			s, e := vs[r.IntN(len(vs))], vs[r.IntN(len(vs))]
			queries++
			want := bruteShortest(g, f, s, e)
			got := o.Search(g, f, Aware, s, e, nil)
			fail := func(format string, args ...any) {
				t.Fatalf("map %d, %v agent, %v -> %v: %s\n%s", maps, f, s, e, fmt.Sprintf(format, args...), g)
			}
			if math.IsInf(want, 1) {
				if got.Failure != Unreachable {
					fail("brute force finds no route, search says %v with %v", got.Failure, got.Path)
				}
				continue
			}
			routes++
			if got.Failure != NoFailure {
				fail("brute force finds %.6f, search fails: %v", want, got.Failure)
			}
			if math.Abs(got.Length-want) > 1e-9 {
				fail("length %.12f, brute force %.12f, route %v", got.Length, want, got.Path)
			}
			if err := checkOptimalRoute(g, f, got, s, e); err != nil {
				fail("%v", err)
			}
			// bounded by the optimum itself, as a planner whose smoothed
			// route is already optimal bounds it
			pl := &o.aware
			b := o.search(pl, Aware, s, e, want, nil)
			bounded++
			if b.Failure != NoFailure || math.Abs(b.Length-want) > 1e-9 {
				fail("bounded by %.12f: %v %.12f", want, b.Failure, b.Length)
			}
		}
	}
	t.Logf("%d maps, %d queries, %d with a route (and as many bounded searches)", maps, queries, routes)
	if routes < queries/2 {
		t.Fatalf("only %d of %d queries have a route: the test checks too little", routes, queries)
	}
}

func TestTurnConeMatchesTautTurn(t *testing.T) {
	r := seeded(t, 5)
	for range 200000 {
		mask := uint8(r.IntN(16))
		ax, ay, bx, by := r.IntN(11)-5, r.IntN(11)-5, r.IntN(11)-5, r.IntN(11)-5
		c := newTurnCone(mask, ax, ay)
		if got, want := c.allows(bx, by), tautTurn(mask, ax, ay, bx, by); got != want {
			t.Fatalf("mask %04b a (%d,%d) b (%d,%d): cone %v, tautTurn %v", mask, ax, ay, bx, by, got, want)
		}
		x0, y0 := r.IntN(21)-10, r.IntN(21)-10
		x1, y1 := x0+r.IntN(6), y0+r.IntN(6)
		any := false
		for x := x0; x <= x1; x++ {
			for y := y0; y <= y1; y++ {
				any = any || tautTurn(mask, ax, ay, x, y)
			}
		}
		if any && !c.allowsBox(x0, y0, x1, y1) {
			t.Fatalf("mask %04b a (%d,%d): box (%d,%d)-(%d,%d) holds an allowed direction, allowsBox says none", mask, ax, ay, x0, y0, x1, y1)
		}
	}
}

// TestOptimalMatchesBruteForceAcrossSquares repeats the comparison on maps
// wider than the search's 16-point squares, so that its pruning by square
// (bound, turn cone, ellipse) meets routes crossing square borders.
func TestOptimalMatchesBruteForceAcrossSquares(t *testing.T) {
	r := seeded(t, 15)
	var o OptimalSearcher
	routes := 0
	for m := range 200 {
		f := Footprint{1 + r.IntN(3), 1 + r.IntN(3)}
		w, h := 18+r.IntN(17), 18+r.IntN(17)
		g := NewGrid(w, h)
		for range r.IntN(w * h / 6) { // blocks of 1-4 cells a side
			x, y := r.IntN(w), r.IntN(h)
			g.Fill(Rect{x, y, x + r.IntN(4), y + r.IntN(4)}, true)
		}
		valid := bruteValid(g, f)
		var vs []Point
		for y := range h {
			for x := range w {
				if valid(Pt(x, y)) {
					vs = append(vs, Pt(x, y))
				}
			}
		}
		if len(vs) < 2 {
			continue
		}
		for range 2 {
			s, e := vs[r.IntN(len(vs))], vs[r.IntN(len(vs))]
			want := bruteShortest(g, f, s, e)
			got := o.Search(g, f, Aware, s, e, nil)
			if math.IsInf(want, 1) != (got.Failure != NoFailure) || !math.IsInf(want, 1) && math.Abs(got.Length-want) > 1e-9 {
				t.Fatalf("map %d, %v agent, %v -> %v: search %v %.12f (%v), brute force %.12f\n%s", m, f, s, e, got.Failure, got.Length, got.Path, want, g)
			}
			if !math.IsInf(want, 1) {
				routes++
				if err := checkOptimalRoute(g, f, got, s, e); err != nil {
					t.Fatal(err)
				}
				if b := o.SearchBounded(g, f, Aware, s, e, want, nil); b.Failure != NoFailure || math.Abs(b.Length-want) > 1e-9 {
					t.Fatalf("map %d, %v agent, %v -> %v bounded by %.12f: %v %.12f\n%s", m, f, s, e, want, b.Failure, b.Length, g)
				}
			}
		}
	}
	t.Logf("%d routes across squares", routes)
	if routes < 150 {
		t.Fatalf("only %d routes: the test checks too little", routes)
	}
}

// TestCornerSetUpdate edits random maps and after every edit compares the
// corner list that update patched with one built afresh, for footprints
// up to 4×3, on the same grid and on copies (as the app plans on a copy).
func TestCornerSetUpdate(t *testing.T) {
	rng := seeded(t, 16)
	updated, edits := 0, 0
	for round := range 20 {
		g := NewGrid(5+rng.IntN(70), 5+rng.IntN(70))
		for range g.Width() * g.Height() / 6 {
			g.Set(rng.IntN(g.Width()), rng.IntN(g.Height()), true)
		}
		f := Footprint{1 + rng.IntN(4), 1 + rng.IntN(3)}
		var p, fp placement
		var c, fresh cornerSet
		p.build(g, f)
		c.build(&p)
		for e := range 40 {
			x, y := rng.IntN(g.Width()), rng.IntN(g.Height())
			before, grid := g.Version(), g
			switch rng.IntN(3) {
			case 0:
				g.Set(x, y, !g.Blocked(x, y))
			case 1:
				g.Fill(Rect{x, y, x + rng.IntN(5), y + rng.IntN(4)}, rng.IntN(2) == 0)
			case 2:
				g = g.Clone()
			}
			edits++
			if !p.update(g, f) {
				p.build(g, f)
			}
			if (g.Version() != before || g != grid) && c.fresh(&p) {
				t.Fatalf("round %d edit %d: the corner list calls itself fresh after an edit", round, e)
			}
			if c.update(&p) {
				updated++
			} else {
				c.build(&p)
			}
			fp.build(g, f)
			fresh.build(&fp)
			if !slices.Equal(c.x, fresh.x) || !slices.Equal(c.y, fresh.y) || !slices.Equal(c.mask, fresh.mask) ||
				!slices.Equal(c.arrive, fresh.arrive) || !slices.Equal(c.bstart, fresh.bstart) || !slices.Equal(c.at, fresh.at) || !c.fresh(&p) {
				t.Fatalf("round %d edit %d (%v on %dx%d): the updated corners differ from a build\n%s", round, e, f, g.Width(), g.Height(), g)
			}
		}
	}
	t.Logf("%d of %d edits updated in place", updated, edits)
	if updated < edits/2 {
		t.Errorf("only %d of %d edits updated: the test checks too little", updated, edits)
	}
}

// TestSeesMatchesPlainTest compares the search's move test with the plain
// one of docs/algorithm.md §9.1 on random placement grids and random moves of any slope.
func TestSeesMatchesPlainTest(t *testing.T) {
	r := seeded(t, 17)
	tests, free := 0, 0
	for range 300 {
		g := NewGrid(3+r.IntN(30), 3+r.IntN(30))
		for range r.IntN(g.w * g.h / 4) {
			g.Set(r.IntN(g.w), r.IntN(g.h), true)
		}
		f := Footprint{1 + r.IntN(3), 1 + r.IntN(3)}
		var p placement
		p.build(g, f)
		valid := bruteValid(g, f)
		for range 100 {
			a, b := Pt(r.IntN(g.w), r.IntN(g.h)), Pt(r.IntN(g.w), r.IntN(g.h))
			want := valid(a) && valid(b) && bruteSegmentFree(valid, a, b)
			got, _ := p.sees(a, b)
			if got != want {
				t.Fatalf("%v agent, %v -> %v: sees %v, plain test %v\n%s", f, a, b, got, want, g)
			}
			tests++
			if want {
				free++
			}
		}
	}
	t.Logf("%d moves, %d free", tests, free)
	if free < tests/10 {
		t.Fatalf("only %d of %d moves free: the test checks too little", free, tests)
	}
}
