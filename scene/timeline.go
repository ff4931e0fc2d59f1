package scene

import (
	"sync/atomic"
	"time"

	"swath/timeline"
)

// slowBuild is the timeline build time above which a rebuild waits for the
// gesture in progress (a paint stroke, a marker drag) to end: on a big map
// the step-through view then costs one build per stroke, not one per cell.
const slowBuild = 12 * time.Millisecond

// timelineView is the step-through view's state: the timeline of the current
// plan, the player over it and a cache of the step at the cursor.
type timelineView struct {
	on     bool
	tl     *timeline.Timeline
	b      timeline.Builder
	player timeline.Player
	key    planKey
	opt    bool // the timeline has the optimal search's phase
	build  time.Duration
	// view is tl.At(player.Cursor()), kept by cacheStep whenever the
	// cursor or the timeline changes
	view timeline.StepView
	// async: timelines are built by TimelineJobs (timeline_job.go); job is
	// the one under way, nil when none
	async bool
	job   *TimelineJob
	// tlStop is the stop flag of the job whose stage tl is (the stages
	// of one build share it), nil for a timeline built in the tick
	tlStop *atomic.Bool
	// kept is where the view was when it closed (timelinekeep.go)
	kept keptCursor
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
// from timeline.MinSpeed to timeline.MaxSpeed; +Inf is "as fast as possible").
type SetSpeed struct{ StepsPerSecond float64 }

func (in Tick) apply(s *Scene) {
	if s.timeline.on {
		s.timeline.player.Advance(in.DT)
	}
}

func (in SeekStep) apply(s *Scene) {
	s.openTimeline()
	s.timeline.player.Seek(in.Step)
}

func (in SeekFraction) apply(s *Scene) {
	s.openTimeline()
	s.timeline.player.SeekFraction(in.F)
}

func (in SetSpeed) apply(s *Scene) {
	s.timeline.player.SetSpeed(in.StepsPerSecond)
}

// TimelineShown reports whether the step-through view (the timeline) is shown.
func (s *Scene) TimelineShown() bool { return s.timeline.on }

// Timeline is the timeline of the current plan while the step-through
// view is shown, else nil. Read only.
func (s *Scene) Timeline() *timeline.Timeline {
	if !s.timeline.on {
		return nil
	}
	return s.timeline.tl
}

// Player is a copy of the timeline's cursor and playback state (change
// them with intents).
func (s *Scene) Player() *timeline.Player {
	p := s.timeline.player
	return &p
}

// Step is the step at the cursor, or nil outside the step-through view.
// Read only.
func (s *Scene) Step() *timeline.StepView {
	st := &s.timeline
	if !st.on || st.tl == nil {
		return nil
	}
	return &st.view
}

// cacheStep computes the step at the cursor once per move (change calls
// it when Versions.Step grows), so that reading Step changes nothing.
func (s *Scene) cacheStep() {
	st := &s.timeline
	if !st.on || st.tl == nil {
		st.view = timeline.StepView{}
		return
	}
	st.view = st.tl.At(st.player.Cursor())
}

// TimelineStale reports whether the timeline is older than the level: a
// slow rebuild waits for the gesture in progress to end.
func (s *Scene) TimelineStale() bool {
	return s.timeline.on && s.timeline.key != s.nowKey()
}

// openTimeline opens the step-through view at the first step, paused.
func (s *Scene) openTimeline() {
	if s.timeline.on {
		return
	}
	s.timeline.on = true
	s.timeline.tl = nil
	s.timeline.player.Pause()
	if s.timeline.async {
		s.timeline.player.Reset(0, 0) // no steps until the first stage lands
		return
	}
	s.buildTimeline(false)
	s.restoreCursor()
}

// closeTimeline closes the step-through view and lets go of the timeline.
func (s *Scene) closeTimeline() {
	if !s.timeline.on {
		return
	}
	s.keepCursor()
	s.timeline.on = false
	s.stopTimelineJob()
	s.timeline.player.Pause()
	s.timeline.tl = nil
	s.timeline.view = timeline.StepView{}
}

// RefreshTimeline rebuilds the step-through view's timeline after an edit,
// keeping the cursor in the same phase (timeline.Remap); a slow build waits for the
// end of the gesture in progress. Refresh calls it; an app that plans in
// the background calls it every tick.
func (s *Scene) RefreshTimeline() { s.change(s.refreshTimeline) }

func (s *Scene) refreshTimeline() {
	st := &s.timeline
	if !st.on || st.async {
		return
	}
	if st.tl != nil && st.key == s.nowKey() && st.opt == s.timelineOptimal() {
		return
	}
	if st.tl != nil && s.gesture.active() && st.build >= slowBuild {
		return
	}
	s.buildTimeline(true)
}

func (s *Scene) buildTimeline(remap bool) {
	st := &s.timeline
	q := s.query()
	q.Optimal = s.timelineOptimal()
	t0 := time.Now()
	nt := st.b.Build(s.grid, q)
	st.build = time.Since(t0)
	cursor := 0
	if remap && st.tl != nil {
		cursor = timeline.Remap(st.tl, st.player.Cursor(), nt)
	}
	st.tl = nil // let the old timeline go before the player points at the new one
	st.player.Reset(nt.Len(), cursor)
	st.tl, st.key, st.opt, st.tlStop = nt, s.nowKey(), q.Optimal, nil
	for _, f := range nt.Searches() { // the plain view's comparison reuses them
		s.compare.record(st.key, SearchCount{f.Algorithm, f.Found, f.Expanded, f.Scanned})
	}
}

// timelineAction carries out a timeline key. Outside the step-through view the
// key opens it first (at the first step), so Space plays from the start.
func (s *Scene) timelineAction(a Action) {
	if a == ActTimeline {
		if s.timeline.on {
			s.closeTimeline()
		} else {
			s.openTimeline()
		}
		return
	}
	if a == ActSlower || a == ActFaster {
		if a == ActSlower {
			s.timeline.player.Slower()
		} else {
			s.timeline.player.Faster()
		}
		return
	}
	s.openTimeline()
	p, tl := &s.timeline.player, s.timeline.tl
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
