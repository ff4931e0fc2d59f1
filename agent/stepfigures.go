package agent

import (
	"fmt"

	"swath/pathing"
	"swath/timeline"
)

// StepFigures are the side column's figures in the step-through view for
// step v of tl: the step, its numbers, and the two strategies side by
// side. A scene shows them for the step at the cursor; an exporter drawing
// another step calls it directly.
func StepFigures(tl *timeline.Timeline, v *timeline.StepView) []Figure {
	var out []Figure // the timeline band shows the step's number and phase
	add := func(label, format string, args ...any) {
		out = append(out, Figure{label, fmt.Sprintf(format, args...)})
	}
	switch v.Phase {
	case timeline.PhaseSearch:
		add("search", "%s", v.Kind)
		if v.SearchStep >= 0 {
			add("closed / open", "%d / %d", v.Closed, v.Open)
		}
		out = append(out, jpsStepFigures(v)...)
		if v.Kind == timeline.StepNodes {
			add("raw nodes, turns", "%d, %d", len(v.Raw), v.Plan.Metrics.RawTurns)
		}
	case timeline.PhaseSmooth:
		add("anchor Pi", "P%d = T%d", v.Anchor, v.AnchorNo)
		if v.Kind == timeline.StepProbe {
			block := "-"
			if v.Block >= 0 {
				block = fmt.Sprint(v.Block)
			}
			add("probe", "%d of %d", v.Probe+1, v.Probes)
			add("pass / block / t", "%d / %s / %d", v.Pass, block, v.T)
		}
		if v.HasSweep {
			add("scan cells / hits", "%d / %d", v.ScanSize, len(v.Hits))
			miss := fmt.Sprint(len(v.Samplings.Missed))
			if v.Samplings.PaperAccepts {
				miss += ", accepts!"
			}
			add("paper sampling misses", "%s", miss)
		}
		add("tests / cells so far", "%d / %d", v.Tests, v.CellsScanned)
	case timeline.PhaseWalk:
		add("walked", "%.2f of %.2f", v.WalkDist, v.WalkLen)
	case timeline.PhaseOptimal:
		add("vertex expanded", "%d of %d", v.OptStep+1, tl.OptimalExpansions())
		add("g, h", "%.2f, %.2f", v.G, v.H)
		add("corners seen", "%d", len(v.OptVisible))
		if r := v.Plan.Optimal; r != nil {
			add("shortest possible", "%.2f", r.Length)
		}
	}
	out = append(out, searchComparison(tl)...)
	b, l := tl.Binary(), tl.Linear()
	for _, c := range []struct {
		name string
		p    *pathing.Plan
	}{{"binary", b}, {"linear", l}} {
		fig := strategyFigure(c.p.Found, c.p.Metrics.Waypoints, c.p.Metrics.SmoothedTurns)
		if tl.Comparing() && c.p == tl.Alt() {
			fig = "being computed…"
		}
		add(c.name+": waypoints, turns", "%s", fig)
	}
	return out
}

func strategyFigure(found bool, waypoints, turns int) string {
	if !found {
		return "no route"
	}
	return fmt.Sprintf("%d, %d", waypoints, turns)
}

// jpsStepFigures are a JPS search step's own figures: what its jumps
// scanned and found, and the cells scanned so far.
func jpsStepFigures(v *timeline.StepView) []Figure {
	if v.Algorithm != pathing.JPS || v.SearchStep < 0 {
		return nil
	}
	var out []Figure
	if v.Kind == timeline.StepExpand {
		forced := 0
		for _, r := range v.Runs {
			if r.NForced > 0 {
				forced++
			}
		}
		out = append(out,
			Figure{"runs / cells this step", fmt.Sprintf("%d / %d", len(v.Runs), v.RunCells)},
			Figure{"forced stops, jump pts found", fmt.Sprintf("%d, %d", forced, len(v.Successors))})
	}
	return append(out, Figure{"cells scanned so far", fmt.Sprint(v.ScannedSoFar)})
}

// searchComparison sets the two algorithms' searches of the timeline's
// query side by side: A*'s expansions, JPS's jump points and cells
// scanned (the step text names the one the timeline steps).
func searchComparison(tl *timeline.Timeline) []Figure {
	f := tl.Searches()
	val := func(s timeline.SearchFigures, v string) string {
		if !s.Found {
			return "no path, " + v
		}
		return v
	}
	return []Figure{
		{"A* expanded", val(f[0], fmt.Sprint(f[0].Expanded))},
		{"JPS jump pts, scanned", val(f[1], fmt.Sprintf("%d, %d", f[1].Expanded, f[1].Scanned))},
	}
}
