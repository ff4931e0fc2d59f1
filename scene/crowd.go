package scene

import (
	"swath/agent"
	"swath/crowdmode"
	"swath/pathing"
)

// The crowd mode (C) moves every NPC of the level at once (package
// crowdmode: its clock, its plan, its job); here the scene switches it,
// passes it the timeline keys and hands out its job.

// Crowd clock speeds, in ticks per second (crowdmode.MinSpeed, …).
const (
	MinCrowdSpeed     = crowdmode.MinSpeed
	MaxCrowdSpeed     = crowdmode.MaxSpeed
	DefaultCrowdSpeed = crowdmode.DefaultSpeed
)

// CrowdShown reports whether the crowd mode is on.
func (s *Scene) CrowdShown() bool { return s.cr.On }

// CrowdPlaying reports whether the crowd's clock plays: the app then ticks
// every frame.
func (s *Scene) CrowdPlaying() bool { return s.cr.Playing() }

// crowdOn turns the crowd mode on or off. On, it closes the step-through
// view (the two share the timeline's keys and bar) and the crowd is
// planned (in the call out of the background); the clock keeps its time.
func (s *Scene) crowdOn(on bool) {
	if on == s.cr.On {
		return
	}
	s.finishGesture()
	s.cr.Switch(on)
	if on {
		s.sa().CloseTimeline(s.agentMap())
		if !s.bg {
			s.drain(crowdJobs)
		}
	}
	s.ver.Plan++ // the map shows the crowd instead of the routes, or again the routes
}

func crowdJobs(k JobKind, _ bool) bool { return k == JobCrowd }

// crowdAction carries out a timeline key in the crowd mode
// (crowdmode.Mode.Action); T leaves the crowd mode for the step-through
// view.
func (s *Scene) crowdAction(a Action) {
	if a == ActTimeline {
		s.crowdOn(false)
		s.timelineAction(ActTimeline)
		return
	}
	s.cr.Action(a)
}

// Crowd is the crowd mode as drawing sees it (its On false when it is off).
func (s *Scene) Crowd() CrowdView {
	return s.cr.View(crowdmode.Level{Grid: s.grid, Agents: s.agents, Sel: s.sel, NPCs: s.ver.NPCs, PlanCount: s.ver.Plan})
}

// crowdJob is the crowd job that brings the crowd mode up to date, nil
// when none is due or one is under way (crowdmode.Mode.Next).
func (s *Scene) crowdJob(snap func(**agent.Copy) func() *pathing.Grid) (*Job, bool) {
	var cp *agent.Copy
	w, quick := s.cr.Next(s.grid, s.agents, func() *pathing.Grid { return snap(&cp)() })
	if w == nil {
		return nil, false
	}
	return &Job{Kind: JobCrowd, w: crowdWork{w}, copy: cp}, quick
}

// crowdWork is the crowd mode's job as the scene's work.
type crowdWork struct{ *crowdmode.Work }

func (w crowdWork) stale(s *Scene) bool {
	return s.cr.Stale(w.Work, s.grid, s.agents, s.gesture.active())
}
func (w crowdWork) install(s *Scene) { s.cr.Install(w.Work) }
func (w crowdWork) drop(s *Scene)    { s.cr.Drop(w.Work) }
