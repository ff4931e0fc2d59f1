package agent

import (
	"math"
	"time"

	"swath/pathing"
)

// slowOptimalTimeline is the optimum's search time above which the
// step-through view leaves out the optimal search's phase: its trace would
// make every timeline build as slow (0.4–6 s on big mazes).
const slowOptimalTimeline = 150 * time.Millisecond

// quickOptimal is the optimum's search time under which the next one on
// the same map is found in the tick (open maps: microseconds). Slower ones
// (mazes, dense random maps: up to seconds) run on another goroutine,
// after the route, which never waits for them; meanwhile the figures say
// "computing…". The first optimum of a map (a level just opened may be a
// big maze) always runs in the background.
const quickOptimal = 4 * time.Millisecond

// optimalState is the shortest route there is for the agent (the Optimal
// layer). It is found apart from the route, after it: the plan is
// installed first and never waits for the optimum, which on a big maze
// takes seconds.
type optimalState struct {
	route *pathing.OptimalRoute // nil: no route (or none computed yet)
	key   key                   // what route was computed for
	done  bool                  // route is set for key
	took  time.Duration
	// fastOn is the map on which the last optimum took under quickOptimal
	fastOn *pathing.Grid
	found  int // optima installed
}

// OptimalJob finds the agent's optimum off the UI thread: a private copy
// of the map and the query, the length of a known route (the search's
// bound) and the shared optimal searcher, which the job owns until it is
// handed back (Install, Drop).
type OptimalJob struct {
	Grid     *pathing.Grid
	Query    pathing.Query
	Bound    float64
	a        *Agent
	searcher *pathing.OptimalSearcher
	key      key
	// Run's outcome
	route *pathing.OptimalRoute
	took  time.Duration
}

// WantsOptimal reports whether the agent needs an optimum job: want (the
// layer is on or the options ask), its optimum not found for the level as
// it is, its plan exact (the route's length bounds the search, which saves
// most of its work on open maps, so the optimum follows the plan) and no
// optimum job under way, this agent's or another's, nor a preparation of
// the searcher (PrepareJob: it goes stale and gives the searcher back),
// and its search within JobLimit.
func (a *Agent) WantsOptimal(m Map, want bool) bool {
	return a.sh.optJob == nil && a.sh.prep.job == nil && a.optimalDue(m, want) && optimalBytes(m) <= JobLimit
}

// StartOptimal is the job that finds the agent's optimum on snap(), a copy
// of m's grid; quick says whether it is expected to be quick enough for
// the tick.
func (a *Agent) StartOptimal(m Map, snap func() *pathing.Grid) (job *OptimalJob, quick bool) {
	q := a.q
	q.Optimal = true
	sr := a.sh.optimal
	a.sh.optimal = nil
	if sr == nil {
		sr = &pathing.OptimalSearcher{}
	}
	j := &OptimalJob{Grid: snap(), Query: q, Bound: a.optimalBound(), a: a, searcher: sr, key: a.keyOf(m)}
	a.sh.optJob = j
	return j, a.opt.fastOn == m.Grid
}

// optimalBound is the length of a route the plan found (the raw one, in
// aware mode with exact sampling the smoothed one too, both in the
// optimum's free space; paper sampling may clip an obstacle), or +Inf.
func (a *Agent) optimalBound() float64 {
	p := &a.plan.plan
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

// Run finds the optimum (none when there is no route) on the job's copy.
// The search asks stop every few hundred expansions and ends when it
// reports true (the job went stale: its NPC was removed, another map
// opened); the loop then drops the job, so a stopped search is never shown
// as "no route".
func (j *OptimalJob) Run(stop func() bool) {
	t0 := time.Now()
	q := j.Query
	j.searcher.Stop = stop
	r := j.searcher.SearchBounded(j.Grid, q.Agent, q.Search, q.Start, q.Goal, j.Bound, nil)
	j.searcher.Stop = nil
	j.took = time.Since(t0)
	if r.Failure == pathing.NoFailure && !r.Stopped {
		j.route = &pathing.OptimalRoute{Length: r.Length, Waypoints: append([]pathing.Point(nil), r.Path...),
			Expanded: r.Expanded, Tests: r.Tests, Time: j.took}
	}
}

// Agent is the agent the job is for.
func (j *OptimalJob) Agent() *Agent { return j.a }

// Route is the optimum Run found (nil: none, or not run yet).
func (j *OptimalJob) Route() *pathing.OptimalRoute { return j.route }

// Install shows the optimum the job found and gives the searcher back. An
// optimum of a level changed since is shown all the same (the nearest
// there is, as for the route) and its figures say "computing…" until the
// next job's is installed. m is the map it was found for, as it is now.
func (j *OptimalJob) Install(m Map) {
	j.Drop()
	o := &j.a.opt
	o.route, o.key, o.done, o.took = j.route, j.key, true, j.took
	o.found++
	o.fastOn = nil
	if j.took < quickOptimal {
		o.fastOn = m.Grid
	}
}

// Drop gives the searcher back without showing the optimum.
func (j *OptimalJob) Drop() {
	if j.a.sh.optJob == j {
		j.a.sh.optJob = nil
	}
	if j.searcher != nil {
		j.a.sh.optimal, j.searcher = j.searcher, nil
	}
}

// Optimal is the shortest route there is as last found for the agent (nil
// when there is none or none was found yet); current is false while it is
// being found for the level as it is now (the figures say "computing…")
// or when want (the layer, the options) is false.
func (a *Agent) Optimal(m Map, want bool) (r *pathing.OptimalRoute, current bool) {
	o := &a.opt
	return o.route, o.done && o.key == a.keyOf(m) && want
}

// Optima counts the optima installed for the agent (tests and benchmarks
// tell from it whether one was found again).
func (a *Agent) Optima() int { return a.opt.found }

// OptimalTime is how long the agent's last optimum took to find.
func (a *Agent) OptimalTime() time.Duration { return a.opt.took }

// timelineOptimal reports whether the step-through view shows the optimal
// search: want, and the optimum is quick to find again with a trace.
func (a *Agent) timelineOptimal(want bool) bool {
	o := &a.opt
	return want && o.done && o.took < slowOptimalTimeline
}
