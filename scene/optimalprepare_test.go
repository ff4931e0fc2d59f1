package scene

import (
	"testing"

	"swath/agent"
	"swath/pathing"
)

// runJobs hands out and runs the scene's jobs until none is due (at most
// n), as the app's loop does one by one, and returns their kinds in order.
func runJobs(t *testing.T, s *Scene, n int) []JobKind {
	t.Helper()
	var kinds []JobKind
	for range n {
		j, _ := s.NextJob()
		if j == nil {
			return kinds
		}
		sj := j.(*Job)
		kinds = append(kinds, sj.Kind)
		sj.Run(func() bool { return false })
		s.Finish(sj, false)
	}
	t.Fatalf("still jobs due after %d: %v", n, kinds)
	return nil
}

// freeCell is a free cell of the scene's map at least 3 cells from the
// query's ends.
func freeCell(t *testing.T, s *Scene) pathing.Point {
	t.Helper()
	g, q := s.Grid(), s.query()
	for y := range g.Height() {
		for x := range g.Width() {
			c := pathing.Pt(x, y)
			if !g.Blocked(x, y) && c.Chebyshev(q.Start) > 3 && c.Chebyshev(q.Goal) > 3 {
				return c
			}
		}
	}
	t.Fatal("no free cell")
	return pathing.Point{}
}

func prepared(s *Scene) bool { return s.sa().OptimalPrepared(s.agentMap()) }

// TestOptimumPreparedInTheBackground: in the background the scene
// prepares the shared optimal searcher last, after the plan and the
// optimum, once per map as it is (idle, no job is due); an edit prepares
// it again after the plan and the optimum; a stroke or the optimum wanted
// makes a preparation under way stale; a stopped one is handed out again.
// In the call (tests, exports) it never is.
func TestOptimumPreparedInTheBackground(t *testing.T) {
	inCall := shortest(t)
	inCall.Refresh()
	if prepared(inCall) {
		t.Fatal("Refresh prepared the optimum: in the call it shows nothing, it only costs")
	}

	s := shortest(t)
	s.RunJobsInBackground()
	kinds := runJobs(t, s, 20)
	if len(kinds) < 2 || kinds[len(kinds)-1] != JobPrepare || kinds[len(kinds)-2] != JobOptimal {
		t.Fatalf("jobs %v: want the optimum, then the preparation last", kinds)
	}
	if !prepared(s) {
		t.Fatal("the preparation ran but the searcher is not prepared")
	}
	if again := runJobs(t, s, 5); len(again) != 0 {
		t.Fatalf("prepared and idle, still jobs due: %v", again)
	}
	r, current := s.Selected().Optimal()
	if r == nil || !current {
		t.Fatal("no current optimum")
	}

	// an edit: the plan, the optimum on the patched lists, then the
	// preparation of what the edit dropped
	c := freeCell(t, s)
	paintAt(s, c, true)
	if prepared(s) {
		t.Fatal("prepared still after an edit")
	}
	kinds = runJobs(t, s, 20)
	if len(kinds) < 3 || kinds[0] != JobPlan || kinds[len(kinds)-1] != JobPrepare {
		t.Fatalf("after an edit, jobs %v: want the plan first and the preparation last", kinds)
	}
	if !prepared(s) {
		t.Fatal("not prepared after the edit's jobs")
	}
	// the optimum found on the prepared searcher is a fresh planner's
	r, _ = s.Selected().Optimal()
	q := s.query()
	q.Optimal = true
	if want := pathing.NewPlanner().Plan(s.Grid(), q, nil); want.Optimal == nil || r == nil || want.Optimal.Length != r.Length {
		t.Fatalf("optimum %v, a fresh planner's %v", r, want.Optimal)
	}

	// a preparation under way goes stale when a stroke begins, and is
	// handed out again once it is over and the plan is in
	s.Apply(ActLayerOptimal) // the optimum hidden: nothing waits on it
	paintAt(s, c, false)
	var job *Job
	for range 10 {
		j, _ := s.NextJob()
		if j == nil {
			break
		}
		if sj := j.(*Job); sj.Kind == JobPrepare {
			job = sj
			break
		}
		j.Run(func() bool { return false })
		s.Finish(j, false)
	}
	if job == nil {
		t.Fatal("no preparation after the edit with the optimum hidden")
	}
	if s.Stale(job) {
		t.Fatal("a fresh preparation is stale")
	}
	if j, _ := s.NextJob(); j != nil {
		t.Fatalf("a %v job handed out beside the preparation", j.(*Job).Kind)
	}
	c = freeCell(t, s)
	s.Apply(Press{Cell: c, Button: Primary})
	if !s.Stale(job) {
		t.Fatal("a stroke under way does not make the preparation stale")
	}
	s.Apply(Release{Cell: c})
	job.Run(func() bool { return true }) // the loop's stop, at once
	if !job.w.(prepareWork).Prepared().Stopped {
		t.Fatal("the stopped preparation did not say so")
	}
	s.Finish(job, true)
	if prepared(s) {
		t.Fatal("a stopped preparation counts as done")
	}
	kinds = runJobs(t, s, 20)
	if len(kinds) == 0 || kinds[len(kinds)-1] != JobPrepare || !prepared(s) {
		t.Fatalf("after the stroke, jobs %v (prepared %v): want the preparation again, last", kinds, prepared(s))
	}

	// the optimum wanted while a preparation runs: it goes first
	paintAt(s, c, false)
	job = nil
	for range 10 {
		j, _ := s.NextJob()
		if j == nil {
			break
		}
		if sj := j.(*Job); sj.Kind == JobPrepare {
			job = sj
			break
		}
		j.Run(func() bool { return false })
		s.Finish(j, false)
	}
	if job == nil {
		t.Fatal("no preparation after the second edit")
	}
	s.Apply(ActLayerOptimal) // shown again: its optimum is due
	if !s.Stale(job) {
		t.Fatal("the optimum wanted does not make the preparation stale")
	}
	s.Finish(job, true)
	kinds = runJobs(t, s, 20)
	if len(kinds) < 2 || kinds[0] != JobOptimal || kinds[len(kinds)-1] != JobPrepare {
		t.Fatalf("jobs %v: want the optimum first, then the preparation", kinds)
	}
	if JobPrepare.String() != "optimum preparation" {
		t.Errorf("JobPrepare is named %q", JobPrepare.String())
	}
	var _ *agent.PrepareJob = job.w.(prepareWork).PrepareJob
}
