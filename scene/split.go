package scene

import (
	"fmt"
	"slices"
	"strings"

	"swath/agent"
	"swath/pathing"
	"swath/timeline"
	"swath/variant"
)

// The split view shows the selected NPC's query two to four times side by
// side, on the one map, each pane under its own settings: the left pane is
// the level's own (the selected NPC itself), each other pane an
// agent.Agent of its own whose query is the selected one's with a variant
// applied ("farthest=linear", "sampling=paper,agent=3x3", as --vs takes
// them). Every edit of the map, every move of S or G, zoom and pan act
// once and every pane follows; each pane is planned by the same jobs as
// the selected NPC (splitjobs.go). In the step-through view one cursor
// steps every pane together by phase (timeline.Lockstep): pane i shows its
// step Lockstep.Step(i, pos), so anchor 3's probe 2 is shown side by side
// even when one pane's search took more steps.

// MaxSplitCells bounds the maps the split view opens on: every pane keeps
// its own overlay of the map's cells (two buffers of 4 bytes a cell in the
// renderer and one on the screen), 48 MB a pane on a 2048² map.
const MaxSplitCells = 2048 * 2048

// splitState is the split view: whether it is shown, the variants of the
// panes after the first and their agents, the query those were made from,
// and the step view's lockstep.
type splitState struct {
	on    bool
	specs []string
	panes []*agent.Agent
	base  pathing.Query
	// levelVs are the variants the level names (levels.Level.Vs): what V
	// opens and a save writes
	levelVs []string
	// ls aligns tls, the panes' timelines (pane 0 the selected NPC's);
	// player is the one cursor over its positions; steps are each pane's
	// step at it as last shown
	ls     *timeline.Lockstep
	tls    []*timeline.Timeline
	player timeline.Player
	steps  []int
	// diff is where the panes' plans differ, for the plans of Plan
	// version diffAt (ok: every pane's plan was current then)
	diff   variant.Differences
	diffAt uint64
	diffOK bool
	// lessons mark each pane's differences on its map (made once per
	// diff: a renderer compares them by pointer)
	lessons []*agent.Lesson
	// openInSplit: a level that names variants opens in the split view
	// (the app's choice; OpenLevelsInSplit)
	openInSplit bool
	// keyWanted: K was pressed before every pane's timeline was built
	// (in the background); the jump is made once they are
	keyWanted bool
}

// SetSplit shows the split view with one pane per variant after the
// level's own (each "KEY=VALUE[,KEY=VALUE…]", at most variant.Max), or
// hides it when there are none. A variant that cannot be read is refused
// with a notice naming it; the panes stay as they were.
type SetSplit struct{ Specs []string }

// OpenLevelsInSplit makes every level that names variants (its vs lines)
// open in the split view, the one open now included: the app's choice.
// Tests and exports leave it off and show the split view when asked.
func (s *Scene) OpenLevelsInSplit() {
	s.split.openInSplit = true
	if len(s.split.levelVs) > 0 && !s.split.on {
		s.Apply(SetSplit{Specs: s.split.levelVs})
	}
}

// splitLevel notes the variants of lv, just opened, and shows them when
// the app opens levels in the split view; otherwise the split view closes.
func (s *Scene) splitLevel(vs []string) {
	s.split.levelVs = slices.Clone(vs)
	if s.split.openInSplit && len(vs) > 0 {
		s.setSplit(vs)
		return
	}
	s.setSplit(nil)
}

func (in SetSplit) apply(s *Scene) { s.setSplit(in.Specs) }

// setSplit is SetSplit.
func (s *Scene) setSplit(specs []string) {
	sp := &s.split
	if len(specs) > 0 {
		if _, err := variant.ParseAll(s.query(), specs); err != nil {
			s.warn("Split view: " + err.Error() + ".")
			return
		}
		if n := s.grid.Width() * s.grid.Height(); n > MaxSplitCells {
			s.warn(fmt.Sprintf("The split view opens on maps of at most %d cells (2048x2048): each pane keeps its own overlay of the map; this one is %dx%d.",
				MaxSplitCells, s.grid.Width(), s.grid.Height()))
			return
		}
	}
	if slices.Equal(specs, sp.specs) && sp.on == (len(specs) > 0) {
		return
	}
	for _, a := range sp.panes {
		a.CloseTimeline(s.agentMap())
	}
	was := sp.player
	sp.specs, sp.panes, sp.on = slices.Clone(specs), nil, len(specs) > 0
	for range specs {
		s.nextID++
		sp.panes = append(sp.panes, agent.New(s.nextID, "", s.sa().Colour(), s.query(), &s.shared))
	}
	sp.base = pathing.Query{}
	sp.ls, sp.tls, sp.steps, sp.diffOK = nil, nil, nil, false
	sp.player.Reset(0, 0)
	if was.Playing() {
		sp.player.Play()
	}
	s.prunePool()
	s.syncSplit()
	s.ver.Plan++
	s.ver.UI++
}

