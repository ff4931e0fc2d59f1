package agent

import (
	"time"

	"swath/pathing"
	"swath/timeline"
)

// SlowBuild is the timeline build time above which a rebuild waits for the
// gesture in progress (a paint stroke, a marker drag) to end: on a big map
// the step-through view then costs one build per stroke, not one per cell.
const SlowBuild = 12 * time.Millisecond

// timelineState is the agent's step-through view: whether it is shown,
// the timeline of the current plan, the player over it, a cache of the
// step at the cursor, the build under way and where the view was left.
type timelineState struct {
	on     bool
	tl     *timeline.Timeline
	b      timeline.Builder // the builds made in the call (their buffers are kept)
	player timeline.Player
	key    key
	opt    bool // the timeline has the optimal search's phase
	build  time.Duration
	// view is tl.At(player.Cursor()), kept by CacheStep whenever the
	// cursor or the timeline changes
	view timeline.StepView
	// cur is the background build under way (stages to come), nil when
	// none; of is the build whose stage tl is (nil for one built in the call)
	cur, of *tlBuild
	// kept is where the view was when it closed
	kept keptCursor
}

// tlBuild is one build of the timeline, in stages when it runs in the
// background: the search alone (A*), then every step, then the comparison
// with the other strategy, each a TimelineJob of its own, shown as it
// lands. The stages share the builder and the map's copy, which the
// timelines they make hold.
type tlBuild struct {
	b       *timeline.Builder
	grid    *pathing.Grid
	live    *pathing.Grid // the map's grid the build is for (grid is its copy)
	q       pathing.Query
	key     key
	t0      time.Time
	last    *timeline.Timeline // the last stage installed
	job     *TimelineJob       // the stage under way
	stopped bool
	inCall  bool // one stage, the whole timeline at once, with the agent's builder
}

// keptCursor is where the step-through view was when it closed, and on
// which plan: reopened on the same plan (same map, same query), the view
// comes back to that step, as a video player keeps its place.
type keptCursor struct {
	ok     bool
	grid   *pathing.Grid
	key    key
	cursor int
}

// TimelineShown reports whether the agent's step-through view is shown.
func (a *Agent) TimelineShown() bool { return a.tl.on }

// Timeline is the timeline of the agent's plan while the step-through
// view is shown, else nil. Read only.
func (a *Agent) Timeline() *timeline.Timeline {
	if !a.tl.on {
		return nil
	}
	return a.tl.tl
}

// Player is the timeline's cursor and playback state, for the scene's
// intents to move (readers get a copy through View).
func (a *Agent) Player() *timeline.Player { return &a.tl.player }

// Step is the step at the cursor, or nil outside the step-through view.
// Read only.
func (a *Agent) Step() *timeline.StepView {
	if !a.tl.on || a.tl.tl == nil {
		return nil
	}
	return &a.tl.view
}

// CacheStep computes the step at the cursor once per move (the scene calls
// it when the cursor or the timeline changed), so that reading Step
// changes nothing.
func (a *Agent) CacheStep() {
	st := &a.tl
	if !st.on || st.tl == nil {
		st.view = timeline.StepView{}
		return
	}
	st.view = st.tl.At(st.player.Cursor())
}

// TimelineStale reports whether the timeline shown is older than the
// level: a slow rebuild waits for the gesture in progress to end.
func (a *Agent) TimelineStale(m Map) bool { return a.tl.on && a.tl.key != a.keyOf(m) }

// TimelineBuilding reports whether a background build is under way for
// the level as it is (the band shows its progress).
func (a *Agent) TimelineBuilding() bool { return a.tl.on && a.tl.cur != nil && !a.tl.cur.stopped }

// OpenTimeline shows the step-through view, paused, with no steps until
// its first build lands (the caller runs it in the call, or a job does).
func (a *Agent) OpenTimeline() {
	st := &a.tl
	if st.on {
		return
	}
	st.on, st.tl = true, nil
	st.player.Pause()
	st.player.Reset(0, 0)
}

// CloseTimeline hides the step-through view, noting where it was, stops
// the build under way and lets go of the timeline.
func (a *Agent) CloseTimeline(m Map) {
	st := &a.tl
	if !st.on {
		return
	}
	st.kept = keptCursor{}
	if st.tl != nil {
		st.kept = keptCursor{ok: true, grid: m.Grid, key: st.key, cursor: st.player.Cursor()}
	}
	st.on = false
	a.stopBuild()
	st.player.Pause()
	st.tl, st.of = nil, nil
	st.view = timeline.StepView{}
}

