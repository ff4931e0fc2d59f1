package pathing

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

// naiveScan is the scan of bitPlane.scanUp/scanDown done cell by cell from
// the plane's own bits: the reference the word-at-a-time scans must match.
func naiveScan(p *bitPlane, l, c, step, gc int) (int, scanStop) {
	for x := c; ; x += step {
		if !p.get(l, x) {
			return x, stopBlocked
		}
		if x == gc {
			return x, stopGoal
		}
		for _, s := range [2]int{-1, 1} {
			if p.get(l+s, x) && !p.get(l+s, x-step) {
				return x, stopForced
			}
		}
	}
}

func TestBitPlaneScans(t *testing.T) {
	rng := seeded(t, 15)
	scans := 0
	for round := range 300 {
		lines, n := 1+rng.IntN(6), 1+rng.IntN(300)
		density := []float64{0.001, 0.02, 0.2, 0.5}[rng.IntN(4)]
		var p bitPlane
		p.reset(lines, n)
		for l := range lines {
			for c := range n {
				p.set(l, c, rng.Float64() >= density)
			}
		}
		for range 50 {
			l, c := rng.IntN(lines), rng.IntN(n)
			if !p.get(l, c) {
				continue
			}
			gc := -1
			if rng.IntN(3) == 0 {
				gc = rng.IntN(n)
			}
			for _, step := range []int{1, -1} {
				var have int
				var hs scanStop
				if step == 1 {
					have, hs = p.scanUp(l, c+1, gc)
				} else {
					have, hs = p.scanDown(l, c-1, gc)
				}
				want, ws := naiveScan(&p, l, c+step, step, gc)
				scans++
				if have != want || hs != ws {
					t.Fatalf("round %d: line %d of %d, %d cells, from %d step %d, goal %d: have %d/%d, want %d/%d",
						round, l, lines, n, c, step, gc, have, hs, want, ws)
				}
			}
		}
	}
	t.Logf("%d scans", scans)
}

// randomGrid is a w×h grid with obstacles at the given density, some of
// them in blocks so that footprints meet corridors and corners.
func randomGrid(rng interface {
	IntN(int) int
	Float64() float64
}, w, h int, density float64) *Grid {
	g := NewGrid(w, h)
	for y := range h {
		for x := range w {
			g.Set(x, y, rng.Float64() < density)
		}
	}
	for range rng.IntN(4) {
		x, y := rng.IntN(w), rng.IntN(h)
		g.Fill(Rect{x, y, x + rng.IntN(6), y + rng.IntN(3)}, true)
	}
	return g
}

// TestJPSAgainstDijkstra checks JPS's cost against the exact Dijkstra of
// dijkstra_test.go and its path against the rules on 10,000 random small
// grids with random footprints, in both search modes, one searcher for
// all; every fifth query also against A*'s cost and a fresh JPS searcher.
func TestJPSAgainstDijkstra(t *testing.T) {
	rng := seeded(t, 20261130)
	var s JPSearcher
	var a Searcher
	searches, found := 0, 0
	for round := range 10000 {
		w, h := 3+rng.IntN(18), 3+rng.IntN(18)
		g := randomGrid(rng, w, h, 0.3*rng.Float64())
		f := Footprint{1 + rng.IntN(4), 1 + rng.IntN(4)}
		mode := Aware
		if rng.IntN(5) == 0 {
			mode = PointMode
		}
		s.Order = CellOrder(rng.IntN(2))
		rf := f
		if mode == PointMode {
			rf = Footprint{1, 1}
		}
		// ends drawn until they fit (a few tries), so most searches run
		pick := func() Point {
			p := Pt(rng.IntN(w), rng.IntN(h))
			for try := 0; try < 8 && !refValid(g, rf, p); try++ {
				p = Pt(rng.IntN(w), rng.IntN(h))
			}
			return p
		}
		for range 2 {
			start := pick()
			var ref refResult
			if refValid(g, rf, start) {
				ref = refDijkstra(g, rf, start)
			}
			for range 3 {
				goal := pick()
				res := s.Search(g, f, mode, start, goal, nil)
				searches++
				want := NoFailure
				var dist refCost
				switch {
				case !refValid(g, rf, start):
					want = StartBlocked
				case !refValid(g, rf, goal):
					want = GoalBlocked
				default:
					var seen bool
					if dist, seen, _ = ref.at(goal); !seen {
						want = Unreachable
					}
				}
				ctx := func() string {
					return fmt.Sprintf("round %d, %v agent, %v search, %v order, %v→%v\n%s", round, f, mode, s.Order, start, goal, g)
				}
				if res.Failure != want {
					t.Fatalf("failure %v, want %v; %s", res.Failure, want, ctx())
				}
				if want != NoFailure {
					if len(res.Path) != 0 {
						t.Fatalf("failed search returned a path %v; %s", res.Path, ctx())
					}
					continue
				}
				found++
				if math.Abs(res.Cost-dist.float()) > 1e-9*(1+dist.float()) {
					t.Fatalf("cost %v, Dijkstra %v (%d straight + %d diagonal); jump points %v; %s",
						res.Cost, dist.float(), dist.s, dist.d, s.JumpPoints(nil), ctx())
				}
				if msg := checkPath(g, f, mode, res.Path, start, goal, res.Cost); msg != "" {
					t.Fatalf("%s: path %v from jump points %v; %s", msg, res.Path, s.JumpPoints(nil), ctx())
				}
				if found%5 == 0 {
					if ar := a.Search(g, f, mode, start, goal, nil); math.Abs(ar.Cost-res.Cost) > 1e-9*(1+res.Cost) {
						t.Fatalf("A* cost %v, JPS %v; %s", ar.Cost, res.Cost, ctx())
					}
					have := slices.Clone(res.Path)
					fresh := JPSearcher{Order: s.Order}
					if again := fresh.Search(g, f, mode, start, goal, nil); !slices.Equal(again.Path, have) || again.Expanded != res.Expanded || again.Scanned != res.Scanned {
						t.Fatalf("reused searcher: %v (%d expanded, %d scanned), fresh one: %v (%d, %d); %s",
							have, res.Expanded, res.Scanned, again.Path, again.Expanded, again.Scanned, ctx())
					}
				}
			}
		}
	}
	t.Logf("%d searches on 10000 grids, %d found a path", searches, found)
	if found < searches/4 {
		t.Errorf("only %d of %d searches found a path: the test exercises too little", found, searches)
	}
}

