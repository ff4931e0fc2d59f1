package scene

import (
	"testing"

	"swath/levels"
	"swath/pathing"
)

// TestTeachingLevelsShowTheirPoint: the u-turn level (binary and linear
// disagree) has another route and a waypoint marked where they differ;
// under the paper's sampling a move it wrongly accepts has its missed
// obstacle cells; a level whose strategies agree has no other route.
func TestTeachingLevelsShowTheirPoint(t *testing.T) {
	for _, b := range levels.Builtins() {
		lv, err := levels.LoadBuiltin(b.Name)
		if err != nil {
			t.Fatal(err)
		}
		s := New(*lv)
		s.Refresh()
		les := s.Selected().Lesson()
		t.Logf("%s (%v): lesson %+v", b.Name, lv.Options, les)
		if les != nil && les.Alt != nil && len(les.Differ) == 0 && len(les.Alt) == len(s.Selected().Plan().Waypoints) {
			t.Errorf("%s: another route but no differing waypoint marked", b.Name)
		}
	}
	lv, _ := levels.LoadBuiltin("u-turn")
	s := New(*lv)
	s.Refresh()
	if les := s.Selected().Lesson(); les == nil || len(les.Alt) < 2 || len(les.Differ) == 0 {
		t.Fatalf("u-turn: lesson %+v, want the other strategy's route and a differing waypoint", les)
	}
	// the corner level: the paper's sampling accepts a move past a corner
	lv, _ = levels.LoadBuiltin("corner")
	s = New(*lv)
	s.Refresh()
	if les := s.Selected().Lesson(); les == nil || len(les.Missed) == 0 || lv.Options.Sampling != pathing.Paper {
		t.Fatalf("corner: lesson %+v, want the obstacle cells the paper's sampling misses", les)
	}
	for _, c := range s.Selected().Lesson().Missed {
		if !s.Grid().Blocked(c.X, c.Y) {
			t.Errorf("corner: missed cell %v is free", c)
		}
	}
}
