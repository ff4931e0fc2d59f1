package scene

import (
	"time"
)

// slowBuild is the timeline build time above which a rebuild waits for the
// gesture in progress (a paint stroke, a marker drag) to end: on a big map
// the step-through view then costs one build per stroke, not one per cell.
const slowBuild = 12 * time.Millisecond

// stepping is the step-through view's state: the timeline of the current
// plan, the player over it and a cache of the step at the cursor.
type stepping struct {
	on     bool
	tl     *Timeline
	b      TimelineBuilder
	player Player
	key    planKey
	build  time.Duration
	// view is tl.At(player.Cursor()), kept by cacheStep whenever the
	// cursor or the timeline changes
	view StepView
}

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
// from MinSpeed to MaxSpeed; +Inf is "as fast as possible").
type SetSpeed struct{ StepsPerSecond float64 }

func (in Tick) apply(s *Scene) {
	if s.step.on {
		s.step.player.Advance(in.DT)
	}
}

func (in SeekStep) apply(s *Scene) {
	s.enterSteps()
	s.step.player.Seek(in.Step)
}

func (in SeekFraction) apply(s *Scene) {
	s.enterSteps()
	s.step.player.SeekFraction(in.F)
}

func (in SetSpeed) apply(s *Scene) {
	s.step.player.SetSpeed(in.StepsPerSecond)
}

// Stepping reports whether the step-through view is shown.
func (s *Scene) Stepping() bool { return s.step.on }

// Timeline is the timeline of the current plan while the step-through
// view is shown, else nil. Read only.
func (s *Scene) Timeline() *Timeline {
	if !s.step.on {
		return nil
	}
	return s.step.tl
}

// Player is a copy of the timeline's cursor and playback state (change
// them with intents).
func (s *Scene) Player() *Player {
	p := s.step.player
	return &p
}

// Step is the step at the cursor, or nil outside the step-through view.
// Read only.
func (s *Scene) Step() *StepView {
	st := &s.step
	if !st.on || st.tl == nil {
		return nil
	}
	return &st.view
}

// cacheStep computes the step at the cursor once per move (change calls
// it when Versions.Step grows), so that reading Step changes nothing.
func (s *Scene) cacheStep() {
	st := &s.step
	if !st.on || st.tl == nil {
		st.view = StepView{}
		return
	}
	st.view = st.tl.At(st.player.Cursor())
}

// TimelineStale reports whether the timeline is older than the level: a
// slow rebuild waits for the gesture in progress to end.
func (s *Scene) TimelineStale() bool {
	return s.step.on && s.step.key != (planKey{s.grid.Version(), s.set})
}

// enterSteps opens the step-through view at the first step, paused.
func (s *Scene) enterSteps() {
	if s.step.on {
		return
	}
	s.step.on = true
	s.step.tl = nil
	s.step.player.Pause()
	s.buildTimeline(false)
}

// leaveSteps closes the step-through view and lets go of the timeline.
func (s *Scene) leaveSteps() {
	if !s.step.on {
		return
	}
	s.step.on = false
	s.step.player.Pause()
	s.step.tl = nil
	s.step.view = StepView{}
}

// RefreshTimeline rebuilds the step-through view's timeline after an edit,
// keeping the cursor in the same phase (Remap); a slow build waits for the
// end of the gesture in progress. Refresh calls it; an app that plans in
// the background calls it every tick.
func (s *Scene) RefreshTimeline() { s.change(s.refreshTimeline) }

func (s *Scene) refreshTimeline() {
	st := &s.step
	if !st.on {
		return
	}
	if st.tl != nil && st.key == (planKey{s.grid.Version(), s.set}) {
		return
	}
	if st.tl != nil && s.gesture.active() && st.build >= slowBuild {
		return
	}
	s.buildTimeline(true)
}

func (s *Scene) buildTimeline(remap bool) {
	st := &s.step
	q := s.query()
	t0 := time.Now()
	nt := st.b.Build(s.grid, q)
	st.build = time.Since(t0)
	cursor := 0
	if remap && st.tl != nil {
		cursor = Remap(st.tl, st.player.Cursor(), nt)
	}
	st.tl = nil // let the old timeline go before the player points at the new one
	st.player.Reset(nt.Len(), cursor)
	st.tl, st.key = nt, planKey{s.grid.Version(), s.set}
}

// stepAction carries out a timeline key. Outside the step-through view the
// key opens it first (at the first step), so Space plays from the start.
func (s *Scene) stepAction(a Action) {
	if a == ActTimeline {
		if s.step.on {
			s.leaveSteps()
		} else {
			s.enterSteps()
		}
		return
	}
	if a == ActSlower || a == ActFaster {
		if a == ActSlower {
			s.step.player.Slower()
		} else {
			s.step.player.Faster()
		}
		return
	}
	s.enterSteps()
	p, tl := &s.step.player, s.step.tl
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