// RestoreCursor puts the cursor back where the view closed, if the plan
// has not changed since (a view just opened and built in the call).
func (a *Agent) RestoreCursor(m Map) {
	st := &a.tl
	k := st.kept
	st.kept = keptCursor{}
	if k.ok && st.tl != nil && k.grid == m.Grid && k.key == st.key && k.key == a.keyOf(m) {
		st.player.Seek(k.cursor)
	}
}

// TakeTimeline moves the step-through view from agent from (selected
// until now) to a: the player, and the timeline shown until a's own is
// built, whose cursor then stays in the same phase (timeline.Remap).
func (a *Agent) TakeTimeline(from *Agent) {
	if !from.tl.on || a == from {
		return
	}
	from.stopBuild()
	a.stopBuild()
	f, st := &from.tl, &a.tl
	st.on, st.tl, st.player, st.key, st.opt, st.build, st.of = true, f.tl, f.player, f.key, f.opt, f.build, nil
	f.on, f.tl, f.of, f.view = false, nil, nil, timeline.StepView{}
	a.CacheStep()
}

// stopBuild stops the background build under way, if any.
func (a *Agent) stopBuild() {
	if b := a.tl.cur; b != nil {
		b.stopped = true
		a.tl.cur = nil
	}
}

// WantsTimeline reports whether the view needs a timeline job: it is
// shown, its timeline is not the one of the level as it is (with the
// optimal search's phase when want and the optimum is quick), no stage is
// under way but a stopped one finishing (a stopped stage runs on to its
// next check; a third build at once would add to the peak again), and a
// slow rebuild does not wait for the gesture in progress to end. A build
// under way for an older level is stopped.
func (a *Agent) WantsTimeline(m Map, want, gesture bool) bool {
	st := &a.tl
	if !st.on {
		return false
	}
	if a.sh.tlJobs > 1 {
		if b := st.cur; b != nil && (b.key != a.keyOf(m) || b.q.Optimal != a.timelineOptimal(want)) {
			a.stopBuild() // stale: stop it now, start the next once one is back
		}
		return false
	}
	k, opt := a.keyOf(m), a.timelineOptimal(want)
	if b := st.cur; b != nil {
		if b.key == k && b.q.Optimal == opt {
			return b.job == nil
		}
		a.stopBuild()
	}
	if st.tl != nil && st.key == k && st.opt == opt {
		return false
	}
	if _, ok := a.TimelineBytes(); !ok && a.Exact(m) {
		return false // the band says why (TimelineRefusal)
	}
	return !(st.tl != nil && gesture && st.build >= SlowBuild)
}

// AssumeBuildTime sets how long the last timeline build took, which
// decides whether a rebuild waits for the gesture in progress (SlowBuild):
// a test sets it, since a real build's time depends on the machine.
func (a *Agent) AssumeBuildTime(d time.Duration) { a.tl.build = d }

// TimelineJob builds the next stage of the agent's timeline. On a big map
// a build takes seconds (the traced search and smoothing) to minutes (the
// linear strategy's comparison), and the window must answer meanwhile.
// Until the first stage lands the band shows that the timeline is being
// built; stepping works as soon as it does.
type TimelineJob struct {
	a     *Agent
	build *tlBuild
	// Run's outcome: the stage, nil when stopped, and how long a build in
	// the call took
	tl      *timeline.Timeline
	took    time.Duration
	dropped bool // handed back (Drop, or Install, which drops it)
}

// StartTimeline is the job that builds the next stage of the agent's
// timeline (WantsTimeline). A new build reads snap(), a copy of m's grid
// that its timelines keep: the caller must not reuse it. inCall builds the
// whole timeline in one stage with the agent's own builder, as a scene
// does when it is not in the background; snap may then give m's grid
// itself, which the build copies.
func (a *Agent) StartTimeline(m Map, snap func() *pathing.Grid, want, inCall bool) *TimelineJob {
	st := &a.tl
	b := st.cur
	if b == nil {
		q := a.q
		q.Optimal = a.timelineOptimal(want)
		b = &tlBuild{grid: snap(), live: m.Grid, q: q, key: a.keyOf(m), t0: time.Now(), inCall: inCall}
		if inCall {
			b.b = &st.b
		} else {
			b.b = &timeline.Builder{Lean: true} // one build each: its buffers go as it goes
		}
		st.cur = b
	}
	b.job = &TimelineJob{a: a, build: b}
	a.sh.tlJobs++
	return b.job
}

