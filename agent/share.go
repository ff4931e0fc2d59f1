package agent

import (
	"time"

	"swath/pathing"
)

// Sharing one search between agents whose searches agree.
//
// The split view's panes (pane.go) are the selected NPC's query under
// other settings; those that differ only in how the route is smoothed
// (sampling, farthest) would repeat the very same A* or JPS search: the
// search reads only the grid, the footprint, the search mode, the
// algorithm and the ends (SameSearch). Group makes the first agent of such
// a set its leader and the others its followers: the leader's plan job
// searches once and then smooths the found nodes for every follower that
// wants a plan (pathing.Planner.Resmooth, on the job's copy of the map),
// and Install shows every follower's plan with the leader's. The nodes
// (Plan.Raw) are shared read-only: no reader writes into a plan's slices.
// A follower whose leader's plan is exact and idle (it joined later, or
// only its smoothing changed) gets a job that only smooths the leader's
// nodes. Each plan is the one a plan of its own would give
// (TestSplitViewSharedSearchPlans). The step view's timelines are built
// per pane as before (timeline.Builder traces its own search).

// SameSearch reports whether the searches of queries a and b are the
// same: the footprint, the search mode, the algorithm and the ends agree.
func SameSearch(a, b pathing.Query) bool {
	return a.Start == b.Start && a.Goal == b.Goal && a.Agent.Norm() == b.Agent.Norm() &&
		a.Search == b.Search && a.Algorithm == b.Algorithm
}

// Group makes each of agents whose search is the same as an earlier one's
// (SameSearch) follow the first such, its leader; the others lead (with no
// followers when none agrees). Call it again when a query changes; agents
// left out keep no say over these (a follower is planned by the leader
// that Group named last).
func Group(agents []*Agent) {
	for _, a := range agents {
		a.lead, a.followers = nil, a.followers[:0]
	}
	if len(agents) > 0 && agents[0].sh.Alone {
		return
	}
	for i, a := range agents {
		for _, l := range agents[:i] {
			if l.lead == nil && SameSearch(l.q, a.q) {
				a.lead = l
				l.followers = append(l.followers, a)
				break
			}
		}
	}
}

// Ungroup lets agents plan on their own again (the split view's panes
// gone).
func Ungroup(agents []*Agent) {
	for _, a := range agents {
		a.lead, a.followers = nil, nil
	}
}

// Lead is the agent whose search a follows (Group), nil when a searches
// on its own.
func (a *Agent) Lead() *Agent { return a.lead }

// Searches counts the searches the plan jobs of sh's agents ran (a job
// that only smooths a leader's nodes runs none): tests read it to tell
// that agents of the same search share one.
func (sh *Shared) Searches() int { return sh.searches }

// follower is a follower planned by its leader's job: its query, what
// its plan is made for, and Run's outcome.
type follower struct {
	a     *Agent
	q     pathing.Query
	key   key
	plan  pathing.Plan
	took  time.Duration
	ready bool
}

// follows reports whether f is to be planned by leader a's job on m now:
// it follows a still, searches as a does, wants a plan and no job holds it.
func (a *Agent) follows(f *Agent, m Map) bool {
	return f.lead == a && f.plan.job == nil && SameSearch(a.q, f.q) && !f.Exact(m)
}

// smoothFor smooths the nodes of src, a leader's plan on g, for query q
// with planner pl, as a plan of q's own would: src's search, q's
// smoothing. took is src's search time and the smoothing's.
func smoothFor(pl *pathing.Planner, g *pathing.Grid, src *pathing.Plan, q pathing.Query) (pathing.Plan, time.Duration) {
	t0 := time.Now()
	p := *src
	q.Agent = q.Agent.Norm()
	p.Query = q
	out := pl.Resmooth(g, p, q.Strategy)
	return out, src.SearchTime + time.Since(t0)
}

// startSmooth is the job that smooths the nodes of follower a's leader's
// exact plan for a, on snap(), a copy of m's grid; nil when a's leader
// has no exact plan idle (its job under way brings a's plan, or the next).
func (a *Agent) startSmooth(m Map, snap func() *pathing.Grid) *PlanJob {
	l := a.lead
	if l.plan.job != nil || !l.Exact(m) || !SameSearch(l.q, a.q) {
		return nil
	}
	pl := a.sh.smoother
	a.sh.smoother = nil
	if pl == nil {
		pl = &pathing.Planner{}
	}
	q := a.q
	q.Optimal = false
	src := l.plan.plan
	j := &PlanJob{Grid: snap(), Query: q, a: a, sm: pl, src: &src, key: a.keyOf(m), edits: m.Edits}
	a.plan.job = j
	return j
}

// AdoptOptimal gives follower a its leader's optimum when the leader's is
// found for the map as it is now: the shortest route depends on the
// footprint, the search mode, the ends and the map only, which a and its
// leader share (the route is shared read-only; the search's figures are
// the leader's, whose bound, its own route's length, may differ). It
// reports whether a's optimum changed; otherwise a finds its own
// (WantsOptimal) once its leader's job, which comes first, is done.
func (a *Agent) AdoptOptimal(m Map) bool {
	l := a.lead
	if l == nil || a.sh.Alone {
		return false
	}
	lo, o, k := &l.opt, &a.opt, a.keyOf(m)
	if !lo.done || lo.key.version != k.version || !SameSearch(lo.key.q, a.q) || o.done && o.key == k {
		return false
	}
	o.route, o.key, o.done, o.took, o.fastOn = lo.route, k, true, lo.took, lo.fastOn
	o.found++
	return true
}
