package cli

import (
	"math"
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
	// BinaryWaypoints are the waypoints kept with the paper's binary
	// strategy (exact), the other side of the flaw-2 comparison.
	BinaryWaypoints int
	// Compared is set when the four figures above were measured.
	Compared bool
}

// benchOpts are the settings of a bench run beyond the agent: how the
// product's smoothing runs, and whether the paper-flaw comparison (the
// same A* path smoothed again with paper sampling and with both
// strategies) is made.
type benchOpts struct {
	Sampling  pathing.Sampling
	Strategy  pathing.Strategy
	NoCompare bool
}

// benchWorker runs queries one after another with its own, reused planner.
type benchWorker struct {
	planner  pathing.Planner
	smoother pathing.Smoother
}

// run answers q for agent with aware search and opt's sampling and
// strategy, then, unless opt.NoCompare, smooths the same A* path again for
// the paper-flaw counts: paper sampling (binary), and the binary and linear
// strategies (exact), each reusing the plan's own smoothing when it is one
// of them.
func (w *benchWorker) run(q *benchQuery, agent pathing.Footprint, opt benchOpts) benchRow {
	g := q.Grid
	p := w.planner.Plan(g, pathing.Query{Start: q.Start, Goal: q.Goal, Agent: agent, Sampling: opt.Sampling, Strategy: opt.Strategy}, nil)
	r := benchRow{
		Found: p.Found, Failure: p.Failure, Cost: p.RawCost, Expanded: p.Expanded,
		Metrics:  p.Metrics,
		SearchUS: durUS(p.SearchTime), SmoothUS: durUS(p.SmoothTime),
	}
	if !p.Found {
		return r
	}
	r.Match = math.Abs(p.RawCost-q.Optimal) <= q.Tol
	if opt.NoCompare {
		return r
	}
	r.Compared = true
	// idx smooths the path in (sm, st), or takes the plan's own waypoints
	idx := func(sm pathing.Sampling, st pathing.Strategy) []int {
		if sm == opt.Sampling && st == opt.Strategy {
			return p.WaypointIdx
		}
		return w.smoother.Smooth(g, agent, p.Raw, sm, st, nil).Idx
	}
	paper := idx(pathing.Paper, pathing.Binary)
	r.PaperWaypoints = len(paper)
	for k := 0; k+1 < len(paper); k++ {
		a, b := p.Raw[paper[k]], p.Raw[paper[k+1]]
		if ok, _ := pathing.Visible(g, agent, a, b, pathing.Exact); ok {
			continue
		}
		r.PaperBadSegments++
		ex, pa := pathing.NewSweep(agent, a, b, pathing.Exact), pathing.NewSweep(agent, a, b, pathing.Paper)
		for _, h := range ex.Hits(g) {
			if !pa.Contains(h) {
				r.PaperMissedCells++
			}
		}
	}
	r.BinaryWaypoints = len(idx(pathing.Exact, pathing.Binary))
	r.LinearWaypoints = len(idx(pathing.Exact, pathing.Linear))
	return r
}

func durUS(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }

// runBenchQueries answers every query on workers goroutines, one planner
// each (the grids are only read). Row i belongs to query i whatever the
// order the workers finish in. done, when not nil, is called with each
// query's index once it is answered, from the worker goroutines.
func runBenchQueries(qs []benchQuery, agent pathing.Footprint, opt benchOpts, workers int, done func(i int)) []benchRow {
	rows := make([]benchRow, len(qs))
	workers = max(1, min(workers, len(qs)))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			var w benchWorker
			for {
				i := int(next.Add(1) - 1)
				if i >= len(qs) {
					return
				}
				rows[i] = w.run(&qs[i], agent, opt)
				if done != nil {
					done(i)
				}
			}
		})
	}
	wg.Wait()
	return rows
}
