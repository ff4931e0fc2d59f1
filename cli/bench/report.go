package bench

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
)

// writeBenchText prints the summary for a person.
func writeBenchText(w io.Writer, s *Summary) {
	fmt.Fprintf(w, "%s: %d queries on %d map(s), %s agent, %s, aware search, %s sampling, %s farthest, %d workers, %.2f s wall\n",
		s.Scen, s.Queries, s.Maps, s.Agent, s.Algo, s.Sampling, s.Farthest, s.Workers, s.WallSeconds)
	fmt.Fprintf(w, "times: %s\n", s.Clock)
	fmt.Fprintf(w, "found          %d of %d", s.Found, s.Queries)
	if len(s.Failures) > 0 {
		keys := make([]string, 0, len(s.Failures))
		for k := range s.Failures {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprintf("%s %d", k, s.Failures[k])
		}
		fmt.Fprintf(w, " (not found: %s)", strings.Join(parts, ", "))
	}
	fmt.Fprintln(w)
	if s.OptimalCompared {
		fmt.Fprintf(w, "optimal        %d of %d found match the .scen length (tolerance: half a unit of its last printed digit)\n", s.OptimalMatches, s.Found)
	} else {
		fmt.Fprintf(w, "A* optimal     not compared: %s\n", s.OptimalNote)
	}
	fmt.Fprintf(w, "\nper found query (turns: initial heading not counted)   %10s %10s %10s\n", "mean", "median", "p95")
	for _, d := range []struct {
		name string
		d    dist
	}{
		{"raw nodes (A*)", s.RawNodes},
		{"waypoints (smoothed nodes)", s.Waypoints},
		{"node ratio raw/smoothed", s.NodeRatio},
		{"raw turns", s.RawTurns},
		{"smoothed turns", s.SmoothedTurns},
		{"raw length", s.RawLength},
		{"smoothed length", s.SmoothedLength},
		{"length ratio smoothed/raw", s.LengthRatio},
		{"visibility tests", dist{s.VisibilityTests.Mean, s.VisibilityTests.Median, s.VisibilityTests.P95}},
		{"cells scanned", dist{s.CellsScanned.Mean, s.CellsScanned.Median, s.CellsScanned.P95}},
	} {
		fmt.Fprintf(w, "  %-52s %10s %10s %10s\n", d.name, fmtNum(d.d.Mean), fmtNum(d.d.Median), fmtNum(d.d.P95))
	}
	fmt.Fprintf(w, "\nper query                                              %10s %10s %10s\n", "median", "p95", "total")
	what := "A* expansions (all queries)"
	if s.Algo == "jps" {
		what = "JPS jump points expanded (all queries)"
	}
	fmt.Fprintf(w, "  %-52s %10s %10s %10s\n", what, fmtNum(s.Expansions.Median), fmtNum(s.Expansions.P95), fmtNum(s.Expansions.Total))
	if s.Algo == "jps" {
		c := s.JumpCellsScanned
		fmt.Fprintf(w, "  %-52s %10s %10s %10s\n", "cells the jumps passed over", fmtNum(c.Median), fmtNum(c.P95), fmtNum(c.Total))
	}
	fmt.Fprintf(w, "  %-52s %10.1f %10.1f %10.0f\n", s.Algo+" search time, µs (all queries)", s.SearchUS.Median, s.SearchUS.P95, s.SearchUS.Total)
	fmt.Fprintf(w, "  %-52s %10.1f %10.1f %10.0f\n", "smoothing time, µs (found queries)", s.SmoothUS.Median, s.SmoothUS.P95, s.SmoothUS.Total)
	if o := s.OptimalUS; o != nil {
		if pm := s.OptimalPrepareMS; pm != nil {
			fmt.Fprintf(w, "  %-52s %32.1f\n", fmt.Sprintf("its preparation before the queries, ms (%d)", s.OptimalPrepares), *pm)
		}
		fmt.Fprintf(w, "  %-52s %10.1f %10.1f %10.0f\n", "shortest-possible search, µs", o.Median, o.P95, o.Total)
		if s.SearchUS.Total > 0 {
			fmt.Fprintf(w, "  %-52s %32.2f\n", "its total time / "+s.Algo+" search total time", o.Total/s.SearchUS.Total)
		}
		g := s.Gap
		fmt.Fprintf(w, "\nlength over the shortest possible (%d queries)           %10s %10s %10s\n", g.Queries, "mean", "p95", "max")
		for _, d := range []struct {
			name string
			g    GapDist
		}{{"smoothed, binary (paper)", g.Binary}, {"smoothed, linear", g.Linear}, {"raw A*", g.Raw}} {
			fmt.Fprintf(w, "  %-52s %9.2f%% %9.2f%% %9.2f%%\n", d.name, 100*d.g.Mean, 100*d.g.P95, 100*d.g.Max)
		}
	}
	if !s.Compared {
		fmt.Fprintf(w, "\npaper flaws: not compared (--no-compare, or nothing found)\n")
	} else {
		pm := s.PaperSamplingMisses
		fmt.Fprintf(w, "\npaper flaw 1: on %d queries paper sampling accepts a segment the exact test rejects (%d segments, %d missed obstacle cells)\n",
			pm.Queries, pm.Segments, pm.Cells)
		fmt.Fprintf(w, "paper flaw 2: on %d queries binary search keeps more waypoints than linear (fewer on %d)\n",
			s.BinaryLongerThanLinear, s.BinaryShorterThanLinear)
	}
	if co := s.CellOrder; co != nil {
		fmt.Fprintf(w, "\nJPS cell order: %s (used) smooths to %.4f long with %.4g waypoints on average, %s to %.4f with %.4g;\n",
			co.Used, co.SmoothedLengthUsed, co.WaypointsUsed, co.Other, co.SmoothedLengthOther, co.WaypointsOther)
		fmt.Fprintf(w, "  %s is shorter on %d queries, longer on %d\n", co.Other, co.OtherShorter, co.OtherLonger)
	}
}

