package timeline

import (
	"math"
	"slices"
	"testing"

	"swath/pathing"
)

// TestTimelineOptimalSteps: with Options.Optimal the timeline ends with
// one step per vertex the optimal search expanded, each showing the
// vertex and the successors the trace records for it, in both directions
// of the player; the last step shows the shortest route; without the
// option there is no such phase and the rest of the timeline is the same.
func TestTimelineOptimalSteps(t *testing.T) {
	withPhase := 0
	for _, c := range allCases(t) {
		q := c.q
		q.Optimal = true
		g := pathing.ParseGrid(c.rows...)
		var tr pathing.Trace
		want := pathing.NewPlanner().Plan(g, q, &tr)
		tl := Build(g, q)
		plain := Build(g, c.q)
		exp := tr.Optimal.Expanded
		at := tl.PhaseStart(PhaseOptimal)
		if plain.PhaseStart(PhaseOptimal) >= 0 {
			t.Errorf("%s: an optimal phase without Options.Optimal", c.name)
		}
		if len(exp) == 0 {
			if at >= 0 || tl.Len() != plain.Len() {
				t.Errorf("%s: no optimal expansions, yet phase at %d, %d steps (plain %d)", c.name, at, tl.Len(), plain.Len())
			}
			continue
		}
		withPhase++
		if at != plain.Len() || tl.Len() != plain.Len()+len(exp) || tl.OptimalExpansions() != len(exp) {
			t.Fatalf("%s: phase at %d of %d steps, plain timeline %d, %d expansions", c.name, at, tl.Len(), plain.Len(), len(exp))
		}
		if sp := tl.Spans(); sp[len(sp)-1] != (PhaseSpan{PhaseOptimal, at, tl.Len()}) {
			t.Errorf("%s: last span %+v", c.name, sp[len(sp)-1])
		}
		if tl.NextPhase(at-1) != at {
			t.Errorf("%s: NextPhase(%d) = %d, not the optimal phase's start", c.name, at-1, tl.NextPhase(at-1))
		}
		for i := range at {
			if a, b := tl.At(i), plain.At(i); a.Kind != b.Kind || a.Text != b.Text {
				t.Fatalf("%s: step %d differs from the plain timeline's: %q vs %q", c.name, i, a.Text, b.Text)
			}
		}
		lo := 0
		check := func(k int) {
			v := tl.At(at + k)
			vis := tr.Optimal.Reached.Items[lo:tr.Optimal.Reached.End[k]]
			if v.Kind != StepOptimal || v.Phase != PhaseOptimal || v.OptStep != k || v.OptVertex != exp[k] ||
				!slices.Equal(v.OptVisible, vis) || len(v.OptExpanded) != k+1 {
				t.Fatalf("%s: optimal step %d: %v %v #%d at %v sees %v; the trace has %v seeing %v",
					c.name, k, v.Kind, v.Phase, v.OptStep, v.OptVertex, v.OptVisible, exp[k], vis)
			}
		}
		for k := range exp {
			check(k)
			lo = int(tr.Optimal.Reached.End[k])
		}
		for k := len(exp) - 1; k >= 0; k-- { // back again: At recomputes from the records
			lo = 0
			if k > 0 {
				lo = int(tr.Optimal.Reached.End[k-1])
			}
			check(k)
		}
		last := tl.At(tl.Last())
		switch {
		case want.Optimal == nil && q.Search == pathing.PointMode:
			// the optimum is the footprint's: in point mode it may have
			// none where the point has a route; the search ran and failed
			if last.OptRoute != nil {
				t.Errorf("%s: last step's route %+v, the planner has none", c.name, last.OptRoute)
			}
		case want.Optimal == nil || last.OptRoute == nil || math.Abs(last.OptRoute.Length-want.Optimal.Length) > 1e-9:
			t.Errorf("%s: last step's route %+v, the planner's %+v", c.name, last.OptRoute, want.Optimal)
		case last.OptVertex != q.Goal:
			t.Errorf("%s: the last vertex expanded is %v, not the goal %v", c.name, last.OptVertex, q.Goal)
		}
		// Remap: into the timeline without the phase, and back
		if r := Remap(tl, at+1, plain); r != plain.Last() {
			t.Errorf("%s: Remap of an optimal step to a timeline without the phase gives %d, want %d", c.name, r, plain.Last())
		}
		if r := Remap(tl, tl.Last(), tl); r != tl.Last() {
			t.Errorf("%s: Remap of the last optimal step onto the same timeline gives %d", c.name, r)
		}
	}
	if withPhase < 10 {
		t.Errorf("only %d cases have an optimal phase", withPhase)
	}
}
