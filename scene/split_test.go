package scene

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
	"swath/timeline"
)

func openBuiltin(t *testing.T, name string) *Scene {
	t.Helper()
	lv, err := levels.LoadBuiltin(name)
	if err != nil {
		t.Fatal(err)
	}
	return New(*lv)
}

// waypointsOf are each pane's waypoint counts.
func waypointsOf(sp *Split) []int {
	var out []int
	for _, p := range sp.Panes {
		out = append(out, len(p.Agent.Plan().Waypoints))
	}
	return out
}

// The u-turn level names its comparison (vs: farthest=linear); V opens it:
// two panes, the level's own binary search keeping 5 waypoints, linear 4,
// the waypoint binary alone keeps marked on its pane. Painting, moving G
// and the footprint act once and every pane follows.
func TestSplitViewPanesFollowTheLevel(t *testing.T) {
	s := openBuiltin(t, "u-turn")
	if s.Split() != nil {
		t.Fatal("a scene opens in the single view unless asked (OpenLevelsInSplit)")
	}
	s.Apply(ActSplit)
	s.Refresh()
	sp := s.Split()
	if sp == nil || len(sp.Panes) != 2 || sp.Panes[0].Name != "level's own" || sp.Panes[1].Name != "farthest: linear" {
		t.Fatalf("V on u-turn: %+v", sp)
	}
	if got := waypointsOf(sp); !slices.Equal(got, []int{5, 4}) || !sp.DiffCurrent {
		t.Fatalf("waypoints %v (differences current %v), want binary 5, linear 4", got, sp.DiffCurrent)
	}
	les := sp.Panes[0].Agent.Lesson()
	if les == nil || !slices.Equal(les.Differ, []pathing.Point{pathing.Pt(8, 5)}) || sp.Panes[1].Agent.Lesson() != nil {
		t.Fatalf("the level's own pane marks %+v, the linear pane %+v; want (8,5) on the first alone", les, sp.Panes[1].Agent.Lesson())
	}
	if v := sp.Differences.Figures["waypoints"]; !slices.Equal(v, []float64{5, 4}) {
		t.Errorf("differences: waypoints %v", v)
	}
	// the footprint and the goal follow; the pane keeps its own strategy
	s.Apply(ActAgentWider)
	g := s.Selected().Goal()
	s.Apply(SetOptions{Options: s.options()}) // nothing changes
	s.Refresh()
	sp = s.Split()
	q0, q1 := sp.Panes[0].Agent.Query(), sp.Panes[1].Agent.Query()
	if q1.Agent != q0.Agent || q1.Goal != g || q1.Strategy != pathing.Linear || q0.Strategy != pathing.Binary {
		t.Fatalf("after ]: pane queries %+v and %+v", q0, q1)
	}
	if !sp.Panes[1].Agent.Current() || !sp.Panes[0].Agent.Current() {
		t.Fatalf("the panes were not planned again")
	}
	// painting plans every pane again
	before := *sp.Panes[1].Agent.Plan()
	w := s.Selected().Plan().Raw[len(s.Selected().Plan().Raw)/2]
	s.Apply(Press{Cell: w, Button: Primary})
	s.Apply(Release{Cell: w})
	s.Refresh()
	sp = s.Split()
	if after := sp.Panes[1].Agent.Plan(); slices.Equal(after.Raw, before.Raw) || !sp.Panes[1].Agent.Current() {
		t.Fatalf("a wall on the route: the linear pane's route %v did not change", after.Raw)
	}
	// V again closes it
	s.Apply(ActSplit)
	if s.Split() != nil {
		t.Fatal("V did not close the split view")
	}
}

