package scene

import (
	"testing"

	"swath/pathing"
)

// npcPlans are how many times each NPC was planned while it was not
// selected, in order: which routes an edit planned again.
func npcPlans(s *Scene) []int {
	c := make([]int, len(s.agents))
	for i, a := range s.agents {
		c[i] = a.Plans()
	}
	return c
}

// handOut hands out the next job of kind k (for a plan: the selected
// NPC's when selected, else another's), as the app's loop would, or nil
// when none is due. Only that job is handed out: the test runs it and
// gives it to Finish.
func handOut(s *Scene, k JobKind, selected bool) *Job {
	j, _ := s.nextJob(func(kk JobKind, sel bool) bool { return kk == k && (k != JobPlan || sel == selected) }, false)
	return j
}

// mustPending is handOut that fails the test when no job is due.
func mustPending(t *testing.T, s *Scene, k JobKind, selected bool, what string) *Job {
	t.Helper()
	j := handOut(s, k, selected)
	if j == nil {
		t.Fatalf("no %v job pending %s", k, what)
	}
	return j
}

// never is a stop that never stops.
func never() bool { return false }

// runJob runs j in the call and gives it back, as the app's loop does
// with a job that was not stopped.
func runJob(s *Scene, j *Job) {
	j.Run(never)
	s.Finish(j, false)
}

// jobGrid is the copy of the grid job j reads.
func jobGrid(j *Job) *pathing.Grid { return j.copy.Grid }

// due reports whether a job of kind k is due, leaving none under way (the
// job handed out is given back stopped, as one the loop dropped).
func due(s *Scene, k JobKind, selected bool) bool {
	j := handOut(s, k, selected)
	if j != nil {
		s.Finish(j, true)
	}
	return j != nil
}

// planSelected plans the selected NPC in the call, as a tick does with a
// quick plan, and leaves the rest to jobs.
func planSelected(s *Scene) { s.change(func() { s.drain(selectedPlan) }) }
