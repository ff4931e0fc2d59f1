package scene

import (
	"fmt"
	"math"
	"testing"

	"swath/levels"
	"swath/pathing"
	"swath/timeline"
)

// shortest opens the built-in 'shortest' level, where the paper's route is
// 7.59 % longer than the shortest possible one.
func shortest(t *testing.T) *Scene {
	t.Helper()
	lv, err := levels.LoadBuiltin("shortest")
	if err != nil {
		t.Fatal(err)
	}
	s := New(*lv)
	s.Apply(Resize{W: 640, H: 320})
	return s
}

func figure(s *Scene, label string) (string, bool) {
	for _, f := range s.Figures() {
		if f.Label == label {
			return f.Value, true
		}
	}
	return "", false
}

func gap(l, opt float64) string { return fmt.Sprintf("%+.2f %%", 100*(l/opt-1)) }

// TestOptimalFollowsTheRoute: New installs the route without waiting for
// the optimum (the figures say "computing…"), Refresh finds it, and the
// figures give its length and the gaps, as the planner finds them.
func TestOptimalFollowsTheRoute(t *testing.T) {
	s := shortest(t)
	if !s.Layers().Optimal {
		t.Fatal("the Optimal layer is off by default")
	}
	if !s.Selected().Plan().Found {
		t.Fatal("no route on the shortest level")
	}
	if v, _ := figure(s, "shortest possible"); v != "computing…" {
		t.Fatalf("before the optimum is found the figure reads %q", v)
	}
	s.Refresh()
	r, current := s.Selected().Optimal()
	if r == nil || !current {
		t.Fatalf("Refresh found no current optimum: %v %v", r, current)
	}
	q := s.query()
	q.Optimal = true
	want := pathing.NewPlanner().Plan(s.Grid(), q, nil)
	if want.Optimal == nil || math.Abs(want.Optimal.Length-r.Length) > 1e-9 {
		t.Fatalf("optimum %.6f, the planner's %+v", r.Length, want.Optimal)
	}
	m := s.Selected().Plan().Metrics
	for label, v := range map[string]string{
		"shortest possible":    "29.87",
		"length smoothed":      "32.14",
		"  smoothed longer by": "+7.59 %",
		"  raw longer by":      gap(m.RawLength, want.Optimal.Length),
	} {
		if got, ok := figure(s, label); !ok || got != v {
			t.Errorf("figure %q = %q (shown %v), want %q", label, got, ok, v)
		}
	}
	if g := 100 * *want.Metrics.OptimalGap; fmt.Sprintf("%+.2f %%", g) != "+7.59 %" {
		t.Errorf("the planner's gap is %.4f %%", g)
	}
}

// TestOptimalLayerKey: F6 hides the optimum (no figures, no job, a UI
// version) and shows it again.
func TestOptimalLayerKey(t *testing.T) {
	s := shortest(t)
	s.Refresh()
	v0 := s.Versions()
	s.Apply(KeyPress{Chord{Key: "F6"}})
	if s.Layers().Optimal || s.Versions().UI == v0.UI {
		t.Fatalf("F6: layer %v, versions %+v → %+v", s.Layers().Optimal, v0, s.Versions())
	}
	if _, ok := figure(s, "shortest possible"); ok {
		t.Error("the figures show the optimum with its layer off")
	}
	s.Apply(Press{pathing.Pt(20, 8), Primary})
	s.Apply(Release{pathing.Pt(20, 8)})
	s.Refresh()
	if due(s, JobOptimal, true) {
		t.Error("an optimum job is pending with the layer off")
	}
	s.Apply(KeyPress{Chord{Key: "F6"}})
	if !due(s, JobOptimal, true) {
		t.Fatal("no optimum job after the layer came back on an edited map")
	}
	s.Refresh()
	if r, cur := s.Selected().Optimal(); r == nil || !cur {
		t.Fatal("no optimum after Refresh")
	}
}

// TestOptimalInTheBackground: the job waits for the route (its length is
// the bound), an edit made while it runs leaves it installed but not
// current ("computing…"), and the next job brings it up to date; each
// install bumps Versions.Plan.
func TestOptimalInTheBackground(t *testing.T) {
	s := shortest(t)
	job := mustPending(t, s, JobOptimal, true, "on a fresh level")
	oj := job.w.(optimalWork).OptimalJob
	if want := math.Min(s.Selected().Plan().RawCost, s.Selected().Plan().Metrics.SmoothedLength); math.Abs(oj.Bound-want) > 1e-3 {
		t.Errorf("bound %.4f, want the route's length %.4f", oj.Bound, want)
	}
	// an edit meanwhile: the plan is stale, so no next job until it is current
	s.Apply(Press{pathing.Pt(25, 12), Primary})
	s.Apply(Release{pathing.Pt(25, 12)})
	if due(s, JobOptimal, true) {
		t.Error("an optimum job for a level whose route is not planned yet")
	}
	job.Run(never)
	r := oj.Route()
	p0 := s.Versions().Plan
	s.Finish(job, false)
	if s.Versions().Plan == p0 {
		t.Error("InstallOptimal bumped no version")
	}
	if got, cur := s.Selected().Optimal(); got != r || r == nil || cur {
		t.Errorf("a superseded optimum: %v current %v", got, cur)
	}
	if v, _ := figure(s, "shortest possible"); v != "computing…" {
		t.Errorf("a superseded optimum's figure reads %q", v)
	}
	s.RefreshRoute()
	if _, cur := s.Selected().Optimal(); cur {
		t.Error("RefreshRoute found the optimum (it must leave it to the worker)")
	}
	runJob(s, mustPending(t, s, JobOptimal, true, "once the route is planned again"))
	if got, cur := s.Selected().Optimal(); !cur || got == nil {
		t.Fatal("the next job left the optimum stale")
	}
}