// SetSplit refuses a variant it cannot read, naming it, and keeps the
// panes; a save writes the panes shown as the level's vs lines.
func TestSplitViewSettings(t *testing.T) {
	s := openBuiltin(t, "corner")
	s.Apply(SetSplit{Specs: []string{"sampling=exact", "algo=jps"}})
	s.Refresh()
	if sp := s.Split(); sp == nil || len(sp.Panes) != 3 || sp.Panes[2].Name != "algo: jps" {
		t.Fatalf("two variants: %+v", sp)
	}
	s.Apply(SetSplit{Specs: []string{"speed=fast"}})
	if n := s.Notice(); !n.Warn || !strings.Contains(n.Text, `unknown key "speed"`) || len(s.Split().Panes) != 3 {
		t.Fatalf("a bad variant: notice %+v, %d panes", n, len(s.Split().Panes))
	}
	if lv := s.Level(); !slices.Equal(lv.Vs, []string{"sampling=exact", "algo=jps"}) {
		t.Errorf("the level saved names %v", lv.Vs)
	}
	// the corner's paper sampling misses the clipped cell the exact one sees
	sp := s.Split()
	if les := sp.Panes[0].Agent.Lesson(); les == nil || !slices.Equal(les.Missed, []pathing.Point{pathing.Pt(8, 11)}) {
		t.Errorf("the paper pane marks %+v, want the missed cell (8,11)", les)
	}
	s.Apply(SetSplit{})
	if s.Split() != nil || s.Level().Vs[0] != "sampling=exact" {
		t.Errorf("closed: split %v, the level's vs %v (its own, as loaded)", s.Split(), s.Level().Vs)
	}
}

// checkAligned checks that every pane shows the step the lockstep gives
// it at the cursor, in the cursor's phase and anchor.
func checkAligned(t *testing.T, s *Scene, what string) {
	t.Helper()
	sp := s.Split()
	ls := sp.Lockstep
	if ls == nil {
		t.Fatalf("%s: no lockstep", what)
	}
	w := ls.Where(sp.Pos)
	for i, p := range sp.Panes {
		v := p.Agent.Step()
		if v == nil {
			t.Fatalf("%s: pane %d shows no step", what, i)
		}
		if want := ls.Step(i, sp.Pos); v.Index != want {
			t.Fatalf("%s: pane %d shows step %d, the lockstep's position %d (%v) gives it %d", what, i, v.Index, sp.Pos, w, want)
		}
		tl := p.Agent.Timeline()
		holding := w.Anchor >= tl.Anchors() || tl.PhaseStart(w.Phase) < 0
		if holding {
			continue
		}
		if v.Phase != w.Phase || (w.Anchor >= 0 && v.AnchorNo != w.Anchor) || (w.Anchor >= 0 && w.Choice != (v.Kind == timeline.StepChoose)) {
			t.Fatalf("%s: pane %d at %v shows a %v step of %v, anchor %d", what, i, w, v.Kind, v.Phase, v.AnchorNo)
		}
	}
}

// In the split view's step view one cursor steps every pane together:
// after each step, scrub, phase jump and K every pane's cursor is in the
// same phase and anchor (random moves, fixed seed). K lands where the
// panes part: u-turn's anchor 0 choice (binary to the ledge, linear past
// it), then the results side by side.
func TestSplitViewLockstep(t *testing.T) {
	s := openBuiltin(t, "u-turn")
	s.Apply(ActSplit)
	s.Refresh()
	s.Apply(ActKeyStep)
	sp := s.Split()
	w := sp.Lockstep.Where(sp.Pos)
	if !w.Choice || w.Anchor != 0 {
		t.Fatalf("K: at %v, want anchor 0's choice", w)
	}
	checkAligned(t, s, "K")
	a, b := sp.Panes[0].Agent.Step(), sp.Panes[1].Agent.Step()
	if a.AnchorCell != b.AnchorCell || a.TCell == b.TCell {
		t.Fatalf("K: the panes choose from %v and %v, to %v and %v: want one anchor, two choices", a.AnchorCell, b.AnchorCell, a.TCell, b.TCell)
	}
	s.Apply(ActKeyStep)
	if v := s.Split().Panes[1].Agent.Step(); v.Kind != timeline.StepResult || s.Selected().Step().Kind != timeline.StepResult {
		t.Fatalf("second K: %v and %v, want both results", s.Selected().Step().Kind, v.Kind)
	}
	s.Apply(ActKeyStep)
	if got := s.Split().Pos; got != SplitKeyPositions(s.Split().Lockstep)[0] {
		t.Fatalf("third K: at %d, want round to the first key position", got)
	}
	seed := int64(20261206)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	acts := []Action{ActStepForward, ActStepBack, ActPhaseForward, ActPhaseBack, ActFirst, ActLast, ActKeyStep}
	for i := range 300 {
		var what string
		switch k := r.Intn(len(acts) + 2); {
		case k < len(acts):
			s.Apply(acts[k])
			what = acts[k].String()
		case k == len(acts):
			f := r.Float64()
			s.Apply(SeekFraction{F: f})
			what = "scrub"
		default:
			s.Apply(SeekStep{Step: r.Intn(s.Split().Lockstep.Len())})
			what = "seek"
		}
		checkAligned(t, s, what)
		if i == 150 { // an edit rebuilds every timeline: the cursor stays in its segment
			before := s.Split().Lockstep.Where(s.Split().Pos)
			c := pathing.Pt(0, 13)
			s.Apply(Press{Cell: c, Button: Primary})
			s.Apply(Release{Cell: c})
			s.Refresh()
			after := s.Split().Lockstep.Where(s.Split().Pos)
			if after.Phase != before.Phase || after.Anchor != before.Anchor {
				t.Fatalf("an edit moved the cursor from %v to %v", before, after)
			}
			checkAligned(t, s, "edit")
		}
	}
	// playing advances the one cursor; the selected player mirrors it
	s.Apply(ActFirst)
	s.Apply(ActPlayPause)
	if !s.Selected().Player().Playing() {
		t.Fatal("Space in the split view: the selected NPC's player does not say it plays")
	}
	s.Apply(Tick{DT: 1e9})
	if s.Split().Pos == 0 {
		t.Fatal("a second of play did not move the cursor")
	}
	checkAligned(t, s, "play")
	// closing the step view closes every pane's
	s.Apply(ActTimeline)
	if s.Split().Lockstep != nil || s.Split().Panes[1].Agent.TimelineShown() {
		t.Fatal("T closed the step view but a pane still shows its timeline")
	}
}

