package bench

import (
	"swath/pathing"
)

// PaperMisses counts the paper-sampling flaw (the first flaw: column-centre sampling misses clipped cells).
type PaperMisses struct {
	// Queries whose paper-sampled smoothing kept a segment the exact test rejects.
	Queries int `json:"queries"`
	// Segments is the number of such segments over all queries.
	Segments int `json:"segments"`
	// Cells is the number of obstacle cells in their exact scan sets that the
	// paper's scan sets lack, summed.
	Cells int `json:"cells"`
}

// cellOrder compares, for JPS, the smoothing of its path laid out in the
// order the planner uses with the same jump points in the other order
// (pathing.CellOrder): the same cost, a different node set to smooth.
type cellOrder struct {
	Used  string `json:"used"`
	Other string `json:"other"`
	// Mean smoothed length (exact sampling, binary) and waypoints, found queries.
	SmoothedLengthUsed  float64 `json:"smoothed_length_used"`
	SmoothedLengthOther float64 `json:"smoothed_length_other"`
	WaypointsUsed       float64 `json:"waypoints_used"`
	WaypointsOther      float64 `json:"waypoints_other"`
	// Queries where the other order smooths shorter / longer (by more than 1e-9).
	OtherShorter int `json:"other_shorter"`
	OtherLonger  int `json:"other_longer"`
}

// Summary is the result of one bench run, printed as one JSON object.
// Time figures cover every query; path figures cover the found ones.
type Summary struct {
	Scen  string `json:"scen"`
	Maps  int    `json:"maps"`
	Agent string `json:"agent"`
	Algo  string `json:"algo"`
	// Clock says how the times were taken: each worker's thread CPU time
	// where the system has one, else the wall clock.
	Clock   string `json:"clock"`
	Workers int    `json:"workers"`
	Queries int    `json:"queries"`
	Found   int    `json:"found"`
	// Failures counts the queries not found, by reason.
	Failures map[string]int `json:"failures"`
	// OptimalCompared is false for agents other than 1×1: the .scen lengths
	// are for a point agent, so OptimalMatches is 0 and OptimalNote says so.
	OptimalCompared bool   `json:"optimal_compared"`
	OptimalMatches  int    `json:"optimal_matches"`
	OptimalNote     string `json:"optimal_note"`
	// SearchUS is the search time of every query, whichever the algorithm;
	// AStarUS repeats it for A* runs (the field bench wrote before JPS).
	SearchUS    timing  `json:"search_us"`
	AStarUS     *timing `json:"astar_us,omitempty"`
	SmoothUS    timing  `json:"smooth_us"`
	WallSeconds float64 `json:"wall_s"`
	// OptimalUS and Gap are there with --optimal: the time of the optimal
	// search (all queries with a raw route) and the routes' excess length.
	OptimalUS *timing `json:"optimal_us,omitempty"`
	// OptimalPrepareMS is, with --optimal, the time the workers spent
	// preparing the optimum (pathing.Planner.PrepareOptimal: every corner
	// of the map listed, once per worker and map, before its queries; in
	// no query's time), OptimalPrepares how many preparations that was.
	OptimalPrepareMS *float64   `json:"optimal_prepare_ms,omitempty"`
	OptimalPrepares  int        `json:"optimal_prepares,omitempty"`
	Gap              *benchGaps `json:"gap,omitempty"`
	// Sampling and Farthest are the smoothing's settings (--sampling,
	// --farthest); Compared is false under --no-compare, when the paper-flaw
	// figures below were not measured and stay 0.
	Sampling string `json:"sampling"`
	Farthest string `json:"farthest"`
	Compared bool   `json:"compared"`

	Expansions countDist `json:"expansions"`
	// JumpCellsScanned are the cells JPS's jumps passed over (0 for A*).
	JumpCellsScanned countDist `json:"jump_cells_scanned"`
	RawNodes         dist      `json:"raw_nodes"`
	Waypoints        dist      `json:"waypoints"`
	NodeRatio        dist      `json:"node_ratio"` // raw nodes / waypoints
	RawTurns         dist      `json:"raw_turns"`
	SmoothedTurns    dist      `json:"smoothed_turns"`
	RawLength        dist      `json:"raw_length"`
	SmoothedLength   dist      `json:"smoothed_length"`
	LengthRatio      dist      `json:"length_ratio"` // smoothed / raw length
	VisibilityTests  countDist `json:"visibility_tests"`
	CellsScanned     countDist `json:"cells_scanned"`

	PaperSamplingMisses PaperMisses `json:"paper_sampling_misses"`
	// BinaryLongerThanLinear counts queries where the paper's binary search
	// keeps more waypoints than the true-farthest (linear) strategy.
	BinaryLongerThanLinear int `json:"binary_longer_than_linear"`
	// BinaryShorterThanLinear counts the opposite (greedy farthest is not
	// always the fewest).
	BinaryShorterThanLinear int `json:"binary_shorter_than_linear"`
	// CellOrder is set for JPS runs.
	CellOrder *cellOrder `json:"cell_order,omitempty"`
}

