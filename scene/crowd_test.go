package scene

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"swath/crowd"
	"swath/levels"
	"swath/pathing"
)

// crowdLevel is the built-in crowd level as a scene, in the crowd mode,
// planned.
func crowdLevel(t *testing.T) *Scene {
	t.Helper()
	lv, err := levels.LoadBuiltin("crowd")
	if err != nil {
		t.Fatal(err)
	}
	s := New(*lv)
	s.Apply(ActCrowd)
	if !s.CrowdShown() {
		t.Fatal("C did not turn the crowd mode on")
	}
	return s
}

// problemOf is the crowd of s as it stands, for crowd.Verify.
func problemOf(s *Scene) crowd.Problem {
	p := crowd.Problem{Grid: s.Grid()}
	for _, a := range s.agents {
		q := a.Query()
		p.NPCs = append(p.NPCs, crowd.NPC{Name: a.Name(), Agent: q.Agent, Start: q.Start, Goal: q.Goal})
	}
	return p
}

// verified fails t unless the crowd's plan shown replays on the level as
// it is without a conflict, from the tick it was (re-)planned from: its
// ticks before are what happened on the map before the edit.
func verified(t *testing.T, s *Scene) *crowd.Plan {
	t.Helper()
	v := s.Crowd()
	if v.Plan == nil || v.Replanning || v.Err != "" {
		t.Fatalf("no current crowd plan: plan %v, re-planning %v, err %q", v.Plan != nil, v.Replanning, v.Err)
	}
	from := v.Plan.Stats.From
	p, rest := problemOf(s), &crowd.Plan{Makespan: max(v.Plan.Makespan-from, 0)}
	for i, r := range v.Plan.Routes {
		p.NPCs[i].Start = v.Plan.At(i, from)
		r.Path = r.Path[min(from, len(r.Path)-1):]
		rest.Routes = append(rest.Routes, r)
	}
	conflicts, err := crowd.Verify(p, rest)
	if err != nil || len(conflicts) > 0 {
		t.Fatalf("the plan shown does not replay on the level from tick %d: %v, conflicts %v", from, err, conflicts)
	}
	return v.Plan
}

// TestCrowdModePlaysTheLevel: C plans the built-in crowd level (every NPC
// home, no conflict, somebody waits for somebody at the door); the clock
// plays at its speed, steps a tick forward and back, seeks along the bar
// and stops at the end; the positions between ticks lie on the moves.
func TestCrowdModePlaysTheLevel(t *testing.T) {
	s := crowdLevel(t)
	p := verified(t, s)
	if !p.Done() || p.Makespan < 20 {
		t.Fatalf("%d of %d home in %d ticks; want all, in 20 or more", p.Arrived, len(p.Routes), p.Makespan)
	}
	v := s.Crowd()
	if v.Analysis.Longest.Ticks == 0 || v.Analysis.Longest.For < 0 {
		t.Errorf("longest wait %+v: want someone waiting for someone at the door", v.Analysis.Longest)
	}
	if v.Time != 0 || v.Playing {
		t.Fatalf("the clock starts at %v, playing %v", v.Time, v.Playing)
	}
	s.Apply(ActPlayPause)
	s.Apply(Tick{DT: 1500 * time.Millisecond}) // 4 ticks a second
	if v := s.Crowd(); v.Time != 6 || !v.Playing {
		t.Fatalf("after 1.5 s playing at %s the clock is at %v (playing %v), want 6", v.Speed, v.Time, v.Playing)
	}
	s.Apply(Tick{DT: 125 * time.Millisecond})
	v = s.Crowd()
	if v.Time != 6.5 || v.Tick() != 6 {
		t.Fatalf("clock %v tick %d, want 6.5 in tick 6", v.Time, v.Tick())
	}
	for i := range v.NPCs {
		m := v.Move(i)
		x, y := v.Pos(i)
		if m.From != p.At(i, 6) || m.To != p.At(i, 7) || x != float64(m.From.X+m.To.X)/2 || y != float64(m.From.Y+m.To.Y)/2 {
			t.Errorf("NPC %d at %v,%v on move %v, want half-way from tick 6 to 7 (%v → %v)", i, x, y, m, p.At(i, 6), p.At(i, 7))
		}
	}
	s.Apply(ActStepForward)
	if v := s.Crowd(); v.Time != 7 || v.Playing {
		t.Errorf("→ from 6.5: clock %v playing %v, want 7, paused", v.Time, v.Playing)
	}
	s.Apply(Tick{DT: time.Second})
	s.Apply(ActStepBack)
	s.Apply(ActStepBack)
	if v := s.Crowd(); v.Time != 5 {
		t.Errorf("← ← from 7: clock %v, want 5 (paused: Tick moves nothing)", v.Time)
	}
	s.Apply(SeekFraction{F: 0.5})
	if v := s.Crowd(); v.Time != float64((p.Makespan+1)/2) && v.Time != float64(p.Makespan/2) {
		t.Errorf("seek to half: clock %v of %d", v.Time, p.Makespan)
	}
	s.Apply(ActLast)
	s.Apply(ActPlayPause) // at the end: plays from the start
	s.Apply(Tick{DT: time.Hour})
	if v := s.Crowd(); v.Time != float64(p.Makespan) || v.Playing {
		t.Errorf("played an hour: clock %v playing %v, want stopped at %d", v.Time, v.Playing, p.Makespan)
	}
	s.Apply(ActFaster)
	s.Apply(ActFaster)
	if v := s.Crowd(); v.Speed != "16 ticks/s" {
		t.Errorf("speed after = =: %s", v.Speed)
	}
	// Shift+→ jumps to the next tick where someone starts to wait
	s.Apply(ActFirst)
	s.Apply(ActPhaseForward)
	v = s.Crowd()
	if len(v.Analysis.WaitsAt(v.Tick())) == 0 {
		t.Errorf("Shift+→ went to tick %d, where no one waits", v.Tick())
	}
	if !strings.Contains(v.WaitsText(), "waits at") {
		t.Errorf("the waits of tick %d say %q", v.Tick(), v.WaitsText())
	}
}

