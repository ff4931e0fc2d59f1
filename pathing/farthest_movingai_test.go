package pathing_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// TestFarthestMovingAI checks the Linear strategy against the old backward
// scan on every anchor of the smoothing of Moving AI queries of the shipped
// maps, in both samplings. By default it takes every 200th query of each file
// (the files list them short to long, so the sample spans every length);
// with SWATH_FULL_TESTS=1 (make test) every 10th, and with
// SWATH_FULL_TESTS=all every one: the old scan it checks against is
// quadratic, and all 27,470 queries cost it about 45 CPU-minutes. Every
// anchor's farthest node is checked against the smoothing's own (indexed)
// search; against the scan, every anchor of a route with at most
// scanAnchors of them and scanAnchors spread evenly along a longer one
// (the first and the last among them), unless SWATH_FULL_TESTS=all: a
// long maze route's scan of every anchor cost as much as hundreds of
// short routes, so make test spent most of its pathing time there. The
// quick smoothing (Smoother.WaypointsOnly, bench's) must keep the same
// waypoints as the plain one on every route.
func TestFarthestMovingAI(t *testing.T) {
	step, scanAnchors := 200, 1<<30
	switch {
	case os.Getenv("SWATH_FULL_TESTS") == "all":
		step = 1
	case pathing.FullTests():
		step, scanAnchors = 10, 48
	}
	type job struct {
		name string
		g    *pathing.Grid
		sc   levels.Scenario
	}
	var jobs []job
	for _, path := range movingAIScens(t) {
		g, err := levels.LoadMap(strings.TrimSuffix(path, ".scen"))
		if err != nil {
			t.Fatal(err)
		}
		scens, err := levels.LoadScen(path)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(scens); i += step {
			jobs = append(jobs, job{filepath.Base(path), g, scens[i]})
		}
	}
	var next, anchors, scanned, queries, failures atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			var s pathing.Searcher
			var sm pathing.Smoother
			quick := pathing.Smoother{WaypointsOnly: true}
			for {
				k := int(next.Add(1) - 1)
				if k >= len(jobs) || failures.Load() > 10 {
					return
				}
				j := jobs[k]
				res := s.Search(j.g, pathing.Footprint{}, pathing.Aware, j.sc.Start, j.sc.Goal, nil)
				if res.Failure != pathing.NoFailure {
					continue
				}
				queries.Add(1)
				for _, smp := range []pathing.Sampling{pathing.Exact, pathing.Paper} {
					r := sm.Smooth(j.g, pathing.Footprint{}, res.Path, smp, pathing.Linear, nil)
					if q := quick.Smooth(j.g, pathing.Footprint{}, res.Path, smp, pathing.Linear, nil); !slices.Equal(q.Idx, r.Idx) {
						failures.Add(1)
						t.Errorf("%s:%d %v→%v, %v: WaypointsOnly keeps %v, the plain smoothing %v", j.name, j.sc.Line, j.sc.Start, j.sc.Goal, smp, q.Idx, r.Idx)
					}
					na := len(r.Idx) - 1
					for k, i := range r.Idx[:na] {
						anchors.Add(1)
						got := pathing.Farthest(pathing.FarthestQuery{Grid: j.g, Nodes: res.Path, From: i, Sampling: smp, Strategy: pathing.Linear}, nil).T
						want, what := r.Idx[k+1], "smoothing keeps" // Smooth's own (indexed) search
						if na <= scanAnchors || k*(scanAnchors-1)%(na-1) < scanAnchors-1 {
							want, _, _ = pathing.FarthestScan(j.g, pathing.Footprint{}, res.Path, i, smp, nil)
							scanned.Add(1)
							what = fmt.Sprintf("smoothing keeps %d, the scan gives", r.Idx[k+1])
						}
						if got != want || r.Idx[k+1] != want {
							failures.Add(1)
							mu.Lock()
							t.Errorf("%s:%d %v→%v, %v, anchor %d %v: farthest %d, %s %d",
								j.name, j.sc.Line, j.sc.Start, j.sc.Goal, smp, i, res.Path[i], got, what, want)
							mu.Unlock()
						}
					}
				}
			}
		})
	}
	wg.Wait()
	t.Logf("%s: %d queries of %d files, %d anchors (both samplings) agree with the smoothing, %d of them with the scan",
		map[bool]string{true: "full", false: fmt.Sprintf("every %dth query", step)}[step == 1], queries.Load(), len(movingAIScens(t)), anchors.Load(), scanned.Load())
	if queries.Load() < int64(len(jobs))*9/10 {
		t.Errorf("only %d of %d queries found a route", queries.Load(), len(jobs))
	}
}
