package scene

import (
	"slices"
	"time"

	"swath/crowd"
	"swath/pathing"
)

// The crowd mode (C) moves every NPC of the level at once, tick by tick,
// as package crowd plans them so that no two bodies ever overlap: the
// timeline's keys and bar play, step and scrub its clock instead of the
// step-through view. The plan is one more kind of background job
// (crowdjob.go): an edit of the map or of an NPC plans the crowd again
// from the clock's tick (crowd.Planner.Replan), and until the new plan is
// in the old one is shown, marked as re-planning.

// crowdMode is the scene's crowd mode: whether it is on, its clock, the
// plan shown and the job making the next one.
type crowdMode struct {
	on    bool
	clock crowdClock
	// shown is the plan on screen (nil before the first); err says why
	// the level as it is (errKey) cannot be planned as a crowd
	shown  *crowdShown
	err    string
	errKey crowdKey
	// job is the crowd job under way: it holds planner meanwhile
	job     *crowdWork
	planner *crowd.Planner
	// view caches Crowd's NPC list between changes (viewOf)
	view crowdViewCache
}

// crowdMember is what a crowd plan is made of one NPC: who it is and the
// footprint and ends it was planned with.
type crowdMember struct {
	id          uint64
	agent       pathing.Footprint
	start, goal pathing.Point
}

// crowdKey is what a crowd plan is made for: the map (a resized one is
// another grid) at its version and the NPCs as they stand.
type crowdKey struct {
	grid    *pathing.Grid
	ver     uint64
	members []crowdMember
}

// crowdKey is the key of the level as it is now.
func (s *Scene) crowdKey() crowdKey {
	m := make([]crowdMember, len(s.agents))
	for i, a := range s.agents {
		q := a.Query()
		m[i] = crowdMember{a.ID(), q.Agent.Norm(), q.Start, q.Goal}
	}
	return crowdKey{grid: s.grid, ver: s.grid.Version(), members: m}
}

// crowdCurrent reports whether k is the key of the level as it is now
// (crowdKey(), without making one: drawing asks every frame).
func (s *Scene) crowdCurrent(k crowdKey) bool {
	if k.grid != s.grid || k.ver != s.grid.Version() || len(k.members) != len(s.agents) {
		return false
	}
	for i, a := range s.agents {
		q := a.Query()
		if k.members[i] != (crowdMember{a.ID(), q.Agent.Norm(), q.Start, q.Goal}) {
			return false
		}
	}
	return true
}

// crowdShown is a crowd plan as the scene shows it: the plan, who waits
// for whom, what it was made for, and each route's corners.
type crowdShown struct {
	plan *crowd.Plan
	an   *crowd.Analysis
	key  crowdKey
	// corners[i] are the ticks where route i's move changes (crowdCorners)
	corners [][]int
	// waits[i] are the ticks route i waits, in order
	waits [][]int
	took  time.Duration
	// note says how it was planned when it is not the plain way (a
	// re-plan from tick 0 where one from the clock's tick was asked)
	note string
}

// CrowdShown reports whether the crowd mode is on.
func (s *Scene) CrowdShown() bool { return s.cr.on }

// CrowdPlaying reports whether the crowd's clock plays: the app then ticks
// every frame.
func (s *Scene) CrowdPlaying() bool { return s.cr.on && s.cr.clock.playing }

// crowdOn turns the crowd mode on or off. On, it closes the step-through
// view (the two share the timeline's keys and bar) and the crowd is
// planned (in the call out of the background); the clock keeps its time.
func (s *Scene) crowdOn(on bool) {
	if on == s.cr.on {
		return
	}
	s.finishGesture()
	s.cr.on = on
	if on {
		s.sa().CloseTimeline(s.agentMap())
		if !s.bg {
			s.drain(crowdJobs)
		}
	} else {
		s.cr.clock.playing = false
	}
	s.ver.Plan++ // the map shows the crowd instead of the routes, or again the routes
}

func crowdJobs(k JobKind, _ bool) bool { return k == JobCrowd }