// TestTimelineOptimalPhase: with the layer on the timeline ends with the
// optimal search's phase, one step per expanded vertex as the trace has
// them; Shift+Right reaches it; with the layer off it is gone and the
// cursor stays in the timeline.
func TestTimelineOptimalPhase(t *testing.T) {
	s := shortest(t)
	s.Refresh()
	s.Apply(ActTimeline)
	tl := s.Selected().Timeline()
	at := tl.PhaseStart(timeline.PhaseOptimal)
	if at < 0 {
		t.Fatal("no optimal phase with the layer on")
	}
	q := s.query()
	q.Optimal = true
	var tr pathing.Trace
	pathing.NewPlanner().Plan(s.Grid(), q, &tr)
	if n := tl.OptimalExpansions(); n != len(tr.Optimal.Expanded) || at+n != tl.Len() {
		t.Fatalf("%d optimal steps from %d of %d, the trace has %d expansions", n, at, tl.Len(), len(tr.Optimal.Expanded))
	}
	for s.Selected().Step().Phase != timeline.PhaseOptimal {
		i := s.Selected().Player().Cursor()
		s.Apply(ActPhaseForward)
		if s.Selected().Player().Cursor() == i {
			t.Fatal("Shift+Right never reaches the optimal phase")
		}
	}
	if v := s.Selected().Step(); v.Index != at || v.Kind != timeline.StepOptimal || v.OptVertex != tr.Optimal.Expanded[0] {
		t.Fatalf("the phase starts at %d, a %v of %v; want %d, %v", v.Index, v.Kind, v.OptVertex, at, tr.Optimal.Expanded[0])
	}
	if v, ok := figure(s, "vertex expanded"); !ok || v != fmt.Sprintf("1 of %d", len(tr.Optimal.Expanded)) {
		t.Errorf("step figure %q", v)
	}
	s.Apply(ActStepForward)
	s.Apply(ActStepBack)
	if s.Selected().Player().Cursor() != at {
		t.Errorf("a step forward and back lands on %d, not %d", s.Selected().Player().Cursor(), at)
	}
	s.Apply(ActLast)
	if v := s.Selected().Step(); v.OptRoute == nil || math.Abs(v.OptRoute.Length-29.87) > 0.01 {
		t.Errorf("the last step shows no shortest route: %+v", v.OptRoute)
	}
	s.Apply(KeyPress{Chord{Key: "F6"}})
	s.Refresh()
	if tl := s.Selected().Timeline(); tl.PhaseStart(timeline.PhaseOptimal) >= 0 || s.Selected().Player().Cursor() != tl.Last() {
		t.Errorf("with the layer off: phase at %d, cursor %d of %d", tl.PhaseStart(timeline.PhaseOptimal), s.Selected().Player().Cursor(), tl.Len())
	}
}

// TestStaleOptimumStops: an optimum job whose NPC goes stops its search
// when asked (the loop's stop reports true once the job is stale), finds
// nothing, and is dropped: the searcher goes back for the next job.
func TestStaleOptimumStops(t *testing.T) {
	lv, err := levels.LoadBuiltin("maze") // a search of more than a few hundred expansions
	if err != nil {
		t.Fatal(err)
	}
	s := New(*lv)
	s.Apply(Resize{W: 640, H: 320})
	if !s.Layers().Optimal {
		s.Apply(KeyPress{Chord{Key: "F6"}})
	}
	s.RefreshRoute()
	job := mustPending(t, s, JobOptimal, true, "on a fresh level")
	oj := job.w.(optimalWork).OptimalJob
	asked := 0
	job.Run(func() bool { asked++; return true })
	if asked == 0 {
		t.Fatal("the optimal search never asked its stop")
	}
	if r := oj.Route(); r != nil {
		t.Fatalf("a stopped search gave a route of %.2f", r.Length)
	}
	s.Finish(job, true)
	if _, cur := s.Selected().Optimal(); cur {
		t.Error("a stopped optimum is shown as current")
	}
	runJob(s, mustPending(t, s, JobOptimal, true, "after the stopped one"))
	if got, cur := s.Selected().Optimal(); !cur || got == nil {
		t.Fatal("the job after a stopped one found no optimum")
	}
}
