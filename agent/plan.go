package agent

import (
	"time"

	"swath/pathing"
	"swath/stats"
)

// key is everything a plan depends on: the grid's version and the query
// (the level's options with it). The plan is made again when it changes.
type key struct {
	version uint64
	q       pathing.Query
}

// keyOf is the key of a plan made for a's query on m now.
func (a *Agent) keyOf(m Map) key { return key{m.Grid.Version(), a.q} }

// planState is the agent's plan and what it was made for.
type planState struct {
	plan    pathing.Plan
	planned bool
	// key is what the plan was made for; key.version is the grid version
	// up to which the plan is known to be exact (moved on without planning
	// when an edit cannot change it, see affected), edits the map's edit
	// count then (Map.Changes counts in those)
	key   key
	edits uint64
	took  time.Duration // -1: not known (a map just opened)
	log   planLog
	// plans counts the plans installed while the agent was not selected
	// (tests read it to tell which routes an edit planned again)
	plans int
	// run is how long the last plan job took with its followers'
	// smoothings (share.go): what decides whether the next is quick
	run time.Duration
	// job is the plan job under way, nil when none
	job *PlanJob
}

// Plan is the agent's last plan (the zero Plan before the first).
func (a *Agent) Plan() *pathing.Plan { return &a.plan.plan }

// Planned reports whether the agent has a plan, current or not.
func (a *Agent) Planned() bool { return a.plan.planned }

// PlanTime is how long the last plan took, search and smoothing together;
// -1 before the first plan of a map just opened or resized, whose cost
// nothing tells yet.
func (a *Agent) PlanTime() time.Duration { return a.plan.took }

// Plans counts the plans installed while the agent was not selected.
func (a *Agent) Plans() int { return a.plan.plans }

// PlanStats summarises the agent's recent planning times (up to the last
// 1024).
func (a *Agent) PlanStats() PlanStats { return a.plan.log.stats() }

// ResetPlanStats forgets the planning times so far (a benchmark leaves out
// the first plan).
func (a *Agent) ResetPlanStats() { a.plan.log = planLog{} }

// Exact reports whether the plan is the one a fresh search of the map as
// it is now would give: made for this query and this grid version.
func (a *Agent) Exact(m Map) bool { return a.plan.planned && a.plan.key == a.keyOf(m) }

// Current reports whether the plan is what a fresh search would give for
// the level as it is now: exact, or made for this query on a map whose
// edits since cannot change it (affected).
func (a *Agent) Current(m Map) bool {
	p := &a.plan
	k := a.keyOf(m)
	if !p.planned || p.key.q != k.q {
		return false
	}
	if p.key.version == k.version {
		return true
	}
	box, changed := m.Changes(p.edits)
	return !changed || !affected(&p.plan, box)
}

// Settle moves the plan's key on to the map as it is now when the edits
// since cannot have changed it (Current), so that later edits are checked
// against fewer cells; it reports whether the plan is current.
func (a *Agent) Settle(m Map) bool {
	if !a.Current(m) {
		return false
	}
	a.plan.key.version, a.plan.edits = m.Grid.Version(), m.Edits
	return true
}

// PlanJob plans an agent's query off the UI thread: a private copy of the
// map, the query and a planner of the shared Pool, which resumes the
// search it made last for this agent. Run it on any goroutine, then hand
// it back with Install or Drop; meanwhile only the job uses the planner.
type PlanJob struct {
	Grid  *pathing.Grid
	Query pathing.Query
	a     *Agent
	pl    *pathing.Planner
	cells int
	key   key
	edits uint64
	// selected: the job is the selected agent's, whose figures compare
	// it with a JPS search (compare.go) when the map is not too big for it
	selected, compare bool
	js                *pathing.JPSearcher // the shared one, for the comparison
	// lp is the shared lesson planner, held by a selected agent's job:
	// Run works the plan's lesson out on the job's copy of the map, off
	// the UI thread (its Resmooth was about 11 % of the app's CPU while
	// painting when Install did it)
	lp *pathing.Planner
	// Run's outcome
	plan    pathing.Plan
	took    time.Duration
	jps     SearchCount
	hasJPS  bool
	lesson  *Lesson
	learned bool
	// follow are the followers the job plans after its search (share.go);
	// src, for a job that only smooths a leader's nodes, is the leader's
	// plan, sm its planner (pl is nil then); searched: Run searched
	follow   []follower
	src      *pathing.Plan
	sm       *pathing.Planner
	searched bool
	run      time.Duration
}

