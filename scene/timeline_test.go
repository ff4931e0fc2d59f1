package scene

import (
	"reflect"
	"testing"
	"time"

	"swath/agent"
	"swath/pathing"
	"swath/timeline"
)

// uturn is the U-turn test vector of the contract's binary search for the
// farthest visible node ("Step 2"; binary and linear disagree) with a
// 1×1 agent; demo is the fallback level with a 2×2 agent.
func uturn(t *testing.T) *Scene {
	t.Helper()
	s := New(Level{
		Title: "u",
		Grid: pathing.ParseGrid(
			"..#.#......#",
			"..#.......#.",
			"......#.....",
			"#...##......",
			"..#.#.#.....",
		),
		Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0),
	})
	s.Apply(Resize{W: 240, H: 120})
	return s
}

func key(s *Scene, k string, shift bool) {
	s.Apply(KeyPress{Chord{Key: k, Shift: shift}})
	s.Refresh()
}

// snapshot is everything the step-through view shows, copied.
type snapshot struct {
	cursor  int
	playing bool
	view    timeline.StepView
}

func snap(t *testing.T, s *Scene) snapshot {
	t.Helper()
	v := s.Selected().Step()
	if v == nil {
		t.Fatal("no step while stepping")
	}
	return snapshot{s.Selected().Player().Cursor(), s.Selected().Player().Playing(), *v}
}

func TestEnterAndLeaveTheStepView(t *testing.T) {
	s := uturn(t)
	if s.TimelineShown() || s.Selected().Step() != nil || s.Selected().Timeline() != nil {
		t.Fatal("a new scene is stepping")
	}
	w := watch(s)
	key(s, "T", false)
	if !s.TimelineShown() || s.Selected().Timeline() == nil || s.Selected().Player().Cursor() != 0 || s.Selected().Player().Playing() {
		t.Fatalf("T: stepping %v, cursor %d, playing %v", s.TimelineShown(), s.Selected().Player().Cursor(), s.Selected().Player().Playing())
	}
	if !w.changed() {
		t.Fatal("entering the step view asks for no redraw")
	}
	if got, want := s.Selected().Player().Len(), s.Selected().Timeline().Len(); got != want {
		t.Fatalf("player over %d steps, timeline has %d", got, want)
	}
	if v := s.Selected().Step(); v.Kind != timeline.StepExpand || v.Index != 0 {
		t.Fatalf("first step %v %d", v.Kind, v.Index)
	}
	key(s, "Enter", false)
	if s.TimelineShown() || s.Selected().Step() != nil {
		t.Fatal("Enter did not leave the step view")
	}
	// Escape leaves it too, but closes the help first
	key(s, "T", false)
	key(s, "H", false)
	key(s, "Escape", false)
	if s.Help() || !s.TimelineShown() {
		t.Fatalf("Escape over the help: help %v, stepping %v", s.Help(), s.TimelineShown())
	}
	key(s, "Escape", false)
	if s.TimelineShown() {
		t.Fatal("Escape did not leave the step view")
	}
	// Space outside the view opens it and plays from the first step
	key(s, "Space", false)
	if !s.TimelineShown() || !s.Selected().Player().Playing() || s.Selected().Player().Cursor() != 0 {
		t.Fatalf("Space: stepping %v playing %v cursor %d", s.TimelineShown(), s.Selected().Player().Playing(), s.Selected().Player().Cursor())
	}
}

