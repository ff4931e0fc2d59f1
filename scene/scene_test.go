package scene

import (
	"math"
	"strings"
	"testing"

	"swath/pathing"
)

// open is a 12×6 free map with a 1×1 agent from (1,2) to (10,2).
func open(t *testing.T) *Scene {
	t.Helper()
	s := New(Level{
		Title: "test",
		Grid:  pathing.NewGrid(12, 6),
		Start: pathing.Pt(1, 2), Goal: pathing.Pt(10, 2),
	})
	s.Apply(Resize{W: 240, H: 120})
	if !s.Selected().Plan().Found {
		t.Fatalf("no plan on a free map: %s", s.Selected().Plan().Err)
	}
	if r, ok := s.GridChanges(0); !ok || r != (pathing.Rect{MaxX: 11, MaxY: 5}) {
		t.Fatalf("a new scene's dirty rect is %v %v, want the whole map", r, ok)
	}
	return s
}

func wantGrid(t *testing.T, s *Scene, rows ...string) {
	t.Helper()
	want := strings.Join(rows, "\n") + "\n"
	if got := s.Grid().String(); got != want {
		t.Fatalf("grid:\n%s\nwant:\n%s", got, want)
	}
}

func TestStrokeIsOneUndoStep(t *testing.T) {
	s := open(t)
	seen := s.Versions().Grid
	s.Apply(Press{pathing.Pt(5, 0), Primary})
	s.Apply(Drag{pathing.Pt(5, 3)}) // Bresenham fills (5,1), (5,2)
	s.Apply(Release{pathing.Pt(5, 4)})
	wantGrid(t, s,
		".....#......",
		".....#......",
		".....#......",
		".....#......",
		".....#......",
		"............")
	if r, ok := s.GridChanges(seen); !ok || r != (pathing.Rect{MinX: 5, MinY: 0, MaxX: 5, MaxY: 4}) {
		t.Fatalf("dirty = %v %v", r, ok)
	}
	seen = s.Versions().Grid
	s.Apply(ActUndo)
	wantGrid(t, s, "............", "............", "............", "............", "............", "............")
	if r, ok := s.GridChanges(seen); !ok || r != (pathing.Rect{MinX: 5, MinY: 0, MaxX: 5, MaxY: 4}) {
		t.Fatalf("dirty after undo = %v %v, want column 5 rows 0-4", r, ok)
	}
	s.Apply(ActRedo)
	if got := strings.Count(s.Grid().String(), "#"); got != 5 {
		t.Fatalf("after redo %d obstacles, want 5:\n%s", got, s.Grid())
	}
	s.Apply(ActUndo)
	s.Apply(ActUndo) // nothing left: no change
	if got := strings.Count(s.Grid().String(), "#"); got != 0 {
		t.Fatalf("after two undos %d obstacles, want 0", got)
	}
}

func TestEraseWithRightButtonAndBrushSize(t *testing.T) {
	s := open(t)
	s.Apply(SetBrush{3})
	s.Apply(Press{pathing.Pt(5, 2), Primary})
	s.Apply(Release{pathing.Pt(5, 2)})
	s.Apply(SetBrush{1})
	s.Apply(Press{pathing.Pt(5, 2), Secondary})
	s.Apply(Release{pathing.Pt(5, 2)})
	wantGrid(t, s,
		"............",
		"....###.....",
		"....#.#.....",
		"....###.....",
		"............",
		"............")
	s.Apply(ActUndo)
	if s.Grid().Blocked(5, 2) != true {
		t.Fatal("undo of the erase did not restore (5,2)")
	}
}

