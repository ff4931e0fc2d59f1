// Package crowdmode is the scene's crowd mode (C): every NPC of the level
// moves at once, tick by tick, as package crowd plans them so that no two
// bodies ever overlap. It owns the mode's state (on or off, the Clock, the
// plan shown, why the level cannot be planned), the background Work that
// makes the next plan, and what drawing sees of it (view.CrowdView). The
// scene composes one Mode and hands it the level's grid and agents; the
// scene's timeline keys and bar play, step and scrub the mode's clock
// instead of the step-through view. An edit of the map or of an NPC
// plans the crowd again from the clock's tick (crowd.Planner.Replan), and
// until the new plan is in the old one is shown, marked as re-planning.
package crowdmode

import (
	"slices"
	"time"

	"swath/agent"
	"swath/crowd"
	"swath/pathing"
	"swath/view"
)

// Mode is the crowd mode: whether it is on, its clock, the plan shown and
// the job making the next one. The zero value is off, its clock paused at
// tick 0.
type Mode struct {
	On    bool
	Clock Clock
	// shown is the plan on screen (nil before the first); err says why
	// the level as it is (errKey) cannot be planned as a crowd
	shown  *shown
	err    string
	errKey key
	// job is the crowd job under way: it holds planner meanwhile
	job     *Work
	planner *crowd.Planner
	// view caches View's NPC list between changes
	view viewCache
}

// member is what a crowd plan is made of one NPC: who it is and the
// footprint and ends it was planned with.
type member struct {
	id          uint64
	agent       pathing.Footprint
	start, goal pathing.Point
}

func memberOf(a *agent.Agent) member {
	q := a.Query()
	return member{a.ID(), q.Agent.Norm(), q.Start, q.Goal}
}

// key is what a crowd plan is made for: the map (a resized one is
// another grid) at its version and the NPCs as they stand.
type key struct {
	grid    *pathing.Grid
	ver     uint64
	members []member
}

// keyOf is the key of the level of grid g and agents as they are now.
func keyOf(g *pathing.Grid, agents []*agent.Agent) key {
	m := make([]member, len(agents))
	for i, a := range agents {
		m[i] = memberOf(a)
	}
	return key{grid: g, ver: g.Version(), members: m}
}

// current reports whether k is the key of the level as it is now
// (keyOf, without making one: drawing asks every frame).
func (k key) current(g *pathing.Grid, agents []*agent.Agent) bool {
	if k.grid != g || k.ver != g.Version() || len(k.members) != len(agents) {
		return false
	}
	for i, a := range agents {
		if k.members[i] != memberOf(a) {
			return false
		}
	}
	return true
}

// shown is a crowd plan as the scene shows it: the plan, who waits for
// whom, what it was made for, and each route's corners.
type shown struct {
	plan *crowd.Plan
	an   *crowd.Analysis
	key  key
	// corners[i] are the ticks where route i's move changes (corners)
	corners [][]int
	// waits[i] are the ticks route i waits, in order
	waits [][]int
	took  time.Duration
	// note says how it was planned when it is not the plain way (a
	// re-plan from tick 0 where one from the clock's tick was asked)
	note string
}

// Playing reports whether the mode is on and its clock plays: the app then
// ticks every frame.
func (m *Mode) Playing() bool { return m.On && m.Clock.playing }

// Switch turns the mode on or off; off, the clock stops (and keeps its
// time). The scene closes the step-through view and plans the crowd.
func (m *Mode) Switch(on bool) {
	m.On = on
	if !on {
		m.Clock.playing = false
	}
}

// Action carries out a timeline key in the crowd mode (other than T, the
// scene's): the clock plays, steps, jumps between the ticks where someone
// starts to wait, goes to the first or last tick, or changes speed.
func (m *Mode) Action(a view.Action) {
	c := &m.Clock
	switch a {
	case view.ActPlayPause:
		c.toggle()
	case view.ActStepBack:
		c.step(-1)
	case view.ActStepForward:
		c.step(+1)
	case view.ActPhaseBack, view.ActPhaseForward:
		if t, ok := m.waitEvent(a == view.ActPhaseForward); ok {
			c.playing = false
			c.Seek(t)
		}
	case view.ActFirst:
		c.Seek(0)
	case view.ActLast:
		c.Seek(c.n)
	case view.ActSlower:
		c.slower()
	case view.ActFaster:
		c.faster()
	}
}

