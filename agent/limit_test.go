package agent

import (
	"image/color"
	"strings"
	"testing"

	"swath/pathing"
)

// The optional jobs past JobLimit are refused and say so: the timeline of
// a plan that expanded too many nodes (with the figure), the optimum of a
// map too big for its searcher (in its figure, and no job wanted).
func TestOptionalJobsWithinTheLimit(t *testing.T) {
	a := New(1, "a", color.RGBA{R: 200, A: 255}, pathing.Query{Start: pathing.Pt(0, 0), Goal: pathing.Pt(3, 3)}, &Shared{})
	a.plan.plan.Expanded = 1_000_000 // a 2048² random map's route: 230 MB
	if why := a.TimelineRefusal(); why != "" {
		t.Fatalf("a timeline of 1 M expansions refused: %s", why)
	}
	a.plan.plan.Expanded = 20_000_000
	if why := a.TimelineRefusal(); !strings.Contains(why, "20000000 nodes") || !strings.Contains(why, "4.3 GB") || !strings.Contains(why, "1.0 GB") {
		t.Fatalf("a timeline of 20 M expansions: %q, want the expansions, the need and the limit", why)
	}
	changes := func(uint64) (pathing.Rect, bool) { return pathing.Rect{}, false }
	for _, c := range []struct {
		side int
		over bool
	}{{4096, false}, {6700, true}} {
		m := Map{Grid: pathing.NewGrid(c.side, c.side), Changes: changes}
		var got string
		for _, f := range a.Figures(m, true, nil) {
			if f.Label == "shortest possible" {
				got = f.Value
			}
		}
		if over := strings.Contains(got, "over 1.0 GB"); over != c.over {
			t.Errorf("%d²: the optimum's figure is %q (over the limit: %v, want %v)", c.side, got, over, c.over)
		}
		a.plan.planned, a.plan.key = true, a.keyOf(m) // exact: only the limit can refuse
		if wants := a.WantsOptimal(m, true); wants == c.over {
			t.Errorf("%d²: an optimum job wanted %v", c.side, wants)
		}
	}
}
