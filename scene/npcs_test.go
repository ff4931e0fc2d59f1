package scene

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// npcLevel is a 48×40 map with a wall across its middle (a door at the
// right) and three NPCs: two in the top half that never need the door,
// one that must go through it.
func npcLevel() Level {
	g := pathing.NewGrid(48, 40)
	for x := 0; x < 40; x++ {
		g.Set(x, 20, true)
	}
	lv := Level{Title: "npcs", Grid: g}
	lv.SetNPCs([]levels.NPC{
		{Name: "scout", Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(2, 2), Goal: pathing.Pt(20, 8), Colour: levels.DefaultNPCColour(0)},
		{Name: "ogre", Agent: pathing.Footprint{L: 3, W: 3}, Start: pathing.Pt(3, 36), Goal: pathing.Pt(30, 30), Colour: levels.DefaultNPCColour(1)},
		{Name: "runner", Agent: pathing.Footprint{L: 2, W: 1}, Start: pathing.Pt(4, 10), Goal: pathing.Pt(10, 34), Colour: levels.DefaultNPCColour(2)},
	})
	return lv
}

func npcScene(t *testing.T) *Scene {
	t.Helper()
	s := New(npcLevel())
	s.Apply(Resize{W: 480, H: 400})
	s.Refresh()
	for i, v := range s.Agents() {
		if v.Plan() == nil || !v.Plan().Found || !v.Current() {
			t.Fatalf("NPC %d (%s) has no current route after Refresh", i, v.Name())
		}
	}
	return s
}

// freshPlans plans every NPC of the scene's level from scratch.
func freshPlans(s *Scene) []pathing.Plan {
	lv := s.Level()
	var out []pathing.Plan
	for _, n := range lv.NPCList() {
		pl := &pathing.Planner{}
		out = append(out, pl.Plan(lv.Grid, lv.NPCQuery(n), nil))
	}
	return out
}

// samePlans reports how the scene's NPC plans differ from planning all
// from scratch ("" when they do not).
func samePlans(s *Scene) string {
	want := freshPlans(s)
	for i, v := range s.Agents() {
		w := &want[i]
		if v.Plan() == nil {
			return fmt.Sprintf("NPC %d (%s) has no plan", i, v.Name())
		}
		p := v.Plan()
		if p.Found != w.Found || p.Failure != w.Failure || !slices.Equal(p.Raw, w.Raw) || !slices.Equal(p.Waypoints, w.Waypoints) {
			return fmt.Sprintf("NPC %d (%s): plan %v %v, from scratch %v %v", i, v.Name(), p.Failure, p.Waypoints, w.Failure, w.Waypoints)
		}
	}
	return ""
}

func paintAt(s *Scene, c pathing.Point, block bool) {
	b := Primary
	if !block {
		b = Secondary
	}
	s.Apply(Press{Cell: c, Button: b})
	s.Apply(Release{Cell: c})
}

