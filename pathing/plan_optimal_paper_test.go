package pathing

import (
	"math"
	"math/rand"
	"testing"
)

// TestPlanOptimalPaperSampling: with paper sampling the smoothed route may
// clip an obstacle and be shorter than the optimum, so it must not bound
// the optimal search: whenever A* finds a raw route, the plan's optimum
// exists and equals the unbounded search's.
func TestPlanOptimalPaperSampling(t *testing.T) {
	const seed = 20261130
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	var pl Planner
	var ref OptimalSearcher
	checked := 0
	for i := 0; i < 600; i++ {
		w, h := 40, 30
		g := NewGrid(w, h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				g.Set(x, y, r.Float64() < 0.18)
			}
		}
		q := Query{Agent: Footprint{L: 1 + r.Intn(3), W: 1 + r.Intn(3)}, Start: Pt(r.Intn(w), r.Intn(h)), Goal: Pt(r.Intn(w), r.Intn(h)),
			Options: Options{Sampling: Paper, Strategy: Strategy(r.Intn(2)), Optimal: true}}
		p := pl.Plan(g, q, nil)
		if len(p.Raw) == 0 {
			continue
		}
		checked++
		want := ref.Search(g, q.Agent, q.Search, q.Start, q.Goal, nil)
		if p.Optimal == nil || want.Failure != NoFailure || math.Abs(p.Optimal.Length-want.Length) > 1e-9 {
			t.Fatalf("query %d %+v: plan's optimum %+v, unbounded search %.4f (%v)", i, q, p.Optimal, want.Length, want.Failure)
		}
	}
	if checked < 60 {
		t.Fatalf("only %d queries had a route", checked)
	}
}
