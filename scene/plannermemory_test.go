package scene

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"swath/agent"
	"swath/levels"
	"swath/pathing"
)

// heapAfter is the heap in use once f has made what it returns.
func heapAfter(f func() any) uint64 {
	runtime.GC()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	keep := f()
	runtime.GC()
	runtime.ReadMemStats(&m1)
	runtime.KeepAlive(keep)
	if m1.HeapAlloc < m0.HeapAlloc {
		return 0
	}
	return m1.HeapAlloc - m0.HeapAlloc
}

// npcsOn is a level on g with n NPCs of short routes (a search's arrays
// are the map's size however short the route).
func npcsOn(g *pathing.Grid, n int, rng *rand.Rand) Level {
	var npcs []levels.NPC
	for i := range n {
		x, y := 8+rng.IntN(g.Width()-40), 8+rng.IntN(g.Height()-40)
		npcs = append(npcs, levels.NPC{Name: levels.DefaultNPCName(i), Agent: pathing.Footprint{L: 1, W: 1},
			Start: pathing.Pt(x, y), Goal: pathing.Pt(x+20, y+12), Colour: levels.DefaultNPCColour(i)})
		for _, p := range []pathing.Point{npcs[i].Start, npcs[i].Goal} {
			g.Set(p.X, p.Y, false)
		}
	}
	lv := Level{Grid: g}
	lv.SetNPCs(npcs)
	return lv
}

// TestNPCPlannersShareMemory: the NPCs' planners come from one pool with
// a budget, so a level of 16 NPCs holds a few planners' buffers, not 16
// (issue 22: a valid 8192² level of 64 NPCs died in 6 s, each NPC's
// planner making a 1 GB node array). The heap after planning every NPC of
// 16 is compared with the heap of one NPC, the pool's budget set to three
// planners: 1.6 times here; with a planner per NPC (before the pool) it
// was 5.5 times.
func TestNPCPlannersShareMemory(t *testing.T) {
	const seed, n = 24, 512
	t.Logf("seed %d", seed)
	heap := func(npcs int) uint64 {
		return heapAfter(func() any {
			rng := rand.New(rand.NewPCG(seed, 0))
			g := pathing.NewGrid(n, n)
			for range n * n / 10 {
				g.Set(rng.IntN(n), rng.IntN(n), true)
			}
			s := New(npcsOn(g, npcs, rng))
			s.shared.Pool.Budget = 3 * n * n * agent.PlannerBytesPerCell // three planners
			s.Refresh()
			for i, v := range s.Agents() {
				if v.Plan() == nil || !v.Current() {
					t.Fatalf("NPC %d not planned", i)
				}
			}
			return s
		})
	}
	one, many := heap(1), heap(16)
	t.Logf("heap after planning: 1 NPC %.1f MB, 16 NPCs %.1f MB (%.1f×)", float64(one)/1e6, float64(many)/1e6, float64(many)/float64(one))
	if many > 4*one {
		t.Errorf("16 NPCs take %.1f× the memory of one: their planners are not shared", float64(many)/float64(one))
	}
}

// TestRemovedNPCsLetTheirPlannersGo: NPCs added, planned and removed over
// and over (and brought back by undo) leave the pool with no more planners
// than there are NPCs: a planner kept for an NPC that is gone would fill
// the budget for no one over a long session.
func TestRemovedNPCsLetTheirPlannersGo(t *testing.T) {
	s := npcScene(t)
	for i := range 20 {
		s.Apply(AddNPC{})
		q := s.query()
		q.Goal = pathing.Pt(40-i, 6)
		s.Apply(Press{Cell: s.query().Goal, Button: Primary})
		s.Apply(Release{Cell: q.Goal})
		s.Apply(SelectNPC{Index: 0}) // the new NPC is planned as one of the others
		s.Refresh()
		if i%3 == 2 {
			s.Apply(ActUndo) // brings it back to where it was added
			s.Apply(ActUndo) // and removes it
		} else {
			s.Apply(RemoveNPC{Index: len(s.agents) - 1})
		}
		s.Refresh()
		if idle, _ := s.shared.Pool.Planners(); idle > len(s.agents) {
			t.Fatalf("round %d: %d planners kept for %d NPCs", i, idle, len(s.agents))
		}
	}
}

// TestPlannerOfARemovedNPCsJobGoes: an NPC removed while its plan job runs
// gets its planner back from the job, and the planner goes.
func TestPlannerOfARemovedNPCsJobGoes(t *testing.T) {
	s := npcScene(t)
	s.RunJobsInBackground()
	paintAt(s, s.Agents()[1].Plan().Raw[len(s.Agents()[1].Plan().Raw)/2], true) // ogre's route
	planSelected(s)
	job := mustPending(t, s, JobPlan, false, "after an edit of ogre's route")
	if job.w.(planWork).Agent() != s.agents[1] {
		t.Fatal("the job is not ogre's")
	}
	s.Apply(RemoveNPC{Index: 1})
	job.Run(never)
	s.Finish(job, s.Stale(job))
	if idle, _ := s.shared.Pool.Planners(); idle > len(s.agents) {
		t.Fatalf("%d planners kept for %d NPCs after the removed NPC's job ended", idle, len(s.agents))
	}
}

// TestNPCBackByUndoKeepsOnePlanner: an NPC removed while its plan job
// runs and brought back by undo plans again at once with another planner;
// when both jobs have ended the pool keeps one planner for it, not two.
func TestNPCBackByUndoKeepsOnePlanner(t *testing.T) {
	s := npcScene(t)
	s.RunJobsInBackground()
	paintAt(s, s.Agents()[1].Plan().Raw[len(s.Agents()[1].Plan().Raw)/2], true) // ogre's route
	planSelected(s)
	old := mustPending(t, s, JobPlan, false, "after an edit of ogre's route")
	s.Apply(RemoveNPC{Index: 1})
	s.Apply(ActUndo) // ogre is back, the same NPC to the pool, and stale
	again := mustPending(t, s, JobPlan, false, "for ogre brought back")
	for _, j := range []*Job{again, old} {
		j.Run(never)
		s.Finish(j, s.Stale(j))
	}
	if idle, _ := s.shared.Pool.Planners(); idle > len(s.agents) {
		t.Fatalf("%d planners kept for %d NPCs", idle, len(s.agents))
	}
}
