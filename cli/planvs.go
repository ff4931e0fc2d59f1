package cli

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"swath/cli/command"
	"swath/pathing"
	"swath/variant"
)

// planVsJSON is plan --json's output with --vs: the runs, base first, each
// exactly the object a separate plan with those settings prints, their
// names, and where they differ.
type planVsJSON struct {
	Names   []string    `json:"names"`
	Runs    []any       `json:"runs"`
	Differs differsJSON `json:"differs"`
}

// differsJSON is variant.Differences for JSON: figures by name with each
// run's value; per run the waypoints some other run does not keep and the
// obstacle cells its paper sampling misses along its route; the rank of the
// first anchor whose chosen waypoint differs (null when the routes agree).
type differsJSON struct {
	Figures     map[string][]float64 `json:"figures"`
	Waypoints   [][]command.XY       `json:"waypoints"`
	MissedCells [][]command.XY       `json:"missed_cells"`
	FirstAnchor *int                 `json:"first_anchor"`
}

// planVs is plan with --vs: base and each variant planned by a planner of
// its own, as separate plan runs would be, then compared. It exits 0 when
// every run has a route, 1 when one has none.
func planVs(lv *level, mapFile string, base pathing.Query, vs *vsFlag, baseName string, asJSON bool, stdout, stderr io.Writer) int {
	g := lv.Grid
	runs, err := vs.runs(base, g, mapFile)
	if err != nil {
		return command.Bad(stderr, "plan", "%v", err)
	}
	plans := make([]pathing.Plan, len(runs))
	code := ExitOK
	for i, q := range runs {
		var planner pathing.Planner
		plans[i] = planner.Plan(g, q, nil)
		if !plans[i].Found {
			code = ExitNoPath
		}
	}
	d := variant.Compare(g, plans)
	names := command.RunNames(baseName, runs)
	if asJSON {
		out := planVsJSON{Names: names, Differs: differsJSON{Figures: d.Figures}}
		for i, q := range runs {
			out.Runs = append(out.Runs, planOutput(mapFile, g, q, &plans[i]))
			out.Differs.Waypoints = append(out.Differs.Waypoints, command.ToXY(d.Waypoints[i]))
			out.Differs.MissedCells = append(out.Differs.MissedCells, command.ToXY(d.Missed[i]))
		}
		if d.FirstAnchor >= 0 {
			out.Differs.FirstAnchor = &d.FirstAnchor
		}
		if err := command.WriteJSON(stdout, out); err != nil {
			return command.Bad(stderr, "plan", "writing output: %v", err)
		}
		return code
	}
	fmt.Fprintf(stdout, "%s: %dx%d map, from %v to %v, %d runs\n", mapFile, g.Width(), g.Height(), base.Start, base.Goal, len(runs))
	nameW := 0
	for _, n := range names {
		nameW = max(nameW, utf8.RuneCountInString(n))
	}
	for i, p := range plans {
		q := p.Query
		fmt.Fprintf(stdout, "  %d %-*s  %v agent, %s, %s search, %s sampling, %s farthest\n", i+1, nameW, names[i], q.Agent, q.Algorithm, q.Search, q.Sampling, q.Strategy)
	}
	fmt.Fprintln(stdout)
	writeVsTable(stdout, names, plans, d)
	writeVsDiffers(stdout, names, plans, d)
	return code
}

// vsRow is one row of the side-by-side table: its label, the figure it
// shows (Differences.Figures' name, "" for none) and each run's value.
type vsRow struct {
	label, figure string
	cell          func(p *pathing.Plan) string
}