// benchCSVHeader names the columns of writeBenchCSV; times come last.
var benchCSVHeader = []string{
	"query", "line", "bucket", "map", "start_x", "start_y", "goal_x", "goal_y", "optimal",
	"found", "failure", "cost", "optimal_match", "expansions",
	"raw_nodes", "waypoints", "raw_turns", "smoothed_turns", "raw_length", "smoothed_length",
	"visibility_tests", "cells_scanned",
	"paper_waypoints", "paper_bad_segments", "paper_missed_cells", "linear_waypoints",
	"algo", "jump_cells_scanned", "other_order_waypoints", "other_order_smoothed_length",
	"search_us", "smooth_us",
}

// benchCSVOptimal are the columns --optimal adds at the end; the optimal
// length is empty when there is no route, optimal_prepare_ms but on the
// first query a worker answered on its map (the preparation before it).
var benchCSVOptimal = []string{"linear_length", "optimal_length", "optimal_us", "optimal_prepare_ms"}

// writeBenchCSV prints one row per query, in .scen order, header first.
// optimal_match is empty when matches are not compared (agent not 1×1);
// the other_order columns are empty for A*; with optimal the optimal
// columns follow.
func writeBenchCSV(w io.Writer, qs []benchQuery, rows []benchRow, compared bool, algo string, optimal bool) error {
	cw := csv.NewWriter(w)
	if optimal {
		cw.Write(append(slices.Clone(benchCSVHeader), benchCSVOptimal...))
	} else {
		cw.Write(benchCSVHeader)
	}
	for i, r := range rows {
		cw.Write(benchCSVRecord(i, &qs[i], r, compared, algo, optimal))
	}
	cw.Flush()
	return cw.Error()
}

// benchCSVRecord is query i's row of writeBenchCSV.
func benchCSVRecord(i int, q *benchQuery, r benchRow, compared bool, algo string, optimal bool) []string {
	m := r.Metrics
	match := ""
	if compared {
		match = fmt.Sprint(r.Match)
	}
	// the comparison's columns are empty under --no-compare
	cmp := func(v int) string {
		if !r.Compared {
			return ""
		}
		return fmt.Sprint(v)
	}
	failure := ""
	if !r.Found {
		failure = r.Failure.String()
	}
	otherWay, otherLen := "", ""
	if algo == "jps" && r.Found {
		otherWay, otherLen = fmt.Sprint(r.OtherOrderWaypoints), fmtF(r.OtherOrderLength)
	}
	rec := []string{
		fmt.Sprint(i), fmt.Sprint(q.Line), fmt.Sprint(q.Bucket), q.Map,
		fmt.Sprint(q.Start.X), fmt.Sprint(q.Start.Y), fmt.Sprint(q.Goal.X), fmt.Sprint(q.Goal.Y), fmtF(q.Optimal),
		fmt.Sprint(r.Found), failure, fmtF(r.Cost), match, fmt.Sprint(r.Expanded),
		fmt.Sprint(m.RawNodes), fmt.Sprint(m.Waypoints), fmt.Sprint(m.RawTurns), fmt.Sprint(m.SmoothedTurns),
		fmtF(m.RawLength), fmtF(m.SmoothedLength), fmt.Sprint(m.VisibilityTests), fmt.Sprint(m.CellsScanned),
		cmp(r.PaperWaypoints), cmp(r.PaperBadSegments), cmp(r.PaperMissedCells), cmp(r.LinearWaypoints),
		algo, fmt.Sprint(r.Scanned), otherWay, otherLen,
		fmt.Sprintf("%.3f", r.SearchUS), fmt.Sprintf("%.3f", r.SmoothUS),
	}
	if optimal {
		ol := ""
		if r.OptimalLength > 0 {
			ol = fmtF(r.OptimalLength)
		}
		pm := "" // set on a worker's first query of its map: the preparation before it
		if r.OptimalPrepared {
			pm = fmt.Sprintf("%.3f", r.OptimalPrepareUS/1e3)
		}
		rec = append(rec, fmtF(r.LinearLength), ol, fmt.Sprintf("%.3f", r.OptimalUS), pm)
	}
	return rec
}

func fmtF(x float64) string { return fmt.Sprintf("%.8f", x) }

// fmtNum prints a figure for a person: four significant digits, but whole
// numbers of 1000 and more in full.
func fmtNum(x float64) string {
	if x >= 1000 || x <= -1000 {
		return fmt.Sprintf("%.0f", x)
	}
	return fmt.Sprintf("%.4g", x)
}