// TestStepBackAndForthIsIdentical walks the whole timeline forward with →
// and back with ←, and checks that every step looks the same both ways;
// then the same with Shift+→/← between anchors and phases.
func TestStepBackAndForthIsIdentical(t *testing.T) {
	for _, c := range []struct {
		name string
		s    func(*testing.T) *Scene
	}{
		{"u-turn binary", uturn},
		{"u-turn linear", func(t *testing.T) *Scene {
			s := uturn(t)
			s.Apply(ActToggleStrategy)
			return s
		}},
		{"u-turn JPS", func(t *testing.T) *Scene {
			s := uturn(t)
			s.Apply(ActToggleAlgorithm)
			return s
		}},
		{"demo 2x2 paper sampling", func(t *testing.T) *Scene {
			s := New(Demo())
			s.Apply(ActToggleSampling)
			return s
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := c.s(t)
			s.Refresh()
			key(s, "T", false)
			n := s.Selected().Timeline().Len()
			fwd := []snapshot{snap(t, s)}
			for i := 1; i < n; i++ {
				key(s, "ArrowRight", false)
				sn := snap(t, s)
				if sn.cursor != i || sn.view.Index != i {
					t.Fatalf("after %d × →: cursor %d, view %d", i, sn.cursor, sn.view.Index)
				}
				fwd = append(fwd, sn)
			}
			key(s, "ArrowRight", false) // at the end: stays
			if got := snap(t, s); !reflect.DeepEqual(got, fwd[n-1]) {
				t.Fatalf("→ at the last step changed it: %+v", got.view.Text)
			}
			for i := n - 2; i >= 0; i-- {
				key(s, "ArrowLeft", false)
				if got := snap(t, s); !reflect.DeepEqual(got, fwd[i]) {
					t.Fatalf("step %d backwards differs:\n got %q\nwant %q", i, got.view.Text, fwd[i].view.Text)
				}
			}
			// phases: Shift+→ lands on every boundary, Shift+← comes back the same way
			var marks []int
			for key(s, "Home", false); ; {
				marks = append(marks, s.Selected().Player().Cursor())
				if s.Selected().Player().Cursor() == n-1 {
					break
				}
				key(s, "ArrowRight", true)
				if got, want := snap(t, s), fwd[s.Selected().Player().Cursor()]; !reflect.DeepEqual(got.view, want.view) {
					t.Fatalf("Shift+→ to %d differs from stepping there", got.cursor)
				}
			}
			want := append([]int(nil), s.Selected().Timeline().Boundaries()...)
			if want[len(want)-1] != n-1 {
				want = append(want, n-1)
			}
			if want[0] != 0 {
				want = append([]int{0}, want...)
			}
			if !reflect.DeepEqual(marks, want) {
				t.Fatalf("Shift+→ visits %v, want the boundaries %v", marks, want)
			}
			for k := len(marks) - 2; k >= 0; k-- {
				key(s, "ArrowLeft", true)
				if got := s.Selected().Player().Cursor(); got != marks[k] {
					t.Fatalf("Shift+← lands on %d, want %d", got, marks[k])
				}
			}
			key(s, "End", false)
			if got := snap(t, s); !reflect.DeepEqual(got.view, fwd[n-1].view) {
				t.Fatal("End is not the last step")
			}
			key(s, "Home", false)
			if got := snap(t, s); !reflect.DeepEqual(got.view, fwd[0].view) {
				t.Fatal("Home is not the first step")
			}
		})
	}
}

func TestPlaySpeedAndSeek(t *testing.T) {
	s := uturn(t)
	key(s, "T", false)
	for range 3 {
		key(s, "Minus", false) // 8 → 1 step/s
	}
	if got := s.Selected().Player().Speed(); got != 1 {
		t.Fatalf("three × - from the default: %v steps/s, want 1", got)
	}
	key(s, "Equal", true) // + is Shift+=
	if got := s.Selected().Player().Speed(); got != 2 {
		t.Fatalf("+: %v steps/s, want 2", got)
	}
	key(s, "Space", false)
	if !s.Selected().Player().Playing() {
		t.Fatal("Space does not play")
	}
	serial, w := s.Versions().Step, watch(s)
	s.Apply(Tick{DT: 1500 * time.Millisecond})
	if got := s.Selected().Player().Cursor(); got != 3 {
		t.Fatalf("1.5 s at 2 steps/s: cursor %d, want 3", got)
	}
	if s.Versions().Step == serial || !w.changed() {
		t.Fatal("playing moved the cursor but asks for no redraw")
	}
	s.Apply(Tick{DT: 100 * time.Millisecond})
	if w.changed() {
		t.Fatal("a tick that moved nothing asks for a redraw")
	}
	key(s, "Space", false)
	if !w.changed() {
		t.Fatal("pausing asks for no redraw (the panel shows it)")
	}
	s.Apply(Tick{DT: 10 * time.Second})
	if s.Selected().Player().Playing() || s.Selected().Player().Cursor() != 3 || w.changed() {
		t.Fatalf("paused: playing %v, cursor %d", s.Selected().Player().Playing(), s.Selected().Player().Cursor())
	}
	s.Apply(SeekFraction{F: 1})
	if got, want := s.Selected().Player().Cursor(), s.Selected().Timeline().Last(); got != want {
		t.Fatalf("seek to 1: cursor %d, want %d", got, want)
	}
	s.Apply(SeekStep{Step: 7})
	if got := s.Selected().Step().Index; got != 7 {
		t.Fatalf("seek to step 7: %d", got)
	}
	s.Apply(SetSpeed{StepsPerSecond: 64})
	if s.Selected().Player().SpeedLabel() != "64 steps/s" {
		t.Fatalf("speed %s", s.Selected().Player().SpeedLabel())
	}
	// a seek outside the view opens it
	key(s, "T", false)
	s.Apply(SeekFraction{F: 0.5})
	if !s.TimelineShown() || s.Selected().Player().Cursor() != (s.Selected().Timeline().Len()-1+1)/2 {
		t.Fatalf("seek 0.5 from outside: stepping %v cursor %d of %d", s.TimelineShown(), s.Selected().Player().Cursor(), s.Selected().Timeline().Len())
	}
}