// TestNPCEditReplansOnlyAffected fails if every NPC is planned again on
// every edit, and if an NPC an edit changes is not.
func TestNPCEditReplansOnlyAffected(t *testing.T) {
	s := npcScene(t)
	base := npcPlans(s)
	// a cell in the top-right corner, off ogre's and runner's searches'
	// reach (scout is selected: the scene's own plan, always made again)
	paintAt(s, pathing.Pt(46, 1), true)
	s.Refresh()
	got := npcPlans(s)
	if got[1] != base[1] || got[2] != base[2] {
		t.Errorf("a cell far from ogre's and runner's routes planned them again (%v → %v plans)", base, got)
	}
	if d := samePlans(s); d != "" {
		t.Fatal(d)
	}
	// a cell on ogre's route: ogre changes, runner (its search is above
	// the wall and through the door at the right) does not
	ogre := s.Agents()[1].Plan()
	on := ogre.Raw[len(ogre.Raw)/2]
	paintAt(s, on, true)
	s.Refresh()
	got2 := npcPlans(s)
	if got2[1] == got[1] {
		t.Errorf("ogre was not planned again after a cell on its route (%v) changed", on)
	}
	if d := samePlans(s); d != "" {
		t.Fatal(d)
	}
	if slices.Contains(s.Agents()[1].Plan().Raw, on) {
		t.Errorf("ogre's route still goes through the painted cell %v", on)
	}
	// block the door: runner and ogre (bottom) must both change
	before := npcPlans(s)
	s.Apply(Press{Cell: pathing.Pt(40, 20), Button: Primary})
	s.Apply(Drag{Cell: pathing.Pt(47, 20)})
	s.Apply(Release{Cell: pathing.Pt(47, 20)})
	s.Refresh()
	after := npcPlans(s)
	if after[2] == before[2] {
		t.Errorf("runner was not planned again when its door closed")
	}
	if d := samePlans(s); d != "" {
		t.Fatal(d)
	}
	if v := s.Agents()[2]; v.Plan().Found {
		t.Errorf("runner still has a route through a closed door: %v", v.Plan().Waypoints)
	}
	// another NPC's start moved: only it is planned again
	before = npcPlans(s)
	s.Apply(Press{Cell: pathing.Pt(3, 36), Button: Primary}) // ogre's start
	s.Apply(Drag{Cell: pathing.Pt(5, 33)})
	s.Apply(Release{Cell: pathing.Pt(5, 33)})
	s.Refresh()
	after = npcPlans(s)
	if s.Agents()[1].Start() != pathing.Pt(5, 33) {
		t.Fatalf("ogre's start was not dragged: %v", s.Agents()[1].Start())
	}
	if after[1] == before[1] || after[2] != before[2] {
		t.Errorf("moving ogre's start planned ogre %d→%d times, runner %d→%d (want ogre only)", before[1], after[1], before[2], after[2])
	}
	if d := samePlans(s); d != "" {
		t.Fatal(d)
	}
}

// TestNPCRandomEditsMatchFreshPlans paints and erases at random and moves
// the NPCs' ends; after each edit every route must be the one planning
// all from scratch gives, and far fewer plans than NPCs × edits are made.
func TestNPCRandomEditsMatchFreshPlans(t *testing.T) {
	for _, op := range []pathing.Options{{}, {Sampling: pathing.Paper, Strategy: pathing.Linear}, {Search: pathing.PointMode}} {
		t.Run(fmt.Sprintf("%v-%v-%v", op.Search, op.Sampling, op.Strategy), func(t *testing.T) {
			randomNPCEdits(t, op)
		})
	}
}

func randomNPCEdits(t *testing.T, op pathing.Options) {
	const seed = 16
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	s := npcScene(t)
	s.Apply(SetOptions{Options: op})
	s.Apply(SetBrush{Size: 2})
	s.Refresh()
	base := npcPlans(s)
	const edits = 150
	for e := 0; e < edits; e++ {
		c := pathing.Pt(rng.IntN(48), rng.IntN(40))
		switch r := rng.IntN(20); {
		case r == 0:
			s.Apply(SelectNPC{Index: rng.IntN(3)})
		case r == 1:
			s.Apply(ActUndo)
		default:
			paintAt(s, c, rng.IntN(3) > 0)
		}
		s.Refresh()
		if d := samePlans(s); d != "" {
			t.Fatalf("edit %d (cell %v): %s", e, c, d)
		}
	}
	got := npcPlans(s)
	total := 0
	for i := range got {
		total += got[i] - base[i]
	}
	t.Logf("%d edits planned the NPCs (not selected) %d times", edits, total)
	if total > edits {
		t.Errorf("%d plans for %d edits of %d NPCs: the NPCs are planned again on nearly every edit", total, edits, len(got))
	}
}

