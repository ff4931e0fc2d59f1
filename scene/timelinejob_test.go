package scene

import (
	"testing"

	"swath/timeline"
)

// stage hands out the next stage of the timeline being built in the
// background, runs it and returns the job (not yet given back) and the
// stage it built.
func stage(t *testing.T, s *Scene, what string) (*Job, *timeline.Timeline) {
	t.Helper()
	j := mustPending(t, s, JobTimeline, true, what)
	j.Run(never)
	return j, j.Timeline()
}

// In the background, T opens the band at once with no steps; the first
// stage is the search alone, the second gives every step with the
// comparison still to come, and the third adds the comparison without
// moving the cursor; each is a job of its own, handed out once the one
// before has landed. The result equals a synchronous build's.
func TestTimelineBuiltInStages(t *testing.T) {
	s := uturn(t)
	s.RunJobsInBackground()
	s.Apply(ActTimeline)
	if !s.Selected().TimelineShown() || s.Selected().Timeline() != nil || s.Selected().Step() != nil {
		t.Fatal("T did not open an empty band while the timeline is built")
	}
	s.Apply(ActStepForward) // nothing to step yet: ignored, no panic
	job, first := stage(t, s, "after T")
	if !s.Selected().TimelineBuilding() {
		t.Fatal("not building while the first stage runs")
	}
	if handOut(s, JobTimeline, true) != nil {
		t.Fatal("a second job pending while the first is under way")
	}
	s.Finish(job, false)
	if first == nil || !first.Searching() || s.Selected().Timeline() != first || s.Selected().Step() == nil || s.Selected().Step().Phase != timeline.PhaseSearch {
		t.Fatal("the search stage is not shown")
	}
	s.Apply(ActStepForward)
	if s.Selected().Player().Cursor() != 1 {
		t.Fatalf("cursor %d after a step on the search stage", s.Selected().Player().Cursor())
	}
	job, steps := stage(t, s, "after the search stage")
	if steps == nil || steps.Searching() || !steps.Comparing() {
		t.Fatal("the second stage is not the steps while comparing")
	}
	step0 := s.Versions().Step
	s.Finish(job, false)
	if s.Selected().Timeline() != steps || s.Selected().Step() == nil || s.Versions().Step == step0 {
		t.Fatal("the first stage is not shown")
	}
	if s.Selected().Timeline().Alt().Found {
		t.Fatal("the comparison is shown before it is computed")
	}
	if s.Selected().Player().Cursor() != 1 {
		t.Fatalf("cursor %d after the full stage landed, want it kept at 1", s.Selected().Player().Cursor())
	}
	s.Apply(ActStepForward)
	if s.Selected().Player().Cursor() != 2 {
		t.Fatalf("cursor %d after two steps on the first stage", s.Selected().Player().Cursor())
	}
	job, got := stage(t, s, "after the steps")
	if got == nil || got.Comparing() {
		t.Fatal("the third stage is not the compared one")
	}
	s.Finish(job, false)
	if s.Selected().Timeline() != got || s.Selected().Player().Cursor() != 2 || s.Selected().TimelineBuilding() {
		t.Fatalf("the compared stage: cursor %d, building %v", s.Selected().Player().Cursor(), s.Selected().TimelineBuilding())
	}
	if handOut(s, JobTimeline, true) != nil {
		t.Fatal("a stage handed out after the compared one")
	}
	ref := timeline.Build(s.Grid(), s.query())
	if got.Len() != ref.Len() || got.Alt().Metrics != ref.Alt().Metrics || got.Plan().Metrics != ref.Plan().Metrics {
		t.Fatalf("staged build differs from Build: %d steps vs %d, alt %+v vs %+v",
			got.Len(), ref.Len(), got.Alt().Metrics, ref.Alt().Metrics)
	}
	for i := 0; i < ref.Len(); i++ {
		if a, b := got.At(i), ref.At(i); a.Text != b.Text {
			t.Fatalf("step %d: %q, Build has %q", i, a.Text, b.Text)
		}
	}
}

// An option change while a stage is under way makes it stale (the loop
// stops it): a stopped stage publishes nothing and is dropped, a stage
// the old build made before it saw the stop is dropped too, and a new
// build is pending for the new options. Closing the view makes a stage
// stale too.
func TestStaleTimelineJobIsStopped(t *testing.T) {
	s := uturn(t)
	s.RunJobsInBackground()
	s.Apply(ActTimeline)
	old := mustPending(t, s, JobTimeline, true, "after T")
	s.Apply(ActToggleStrategy)
	if !s.Stale(old) {
		t.Fatal("after the edit the old stage is not stale")
	}
	old.Run(func() bool { return true }) // the loop stopped it
	if old.Timeline() != nil {
		t.Fatal("a stopped job published a stage")
	}
	s.Finish(old, true)
	// a stage an old build made before it saw the stop is dropped
	unseen := mustPending(t, s, JobTimeline, true, "after the edit")
	s.Apply(ActToggleStrategy)
	unseen.Run(never)
	job := handOut(s, JobTimeline, true)
	if job == nil {
		t.Fatal("no new job after the second edit")
	}
	s.Finish(unseen, false)
	if s.Selected().Timeline() != nil {
		t.Fatal("a replaced build's stage was installed")
	}
	for j := job; j != nil; j = handOut(s, JobTimeline, true) {
		runJob(s, j)
	}
	if tl := s.Selected().Timeline(); tl == nil || tl.Query().Strategy != s.Selected().Query().Options.Strategy || tl.Comparing() {
		t.Fatal("the new job's timeline is not shown with the new options")
	}
	if s.Selected().TimelineStale() {
		t.Fatal("the timeline is stale after the new job")
	}
	s.Apply(ActTimeline) // closing makes a stage under way stale
	s.Apply(ActTimeline)
	j3 := mustPending(t, s, JobTimeline, true, "after reopening")
	s.Apply(ActTimeline)
	if !s.Stale(j3) {
		t.Fatal("closing the view did not make the stage stale")
	}
}

// A stopped stage runs on to its next check and holds its build's memory
// until it ends, so closing and reopening the view must not start build
// after build: at most two stages are under way at once, whichever NPC's,
// and the next is handed out when one of them has been given back.
func TestAtMostTwoTimelineStagesAtOnce(t *testing.T) {
	s := uturn(t)
	s.RunJobsInBackground()
	s.Apply(ActTimeline)
	first := mustPending(t, s, JobTimeline, true, "after T")
	s.Apply(ActTimeline) // closed: the first stage is stale, still running
	s.Apply(ActTimeline)
	second := mustPending(t, s, JobTimeline, true, "after reopening once")
	s.Apply(ActTimeline)
	s.Apply(ActTimeline)
	if j := handOut(s, JobTimeline, true); j != nil {
		t.Fatal("a third stage handed out while two are under way")
	}
	if !s.Stale(first) || !s.Stale(second) {
		t.Fatalf("stale: first %v, second %v; want both after the view was closed", s.Stale(first), s.Stale(second))
	}
	first.Run(func() bool { return true })
	s.Finish(first, true)
	third := mustPending(t, s, JobTimeline, true, "after the first stage was given back")
	second.Run(func() bool { return true })
	s.Finish(second, true)
	for j := third; j != nil; j = handOut(s, JobTimeline, true) {
		runJob(s, j)
	}
	if tl := s.Selected().Timeline(); tl == nil || tl.Comparing() || s.Selected().TimelineBuilding() {
		t.Fatal("the build after the stopped ones did not finish")
	}
}
