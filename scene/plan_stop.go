package scene

import "sync/atomic"

// planRun is the background plan under way (StartPlan to InstallPlan): its
// state and its stop flag, so that StopStalePlan can end it once an edit
// made it stale. On a 2048² maze a plan's search takes over a second; a
// stale one would keep a core that the current plan needs.
type planRun struct {
	stop *atomic.Bool // nil when no plan runs
	key  planKey
}

// startPlanRun gives job its stop flag and remembers it as under way.
func (s *Scene) startPlanRun(job *PlanJob) {
	job.stop = new(atomic.Bool)
	s.planRun = planRun{stop: job.stop, key: job.key}
}

// endPlanRun forgets job as under way, if it is.
func (s *Scene) endPlanRun(job PlanJob) {
	if s.planRun.stop != nil && s.planRun.stop == job.stop {
		s.planRun = planRun{}
	}
}

// StopStalePlan stops the background plan under way when the map,
// markers or options changed since it was taken: its search or smoothing
// ends within a few thousand expansions (pathing.Planner.SetStop), its
// plan is dropped and PendingPlan hands out the current one. It reports
// whether it stopped one. During a drag the stale plan is left to finish:
// it is the nearest route there is, shown until the drag's last plan lands.
// The app calls it every tick.
func (s *Scene) StopStalePlan() bool {
	r := &s.planRun
	if r.stop == nil || r.stop.Load() || s.gesture.active() {
		return false
	}
	if s.nowKey() == r.key {
		return false
	}
	r.stop.Store(true)
	return true
}