func TestNPCAddRemoveRenameUndo(t *testing.T) {
	s := npcScene(t)
	names := func() []string {
		var n []string
		for _, v := range s.Agents() {
			n = append(n, v.Name())
		}
		return n
	}
	s.Apply(SelectNPC{Index: 1})
	s.Apply(AddNPC{})
	if got := names(); !slices.Equal(got, []string{"scout", "ogre", "runner", "npc 4"}) || s.SelectedNPC() != 3 {
		t.Fatalf("after add: %v, selected %d", got, s.SelectedNPC())
	}
	if s.Selected().Agent() != (pathing.Footprint{L: 3, W: 3}) {
		t.Errorf("the new NPC does not take the selected one's footprint: %v", s.Selected().Agent())
	}
	s.Apply(RenameNPC{Index: 3, Name: "troll"})
	s.Apply(RemoveNPC{Index: 0})
	if got := names(); !slices.Equal(got, []string{"ogre", "runner", "troll"}) || s.Agents()[s.SelectedNPC()].Name() != "troll" {
		t.Fatalf("after rename and remove: %v, selected %d", got, s.SelectedNPC())
	}
	// drag the selected NPC's goal, then undo everything step by step
	g0 := s.Selected().Goal()
	s.Apply(Press{Cell: g0, Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(40, 6)})
	if s.Selected().Goal() != pathing.Pt(40, 6) {
		t.Fatalf("goal not dragged: %v", s.Selected().Goal())
	}
	want := [][]string{{"ogre", "runner", "troll"}, {"scout", "ogre", "runner", "troll"}, {"scout", "ogre", "runner", "npc 4"}, {"scout", "ogre", "runner"}}
	for i, w := range want {
		s.Apply(ActUndo)
		if got := names(); !slices.Equal(got, w) {
			t.Fatalf("undo %d: %v, want %v", i+1, got, w)
		}
		if i == 0 && s.Agents()[2].Goal() != g0 {
			t.Errorf("undo of the goal drag: troll's goal %v, want %v", s.Agents()[2].Goal(), g0)
		}
	}
	if s.Modified() {
		t.Errorf("undone back to the level as opened, it counts as modified")
	}
	for range want {
		s.Apply(ActRedo)
	}
	if got := names(); !slices.Equal(got, want[0]) || s.Agents()[2].Goal() != pathing.Pt(40, 6) {
		t.Fatalf("after redoing all: %v, troll's goal %v", got, s.Agents()[2].Goal())
	}
	s.Refresh()
	if d := samePlans(s); d != "" {
		t.Fatal(d)
	}
	// the level saves what the scene shows, and opens as it was
	lv := s.Level()
	again := New(FromLevel(lv))
	if !again.Level().Equal(lv) {
		t.Errorf("the level does not reopen as it was: %+v", again.Level().NPCList())
	}
	if !s.Modified() {
		t.Errorf("with NPCs changed the level does not count as modified")
	}
}

// TestNPCSelectionSwapsAgent: the selected NPC is the scene's agent; the
// timeline steps it; undo of another NPC's move while one is selected
// keeps each NPC's own ends.
func TestNPCSelectionSwapsAgent(t *testing.T) {
	s := npcScene(t)
	s.Apply(SelectNPC{Index: 2})
	s.Refresh()
	if s.Selected().Agent() != (pathing.Footprint{L: 2, W: 1}) || s.Selected().Start() != pathing.Pt(4, 10) {
		t.Fatalf("selected runner, the scene's agent is %v from %v", s.Selected().Agent(), s.Selected().Start())
	}
	if s.Selected().Plan().Query.Agent != s.Selected().Agent() || !s.Selected().Plan().Found {
		t.Fatalf("the plan is not the selected NPC's: %+v", s.Selected().Plan().Query)
	}
	s.Apply(ActTimeline)
	s.Refresh()
	if tl := s.Selected().Timeline(); tl == nil || tl.Plan().Query.Start != pathing.Pt(4, 10) {
		t.Fatalf("the timeline does not step the selected NPC")
	}
	s.Apply(ActTimeline)
	// move scout's start (not selected), select scout, undo: scout's start goes back, runner's stays
	s.Apply(Press{Cell: pathing.Pt(2, 2), Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(6, 4)})
	s.Apply(SelectNPC{Index: 0})
	if s.Selected().Start() != pathing.Pt(6, 4) {
		t.Fatalf("scout's moved start is not the scene's after selecting it: %v", s.Selected().Start())
	}
	s.Apply(ActUndo)
	if s.Selected().Start() != pathing.Pt(2, 2) || s.Agents()[2].Start() != pathing.Pt(4, 10) {
		t.Fatalf("undo: scout's start %v (want (2,2)), runner's %v (want (4,10))", s.Selected().Start(), s.Agents()[2].Start())
	}
	s.Refresh()
	if d := samePlans(s); d != "" {
		t.Fatal(d)
	}
}