// waitEvent is the next (forward) or previous tick, from the clock's,
// where an NPC starts to wait: Shift+arrows jump between the moments the
// crowd holds someone up.
func (m *Mode) waitEvent(forward bool) (int, bool) {
	sh := m.shown
	if sh == nil {
		return 0, false
	}
	now := m.Clock.t
	best, ok := 0, false
	for _, w := range sh.an.Waits {
		if w.Tick > 0 && slices.Contains(sh.waits[w.NPC], w.Tick-1) {
			continue // not the first tick of its run
		}
		t := float64(w.Tick)
		switch {
		case forward && t > now+tickEps && (!ok || w.Tick < best):
			best, ok = w.Tick, true
		case !forward && t < now-tickEps && (!ok || w.Tick > best):
			best, ok = w.Tick, true
		}
	}
	return best, ok
}

// viewCache keeps the NPC list of View between changes.
type viewCache struct {
	shown *shown
	npcs  uint64 // the versions of the NPCs and the plan it was made at
	plan  uint64
	list  []view.CrowdNPC
}

// Level is the open level as the crowd mode reads it: the map, the NPCs
// and which one is selected, and the versions of the NPCs and the plans
// (view.Versions.NPCs and Plan) that say when its NPC list is made again.
type Level struct {
	Grid      *pathing.Grid
	Agents    []*agent.Agent
	Sel       int
	NPCs      uint64
	PlanCount uint64
}

// View is the crowd mode as drawing sees it (its On false when it is off).
func (m *Mode) View(l Level) view.CrowdView {
	if !m.On {
		return view.CrowdView{}
	}
	v := view.CrowdView{On: true, Time: m.Clock.t, Playing: m.Clock.playing, Speed: m.Clock.speedLabel()}
	if sh := m.visible(l); sh != nil {
		v.Plan, v.Analysis, v.Took, v.Note = sh.plan, sh.an, sh.took, sh.note
		v.Replanning = !sh.key.current(l.Grid, l.Agents)
	}
	if m.err != "" && m.errKey.current(l.Grid, l.Agents) {
		v.Err = m.err
	}
	v.NPCs = m.npcs(l)
	return v
}

// visible is the plan shown if it can be drawn on the map as it is: nil
// when it is of a map of another size (a resize) or of another level
// (none of its NPCs is the level's), until the new plan is in.
func (m *Mode) visible(l Level) *shown {
	sh := m.shown
	if sh == nil || sh.key.grid.Width() != l.Grid.Width() || sh.key.grid.Height() != l.Grid.Height() {
		return nil
	}
	for _, mb := range sh.key.members {
		for _, a := range l.Agents {
			if a.ID() == mb.id {
				return sh
			}
		}
	}
	return nil
}

// npcs is the NPC list of the plan shown (or of the level, before one),
// made again only when the NPCs or the plan changed.
func (m *Mode) npcs(l Level) []view.CrowdNPC {
	vc := &m.view
	sh := m.visible(l)
	if vc.list != nil && vc.shown == sh && vc.npcs == l.NPCs && vc.plan == l.PlanCount {
		return vc.list
	}
	byID := make(map[uint64]int, len(l.Agents))
	for i, a := range l.Agents {
		byID[a.ID()] = i
	}
	var members []member
	if sh != nil {
		members = sh.key.members
	} else {
		members = keyOf(l.Grid, l.Agents).members
	}
	list := make([]view.CrowdNPC, len(members))
	for i, mb := range members {
		n := view.CrowdNPC{ID: mb.id, Agent: mb.agent, Start: mb.start, Goal: mb.goal, Gone: true}
		if k, ok := byID[mb.id]; ok {
			a := l.Agents[k]
			n.Name, n.Colour, n.Gone, n.Selected = a.Name(), a.Colour(), false, k == l.Sel
		}
		if sh != nil {
			n.Corners, n.Waits = sh.corners[i], sh.waits[i]
		}
		list[i] = n
	}
	vc.shown, vc.npcs, vc.plan, vc.list = sh, l.NPCs, l.PlanCount, list
	return list
}

// corners are the ticks of path where its move changes (a wait is a move
// too), 0 and its last tick included: the polyline through its pivots at
// these ticks is the path.
func corners(path []pathing.Point) []int {
	out := []int{0}
	for t := 1; t+1 < len(path); t++ {
		if path[t].Sub(path[t-1]) != path[t+1].Sub(path[t]) {
			out = append(out, t)
		}
	}
	if n := len(path) - 1; n > 0 {
		out = append(out, n)
	}
	return out
}

// Looks is what the crowd mode shows, for the scene's comparison before
// and after a change: a change of it bumps Versions.Crowd.
type Looks struct {
	on, playing bool
	shown       *shown
	t           float64
	speed       int
	err         string
}

// Looks is what the mode shows now.
func (m *Mode) Looks() Looks {
	return Looks{on: m.On, playing: m.Clock.playing, shown: m.shown, t: m.Clock.t, speed: m.Clock.speed, err: m.err}
}
