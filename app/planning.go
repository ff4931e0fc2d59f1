package app

import (
	"time"

	"swath/pathing"
	"swath/scene"
)

// syncPlanBelow is the planning time under which the app plans in its own
// tick: small maps stay exact frame by frame. Slower plans (long routes on
// big maps) run on another goroutine, so that painting stays fluid and the
// route follows as soon as each plan is ready. A resumed plan is quick
// (see pathing/resume.go), so the search's size decides too: the next edit
// may need the whole search again. 4 ms leaves the frame room for the
// rest of the tick on a loaded machine (painting on a 2048² maze, plans
// measured under 8 ms took 18 ms of the tick a little later).
const (
	syncPlanBelow       = 4 * time.Millisecond
	syncExpansionsBelow = 40_000
)

// planned is a background plan's outcome.
type planned struct {
	job  scene.PlanJob
	plan pathing.Plan
	took time.Duration
}

// backgroundPlanner keeps the scene's plan current, in the tick or in the
// background. The worker goroutine owns the scene's planner while busy:
// scene.StartPlan hands it over with the job, InstallPlan gives it back.
type backgroundPlanner struct {
	worker[planned]
}

// update installs a finished background plan and starts the next one when
// the plan is stale. It reports whether a plan was installed.
func (b *backgroundPlanner) update(sc *scene.Scene) bool {
	if b.busy {
		sc.StopStalePlan() // an edit made it stale: free its core at once
	}
	return b.cycle(func(r planned) { sc.InstallPlan(r.job, r.plan, r.took) }, func() (func() planned, bool) {
		if !sc.PlanStale() {
			return nil, false
		}
		if t := sc.PlanTime(); t >= 0 && t < syncPlanBelow && sc.Plan().Expanded < syncExpansionsBelow {
			sc.RefreshRoute() // the optimum follows (optimal.go)
			return nil, true
		}
		job, _ := sc.PendingPlan() // with a copy of the grid
		sc.StartPlan(&job)
		return func() planned {
			t0 := time.Now()
			p := job.Run()
			return planned{job, p, time.Since(t0)}
		}, false
	})
}