// TestJPSPackedUpdate edits random maps and checks, after every edit, that
// the packed grids JPS patched in place equal ones built afresh, and that
// a search on them costs what A* finds.
func TestJPSPackedUpdate(t *testing.T) {
	rng := seeded(t, 1515)
	var s JPSearcher
	var a Searcher
	patched, edits := 0, 0
	for round := range 40 {
		g := randomGrid(rng, 8+rng.IntN(120), 8+rng.IntN(70), 0.15)
		f := Footprint{1 + rng.IntN(5), 1 + rng.IntN(5)}
		for e := range 30 {
			x, y := rng.IntN(g.Width()), rng.IntN(g.Height())
			switch rng.IntN(3) {
			case 0:
				g.Set(x, y, !g.Blocked(x, y))
			case 1:
				g.Fill(Rect{x, y, x + rng.IntN(6), y + rng.IntN(4)}, rng.IntN(2) == 0)
			case 2:
				g = g.Clone()
			}
			edits++
			before := s.aware.pl.version
			jg := s.gridFor(g, f, Aware)
			if len(jg.pl.dirty) > 0 && jg.pl.version != before {
				patched++
			}
			var fresh jpsGrid
			fresh.pl.build(g, f)
			fresh.pk.build(&fresh.pl)
			if !slices.Equal(jg.pk.rows.bits, fresh.pk.rows.bits) || !slices.Equal(jg.pk.cols.bits, fresh.pk.cols.bits) {
				t.Fatalf("round %d edit %d (%v on %dx%d): the patched packed grid differs from a build\n%s", round, e, f, g.Width(), g.Height(), g)
			}
			start, goal := Pt(rng.IntN(g.Width()), rng.IntN(g.Height())), Pt(rng.IntN(g.Width()), rng.IntN(g.Height()))
			jr, ar := s.Search(g, f, Aware, start, goal, nil), a.Search(g, f, Aware, start, goal, nil)
			if jr.Failure != ar.Failure || math.Abs(jr.Cost-ar.Cost) > 1e-9*(1+ar.Cost) {
				t.Fatalf("round %d edit %d: JPS %v cost %v, A* %v cost %v", round, e, jr.Failure, jr.Cost, ar.Failure, ar.Cost)
			}
		}
	}
	t.Logf("%d of %d edits patched in place", patched, edits)
	if patched < edits/2 {
		t.Errorf("only %d of %d edits were patched: the test checks too little", patched, edits)
	}
}

// TestJPSNoAllocs: a warm searcher allocates nothing per search.
func TestJPSNoAllocs(t *testing.T) {
	rng := seeded(t, 3)
	g := randomGrid(rng, 200, 150, 0.2)
	var s JPSearcher
	queries := [][2]Point{}
	for len(queries) < 20 {
		a, b := Pt(rng.IntN(200), rng.IntN(150)), Pt(rng.IntN(200), rng.IntN(150))
		if s.Search(g, Footprint{2, 2}, Aware, a, b, nil).Failure == NoFailure {
			queries = append(queries, [2]Point{a, b})
		}
	}
	for _, o := range []CellOrder{DiagonalFirst, StraightFirst} {
		s.Order = o
		for _, q := range queries { // warm every buffer
			s.Search(g, Footprint{2, 2}, Aware, q[0], q[1], nil)
		}
		k := 0
		allocs := testing.AllocsPerRun(100, func() {
			q := queries[k%len(queries)]
			k++
			s.Search(g, Footprint{2, 2}, Aware, q[0], q[1], nil)
		})
		if allocs != 0 {
			t.Errorf("%v: %v allocations per search, want 0", o, allocs)
		}
	}
}
