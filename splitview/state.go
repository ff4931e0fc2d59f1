// Package splitview is the split view's state and logic: the selected
// NPC's query shown two to four times side by side, on the one map, each
// pane under its own settings. The left pane is the level's own (the
// selected NPC itself), each other pane an agent.Agent of its own whose
// query is the selected one's with a variant applied
// ("farthest=linear", "sampling=paper,agent=3x3", as --vs takes them).
// In the step-through view one cursor steps every pane together by phase
// (timeline.Lockstep): pane i shows its step Lockstep.Step(i, pos), so
// anchor 3's probe 2 is shown side by side even when one pane's search
// took more steps. The scene composes one State, makes its panes' agents,
// plans them with its jobs and hands State the level as it is (Level);
// drawing reads View's view.Split.
package splitview

import (
	"slices"

	"swath/agent"
	"swath/agentsize"
	"swath/footlayers"
	"swath/pathing"
	"swath/timeline"
	"swath/variant"
	"swath/view"
)

// MaxCells bounds the maps the split view opens on: every pane keeps its
// own overlay of the map's cells (two buffers of 4 bytes a cell in the
// renderer and one on the screen), 48 MB a pane on a 2048² map.
const MaxCells = 2048 * 2048

// State is the split view: whether it is shown, the variants of the panes
// after the first and their agents, the query those were made from, and
// the step view's lockstep. The zero value is off.
type State struct {
	On    bool
	Specs []string
	Panes []*agent.Agent
	base  pathing.Query
	// LevelVs are the variants the level names (levels.Level.Vs): what V
	// opens and a save writes
	LevelVs []string
	// ls aligns tls, the panes' timelines (pane 0 the selected NPC's);
	// Player is the one cursor over its positions; steps are each pane's
	// step at it as last shown
	ls     *timeline.Lockstep
	tls    []*timeline.Timeline
	Player timeline.Player
	steps  []int
	// diff is where the panes' plans differ, for the plans of Plan
	// version diffAt (ok: every pane's plan was current then)
	diff   variant.Differences
	diffAt uint64
	diffOK bool
	// lessons mark each pane's differences on its map (made once per
	// diff: a renderer compares them by pointer)
	lessons []*agent.Lesson
	// OpenInSplit: a level that names variants opens in the split view
	// (the app's choice)
	OpenInSplit bool
	// keyWanted: K was pressed before every pane's timeline was built
	// (in the background); the jump is made once they are
	keyWanted bool
	// cmp is the comparison under way in the background (compare.go)
	cmp *CompareWork
	// foot are the cell layers of the panes' footprints other than the
	// level's, paneFoot each pane's footprint layers (foot.go)
	foot     map[footKey]*footlayers.Layers
	paneFoot []*paneFoot
	// group is the selected NPC and the panes, for agent.Group
	group []*agent.Agent
}

// Level is the level as the split view reads it: the selected NPC, the
// map, whether the selected NPC shows its optimum and whether the optimum
// layer is on, and the plans' version (view.Versions.Plan).
type Level struct {
	Sel          *agent.Agent
	Map          agent.Map
	WantOptimal  bool
	LayerOptimal bool
	PlanVer      uint64
	// Async: the differences are found by a job (NextCompare), not in Sync
	Async bool
}

// Reset shows the panes of specs, whose agents are panes (none: the split
// view off); the lockstep starts over, playing on if it played.
func (st *State) Reset(specs []string, panes []*agent.Agent, m agent.Map) {
	for _, a := range st.Panes {
		a.CloseTimeline(m)
	}
	agent.Ungroup(st.Panes)
	was := st.Player
	st.Specs, st.Panes, st.On = slices.Clone(specs), panes, len(specs) > 0
	st.base = pathing.Query{}
	st.ls, st.tls, st.steps, st.diffOK, st.cmp = nil, nil, nil, false, nil
	st.paneFoot = nil // the footprints' cell layers stay for the new panes (foot.go)
	st.Player.Reset(0, 0)
	if was.Playing() {
		st.Player.Play()
	}
}

// IsPane reports whether a is a pane's agent (not an NPC of the level).
func (st *State) IsPane(a *agent.Agent) bool { return slices.Contains(st.Panes, a) }

