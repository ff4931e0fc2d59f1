package scene

import (
	"testing"

	"swath/pathing"
)

// The background jobs started before an edit share one copy of the grid
// (gridSnapshot): the plan's, the optimum's and the timeline's jobs get
// the same grid, the scene's own grid is not it, and an edit gives the
// next jobs a new copy while the old one keeps the cells it had.
func TestJobsShareOneGridSnapshot(t *testing.T) {
	s := New(Level{Grid: pathing.NewGrid(40, 30), Agent: pathing.Footprint{L: 1, W: 1},
		Start: pathing.Pt(1, 1), Goal: pathing.Pt(38, 28)})
	s.BuildTimelinesInBackground()
	paint := func(x, y int) {
		s.Apply(Press{Cell: pathing.Pt(x, y), Button: Primary})
		s.Apply(Release{Cell: pathing.Pt(x, y)})
	}
	paint(20, 10)
	pj, ok := s.PendingPlan()
	if !ok {
		t.Fatal("no plan pending after an edit")
	}
	ly := s.Layers()
	ly.Optimal = true
	s.Apply(SetLayers{Layers: ly})
	s.StartPlan(&pj)
	s.InstallPlan(pj, pj.Run(), 0)
	oj, ok := s.PendingOptimal()
	if !ok {
		t.Fatal("no optimum pending")
	}
	s.Apply(SeekStep{Step: 0})
	tj, ok := s.PendingTimeline()
	if !ok {
		t.Fatal("no timeline pending")
	}
	if pj.Grid == s.Grid() {
		t.Fatal("the plan's job has the scene's own grid")
	}
	if oj.Grid != pj.Grid || tj.Grid != pj.Grid {
		t.Errorf("jobs of one version have different copies: plan %p, optimum %p, timeline %p", pj.Grid, oj.Grid, tj.Grid)
	}
	old := pj.Grid
	paint(5, 5)
	pj2, ok := s.PendingPlan()
	if !ok || pj2.Grid == old {
		t.Fatal("after an edit the next job shares the old copy")
	}
	if old.Blocked(5, 5) || !pj2.Grid.Blocked(5, 5) || !old.Blocked(20, 10) {
		t.Error("the copies do not hold the cells of their versions")
	}
}
