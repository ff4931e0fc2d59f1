package pathing

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestBlockersMatchSweep checks blockers' rule against the exact scan set:
// for random moves and footprints up to 5×5, a cell is in NewSweep's exact
// scan set exactly when moveMeets says the move meets the pivots it rules
// out, for every cell around the sweep's rectangle. A rule that ruled out
// one move too many would make the linear strategy skip a visible node.
func TestBlockersMatchSweep(t *testing.T) {
	const seed = 26
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	var b blockers
	for k := range 4000 {
		f := Footprint{L: 1 + rng.IntN(5), W: 1 + rng.IntN(5)}
		b.reset(f)
		span := 3 + rng.IntN(14)
		a := Point{rng.IntN(span) - span/2, rng.IntN(span) - span/2}
		p := Point{rng.IntN(span) - span/2, rng.IntN(span) - span/2}
		if k%7 == 0 {
			p.Y = a.Y // axis-parallel moves too
		}
		sw := NewSweep(f, a, p, Exact)
		r := sw.Rect
		for y := r.MinY - 2; y <= r.MaxY+2; y++ {
			for x := r.MinX - 2; x <= r.MaxX+2; x++ {
				c := Point{x, y}
				b.add(c)
				got := moveMeets(b.r[(b.next+blockerN-1)%blockerN], a, p)
				if want := sw.Contains(c); got != want {
					t.Fatalf("%v agent, move %v→%v, cell %v: moveMeets %v, in the exact scan set %v", f, a, p, c, got, want)
				}
			}
		}
	}
}

// TestBlockersAnswerFromTheNewest checks the ring: blocks finds an obstacle
// among the last blockerN added and forgets older ones.
func TestBlockersAnswerFromTheNewest(t *testing.T) {
	var b blockers
	b.reset(Footprint{})
	a, p := Pt(0, 0), Pt(10, 3) // passes (3, 1)
	if b.blocks(a, p) {
		t.Fatal("an empty set blocks")
	}
	b.add(Pt(3, 1))
	if !b.blocks(a, p) || b.blocks(a, Pt(10, -3)) {
		t.Fatal("(3,1) does not block (0,0)→(10,3), or blocks (0,0)→(10,-3)")
	}
	for k := range blockerN - 1 {
		b.add(Pt(50+k, 50))
	}
	if !b.blocks(a, p) {
		t.Fatalf("(3,1) forgotten after %d more", blockerN-1)
	}
	b.add(Pt(60, 60))
	if b.blocks(a, p) {
		t.Fatalf("(3,1) still kept after %d more", blockerN)
	}
	if b.hits != 2 {
		t.Fatalf("hits %d, want 2", b.hits)
	}
}

// TestSmoothWaypointsOnlyKeepsTheWaypoints checks the quick linear
// strategy (Smoother.WaypointsOnly: blockers, scans without a region after
// regions given up) against the plain one on random maps (scattered and
// maze-like), footprints up to 4×4, planned routes (A* and JPS, aware and
// point search) and long random walks, in both samplings: the same
// waypoints, and on the sample as a whole fewer tests, with blockers
// answering some and regions given up skipped.
func TestSmoothWaypointsOnlyKeepsTheWaypoints(t *testing.T) {
	rng := seeded(t, 2612)
	var p Planner
	var plain, quick Smoother
	quick.WaypointsOnly = true
	sets, plainTests, quickTests, skipped, unbuilt := 0, 0, 0, 0, 0
	for round := range 200 {
		w, h := 8+rng.IntN(60), 8+rng.IntN(60)
		maze := rng.IntN(3) == 0
		g := randomMap(rng, w, h, 0.04+0.3*rng.Float64(), maze)
		f := Footprint{1 + rng.IntN(4), 1 + rng.IntN(4)}
		if maze {
			f = Footprint{1 + rng.IntN(2), 1 + rng.IntN(2)}
		}
		var nodeSets [][]Point
		for k := range 3 {
			q := Query{Start: Pt(rng.IntN(w), rng.IntN(h)), Goal: Pt(rng.IntN(w), rng.IntN(h)), Agent: f}
			if k == 1 {
				q.Algorithm = JPS
			}
			if rng.IntN(3) == 0 {
				q.Search = PointMode
			}
			if plan := p.Plan(g, q, nil); len(plan.Raw) > 1 {
				nodeSets = append(nodeSets, plan.Raw)
			}
		}
		if walk := freeWalk(rng, g, f, 200+rng.IntN(2000)); walk != nil {
			nodeSets = append(nodeSets, walk)
		}
		for k, nodes := range nodeSets {
			for _, sm := range []Sampling{Exact, Paper} {
				want := plain.Smooth(g, f, nodes, sm, Linear, nil)
				got := quick.Smooth(g, f, nodes, sm, Linear, nil)
				if !slices.Equal(got.Idx, want.Idx) || got.StuckAt != want.StuckAt {
					t.Fatalf("round %d, %dx%d map (maze %v), %v agent, node set %d of %d nodes, %v: quick keeps %v (stuck at %d), plain %v (stuck at %d)\n%s",
						round, w, h, maze, f, k, len(nodes), sm, got.Idx, got.StuckAt, want.Idx, want.StuckAt, g)
				}
				if sm == Paper && (got.Tests != want.Tests || got.Scanned != want.Scanned) && quick.lin.unbuilt == 0 {
					// paper sampling has no blockers: only a region given up changes its work
					t.Fatalf("round %d, node set %d, paper: quick %d tests, plain %d, with no region given up", round, k, got.Tests, want.Tests)
				}
				unbuilt += quick.lin.unbuilt
				if sm == Exact {
					plainTests += want.Tests
					quickTests += got.Tests
					skipped += quick.lin.bl.hits
				}
				sets++
			}
		}
	}
	t.Logf("%d node sets agree; exact sampling: %d tests plain, %d quick, %d answered by blockers; %d regions skipped", sets, plainTests, quickTests, skipped, unbuilt)
	if sets < 550 || skipped == 0 || quickTests >= plainTests || unbuilt == 0 {
		t.Errorf("the sample shows nothing: %d node sets, %d tests plain, %d quick, %d answered by blockers, %d regions skipped", sets, plainTests, quickTests, skipped, unbuilt)
	}
}
