package scene

import (
	"testing"

	"swath/timeline"
)

// runJob runs job to the end on this goroutine and returns what it
// published, in order.
func runJob(job TimelineJob) []*timeline.Timeline {
	var out []*timeline.Timeline
	job.Run(func(tl *timeline.Timeline) { out = append(out, tl) })
	return out
}

// With timelines built in the background, T opens the band at once with
// no steps; the first stage gives every step with the comparison still to
// come, and the second adds the comparison without moving the cursor. The
// result equals a synchronous build's.
func TestTimelineBuiltInStages(t *testing.T) {
	s := uturn(t)
	s.BuildTimelinesInBackground()
	s.Apply(ActTimeline)
	if !s.TimelineShown() || s.Timeline() != nil || s.Step() != nil {
		t.Fatal("T did not open an empty band while the timeline is built")
	}
	s.Apply(ActStepForward) // nothing to step yet: ignored, no panic
	job, ok := s.PendingTimeline()
	if !ok {
		t.Fatal("no timeline job pending after T")
	}
	s.StartTimeline(&job)
	if !s.TimelineBuilding() {
		t.Fatal("not building after StartTimeline")
	}
	if _, again := s.PendingTimeline(); again {
		t.Fatal("a second job pending while the first is under way")
	}
	all := runJob(job)
	if len(all) != 3 || !all[0].Searching() || all[1].Searching() || !all[1].Comparing() || all[2].Comparing() {
		t.Fatalf("%d stages, want the search, the steps while comparing, and the compared", len(all))
	}
	s.InstallTimeline(job, all[0])
	if s.Timeline() != all[0] || s.Step() == nil || s.Step().Phase != timeline.PhaseSearch {
		t.Fatal("the search stage is not shown")
	}
	s.Apply(ActStepForward)
	if s.Player().Cursor() != 1 {
		t.Fatalf("cursor %d after a step on the search stage", s.Player().Cursor())
	}
	stages := all[1:]
	step0 := s.Versions().Step
	s.InstallTimeline(job, stages[0])
	if s.Timeline() != stages[0] || s.Step() == nil || s.Versions().Step == step0 {
		t.Fatal("the first stage is not shown")
	}
	if s.Timeline().Alt().Found {
		t.Fatal("the comparison is shown before it is computed")
	}
	if s.Player().Cursor() != 1 {
		t.Fatalf("cursor %d after the full stage landed, want it kept at 1", s.Player().Cursor())
	}
	s.Apply(ActStepForward)
	if s.Player().Cursor() != 2 {
		t.Fatalf("cursor %d after two steps on the first stage", s.Player().Cursor())
	}
	s.InstallTimeline(job, stages[1])
	if s.Timeline() != stages[1] || s.Player().Cursor() != 2 || s.TimelineBuilding() {
		t.Fatalf("the compared stage: cursor %d, building %v", s.Player().Cursor(), s.TimelineBuilding())
	}
	ref := timeline.Build(s.Grid(), s.query())
	got := stages[1]
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

// An option change while a job is under way stops it: its stages are
// dropped and a new job is pending for the new options.
func TestStaleTimelineJobIsStopped(t *testing.T) {
	s := uturn(t)
	s.BuildTimelinesInBackground()
	s.Apply(ActTimeline)
	old, _ := s.PendingTimeline()
	s.StartTimeline(&old)
	s.Apply(ActToggleStrategy)
	job, ok := s.PendingTimeline()
	if !ok || !old.Stopped() {
		t.Fatalf("after the edit: new job pending %v, old stopped %v", ok, old.Stopped())
	}
	if st := runJob(old); len(st) != 0 {
		t.Fatalf("a stopped job published %d stages", len(st))
	}
	s.StartTimeline(&job)
	// a stage the old job published before it saw the stop is dropped
	var b timeline.Builder
	s.InstallTimeline(old, b.BuildFirst(s.Grid().Clone(), s.query()))
	if s.Timeline() != nil {
		t.Fatal("a stopped job's stage was installed")
	}
	stages := runJob(job)
	for _, tl := range stages {
		s.InstallTimeline(job, tl)
	}
	if tl := s.Timeline(); tl == nil || tl.Query().Strategy != s.Options().Strategy || tl.Comparing() {
		t.Fatal("the new job's timeline is not shown with the new options")
	}
	if s.TimelineStale() {
		t.Fatal("the timeline is stale after the new job")
	}
	s.Apply(ActTimeline) // closing stops a job under way
	s.Apply(ActTimeline)
	j3, _ := s.PendingTimeline()
	s.StartTimeline(&j3)
	s.Apply(ActTimeline)
	if !j3.Stopped() {
		t.Fatal("closing the view did not stop the job")
	}
}