// paintWall paints the column x from y0 to y1 as one stroke.
func paintWall(s *Scene, x, y0, y1 int) {
	s.Apply(Press{Cell: pathing.Pt(x, y0), Button: Primary})
	s.Apply(Drag{Cell: pathing.Pt(x, y1)})
	s.Apply(Release{Cell: pathing.Pt(x, y1)})
}

// TestCrowdReplansFromTheTick: a wall painted across the door while the
// clock is at tick 6 re-plans the crowd from tick 6: its ticks before 6
// are the old plan's, the NPCs go round by the new door, and the plan
// replays without a conflict on the edited map. Undo re-plans again.
func TestCrowdReplansFromTheTick(t *testing.T) {
	s := crowdLevel(t)
	old := verified(t, s)
	s.Apply(SeekStep{Step: 6})
	// close the door (x = 19, y = 8…10) and open another at the bottom
	paintWall(s, 19, 8, 10)
	s.Apply(Press{Cell: pathing.Pt(19, 14), Button: Secondary})
	s.Apply(Drag{Cell: pathing.Pt(19, 17)})
	s.Apply(Release{Cell: pathing.Pt(19, 17)})
	if v := s.Crowd(); v.Plan != old || v.Time != 6 {
		t.Fatalf("out of the background the edit re-planned already (plan changed %v, clock %v)", v.Plan != old, v.Time)
	}
	s.Refresh()
	p := verified(t, s)
	if p.Stats.From != 6 {
		t.Fatalf("re-planned from tick %d, want 6", p.Stats.From)
	}
	for i := range p.Routes {
		for tk := 0; tk <= 6; tk++ {
			if p.At(i, tk) != old.At(i, tk) {
				t.Fatalf("NPC %d at tick %d: %v, the old plan had %v", i, tk, p.At(i, tk), old.At(i, tk))
			}
		}
	}
	through := func(p *crowd.Plan, y0, y1 int) bool { // from tick 7 on
		for _, r := range p.Routes {
			if slices.ContainsFunc(r.Path[min(7, len(r.Path)):], func(c pathing.Point) bool { return c.X == 19 && c.Y >= y0 && c.Y <= y1 }) {
				return true
			}
		}
		return false
	}
	if !through(old, 8, 10) || through(p, 8, 10) || !through(p, 14, 17) {
		t.Errorf("old plan through the door %v, new plan through the wall %v, through the new door %v",
			through(old, 8, 10), through(p, 8, 10), through(p, 14, 17))
	}
	if v := s.Crowd(); v.Time != 6 {
		t.Errorf("the clock moved to %v with the re-plan", v.Time)
	}
	s.Apply(ActUndo)
	s.Apply(ActUndo)
	s.Refresh()
	if q := verified(t, s); q.Stats.From != 6 {
		t.Errorf("after undo: re-planned from tick %d, want 6", q.Stats.From)
	}
}