func TestPlanUpdatesWhilePainting(t *testing.T) {
	s := open(t)
	before := s.Versions().Plan
	if s.Selected().Plan().Metrics.Waypoints != 2 {
		t.Fatalf("free map: %d waypoints, want 2", s.Selected().Plan().Metrics.Waypoints)
	}
	s.Apply(Press{pathing.Pt(5, 0), Primary})
	s.Apply(Drag{pathing.Pt(5, 4)})
	s.Refresh() // mid-stroke, as the app does every tick
	p := s.Selected().Plan()
	if s.Versions().Plan == before || !p.Found || p.Metrics.Waypoints < 3 {
		t.Fatalf("after painting a wall mid-stroke: serial %d→%d, found %v, %d waypoints; want a re-plan around (5,5)",
			before, s.Versions().Plan, p.Found, p.Metrics.Waypoints)
	}
	for _, q := range p.Raw {
		if s.Grid().Blocked(q.X, q.Y) {
			t.Fatalf("route crosses the wall at %v", q)
		}
	}
	s.Apply(Drag{pathing.Pt(5, 5)})
	s.Refresh()
	if s.Selected().Plan().Found || !strings.Contains(s.Selected().NoPath(), "unreachable") {
		t.Fatalf("wall across the map: found %v, no-path %q", s.Selected().Plan().Found, s.Selected().NoPath())
	}
	s.Apply(Release{pathing.Pt(5, 5)})
	if len(s.hist.undo) != 1 {
		t.Fatalf("%d undo steps, want 1", len(s.hist.undo))
	}
}

func TestMarkerDragSnapsAndUndoes(t *testing.T) {
	s := open(t)
	s.Apply(Press{pathing.Pt(1, 2), Primary})
	s.Apply(Drag{pathing.Pt(3, 4)})
	s.Apply(Drag{pathing.Pt(40, -3)}) // off the map: clamped
	s.Apply(Release{pathing.Pt(2, 5)})
	if s.Selected().Start() != pathing.Pt(2, 5) || s.Grid().String() != pathing.NewGrid(12, 6).String() {
		t.Fatalf("start %v (want (2,5)); grid changed:\n%s", s.Selected().Start(), s.Grid())
	}
	s.Refresh()
	if got := s.Selected().Plan().Raw[0]; got != pathing.Pt(2, 5) {
		t.Fatalf("plan starts at %v", got)
	}
	s.Apply(Press{pathing.Pt(10, 2), Primary})
	s.Apply(Drag{pathing.Pt(40, -3)})
	s.Apply(Release{pathing.Pt(40, -3)})
	if s.Selected().Goal() != pathing.Pt(11, 0) {
		t.Fatalf("goal %v, want (11,0)", s.Selected().Goal())
	}
	s.Apply(ActUndo)
	s.Apply(ActUndo)
	if s.Selected().Start() != pathing.Pt(1, 2) || s.Selected().Goal() != pathing.Pt(10, 2) {
		t.Fatalf("after undo start %v goal %v", s.Selected().Start(), s.Selected().Goal())
	}
}

func TestAgentResizeAndFitWarning(t *testing.T) {
	s := open(t)
	for range 20 {
		s.Apply(KeyPress{Chord{Key: "BracketRight"}}) // L+1, clamped at 16
	}
	s.Apply(KeyPress{Chord{Key: "Quote"}})
	if s.Selected().Agent() != (pathing.Footprint{L: 16, W: 2}) {
		t.Fatalf("agent %v, want 16x2", s.Selected().Agent())
	}
	s.Refresh()
	if s.Selected().Plan().Found || s.Selected().StartFits() {
		t.Fatal("a 16-wide agent fits on a 12-wide map")
	}
	w := s.Selected().FitWarnings()
	if len(w) != 2 || !strings.Contains(w[0], "start") || !strings.Contains(w[0], "outside the map") {
		t.Fatalf("warnings %q", w)
	}
	if !strings.Contains(s.Selected().NoPath(), "start blocked") {
		t.Fatalf("no-path %q", s.Selected().NoPath())
	}
	// 16 presses of ] took L to 16 (the rest changed nothing), one ' made W 2:
	// undoing 16 steps gives 1x1 back.
	for range 16 {
		s.Apply(ActUndo)
	}
	if s.Selected().Agent() != (pathing.Footprint{L: 1, W: 1}) {
		t.Fatalf("after undo agent %v, want 1x1", s.Selected().Agent())
	}
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 3, W: 3}})
	s.Refresh()
	if !s.Selected().Plan().Found || len(s.Selected().FitWarnings()) != 0 {
		t.Fatalf("3x3 on a 12x6 free map: found %v, warnings %q", s.Selected().Plan().Found, s.Selected().FitWarnings())
	}
}

