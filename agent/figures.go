package agent

import (
	"fmt"
	"time"

	"swath/pathing"
)

// Figure is one labelled number of a plan.
type Figure struct{ Label, Value string }

// Figures are the agent's plan's numbers as the algorithm's contract
// defines them (its section "Figures the product reports"): nodes, turns,
// lengths, visibility tests, cells scanned and times, both algorithms'
// searches side by side, and with want the shortest possible route's
// length beside the route's. extra (a .scen query's figures) go after the
// lengths, where they are compared, before the optimum's. Without a route
// the first figure says why. Turns do not count the initial heading.
func (a *Agent) Figures(m Map, want bool, extra []Figure) []Figure {
	p := &a.plan.plan
	mt := p.Metrics
	f := []Figure{
		{"nodes raw → waypoints", fmt.Sprintf("%d → %d", mt.RawNodes, mt.Waypoints)},
		{"turns raw → smoothed", fmt.Sprintf("%d → %d", mt.RawTurns, mt.SmoothedTurns)},
		{"length raw", fmt.Sprintf("%.2f", mt.RawLength)},
		{"length smoothed", fmt.Sprintf("%.2f", mt.SmoothedLength)},
		{"visibility tests", fmt.Sprint(mt.VisibilityTests)},
		{"cells scanned", fmt.Sprint(mt.CellsScanned)},
		{"planning time", durationFigure(a.plan.took)},
		{"  " + AlgorithmName(p.Query.Algorithm) + " search", fmt.Sprintf("%d µs", p.SearchTime.Microseconds())},
		{"  smoothing", fmt.Sprintf("%d µs", p.SmoothTime.Microseconds())},
	}
	f = append(f, a.searchFigures(m)...)
	lengths := append(append([]Figure(nil), extra...), a.optimalFigures(m, want)...)
	f = append(f[:4], append(lengths, f[4:]...)...)
	return append(failureFigures(p), f...)
}

// failureFigures head the figures when there is no route: its kind and,
// for a stuck route, the node, so that the figures (and an exported
// picture) say why, whatever the status line shows at the moment.
func failureFigures(p *pathing.Plan) []Figure {
	if p.Found || p.Err == nil {
		return nil
	}
	v := p.Failure.String()
	if p.Failure == pathing.Stuck && p.StuckAt >= 0 {
		v = fmt.Sprintf("stuck at node %d", p.StuckAt)
	}
	return []Figure{{"no route", v}}
}

// optimalFigures set the shortest possible route's length beside the
// smoothed and raw lengths, with how much longer each is ("+x.xx %"), when
// want; "computing…" while it is being found.
func (a *Agent) optimalFigures(m Map, want bool) []Figure {
	if !want {
		return nil
	}
	r, current := a.Optimal(m, want)
	switch need := optimalBytes(m); {
	case need > JobLimit:
		return []Figure{{"shortest possible", fmt.Sprintf("- (its search: %s, over %s)", byteSize(need), byteSize(JobLimit))}}
	case !current:
		return []Figure{{"shortest possible", "computing…"}}
	case r == nil:
		return []Figure{{"shortest possible", "-"}}
	}
	f := []Figure{{"shortest possible", fmt.Sprintf("%.2f", r.Length)}}
	gap := func(l float64) string {
		if r.Length <= 0 {
			return "-"
		}
		return fmt.Sprintf("%+.2f %%", 100*(l/r.Length-1))
	}
	p := &a.plan.plan
	if p.Found {
		f = append(f, Figure{"  smoothed longer by", gap(p.Metrics.SmoothedLength)})
	}
	if len(p.Raw) > 0 {
		f = append(f, Figure{"  raw longer by", gap(p.Metrics.RawLength)})
	}
	return f
}

// searchFigures are the plain view's figures of the plan's search, A*'s
// and JPS's side by side (the other algorithm's from the comparison, see
// compare.go): two lines, as many as the one algorithm had before.
func (a *Agent) searchFigures(m Map) []Figure {
	p := &a.plan.plan
	c, ok := a.Searches(m)
	jps := Figure{"JPS jump pts, scanned", "-"}
	if cells := m.Grid.Width() * m.Grid.Height(); cells > maxCompareCells && p.Query.Algorithm == pathing.AStar {
		jps.Value = "- (map over 16.8 M cells)"
	}
	if ok[1] {
		jps.Value = countText(c[1], fmt.Sprintf("%d, %d", c[1].Expanded, c[1].Scanned))
	}
	if p.Query.Algorithm == pathing.JPS {
		astar := Figure{"A* expanded", "- (J plans it)"}
		if ok[0] {
			astar.Value = countText(c[0], fmt.Sprint(c[0].Expanded))
		}
		return []Figure{jps, astar}
	}
	return []Figure{{"A* expanded (reused)", fmt.Sprintf("%d (%d)", p.Expanded, p.Reused)}, jps}
}

func countText(c SearchCount, v string) string {
	if !c.Found {
		return "no path, " + v
	}
	return v
}

// durationFigure is d in microseconds, or "…" when it is not known (< 0).
func durationFigure(d time.Duration) string {
	if d < 0 {
		return "…"
	}
	return fmt.Sprintf("%d µs", d.Microseconds())
}

// AlgorithmName is how the app names a search algorithm to a person:
// "A*" or "JPS" (pathing's names are the file and flag spellings).
func AlgorithmName(al pathing.Algorithm) string {
	if al == pathing.JPS {
		return "JPS"
	}
	return "A*"
}

// AlgorithmNote is what a status line adds after the method for
// algorithm al: nothing for A*, the default (so the line reads as it
// always did), ", JPS" otherwise.
func AlgorithmNote(al pathing.Algorithm) string {
	if al == pathing.AStar {
		return ""
	}
	return ", " + AlgorithmName(al)
}

// NoPath is the sentence that says why the agent has no route, or "" when
// it has one.
func (a *Agent) NoPath() string {
	p := &a.plan.plan
	if p.Found || p.Err == nil {
		return ""
	}
	return "No route: " + p.Err.Error() + "."
}

// FitWarnings say where the footprint does not fit at the agent's ends on
// g, one sentence each; empty when it fits at both.
func (a *Agent) FitWarnings(g *pathing.Grid) []string {
	var out []string
	for _, e := range []struct {
		name string
		at   pathing.Point
	}{{"start", a.q.Start}, {"goal", a.q.Goal}} {
		if err := g.FitError(a.q.Agent, e.at); !g.Fits(a.q.Agent, e.at) && err != nil {
			out = append(out, fmt.Sprintf("The footprint does not fit at the %s: %v.", e.name, err))
		}
	}
	return out
}
