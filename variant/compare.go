package variant

import (
	"math"

	"swath/pathing"
)

// Differences are where the plans of one query under several settings
// differ. Each slice has one entry per run, in the runs' order.
type Differences struct {
	// Figures holds, by the name plan --json gives it, each run's value of
	// every figure that is not the same in all runs (within 1e-9): found
	// (1 or 0), expanded, jump_cells_scanned, raw_cost, raw_nodes,
	// waypoints, raw_turns, smoothed_turns, raw_length, smoothed_length,
	// visibility_tests, cells_scanned, and, when every run has the
	// shortest route, optimal_length and optimal_gap. Times are left out:
	// they differ on every run.
	Figures map[string][]float64
	// Waypoints are, per run, the waypoint cells of its route that some
	// other run does not keep (for two runs: the waypoints one run keeps
	// and the other does not), in route order.
	Waypoints [][]pathing.Point
	// Missed are, per run, the obstacle cells its route runs into that its
	// sampling does not see: for a paper-sampled route, the obstacle cells
	// of each segment's exact scan set that the paper's column-centre scan
	// set lacks (pathing.CompareSamplings' MissedHits), each once, in route
	// order; none for exact sampling, which sees every cell the footprint
	// touches.
	Missed [][]pathing.Point
	// FirstAnchor is the rank k of the waypoint T_k after which the routes
	// part: the first anchor whose chosen next waypoint is not the same in
	// every run (0 when a run has no route at all), or -1 when every run
	// keeps the same waypoints.
	FirstAnchor int
}

// Compare finds the Differences of plans, the plans of one query on g
// under several settings.
func Compare(g *pathing.Grid, plans []pathing.Plan) Differences {
	d := Differences{Figures: map[string][]float64{}, FirstAnchor: firstAnchor(plans)}
	for _, f := range figures {
		vs := make([]float64, len(plans))
		ok := true
		for i := range plans {
			vs[i], ok = f.of(&plans[i])
			if !ok {
				break
			}
		}
		if ok && !allSame(vs) {
			d.Figures[f.name] = vs
		}
	}
	// each run's waypoints as a set: a 2048² maze's routes keep thousands,
	// and looking each up in every other route's list took 5.4 s of the UI
	// thread when a pane's plan landed
	kept := make([]map[pathing.Point]struct{}, len(plans))
	for i := range plans {
		kept[i] = pointSet(plans[i].Waypoints)
	}
	for i := range plans {
		var only []pathing.Point
		for _, w := range plans[i].Waypoints {
			for j := range plans {
				if _, ok := kept[j][w]; j != i && !ok {
					only = append(only, w)
					break
				}
			}
		}
		d.Waypoints = append(d.Waypoints, only)
		d.Missed = append(d.Missed, Missed(g, &plans[i]))
	}
	return d
}

// pointSet is the set of the points of ps.
func pointSet(ps []pathing.Point) map[pathing.Point]struct{} {
	set := make(map[pathing.Point]struct{}, len(ps))
	for _, p := range ps {
		set[p] = struct{}{}
	}
	return set
}

// Missed are the obstacle cells p's route runs into that its sampling does
// not see (Differences.Missed): nil unless p was smoothed with paper
// sampling.
func Missed(g *pathing.Grid, p *pathing.Plan) []pathing.Point {
	if p.Query.Sampling != pathing.Paper {
		return nil
	}
	var out []pathing.Point
	seen := map[pathing.Point]struct{}{}
	wp := p.Waypoints
	for k := 0; k+1 < len(wp); k++ {
		for _, c := range pathing.CompareSamplings(g, p.Query.Agent, wp[k], wp[k+1]).MissedHits {
			if _, ok := seen[c]; !ok {
				seen[c] = struct{}{}
				out = append(out, c)
			}
		}
	}
	return out
}

// firstAnchor is Differences.FirstAnchor.
func firstAnchor(plans []pathing.Plan) int {
	n := 0
	for _, p := range plans {
		n = max(n, len(p.Waypoints))
	}
	for j := range n {
		for _, p := range plans[1:] {
			a, b := plans[0].Waypoints, p.Waypoints
			if j >= len(a) || j >= len(b) || a[j] != b[j] {
				return max(j-1, 0)
			}
		}
	}
	return -1
}

func allSame(vs []float64) bool {
	for _, v := range vs[1:] {
		if math.Abs(v-vs[0]) > 1e-9 {
			return false
		}
	}
	return true
}

// figure reads one figure of a plan; ok is false when the plan has none.
type figure struct {
	name string
	of   func(p *pathing.Plan) (v float64, ok bool)
}

func always(f func(p *pathing.Plan) float64) func(p *pathing.Plan) (float64, bool) {
	return func(p *pathing.Plan) (float64, bool) { return f(p), true }
}

// figures are the figures Compare compares, in the order of plan --json.
var figures = []figure{
	{"found", always(func(p *pathing.Plan) float64 {
		if p.Found {
			return 1
		}
		return 0
	})},
	{"expanded", always(func(p *pathing.Plan) float64 { return float64(p.Expanded) })},
	{"jump_cells_scanned", always(func(p *pathing.Plan) float64 { return float64(p.Scanned) })},
	{"raw_cost", always(func(p *pathing.Plan) float64 { return p.RawCost })},
	{"raw_nodes", always(func(p *pathing.Plan) float64 { return float64(p.Metrics.RawNodes) })},
	{"waypoints", always(func(p *pathing.Plan) float64 { return float64(p.Metrics.Waypoints) })},
	{"raw_turns", always(func(p *pathing.Plan) float64 { return float64(p.Metrics.RawTurns) })},
	{"smoothed_turns", always(func(p *pathing.Plan) float64 { return float64(p.Metrics.SmoothedTurns) })},
	{"raw_length", always(func(p *pathing.Plan) float64 { return p.Metrics.RawLength })},
	{"smoothed_length", always(func(p *pathing.Plan) float64 { return p.Metrics.SmoothedLength })},
	{"visibility_tests", always(func(p *pathing.Plan) float64 { return float64(p.Metrics.VisibilityTests) })},
	{"cells_scanned", always(func(p *pathing.Plan) float64 { return float64(p.Metrics.CellsScanned) })},
	{"optimal_length", func(p *pathing.Plan) (float64, bool) {
		if p.Optimal == nil {
			return 0, false
		}
		return p.Optimal.Length, true
	}},
	{"optimal_gap", func(p *pathing.Plan) (float64, bool) {
		if p.Metrics.OptimalGap == nil {
			return 0, false
		}
		return *p.Metrics.OptimalGap, true
	}},
}
