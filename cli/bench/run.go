package bench

import (
	"math"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"swath/pathing"
)

// benchRow holds the figures of one query.
type benchRow struct {
	Found   bool
	Failure pathing.Failure
	Cost    float64
	// Match: the cost equals the .scen's optimal length within its tolerance
	// (only meaningful for a 1×1 agent).
	Match    bool
	Expanded int
	// Scanned: the cells JPS's jumps passed over (0 for A*).
	Scanned  int
	Metrics  pathing.Metrics
	SearchUS float64
	SmoothUS float64
	// PaperWaypoints are the waypoints kept with paper sampling (binary);
	// PaperBadSegments of their segments fail the exact test, which finds
	// PaperMissedCells obstacle cells the paper's scan sets lack.
	PaperWaypoints   int
	PaperBadSegments int
	PaperMissedCells int
	// LinearWaypoints are the waypoints kept with the linear strategy (exact).
	LinearWaypoints int
	// OtherOrder is, for JPS, the same jump points laid out in the other
	// cell order (pathing.CellOrder) and smoothed the same way.
	OtherOrderWaypoints int
	OtherOrderLength    float64
	// With --optimal (OptimalAsked): the linear strategy's route length and
	// the shortest route there is, with its search time; OptimalLength is 0
	// when there is none.
	OptimalAsked  bool
	LinearLength  float64
	OptimalLength float64
	OptimalUS     float64
	// OptimalPrepared is set on the first query a worker answered on its
	// map with --optimal: before it the worker listed the map's corners
	// (pathing.Planner.PrepareOptimal), in OptimalPrepareUS, which is in
	// none of the query's times.
	OptimalPrepared  bool
	OptimalPrepareUS float64
	// BinaryWaypoints are the waypoints kept with the paper's binary
	// strategy (exact), the other side of the flaw-2 comparison.
	BinaryWaypoints int
	// Compared is set when the paper-flaw figures were measured.
	Compared bool
}

// benchOpts are the settings of a bench run beyond the agent: the planning
// options (algorithm, sampling, strategy, and whether to find the shortest
// route there is too), and whether the paper-flaw comparison (the same
// path smoothed again with paper sampling and with both strategies) is
// made.
type benchOpts struct {
	pathing.Options
	NoCompare bool
}

// benchWorker runs queries one after another with its own, reused planner.
type benchWorker struct {
	planner  pathing.Planner
	smoother pathing.Smoother
	// clockCost is what reading the planner's clock adds to an interval.
	clockCost time.Duration
	// prepared is the map the planner's optimum was prepared on (--optimal)
	prepared *pathing.Grid
}

// now reads the planner's clock (the thread's CPU time), or the wall clock.
func (w *benchWorker) now() time.Duration {
	if w.planner.Clock != nil {
		return w.planner.Clock()
	}
	return time.Duration(time.Now().UnixNano())
}

// prepare lists the corners of g's placement grid for agent for the
// planner's optimum before its first query on g (the queries after it are
// as fast as warm, none pays for the map being new) and returns the time
// it took.
func (w *benchWorker) prepare(g *pathing.Grid, agent pathing.Footprint) time.Duration {
	w.prepared = g
	t0 := w.now()
	w.planner.PrepareOptimal(g, agent)
	return max(0, w.now()-t0-w.clockCost)
}