// summarizeBench folds the per-query rows into a summary.
func summarizeBench(scen string, maps int, agent pathing.Footprint, algo pathing.Algorithm, workers int, rows []benchRow) Summary {
	s := Summary{
		Scen: scen, Maps: maps, Agent: agent.String(), Algo: algo.String(), Workers: workers,
		Queries: len(rows), Failures: map[string]int{},
		OptimalCompared: agent.Norm() == pathing.Footprint{L: 1, W: 1},
	}
	if s.OptimalCompared {
		s.OptimalNote = "1x1 agent: A* cost compared with the .scen optimal length, tolerance half a unit of its last printed digit"
	} else {
		s.OptimalNote = "optimal lengths in a .scen are for a 1x1 agent; not compared for " + s.Agent
	}
	var search, smooth, exp, scanned, opt []float64
	var co cellOrder
	asked, prep := false, 0.0
	var raw, way, ratio, rt, st, rl, sl, lr, vt, cs []float64
	for _, r := range rows {
		search = append(search, r.SearchUS)
		if r.OptimalAsked {
			asked = true
			opt = append(opt, r.OptimalUS)
		}
		if r.OptimalPrepared {
			prep += r.OptimalPrepareUS / 1e3
			s.OptimalPrepares++
		}
		exp = append(exp, float64(r.Expanded))
		scanned = append(scanned, float64(r.Scanned))
		if !r.Found {
			s.Failures[r.Failure.String()]++
			continue
		}
		s.Found++
		if s.OptimalCompared && r.Match {
			s.OptimalMatches++
		}
		m := r.Metrics
		smooth = append(smooth, r.SmoothUS)
		raw = append(raw, float64(m.RawNodes))
		way = append(way, float64(m.Waypoints))
		ratio = append(ratio, float64(m.RawNodes)/float64(m.Waypoints))
		rt = append(rt, float64(m.RawTurns))
		st = append(st, float64(m.SmoothedTurns))
		rl = append(rl, m.RawLength)
		sl = append(sl, m.SmoothedLength)
		if m.RawLength > 0 {
			lr = append(lr, m.SmoothedLength/m.RawLength)
		}
		vt = append(vt, float64(m.VisibilityTests))
		cs = append(cs, float64(m.CellsScanned))
		co.SmoothedLengthUsed += m.SmoothedLength
		co.SmoothedLengthOther += r.OtherOrderLength
		co.WaypointsUsed += float64(m.Waypoints)
		co.WaypointsOther += float64(r.OtherOrderWaypoints)
		switch {
		case r.OtherOrderLength < m.SmoothedLength-1e-9:
			co.OtherShorter++
		case r.OtherOrderLength > m.SmoothedLength+1e-9:
			co.OtherLonger++
		}
		if !r.Compared {
			continue
		}
		s.Compared = true
		if r.PaperBadSegments > 0 {
			s.PaperSamplingMisses.Queries++
			s.PaperSamplingMisses.Segments += r.PaperBadSegments
			s.PaperSamplingMisses.Cells += r.PaperMissedCells
		}
		switch {
		case r.BinaryWaypoints > r.LinearWaypoints:
			s.BinaryLongerThanLinear++
		case r.BinaryWaypoints < r.LinearWaypoints:
			s.BinaryShorterThanLinear++
		}
	}
	s.SearchUS, s.SmoothUS = summarizeTime(search), summarizeTime(smooth)
	if algo == pathing.AStar {
		t := s.SearchUS
		s.AStarUS = &t
	}
	if algo == pathing.JPS {
		var jps pathing.JPSearcher // the order the planner lays paths out in
		co.Used, co.Other = jps.Order.String(), otherOrder(jps.Order).String()
		if n := float64(max(s.Found, 1)); s.Found > 0 {
			co.SmoothedLengthUsed /= n
			co.SmoothedLengthOther /= n
			co.WaypointsUsed /= n
			co.WaypointsOther /= n
		}
		s.CellOrder = &co
	}
	if asked {
		ot, g := summarizeTime(opt), summarizeGaps(rows)
		s.OptimalUS, s.Gap = &ot, &g
		s.OptimalPrepareMS = &prep
	}
	s.Expansions = summarizeCount(exp)
	s.JumpCellsScanned = summarizeCount(scanned)
	s.RawNodes, s.Waypoints, s.NodeRatio = summarize(raw), summarize(way), summarize(ratio)
	s.RawTurns, s.SmoothedTurns = summarize(rt), summarize(st)
	s.RawLength, s.SmoothedLength, s.LengthRatio = summarize(rl), summarize(sl), summarize(lr)
	s.VisibilityTests, s.CellsScanned = summarizeCount(vt), summarizeCount(cs)
	return s
}