func TestZoomKeepsThePointUnderTheCursor(t *testing.T) {
	s := open(t)
	v := s.View()
	x, y := 100.0, 50.0
	ux, uy := (x-v.OX)/v.Scale, (y-v.OY)/v.Scale
	s.Apply(Zoom{X: x, Y: y, Factor: 1.5})
	v2 := s.View()
	if math.Abs(v2.Scale-v.Scale*1.5) > 1e-9 {
		t.Fatalf("scale %v → %v", v.Scale, v2.Scale)
	}
	if gx, gy := (x-v2.OX)/v2.Scale, (y-v2.OY)/v2.Scale; math.Abs(gx-ux) > 1e-9 || math.Abs(gy-uy) > 1e-9 {
		t.Fatalf("map point under the cursor moved from (%v,%v) to (%v,%v)", ux, uy, gx, gy)
	}
	s.Apply(Pan{DX: 10, DY: -4})
	if v3 := s.View(); v3.OX != v2.OX+10 || v3.OY != v2.OY-4 {
		t.Fatalf("pan: %v → %v", v2, v3)
	}
	c := s.View().CellAt(s.View().Centre(pathing.Pt(7, 3)))
	if c != pathing.Pt(7, 3) {
		t.Fatalf("CellAt(Centre(7,3)) = %v", c)
	}
}

func TestRectangleTool(t *testing.T) {
	s := open(t)
	s.Apply(KeyPress{Chord{Key: "R"}})
	s.Apply(Press{pathing.Pt(6, 4), Primary})
	s.Apply(Drag{pathing.Pt(3, 1)})
	if r, fill, ok := s.Box(); !ok || !fill || r != (pathing.Rect{MinX: 3, MinY: 1, MaxX: 6, MaxY: 4}) {
		t.Fatalf("box %v %v %v", r, fill, ok)
	}
	if s.Grid().Blocked(4, 2) {
		t.Fatal("box filled before release")
	}
	s.Apply(Release{pathing.Pt(3, 1)})
	s.Apply(Press{pathing.Pt(4, 2), Secondary})
	s.Apply(Release{pathing.Pt(5, 3)})
	wantGrid(t, s,
		"............",
		"...####.....",
		"...#..#.....",
		"...#..#.....",
		"...####.....",
		"............")
	s.Apply(ActUndo)
	if strings.Count(s.Grid().String(), "#") != 16 {
		t.Fatalf("undo of the clear:\n%s", s.Grid())
	}
}

func TestClearAllIsUndoable(t *testing.T) {
	s := New(Demo())
	before := s.Grid().String()
	s.Apply(KeyPress{Chord{Key: "Delete"}})
	if strings.Contains(s.Grid().String(), "#") {
		t.Fatal("clear all left obstacles")
	}
	s.Apply(KeyPress{Chord{Key: "Z", Ctrl: true}})
	if s.Grid().String() != before {
		t.Fatal("undo of clear all did not restore the map")
	}
	s.Apply(KeyPress{Chord{Key: "Y", Ctrl: true}})
	if strings.Contains(s.Grid().String(), "#") {
		t.Fatal("redo of clear all left obstacles")
	}
}

func TestOptionsAreUndoable(t *testing.T) {
	s := open(t)
	s.Apply(KeyPress{Chord{Key: "M"}})
	s.Apply(KeyPress{Chord{Key: "X"}})
	s.Apply(KeyPress{Chord{Key: "F"}})
	want := pathing.Options{Search: pathing.PointMode, Sampling: pathing.Paper, Strategy: pathing.Linear}
	if s.Selected().Query().Options != want {
		t.Fatalf("options %+v", s.Selected().Query().Options)
	}
	s.Refresh()
	if s.Selected().Plan().Query.Strategy != pathing.Linear || s.Selected().Plan().Query.Search != pathing.PointMode {
		t.Fatalf("plan not redone with the options: %+v", s.Selected().Plan().Query)
	}
	s.Apply(KeyPress{Chord{Key: "Z", Ctrl: true, Shift: false}})
	if s.Selected().Query().Options.Strategy != pathing.Binary || s.Selected().Query().Options.Sampling != pathing.Paper {
		t.Fatalf("undo: %+v", s.Selected().Query().Options)
	}
	s.Apply(KeyPress{Chord{Key: "Z", Ctrl: true, Shift: true}})
	if s.Selected().Query().Options != want {
		t.Fatalf("redo: %+v", s.Selected().Query().Options)
	}
}