// Quick plans (the selected agent's, on maps where they take under
// quickPlan and expand under quickExpansions) are made in the tick: small
// maps stay exact frame by frame. Slower ones (long routes on big maps)
// run on another goroutine, so that painting stays fluid. A resumed plan
// is quick (see pathing/resume.go), so the search's size decides too: the
// next edit may need the whole search again. 4 ms leaves the frame room
// for the rest of the tick on a loaded machine.
const (
	quickPlan       = 4 * time.Millisecond
	quickExpansions = 40_000
)

// WantsPlan reports whether the agent needs a plan job: its plan is not
// exact (the selected agent) or not current (the others), and no job is
// under way for it.
func (a *Agent) WantsPlan(m Map, selected bool) bool {
	if a.plan.job != nil {
		return false
	}
	if selected {
		return !a.Exact(m)
	}
	return !a.Settle(m)
}

// StartPlan is the job that plans the agent on snap(), a copy of m's grid
// (the caller's, released when the job is handed back), or nil when the
// pool has no room for another planner now (a job under way frees one).
// Quick reports whether the job is expected to be quick enough for the
// tick.
func (a *Agent) StartPlan(m Map, snap func() *pathing.Grid, selected bool) (job *PlanJob, quick bool) {
	return a.startPlan(m, snap, selected, selected)
}

// startPlan is StartPlan; focus is the selected agent's say (the pool's
// focus, the JPS comparison), quickOK whether the job may be quick.
func (a *Agent) startPlan(m Map, snap func() *pathing.Grid, selected, quickOK bool) (job *PlanJob, quick bool) {
	cells := m.Grid.Width() * m.Grid.Height()
	pl := a.sh.Pool.get(a.id, cells, selected)
	if pl == nil {
		return nil, false
	}
	q := a.q
	q.Optimal = false // found apart (optimal.go): a slow one never holds the route back
	j := &PlanJob{Grid: snap(), Query: q, a: a, pl: pl, cells: cells, key: a.keyOf(m), edits: m.Edits,
		selected: selected, compare: selected && cells <= maxCompareCells}
	if j.compare {
		j.js, a.sh.jps = a.sh.jps, nil
		if j.js == nil {
			j.js = &pathing.JPSearcher{}
		}
	}
	if selected {
		j.lp, a.sh.lesson = a.sh.lesson, nil
		if j.lp == nil {
			j.lp = &pathing.Planner{}
		}
	}
	a.plan.job = j
	for _, f := range a.followers {
		if a.follows(f, m) {
			fq := f.q
			fq.Optimal = false
			j.follow = append(j.follow, follower{a: f, q: fq, key: key{j.key.version, f.q}})
			f.plan.job = j
		}
	}
	t := a.plan.took
	if len(j.follow) > 0 && t >= 0 {
		t = max(t, a.plan.run)
	}
	quick = quickOK && t >= 0 && t < quickPlan && a.plan.plan.Expanded < quickExpansions
	return j, quick
}

// PlanUnderway reports whether a plan job holds the agent.
func (a *Agent) PlanUnderway() bool { return a.plan.job != nil }

// Planner is the planner the job holds (nil once handed back).
func (j *PlanJob) Planner() *pathing.Planner { return j.pl }

// Result is the plan Run made.
func (j *PlanJob) Result() *pathing.Plan { return &j.plan }

// Agent is the agent the job plans.
func (j *PlanJob) Agent() *Agent { return j.a }

// Run plans the job's query with its planner; for the selected agent's A*
// plan it also counts a JPS search of the same query (compare.go). It ends
// early, its plan failing with pathing.ErrStopped, once stop reports true.
func (j *PlanJob) Run(stop func() bool) {
	if j.src != nil { // a follower's: smooth the leader's nodes
		j.sm.SetStop(stop)
		defer j.sm.SetStop(nil)
		t0 := time.Now()
		j.plan, j.took = smoothFor(j.sm, j.Grid, j.src, j.Query)
		j.run = time.Since(t0)
		return
	}
	j.pl.SetStop(stop)
	defer j.pl.SetStop(nil)
	t0 := time.Now()
	j.searched = true
	if j.compare {
		j.js.Stop = stop
		defer func() { j.js.Stop = nil }()
		j.plan, j.jps, j.hasJPS = planCompared(j.pl, j.js, j.Grid, j.Query)
	} else {
		j.plan = j.pl.Plan(j.Grid, j.Query, nil)
	}
	j.took = time.Since(t0)
	if j.plan.Err != pathing.ErrStopped {
		for i := range j.follow {
			f := &j.follow[i]
			if f.plan, f.took = smoothFor(j.pl, j.Grid, &j.plan, f.q); f.plan.Err != pathing.ErrStopped {
				f.ready = true
			}
		}
	}
	j.run = time.Since(t0)
	if j.lp != nil && j.plan.Err != pathing.ErrStopped {
		j.lesson, j.learned = lessonWith(j.lp, j.Grid, &j.plan, j.otherStrategy()), true
	}
}