// IsPaneID reports whether id is a pane's agent's.
func (st *State) IsPaneID(id uint64) bool {
	for _, a := range st.Panes {
		if a.ID() == id {
			return true
		}
	}
	return false
}

// PaneWant says whether pane agent a shows its optimum: the layer, or its
// settings ask for it.
func (l Level) PaneWant(a *agent.Agent) bool { return l.LayerOptimal || a.Query().Optimal }

// View is the split view as readers see it, nil when it is not shown.
func (st *State) View(l Level) *view.Split {
	if !st.On {
		return nil
	}
	out := &view.Split{Lockstep: st.ls, Player: st.Player, Pos: st.Player.Cursor(),
		Differences: st.diff, DiffCurrent: st.diffOK && st.diffAt == l.PlanVer}
	agents := append([]*agent.Agent{l.Sel}, st.Panes...)
	for i, a := range agents {
		p := view.Pane{Name: "level's own", Agent: agent.MakeView(a, l.Map, l.WantOptimal, true)}
		if i > 0 {
			p.Spec = st.Specs[i-1]
			p.Name = variant.Name(l.Sel.Query(), a.Query())
			p.Agent = agent.MakeView(a, l.Map, l.PaneWant(a), true)
		}
		var les *agent.Lesson
		if out.DiffCurrent && i < len(st.lessons) {
			les = st.lessons[i]
		}
		p.Agent = p.Agent.WithLesson(les)
		if i > 0 {
			if f, own := st.paneFootOf(i - 1); f != nil {
				p.Foot, p.FootVer, p.OwnCells = f, f.cells.Version(), own
			}
		}
		out.Panes = append(out.Panes, p)
	}
	return out
}

// Sync brings the split view in step with the level after a change: the
// panes' queries follow the selected NPC's, their step views open and
// close with its, the lockstep is rebuilt when a pane's timeline was (its
// cursor kept in the same phase and anchor), every pane shows the step of
// the lockstep's cursor, and the differences follow the plans. It returns
// how many times the step shown changed (view.Versions.Step) and a notice
// for a K that found nothing to jump to ("" for none).
func (st *State) Sync(l Level) (steps int, notice string) {
	if !st.On {
		return 0, ""
	}
	m := l.Map
	st.Queries(l.Sel)
	sel := l.Sel
	on := sel.TimelineShown()
	for _, a := range st.Panes {
		if !on && a.TimelineShown() {
			a.CloseTimeline(m)
		}
	}
	tls := []*timeline.Timeline{sel.Timeline()}
	for _, a := range st.Panes {
		tls = append(tls, a.Timeline())
	}
	switch {
	case !on:
		if st.ls != nil {
			st.ls, st.tls, st.steps = nil, nil, nil
			st.Player.Pause()
			st.Player.Reset(0, 0)
			steps++
		}
	case !slices.Equal(tls, st.tls):
		nl := timeline.NewLockstep(tls...)
		pos := 0
		if st.ls == nil || st.ls.Len() == 0 {
			if tls[0] != nil {
				pos = nl.Pos(0, sel.Player().Cursor()) // the one-pane cursor carried in
			}
		} else {
			pos = nl.Remap(st.ls, st.Player.Cursor())
		}
		st.ls, st.tls = nl, tls
		playing := st.Player.Playing()
		st.Player.Reset(nl.Len(), pos)
		if playing {
			st.Player.Play()
		}
		steps++
	}
	if st.keyWanted && on && lockstepWhole(tls) {
		st.keyWanted = false
		notice = st.keyJump()
	}
	if st.cursors(sel) {
		steps++
	}
	if !l.Async && st.compareDue(l) {
		st.compare(l) // in the background a job's (compare.go)
	}
	return steps, notice
}

// Queries makes each pane's query the selected NPC's with its variant
// applied, when the selected query changed, and groups the panes whose
// searches agree (agent.Group: one search, the selected NPC's or the first
// such pane's, serves them all).
func (st *State) Queries(sel *agent.Agent) {
	st.queries(sel)
	st.group = append(append(st.group[:0], sel), st.Panes...)
	agent.Group(st.group)
}