// toggleSplit is V: the split view on with the variants it last had, the
// level's, or the other farthest strategy; off when on.
func (s *Scene) toggleSplit() {
	sp := &s.split
	switch {
	case sp.on:
		s.setSplit(nil)
	case len(sp.levelVs) > 0:
		s.setSplit(sp.levelVs)
	default:
		s.setSplit([]string{"farthest=" + s.options().Strategy.Next().String()})
	}
}

// SplitShown reports whether the split view is shown.
func (s *Scene) SplitShown() bool { return s.split.on }

// SplitSpecs are the variants of the panes after the first (nil outside
// the split view).
func (s *Scene) SplitSpecs() []string { return slices.Clone(s.split.specs) }

// isPane reports whether a is a pane's agent (not an NPC of the level).
func (s *Scene) isPane(a *agent.Agent) bool { return slices.Contains(s.split.panes, a) }

// isPaneID reports whether id is a pane's agent's.
func (s *Scene) isPaneID(id uint64) bool {
	for _, a := range s.split.panes {
		if a.ID() == id {
			return true
		}
	}
	return false
}

// paneWant says whether pane agent a shows its optimum: the layer, or its
// settings ask for it.
func (s *Scene) paneWant(a *agent.Agent) bool { return s.layers.Optimal || a.Query().Optimal }

// Split is the split view as readers see it, nil when it is not shown.
func (s *Scene) Split() *Split {
	sp := &s.split
	if !sp.on {
		return nil
	}
	m := s.agentMap()
	out := &Split{Lockstep: sp.ls, Player: sp.player, Pos: sp.player.Cursor(),
		Differences: sp.diff, DiffCurrent: sp.diffOK && sp.diffAt == s.ver.Plan}
	agents := append([]*agent.Agent{s.sa()}, sp.panes...)
	for i, a := range agents {
		p := Pane{Name: "level's own", Agent: agent.MakeView(a, m, s.wantOptimal(), true)}
		if i > 0 {
			p.Spec = sp.specs[i-1]
			p.Name = variant.Name(s.query(), a.Query())
			p.Agent = agent.MakeView(a, m, s.paneWant(a), true)
		}
		var les *agent.Lesson
		if out.DiffCurrent && i < len(sp.lessons) {
			les = sp.lessons[i]
		}
		p.Agent = p.Agent.WithLesson(les)
		out.Panes = append(out.Panes, p)
	}
	return out
}

// syncSplit brings the split view in step with the scene after a change:
// the panes' queries follow the selected NPC's, their step views open and
// close with its, the lockstep is rebuilt when a pane's timeline was (its
// cursor kept in the same phase and anchor), every pane shows the step of
// the lockstep's cursor, and the differences follow the plans.
func (s *Scene) syncSplit() {
	sp := &s.split
	if !sp.on {
		return
	}
	m := s.agentMap()
	s.splitQueries()
	sel := s.sa()
	on := sel.TimelineShown()
	for _, a := range sp.panes {
		if !on && a.TimelineShown() {
			a.CloseTimeline(m)
		}
	}
	tls := []*timeline.Timeline{sel.Timeline()}
	for _, a := range sp.panes {
		tls = append(tls, a.Timeline())
	}
	switch {
	case !on:
		if sp.ls != nil {
			sp.ls, sp.tls, sp.steps = nil, nil, nil
			sp.player.Pause()
			sp.player.Reset(0, 0)
			s.ver.Step++
		}
	case !slices.Equal(tls, sp.tls):
		nl := timeline.NewLockstep(tls...)
		pos := 0
		if sp.ls == nil || sp.ls.Len() == 0 {
			if tls[0] != nil {
				pos = nl.Pos(0, sel.Player().Cursor()) // the one-pane cursor carried in
			}
		} else {
			pos = nl.Remap(sp.ls, sp.player.Cursor())
		}
		sp.ls, sp.tls = nl, tls
		playing := sp.player.Playing()
		sp.player.Reset(nl.Len(), pos)
		if playing {
			sp.player.Play()
		}
		s.ver.Step++
	}
	if sp.keyWanted && on && lockstepWhole(tls) {
		sp.keyWanted = false
		s.splitKeyJump()
	}
	s.splitCursors()
	if sp.diffAt != s.ver.Plan || !sp.diffOK {
		s.splitDiff()
	}
}

// splitQueries makes each pane's query the selected NPC's with its
// variant applied, when the selected query changed.
func (s *Scene) splitQueries() {
	sp := &s.split
	base := s.query()
	if base == sp.base {
		return
	}
	sp.base = base
	for i, a := range sp.panes {
		q, err := variant.Parse(base, sp.specs[i])
		if err != nil { // checked when set: not reached
			q = base
		}
		q.Agent = clampAgent(q.Agent)
		if q != a.Query() {
			a.SetQuery(q)
		}
		a.SetColour(s.sa().Colour())
	}
}

