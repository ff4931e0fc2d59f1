package scene

import (
	"math"
	"time"

	"swath/pathing"
)

// slowOptimalTimeline is the optimum's search time above which the
// step-through view leaves out the optimal search's phase: its trace would
// make every timeline build as slow (0.4–6 s on big mazes) and the build
// runs in the tick.
const slowOptimalTimeline = 150 * time.Millisecond

// optimalState is the shortest route there is for the level (the Optimal
// layer). It is planned apart from the route, after it: the regular plan
// is installed first and never waits for the optimum, which on a big maze
// takes seconds and runs on the app's worker (OptimalJob).
type optimalState struct {
	// searcher is nil while an OptimalJob holds it; it keeps its placement
	// grid and corner list between searches and updates them in place.
	searcher *pathing.OptimalSearcher
	route    *pathing.OptimalRoute // nil: no route (or none computed yet)
	key      planKey               // what route was computed for
	done     bool                  // route is set for key
	took     time.Duration
}

// OptimalJob is what finding the optimum in the background needs: a
// private copy of the map and the query, the length of a known route (the
// search's bound) and the scene's optimal searcher, which the job owns
// until InstallOptimal gives it back.
type OptimalJob struct {
	Grid     *pathing.Grid
	Query    pathing.Query
	Bound    float64
	Searcher *pathing.OptimalSearcher
	key      planKey
	npc      uint64 // the NPC it is for (npcs.go)
}

// Run finds the optimum (nil when there is none) on the job's copy; it is
// safe on another goroutine.
func (j *OptimalJob) Run() (*pathing.OptimalRoute, time.Duration) {
	t0 := time.Now()
	q := j.Query
	r := j.Searcher.SearchBounded(j.Grid, q.Agent, q.Search, q.Start, q.Goal, j.Bound, nil)
	took := time.Since(t0)
	if r.Failure != pathing.NoFailure {
		return nil, took
	}
	return &pathing.OptimalRoute{Length: r.Length, Waypoints: append([]pathing.Point(nil), r.Path...),
		Expanded: r.Expanded, Tests: r.Tests, Time: took}, took
}

// wantOptimal reports whether the scene shows the optimum: its layer is on
// or the level's options ask for it.
func (s *Scene) wantOptimal() bool { return s.layers.Optimal || s.set.Options.Optimal }

// PendingOptimal returns the job that would bring the optimum up to date,
// or ok false when it is current, not shown, or must wait for the route:
// the route's length bounds the search, which saves most of its work on
// open maps, so the optimum follows the plan.
func (s *Scene) PendingOptimal() (job OptimalJob, ok bool) {
	k := s.nowKey()
	o := &s.optimal
	if !s.wantOptimal() || (o.done && o.key == k) || !s.planned || s.planKey != k {
		return OptimalJob{}, false
	}
	q := s.query()
	q.Optimal = true
	return OptimalJob{Grid: s.gridSnapshot(), Query: q, Bound: s.optimalBound(), key: k, npc: s.selectedID()}, true
}

// optimalBound is the length of a route the plan found (the raw one, in
// aware mode with exact sampling the smoothed one too, both in the
// optimum's free space; paper sampling may clip an obstacle), or +Inf.
func (s *Scene) optimalBound() float64 {
	p := &s.plan
	if len(p.Raw) == 0 {
		return math.Inf(1)
	}
	b := p.RawCost
	if p.Found && p.Query.Search == pathing.Aware && p.Query.Sampling == pathing.Exact {
		b = min(b, p.Metrics.SmoothedLength)
	}
	if math.IsNaN(b) || b <= 0 {
		return math.Inf(1)
	}
	// a hair of slack: the bound prunes, it must never cut the optimum
	return b + 1e-6
}

// StartOptimal hands the scene's optimal searcher to job (a fresh one if
// another job holds it).
func (s *Scene) StartOptimal(job *OptimalJob) {
	job.Searcher, s.optimal.searcher = s.optimal.searcher, nil
	if job.Searcher == nil {
		job.Searcher = &pathing.OptimalSearcher{}
	}
}

// InstallOptimal shows the optimum found for job and takes its searcher
// back. An optimum of a level changed since is shown all the same (the
// nearest there is, as for the route) and its figures say "computing…"
// until PendingOptimal's next job is installed.
func (s *Scene) InstallOptimal(job OptimalJob, r *pathing.OptimalRoute, took time.Duration) {
	s.releaseGrid(job.Grid) // the job is done with its copy
	if job.Searcher != nil {
		s.optimal.searcher = job.Searcher
	}
	if job.npc != s.selectedID() {
		return // another NPC was selected meanwhile
	}
	s.change(func() { s.installOptimal(job.key, r, took) })
}

func (s *Scene) installOptimal(k planKey, r *pathing.OptimalRoute, took time.Duration) {
	o := &s.optimal
	o.route, o.key, o.done, o.took = r, k, true, took
	s.ver.Plan++
}

// RefreshOptimal finds the optimum in the calling goroutine when it is
// stale (tests, exports and the app on small maps, where it takes
// microseconds). Call it after Refresh.
func (s *Scene) RefreshOptimal() { s.change(s.refreshOptimal) }

func (s *Scene) refreshOptimal() {
	job, ok := s.PendingOptimal()
	if !ok {
		return
	}
	s.StartOptimal(&job)
	r, took := job.Run()
	s.optimal.searcher = job.Searcher
	s.installOptimal(job.key, r, took)
}

// timelineOptimal reports whether the step-through view shows the optimal
// search: its layer is on and the optimum is quick to find again with a
// trace (the timeline is built in the tick).
func (s *Scene) timelineOptimal() bool {
	o := &s.optimal
	return s.wantOptimal() && o.done && o.took < slowOptimalTimeline
}

// Optimal is the shortest route there is as last found (nil when there is
// none or none was found yet); current is false while it is being found
// for the level as it is now (the figures say "computing…").
func (s *Scene) Optimal() (r *pathing.OptimalRoute, current bool) {
	o := &s.optimal
	return o.route, o.done && o.key == s.nowKey() && s.wantOptimal()
}

// OptimalTime is how long the last optimum took to find.
func (s *Scene) OptimalTime() time.Duration { return s.optimal.took }
