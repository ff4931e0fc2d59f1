package pathing_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
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
// each on its own in thread CPU time (a loaded machine inflates wall time,
// not this), so that the two share the machine's state; it reports both
// per query, the optimum's 95th percentile and their ratio. Warm, every
// query has been searched twice beforehand (untimed). cold drops
// the optimal searcher's corner lists before each query (untimed): the
// search then meets every corner for the first time, as on a map just
// opened. prepared lists every corner beforehand (OptimalSearcher.Prepare,
// untimed; BenchmarkOptimalPrepare times it) and searches nothing before.
func benchOptimalVsAStar(b *testing.B, g *pathing.Grid, f pathing.Footprint, qs []optBenchQuery, mode optBenchMode) {
	cold := mode == optCold
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var s pathing.Searcher
	var o pathing.OptimalSearcher
	q := qs[0]
	unlisted := 0
	if mode == optPrepared {
		// a map whose corners need more than the arena holds (a 2048²
		// random map may) leaves some unlisted: reported, not fatal
		p := o.Prepare(g, f, pathing.Aware)
		if p.Stopped {
			b.Fatalf("prepared %+v", p)
		}
		unlisted = p.Unlisted
	}
	s.Search(g, f, pathing.Aware, q.Start, q.Goal, nil) // warm both: placement, corners, buffers
	o.SearchBounded(g, f, pathing.Aware, q.Start, q.Goal, q.bound, nil)
	if mode == optWarm {
		// warm: every query's corners listed beforehand (a corner is
		// listed when it is expanded a second time), as after a while in
		// bench or in the app
		for range 2 {
			for _, q := range qs {
				o.SearchBounded(g, f, pathing.Aware, q.Start, q.Goal, q.bound, nil)
			}
		}
	}
	var ta, to time.Duration
	per := make([]time.Duration, 0, b.N)
	exp := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		q := qs[i%len(qs)]
		if cold {
			b.StopTimer()
			pathing.DropCornerLists(&o)
			b.StartTimer()
		}
		t0 := threadCPU()
		s.Search(g, f, pathing.Aware, q.Start, q.Goal, nil)
		t1 := threadCPU()
		r := o.SearchBounded(g, f, pathing.Aware, q.Start, q.Goal, q.bound, nil)
		t2 := threadCPU()
		to += t2 - t1
		ta += t1 - t0
		per = append(per, t2-t1)
		if r.Failure != pathing.NoFailure {
			b.Fatalf("%v→%v: %v", q.Start, q.Goal, r.Failure)
		}
		exp += r.Expanded
	}
	b.ReportMetric(float64(ta.Nanoseconds())/float64(b.N), "astar-ns/query")
	b.ReportMetric(float64(to.Nanoseconds())/float64(b.N), "optimal-ns/query")
	slices.Sort(per)
	b.ReportMetric(float64(per[len(per)*95/100].Nanoseconds()), "optimal-p95-ns")
	b.ReportMetric(float64(to)/float64(max(ta, 1)), "optimal/astar")
	b.ReportMetric(float64(exp)/float64(b.N), "opt-exp/query")
	if mode == optPrepared {
		b.ReportMetric(float64(unlisted), "unlisted")
	}
}

// optBenchMode is how benchOptimalVsAStar readies the optimal searcher.
type optBenchMode int

const (
	optWarm     optBenchMode = iota // every query searched twice beforehand
	optCold                         // the corner lists dropped before each query
	optPrepared                     // every corner listed beforehand (Prepare)
)

var optBenchModes = [...]string{optWarm: "", optCold: "/cold", optPrepared: "/prepared"}

