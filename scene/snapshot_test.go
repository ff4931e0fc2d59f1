package scene

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"swath/pathing"
)

// The background jobs started before an edit share one copy of the grid
// (agent.Copies): the plan's, the optimum's and the timeline's jobs get
// the same grid, the scene's own grid is not it, and an edit gives the
// next jobs a new copy while the old one keeps the cells it had.
func TestJobsShareOneGridSnapshot(t *testing.T) {
	s := New(Level{Grid: pathing.NewGrid(40, 30), Agent: pathing.Footprint{L: 1, W: 1},
		Start: pathing.Pt(1, 1), Goal: pathing.Pt(38, 28)})
	s.RunJobsInBackground()
	paint := func(x, y int) {
		s.Apply(Press{Cell: pathing.Pt(x, y), Button: Primary})
		s.Apply(Release{Cell: pathing.Pt(x, y)})
	}
	paint(20, 10)
	pj := mustPending(t, s, JobPlan, true, "after an edit")
	ly := s.Layers()
	ly.Optimal = true
	s.Apply(SetLayers{Layers: ly})
	pg := jobGrid(pj)
	runJob(s, pj)
	oj := mustPending(t, s, JobOptimal, true, "after the plan")
	s.Apply(SeekStep{Step: 0})
	tj := mustPending(t, s, JobTimeline, true, "after T")
	if pg == s.Grid() {
		t.Fatal("the plan's job has the scene's own grid")
	}
	if jobGrid(oj) != pg || jobGrid(tj) != pg {
		t.Errorf("jobs of one version have different copies: plan %p, optimum %p, timeline %p", pg, jobGrid(oj), jobGrid(tj))
	}
	old := pg
	paint(5, 5)
	pj2 := handOut(s, JobPlan, true)
	if pj2 == nil || jobGrid(pj2) == old {
		t.Fatal("after an edit the next job shares the old copy")
	}
	if old.Blocked(5, 5) || !jobGrid(pj2).Blocked(5, 5) || !old.Blocked(20, 10) {
		t.Error("the copies do not hold the cells of their versions")
	}
}

// A map just opened has no planning time (-1) until its first plan: the
// last map's time says nothing of its cost (the app plans a map of
// unknown cost in the background; a 2048² maze takes most of a second).
func TestOpenedMapHasNoPlanTime(t *testing.T) {
	s, dir := docScene(t)
	if s.Selected().PlanTime() < 0 {
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
	if s.Selected().PlanTime() != -1 {
		t.Errorf("planning time after open %v, want -1", s.Selected().PlanTime())
	}
	if !due(s, JobPlan, true) {
		t.Error("no plan pending for the map just opened")
	}
	s.Refresh()
	if s.Selected().PlanTime() < 0 {
		t.Error("no planning time after the first plan")
	}
	s.resizeMap(6, 5)
	if s.Selected().PlanTime() != -1 {
		t.Errorf("planning time after a resize %v, want -1", s.Selected().PlanTime())
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
	s.RunJobsInBackground()
	s.Apply(SeekStep{Step: 0})
	tj := mustPending(t, s, JobTimeline, true, "after T")
	tg := jobGrid(tj)
	kept := tg.Clone()                 // the timeline's copy must stay as it is
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
		job := handOut(s, JobPlan, true)
		if job == nil {
			continue
		}
		jg := jobGrid(job)
		if jg == tg {
			t.Fatalf("step %d: the timeline's copy was handed to a plan", step)
		}
		if !seen[jg] {
			seen[jg] = true
			made++
		}
		for y := range 30 {
			for x := range 40 {
				if jg.Blocked(x, y) != s.Grid().Blocked(x, y) {
					t.Fatalf("step %d: the job's copy differs from the grid at (%d,%d)", step, x, y)
				}
			}
		}
		runJob(s, job)
	}
	t.Logf("%d copies for the plans", made)
	if made > 4 {
		t.Errorf("%d copies made for the plans, want them reused (at most 4)", made)
	}
	for y := range 30 {
		for x := range 40 {
			if tg.Blocked(x, y) != kept.Blocked(x, y) {
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
	var first *pathing.Grid
	s.shared.Copies.Made = func(g *pathing.Grid) { first = g }
	s.SnapshotGrid()
	if first == nil {
		t.Fatal("SnapshotGrid made no copy")
	}
	s.shared.Copies.Made = nil
	s.Apply(Press{Cell: pathing.Pt(20, 10), Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(20, 10)})
	job := mustPending(t, s, JobPlan, true, "after an edit")
	if jobGrid(job) != first {
		t.Error("the first job after an edit got a new copy, not the one made before")
	}
	if !jobGrid(job).Blocked(20, 10) {
		t.Error("the reused copy misses the edit")
	}
}
