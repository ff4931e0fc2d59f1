package scene

import (
	"testing"

	"swath/pathing"
)

// A background plan under way is stale, and the job loop stops it, once
// an edit made it so (not during the drag, whose stale plans are the
// nearest route): the job's plan comes back stopped, is not shown, the
// planner comes back without its hooks, and the next job is the current
// plan's. A current job is not stale.
func TestStopStalePlan(t *testing.T) {
	s := open(t)
	s.Apply(Press{pathing.Pt(5, 0), Primary})
	s.Apply(Drag{pathing.Pt(5, 3)})
	job := handOut(s, JobPlan, true)
	if job == nil {
		t.Fatal("painting did not make the plan stale")
	}
	if s.Stale(job) {
		t.Fatal("a current job is stale")
	}
	s.Apply(Drag{pathing.Pt(5, 4)})
	if s.Stale(job) {
		t.Fatal("a job went stale during the drag and would be stopped")
	}
	s.Apply(Release{pathing.Pt(5, 4)})
	if !s.Stale(job) {
		t.Fatal("a job stale after the drag would not be stopped")
	}
	serial := s.Versions().Plan
	pj := job.w.(planWork).PlanJob
	mine := pj.Planner()
	job.Run(func() bool { return true }) // the loop stopped it
	if p := pj.Result(); p.Found || p.Err != pathing.ErrStopped {
		t.Fatalf("a stopped job planned: found %v, err %v", p.Found, p.Err)
	}
	s.Finish(job, true)
	if s.Versions().Plan != serial {
		t.Fatal("a stopped job's plan was shown")
	}
	if s.shared.Pool.Of(s.sa().ID()) != mine || mine.Searcher.Stop != nil || mine.JPS.Stop != nil || mine.Smoother.Stop != nil {
		t.Fatal("the planner did not come back, or came back with its stop hooks")
	}
	next := handOut(s, JobPlan, true)
	if next == nil {
		t.Fatal("after a stopped job no plan is asked for")
	}
	if s.Stale(next) {
		t.Fatal("the current job is stale")
	}
	runJob(s, next)
	if !s.Selected().Plan().Found || s.Versions().Plan == serial {
		t.Fatalf("the current job: found %v (%v), shown %v", s.Selected().Plan().Found, s.Selected().Plan().Err, s.Versions().Plan != serial)
	}
	if due(s, JobPlan, true) {
		t.Fatal("a plan is still pending after the current one landed")
	}
}
