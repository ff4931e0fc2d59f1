package scene

import (
	"math/rand/v2"
	"os"
	"path/filepath"
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

// A map just opened has no planning time (-1) until its first plan: the
// last map's time says nothing of its cost (the app plans a map of
// unknown cost in the background; a 2048² maze takes most of a second).
func TestOpenedMapHasNoPlanTime(t *testing.T) {
	s, dir := docScene(t)
	if s.PlanTime() < 0 {
		t.Fatal("a level planned in New has no planning time")
	}
	path := filepath.Join(dir, "open.map")
	if err := os.WriteFile(path, []byte("type octile\nheight 3\nwidth 4\nmap\n....\n.@..\n....\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.Apply(OpenPath{Path: path})
	if s.Path() != path {
		t.Fatalf("not opened: %q, %+v", s.Path(), s.Notice())
	}
	if s.PlanTime() != -1 {
		t.Errorf("planning time after open %v, want -1", s.PlanTime())
	}
	if _, ok := s.PendingPlan(); !ok {
		t.Error("no plan pending for the map just opened")
	}
	s.Refresh()
	if s.PlanTime() < 0 {
		t.Error("no planning time after the first plan")
	}
	s.resizeMap(6, 5)
	if s.PlanTime() != -1 {
		t.Errorf("planning time after a resize %v, want -1", s.PlanTime())
	}
}

// A copy no job holds any more is reused at the next edit, brought up to
// date: over random strokes, undos and redos with a plan job after each
// (run and installed, as the app does), every job's copy holds exactly the
// cells of the grid when it was taken, copies are reused rather than made
// anew, and a copy a timeline holds is never reused.
func TestGridCopiesAreReused(t *testing.T) {
	const seed = 31
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	s := New(Level{Grid: pathing.NewGrid(40, 30), Agent: pathing.Footprint{L: 1, W: 1},
		Start: pathing.Pt(0, 0), Goal: pathing.Pt(39, 29)})
	s.BuildTimelinesInBackground()
	s.Apply(SeekStep{Step: 0})
	tj, ok := s.PendingTimeline()
	if !ok {
		t.Fatal("no timeline job")
	}
	kept := tj.Grid.Clone()            // the timeline's copy must stay as it is
	s.Apply(KeyPress{Chord{Key: "T"}}) // close the step view
	seen := map[*pathing.Grid]bool{}
	made := 0
	for step := range 300 {
		switch rng.IntN(5) {
		case 0:
			s.Apply(KeyPress{Chord{Key: "Z", Ctrl: true}})
		case 1:
			s.Apply(KeyPress{Chord{Key: "Y", Ctrl: true}})
		default:
			p := pathing.Pt(1+rng.IntN(38), 1+rng.IntN(28))
			s.Apply(Press{Cell: p, Button: Button(rng.IntN(2))})
			s.Apply(Drag{Cell: pathing.Pt(p.X+rng.IntN(3)-1, p.Y+rng.IntN(3)-1)})
			s.Apply(Release{Cell: p})
		}
		job, ok := s.PendingPlan()
		if !ok {
			continue
		}
		if job.Grid == tj.Grid {
			t.Fatalf("step %d: the timeline's copy was handed to a plan", step)
		}
		if !seen[job.Grid] {
			seen[job.Grid] = true
			made++
		}
		for y := range 30 {
			for x := range 40 {
				if job.Grid.Blocked(x, y) != s.Grid().Blocked(x, y) {
					t.Fatalf("step %d: the job's copy differs from the grid at (%d,%d)", step, x, y)
				}
			}
		}
		s.StartPlan(&job)
		s.InstallPlan(job, job.Run(), 0)
	}
	t.Logf("%d copies for the plans", made)
	if made > 4 {
		t.Errorf("%d copies made for the plans, want them reused (at most 4)", made)
	}
	for y := range 30 {
		for x := range 40 {
			if tj.Grid.Blocked(x, y) != kept.Blocked(x, y) {
				t.Fatalf("the timeline's copy changed at (%d,%d)", x, y)
			}
		}
	}
}

// The copy SnapshotGrid makes before the window opens, held by no job, is
// the one the first job after an edit gets, brought up to date.
func TestSnapshotGridIsReusedAfterAnEdit(t *testing.T) {
	s := New(Level{Grid: pathing.NewGrid(40, 30), Agent: pathing.Footprint{L: 1, W: 1},
		Start: pathing.Pt(1, 1), Goal: pathing.Pt(38, 28)})
	s.SnapshotGrid()
	first := s.copies.cur.g
	s.Apply(Press{Cell: pathing.Pt(20, 10), Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(20, 10)})
	job, ok := s.PendingPlan()
	if !ok {
		t.Fatal("no plan pending after an edit")
	}
	if job.Grid != first {
		t.Error("the first job after an edit got a new copy, not the one made before")
	}
	if !job.Grid.Blocked(20, 10) {
		t.Error("the reused copy misses the edit")
	}
}