// run answers q for agent with opt's options (aware search), then, unless
// opt.NoCompare, smooths the same raw path again for the paper-flaw counts:
// paper sampling (binary), and the binary and linear strategies (exact),
// each reusing the plan's own smoothing when it is one of them. For JPS it
// lays the jump points out in the other cell order and smooths that too;
// with opt.Optimal it finds the shortest route there is.
func (w *benchWorker) run(q *benchQuery, agent pathing.Footprint, opt benchOpts) benchRow {
	g := q.Grid
	var prep time.Duration
	prepared := opt.Optimal && w.prepared != g
	if prepared {
		prep = w.prepare(g, agent)
	}
	p := w.planner.Plan(g, pathing.Query{Start: q.Start, Goal: q.Goal, Agent: agent, Options: opt.Options}, nil)
	r := benchRow{
		Found: p.Found, Failure: p.Failure, Cost: p.RawCost, Expanded: p.Expanded, Scanned: p.Scanned,
		Metrics:  p.Metrics,
		SearchUS: durUS(max(0, p.SearchTime-w.clockCost)), SmoothUS: durUS(max(0, p.SmoothTime-w.clockCost)),
		OptimalAsked: opt.Optimal, OptimalPrepared: prepared, OptimalPrepareUS: durUS(prep),
	}
	if p.Optimal != nil {
		r.OptimalLength, r.OptimalUS = p.Optimal.Length, durUS(max(0, p.Optimal.Time-w.clockCost))
	}
	if !p.Found {
		return r
	}
	r.Match = math.Abs(p.RawCost-q.Optimal) <= q.Tol
	// idx smooths the path in (sm, st), or takes the plan's own waypoints
	idx := func(sm pathing.Sampling, st pathing.Strategy) []int {
		if sm == opt.Sampling && st == opt.Strategy {
			return p.WaypointIdx
		}
		return w.smoother.Smooth(g, agent, p.Raw, sm, st, nil).Idx
	}
	if !opt.NoCompare {
		r.Compared = true
		paper := idx(pathing.Paper, pathing.Binary)
		r.PaperWaypoints = len(paper)
		for k := 0; k+1 < len(paper); k++ {
			a, b := p.Raw[paper[k]], p.Raw[paper[k+1]]
			if ok, _ := pathing.Visible(g, agent, a, b, pathing.Exact); ok {
				continue
			}
			r.PaperBadSegments++
			r.PaperMissedCells += len(pathing.CompareSamplings(g, agent, a, b).MissedHits)
		}
		r.BinaryWaypoints = len(idx(pathing.Exact, pathing.Binary))
	}
	if !opt.NoCompare || opt.Optimal {
		lin := idx(pathing.Exact, pathing.Linear)
		r.LinearWaypoints = len(lin)
		for k := 1; opt.Optimal && k < len(lin); k++ {
			d := p.Raw[lin[k]].Sub(p.Raw[lin[k-1]])
			r.LinearLength += math.Hypot(float64(d.X), float64(d.Y))
		}
	}
	if opt.Algorithm == pathing.JPS {
		other := w.planner.JPS.Expand(otherOrder(w.planner.JPS.Order))
		var kept []int
		if opt.Sampling == pathing.Exact && opt.Strategy == pathing.Binary && slices.Equal(other, p.Raw) {
			// the same cells either way (no diagonal to lay out, as in a
			// maze's corridors): the same smoothing, already done
			kept = p.WaypointIdx
		} else {
			kept = w.smoother.Smooth(g, agent, other, pathing.Exact, pathing.Binary, nil).Idx
		}
		r.OtherOrderWaypoints = len(kept)
		for k := 1; k < len(kept); k++ {
			a, b := other[kept[k-1]], other[kept[k]]
			r.OtherOrderLength += math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y))
		}
	}
	return r
}

// otherOrder is the cell order bench compares the product's with.
func otherOrder(o pathing.CellOrder) pathing.CellOrder {
	if o == pathing.DiagonalFirst {
		return pathing.StraightFirst
	}
	return pathing.DiagonalFirst
}

func durUS(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }

// runBenchQueries answers every query on workers goroutines, one planner
// each (the grids are only read), each timing its queries with its
// thread's CPU time where the system has one. Row i belongs to query i
// whatever the order the workers finish in. done, when not nil, is called
// with each query's index and the wall time its worker spent on it once it
// is answered, from the worker goroutines. clock names the clock used.
func runBenchQueries(qs []benchQuery, agent pathing.Footprint, opt benchOpts, workers int, done func(i int, cost time.Duration)) (rows []benchRow, clock string) {
	all, clock := runBenchSettings(qs, []benchSetting{{agent, opt}}, workers, done)
	return all[0], clock
}

// benchSetting is one setting of a bench run: the footprint and options
// every query is answered with.
type benchSetting struct {
	agent pathing.Footprint
	opt   benchOpts
}

// runBenchSettings is runBenchQueries for several settings (bench --vs):
// a worker answers query i in every setting, one after another, each
// setting with a planner of its own, so that the settings share the
// machine's state of the moment (a load that comes and goes slows them
// alike) and each planner's caches stay its own; query i starts with
// setting i mod len(sets), so that none is always the first to read the
// query's map. rows[s][i] is query i in setting s. done is called once a
// query is answered in every setting, with the time all of them took.
func runBenchSettings(qs []benchQuery, sets []benchSetting, workers int, done func(i int, cost time.Duration)) (rows [][]benchRow, clock string) {
	rows = make([][]benchRow, len(sets))
	for s := range rows {
		rows[s] = make([]benchRow, len(qs))
	}
	workers = max(1, min(workers, len(qs)))
	_, unlock, clock, _ := threadClock() // only its name: each worker takes its own
	unlock()
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			ws := make([]benchWorker, len(sets))
			c, unlock, _, cost := threadClock()
			defer unlock()
			for k := range ws {
				ws[k].planner.Clock, ws[k].clockCost = c, cost
				// the comparison rows need only the waypoints: the
				// linear strategy's quick way (random512-20: 6x faster)
				ws[k].smoother.WaypointsOnly = true
			}
			for {
				i := int(next.Add(1) - 1)
				if i >= len(qs) {
					return
				}
				t0 := time.Now()
				for k := range sets {
					s := (i + k) % len(sets)
					rows[s][i] = ws[s].run(&qs[i], sets[s].agent, sets[s].opt)
				}
				if done != nil {
					done(i, time.Since(t0))
				}
			}
		})
	}
	wg.Wait()
	return rows, clock
}