// TestNPCBackgroundJobs plans the other NPCs with jobs, one NPC a job,
// as the app does.
func TestNPCBackgroundJobs(t *testing.T) {
	s := New(npcLevel())
	s.RunJobsInBackground()
	s.Apply(SetOptions{Options: pathing.Options{Strategy: pathing.Linear}}) // every NPC changes
	planSelected(s)
	for round := 0; round < 3*(len(s.agents)-1); round++ {
		job := handOut(s, JobPlan, false)
		if round == 0 && job == nil {
			t.Fatal("no job for the NPCs never planned")
		}
		if job == nil {
			break
		}
		// an edit while the job runs: the job's plan is still checked
		paintAt(s, pathing.Pt(44, 10), true)
		runJob(s, job)
		planSelected(s)
	}
	if due(s, JobPlan, false) {
		t.Fatal("NPCs still pending after their jobs")
	}
	if d := samePlans(s); d != "" {
		t.Fatal(d)
	}
}

// BenchmarkNPCsWhilePainting paints a short stroke back and forth on the
// 512×512 random map of a level with 8 NPCs (1×1: at 20 % obstacles
// wider ones barely move), re-planning after each cell as the app does
// once per tick. "selective" is the scene's way (an NPC is planned again
// only when the edit may change its route); "all" plans every NPC after
// every cell, each with its own resumable planner, the plain reference.
// Only the other NPCs' planning is timed; plans/op counts the NPCs planned
// per cell (the selected one excluded).
func BenchmarkNPCsWhilePainting(b *testing.B) {
	for _, all := range []bool{false, true} {
		name := "selective"
		if all {
			name = "all"
		}
		b.Run(name, func(b *testing.B) {
			g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
			if err != nil {
				b.Fatal(err)
			}
			one := pathing.Footprint{L: 1, W: 1}
			ends := [][2]pathing.Point{{pathing.Pt(8, 8), pathing.Pt(40, 60)}, {pathing.Pt(20, 100), pathing.Pt(200, 120)}, {pathing.Pt(10, 300), pathing.Pt(150, 260)},
				{pathing.Pt(300, 40), pathing.Pt(480, 200)}, {pathing.Pt(260, 300), pathing.Pt(500, 500)}, {pathing.Pt(100, 400), pathing.Pt(250, 480)}, {pathing.Pt(400, 260), pathing.Pt(300, 480)}, {pathing.Pt(60, 200), pathing.Pt(240, 230)}}
			var npcs []levels.NPC
			for i, e := range ends {
				npcs = append(npcs, levels.NPC{Name: levels.DefaultNPCName(i), Agent: one,
					Start: fitting(g, one, e[0], 1), Goal: fitting(g, one, e[1], 1), Colour: levels.DefaultNPCColour(i)})
			}
			lv := Level{Grid: g}
			lv.SetNPCs(npcs)
			s := New(lv)
			s.Refresh()
			base := slices.Clone(npcPlans(s))
			// a stroke across the second NPC's route, 40 cells back and forth
			y, x0 := 110, 100
			s.Apply(Press{pathing.Pt(x0, y), Primary})
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				x := x0 + i%40
				if i%40 == 39 {
					s.Apply(Release{pathing.Pt(x, y)})
					s.Apply(ActUndo)
					s.Apply(Press{pathing.Pt(x0, y), Primary})
				} else {
					s.Apply(Drag{pathing.Pt(x, y)})
				}
				planSelected(s) // the selected NPC, untimed
				if all {
					for j, a := range s.agents {
						if j != s.sel {
							a.Forget()
						}
					}
				}
				b.StartTimer()
				s.change(func() { s.drain(func(k JobKind, sel bool) bool { return k == JobPlan && !sel }) })
			}
			b.StopTimer()
			plans := 0
			for i, c := range npcPlans(s) {
				plans += c - base[i]
			}
			b.ReportMetric(float64(plans)/float64(b.N), "plans/op")
		})
	}
}