// TestCrowdJobInTheBackground: in the app's way (RunJobsInBackground) the
// crowd is a job of its own kind; an edit makes the job under way stale
// (its planner stops at once) and shows the old plan marked as
// re-planning until the next job's plan is in; idle, no job is due.
func TestCrowdJobInTheBackground(t *testing.T) {
	lv, _ := levels.LoadBuiltin("crowd")
	s := New(*lv)
	s.RunJobsInBackground()
	s.Apply(ActCrowd)
	finish := func(kind JobKind) *Job {
		t.Helper()
		for range 64 {
			j, _ := s.NextJob()
			if j == nil {
				t.Fatalf("no %v job due", kind)
			}
			sj := j.(*Job)
			sj.Run(func() bool { return false })
			s.Finish(sj, false)
			if sj.Kind == kind {
				return sj
			}
		}
		t.Fatalf("no %v job in 64", kind)
		return nil
	}
	if v := s.Crowd(); v.Plan != nil || !strings.Contains(figureIn(s.Figures(), "crowd"), "planning") {
		t.Fatalf("before its job the crowd shows a plan (%v) or no \"planning…\" (%v)", v.Plan != nil, s.Figures())
	}
	finish(JobCrowd)
	old := verified(t, s)
	ver := s.Versions()
	for j, _ := s.NextJob(); j != nil; j, _ = s.NextJob() {
		if j.(*Job).Kind == JobCrowd {
			t.Fatal("a crowd job is due with the plan current")
		}
		j.Run(func() bool { return false })
		s.Finish(j, false)
	}
	s.Apply(Tick{DT: time.Second}) // paused: nothing moves
	if s.Versions().Crowd != ver.Crowd {
		t.Errorf("a paused tick bumped the crowd's version")
	}

	// a job under way goes stale at the next edit and stops at once
	s.Apply(ActPlayPause)
	s.Apply(Tick{DT: 1100 * time.Millisecond})
	var job *Job
	for j, _ := s.NextJob(); j != nil; j, _ = s.NextJob() {
		if sj := j.(*Job); sj.Kind == JobCrowd {
			job = sj
			break
		}
		t.Fatalf("a %v job before the crowd's", j.(*Job).Kind)
	}
	if job != nil {
		t.Fatal("a crowd job is due with the plan current (while playing)")
	}
	paintWall(s, 19, 8, 10)
	if v := s.Crowd(); v.Plan != old || !v.Replanning || !strings.Contains(figureIn(s.Figures(), "crowd"), "re-planning") {
		t.Fatalf("after the edit: old plan shown %v, re-planning %v, figures %v", v.Plan == old, v.Replanning, s.Figures())
	}
	for j, _ := s.NextJob(); j != nil; j, _ = s.NextJob() {
		if sj := j.(*Job); sj.Kind == JobCrowd {
			job = sj
			break
		}
		j.Run(func() bool { return false })
		s.Finish(j, false)
	}
	if job == nil {
		t.Fatal("no crowd job after the edit")
	}
	if j, _ := s.NextJob(); j != nil && j.(*Job).Kind == JobCrowd {
		t.Fatal("a second crowd job while one is under way")
	}
	paintWall(s, 30, 1, 2)
	if !s.Stale(job) {
		t.Fatal("the crowd job is not stale after another edit")
	}
	stops := 0
	t0 := time.Now()
	job.Run(func() bool { stops++; return true })
	if took := time.Since(t0); stops == 0 || took > 50*time.Millisecond {
		t.Errorf("a stopped crowd job asked stop %d times and took %v", stops, took)
	}
	s.Finish(job, true)
	if v := s.Crowd(); v.Plan != old {
		t.Fatal("a stopped job's plan was shown")
	}
	finish(JobCrowd)
	p := verified(t, s)
	if p.Stats.From != 5 {
		t.Errorf("the re-plan started at tick %d, want 5 (the clock was at 4.4 when it was asked)", p.Stats.From)
	}
	// off, no crowd job is due and the other NPCs' plans go on
	s.Apply(ActCrowd)
	for j, _ := s.NextJob(); j != nil; j, _ = s.NextJob() {
		if j.(*Job).Kind == JobCrowd {
			t.Fatal("a crowd job with the crowd mode off")
		}
		j.Run(func() bool { return false })
		s.Finish(j, false)
	}
}

