package pathing

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomWalk returns n 8-adjacent nodes from a random start, free to cross
// obstacles, turn back and revisit: the worst node sets a caller can hand
// Farthest (point search paths and edited routes are of this kind).
func randomWalk(rng *rand.Rand, w, h, n int) []Point {
	p := Pt(rng.IntN(w), rng.IntN(h))
	nodes := []Point{p}
	for len(nodes) < n {
		q := Pt(p.X+rng.IntN(3)-1, p.Y+rng.IntN(3)-1)
		if q == p || q.X < -1 || q.Y < -1 || q.X > w || q.Y > h {
			continue
		}
		nodes, p = append(nodes, q), q
	}
	return nodes
}

// freeWalk is a random walk of n valid placements of f on g, without
// corner cutting (a path the smoother never gets stuck on), or nil when
// the start chosen has nowhere to go.
func freeWalk(rng *rand.Rand, g *Grid, f Footprint, n int) []Point {
	var p Point
	for tries := 0; ; tries++ {
		if tries > 1000 {
			return nil
		}
		p = Pt(rng.IntN(g.Width()), rng.IntN(g.Height()))
		if g.Fits(f, p) {
			break
		}
	}
	nodes := []Point{p}
	for tries := 0; len(nodes) < n; tries++ {
		if tries > 100*n {
			return nil
		}
		q := Pt(p.X+rng.IntN(3)-1, p.Y+rng.IntN(3)-1)
		if q == p || !g.Fits(f, q) || !g.Fits(f, Pt(p.X, q.Y)) || !g.Fits(f, Pt(q.X, p.Y)) {
			continue
		}
		nodes, p = append(nodes, q), q
	}
	return nodes
}

// randomMap fills a w×h grid: scattered obstacles at density d, or, when
// maze is set, walls on every other row and column with random gaps.
func randomMap(rng *rand.Rand, w, h int, d float64, maze bool) *Grid {
	g := NewGrid(w, h)
	for y := range h {
		for x := range w {
			b := rng.Float64() < d
			if maze {
				b = (x%2 == 1 && y%2 == 1) || ((x%2 == 1 || y%2 == 1) && rng.Float64() < 0.6)
			}
			g.Set(x, y, b)
		}
	}
	return g
}

// checkFarthestAgainstScan compares the Linear strategy with the old scan
// from every anchor of nodes and checks the probes it records.
func checkFarthestAgainstScan(t *testing.T, where string, g *Grid, f Footprint, nodes []Point, sm Sampling) (anchors int) {
	t.Helper()
	n := len(nodes) - 1
	for i := 0; i < n; i++ {
		want, _, _ := farthestScan(g, f, nodes, i, sm, nil)
		var probes []Probe
		got, tests, scanned := farthest(g, f, nodes, i, sm, Linear, &probes)
		if got != want {
			t.Fatalf("%s, %v: from node %d %v: farthest %d, the scan gives %d", where, sm, i, nodes[i], got, want)
		}
		if g2, t2, s2 := farthest(g, f, nodes, i, sm, Linear, nil); g2 != got || t2 != tests || s2 != scanned {
			t.Fatalf("%s, %v: from node %d: without a trace %d/%d/%d, with one %d/%d/%d", where, sm, i, g2, t2, s2, got, tests, scanned)
		}
		if len(probes) != tests || tests == 0 {
			t.Fatalf("%s, %v: from node %d: %d probes for %d tests", where, sm, i, len(probes), tests)
		}
		sum := 0
		for k, p := range probes {
			sum += int(p.Scanned)
			last := k == len(probes)-1
			if int(p.Pass) != i || p.Block != p.T+1 || p.Known || (k > 0 && p.T >= probes[k-1].T) || int(p.T) <= i {
				t.Fatalf("%s, %v: from node %d: probe %d %+v out of order", where, sm, i, k, p)
			}
			if v, _ := Visible(g, f, nodes[i], nodes[p.T], sm); v != p.Visible || (p.Visible && !last) {
				t.Fatalf("%s, %v: from node %d: probe %d %+v, Visible says %v", where, sm, i, k, p, v)
			}
			if (last && p.Next != -1) || (!last && p.Next != probes[k+1].T) {
				t.Fatalf("%s, %v: from node %d: probe %d next %d", where, sm, i, k, p.Next)
			}
		}
		if sum != scanned || (got > i) != probes[len(probes)-1].Visible || (got > i && int(probes[len(probes)-1].T) != got) {
			t.Fatalf("%s, %v: from node %d: probes %+v do not end on %d (scanned %d)", where, sm, i, probes, got, scanned)
		}
	}
	return n
}

