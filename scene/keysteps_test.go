package scene

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"swath/levels"
	"swath/timeline"
)

// TestKeyStepsJump: K on the u-turn level opens the timeline at its first
// key step (where binary search keeps the waypoint at the ledge), then the
// next (the result that says linear keeps 4), then round to the first;
// the corner level's key step is the probe the paper's sampling accepts.
// A save keeps the key steps.
func TestKeyStepsJump(t *testing.T) {
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	s := New(*lv)
	s.Apply(ActKeyStep)
	if !s.TimelineShown() || s.Selected().Player().Cursor() != lv.KeySteps[0]-1 || s.Selected().Step().Kind != timeline.StepChoose {
		t.Fatalf("K: shown %v, step %d kind %v; want the choose step %d", s.TimelineShown(), s.Selected().Player().Cursor()+1, s.Selected().Step().Kind, lv.KeySteps[0])
	}
	s.Apply(ActKeyStep)
	if s.Selected().Step().Kind != timeline.StepResult {
		t.Fatalf("second K: step %d kind %v, want the result", s.Selected().Player().Cursor()+1, s.Selected().Step().Kind)
	}
	s.Apply(ActKeyStep)
	if s.Selected().Player().Cursor() != lv.KeySteps[0]-1 {
		t.Fatalf("third K: step %d, want round to %d", s.Selected().Player().Cursor()+1, lv.KeySteps[0])
	}
	c, _ := levels.LoadBuiltin("corner")
	s = New(*c)
	s.Apply(ActKeyStep)
	if v := s.Selected().Step(); v.Kind != timeline.StepProbe || !v.Samplings.PaperAccepts {
		t.Fatalf("corner's key step %d: kind %v, paper accepts %v", s.Selected().Player().Cursor()+1, v.Kind, v.Samplings.PaperAccepts)
	}
	p := filepath.Join(t.TempDir(), "c.swath")
	if err := levels.Save(p, s.Level()); err != nil {
		t.Fatal(err)
	}
	back, err := levels.Load(p)
	if err != nil || !slices.Equal(back.KeySteps, c.KeySteps) {
		t.Fatalf("saved and loaded key steps %v (%v), want %v", back.KeySteps, err, c.KeySteps)
	}
	s = open(t) // a level with none says so
	s.Apply(ActKeyStep)
	if s.TimelineShown() || s.Notice().Text == "" {
		t.Fatalf("K without key steps: shown %v, notice %q", s.TimelineShown(), s.Notice().Text)
	}
}

// TestKeyStepsBelongToTheLevelsMode: after M the u-turn's key steps number
// steps of another timeline: K says so and moves nothing, the band marks
// none and a save does not keep them; M back and K jumps again.
func TestKeyStepsBelongToTheLevelsMode(t *testing.T) {
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	s := New(*lv)
	s.Apply(ActToggleSearch)
	s.Apply(ActKeyStep)
	if s.TimelineShown() || !strings.Contains(s.Notice().Text, "key steps are steps of") {
		t.Fatalf("K after M: timeline shown %v, notice %q; want it refused with a reason", s.TimelineShown(), s.Notice().Text)
	}
	if ks := s.KeySteps(); len(ks) != 0 {
		t.Fatalf("KeySteps after M = %v, want none (the band marks steps of another mode)", ks)
	}
	if ks := s.Level().KeySteps; len(ks) != 0 {
		t.Fatalf("a level saved after M keeps key steps %v of the other mode", ks)
	}
	s.Apply(ActToggleSearch)
	s.Apply(ActKeyStep)
	if !s.TimelineShown() || s.Selected().Player().Cursor() != lv.KeySteps[0]-1 {
		t.Fatalf("K after M, M: shown %v, step %d; want key step %d", s.TimelineShown(), s.Selected().Player().Cursor()+1, lv.KeySteps[0])
	}
}
