package app

import (
	"fmt"
	"os"
	"time"

	"swath/scene"
	"swath/timeline"
)

// timelineStage is a stage a timeline job published.
type timelineStage struct {
	job  scene.TimelineJob
	tl   *timeline.Timeline
	took time.Duration // since the job started
}

// timelineJobs builds the step-through view's timeline on goroutines
// (scene.TimelineJob): the tick only installs the stages that are ready,
// so pressing T on a big map answers at once and the window stays live
// while the search, the smoothing and the comparison are built.
type timelineJobs struct {
	done  chan timelineStage
	ticks *ticks
	// stats prints a line per stage installed (--stats)
	stats bool
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
			if b.stats {
				fmt.Fprintf(os.Stderr, "timeline: %s stage after %.0f ms (%d steps)\n", stageName(r.tl), r.took.Seconds()*1000, r.tl.Len())
			}
		default:
			more = false
		}
	}
	job, ok := sc.PendingTimeline()
	if !ok {
		return installed
	}
	sc.StartTimeline(&job)
	job.Builder.Lean = true // one build each: its buffers go as it goes
	// an edit stops the job (the scene sets its flag): the builder asks
	// between phases and before each anchor it smooths
	job.Builder.Stop = job.Stopped
	t0 := time.Now()
	hold := holdStages()
	go job.Run(func(tl *timeline.Timeline) {
		if hold > 0 && !tl.Searching() {
			time.Sleep(hold)
		}
		b.done <- timelineStage{job, tl, time.Since(t0)}
		b.ticks.wake() // to show it
	})
	return installed
}

// holdStages is a test hook: SWATH_HOLD_STAGES=DURATION holds every stage
// after the search's that long before it is shown, so that an end-to-end
// test can show on any machine, however fast, that stepping through the
// search does not wait for the rest of the build.
func holdStages() time.Duration {
	d, err := time.ParseDuration(os.Getenv("SWATH_HOLD_STAGES"))
	if err != nil {
		return 0
	}
	return d
}

// stageName names a timeline stage for the stats line.
func stageName(tl *timeline.Timeline) string {
	switch {
	case tl.Searching():
		return "search"
	case tl.Comparing():
		return "steps"
	}
	return "compared"
}