// figureIn is the value of the figure labelled label, "" when none.
func figureIn(fs []Figure, label string) string {
	for _, f := range fs {
		if f.Label == label {
			return f.Value
		}
	}
	return ""
}

// TestCrowdFigures: the side column in the crowd mode gives the clock's
// tick of the makespan, the arrivals, the sum of costs beside the costs
// alone, the waits, the longest wait with who caused it, and each NPC's
// delay over its route alone.
func TestCrowdFigures(t *testing.T) {
	s := crowdLevel(t)
	p := verified(t, s)
	v := s.Crowd()
	fs := s.Figures()
	t.Logf("figures: %v", fs)
	an := v.Analysis
	alone, waits := 0.0, 0
	for _, f := range an.NPCs {
		alone += f.Alone
		waits += f.Waits
	}
	w := an.Longest
	for label, want := range map[string]string{
		"crowd tick":   "0 / " + itoa(p.Makespan),
		"get home":     "8 of 8",
		"makespan":     itoa(p.Makespan) + " ticks",
		"sum of costs": ftoa(p.SumOfCosts) + " (alone " + ftoa(alone) + ")",
		"waits":        itoa(waits),
		"longest wait": v.NPCs[w.NPC].Name + ", " + itoa(w.Ticks) + " ticks from " + itoa(w.From),
		"  caused by":  v.NPCs[w.For].Name,
	} {
		if got := figureIn(fs, label); got != want {
			t.Errorf("%s: %q, want %q", label, got, want)
		}
	}
	for i, n := range v.NPCs {
		f := an.NPCs[i]
		want := "+" + ftoa(f.Delay) + " (+" + strconv.FormatFloat(100*f.Delay/f.Alone, 'f', 0, 64) + "%), " + itoa(f.Waits) + " waits"
		if got := figureIn(fs, n.Name); got != want {
			t.Errorf("NPC %s: %q, want %q", n.Name, got, want)
		}
	}
	s.Apply(ActCrowd)
	if figureIn(s.Figures(), "makespan") != "" {
		t.Error("the crowd's figures outside the crowd mode")
	}
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }

