package app

import (
	"time"

	"swath/pathing"
	"swath/scene"
)

// syncOptimalBelow is the optimum's search time under which the app finds
// it in its own tick (open maps: microseconds). Slower ones (mazes, dense
// random maps: up to seconds) run on another goroutine, after the route,
// which never waits for them; meanwhile the figures say "computing…".
const syncOptimalBelow = 4 * time.Millisecond

// optimalFound is a background optimum's outcome.
type optimalFound struct {
	job   scene.OptimalJob
	route *pathing.OptimalRoute
	took  time.Duration
}

// optimalPlanner keeps the scene's shortest route current, in the tick or
// in the background. One job runs at a time: edits made meanwhile
// supersede it, and the next job starts from the level as it is when the
// running one ends (a search cannot be stopped half-way; it is at most a
// few seconds of one core).
type optimalPlanner struct {
	worker[optimalFound]
	// fastOn is the map on which the last optimum took less than
	// syncOptimalBelow, or nil: the first optimum of a map (a level just
	// opened may be a big maze) always runs in the background.
	fastOn *pathing.Grid
}

// update installs a finished optimum and starts the next job when the
// optimum is stale. It reports whether one was installed.
func (o *optimalPlanner) update(sc *scene.Scene) bool {
	install := func(r optimalFound) {
		sc.InstallOptimal(r.job, r.route, r.took)
		o.measured(sc, r.took)
	}
	return o.cycle(install, func() (func() optimalFound, bool) {
		job, stale := sc.PendingOptimal()
		if !stale {
			return nil, false
		}
		sc.StartOptimal(&job)
		run := func() optimalFound {
			r, took := job.Run()
			return optimalFound{job, r, took}
		}
		if o.fastOn == sc.Grid() {
			install(run())
			return nil, true
		}
		return run, false
	})
}

// measured notes how long the optimum of sc's map took.
func (o *optimalPlanner) measured(sc *scene.Scene, took time.Duration) {
	o.fastOn = nil
	if took < syncOptimalBelow {
		o.fastOn = sc.Grid()
	}
}
