package scene

import (
	"sync/atomic"
	"time"

	"swath/pathing"
	"swath/stats"
)

// planKey is everything a plan depends on; the plan is redone when it changes.
type planKey struct {
	version uint64
	set     settings
}

// nowKey is the key of a plan made for the level as it is now.
func (s *Scene) nowKey() planKey { return planKey{s.grid.Version(), s.set} }

// Refresh re-plans when the map, agent, markers or options changed since
// the last plan, so that Plan is current, finds the shortest route when
// its layer is on (RefreshOptimal) and rebuilds the step-through view's
// timeline. Tests and exports call it after intents.
func (s *Scene) Refresh() {
	s.change(func() {
		s.refreshPlan()
		s.refreshOptimal()
		s.refreshTimeline()
		s.refreshNPCs()
	})
}

// RefreshRoute is Refresh without the optimum, which can take seconds:
// the app calls it once per tick (several edits in one tick cost one
// plan) and finds the optimum with PendingOptimal on its worker.
func (s *Scene) RefreshRoute() {
	s.change(func() {
		s.refreshPlan()
		s.refreshTimeline()
		if !s.npcAsync {
			s.refreshNPCs()
		}
	})
}

func (s *Scene) refreshPlan() {
	k := s.nowKey()
	if s.planned && k == s.planKey {
		return
	}
	pl := s.planner
	if pl == nil {
		// a PlanJob holds the scene's planner: plan with a fresh one
		// (the same plan, only not resumed from the last search)
		pl = newPlanner()
	}
	t0 := time.Now()
	p, jps, ok := planCompared(pl, s.grid, s.query())
	if ok {
		s.compare.record(k, jps)
	}
	s.install(k, p, time.Since(t0))
}

// query is the route's query. It never asks for the optimum, which is
// found apart (optimal.go), so a slow one cannot hold the route back.
func (s *Scene) query() pathing.Query {
	q := pathing.Query{Start: s.set.Start, Goal: s.set.Goal, Agent: s.set.Agent, Options: s.set.Options}
	q.Optimal = false
	return q
}

func (s *Scene) install(k planKey, p pathing.Plan, took time.Duration) {
	s.plan, s.planTime = p, took
	s.compare.record(k, countOf(&s.plan))
	s.learn(&s.plan)
	s.planLog.add(took)
	s.planKey, s.planned = k, true
	s.ver.Plan++
}

// newPlanner is a planner that resumes its last search: the same query is
// re-planned after every edit.
func newPlanner() *pathing.Planner {
	p := &pathing.Planner{}
	p.Searcher.Resumable = true
	return p
}

// PlanJob is what planning in the background needs: a private copy of the
// map and the query, with the state they were taken from, and the scene's
// planner, which resumes its last search. PendingPlan hands the planner
// over to the job and InstallPlan takes it back: meanwhile the job's
// goroutine owns it and the scene has none (a Refresh then plans with a
// fresh planner, so nothing the scene does can touch the job's).
type PlanJob struct {
	Grid    *pathing.Grid
	Query   pathing.Query
	Planner *pathing.Planner
	key     planKey
	npc     uint64 // the NPC it plans (npcs.go)
	// jps is Run's JPS count of an A* job's query (compare.go)
	jps    SearchCount
	hasJPS bool
	stop   *atomic.Bool // set when the job went stale (plan_stop.go)
}

// PendingPlan returns the job that would bring the plan up to date, or ok
// false when the plan is current. The job's grid is a copy, safe to use on
// another goroutine. Start the job or drop it; StartPlan hands it the
// scene's planner.
func (s *Scene) PendingPlan() (job PlanJob, ok bool) {
	if !s.PlanStale() {
		return PlanJob{}, false
	}
	return PlanJob{Grid: s.gridSnapshot(), Query: s.query(), key: s.nowKey(), npc: s.selectedID()}, true
}

// PlanStale reports whether the plan is out of date (PendingPlan would
// return a job), without copying the grid for one: a plan made in the
// tick needs no copy.
func (s *Scene) PlanStale() bool { return !s.planned || s.nowKey() != s.planKey }

// StartPlan hands the scene's planner to job (a fresh one if another job
// holds it): until InstallPlan gives it back, only the job uses it.
func (s *Scene) StartPlan(job *PlanJob) {
	job.Planner, s.planner = s.planner, nil
	if job.Planner == nil {
		job.Planner = newPlanner()
	}
	s.startPlanRun(job)
}

// InstallPlan shows a plan made in the background for job. If the level
// changed since the job was taken, the plan is shown anyway (the nearest
// route there is) and PendingPlan asks for the next one.
// The job's planner comes back to the scene.
func (s *Scene) InstallPlan(job PlanJob, p pathing.Plan, took time.Duration) {
	s.releaseGrid(job.Grid) // the job is done with its copy
	s.endPlanRun(job)
	if !s.planJobBack(job) {
		return
	}
	if job.Planner != nil {
		s.planner = job.Planner
	}
	if p.Err == pathing.ErrStopped {
		return // stale and stopped: PendingPlan asks for the current one
	}
	s.change(func() {
		if job.hasJPS {
			s.compare.record(job.key, job.jps)
		}
		s.install(job.key, p, took)
	})
}

// Plan is the plan for the current state as of the last Refresh.
func (s *Scene) Plan() *pathing.Plan { return &s.plan }

// PlanTime is how long the last plan took, search and smoothing together;
// -1 before the first plan of a map just opened or resized, whose cost
// nothing tells yet (the app plans it in the background: a 2048² maze
// takes most of a second).
func (s *Scene) PlanTime() time.Duration { return s.planTime }

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
	v := stats.Sorted(l.t[:l.n])
	var sum time.Duration
	for _, d := range v {
		sum += d
	}
	return PlanStats{
		N: l.n, Median: stats.Median(v), P95: stats.Percentile(v, 95),
		Max: v[l.n-1], Mean: sum / time.Duration(l.n),
	}
}