// splitCursors puts every pane's cursor on its step at the lockstep's
// position and mirrors the playback state on the selected NPC's player
// (the app and the panel read it).
func (s *Scene) splitCursors() {
	sp := &s.split
	if sp.ls == nil {
		return
	}
	agents := append([]*agent.Agent{s.sa()}, sp.panes...)
	pos := sp.player.Cursor()
	if len(sp.steps) != len(agents) {
		sp.steps = make([]int, len(agents))
		for i := range sp.steps {
			sp.steps[i] = -2
		}
	}
	moved := false
	for i, a := range agents {
		st := sp.ls.Step(i, pos)
		if st < 0 || a.Timeline() == nil {
			continue
		}
		p := a.Player()
		if p.Cursor() != st || sp.steps[i] != st {
			p.Seek(st)
			a.CacheStep()
			sp.steps[i] = st
			moved = true
		}
	}
	p := s.sa().Player()
	if p.Playing() != sp.player.Playing() {
		if sp.player.Playing() {
			p.Play()
		} else {
			p.Pause()
		}
	}
	if p.Speed() != sp.player.Speed() {
		p.SetSpeed(sp.player.Speed())
	}
	if moved {
		s.ver.Step++
	}
}

// splitDiff compares the panes' plans (variant.Compare) once every one of
// them is current.
func (s *Scene) splitDiff() {
	sp := &s.split
	sp.diffOK = false
	m := s.agentMap()
	agents := append([]*agent.Agent{s.sa()}, sp.panes...)
	plans := make([]pathing.Plan, len(agents))
	for i, a := range agents {
		if !a.Exact(m) {
			return
		}
		plans[i] = *a.Plan()
		plans[i].Optimal = nil
		if r, ok := a.Optimal(m, i == 0 && s.wantOptimal() || i > 0 && s.paneWant(a)); ok && r != nil {
			plans[i].Optimal = r
		}
	}
	sp.diff, sp.diffAt, sp.diffOK = variant.Compare(s.grid, plans), s.ver.Plan, true
	sp.lessons = make([]*agent.Lesson, len(plans))
	for i := range plans {
		if len(sp.diff.Waypoints[i]) > 0 || len(sp.diff.Missed[i]) > 0 {
			sp.lessons[i] = &agent.Lesson{Differ: sp.diff.Waypoints[i], Missed: sp.diff.Missed[i]}
		}
	}
}

// splitTimelineAction carries out a timeline key in the split view: the
// lockstep's cursor moves, and every pane with it.
func (s *Scene) splitTimelineAction(a Action) {
	sp := &s.split
	p := &sp.player
	sp.keyWanted = false // another move than K's
	switch a {
	case ActSlower:
		p.Slower()
		return
	case ActFaster:
		p.Faster()
		return
	}
	s.openTimeline()
	s.syncSplit()
	ls := sp.ls
	if ls == nil || ls.Len() == 0 { // being built in the background: nothing to step yet
		return
	}
	switch a {
	case ActPlayPause:
		p.Toggle()
	case ActStepBack:
		p.Step(-1)
	case ActStepForward:
		p.Step(+1)
	case ActPhaseBack:
		p.Seek(ls.PrevPhase(p.Cursor()))
	case ActPhaseForward:
		p.Seek(ls.NextPhase(p.Cursor()))
	case ActFirst:
		p.Seek(0)
	case ActLast:
		p.Seek(ls.Len() - 1)
	}
}

// splitKeyStep is K in the split view: the next of SplitKeyPositions after
// the cursor, round to the first.
func (s *Scene) splitKeyStep() {
	s.openTimeline()
	s.syncSplit()
	sp := &s.split
	if !lockstepWhole(sp.tls) || len(sp.tls) != len(sp.panes)+1 {
		sp.keyWanted = s.sa().TimelineShown() // being built in the background: K lands once it is
		return
	}
	s.splitKeyJump()
}

// lockstepWhole reports whether every pane's timeline has its smoothing
// (not only the search, the first stage of a background build).
func lockstepWhole(tls []*timeline.Timeline) bool {
	for _, tl := range tls {
		if tl == nil || tl.Searching() {
			return false
		}
	}
	return len(tls) > 0
}

// splitKeyJump moves the cursor to the next key position.
func (s *Scene) splitKeyJump() {
	sp := &s.split
	ks := SplitKeyPositions(sp.ls)
	if len(ks) == 0 {
		if sp.ls != nil && sp.ls.Len() > 0 {
			s.notify("The panes' smoothings do not part: every anchor chooses alike.")
		}
		return
	}
	cur, target := sp.player.Cursor(), ks[0]
	for _, k := range ks {
		if k > cur {
			target = k
			break
		}
	}
	sp.player.Pause()
	sp.player.Seek(target)
}

// splitStatus is the split view's part of the status line.
func (s *Scene) splitStatus() string {
	sp := &s.split
	if !sp.on {
		return ""
	}
	return fmt.Sprintf(" · split: %d panes (%s)", len(sp.panes)+1, strings.Join(sp.specs, "; "))
}
