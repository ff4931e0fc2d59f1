package scene

import (
	"time"

	"swath/timeline"
)

// The step-through view is the selected NPC's (agent.Agent's timeline):
// these intents move its player, open and close it; the timeline is built
// by jobs (jobs.go). In the crowd mode they move the crowd's clock
// instead (crowd.go), a step being a tick.

// Tick is the time elapsed since the last tick; while the timeline plays it
// moves the cursor by the steps due (the app sends it every frame, tests
// send fake time).
type Tick struct{ DT time.Duration }

// SeekStep moves the timeline's cursor to step Step (clamped), entering the
// step-through view if needed.
type SeekStep struct{ Step int }

// SeekFraction moves the cursor to the step at fraction F (0…1) of the
// timeline, as a click or drag on the timeline bar does; it enters the
// step-through view if needed.
type SeekFraction struct{ F float64 }

// SetSpeed sets the playback speed in steps per second (a power of two
// from timeline.MinSpeed to timeline.MaxSpeed; +Inf is "as fast as possible").
type SetSpeed struct{ StepsPerSecond float64 }

func (in Tick) apply(s *Scene) {
	if s.cr.On {
		s.cr.Clock.Advance(in.DT)
		return
	}
	if s.split.On { // the split view's one cursor plays (split.go)
		if s.sa().TimelineShown() {
			s.split.Player.Advance(in.DT)
		}
		return
	}
	if a := s.sa(); a.TimelineShown() {
		a.Player().Advance(in.DT)
	}
}

func (in SeekStep) apply(s *Scene) {
	if s.cr.On {
		s.cr.Clock.Seek(in.Step)
		return
	}
	s.openTimeline()
	s.player().Seek(in.Step)
}

func (in SeekFraction) apply(s *Scene) {
	if s.cr.On {
		s.cr.Clock.SeekFraction(in.F)
		return
	}
	s.openTimeline()
	s.player().SeekFraction(in.F)
}

func (in SetSpeed) apply(s *Scene) {
	if s.cr.On {
		s.cr.Clock.SetSpeed(in.StepsPerSecond)
		return
	}
	s.player().SetSpeed(in.StepsPerSecond)
}

// player is the step view's cursor: the selected NPC's, or in the split
// view the lockstep's over every pane (a step there is a lockstep
// position).
func (s *Scene) player() *timeline.Player {
	if s.split.On {
		s.syncSplit() // a timeline just built in the call
		return &s.split.Player
	}
	return s.sa().Player()
}

// TimelineShown reports whether the step-through view (the timeline) is shown.
func (s *Scene) TimelineShown() bool { return s.sa().TimelineShown() }

// openTimeline opens the step-through view at the first step, paused; out
// of the background its timeline is built in the call, and the cursor goes
// back where the view was closed on the same plan.
func (s *Scene) openTimeline() {
	a := s.sa()
	if a.TimelineShown() {
		return
	}
	if why := a.TimelineRefusal(); why != "" {
		s.warn(why)
		return
	}
	a.OpenTimeline()
	if !s.bg {
		s.drain(timelineJobs)
		a.RestoreCursor(s.agentMap())
	}
}

// timelineAction carries out a timeline key. Outside the step-through view the
// key opens it first (at the first step), so Space plays from the start.
func (s *Scene) timelineAction(a Action) {
	if s.split.On && a != ActTimeline {
		s.splitTimelineAction(a) // split.go
		return
	}
	ag := s.sa()
	p := ag.Player()
	if a == ActTimeline {
		if ag.TimelineShown() {
			ag.CloseTimeline(s.agentMap())
		} else {
			s.openTimeline()
		}
		return
	}
	if a == ActSlower || a == ActFaster {
		if a == ActSlower {
			p.Slower()
		} else {
			p.Faster()
		}
		return
	}
	s.openTimeline()
	tl := ag.Timeline()
	if tl == nil { // being built in the background: nothing to step yet
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
		p.Seek(tl.PrevPhase(p.Cursor()))
	case ActPhaseForward:
		p.Seek(tl.NextPhase(p.Cursor()))
	case ActFirst:
		p.Seek(tl.First())
	case ActLast:
		p.Seek(tl.Last())
	}
}