// crowdAction carries out a timeline key in the crowd mode: the clock
// plays, steps, jumps between the ticks where someone starts to wait,
// goes to the first or last tick, or changes speed; T leaves the crowd
// mode for the step-through view.
func (s *Scene) crowdAction(a Action) {
	c := &s.cr.clock
	switch a {
	case ActTimeline:
		s.crowdOn(false)
		s.timelineAction(ActTimeline)
	case ActPlayPause:
		c.toggle()
	case ActStepBack:
		c.step(-1)
	case ActStepForward:
		c.step(+1)
	case ActPhaseBack, ActPhaseForward:
		if t, ok := s.waitEvent(a == ActPhaseForward); ok {
			c.playing = false
			c.seek(t)
		}
	case ActFirst:
		c.seek(0)
	case ActLast:
		c.seek(c.n)
	case ActSlower:
		c.slower()
	case ActFaster:
		c.faster()
	}
}

// waitEvent is the next (forward) or previous tick, from the clock's,
// where an NPC starts to wait: Shift+arrows jump between the moments the
// crowd holds someone up.
func (s *Scene) waitEvent(forward bool) (int, bool) {
	sh := s.cr.shown
	if sh == nil {
		return 0, false
	}
	now := s.cr.clock.t
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

// crowdViewCache keeps the NPC list of Crowd between changes.
type crowdViewCache struct {
	shown *crowdShown
	npcs  uint64 // the Versions.NPCs and Plan it was made at
	plan  uint64
	list  []CrowdNPC
}

// Crowd is the crowd mode as drawing sees it (its On false when it is off).
func (s *Scene) Crowd() CrowdView {
	c := &s.cr
	if !c.on {
		return CrowdView{}
	}
	v := CrowdView{On: true, Time: c.clock.t, Playing: c.clock.playing, Speed: c.clock.speedLabel()}
	if sh := s.crowdVisible(); sh != nil {
		v.Plan, v.Analysis, v.Took, v.Note = sh.plan, sh.an, sh.took, sh.note
		v.Replanning = !s.crowdCurrent(sh.key)
	}
	if c.err != "" && s.crowdCurrent(c.errKey) {
		v.Err = c.err
	}
	v.NPCs = s.crowdNPCs()
	return v
}

// crowdVisible is the plan shown if it can be drawn on the map as it is:
// nil when it is of a map of another size (a resize) or of another level
// (none of its NPCs is the level's), until the new plan is in.
func (s *Scene) crowdVisible() *crowdShown {
	sh := s.cr.shown
	if sh == nil || sh.key.grid.Width() != s.grid.Width() || sh.key.grid.Height() != s.grid.Height() {
		return nil
	}
	for _, m := range sh.key.members {
		for _, a := range s.agents {
			if a.ID() == m.id {
				return sh
			}
		}
	}
	return nil
}

// crowdNPCs is the NPC list of the plan shown (or of the level, before
// one), made again only when the NPCs or the plan changed.
func (s *Scene) crowdNPCs() []CrowdNPC {
	vc := &s.cr.view
	sh := s.crowdVisible()
	if vc.list != nil && vc.shown == sh && vc.npcs == s.ver.NPCs && vc.plan == s.ver.Plan {
		return vc.list
	}
	byID := make(map[uint64]int, len(s.agents))
	for i, a := range s.agents {
		byID[a.ID()] = i
	}
	var members []crowdMember
	if sh != nil {
		members = sh.key.members
	} else {
		members = s.crowdKey().members
	}
	list := make([]CrowdNPC, len(members))
	for i, m := range members {
		n := CrowdNPC{ID: m.id, Agent: m.agent, Start: m.start, Goal: m.goal, Gone: true}
		if k, ok := byID[m.id]; ok {
			a := s.agents[k]
			n.Name, n.Colour, n.Gone, n.Selected = a.Name(), a.Colour(), false, k == s.sel
		}
		if sh != nil {
			n.Corners, n.Waits = sh.corners[i], sh.waits[i]
		}
		list[i] = n
	}
	vc.shown, vc.npcs, vc.plan, vc.list = sh, s.ver.NPCs, s.ver.Plan, list
	return list
}

// crowdCorners are the ticks of path where its move changes (a wait is a
// move too), 0 and its last tick included: the polyline through its
// pivots at these ticks is the path.
func crowdCorners(path []pathing.Point) []int {
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

// crowdLooks is what the crowd mode shows, for change's comparison: a
// change of it bumps Versions.Crowd.
type crowdLooks struct {
	on, playing bool
	shown       *crowdShown
	t           float64
	speed       int
	err         string
}

func (s *Scene) crowdLooks() crowdLooks {
	c := &s.cr
	return crowdLooks{on: c.on, playing: c.clock.playing, shown: c.shown, t: c.clock.t, speed: c.clock.speed, err: c.err}
}
