package app

import (
	"fmt"
	"os"
	"time"

	"swath/jobs"
	"swath/scene"
	"swath/timeline"
)

// jobLoop runs the app's background work from one loop (jobs.Loop): the
// scene's jobs (files being opened, a big map's cell layers, every NPC's
// plan, the optimum, the timeline's stages) and the exports. A quick job
// (a plan that took under a few milliseconds last time) runs in the tick,
// so that small maps stay exact frame by frame; the rest run on goroutines
// and are installed in the tick after they end, which a job's end asks for.
type jobLoop struct {
	loop  jobs.Loop
	stats *stats
	// verbose prints a line per timeline stage installed (--stats)
	verbose bool
	// hold is SWATH_HOLD_STAGES (holdStages)
	hold time.Duration
}

func (l *jobLoop) init(t *ticks, st *stats, verbose bool) {
	l.loop.Wake, l.stats, l.verbose, l.hold = t.wake, st, verbose, holdStages()
	l.loop.Ended = l.ended
}

// update gives back the jobs that ended, stops the stale ones and starts
// what the scene and the exports hand out; it reports whether a job was
// installed.
func (l *jobLoop) update(sc *scene.Scene, x *exports) bool {
	return l.loop.Update(sceneQueue{sc.Queue(), l.hold}, x) > 0
}

// ended counts the other NPCs' plans (--stats) and prints a line per
// timeline stage installed.
func (l *jobLoop) ended(j jobs.Job, took time.Duration, stopped bool) {
	if h, ok := j.(held); ok {
		j = h.Job
	}
	l.stats.crowd.ended(j, took, stopped) // crowdstats.go
	sj, ok := j.(*scene.Job)
	if !ok || stopped {
		return
	}
	switch {
	case sj.Kind == scene.JobPlan && !sj.Selected:
		l.stats.npcJob(1, took)
	case sj.Kind == scene.JobTimeline && l.verbose && sj.Timeline() != nil:
		tl := sj.Timeline()
		fmt.Fprintf(os.Stderr, "timeline: %s stage after %.0f ms (%d steps)\n", stageName(tl), took.Seconds()*1000, tl.Len())
	}
}

// sceneQueue is the scene as the loop's queue, with the test hook that
// holds the timeline's stages (holdStages).
type sceneQueue struct {
	q    jobs.Queue
	hold time.Duration
}

func (q sceneQueue) Next() (jobs.Job, bool) {
	j, quick := q.q.Next()
	if sj, ok := j.(*scene.Job); ok && q.hold > 0 && sj.Kind == scene.JobTimeline {
		return held{sj, q.hold}, quick
	}
	return j, quick
}

func (q sceneQueue) Stale(j jobs.Job) bool { return q.q.Stale(unhold(j)) }

func (q sceneQueue) Finish(j jobs.Job, stopped bool) { q.q.Finish(unhold(j), stopped) }

// held is a timeline stage that, once built, waits hold before it is
// shown, unless it is the search's.
type held struct {
	*scene.Job
	hold time.Duration
}

func (h held) Run(stop func() bool) {
	h.Job.Run(stop)
	if tl := h.Timeline(); tl != nil && !tl.Searching() {
		time.Sleep(h.hold)
	}
}

func unhold(j jobs.Job) jobs.Job {
	if h, ok := j.(held); ok {
		return h.Job
	}
	return j
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
