package crowdmode

import (
	"errors"
	"fmt"
	"time"

	"swath/agent"
	"swath/crowd"
	"swath/pathing"
)

// Work plans the crowd on a copy of the map, in the background or in the
// call: from tick 0 the first time (and when an NPC was added or a start
// moved: the history before the clock's tick is not that plan's any
// more), else again from the clock's tick (crowd.Planner.Replan), keeping
// the plan's ticks before it. It holds the mode's crowd planner until
// Install or Drop gives it back.
type Work struct {
	planner *crowd.Planner
	key     key
	grid    *pathing.Grid
	names   []string
	// prev is the plan to go on from, its routes in key.members' order
	// (nil: plan from tick 0); from is the tick, why0 why it plans from
	// tick 0 although a plan is shown ("" when it does not)
	prev *crowd.Plan
	from int
	why0 string
	// reset says that the plan shown is another level's: the clock goes
	// back to tick 0
	reset bool

	out *shown
	err error
}

// quickCrowd is how long a crowd plan may have taken last time for the
// next to run in the tick (the app's loop): tiny crowds on tiny maps stay
// exact frame by frame; any other plans on a goroutine.
const quickCrowd = 2 * time.Millisecond

// Busy reports whether a crowd job is under way (the other NPCs' single
// routes then wait).
func (m *Mode) Busy() bool { return m.job != nil }

// Next is the work that brings the mode up to date for the level of grid
// g and agents, nil when none is due or one is under way (a crowd planner
// is not shared: a stale job frees it within a frame); snap gives the
// copy of the map it reads. quick says it may run in the tick.
func (m *Mode) Next(g *pathing.Grid, agents []*agent.Agent, snap func() *pathing.Grid) (w *Work, quick bool) {
	if !m.On || m.job != nil {
		return nil, false
	}
	if (m.shown != nil && m.shown.key.current(g, agents)) || (m.err != "" && m.errKey.current(g, agents)) {
		return nil, false
	}
	k := keyOf(g, agents)
	if m.planner == nil {
		m.planner = &crowd.Planner{}
	}
	w = &Work{planner: m.planner, key: k, grid: snap()}
	w.names = make([]string, len(agents))
	for i, a := range agents {
		w.names[i] = a.Name()
	}
	w.prev, w.from, w.why0, w.reset = m.prev(k)
	m.job, m.planner = w, nil
	quick = m.shown != nil && m.shown.took < quickCrowd && len(k.members) <= 16
	return w, quick
}

// prev is the plan shown with its routes in the order of k's NPCs and the
// clock's tick to re-plan from; nil (plan from tick 0) when there is none,
// when an NPC is new or its start moved, or the map's size changed, with
// why (for the figures), and reset true when the plan shown is another
// level's.
func (m *Mode) prev(k key) (prev *crowd.Plan, from int, why string, reset bool) {
	sh := m.shown
	if sh == nil {
		return nil, 0, "", false
	}
	at := make(map[uint64]int, len(sh.key.members))
	for i, mb := range sh.key.members {
		at[mb.id] = i
	}
	prev = &crowd.Plan{Routes: make([]crowd.Route, len(k.members))}
	kept := 0
	for i, mb := range k.members {
		j, ok := at[mb.id]
		switch {
		case !ok:
			why = "an NPC was added"
		case sh.key.members[j].start != mb.start:
			why = "a start moved"
		default:
			prev.Routes[i] = sh.plan.Routes[j]
			kept++
		}
	}
	if kept == 0 {
		return nil, 0, "", true // another level's plan
	}
	if g := sh.key.grid; g.Width() != k.grid.Width() || g.Height() != k.grid.Height() {
		why = "the map was resized"
	}
	if why != "" {
		return nil, 0, why, false
	}
	return prev, m.Clock.next(), "", false
}

// Run plans the crowd; it returns early (crowd.ErrStopped) once stop
// reports true.
func (w *Work) Run(stop func() bool) {
	t0 := time.Now()
	w.planner.Stop = stop
	defer func() { w.planner.Stop = nil }()
	p := crowd.Problem{Grid: w.grid, NPCs: make([]crowd.NPC, len(w.key.members))}
	for i, m := range w.key.members {
		p.NPCs[i] = crowd.NPC{Name: w.names[i], Agent: m.agent, Start: m.start, Goal: m.goal}
	}
	var plan *crowd.Plan
	var err error
	note := ""
	if w.prev != nil {
		plan, err = w.planner.Replan(w.prev, p, w.from)
		if errors.Is(err, crowd.ErrOverlap) || errors.Is(err, crowd.ErrOffMap) {
			// an NPC resized (or a goal moved) where another stands at
			// that tick: the crowd as it is now can only start over
			note = fmt.Sprintf("planned from tick 0: at tick %d %v", w.from, err)
			plan, err = w.planner.Plan(p)
		}
	} else {
		if w.why0 != "" {
			note = "planned from tick 0: " + w.why0
		}
		plan, err = w.planner.Plan(p)
	}
	if err != nil {
		w.err = err
		return
	}
	an := plan.Analyze()
	// the plan without its distance tables (Analyze was their last use):
	// 4 bytes a cell for each goal, 8 MB for 8 NPCs on a 512² map
	lean := &crowd.Plan{Routes: plan.Routes, Makespan: plan.Makespan, SumOfCosts: plan.SumOfCosts,
		Arrived: plan.Arrived, Stats: plan.Stats}
	out := &shown{plan: lean, an: an, key: w.key, note: note,
		corners: make([][]int, len(plan.Routes)), waits: make([][]int, len(plan.Routes))}
	for i := range plan.Routes {
		out.corners[i] = corners(plan.Routes[i].Path)
	}
	for _, wt := range an.Waits {
		out.waits[wt.NPC] = append(out.waits[wt.NPC], wt.Tick)
	}
	out.took = time.Since(t0)
	w.out = out
}

// Stale reports whether w's plan is no longer wanted: the mode is off, or
// the level (of grid g and agents) moved on and no gesture is in progress
// (a stroke's stale crowd is the nearest plan there is, as a single
// route's is: it is shown until the stroke ends).
func (m *Mode) Stale(w *Work, g *pathing.Grid, agents []*agent.Agent, gesture bool) bool {
	return !m.On || (!gesture && !w.key.current(g, agents))
}

// Install shows w's plan (or why the crowd cannot be planned) and gives
// the planner back.
func (m *Mode) Install(w *Work) {
	m.Drop(w)
	switch {
	case errors.Is(w.err, crowd.ErrStopped):
	case w.err != nil:
		m.err, m.errKey = w.err.Error(), w.key
	default:
		m.shown, m.err = w.out, ""
		if w.reset {
			m.Clock = Clock{speed: m.Clock.speed}
		}
		m.Clock.setLen(w.out.plan.Makespan)
	}
}

// Drop gives the planner back.
func (m *Mode) Drop(w *Work) {
	if m.job == w {
		m.job, m.planner = nil, w.planner
	}
}