// BenchmarkOptimal compares the optimal search with A* on the shipped
// Moving AI maps' queries (the first 60 with a route, shuffled), warm
// (each query searched twice beforehand: the corner lists kept from query
// to query, as in bench and in the app after a while), cold (dropped
// before each query) and prepared (every corner listed beforehand,
// OptimalSearcher.Prepare, as bench and the app do now):
//
//	go test -run '^$' -bench 'Optimal$' -benchtime 60x ./pathing/
func BenchmarkOptimal(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		for _, f := range benchAgents {
			qs := optimalQueries(b, m.grid, m.scens, f, 60)
			if len(qs) == 0 {
				continue
			}
			for mode, suffix := range optBenchModes {
				name := m.name + "/" + f.String() + suffix
				b.Run(name, func(b *testing.B) { benchOptimalVsAStar(b, m.grid, f, qs, optBenchMode(mode)) })
			}
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

// growthMap is a generated n×n map of kind rooms (roomsMap), maze (a
// perfect maze of one-cell corridors, levels.Maze) or random (20 %
// obstacles), the last two as scripts/bigmap makes them (seed 1).
func growthMap(kind string, n int) *pathing.Grid {
	rng := rand.New(rand.NewPCG(1, 0))
	switch kind {
	case "maze":
		return levels.Maze(n, rng)
	case "random":
		g := pathing.NewGrid(n, n)
		for i := range n * n {
			g.Set(i%n, i/n, rng.IntN(100) < 20)
		}
		return g
	}
	return roomsMap(n, 1)
}

// BenchmarkOptimalGrowth is the optimal search against A* on generated
// rooms, mazes and random maps of 512², 1024² and 2048², 40 random queries
// between free cells at least a quarter of the map apart, warm and cold
// (as BenchmarkOptimal):
//
//	go test -run '^$' -bench OptimalGrowth -benchtime 40x ./pathing/
func BenchmarkOptimalGrowth(b *testing.B) {
	for _, kind := range []string{"rooms", "maze", "random"} {
		for _, n := range []int{512, 1024, 2048} {
			g := growthMap(kind, n)
			r := rand.New(rand.NewPCG(2, 0))
			var scens []levels.Scenario
			var p pathing.Planner
			for len(scens) < 40 {
				s, e := pathing.Pt(r.IntN(n), r.IntN(n)), pathing.Pt(r.IntN(n), r.IntN(n))
				if g.Blocked(s.X, s.Y) || g.Blocked(e.X, e.Y) || s.Chebyshev(e) < n/4 {
					continue
				}
				if p.Plan(g, pathing.Query{Start: s, Goal: e}, nil).Found {
					scens = append(scens, levels.Scenario{Start: s, Goal: e})
				}
			}
			f := pathing.Footprint{L: 1, W: 1}
			qs := optimalQueries(b, g, scens, f, 40)
			for mode, suffix := range optBenchModes {
				name := fmt.Sprintf("%s/%d", kind, n) + suffix
				b.Run(name, func(b *testing.B) { benchOptimalVsAStar(b, g, f, qs, optBenchMode(mode)) })
			}
		}
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

// BenchmarkOptimalEdit is what a painted cell costs the optimal searcher
// before its next search on random512-20 (the most corners of the shipped
// maps, 85k) with every corner listed: the placement grid and the corner
// list updated in place, and the lists near the cell dropped. One op
// toggles one cell near a query's start:
//
//	go test -run '^$' -bench OptimalEdit -benchtime 200x ./pathing/
func BenchmarkOptimalEdit(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		if m.name != "random512-20-0" {
			continue
		}
		g := m.grid.Clone()
		f := pathing.Footprint{L: 1, W: 1}
		qs := optimalQueries(b, g, m.scens, f, 400)
		var o pathing.OptimalSearcher
		for _, q := range qs {
			o.SearchBounded(g, f, pathing.Aware, q.Start, q.Goal, q.bound, nil)
		}
		lists := pathing.UpdateOptimal(&o, g, f)
		b.ResetTimer()
		for i := range b.N {
			c := qs[i%len(qs)].Start.Add(pathing.Pt(2, 1))
			c = pathing.Pt(min(c.X, g.Width()-1), min(c.Y, g.Height()-1))
			g.Set(c.X, c.Y, !g.Blocked(c.X, c.Y))
			pathing.UpdateOptimal(&o, g, f)
		}
		b.ReportMetric(float64(lists), "lists")
	}
}

// BenchmarkOptimalStopGap is how long a stale optimal search can run on
// before it notices its Stop hook: the longest thread-CPU time between two
// questions to the hook (or from the search's start to the first), over
// the first 60 queries with a route of random512-20 and maze512-1, from a
// fresh searcher (cold: every corner listed for the first time, the
// slowest expansions), and the first of those gaps, which holds building
// the placement grid and the corner list. A frame is 16 ms:
//
//	go test -run '^$' -bench OptimalStopGap -benchtime 1x ./pathing/
func BenchmarkOptimalStopGap(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		if m.name != "random512-20-0" && m.name != "maze512-1-0" {
			continue
		}
		f := pathing.Footprint{L: 1, W: 1}
		qs := optimalQueries(b, m.grid, m.scens, f, 60)
		b.Run(m.name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var worst, first time.Duration
			asked := 0
			for range b.N {
				var o pathing.OptimalSearcher
				var last time.Duration
				o.Stop = func() bool {
					now := threadCPU()
					if asked == 0 {
						first = now - last
					}
					worst = max(worst, now-last)
					last = now
					asked++
					return false
				}
				for _, q := range qs {
					last = threadCPU()
					if r := o.SearchBounded(m.grid, f, pathing.Aware, q.Start, q.Goal, q.bound, nil); r.Failure != pathing.NoFailure {
						b.Fatalf("%v→%v: %v", q.Start, q.Goal, r.Failure)
					}
				}
			}
			if asked == 0 {
				b.Fatal("no search asked its Stop hook")
			}
			b.ReportMetric(float64(worst.Microseconds()), "max-stop-gap-µs")
			// the first gap holds building the placement grid and the
			// corner list, which no Stop question interrupts
			b.ReportMetric(float64(first.Microseconds()), "first-stop-gap-µs")
			b.ReportMetric(float64(asked)/float64(b.N), "stop-questions")
		})
	}
}

// BenchmarkOptimalStroke is what one painted stroke costs the optimal
// searcher on random512-20 (the most corners of the shipped maps) with
// every corner its queries meet listed: a stroke of 24 cells along a line
// from near a query's start, the placement grid, the corner list and its
// lists patched after every cell (the app re-plans after each), then that
// query searched again, against A* on it. Ops alternate a stroke and its
// undo (the cells as they were), so that the map stays the shipped one
// on average. It reports the patching per stroke (patch-ms/stroke, the
// goal is under a 16 ms frame), the lists the stroke dropped, and the
// next search over A*'s:
//
//	go test -run '^$' -bench OptimalStroke -benchtime 40x ./pathing/
func BenchmarkOptimalStroke(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		if m.name != "random512-20-0" {
			continue
		}
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		g := m.grid.Clone()
		f := pathing.Footprint{L: 1, W: 1}
		qs := optimalQueries(b, g, m.scens, f, 400)
		var o pathing.OptimalSearcher
		var s pathing.Searcher
		for range 2 { // a corner is listed when expanded a second time
			for _, q := range qs {
				o.SearchBounded(g, f, pathing.Aware, q.Start, q.Goal, q.bound, nil)
			}
		}
		lists := pathing.UpdateOptimal(&o, g, f)
		r := rand.New(rand.NewPCG(7, 0))
		var patch, ta, to time.Duration
		dropped := 0
		var undo []pathing.Point
		var was []bool
		b.ResetTimer()
		for i := range b.N {
			q := qs[(i/2)%len(qs)]
			var cells []pathing.Point
			paint := i%2 == 0
			if paint {
				a := r.Float64() * 2 * math.Pi
				undo, was = undo[:0], was[:0]
				for k := range 24 {
					c := q.Start.Add(pathing.Pt(3+int(float64(k)*math.Cos(a)), 3+int(float64(k)*math.Sin(a))))
					c = pathing.Pt(min(max(c.X, 0), g.Width()-1), min(max(c.Y, 0), g.Height()-1))
					if c == q.Start || c == q.Goal {
						continue
					}
					undo, was = append(undo, c), append(was, g.Blocked(c.X, c.Y))
				}
				cells = undo
			} else {
				cells = undo
			}
			before := pathing.UpdateOptimal(&o, g, f)
			t0 := threadCPU()
			for k, c := range cells {
				if paint {
					g.Set(c.X, c.Y, true)
				} else {
					g.Set(c.X, c.Y, was[k])
				}
				pathing.UpdateOptimal(&o, g, f)
			}
			t1 := threadCPU()
			patch += t1 - t0
			dropped += max(0, before-pathing.UpdateOptimal(&o, g, f))
			t2 := threadCPU()
			s.Search(g, f, pathing.Aware, q.Start, q.Goal, nil)
			t3 := threadCPU()
			o.SearchBounded(g, f, pathing.Aware, q.Start, q.Goal, math.Inf(1), nil)
			t4 := threadCPU()
			ta += t3 - t2
			to += t4 - t3
		}
		b.ReportMetric(float64(patch.Microseconds())/1e3/float64(b.N), "patch-ms/stroke")
		b.ReportMetric(float64(dropped)/float64(b.N), "lists-dropped/stroke")
		b.ReportMetric(float64(lists), "lists")
		b.ReportMetric(float64(to)/float64(max(ta, 1)), "next-optimal/astar")
	}
}