func TestKeymapHasNoDuplicateChord(t *testing.T) {
	type where struct {
		ctx Context
		c   Chord
	}
	seen := map[where]Action{}
	for _, b := range Keymap {
		if len(b.Keys) == 0 && b.Mouse == "" || b.Desc == "" {
			t.Errorf("binding %v has no keys, gesture or description", b.Action)
		}
		for _, c := range b.Keys {
			if a, ok := seen[where{b.Context, c}]; ok {
				t.Errorf("%v bound to actions %d and %d in context %d", c, a, b.Action, b.Context)
			}
			seen[where{b.Context, c}] = b.Action
		}
	}
	if _, _, ok := Lookup(Chord{Key: "Z"}); ok {
		t.Error("plain Z is bound; only Ctrl+Z should be")
	}
}

func TestHelpAndTimelineKeys(t *testing.T) {
	s := open(t)
	s.Apply(KeyPress{Chord{Key: "F1"}})
	if !s.Help() {
		t.Fatal("F1 did not open the help")
	}
	s.Apply(KeyPress{Chord{Key: "Escape"}})
	if s.Help() {
		t.Fatal("Escape did not close the help")
	}
	g := s.Grid().String()
	for _, c := range []Chord{{Key: "Space"}, {Key: "ArrowRight"}, {Key: "ArrowLeft", Shift: true}, {Key: "Home"}, {Key: "Equal", Shift: true}} {
		s.Apply(KeyPress{c})
	}
	if s.Grid().String() != g || s.CanRedo() || s.CanUndo() {
		t.Fatal("timeline keys changed the level")
	}
}

// TestPlanInTheBackground: a plan job holds a private copy of the grid and
// the planner that planned the NPC last (it resumes that search), which
// the pool gets back with the job.
func TestPlanInTheBackground(t *testing.T) {
	s := open(t)
	if due(s, JobPlan, true) {
		t.Fatal("a fresh scene asks for a plan")
	}
	own := func() *pathing.Planner { return s.shared.Pool.Of(s.sa().ID()) }
	was := own()
	s.Apply(Press{pathing.Pt(5, 0), Primary})
	s.Apply(Drag{pathing.Pt(5, 4)})
	job := handOut(s, JobPlan, true)
	if job == nil {
		t.Fatal("painting did not make the plan stale")
	}
	s.Apply(Drag{pathing.Pt(5, 5)}) // the map changes while the job runs
	if jobGrid(job).Blocked(5, 5) || !s.Grid().Blocked(5, 5) {
		t.Fatal("the job's grid is not a private copy")
	}
	pj := job.w.(planWork).PlanJob
	if pj.Planner() == nil || pj.Planner() != was || own() != nil {
		t.Fatal("the job does not hold the NPC's own planner")
	}
	mine := pj.Planner()
	s.Refresh() // the scene plans without the job's planner meanwhile
	if own() == mine {
		t.Fatal("Refresh took back the planner a job holds")
	}
	serial := s.Versions().Plan
	runJob(s, job)
	if own() != mine {
		t.Fatal("the job did not give the planner back")
	}
	if !s.Selected().Plan().Found || s.Versions().Plan == serial {
		t.Fatalf("installed plan: found %v, serial %d→%d", s.Selected().Plan().Found, serial, s.Versions().Plan)
	}
	if !due(s, JobPlan, true) {
		t.Fatal("the map changed during the job but no new plan is asked for")
	}
	s.Refresh()
	if own() != mine {
		t.Fatal("Refresh did not plan with the NPC's own planner")
	}
	if s.Selected().Plan().Found {
		t.Fatal("the wall now spans the map, yet the plan found a route")
	}
	if due(s, JobPlan, true) {
		t.Fatal("after Refresh a plan is still pending")
	}
}