// vsRows are the side-by-side table's rows; route figures read "–" for a
// run without a route.
var vsRows = []vsRow{
	{"route", "found", func(p *pathing.Plan) string {
		if p.Found {
			return "found"
		}
		return "none: " + p.Failure.String()
	}},
	{"nodes expanded", "expanded", func(p *pathing.Plan) string { return fmt.Sprint(p.Expanded) }},
	{"raw nodes", "raw_nodes", routeFigure(func(p *pathing.Plan) string { return fmt.Sprint(p.Metrics.RawNodes) })},
	{"waypoints", "waypoints", routeFigure(func(p *pathing.Plan) string { return fmt.Sprint(p.Metrics.Waypoints) })},
	{"turns (raw -> smoothed)", "smoothed_turns", routeFigure(func(p *pathing.Plan) string {
		return fmt.Sprintf("%d -> %d", p.Metrics.RawTurns, p.Metrics.SmoothedTurns)
	})},
	{"length", "smoothed_length", routeFigure(func(p *pathing.Plan) string { return fmt.Sprintf("%.4f", p.Metrics.SmoothedLength) })},
	{"over the shortest possible", "optimal_gap", func(p *pathing.Plan) string {
		switch {
		case !p.Query.Optimal:
			return "–"
		case p.Metrics.OptimalGap == nil:
			return "no route"
		}
		return fmt.Sprintf("%+.2f %%", 100**p.Metrics.OptimalGap)
	}},
	{"visibility tests", "visibility_tests", routeFigure(func(p *pathing.Plan) string { return fmt.Sprint(p.Metrics.VisibilityTests) })},
	{"cells scanned", "cells_scanned", routeFigure(func(p *pathing.Plan) string { return fmt.Sprint(p.Metrics.CellsScanned) })},
	{"search, µs", "", func(p *pathing.Plan) string { return fmt.Sprintf("%.0f", float64(p.SearchTime.Nanoseconds())/1e3) }},
	{"smoothing, µs", "", routeFigure(func(p *pathing.Plan) string { return fmt.Sprintf("%.0f", float64(p.SmoothTime.Nanoseconds())/1e3) })},
}

func routeFigure(f func(p *pathing.Plan) string) func(p *pathing.Plan) string {
	return func(p *pathing.Plan) string {
		if !p.Found {
			return "–"
		}
		return f(p)
	}
}

// writeVsTable prints the runs side by side, a column each; a row whose
// figure differs between the runs is marked with *.
func writeVsTable(w io.Writer, names []string, plans []pathing.Plan, d variant.Differences) {
	cells := make([][]string, len(vsRows))
	width := make([]int, len(plans))
	for i, n := range names {
		width[i] = utf8.RuneCountInString(n)
	}
	for r, row := range vsRows {
		for i := range plans {
			c := row.cell(&plans[i])
			cells[r] = append(cells[r], c)
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	const labelW = 30
	line := func(label string, cols []string) {
		var b strings.Builder
		fmt.Fprintf(&b, "%-*s", labelW, label)
		for i, c := range cols {
			fmt.Fprintf(&b, "  %-*s", width[i], c)
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	line("", names)
	anyOptimal := false
	for _, p := range plans {
		anyOptimal = anyOptimal || p.Query.Optimal
	}
	for r, row := range vsRows {
		mark := "  "
		if _, ok := d.Figures[row.figure]; ok || (row.figure == "smoothed_turns" && d.Figures["raw_turns"] != nil) {
			mark = "* "
		}
		line(mark+row.label, cells[r])
	}
	fmt.Fprintln(w, "* differs between the runs")
	if !anyOptimal {
		fmt.Fprintln(w, "(--optimal, or optimal=on in a --vs, for the length over the shortest possible)")
	}
}

// writeVsDiffers names the cells where the runs' answers differ.
func writeVsDiffers(w io.Writer, names []string, plans []pathing.Plan, d variant.Differences) {
	var only []string
	for i, ps := range d.Waypoints {
		if len(ps) > 0 {
			only = append(only, fmt.Sprintf("%s keeps %s", names[i], fmtPoints(ps)))
		}
	}
	if len(only) > 0 {
		fmt.Fprintf(w, "waypoints not every run keeps: %s\n", strings.Join(only, "; "))
	}
	for i, ps := range d.Missed {
		if len(ps) > 0 {
			fmt.Fprintf(w, "%s: paper sampling misses %d obstacle cell(s) its route runs into: %s\n", names[i], len(ps), fmtPoints(ps))
		}
	}
	k := d.FirstAnchor
	if k < 0 {
		fmt.Fprintln(w, "every run keeps the same waypoints")
		return
	}
	var to []string
	for i, p := range plans {
		switch {
		case k+1 < len(p.Waypoints):
			to = append(to, fmt.Sprintf("%s to %v", names[i], p.Waypoints[k+1]))
		case len(p.Waypoints) == 0:
			to = append(to, names[i]+" has no route")
		default:
			to = append(to, names[i]+" ends there")
		}
	}
	at := ""
	if k < len(plans[0].Waypoints) {
		at = fmt.Sprintf(" %v", plans[0].Waypoints[k])
	}
	fmt.Fprintf(w, "the routes part at anchor T%d%s: %s\n", k, at, strings.Join(to, ", "))
}

func fmtPoints(ps []pathing.Point) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.String()
	}
	return strings.Join(parts, " ")
}