// otherStrategy is the plan of a follower of the job that differs from
// its query in the strategy only (the other one), nil when none: the
// lesson's other smoothing, made already.
func (j *PlanJob) otherStrategy() *pathing.Plan {
	want := j.plan.Query
	want.Strategy = want.Strategy.Next()
	for i := range j.follow {
		if f := &j.follow[i]; f.ready && f.plan.Query == want {
			return &f.plan
		}
	}
	return nil
}

// Stale reports whether the job's plan is no longer wanted: the map or
// the query changed since it was taken, and no gesture is in progress
// (during a drag a stale plan is left to finish: it is the nearest route
// there is, shown until the drag's last plan lands). On a 2048² maze a
// search takes over a second; a stale one would keep a core that the
// current plan needs.
func (j *PlanJob) Stale(m Map, gesture bool) bool {
	return !gesture && j.key != j.a.keyOf(m)
}

// Install shows the job's plan (a stopped job's is dropped) and gives its
// planner back to the pool. A plan of a level changed since is shown all
// the same, the nearest route there is; the next job brings it up to
// date. selected says whether the agent is selected now: its plan then
// brings its lesson (worked out in Run on the job's copy of the map; on m
// when the agent was selected after the job started) and search counts.
// It reports whether a plan was installed.
func (j *PlanJob) Install(m Map, selected bool) bool {
	a := j.a
	lesson, learned := j.lesson, j.learned
	j.Drop()
	for i := range j.follow {
		if f := &j.follow[i]; f.ready {
			fp := &f.a.plan
			fp.plan, fp.key, fp.edits, fp.planned, fp.took, fp.run = f.plan, f.key, j.edits, true, f.took, f.took
			fp.plans++
		}
	}
	j.follow = nil
	if j.plan.Err == pathing.ErrStopped {
		return false
	}
	p := &a.plan
	p.plan, p.key, p.edits, p.planned, p.took, p.run = j.plan, j.key, j.edits, true, j.took, j.run
	if !selected {
		p.plans++
		return true
	}
	if j.hasJPS {
		a.cmp.record(j.key, j.jps)
	}
	a.cmp.record(j.key, countOf(&p.plan))
	p.log.add(j.took)
	if learned {
		a.lesson = lesson
	} else { // selected since the job started
		a.learn(m.Grid)
	}
	return true
}

// Drop gives the job's planner back to the pool without showing its plan.
func (j *PlanJob) Drop() {
	if j.a.plan.job == j {
		j.a.plan.job = nil
	}
	for _, f := range j.follow {
		if f.a.plan.job == j {
			f.a.plan.job = nil
		}
	}
	if j.searched {
		j.a.sh.searches++
		j.searched = false
	}
	if j.sm != nil {
		j.a.sh.smoother, j.sm = j.sm, nil
	}
	if j.pl != nil {
		j.a.sh.Pool.put(j.a.id, j.pl, j.cells)
		j.pl = nil
	}
	if j.js != nil {
		j.a.sh.jps, j.js = j.js, nil
	}
	if j.lp != nil {
		if j.a.sh.lesson == nil {
			j.a.sh.lesson = j.lp
		}
		j.lp = nil
	}
}

// Selected brings what the selected agent shows up to date when it
// becomes selected: the lesson and the search count of its plan, if it
// has a current one.
func (a *Agent) Selected(m Map) {
	if a.Settle(m) {
		a.cmp.record(a.plan.key, countOf(&a.plan.plan))
		a.learn(m.Grid)
	} else {
		a.lesson = nil
	}
}

// PlanStats are planning times over recent plans.
type PlanStats struct {
	N           int
	Median, P95 time.Duration
	Max, Mean   time.Duration
}

// planLog is a ring of recent planning times, allocated with the first.
type planLog struct {
	t    []time.Duration
	n, i int
}

func (l *planLog) add(d time.Duration) {
	if l.t == nil {
		l.t = make([]time.Duration, 1024)
	}
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
