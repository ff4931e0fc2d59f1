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
	// With --optimal (OptimalAsked): the linear strategy's route length and
	// the shortest route there is, with its search time; OptimalLength is 0
	// when there is none.
	OptimalAsked  bool
	LinearLength  float64
	OptimalLength float64
	OptimalUS     float64
}

// benchWorker runs queries one after another with its own, reused planner.
type benchWorker struct {
	planner  pathing.Planner
	smoother pathing.Smoother
}

// run answers q for agent with the product defaults (aware search, exact
// sampling, binary strategy), then smooths the same A* path again with paper
// sampling and with the linear strategy for the paper-flaw counts.
func (w *benchWorker) run(q *benchQuery, agent pathing.Footprint, optimal bool) benchRow {
	g := q.Grid
	p := w.planner.Plan(g, pathing.Query{Start: q.Start, Goal: q.Goal, Agent: agent, Optimal: optimal}, nil)
	r := benchRow{
		Found: p.Found, Failure: p.Failure, Cost: p.RawCost, Expanded: p.Expanded,
		Metrics:  p.Metrics,
		SearchUS: durUS(p.SearchTime), SmoothUS: durUS(p.SmoothTime),
		OptimalAsked: optimal,
	}
	if p.Optimal != nil {
		r.OptimalLength, r.OptimalUS = p.Optimal.Length, durUS(p.Optimal.Time)
	}
	if !p.Found {
		return r
	}
	r.Match = math.Abs(p.RawCost-q.Optimal) <= q.Tol
	paper := w.smoother.Smooth(g, agent, p.Raw, pathing.Paper, pathing.Binary, nil)
	r.PaperWaypoints = len(paper.Idx)
	for k := 0; k+1 < len(paper.Idx); k++ {
		a, b := p.Raw[paper.Idx[k]], p.Raw[paper.Idx[k+1]]
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
	lin := w.smoother.Smooth(g, agent, p.Raw, pathing.Exact, pathing.Linear, nil)
	r.LinearWaypoints = len(lin.Idx)
	if optimal {
		for k := 1; k < len(lin.Idx); k++ {
			d := p.Raw[lin.Idx[k]].Sub(p.Raw[lin.Idx[k-1]])
			r.LinearLength += math.Hypot(float64(d.X), float64(d.Y))
		}
	}
	return r
}

func durUS(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }

// runBenchQueries answers every query on workers goroutines, one planner
// each (the grids are only read). Row i belongs to query i whatever the
// order the workers finish in. done, when not nil, is called once per query
// from the worker goroutines. With optimal each query also finds the
// shortest route there is.
func runBenchQueries(qs []benchQuery, agent pathing.Footprint, optimal bool, workers int, done func()) []benchRow {
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
				rows[i] = w.run(&qs[i], agent, optimal)
				if done != nil {
					done()
				}
			}
		})
	}
	wg.Wait()
	return rows
}