func (st *State) queries(sel *agent.Agent) {
	base := sel.Query()
	if base == st.base {
		return
	}
	st.base = base
	for i, a := range st.Panes {
		q, err := variant.Parse(base, st.Specs[i])
		if err != nil { // checked when set: not reached
			q = base
		}
		q.Agent.L = min(max(q.Agent.L, 1), agentsize.Max)
		q.Agent.W = min(max(q.Agent.W, 1), agentsize.Max)
		if q != a.Query() {
			a.SetQuery(q)
		}
		a.SetColour(sel.Colour())
	}
}

// cursors puts every pane's cursor on its step at the lockstep's position
// and mirrors the playback state on the selected NPC's player (the app and
// the panel read it); it reports whether a pane's step moved.
func (st *State) cursors(sel *agent.Agent) bool {
	if st.ls == nil {
		return false
	}
	agents := append([]*agent.Agent{sel}, st.Panes...)
	pos := st.Player.Cursor()
	if len(st.steps) != len(agents) {
		st.steps = make([]int, len(agents))
		for i := range st.steps {
			st.steps[i] = -2
		}
	}
	moved := false
	for i, a := range agents {
		s := st.ls.Step(i, pos)
		if s < 0 || a.Timeline() == nil {
			continue
		}
		p := a.Player()
		if p.Cursor() != s || st.steps[i] != s {
			p.Seek(s)
			a.CacheStep()
			st.steps[i] = s
			moved = true
		}
	}
	p := sel.Player()
	if p.Playing() != st.Player.Playing() {
		if st.Player.Playing() {
			p.Play()
		} else {
			p.Pause()
		}
	}
	if p.Speed() != st.Player.Speed() {
		p.SetSpeed(st.Player.Speed())
	}
	return moved
}

// Speed carries out − and = in the split view (the lockstep's playback
// speed), reporting whether a was one of them; any other key cancels a K
// that waits for the panes' timelines.
func (st *State) Speed(a view.Action) bool {
	st.keyWanted = false // another move than K's
	switch a {
	case view.ActSlower:
		st.Player.Slower()
		return true
	case view.ActFaster:
		st.Player.Faster()
		return true
	}
	return false
}

// Step carries out a timeline key in the split view, the step view open
// and in sync: the lockstep's cursor moves, and every pane with it (at the
// next Sync).
func (st *State) Step(a view.Action) {
	p := &st.Player
	ls := st.ls
	if ls == nil || ls.Len() == 0 { // being built in the background: nothing to step yet
		return
	}
	switch a {
	case view.ActPlayPause:
		p.Toggle()
	case view.ActStepBack:
		p.Step(-1)
	case view.ActStepForward:
		p.Step(+1)
	case view.ActPhaseBack:
		p.Seek(ls.PrevPhase(p.Cursor()))
	case view.ActPhaseForward:
		p.Seek(ls.NextPhase(p.Cursor()))
	case view.ActFirst:
		p.Seek(0)
	case view.ActLast:
		p.Seek(ls.Len() - 1)
	}
}

// KeyStep is K in the split view, the step view open and in sync: the
// next of view.SplitKeyPositions after the cursor, round to the first; it
// returns a notice when the panes do not part. While the panes' timelines
// are being built (in the background) K lands once they are.
func (st *State) KeyStep(sel *agent.Agent) (notice string) {
	if !lockstepWhole(st.tls) || len(st.tls) != len(st.Panes)+1 {
		st.keyWanted = sel.TimelineShown()
		return ""
	}
	return st.keyJump()
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

// keyJump moves the cursor to the next key position.
func (st *State) keyJump() (notice string) {
	ks := view.SplitKeyPositions(st.ls)
	if len(ks) == 0 {
		if st.ls != nil && st.ls.Len() > 0 {
			return "The panes' smoothings do not part: every anchor chooses alike."
		}
		return ""
	}
	cur, target := st.Player.Cursor(), ks[0]
	for _, k := range ks {
		if k > cur {
			target = k
			break
		}
	}
	st.Player.Pause()
	st.Player.Seek(target)
	return ""
}