// BenchmarkOptimalPrepare is what preparing a map costs the optimal
// searcher (OptimalSearcher.Prepare, every corner listed, as bench and the
// app do after a map opens): one op is a fresh searcher (its placement
// grid and corner list built untimed) prepared, in thread CPU time. It
// reports the corners, those listed and too wide to list, the arena's
// moves and megabytes, and the longest thread-CPU time between two
// questions to the Stop hook (a frame is 16 ms):
//
//	go test -run '^$' -bench OptimalPrepare -benchtime 3x -cpu 1 ./pathing/
func BenchmarkOptimalPrepare(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		for _, f := range benchAgents {
			b.Run(m.name+"/"+f.String(), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				var total, worst time.Duration
				var p pathing.OptimalPrepared
				b.ResetTimer()
				for range b.N {
					b.StopTimer()
					var o pathing.OptimalSearcher
					pathing.UpdateOptimal(&o, m.grid, f)
					var last time.Duration
					o.Stop = func() bool {
						now := threadCPU()
						if last > 0 {
							worst = max(worst, now-last)
						}
						last = now
						return false
					}
					b.StartTimer()
					t0 := threadCPU()
					last = t0
					p = o.Prepare(m.grid, f, pathing.Aware)
					t1 := threadCPU()
					worst = max(worst, t1-last)
					total += t1 - t0
					if !p.Done() {
						b.Fatalf("prepared %+v", p)
					}
				}
				b.ReportMetric(float64(total.Microseconds())/1e3/float64(b.N), "prepare-ms")
				b.ReportMetric(float64(p.Corners), "corners")
				b.ReportMetric(float64(p.Listed), "listed")
				b.ReportMetric(float64(p.Wide), "wide")
				b.ReportMetric(float64(p.Moves), "moves")
				b.ReportMetric(float64(p.Moves+p.Listed)*8/(1<<20), "arena-MB")
				b.ReportMetric(float64(worst.Microseconds()), "max-stop-gap-µs")
			})
		}
	}
}
