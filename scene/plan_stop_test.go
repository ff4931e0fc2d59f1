package scene

import (
	"testing"

	"swath/pathing"
)

// StopStalePlan stops the background plan under way once an edit made it
// stale (not during the drag, whose stale plans are the nearest route):
// the job's plan comes back stopped, is not shown, the planner comes back
// without its hooks, and PendingPlan asks for the current plan. A current
// job is left alone.
func TestStopStalePlan(t *testing.T) {
	s := open(t)
	s.Apply(Press{pathing.Pt(5, 0), Primary})
	s.Apply(Drag{pathing.Pt(5, 3)})
	job, ok := s.PendingPlan()
	if !ok {
		t.Fatal("painting did not make the plan stale")
	}
	s.StartPlan(&job)
	if s.StopStalePlan() {
		t.Fatal("a current job was stopped")
	}
	s.Apply(Drag{pathing.Pt(5, 4)})
	if s.StopStalePlan() {
		t.Fatal("a job went stale during the drag and was stopped")
	}
	s.Apply(Release{pathing.Pt(5, 4)})
	if !s.StopStalePlan() {
		t.Fatal("a job stale after the drag was not stopped")
	}
	if s.StopStalePlan() {
		t.Fatal("a stopped job was stopped twice")
	}
	serial := s.Versions().Plan
	mine := job.Planner
	p := job.Run()
	if p.Found || p.Err != pathing.ErrStopped {
		t.Fatalf("a stopped job planned: found %v, err %v", p.Found, p.Err)
	}
	s.InstallPlan(job, p, 0)
	if s.Versions().Plan != serial {
		t.Fatal("a stopped job's plan was shown")
	}
	if s.planner != mine || mine.Searcher.Stop != nil || mine.JPS.Stop != nil || mine.Smoother.Stop != nil {
		t.Fatal("the planner did not come back, or came back with its stop hooks")
	}
	next, ok := s.PendingPlan()
	if !ok {
		t.Fatal("after a stopped job no plan is asked for")
	}
	s.StartPlan(&next)
	if s.StopStalePlan() {
		t.Fatal("the current job was stopped")
	}
	p = next.Run()
	s.InstallPlan(next, p, 0)
	if !p.Found || s.Versions().Plan == serial {
		t.Fatalf("the current job: found %v (%v), shown %v", p.Found, p.Err, s.Versions().Plan != serial)
	}
	if _, ok := s.PendingPlan(); ok {
		t.Fatal("a plan is still pending after the current one landed")
	}
}