// TestCrowdEditsOfNPCs: moving a goal re-plans from the clock's tick;
// moving a start or adding an NPC plans from tick 0 and says why; an NPC
// added on the selected one's ends overlaps it, which the figures name,
// with the old plan still shown; removing an NPC re-plans from the tick;
// an NPC that cannot reach its goal says why.
func TestCrowdEditsOfNPCs(t *testing.T) {
	s := crowdLevel(t)
	verified(t, s)
	s.Apply(SeekStep{Step: 4})
	s.Apply(SelectNPC{Index: 5}) // a 1x1
	q := s.sa().Query()
	s.Apply(Press{Cell: q.Goal, Button: Primary})
	s.Apply(Release{Cell: q.Goal.Add(pathing.Pt(3, 0))})
	s.Refresh()
	if p := verified(t, s); p.Stats.From != 4 {
		t.Errorf("a goal moved: re-planned from tick %d, want 4", p.Stats.From)
	}
	s.Apply(Press{Cell: q.Start, Button: Primary})
	s.Apply(Release{Cell: q.Start.Add(pathing.Pt(0, 1))})
	s.Refresh()
	if p := verified(t, s); p.Stats.From != 0 || !strings.Contains(s.Crowd().Note, "a start moved") {
		t.Errorf("a start moved: planned from tick %d, note %q", p.Stats.From, s.Crowd().Note)
	}
	// N puts the new NPC beside the selected one (npcplace.go): planned at once
	s.Apply(ActAddNPC)
	s.Refresh()
	if p := verified(t, s); len(p.Routes) != 9 || !strings.Contains(s.Crowd().Note, "an NPC was added") {
		t.Fatalf("N: %d routes, note %q; want 9, planned with the NPC added", len(p.Routes), s.Crowd().Note)
	}
	// its start dragged onto the selected one's: refused, the plan kept
	old := s.Crowd().Plan
	q = s.sa().Query()
	s.Apply(Press{Cell: q.Start, Button: Primary})
	s.Apply(Release{Cell: s.Agents()[5].Start()})
	s.Refresh()
	v := s.Crowd()
	if v.Plan != old || v.Err == "" || !strings.Contains(figureIn(s.Figures(), "crowd"), "their starts overlap") {
		t.Fatalf("a start on another NPC's: plan kept %v, err %q, figures %v", v.Plan == old, v.Err, s.Figures())
	}
	// the new NPC's start and goal dragged onto free cells: planned from 0
	q = s.sa().Query()
	s.Apply(Press{Cell: q.Start, Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(2, 1)})
	s.Apply(Press{Cell: q.Goal, Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(37, 17)})
	s.Refresh()
	if p := verified(t, s); len(p.Routes) != 9 || p.Stats.From != 0 || !strings.Contains(s.Crowd().Note, "a start moved") {
		t.Fatalf("9 NPCs: %d routes from tick %d, note %q", len(p.Routes), p.Stats.From, s.Crowd().Note)
	}
	s.Apply(SeekStep{Step: 3})
	s.Apply(RemoveNPC{Index: 0})
	s.Refresh()
	if p := verified(t, s); len(p.Routes) != 8 || p.Stats.From != 3 {
		t.Fatalf("a cart removed at tick 3: %d routes from tick %d", len(p.Routes), p.Stats.From)
	}
	// the remaining cart's goal walled off (x = 7 parts the left room):
	// it cannot arrive, and says why
	paintWall(s, 7, 1, 17)
	s.Refresh()
	v = s.Crowd()
	if v.NPCs[0].Name != "cart W" || v.Plan.Routes[0].Arrived || !strings.HasPrefix(figureIn(s.Figures(), v.NPCs[0].Name), "cannot arrive: ") || len(v.Stuck()) == 0 {
		t.Errorf("a walled-in goal: arrived %v, figure %q, stuck %v", v.Plan.Routes[0].Arrived, figureIn(s.Figures(), v.NPCs[0].Name), v.Stuck())
	}
}

// TestCrowdModeKeys: C and Esc leave the crowd mode; T leaves it for the
// step-through view, and C from there closes the step-through view.
func TestCrowdModeKeys(t *testing.T) {
	s := crowdLevel(t)
	s.Apply(ActCloseHelp)
	if s.CrowdShown() {
		t.Fatal("Esc left the crowd mode on")
	}
	s.Apply(ActCrowd)
	s.Apply(ActTimeline)
	if s.CrowdShown() || !s.TimelineShown() {
		t.Fatalf("T in the crowd mode: crowd %v, timeline %v", s.CrowdShown(), s.TimelineShown())
	}
	s.Apply(ActCrowd)
	if !s.CrowdShown() || s.TimelineShown() {
		t.Fatalf("C in the step-through view: crowd %v, timeline %v", s.CrowdShown(), s.TimelineShown())
	}
	v0 := s.Versions()
	s.Apply(ActPlayPause)
	if s.Versions().Crowd == v0.Crowd || !s.CrowdPlaying() {
		t.Fatal("Space did not play the crowd")
	}
	v1 := s.Versions()
	s.Apply(Tick{DT: 10 * time.Millisecond})
	if s.Versions().Crowd == v1.Crowd {
		t.Fatal("a tick of playing did not bump the crowd's version")
	}
	s.Apply(ActCrowd)
	if s.CrowdShown() || s.CrowdPlaying() {
		t.Fatal("C did not leave the crowd mode")
	}
}