// The corner's K lands on the probe the two samplings judge differently:
// the paper's accepts the move the exact test rejects.
func TestSplitViewCornerKeyStep(t *testing.T) {
	s := openBuiltin(t, "corner")
	s.Apply(ActSplit) // the level's own: vs sampling=exact
	s.Refresh()
	s.Apply(ActKeyStep)
	sp := s.Split()
	w := sp.Lockstep.Where(sp.Pos)
	a, b := sp.Panes[0].Agent.Step(), sp.Panes[1].Agent.Step()
	if w.Choice || w.Anchor != 0 || a.Kind != timeline.StepProbe || a.TCell != b.TCell || a.Visible == b.Visible || !a.Visible {
		t.Fatalf("K at %v: paper %v to %v visible %v, exact %v to %v visible %v", w, a.Kind, a.TCell, a.Visible, b.Kind, b.TCell, b.Visible)
	}
}

// The panes' plans are jobs of the scene's queue: in the background a
// pane gone before its job ends is dropped, and its planner lets go.
func TestSplitViewJobs(t *testing.T) {
	s := openBuiltin(t, "u-turn")
	s.RunJobsInBackground()
	s.Apply(SetSplit{Specs: []string{"farthest=linear", "agent=3x3"}})
	var held []*Job
	for {
		j, _ := s.NextJob()
		if j == nil {
			break
		}
		held = append(held, j.(*Job))
	}
	if len(held) < 2 {
		t.Fatalf("%d jobs for two new panes", len(held))
	}
	s.Apply(SetSplit{})
	for _, j := range held {
		if !s.Stale(j) && j.Kind == JobPlan && !j.Selected {
			t.Errorf("a pane's %v job is not stale once the split view closed", j.Kind)
		}
		j.Run(func() bool { return true })
		s.Finish(j, true)
	}
	if idle, _ := s.shared.Pool.Planners(); idle > 2 {
		t.Errorf("%d idle planners after the panes went", idle)
	}
}

// K in the background, before the panes' timelines are built, lands where
// the panes part once they are.
func TestSplitViewKeyStepInTheBackground(t *testing.T) {
	s := openBuiltin(t, "u-turn")
	s.RunJobsInBackground()
	s.Apply(ActSplit)
	s.Apply(ActKeyStep)
	for range 100 {
		j, _ := s.NextJob()
		if j == nil {
			break
		}
		j.Run(func() bool { return false })
		s.Finish(j, false)
	}
	sp := s.Split()
	if sp.Lockstep == nil {
		t.Fatal("no lockstep after the jobs ran")
	}
	if w := sp.Lockstep.Where(sp.Pos); !w.Choice || w.Anchor != 0 {
		t.Fatalf("K pressed before the timelines were built: at %v, want anchor 0's choice", w)
	}
	checkAligned(t, s, "K in the background")
}
