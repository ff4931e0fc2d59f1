package agent

import (
	"image/color"
	"slices"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// A selected agent's plan job works its lesson out in Run, on the job's
// copy of the map, not in Install on the UI thread: Install with the map
// since edited (here: cleared) still shows the lesson of the map the plan
// was made on. The u-turn's lesson: binary keeps a waypoint linear does
// not. Worked out in Install, on the cleared map, both smoothings go
// straight and there is no lesson.
func TestPlanJobLearnsInRun(t *testing.T) {
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	g := lv.Grid
	m := Map{Grid: g, Changes: func(uint64) (pathing.Rect, bool) { return pathing.Rect{}, false }}
	var sh Shared
	a := New(1, "", color.RGBA{A: 255}, lv.Query(), &sh)
	j, _ := a.StartPlan(m, func() *pathing.Grid { return g.Clone() }, true)
	if j == nil {
		t.Fatal("no plan job")
	}
	j.Run(func() bool { return false })
	want := lessonOf(&pathing.Planner{}, g, j.Result())
	if want == nil || want.Alt == nil {
		t.Fatalf("the u-turn's plan has no lesson on its own map (waypoints %v)", j.Result().Waypoints)
	}
	cleared := Map{Grid: pathing.NewGrid(g.Width(), g.Height()), Edits: 1, Changes: m.Changes}
	if !j.Install(cleared, true) {
		t.Fatal("the plan was not installed")
	}
	got := a.Lesson()
	if got == nil || !slices.Equal(got.Alt, want.Alt) || !slices.Equal(got.Differ, want.Differ) {
		t.Fatalf("lesson after Install on the edited map %+v, want the plan's own map's %+v", got, want)
	}
	if sh.lesson == nil {
		t.Fatal("the lesson planner was not given back")
	}
}