// TestEditWhileSteppingKeepsThePhase paints while a probe is shown: the
// timeline is rebuilt from the edited map and the cursor is Remap's.
func TestEditWhileSteppingKeepsThePhase(t *testing.T) {
	s := New(Demo())
	s.Apply(Resize{W: 320, H: 200})
	key(s, "T", false)
	key(s, "ArrowRight", true) // node set
	key(s, "ArrowRight", true) // anchor T0
	key(s, "ArrowRight", true) // anchor T1
	key(s, "ArrowRight", false)
	old, cur := s.Selected().Timeline(), s.Selected().Player().Cursor()
	if v := s.Selected().Step(); v.Kind != timeline.StepProbe || v.AnchorNo != 1 {
		t.Fatalf("at %d: %v anchor %d", cur, v.Kind, v.AnchorNo)
	}
	raw := s.Selected().Plan().Raw
	wall := raw[len(raw)/2]
	s.sa().AssumeBuildTime(0) // as if the last build had been fast, however loaded the machine is
	s.Apply(Press{Cell: wall, Button: Primary})
	s.Apply(Drag{Cell: wall.Add(pathing.Pt(0, 1))})
	s.Refresh()
	nt := s.Selected().Timeline()
	if nt == old {
		t.Fatal("painting on the route did not rebuild the timeline (fast build)")
	}
	if !nt.Grid().Blocked(wall.X, wall.Y) {
		t.Fatal("the new timeline does not see the painted cell")
	}
	if got, want := s.Selected().Player().Cursor(), timeline.Remap(old, cur, nt); got != want {
		t.Fatalf("cursor %d after the rebuild, Remap says %d", got, want)
	}
	if v := s.Selected().Step(); v.Phase != timeline.PhaseSmooth {
		t.Fatalf("cursor left the smoothing: %v", v.Phase)
	}
	s.Apply(Release{Cell: wall.Add(pathing.Pt(0, 1))})
	// undo rebuilds too, and the agent size
	key(s, "Z", false) // plain Z is not bound: nothing
	s.Apply(ActUndo)
	s.Refresh()
	if s.Selected().Timeline().Grid().Blocked(wall.X, wall.Y) {
		t.Fatal("undo did not rebuild the timeline")
	}
	before := s.Selected().Timeline()
	s.Apply(ActAgentWider)
	s.Refresh()
	if s.Selected().Timeline() == before || s.Selected().Timeline().Query().Agent != (pathing.Footprint{L: 3, W: 2}) {
		t.Fatal("the agent change did not rebuild the timeline")
	}
	if s.Selected().TimelineStale() {
		t.Fatal("stale after Refresh")
	}
}

// TestSlowRebuildWaitsForTheStroke: when a build is slow, painting leaves
// the timeline as it was until the stroke ends.
func TestSlowRebuildWaitsForTheStroke(t *testing.T) {
	s := New(Demo())
	key(s, "T", false)
	s.sa().AssumeBuildTime(agent.SlowBuild) // as if the last build had been slow
	old := s.Selected().Timeline()
	c := pathing.Pt(16, 18)
	s.Apply(Press{Cell: c, Button: Primary})
	s.Refresh()
	if s.Selected().Timeline() != old || !s.Selected().TimelineStale() {
		t.Fatal("a slow timeline was rebuilt during the stroke")
	}
	s.Apply(Release{Cell: c})
	s.Refresh()
	if s.Selected().Timeline() == old || s.Selected().TimelineStale() {
		t.Fatal("not rebuilt at the end of the stroke")
	}
}

func TestTimelineKeysAreInTheKeymap(t *testing.T) {
	for chord, want := range map[Chord]Action{
		{Key: "T"}: ActTimeline, {Key: "Enter"}: ActTimeline, {Key: "Space"}: ActPlayPause,
		{Key: "ArrowLeft"}: ActStepBack, {Key: "ArrowRight"}: ActStepForward,
		{Key: "ArrowLeft", Shift: true}: ActPhaseBack, {Key: "ArrowRight", Shift: true}: ActPhaseForward,
		{Key: "Home"}: ActFirst, {Key: "End"}: ActLast, {Key: "Minus"}: ActSlower,
		{Key: "Equal"}: ActFaster, {Key: "Equal", Shift: true}: ActFaster, {Key: "Escape"}: ActCloseHelp,
	} {
		if b, _, ok := Lookup(chord); !ok || b.Action != want {
			t.Errorf("%v: bound to %v (%v), want %v", chord, b.Action, ok, want)
		}
	}
}
