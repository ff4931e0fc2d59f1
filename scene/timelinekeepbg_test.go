package scene

import "testing"

// TestStepViewReopensWhereItWasInTheBackground: as the app runs it (the
// timeline built by background jobs), T, →×4, T, T shows step 5 again,
// as a video player keeps its place; after an edit it starts at step 1.
func TestStepViewReopensWhereItWasInTheBackground(t *testing.T) {
	s := uturn(t)
	s.RunJobsInBackground()
	drain := func() {
		for {
			j, _ := s.NextJob()
			if j == nil {
				return
			}
			j.Run(never)
			s.Finish(j, false)
		}
	}
	s.Apply(ActTimeline)
	drain()
	for range 4 {
		s.Apply(ActStepForward)
	}
	if c := s.Selected().Player().Cursor(); c != 4 {
		t.Fatalf("after →×4 the cursor is at %d", c)
	}
	s.Apply(ActTimeline)
	s.Apply(ActTimeline)
	drain()
	if c, n := s.Selected().Player().Cursor(), s.Selected().Timeline().Len(); c != 4 {
		t.Fatalf("T, →×4, T, T: step %d of %d, want 5", c+1, n)
	}
	s.Apply(ActTimeline)
	paint(s, freeFit(t, s))
	s.Refresh()
	s.Apply(ActTimeline)
	drain()
	if c := s.Selected().Player().Cursor(); c != 0 {
		t.Fatalf("reopened after an edit at step %d, want 1", c+1)
	}
}
