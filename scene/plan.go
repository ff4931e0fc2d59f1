package scene

import (
	"slices"
	"time"

	"swath/pathing"
)

// planKey is everything a plan depends on; the plan is redone when it changes.
type planKey struct {
	version uint64
	set     settings
}

// Refresh re-plans when the map, agent, markers or options changed since
// the last plan, so that Plan is current, and rebuilds the step-through
// view's timeline. The app calls it once per tick (several edits in one
// tick cost one plan); tests call it after intents.
func (s *Scene) Refresh() {
	s.refreshPlan()
	s.RefreshTimeline()
}

func (s *Scene) refreshPlan() {
	k := planKey{s.grid.Version(), s.set}
	if s.planned && k == s.planKey {
		return
	}
	t0 := time.Now()
	p := s.planner.Plan(s.grid, s.query(), nil)
	s.install(k, p, time.Since(t0))
}

func (s *Scene) query() pathing.Query {
	return pathing.Query{
		Start: s.set.Start, Goal: s.set.Goal, Agent: s.set.Agent,
		Search: s.set.Options.Search, Sampling: s.set.Options.Sampling, Strategy: s.set.Options.Strategy,
		Algorithm: s.set.Options.Algorithm,
	}
}

func (s *Scene) install(k planKey, p pathing.Plan, took time.Duration) {
	s.plan, s.planTime = p, took
	s.planLog.add(took)
	s.planKey, s.planned = k, true
	s.serial++
	s.redraw = true
}

// PlanJob is what planning in the background needs: a private copy of the
// map and the query, with the state they were taken from, and the scene's
// planner, which resumes its last search. The planner is the job's until
// the plan is installed: do not call Refresh meanwhile.
type PlanJob struct {
	Grid    *pathing.Grid
	Query   pathing.Query
	Planner *pathing.Planner
	key     planKey
}

// PendingPlan returns the job that would bring the plan up to date, or ok
// false when the plan is current. The job's grid is a copy, safe to use on
// another goroutine.
func (s *Scene) PendingPlan() (job PlanJob, ok bool) {
	k := planKey{s.grid.Version(), s.set}
	if s.planned && k == s.planKey {
		return PlanJob{}, false
	}
	return PlanJob{Grid: s.grid.Clone(), Query: s.query(), Planner: &s.planner, key: k}, true
}

// InstallPlan shows a plan made in the background for job. If the level
// changed since the job was taken, the plan is shown anyway (the nearest
// route there is) and PendingPlan asks for the next one.
func (s *Scene) InstallPlan(job PlanJob, p pathing.Plan, took time.Duration) {
	s.install(job.key, p, took)
}

// Plan is the plan for the current state as of the last Refresh.
func (s *Scene) Plan() *pathing.Plan { return &s.plan }

// PlanTime is how long the last plan took, search and smoothing together.
func (s *Scene) PlanTime() time.Duration { return s.planTime }

// PlanSerial changes every time a new plan is made; renderers key their
// caches on it.
func (s *Scene) PlanSerial() uint64 { return s.serial }

// PlanStats summarises the recent planning times (up to the last 1024).
func (s *Scene) PlanStats() PlanStats { return s.planLog.stats() }

// PlanStats are planning times over recent plans.
type PlanStats struct {
	N           int
	Median, P95 time.Duration
	Max, Mean   time.Duration
}

// planLog is a ring of recent planning times.
type planLog struct {
	t    [1024]time.Duration
	n, i int
}

func (l *planLog) add(d time.Duration) {
	l.t[l.i] = d
	l.i = (l.i + 1) % len(l.t)
	l.n = min(l.n+1, len(l.t))
}

func (l *planLog) stats() PlanStats {
	if l.n == 0 {
		return PlanStats{}
	}
	v := slices.Clone(l.t[:l.n])
	slices.Sort(v)
	var sum time.Duration
	for _, d := range v {
		sum += d
	}
	return PlanStats{
		N: l.n, Median: v[(l.n-1)/2], P95: v[(l.n*95+99)/100-1],
		Max: v[l.n-1], Mean: sum / time.Duration(l.n),
	}
}