// Agent is the agent the job builds for.
func (j *TimelineJob) Agent() *Agent { return j.a }

// Searching reports whether the job's stage is the search alone (known
// once it has run).
func (j *TimelineJob) Searching() bool { return j.tl != nil && j.tl.Searching() }

// Stage is the timeline the job made, nil before it ran or when stopped.
func (j *TimelineJob) Stage() *timeline.Timeline { return j.tl }

// Run builds the stage: the search alone on an A* query (BuildSearch),
// else every step (BuildFirst, or BuildAfter the search stage), then the
// comparison (Compare); a build in the call does the last two at once. It
// returns early, with no stage, once stop reports true (the builder asks
// between phases and before each anchor it smooths).
func (j *TimelineJob) Run(stop func() bool) {
	b := j.build
	b.b.Stop = stop
	defer func() { b.b.Stop = nil }()
	switch last := b.last; {
	case b.inCall:
		t0 := time.Now()
		j.tl = b.b.Build(b.grid, b.q)
		j.took = time.Since(t0)
	case last == nil:
		if j.tl = b.b.BuildSearch(b.grid, b.q); j.tl == nil {
			j.tl = b.b.BuildFirst(b.grid, b.q)
		}
	case last.Searching():
		j.tl = b.b.BuildAfter(last)
	default:
		j.tl = b.b.Compare(last)
	}
}

// Stale reports whether the job's stage is no longer wanted: the view
// closed, or the build is not the level's any more.
func (j *TimelineJob) Stale(m Map, want bool) bool {
	a, b := j.a, j.build
	return !a.tl.on || a.tl.cur != b || b.stopped || b.key != a.keyOf(m) || b.q.Optimal != a.timelineOptimal(want)
}

// Install shows the stage: the search-only and the first full one replace
// the timeline shown (keeping the cursor in the same phase, as a rebuild
// does), the compared one only adds the comparison (the steps are the
// same). A stage of a stopped or replaced build is dropped. It reports
// whether the stage was shown.
func (j *TimelineJob) Install() bool {
	a, b, tl := j.a, j.build, j.tl
	st := &a.tl
	j.Drop()
	if !st.on || st.cur != b || b.stopped || tl == nil {
		return false
	}
	b.last = tl
	if b.inCall || !tl.Comparing() {
		st.cur = nil // the last stage
	}
	if b.inCall {
		st.build = j.took
		for _, f := range tl.Searches() { // the plain view's comparison reuses them
			a.cmp.record(b.key, SearchCount{f.Algorithm, f.Found, f.Expanded, f.Scanned})
		}
	} else {
		if st.tl != nil && st.of == b && st.tl.Len() == tl.Len() {
			st.tl = tl // the same build, now compared
			return true
		}
		if !tl.Searching() {
			st.build = time.Since(b.t0)
		}
	}
	cursor := 0
	if st.tl != nil {
		cursor = timeline.Remap(st.tl, st.player.Cursor(), tl)
	}
	if k := st.kept; k.ok && !tl.Searching() && cursor == 0 {
		// the first whole timeline of a view reopened: where it was closed,
		// if on the same plan (as RestoreCursor does for one built in the
		// call); T, →×4, T, T showed step 1, not 5
		st.kept = keptCursor{}
		if k.grid == b.live && k.key == b.key {
			cursor = min(k.cursor, tl.Len()-1)
		}
	}
	st.tl = nil // let the old timeline go before the player points at the new one
	st.player.Reset(tl.Len(), cursor)
	st.tl, st.key, st.opt, st.of = tl, b.key, b.q.Optimal, b
	if b.inCall {
		st.of = nil
	}
	return true
}

// Drop lets the job go without showing its stage; the build stays under
// way (its next stage is handed out again) unless it was stopped.
func (j *TimelineJob) Drop() {
	if j.build.job == j {
		j.build.job = nil
	}
	if !j.dropped {
		j.dropped = true
		j.a.sh.tlJobs--
	}
}
