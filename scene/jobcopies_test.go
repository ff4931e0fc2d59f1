package scene

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"weak"

	"swath/levels"
	"swath/pathing"
)

// TestJobsGiveTheirCopiesBack runs the scene's jobs of every kind through
// many edits, as the app's loop does and worse: some are run and given
// back, some are stopped as stale, some are handed back unrun, and some
// are held across several edits before they land. Then no copy of the
// grid made for them is left but those the scene keeps on purpose: the
// copy of the grid as it is and the free ones (agent.Copies), and the one
// each planner's and searcher's placement grid reads (one per planner, not
// one per job). Issue 22: the NPCs' jobs, the timeline's and the
// optimum found in the call kept theirs for ever (446 copies after 15
// minutes of editing with 8 NPCs on a 512² map).
func TestJobsGiveTheirCopiesBack(t *testing.T) {
	const seed, n, rounds = 22, 520, 200 // over bigFootCells: the cell layers are jobs too
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	g := pathing.NewGrid(n, n)
	for range n * n / 10 {
		g.Set(rng.IntN(n), rng.IntN(n), true)
	}
	free := func() pathing.Point {
		for {
			if p := pathing.Pt(rng.IntN(n), rng.IntN(n)); !g.Blocked(p.X, p.Y) {
				return p
			}
		}
	}
	var npcs []levels.NPC
	for i := range 4 {
		npcs = append(npcs, levels.NPC{Name: levels.DefaultNPCName(i), Agent: pathing.Footprint{L: 1, W: 1},
			Start: free(), Goal: free(), Colour: levels.DefaultNPCColour(i)})
	}
	lv := Level{Grid: g}
	lv.SetNPCs(npcs)
	s := New(lv)
	s.RunJobsInBackground()
	var made []weak.Pointer[pathing.Grid]
	s.shared.Copies.Made = func(g *pathing.Grid) { made = append(made, weak.Make(g)) }
	s.Apply(SetLayers{Layers: Layers{Waypoints: true, Optimal: true, Placements: true, Clearance: true}})

	kinds := map[JobKind]int{}
	var held []*Job
	land := func(j *Job) {
		j.Run(never)
		s.Finish(j, s.Stale(j)) // the loop stops a job that went stale meanwhile
	}
	for round := range rounds {
		switch r := rng.IntN(10); {
		case r < 5:
			paintAt(s, pathing.Pt(rng.IntN(n), rng.IntN(n)), rng.IntN(3) > 0)
		case r == 5:
			s.Apply(ActUndo)
		case r == 6:
			s.Apply(ActTimeline)
		case r == 7:
			s.Apply(SelectNPC{Index: rng.IntN(len(s.agents))})
		default:
			s.Apply(Press{Cell: s.query().Goal, Button: Primary})
			s.Apply(Release{Cell: free()})
		}
		for range 20 {
			jj, _ := s.NextJob()
			if jj == nil {
				break
			}
			j := jj.(*Job)
			kinds[j.Kind]++
			switch rng.IntN(4) {
			case 0:
				held = append(held, j) // lands a few edits later
			case 1:
				s.Finish(j, true) // stopped before it ran
			default:
				land(j)
			}
		}
		for len(held) > 0 && (rng.IntN(3) == 0 || round == rounds-1) {
			land(held[0])
			held = held[1:]
		}
	}
	for _, j := range held {
		land(j)
	}
	held = nil
	for _, k := range []JobKind{JobPlan, JobOptimal, JobTimeline, JobFootLayers} {
		if kinds[k] == 0 {
			t.Errorf("no %v job ran: the test misses a kind", k)
		}
	}
	if s.sa().TimelineShown() {
		s.Apply(ActTimeline) // a timeline shown keeps its copy: let it go
	}
	runtime.GC()
	runtime.GC()
	live := 0
	for _, w := range made {
		if w.Value() != nil {
			live++
		}
	}
	planners, _ := s.shared.Pool.Planners()
	// the copy as it is and the two free ones, and the copies the placement
	// grids read that searchers keep to update them in place: a planner's
	// A* and JPS searchers, the optimum's searcher and the footprint
	// layers' (each has an aware and a point mode grid)
	limit := 1 + 2 + 2*planners + 2 + 2
	t.Logf("%d jobs %v: %d copies made, %d live (limit %d: %d planners)", len(kinds), kinds, len(made), live, limit, planners)
	if live > limit {
		t.Errorf("%d copies of the grid are live after %d rounds of jobs, want at most %d", live, rounds, limit)
	}
}
