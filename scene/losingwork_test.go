package scene

import (
	"testing"

	"swath/pathing"
)

// TestModifiedMeansDiffersFromDisk: toggling an option and back, or
// painting a cell and erasing it, leaves the level unmodified; a real
// change, or undoing past the saved state, marks it.
func TestModifiedMeansDiffersFromDisk(t *testing.T) {
	s := open(t)
	s.SetSource("/tmp/x.swath", "")
	s.Apply(ActToggleSearch)
	if !s.Modified() {
		t.Fatal("M once: not modified")
	}
	s.Apply(ActToggleSearch)
	if s.Modified() {
		t.Fatal("M twice: still modified, though the level is as on disk")
	}
	if got := s.WindowTitle(); got != "Swath — x.swath" {
		t.Fatalf("window title %q after M twice", got)
	}
	// a cell painted, then erased: two steps, no net change
	s.Apply(Press{Cell: pathing.Pt(5, 4), Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(5, 4)})
	if !s.Modified() {
		t.Fatal("a painted cell: not modified")
	}
	s.Apply(Press{Cell: pathing.Pt(5, 4), Button: Secondary})
	s.Apply(Release{Cell: pathing.Pt(5, 4)})
	if s.Modified() {
		t.Fatal("painted and erased: still modified")
	}
	// undoing the erase (the saved state is then behind) is a change again
	s.Apply(ActUndo)
	if !s.Modified() {
		t.Fatal("undo of the erase: not modified")
	}
	s.Apply(ActUndo)
	s.Apply(ActUndo)
	if !s.Modified() {
		t.Fatal("undone past both toggles: M once is undone, so the search differs")
	}
	s.Apply(ActUndo)
	if s.Modified() {
		t.Fatal("back at the opened state: modified")
	}
	// redoing towards a saved state ahead
	s.Apply(ActRedo)
	s.Apply(ActRedo)
	s.Apply(ActRedo)
	s.Apply(ActRedo)
	s.SetSource("/tmp/x.swath", "") // saved here
	s.Apply(ActUndo)
	s.Apply(ActUndo)
	if s.Modified() {
		t.Fatal("undo of a paint and its erase from the saved state: modified")
	}
	s.Apply(ActUndo)
	if !s.Modified() {
		t.Fatal("undo of the second toggle: not modified")
	}
}

// TestSliderDragIsOneStep: the changes of one slider drag (one Drag name)
// are one undo step; another drag is another step; a drag back to where
// it started leaves no step.
func TestSliderDragIsOneStep(t *testing.T) {
	s := open(t)
	start := s.Selected().Agent()
	for l := 2; l <= 11; l++ {
		s.Apply(SetAgent{Agent: pathing.Footprint{L: l, W: 1}, Drag: 7})
	}
	if got := len(s.hist.undo); got != 1 {
		t.Fatalf("a drag from 2 to 11 made %d undo steps, want 1", got)
	}
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 3, W: 1}, Drag: 8})
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 4, W: 1}, Drag: 8})
	if got := len(s.hist.undo); got != 2 {
		t.Fatalf("two drags made %d undo steps, want 2", got)
	}
	s.Apply(ActUndo)
	if s.Selected().Agent() != (pathing.Footprint{L: 11, W: 1}) {
		t.Fatalf("undo of the second drag: agent %v, want 11x1", s.Selected().Agent())
	}
	s.Apply(ActUndo)
	if s.Selected().Agent() != start {
		t.Fatalf("undo of the first drag: agent %v, want %v", s.Selected().Agent(), start)
	}
	// without a drag name (keys), every change is a step
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 2, W: 1}})
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 3, W: 1}})
	if got := len(s.hist.undo); got != 2 {
		t.Fatalf("two key changes made %d undo steps, want 2", got)
	}
	// a drag that returns to its start leaves nothing
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 5, W: 1}, Drag: 9})
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 3, W: 1}, Drag: 9})
	if got := len(s.hist.undo); got != 2 || s.Modified() != true {
		t.Fatalf("a drag back to its start: %d undo steps, want 2", got)
	}
	// a paint between two changes of the same drag name splits them
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 4, W: 1}, Drag: 10})
	s.Apply(Press{Cell: pathing.Pt(6, 5), Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(6, 5)})
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 5, W: 1}, Drag: 10})
	if got := len(s.hist.undo); got != 5 {
		t.Fatalf("drag, paint, drag: %d undo steps, want 5", got)
	}
}
