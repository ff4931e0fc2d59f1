package scene

import (
	"fmt"

	"swath/pathing"
	"swath/timeline"
)

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
