package pathing_test

import (
	"fmt"
	"maps"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// optimalScens are the shipped maps TestMovingAIOptimalRoute replays, with
// the stride of the queries it takes by default and with
// SWATH_FULL_TESTS=1 (every query). The maze's 10,510 queries at two
// footprints cost about three CPU-minutes in all with A* alone (A* most of
// it); the random map's 1,780 half a minute (no 3×3 agent fits it
// anywhere).
var optimalScens = []struct {
	path       string
	stride     int
	fullStride int
}{
	{"rooms/32room_000.map.scen", 20, 1},
	{"street/Berlin_0_256.map.scen", 20, 1},
	{"mazes/maze512-4-0.map.scen", 400, 1},
	{"random/random512-20-0.map.scen", 100, 1},
}

// TestMovingAIOptimalRoute plans Moving AI queries with the optimum for a
// 1×1 and a 3×3 agent, three in four of those taken with JPS and the
// others with A* (the grid search, not the optimum, was most of its time;
// TestMovingAIOptimalLengths and TestJPSMovingAI hold both searches' costs
// to the file), and checks optimal ≤ smoothed ≤ raw, and that every
// segment of the optimal route passes the footprint's exact sweep on the
// map itself (not the placement grid the search used).
func TestMovingAIOptimalRoute(t *testing.T) {
	full := pathing.FullTests()
	type task struct {
		name  string
		grid  *pathing.Grid
		agent pathing.Footprint
		scens []levels.Scenario
	}
	var tasks []task
	for _, s := range optimalScens {
		path := filepath.Join("..", "testdata", "movingai", s.path)
		g, err := levels.LoadMap(strings.TrimSuffix(path, ".scen"))
		if err != nil {
			t.Fatal(err)
		}
		scens, err := levels.LoadScen(path)
		if err != nil {
			t.Fatal(err)
		}
		stride := s.stride
		if full {
			stride = s.fullStride
		}
		var some []levels.Scenario
		for i := 0; i < len(scens); i += stride {
			some = append(some, scens[i])
		}
		scens = some
		for _, f := range []pathing.Footprint{{L: 1, W: 1}, {L: 3, W: 3}} {
			for lo := 0; lo < len(scens); lo += 10 {
				tasks = append(tasks, task{filepath.Base(s.path), g, f, scens[lo:min(lo+10, len(scens))]})
			}
		}
	}
	ch := make(chan task)
	go func() {
		for _, tk := range tasks {
			ch <- tk
		}
		close(ch)
	}()
	var mu sync.Mutex
	counts := map[string]int{}
	errs := 0
	fail := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if errs++; errs <= 20 {
			t.Errorf(format, args...)
		}
	}
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var p pathing.Planner
			for tk := range ch {
				for k, sc := range tk.scens {
					at := fmt.Sprintf("%s:%d %v agent %v→%v", tk.name, sc.Line, tk.agent, sc.Start, sc.Goal)
					opts := pathing.Options{Optimal: true}
					if k%4 != 0 {
						opts.Algorithm = pathing.JPS // the same costs, several times faster than A*
					}
					at += " " + opts.Algorithm.String()
					pl := p.Plan(tk.grid, pathing.Query{Start: sc.Start, Goal: sc.Goal, Agent: tk.agent, Options: opts}, nil)
					if !pl.Found {
						if pl.Optimal != nil {
							fail("%s: no route (%s) but an optimum %v", at, pl.Err, pl.Optimal.Waypoints)
						}
						continue
					}
					o := pl.Optimal
					if o == nil {
						fail("%s: a route but no optimum", at)
						continue
					}
					m := pl.Metrics
					if o.Length > m.SmoothedLength+1e-9 || m.SmoothedLength > m.RawLength+1e-9 {
						fail("%s: optimal %.9f, smoothed %.9f, raw %.9f: want them in that order", at, o.Length, m.SmoothedLength, m.RawLength)
					}
					if tk.agent.L == 1 && o.Length > sc.Optimal+printedTolerance(sc.OptimalText, sc.Optimal, len(o.Waypoints)) {
						fail("%s: optimal %.9f above the file's grid optimum %s", at, o.Length, sc.OptimalText)
					}
					w := o.Waypoints
					if len(w) == 0 || w[0] != sc.Start || w[len(w)-1] != sc.Goal {
						fail("%s: optimal route %v does not join start and goal", at, w)
						continue
					}
					for i := 1; i < len(w); i++ {
						if ok, _ := pathing.Visible(tk.grid, tk.agent, w[i-1], w[i], pathing.Exact); !ok {
							fail("%s: optimal segment %v→%v sweeps an obstacle", at, w[i-1], w[i])
						}
					}
					mu.Lock()
					counts[tk.name+"/"+tk.agent.String()]++
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	total := 0
	for _, k := range slices.Sorted(maps.Keys(counts)) {
		t.Logf("%s: %d routes checked", k, counts[k])
		total += counts[k]
	}
	if len(counts) < 6 {
		t.Errorf("routes checked on %d map×agent pairs, want 6: %v", len(counts), counts)
	}
	t.Logf("%d routes (full: %v)", total, full)
}
