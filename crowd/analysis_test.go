package crowd

import (
	"math"
	"testing"

	"swath/pathing"
)

// TestAnalyze: on the crafted crowds, every wait the analysis lists is a
// tick its NPC stands still before it arrives, as many as its route
// counts; the NPC it waits for really is in the way (its move collides
// with the step, by Collide); the costs alone are pathing's A* costs and
// no delay is negative; in the corridor, the cart in the pocket waits for
// the other.
func TestAnalyze(t *testing.T) {
	var s pathing.Searcher
	for _, c := range craftedCrowds {
		p := c.problem()
		var pl Planner
		plan, err := pl.Plan(p)
		if err != nil {
			t.Fatal(err)
		}
		a := plan.Analyze()
		counted := make([]int, len(p.NPCs))
		named := 0
		last := -1
		for _, w := range a.Waits {
			r := plan.Routes[w.NPC]
			if w.Tick < last || w.Tick >= r.Arrival() || r.At(w.Tick) != r.At(w.Tick+1) || r.At(w.Tick) != w.At {
				t.Errorf("%s: %+v is no wait of its route", c.name, w)
			}
			last = w.Tick
			counted[w.NPC]++
			switch f := w.For; {
			case f < 0:
			case f == w.NPC || w.Step.Chebyshev(w.At) != 1:
				t.Errorf("%s: %+v: a wait for itself, or no step", c.name, w)
			case w.When == w.Tick && !Collide(p.NPCs[w.NPC].Agent, Move{w.At, w.Step}, p.NPCs[f].Agent, Move{plan.At(f, w.Tick), plan.At(f, w.Tick+1)}):
				t.Errorf("%s: %+v: NPC %d is not in the way of the step", c.name, w, f)
			case w.When > w.Tick && (w.When > w.Tick+lookAhead || !overlap(p.NPCs[w.NPC].Agent.Norm().Cover(w.Step), p.NPCs[f].Agent.Norm().Cover(plan.At(f, w.When)))):
				t.Errorf("%s: %+v: NPC %d does not come into the step's cells at tick %d", c.name, w, f, w.When)
			case w.When < w.Tick:
				t.Errorf("%s: %+v: in the way before the wait", c.name, w)
			}
			if w.For >= 0 {
				named++
			}
		}
		for i, n := range p.NPCs {
			f := a.NPCs[i]
			alone := s.Search(p.Grid, n.Agent, pathing.Aware, n.Start, n.Goal, nil).Cost
			if counted[i] != plan.Routes[i].Waits || f.Waits != counted[i] || math.Abs(f.Alone-alone) > 1e-4 || f.Delay < -1e-4 ||
				math.Abs(f.Delay-(plan.Routes[i].Cost-f.Alone)) > 1e-9 || f.Longest.Ticks > f.Waits {
				t.Errorf("%s: NPC %s: figures %+v, %d waits listed, route %d waits, cost %.3f, alone %.3f", c.name, n.Name, f, counted[i], plan.Routes[i].Waits, plan.Routes[i].Cost, alone)
			}
		}
		if got := len(a.WaitsAt(3)); got > len(p.NPCs) {
			t.Errorf("%s: %d waits at tick 3", c.name, got)
		}
		for tk := 0; tk < plan.Makespan; tk++ {
			for _, w := range a.WaitsAt(tk) {
				if w.Tick != tk {
					t.Errorf("%s: WaitsAt(%d) holds %+v", c.name, tk, w)
				}
			}
		}
		t.Logf("%s: %d waits (%d name whom for), the longest %+v", c.name, len(a.Waits), named, a.Longest)
		if named < len(a.Waits)/2 {
			t.Errorf("%s: only %d of %d waits name whom they wait for", c.name, named, len(a.Waits))
		}
	}
	p := craftedCrowds[0].problem()
	var pl Planner
	plan, _ := pl.Plan(p)
	a := plan.Analyze()
	if a.Longest.Ticks == 0 || a.Longest.For != 1-a.Longest.NPC {
		t.Errorf("corridor: the longest wait %+v is not a cart waiting for the other\n%s", a.Longest, drawPlan(p, plan))
	}
}

// TestAnalyzeForeignPlan: a plan not made by the planner is not judged,
// and does not crash the analysis.
func TestAnalyzeForeignPlan(t *testing.T) {
	plan := &Plan{Routes: []Route{{Path: []pathing.Point{{X: 0, Y: 0}, {X: 0, Y: 0}}}}, Makespan: 1}
	if a := plan.Analyze(); len(a.Waits) != 0 || len(a.NPCs) != 1 || a.NPCs[0].Alone != -1 {
		t.Errorf("got %+v", a)
	}
}
