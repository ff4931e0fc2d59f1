package scene

import (
	"testing"

	"swath/pathing"
)

// TestTimelineKeepsItsPlace: closed and reopened on an unchanged plan,
// the step-through view is at the step it was; after an edit it starts
// at the first step again.
func TestTimelineKeepsItsPlace(t *testing.T) {
	s := open(t)
	s.Apply(ActTimeline)
	for range 5 {
		s.Apply(ActStepForward)
	}
	at := s.Selected().Player().Cursor()
	if at == 0 {
		t.Fatal("the cursor did not move")
	}
	s.Apply(ActTimeline) // close
	s.Apply(ActTimeline) // reopen
	if got := s.Selected().Player().Cursor(); got != at {
		t.Fatalf("reopened at step %d, want %d where it closed", got, at)
	}
	s.Apply(ActTimeline)
	s.Apply(Press{Cell: pathing.Pt(6, 0), Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(6, 0)})
	s.Refresh()
	s.Apply(ActTimeline)
	if got := s.Selected().Player().Cursor(); got != 0 {
		t.Fatalf("reopened after an edit at step %d, want 0", got)
	}
}
