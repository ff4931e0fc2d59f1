package agent

import (
	"time"

	"swath/pathing"
)

// The optimum's preparation: a map just opened has no corner lists, and
// its first optima are cold (1.7–4.6x A* on mazes and dense random maps,
// docs/optimum.md). So once nothing else is due the app lists every corner
// of the selected agent's placement grid in the background
// (pathing.OptimalSearcher.Prepare, 50–420 ms on the shipped 512² maps),
// with the shared optimal searcher the optimum's jobs use: F6's optima
// are then warm from the first. An edit patches the lists in place (the
// searcher drops those near it) and the next preparation lists only
// those. It gives way: no preparation starts while another job is due
// (the scene hands it out last) or an optimum's job runs, and one under
// way goes stale (it stops within a frame, what it listed staying listed)
// when the map or the agent's query changes or the optimum is wanted.

// prepareState is the shared optimal searcher's preparation: the job under
// way and what the searcher was last prepared for.
type prepareState struct {
	job  *PrepareJob
	done prepareKey
}

// prepareKey is what a preparation is for: the searcher, the level's grid
// at a version, the footprint and the search mode (the optimum searches
// the query's mode).
type prepareKey struct {
	searcher *pathing.OptimalSearcher
	grid     *pathing.Grid
	version  uint64
	agent    pathing.Footprint
	mode     pathing.SearchMode
}

// prepareKeyOf is the key of a preparation for a's query on m with sr.
func (a *Agent) prepareKeyOf(m Map, sr *pathing.OptimalSearcher) prepareKey {
	return prepareKey{sr, m.Grid, m.Grid.Version(), a.q.Agent.Norm(), a.q.Search}
}

// WantsPrepare reports whether the shared optimal searcher needs
// preparing for the agent's query on m: it is not prepared for the map as
// it is, no optimum or preparation job is under way, the optimum is not
// due (it goes first) and the search fits JobLimit. wantOptimal is whether
// the scene shows the optimum.
func (a *Agent) WantsPrepare(m Map, wantOptimal bool) bool {
	sh := a.sh
	if sh.optJob != nil || sh.prep.job != nil || optimalBytes(m) > JobLimit || a.optimalDue(m, wantOptimal) {
		return false
	}
	return sh.optimal == nil || sh.prep.done != a.prepareKeyOf(m, sh.optimal)
}

// optimalDue reports whether the agent's optimum is wanted and can be
// found but is not found for m as it is.
func (a *Agent) optimalDue(m Map, want bool) bool {
	o := &a.opt
	return want && !(o.done && o.key == a.keyOf(m)) && a.Exact(m)
}

// PrepareJob lists every corner of the agent's placement grid for the
// shared optimal searcher on a copy of the map (snap), off the UI thread;
// the job owns the searcher until it is handed back (Install, Drop).
type PrepareJob struct {
	Grid     *pathing.Grid
	a        *Agent
	searcher *pathing.OptimalSearcher
	key      prepareKey
	// Run's outcome
	res  pathing.OptimalPrepared
	took time.Duration
}

// StartPrepare is the job that prepares the shared optimal searcher for
// the agent's query on snap(), a copy of m's grid.
func (a *Agent) StartPrepare(m Map, snap func() *pathing.Grid) *PrepareJob {
	sr := a.sh.optimal
	a.sh.optimal = nil
	if sr == nil {
		sr = &pathing.OptimalSearcher{}
	}
	j := &PrepareJob{Grid: snap(), a: a, searcher: sr, key: a.prepareKeyOf(m, sr)}
	a.sh.prep.job = j
	return j
}

// Run lists the corners; it asks stop every few dozen corners and ends
// when it reports true, keeping what it listed (the next job goes on from
// there). In the browser the preparation gives the page its turn as it
// goes (pathing.Yield).
func (j *PrepareJob) Run(stop func() bool) {
	t0 := time.Now()
	j.searcher.Stop = stop
	j.res = j.searcher.Prepare(j.Grid, j.key.agent, j.key.mode)
	j.searcher.Stop = nil
	j.took = time.Since(t0)
}

// Agent is the agent the job prepares for.
func (j *PrepareJob) Agent() *Agent { return j.a }

// Prepared is what Run did (the zero value before it ran).
func (j *PrepareJob) Prepared() pathing.OptimalPrepared { return j.res }

// Took is how long Run took.
func (j *PrepareJob) Took() time.Duration { return j.took }

// Stale reports whether the preparation is no longer wanted as it is: the
// map or the agent's query changed, or its optimum is due (it goes first;
// the preparation goes on after it from where it stopped). wantOptimal is
// whether the scene shows the optimum.
func (j *PrepareJob) Stale(m Map, wantOptimal bool) bool {
	a := j.a
	return j.key != a.prepareKeyOf(m, j.searcher) || a.optimalDue(m, wantOptimal)
}

// Install records what the searcher is prepared for (unless Run was
// stopped) and gives it back.
func (j *PrepareJob) Install() {
	if !j.res.Stopped && j.searcher != nil {
		j.a.sh.prep.done = j.key
	}
	j.Drop()
}

// Drop gives the searcher back, with whatever it listed.
func (j *PrepareJob) Drop() {
	sh := j.a.sh
	if sh.prep.job == j {
		sh.prep.job = nil
	}
	if j.searcher != nil {
		sh.optimal, j.searcher = j.searcher, nil
	}
}

// OptimalPrepared reports whether the shared optimal searcher is prepared
// for the agent's query on m (tests, and a debug figure's source).
func (a *Agent) OptimalPrepared(m Map) bool {
	sh := a.sh
	return sh.optimal != nil && sh.prep.done == a.prepareKeyOf(m, sh.optimal)
}