// TestFarthestRegionMatchesScan checks the Linear strategy against the old
// scan on random maps (scattered and maze-like), random footprints, planned
// routes (aware and point search) and random walks, in both samplings, from
// every node.
func TestFarthestRegionMatchesScan(t *testing.T) {
	rng := seeded(t, 2026)
	var p Planner
	anchors, visibleFar := 0, 0
	for round := range 150 {
		w, h := 6+rng.IntN(40), 6+rng.IntN(40)
		maze := rng.IntN(3) == 0
		g := randomMap(rng, w, h, 0.04+0.3*rng.Float64(), maze)
		f := Footprint{1 + rng.IntN(4), 1 + rng.IntN(4)}
		if maze {
			f = Footprint{1 + rng.IntN(2), 1 + rng.IntN(2)}
		}
		var sets [][]Point
		for range 3 {
			mode := Aware
			if rng.IntN(3) == 0 {
				mode = PointMode
			}
			q := Query{Start: Pt(rng.IntN(w), rng.IntN(h)), Goal: Pt(rng.IntN(w), rng.IntN(h)), Agent: f, Options: Options{Search: mode}}
			if plan := p.Plan(g, q, nil); len(plan.Raw) > 1 {
				sets = append(sets, plan.Raw)
			}
		}
		sets = append(sets, randomWalk(rng, w, h, 2+rng.IntN(3*(w+h))))
		for k, nodes := range sets {
			for _, sm := range []Sampling{Exact, Paper} {
				where := fmt.Sprintf("round %d, %dx%d map (maze %v), %v agent, node set %d of %d nodes", round, w, h, maze, f, k, len(nodes))
				anchors += checkFarthestAgainstScan(t, where, g, f, nodes, sm)
				if t, _, _ := farthest(g, f, nodes, 0, sm, Linear, nil); t > 1 && t < len(nodes)-1 {
					visibleFar++
				}
			}
		}
	}
	t.Logf("%d anchors agree; %d node sets where node 0 sees past node 1 but not the end", anchors, visibleFar)
	if anchors < 10000 || visibleFar < 50 {
		t.Errorf("the sample is too thin: %d anchors, %d interesting node sets", anchors, visibleFar)
	}
}

// TestSmoothLinearLongWalks checks the linear smoothing, which skips runs of
// nodes by their bounding boxes, against a chain of Farthest (which skips by
// distance alone; and, on every 50th anchor, the old scan) on random walks
// of valid placements long enough to fill several runs of 4096 nodes,
// wandering back and forth over small maps.
func TestSmoothLinearLongWalks(t *testing.T) {
	rng := seeded(t, 4096)
	var s Smoother
	kept, total := 0, 0
	for round := range 12 {
		w, h := 20+rng.IntN(60), 20+rng.IntN(60)
		// dense enough that the region often stays small and the boxes matter
		g := randomMap(rng, w, h, 0.15+0.15*rng.Float64(), false)
		f := Footprint{1, 1}
		nodes := freeWalk(rng, g, f, 4000+rng.IntN(6000))
		if nodes == nil {
			continue
		}
		total += 2 * len(nodes)
		for _, sm := range []Sampling{Exact, Paper} {
			var want []int
			for i := 0; ; {
				want = append(want, i)
				if i == len(nodes)-1 {
					break
				}
				far, _, _ := farthest(g, f, nodes, i, sm, Linear, nil)
				if len(want)%50 == 0 {
					if ts, _, _ := farthestScan(g, f, nodes, i, sm, nil); ts != far {
						t.Fatalf("round %d: from node %d: Farthest %d, the scan %d", round, i, far, ts)
					}
				}
				if far == i {
					break
				}
				i = far
			}
			r := s.Smooth(g, f, nodes, sm, Linear, nil)
			if !slices.Equal(r.Idx, want) {
				t.Fatalf("round %d, %dx%d map, %v agent, %d nodes, %v: smoothing keeps %v…, the scans %v…", round, w, h, f, len(nodes), sm, r.Idx[:min(len(r.Idx), 12)], want[:min(len(want), 12)])
			}
			kept += len(want)
		}
	}
	t.Logf("%d waypoints over %d nodes agree (a walk revisits, so its farthest visible node is far on)", kept, total)
	if kept < 200 || total < 50000 {
		t.Errorf("only %d waypoints over %d nodes: the walks are too short or too confined", kept, total)
	}
}

