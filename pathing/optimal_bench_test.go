package pathing_test

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"swath/levels"
	"swath/pathing"
)

// optBenchQuery is a query with the smoothed length the planner bounds
// the optimal search with (found untimed).
type optBenchQuery struct {
	levels.Scenario
	bound float64
}

// optimalQueries are up to n of the map's queries for f with a smoothed
// route, in the benchmarks' shuffled order.
func optimalQueries(b *testing.B, g *pathing.Grid, scens []levels.Scenario, f pathing.Footprint, n int) []optBenchQuery {
	var p pathing.Planner
	var out []optBenchQuery
	for _, sc := range scens {
		if len(out) == n {
			break
		}
		if pl := p.Plan(g, pathing.Query{Start: sc.Start, Goal: sc.Goal, Agent: f}, nil); pl.Found {
			out = append(out, optBenchQuery{sc, pl.Metrics.SmoothedLength})
		}
	}
	return out
}

// benchOptimalVsAStar runs, per op, one query with A* and then the
// optimal search (bounded by the smoothed length, as Plan does), timing
// each on its own, so that the two share the machine's state; it reports
// both per query and their ratio.
func benchOptimalVsAStar(b *testing.B, g *pathing.Grid, f pathing.Footprint, qs []optBenchQuery) {
	var s pathing.Searcher
	var o pathing.OptimalSearcher
	q := qs[0]
	s.Search(g, f, pathing.Aware, q.Start, q.Goal, nil) // warm both: placement, corners, buffers
	o.SearchBounded(g, f, pathing.Aware, q.Start, q.Goal, q.bound, nil)
	var ta, to time.Duration
	exp := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		q := qs[i%len(qs)]
		t0 := time.Now()
		s.Search(g, f, pathing.Aware, q.Start, q.Goal, nil)
		t1 := time.Now()
		r := o.SearchBounded(g, f, pathing.Aware, q.Start, q.Goal, q.bound, nil)
		to += time.Since(t1)
		ta += t1.Sub(t0)
		if r.Failure != pathing.NoFailure {
			b.Fatalf("%v→%v: %v", q.Start, q.Goal, r.Failure)
		}
		exp += r.Expanded
	}
	b.ReportMetric(float64(ta.Nanoseconds())/float64(b.N), "astar-ns/query")
	b.ReportMetric(float64(to.Nanoseconds())/float64(b.N), "optimal-ns/query")
	b.ReportMetric(float64(to)/float64(max(ta, 1)), "optimal/astar")
	b.ReportMetric(float64(exp)/float64(b.N), "opt-exp/query")
}

// BenchmarkOptimal compares the optimal search with A* on the shipped
// 512×512 maps' queries (the first 60 with a route, shuffled):
//
//	go test -run '^$' -bench Optimal -benchtime 60x ./pathing/
func BenchmarkOptimal(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		for _, f := range benchAgents {
			qs := optimalQueries(b, m.grid, m.scens, f, 60)
			if len(qs) == 0 {
				continue
			}
			b.Run(m.name+"/"+f.String(), func(b *testing.B) { benchOptimalVsAStar(b, m.grid, f, qs) })
		}
	}
}

// roomsMap generates an n×n map of rectangular blocks 4–40 cells a side
// covering about a fifth of it (seeded), like the rooms and caves of game
// maps, for measuring growth with the map's size.
func roomsMap(n int, seed uint64) *pathing.Grid {
	r := rand.New(rand.NewPCG(seed, uint64(n)))
	g := pathing.NewGrid(n, n)
	blocked := 0
	for blocked < n*n/5 {
		w, h := 4+r.IntN(37), 4+r.IntN(37)
		x, y := r.IntN(n-w), r.IntN(n-h)
		blocked += g.Fill(pathing.Rect{MinX: x, MinY: y, MaxX: x + w - 1, MaxY: y + h - 1}, true)
	}
	return g
}

// BenchmarkOptimalGrowth is the optimal search against A* on generated
// block maps of 512², 1024² and 2048², random queries between free cells
// at least a quarter of the map apart.
func BenchmarkOptimalGrowth(b *testing.B) {
	for _, n := range []int{512, 1024, 2048} {
		g := roomsMap(n, 1)
		r := rand.New(rand.NewPCG(2, 0))
		var scens []levels.Scenario
		for len(scens) < 200 {
			s, e := pathing.Pt(r.IntN(n), r.IntN(n)), pathing.Pt(r.IntN(n), r.IntN(n))
			if g.Blocked(s.X, s.Y) || g.Blocked(e.X, e.Y) || s.Chebyshev(e) < n/4 {
				continue
			}
			scens = append(scens, levels.Scenario{Start: s, Goal: e})
		}
		f := pathing.Footprint{L: 1, W: 1}
		qs := optimalQueries(b, g, scens, f, 40)
		b.Run(fmt.Sprintf("%d", n), func(b *testing.B) { benchOptimalVsAStar(b, g, f, qs) })
	}
}

// BenchmarkOptimalReplan is a re-plan while the user paints: one cell
// toggled near the route, then the whole plan again, with and without the
// optimum (the corner list is rebuilt from the placement grid, which is
// updated in place).
func BenchmarkOptimalReplan(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		if m.name != "32room_000" {
			continue
		}
		g := m.grid.Clone()
		qs := optimalQueries(b, g, m.scens, pathing.Footprint{L: 1, W: 1}, 1)
		q := pathing.Query{Start: qs[0].Start, Goal: qs[0].Goal}
		var p pathing.Planner
		raw := p.Plan(g, q, nil).Raw
		cell := raw[len(raw)/3].Add(pathing.Pt(0, 2))
		for _, opt := range []bool{false, true} {
			b.Run(fmt.Sprintf("optimal=%v", opt), func(b *testing.B) {
				q.Optimal = opt
				for i := range b.N {
					g.Set(cell.X, cell.Y, i%2 == 0)
					p.Plan(g, q, nil)
				}
			})
		}
	}
}
