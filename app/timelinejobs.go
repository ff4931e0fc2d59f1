package app

import (
	"swath/scene"
	"swath/timeline"
)

// timelineStage is a stage a timeline job published.
type timelineStage struct {
	job scene.TimelineJob
	tl  *timeline.Timeline
}

// timelineJobs builds the step-through view's timeline on goroutines
// (scene.TimelineJob): the tick only installs the stages that are ready,
// so pressing T on a big map answers at once and the window stays live
// while the search, the smoothing and the comparison are built.
type timelineJobs struct {
	done  chan timelineStage
	ticks *ticks
}

// update installs the stages published since the last tick and starts the
// job the scene asks for (stopping a stale one). It reports whether a stage
// was installed.
func (b *timelineJobs) update(sc *scene.Scene) bool {
	if b.done == nil {
		// stopped jobs may still publish a stage each: a few slots keep
		// them from waiting on the tick
		b.done = make(chan timelineStage, 8)
	}
	installed := false
	for more := true; more; {
		select {
		case r := <-b.done:
			sc.InstallTimeline(r.job, r.tl)
			installed = true
		default:
			more = false
		}
	}
	job, ok := sc.PendingTimeline()
	if !ok {
		return installed
	}
	sc.StartTimeline(&job)
	go job.Run(func(tl *timeline.Timeline) {
		b.done <- timelineStage{job, tl}
		b.ticks.wake() // to show it
	})
	return installed
}
