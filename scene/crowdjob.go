package scene

import (
	"errors"
	"fmt"
	"time"

	"swath/agent"
	"swath/crowd"
	"swath/pathing"
)

// crowdWork plans the crowd on a copy of the map, in the background or in
// the call: from tick 0 the first time (and when an NPC was added or a
// start moved: the history before the clock's tick is not that plan's any
// more), else again from the clock's tick (crowd.Planner.Replan), keeping
// the plan's ticks before it. It holds the scene's crowd planner until
// Finish gives it back.
type crowdWork struct {
	planner *crowd.Planner
	key     crowdKey
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

	out *crowdShown
	err error
}

// quickCrowd is how long a crowd plan may have taken last time for the
// next to run in the tick (the app's loop): tiny crowds on tiny maps stay
// exact frame by frame; any other plans on a goroutine.
const quickCrowd = 2 * time.Millisecond

// crowdJob is the crowd job that brings the crowd mode up to date, nil
// when none is due or one is under way (a crowd planner is not shared: a
// stale job frees it within a frame).
func (s *Scene) crowdJob(snap func(**agent.Copy) func() *pathing.Grid) (*Job, bool) {
	c := &s.cr
	if !c.on || c.job != nil {
		return nil, false
	}
	if (c.shown != nil && s.crowdCurrent(c.shown.key)) || (c.err != "" && s.crowdCurrent(c.errKey)) {
		return nil, false
	}
	key := s.crowdKey()
	if c.planner == nil {
		c.planner = &crowd.Planner{}
	}
	var cp *agent.Copy
	w := &crowdWork{planner: c.planner, key: key, grid: snap(&cp)()}
	w.names = make([]string, len(s.agents))
	for i, a := range s.agents {
		w.names[i] = a.Name()
	}
	w.prev, w.from, w.why0, w.reset = s.crowdPrev(key)
	c.job, c.planner = w, nil
	quick := c.shown != nil && c.shown.took < quickCrowd && len(key.members) <= 16
	return &Job{Kind: JobCrowd, w: w, copy: cp}, quick
}

// crowdPrev is the plan shown with its routes in the order of key's NPCs
// and the clock's tick to re-plan from; nil (plan from tick 0) when there
// is none, when an NPC is new or its start moved, or the map's size
// changed, with why (for the figures), and reset true when the plan shown
// is another level's.
func (s *Scene) crowdPrev(key crowdKey) (prev *crowd.Plan, from int, why string, reset bool) {
	sh := s.cr.shown
	if sh == nil {
		return nil, 0, "", false
	}
	at := make(map[uint64]int, len(sh.key.members))
	for i, m := range sh.key.members {
		at[m.id] = i
	}
	prev = &crowd.Plan{Routes: make([]crowd.Route, len(key.members))}
	kept := 0
	for i, m := range key.members {
		k, ok := at[m.id]
		switch {
		case !ok:
			why = "an NPC was added"
		case sh.key.members[k].start != m.start:
			why = "a start moved"
		default:
			prev.Routes[i] = sh.plan.Routes[k]
			kept++
		}
	}
	if kept == 0 {
		return nil, 0, "", true // another level's plan
	}
	if g := sh.key.grid; g.Width() != key.grid.Width() || g.Height() != key.grid.Height() {
		why = "the map was resized"
	}
	if why != "" {
		return nil, 0, why, false
	}
	return prev, s.cr.clock.next(), "", false
}

// Run plans the crowd; it returns early (crowd.ErrStopped) once stop
// reports true.
func (w *crowdWork) Run(stop func() bool) {
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
	out := &crowdShown{plan: lean, an: an, key: w.key, note: note,
		corners: make([][]int, len(plan.Routes)), waits: make([][]int, len(plan.Routes))}
	for i := range plan.Routes {
		out.corners[i] = crowdCorners(plan.Routes[i].Path)
	}
	for _, wt := range an.Waits {
		out.waits[wt.NPC] = append(out.waits[wt.NPC], wt.Tick)
	}
	out.took = time.Since(t0)
	w.out = out
}

// stale: the crowd mode is off, or the level moved on and no gesture is
// in progress (a stroke's stale crowd is the nearest plan there is, as a
// single route's is: it is shown until the stroke ends).
func (w *crowdWork) stale(s *Scene) bool {
	return !s.cr.on || (!s.gesture.active() && !s.crowdCurrent(w.key))
}

// install shows the plan (or why the crowd cannot be planned) and gives
// the planner back.
func (w *crowdWork) install(s *Scene) {
	c := &s.cr
	w.drop(s)
	switch {
	case errors.Is(w.err, crowd.ErrStopped):
	case w.err != nil:
		c.err, c.errKey = w.err.Error(), w.key
	default:
		c.shown, c.err = w.out, ""
		if w.reset {
			c.clock = crowdClock{speed: c.clock.speed}
		}
		c.clock.setLen(w.out.plan.Makespan)
	}
}

// drop gives the planner back.
func (w *crowdWork) drop(s *Scene) {
	if s.cr.job == w {
		s.cr.job, s.cr.planner = nil, w.planner
	}
}