// TestMonoRegion checks the monotone region against its definition (a
// brute force over the box) on random maps.
func TestMonoRegion(t *testing.T) {
	rng := seeded(t, 11)
	var m monoRegion
	for round := range 300 {
		w, h := 3+rng.IntN(20), 3+rng.IntN(20)
		g := randomMap(rng, w, h, 0.1+0.4*rng.Float64(), false)
		f := Footprint{1 + rng.IntN(3), 1 + rng.IntN(3)}
		a := Pt(rng.IntN(w), rng.IntN(h))
		lim := 1 + rng.IntN(25)
		ok := m.build(g, f, a, lim, 1<<30) == regionDone
		if ok != g.Fits(f, a) {
			t.Fatalf("round %d: build at %v says %v, Fits %v", round, a, ok, g.Fits(f, a))
		}
		radius := 0
		for q := range 4 {
			sx, sy := 1-2*(q&1), 1-2*(q>>1)
			// reach[v][u] by the definition: fits, and reached from (u-1, v) or (u, v-1)
			reach := make([][]bool, lim+1)
			for v := range reach {
				reach[v] = make([]bool, lim+1)
				for u := range reach[v] {
					from := (u == 0 && v == 0) || (u > 0 && reach[v][u-1]) || (v > 0 && reach[v-1][u])
					reach[v][u] = ok && from && g.Fits(f, Pt(a.X+sx*u, a.Y+sy*v))
					if reach[v][u] {
						radius = max(radius, u, v)
					}
					if p := Pt(a.X+sx*u, a.Y+sy*v); reach[v][u] && !m.contains(p) {
						t.Fatalf("round %d: %v agent from %v (lim %d): %v is reachable, not in the region", round, f, a, lim, p)
					}
				}
			}
		}
		for y := a.Y - lim - 1; y <= a.Y+lim+1; y++ {
			for x := a.X - lim - 1; x <= a.X+lim+1; x++ {
				p := Pt(x, y)
				if m.contains(p) && (!ok || p.Chebyshev(a) > lim || !g.Fits(f, p)) {
					t.Fatalf("round %d: %v agent from %v (lim %d): %v is in the region", round, f, a, lim, p)
				}
			}
		}
		if ok && radius != m.radius {
			t.Fatalf("round %d: radius %d, want %d", round, m.radius, radius)
		}
	}
}

// The linear strategy allocates nothing once its scratch is pooled.
func TestFarthestRegionAllocs(t *testing.T) {
	g := randomMap(rand.New(rand.NewPCG(5, 0)), 60, 60, 0.25, false)
	g.Fill(Rect{0, 0, 1, 1}, false)
	g.Fill(Rect{58, 58, 59, 59}, false)
	var p Planner
	plan := p.Plan(g, Query{Start: Pt(0, 0), Goal: Pt(59, 59)}, nil)
	if !plan.Found || len(plan.Raw) < 60 {
		t.Fatalf("no long route on the maze: %v, %d nodes", plan.Failure, len(plan.Raw))
	}
	farthest(g, Footprint{}, plan.Raw, 0, Exact, Linear, nil)
	if a := testing.AllocsPerRun(20, func() {
		for i := 0; i < len(plan.Raw)-1; i += 7 {
			farthest(g, Footprint{}, plan.Raw, i, Exact, Linear, nil)
		}
	}); a > 0 {
		t.Errorf("%v allocations per run, want 0", a)
	}
}

// TestNodeBoxesSkip: a skip passes over no node within the radius, and
// stops short only when its run's box comes within reach.
func TestNodeBoxesSkip(t *testing.T) {
	rng := seeded(t, 64)
	var b nodeBoxes
	skips := 0
	for round := range 40 {
		nodes := randomWalk(rng, 300, 300, 1+rng.IntN(20000))
		b.build(nodes)
		for range 200 {
			tt, a, radius := rng.IntN(len(nodes)), Pt(rng.IntN(300), rng.IntN(300)), rng.IntN(40)
			s := b.skip(tt, a, radius)
			if s > tt || s < -1 {
				t.Fatalf("round %d: skip(%d) = %d", round, tt, s)
			}
			for k := s + 1; k <= tt; k++ {
				if s < tt && nodes[k].Chebyshev(a) <= radius {
					t.Fatalf("round %d: skip(%d, %v, %d) = %d passes over node %d %v", round, tt, a, radius, s, k, nodes[k])
				}
			}
			if s == tt {
				// the box of the run of boxRun holding t comes within reach
				lo := tt &^ (boxRun - 1)
				r := Rect{nodes[lo].X, nodes[lo].Y, nodes[lo].X, nodes[lo].Y}
				for _, p := range nodes[lo:min(lo+boxRun, len(nodes))] {
					r = Rect{min(r.MinX, p.X), min(r.MinY, p.Y), max(r.MaxX, p.X), max(r.MaxY, p.Y)}
				}
				if max(r.MinX-a.X, a.X-r.MaxX, r.MinY-a.Y, a.Y-r.MaxY) > radius {
					t.Fatalf("round %d: skip(%d, %v, %d) did not skip a run out of reach", round, tt, a, radius)
				}
			} else {
				skips++
			}
		}
	}
	t.Logf("%d skips", skips)
}