// TestNPCJobsAcrossSelection: a background plan or optimum taken for one
// NPC and installed after another was selected is not shown for it, and
// the planner goes back to its NPC.
func TestNPCJobsAcrossSelection(t *testing.T) {
	s := npcScene(t)
	s.RunJobsInBackground()
	paintAt(s, s.Selected().Plan().Raw[len(s.Selected().Plan().Raw)/2], true) // scout's route changes
	job := mustPending(t, s, JobPlan, true, "after an edit of the selected NPC's route")
	s.Apply(SelectNPC{Index: 1})
	runJob(s, job)
	if s.Selected().Plan().Query.Agent != s.Selected().Agent() || s.Selected().Plan().Query.Start != s.Selected().Start() {
		t.Fatalf("scout's background plan was shown for ogre: %+v", s.Selected().Plan().Query)
	}
	s.Refresh()
	if due(s, JobOptimal, true) {
		t.Fatal("an optimum still pending after Refresh")
	}
	s.Apply(SetLayers{Layers: Layers{Waypoints: true, Optimal: true}})
	s.Apply(SelectNPC{Index: 0})
	s.RefreshRoute()
	opt := mustPending(t, s, JobOptimal, true, "for scout")
	s.Apply(SelectNPC{Index: 2})
	runJob(s, opt)
	if o, _ := s.Selected().Optimal(); o != nil && len(o.Waypoints) > 0 && o.Waypoints[0] != s.Selected().Start() {
		t.Fatalf("scout's optimum was shown for runner (from %v, runner starts at %v)", o.Waypoints[0], s.Selected().Start())
	}
	s.Refresh()
	for _, a := range s.agents {
		if a.PlanUnderway() {
			t.Errorf("NPC %s still held by a plan job", a.Name())
		}
	}
	if d := samePlans(s); d != "" {
		t.Fatal(d)
	}
}

// TestNPCRandomMapsMatchFreshPlans: random maps, NPCs of random sizes and
// ends, random strokes and erasures; every route after every edit is the
// one planning all from scratch gives.
func TestNPCRandomMapsMatchFreshPlans(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Logf("seed %d", seed)
			rng := rand.New(rand.NewPCG(seed, 7))
			w, h := 30+rng.IntN(20), 20+rng.IntN(20)
			g := pathing.NewGrid(w, h)
			for i := 0; i < w*h/5; i++ {
				g.Set(rng.IntN(w), rng.IntN(h), true)
			}
			var npcs []levels.NPC
			for i := 0; i < 5; i++ {
				a := pathing.Footprint{L: 1 + rng.IntN(2), W: 1 + rng.IntN(2)}
				npcs = append(npcs, levels.NPC{Name: levels.DefaultNPCName(i), Agent: a, Colour: levels.DefaultNPCColour(i),
					Start: pathing.Pt(rng.IntN(w), rng.IntN(h)), Goal: pathing.Pt(rng.IntN(w), rng.IntN(h))})
			}
			lv := Level{Grid: g}
			lv.SetNPCs(npcs)
			s := New(lv)
			s.Refresh()
			for e := 0; e < 120; e++ {
				s.Apply(SetBrush{Size: 1 + rng.IntN(3)})
				paintAt(s, pathing.Pt(rng.IntN(w), rng.IntN(h)), rng.IntN(2) == 0)
				s.Refresh()
				if d := samePlans(s); d != "" {
					t.Fatalf("edit %d: %s", e, d)
				}
			}
		})
	}
}
