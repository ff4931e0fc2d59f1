package crowd

import (
	"math/rand/v2"
	"strings"
	"testing"

	"swath/pathing"
)

// randomCrowd is a random map (w×h, a share of random walls and a few
// wall bars) with n NPCs of the sizes given, at random placements: starts
// pairwise disjoint, goals too. Some NPCs may find no placement; fewer
// come then.
func randomCrowd(rng *rand.Rand, w, h, n int, sizes []pathing.Footprint) Problem {
	g := pathing.NewGrid(w, h)
	for range w * h / 10 {
		g.Set(rng.IntN(w), rng.IntN(h), true)
	}
	for range 2 {
		x, y := rng.IntN(w), rng.IntN(h)
		if rng.IntN(2) == 0 {
			g.Fill(pathing.Rect{MinX: x, MinY: y, MaxX: x + rng.IntN(w/2), MaxY: y}, true)
		} else {
			g.Fill(pathing.Rect{MinX: x, MinY: y, MaxX: x, MaxY: y + rng.IntN(h/2)}, true)
		}
	}
	p := Problem{Grid: g}
	var starts, goals []pathing.Rect
	place := func(f pathing.Footprint, taken []pathing.Rect) (pathing.Point, bool) {
		for range 100 {
			pt := pathing.Pt(rng.IntN(w), rng.IntN(h))
			if !g.Fits(f, pt) {
				continue
			}
			ok := true
			for _, r := range taken {
				if overlap(r, f.Cover(pt)) {
					ok = false
					break
				}
			}
			if ok {
				return pt, true
			}
		}
		return pathing.Point{}, false
	}
	for range n {
		f := sizes[rng.IntN(len(sizes))]
		s, ok1 := place(f, starts)
		gl, ok2 := place(f, goals)
		if !ok1 || !ok2 {
			continue
		}
		starts, goals = append(starts, f.Cover(s)), append(goals, f.Cover(gl))
		p.NPCs = append(p.NPCs, NPC{Name: string(rune('A' + len(p.NPCs)%26)), Agent: f, Start: s, Goal: gl})
	}
	return p
}

var mixedSizes = []pathing.Footprint{{L: 1, W: 1}, {L: 1, W: 1}, {L: 2, W: 2}, {L: 3, W: 3}, {L: 2, W: 1}, {L: 1, W: 3}, {L: 3, W: 2}}

// TestRandomMixedCrowds: on random maps, random crowds of mixed sizes
// planned by every method pass the checker, and NPCs that do not arrive
// say why. Most of those that could arrive alone do (a random crowd can be
// unsolvable: a 3x3 that cannot reach its goal, left where it covers
// another's goal). SWATH_FULL_TESTS=1 runs ten times as many.
func TestRandomMixedCrowds(t *testing.T) {
	const seed = 2301
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	trials := 16
	if fullTests() {
		trials *= 10
	}
	npcs, arrived := map[Method]int{}, map[Method]int{}
	alone := 0 // NPCs that can reach their goals, were they alone
	whys := map[string]int{}
	defer func() { t.Log(whys) }()
	for trial := range trials {
		p := randomCrowd(rng, 12+rng.IntN(16), 10+rng.IntN(14), 2+rng.IntN(11), mixedSizes)
		p.MaxTicks = 300
		for _, m := range []Method{Auto, LaCAM, WHCA, PIBT} {
			pl := Planner{Method: m, MaxBytes: 4 << 20}
			plan, err := pl.Plan(p)
			if err != nil {
				t.Fatalf("trial %d, %v: %v\n%s", trial, m, err, p.Grid)
			}
			if err := checkPlan(p.Grid, p.NPCs, plan); err != nil {
				t.Fatalf("trial %d, %v: %v\n%s", trial, m, err, drawPlan(p, plan))
			}
			if c, err := Verify(p, plan); err != nil || len(c) > 0 {
				t.Fatalf("trial %d, %v: Verify: %v %v", trial, m, c, err)
			}
			npcs[m] += len(p.NPCs)
			arrived[m] += plan.Arrived
			for _, r := range plan.Routes {
				if !r.Arrived {
					whys[m.String()+": "+r.Why]++
				}
				if m == Auto && !strings.HasPrefix(r.Why, "goal ") && !strings.HasPrefix(r.Why, "start ") {
					alone++
				}
			}
		}
	}
	for _, m := range []Method{Auto, LaCAM, WHCA, PIBT} {
		t.Logf("%v: %d of %d NPCs arrived", m, arrived[m], npcs[m])
	}
	t.Logf("%d NPCs could arrive alone", alone)
	if arrived[Auto] < alone*9/10 || arrived[LaCAM] < alone*9/10 {
		t.Errorf("Auto took %d of the %d NPCs that could arrive alone home, LaCAM %d: want 90 %%", arrived[Auto], alone, arrived[LaCAM])
	}
}

// TestRefineKeepsEveryNPCHome: a refined plan takes home every NPC its
// first plan took home, at no more cost. (An NPC that could always wait at
// its goal was once refined as WHCA*'s window is searched, to any cell at
// the plan's last tick: seed 2301, trial 151 left a 2x2 a cell short.)
func TestRefineKeepsEveryNPCHome(t *testing.T) {
	const seed = 2301
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	refined := 0
	for trial := range 200 {
		p := randomCrowd(rng, 12+rng.IntN(16), 10+rng.IntN(14), 2+rng.IntN(11), mixedSizes)
		p.MaxTicks = 300
		first, err := (&Planner{Method: WHCA, NoRefine: true}).Plan(p)
		if err != nil {
			t.Fatalf("trial %d: %v", trial, err)
		}
		if first.Arrived < len(p.NPCs) {
			continue
		}
		plan, err := (&Planner{Method: WHCA}).Plan(p)
		if err != nil {
			t.Fatalf("trial %d: %v", trial, err)
		}
		if plan.Arrived != len(p.NPCs) || plan.SumOfCosts > first.SumOfCosts+1e-9 {
			t.Fatalf("trial %d: refined, %d of %d NPCs home at a sum of costs of %.2f; first, all at %.2f\n%s",
				trial, plan.Arrived, len(p.NPCs), plan.SumOfCosts, first.SumOfCosts, drawPlan(p, plan))
		}
		if plan.SumOfCosts < first.SumOfCosts-1e-9 {
			refined++
		}
	}
	t.Logf("%d plans refined", refined)
	if refined == 0 {
		t.Error("no plan was refined: the test tests nothing")
	}
}
