package bench

import (
	"math"
	"slices"
	"strings"
	"testing"

	"swath/pathing"
)

// The other cell order's figures are those of smoothing the other layout
// of the JPS path, whether the layouts differ (an open map: smoothed
// again) or not (a maze's corridors: the plan's own smoothing reused).
func TestOtherOrderFigures(t *testing.T) {
	for _, scen := range []string{
		"../../testdata/movingai/mazes/maze512-1-0.map.scen",
		"../../testdata/movingai/random/random512-20-0.map.scen",
	} {
		qs, _, err := loadBench(scen, "", 60)
		if err != nil {
			t.Fatal(err)
		}
		opt := benchOpts{Options: pathing.Options{Algorithm: pathing.JPS}, NoCompare: true}
		var w benchWorker
		var sm pathing.Smoother
		same := 0
		agent := pathing.Footprint{L: 1, W: 1}
		for i := range qs {
			r := w.run(&qs[i], agent, opt)
			if !r.Found {
				continue
			}
			// the planner's last search is this query's: its path, then
			// the same jump points laid out the other way
			p := w.planner.Plan(qs[i].Grid, pathing.Query{Start: qs[i].Start, Goal: qs[i].Goal, Agent: agent, Options: opt.Options}, nil)
			other := w.planner.JPS.Expand(otherOrder(w.planner.JPS.Order))
			if slices.Equal(other, p.Raw) {
				same++
			}
			idx := sm.Smooth(qs[i].Grid, agent, other, pathing.Exact, pathing.Binary, nil).Idx
			length := 0.0
			for k := 1; k < len(idx); k++ {
				a, b := other[idx[k-1]], other[idx[k]]
				length += math.Hypot(float64(a.X-b.X), float64(a.Y-b.Y))
			}
			if r.OtherOrderWaypoints != len(idx) || math.Abs(r.OtherOrderLength-length) > 1e-9 {
				t.Fatalf("%s query %d: other order %d waypoints, %.3f long; smoothed afresh %d, %.3f",
					scen, i, r.OtherOrderWaypoints, r.OtherOrderLength, len(idx), length)
			}
		}
		t.Logf("%s: %d of %d queries laid out alike both ways", scen, same, len(qs))
		// both branches are tried: the maze's corridors have no diagonal,
		// the random map's paths have
		if maze := strings.Contains(scen, "maze"); (maze && same == 0) || (!maze && same == len(qs)) {
			t.Errorf("%s: %d of %d queries laid out alike", scen, same, len(qs))
		}
	}
}
