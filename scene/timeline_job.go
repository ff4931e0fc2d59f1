package scene

import (
	"sync/atomic"
	"time"

	"swath/pathing"
	"swath/timeline"
)

// TimelineJob builds the step-through view's timeline off the UI thread,
// the way PlanJob plans: on a big map a build takes seconds (the traced
// search and smoothing) to minutes (the linear strategy's comparison), and
// the window must answer meanwhile. The scene only hands out jobs
// (PendingTimeline, StartTimeline) and installs what they publish
// (InstallTimeline); the app runs them on goroutines. Until the first
// stage lands the band shows that the timeline is being built; stepping
// works as soon as it does, while the comparison is still computed.
//
// An edit or option change cancels a stale job: Stopped turns true, Run
// returns at its next check, and what it still publishes is dropped.
type TimelineJob struct {
	Grid    *pathing.Grid // a private copy: the timeline's snapshot
	Query   pathing.Query
	Builder *timeline.Builder
	stop    *atomic.Bool
	key     planKey
	t0      time.Time
}

// Stopped reports whether the scene no longer wants the job's timeline.
func (j *TimelineJob) Stopped() bool { return j.stop == nil || j.stop.Load() }

// Run builds the timeline in its stages (timeline.Builder.BuildSearch, when
// it applies, then BuildAfter or BuildFirst, then Compare) and calls
// publish with each, the compared one last. It returns
// early, publishing nothing more, once the job is stopped. Run on the job's
// goroutine; publish hands the timeline to the UI thread (InstallTimeline).
func (j *TimelineJob) Run(publish func(*timeline.Timeline)) {
	if j.Stopped() {
		return
	}
	var tl *timeline.Timeline
	if s := j.Builder.BuildSearch(j.Grid, j.Query); s != nil {
		if j.Stopped() {
			return
		}
		publish(s)
		tl = j.Builder.BuildAfter(s)
	} else {
		tl = j.Builder.BuildFirst(j.Grid, j.Query)
	}
	if j.Stopped() {
		return
	}
	publish(tl)
	tl = j.Builder.Compare(tl)
	if j.Stopped() {
		return
	}
	publish(tl)
}

// BuildTimelinesInBackground makes the step-through view wait for
// TimelineJobs instead of building its timeline in Apply and Refresh: the
// app calls it once and then runs PendingTimeline's jobs. Tests that drive
// the scene alone leave it off and get every timeline at once.
func (s *Scene) BuildTimelinesInBackground() { s.timeline.async = true }

// TimelineBuilding reports whether a timeline job is under way for the
// current level (the band shows its progress).
func (s *Scene) TimelineBuilding() bool {
	st := &s.timeline
	return st.on && st.job != nil && !st.job.Stopped()
}

// PendingTimeline returns the job that would bring the step-through view's
// timeline up to date, or ok false when it is current or being built. A job
// under way for an older level is stopped. As a synchronous rebuild does,
// a slow build waits for the end of the gesture in progress. Start the job
// with StartTimeline or drop it.
func (s *Scene) PendingTimeline() (job TimelineJob, ok bool) {
	st := &s.timeline
	if !st.on || !st.async {
		return TimelineJob{}, false
	}
	k := s.nowKey()
	opt := s.timelineOptimal() // the optimal search's phase, as buildTimeline
	if st.job != nil {
		if st.job.key == k && st.job.Query.Optimal == opt {
			return TimelineJob{}, false
		}
		st.job.stop.Store(true)
		st.job = nil
	}
	if st.tl != nil && st.key == k && st.opt == opt {
		return TimelineJob{}, false
	}
	if st.tl != nil && s.gesture.active() && st.build >= slowBuild {
		return TimelineJob{}, false
	}
	q := s.query()
	q.Optimal = opt
	return TimelineJob{Grid: s.gridSnapshot(), Query: q, key: k}, true
}

// StartTimeline marks job as under way and gives it its builder; from now
// on an edit stops it.
func (s *Scene) StartTimeline(job *TimelineJob) {
	st := &s.timeline
	if st.job != nil {
		st.job.stop.Store(true)
	}
	job.Builder = new(timeline.Builder)
	job.stop = new(atomic.Bool)
	job.t0 = time.Now()
	j := *job
	st.job = &j
}

// InstallTimeline shows a stage that job published: the search-only and
// the first full one replace the timeline shown (keeping the cursor in the
// same phase, as a rebuild does), the compared one only adds the
// comparison (the steps are the same). A stage of a stopped or replaced job is dropped.
func (s *Scene) InstallTimeline(job TimelineJob, tl *timeline.Timeline) {
	s.change(func() {
		st := &s.timeline
		if !st.on || st.job == nil || st.job.stop != job.stop || job.Stopped() {
			return
		}
		if !tl.Comparing() {
			st.job = nil
		}
		if st.tl != nil && st.tlStop == job.stop && st.tl.Len() == tl.Len() {
			st.tl = tl // the same build, now compared
			return
		}
		if !tl.Searching() {
			st.build = time.Since(job.t0)
		}
		cursor := 0
		if st.tl != nil {
			cursor = timeline.Remap(st.tl, st.player.Cursor(), tl)
		}
		st.tl = nil
		st.player.Reset(tl.Len(), cursor)
		st.tl, st.key, st.opt, st.tlStop = tl, job.key, job.Query.Optimal, job.stop
	})
}

// stopTimelineJob stops the job under way, if any (the view closes).
func (s *Scene) stopTimelineJob() {
	if st := &s.timeline; st.job != nil {
		st.job.stop.Store(true)
		st.job = nil
	}
}
