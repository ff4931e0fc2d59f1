package pathing

import (
	"errors"
	"fmt"
	"time"
)

// Query is one planning request. The zero value of every option is the
// product default: aware search, exact sampling, binary strategy, 1×1 agent.
type Query struct {
	Start, Goal Point
	Agent       Footprint
	Options
}

// Failure says why a plan has no smoothed route.
type Failure int

const (
	// NoFailure: the route was found and smoothed.
	NoFailure Failure = iota
	// StartBlocked: the footprint does not fit at the start.
	StartBlocked
	// GoalBlocked: the footprint does not fit at the goal.
	GoalBlocked
	// Unreachable: no path joins start and goal.
	Unreachable
	// Stuck: point-mode search found a path the footprint cannot follow;
	// Plan.StuckAt names the node.
	Stuck
)

// The failure kinds as error values: a Plan's Err wraps one of them, so a
// caller tests the kind with errors.Is and shows the sentence Err.Error().
var (
	ErrStartBlocked = errors.New("start blocked")
	ErrGoalBlocked  = errors.New("goal blocked")
	ErrUnreachable  = errors.New("unreachable")
	ErrStuck        = errors.New("stuck")
)

// Err returns the error value of failure kind f, or nil for NoFailure.
func (f Failure) Err() error {
	switch f {
	case StartBlocked:
		return ErrStartBlocked
	case GoalBlocked:
		return ErrGoalBlocked
	case Unreachable:
		return ErrUnreachable
	case Stuck:
		return ErrStuck
	}
	return nil
}

// planError is a Plan's Err: its sentence, wrapping the kind's error value.
type planError struct {
	kind error
	msg  string
}

func (e *planError) Error() string { return e.msg }
func (e *planError) Unwrap() error { return e.kind }

// failed sets out's failure f and its sentence.
func (out *Plan) failed(f Failure, format string, a ...any) {
	out.Failure = f
	out.Err = &planError{kind: f.Err(), msg: fmt.Sprintf(format, a...)}
}

func (f Failure) String() string {
	switch f {
	case NoFailure:
		return "none"
	case StartBlocked:
		return "start blocked"
	case GoalBlocked:
		return "goal blocked"
	case Unreachable:
		return "unreachable"
	case Stuck:
		return "stuck"
	}
	return fmt.Sprintf("Failure(%d)", int(f))
}

// Metrics are the figures Swath reports (nodes, turns, length, visibility tests). Turns count interior points
// where the direction changes; the initial heading is not a turn.
type Metrics struct {
	RawNodes        int
	Waypoints       int
	RawTurns        int
	SmoothedTurns   int
	RawLength       float64
	SmoothedLength  float64
	VisibilityTests int
	CellsScanned    int
	// OptimalGap is how much longer the smoothed route is than the
	// optimum, OptimalGap(SmoothedLength, Plan.Optimal.Length), set when
	// both routes exist.
	OptimalGap *float64
}

// Plan is the outcome of one query. Its slices are its own.
type Plan struct {
	Query Query
	// Found is true when a raw path exists and was smoothed.
	Found bool
	// Raw is the A* node set S…E (also set when smoothing got stuck).
	Raw     []Point
	RawCost float64
	// WaypointIdx are indices into Raw of the kept nodes; Waypoints their cells.
	WaypointIdx []int
	Waypoints   []Point
	Metrics     Metrics
	// Expanded is the number of nodes the search expanded; Reused of them
	// were taken over from the planner's previous search (Resumable).
	Expanded int
	Reused   int
	// Scanned is the cells JPS's jumps passed over (0 for A*).
	Scanned int
	Failure Failure
	// StuckAt is the node index where smoothing got stuck, or -1.
	StuckAt int
	// StuckHits are the obstacle cells that block StuckAt from StuckAt+1.
	StuckHits []Point
	// Err says why there is no route, as a sentence, or is nil; errors.Is
	// tells its kind (ErrStartBlocked, ErrGoalBlocked, ErrUnreachable,
	// ErrStuck).
	Err        error
	SearchTime time.Duration
	SmoothTime time.Duration
	// Optimal is the shortest route there is for the query's footprint
	// (Query.Optimal), whatever the search mode, nil when not asked for or
	// when there is none.
	Optimal *OptimalRoute
}

// Trace collects what the animation needs. Pass nil to Plan to record nothing.
type Trace struct {
	Search  SearchTrace // A*'s expansions (empty for JPS)
	JPS     JPSTrace    // JPS's expansions and jumps (empty for A*)
	Smooth  SmoothTrace
	Optimal OptimalTrace // the shortest route's search, when the query asks for it
}

// Planner runs whole queries: search, node-set check, smoothing, metrics.
// Keep one and reuse it. The zero value is ready. Not safe for concurrent use.
// Set Searcher.Resumable when the same query is planned again after edits
// (A* only: a JPS search is always fresh).
type Planner struct {
	Searcher Searcher
	JPS      JPSearcher
	Smoother Smoother
	// Clock, when not nil, times the search and smoothing instead of the
	// wall clock: a benchmark passes the thread's CPU time, which a loaded
	// machine does not inflate.
	Clock func() time.Duration
	// Optimal finds the shortest route there is when the query asks.
	Optimal OptimalSearcher
}

// now reads p's clock: by default the monotonic time since wallEpoch.
func (p *Planner) now() time.Duration {
	if p.Clock != nil {
		return p.Clock()
	}
	return time.Since(wallEpoch)
}

var wallEpoch = time.Now()

// SetStop sets the Stop hook of p's searchers (the optimal one too) and
// smoother (nil: never stop), so that a background plan an edit made
// stale ends mid-search, mid-smoothing or mid-optimum with ErrStopped
// instead of keeping a core for seconds.
func (p *Planner) SetStop(stop func() bool) {
	p.Searcher.Stop, p.JPS.Stop, p.Smoother.Stop, p.Optimal.Stop = stop, stop, stop, stop
}

// NewPlanner returns a ready Planner.
func NewPlanner() *Planner { return &Planner{} }

// Plan answers q on g. tr, when not nil, receives the search and smoothing
// traces. The returned Plan owns its slices.
func (p *Planner) Plan(g *Grid, q Query, tr *Trace) Plan {
	q.Agent = q.Agent.Norm()
	out := Plan{Query: q, StuckAt: -1}
	for _, c := range []struct {
		pt   Point
		what string
	}{{q.Start, "start"}, {q.Goal, "goal"}} {
		if !g.In(c.pt) {
			f := StartBlocked
			if c.what == "goal" {
				f = GoalBlocked
			}
			out.failed(f, "%s %v is off the %dx%d map", c.what, c.pt, g.Width(), g.Height())
			return out
		}
	}
	var st *SearchTrace
	var jt *JPSTrace
	var smt *SmoothTrace
	if tr != nil {
		st, jt, smt = &tr.Search, &tr.JPS, &tr.Smooth
		st.Reset()
		jt.Reset()
		smt.Reset()
	}
	t0 := p.now()
	var sr SearchResult
	if q.Algorithm == JPS {
		sr = p.JPS.Search(g, q.Agent, q.Search, q.Start, q.Goal, jt)
	} else {
		sr = p.Searcher.Search(g, q.Agent, q.Search, q.Start, q.Goal, st)
	}
	out.SearchTime = p.now() - t0
	out.Expanded, out.Reused, out.Scanned = sr.Expanded, sr.Reused, sr.Scanned
	searchAgent := q.Agent
	if q.Search == PointMode {
		searchAgent = Footprint{1, 1}
	}
	if sr.Stopped { // abandoned (Searcher.Stop, JPSearcher.Stop), as a stopped smoothing
		out.Err = ErrStopped
		return out
	}
	switch sr.Failure {
	case StartBlocked:
		out.failed(StartBlocked, "start blocked: %v", g.FitError(searchAgent, q.Start))
		return out
	case GoalBlocked:
		out.failed(GoalBlocked, "goal blocked: %v", g.FitError(searchAgent, q.Goal))
		return out
	case Unreachable:
		how := q.Search.String() + " search"
		if q.Algorithm != AStar {
			how += ", " + q.Algorithm.String()
		}
		out.failed(Unreachable, "unreachable: no path from %v to %v for %s (%s)", q.Start, q.Goal, searchAgent.WithArticle(), how)
		return out
	}
	out.Raw = append([]Point(nil), sr.Path...)
	out.RawCost = sr.Cost
	if err := ValidateNodes(out.Raw, q.Start, q.Goal); err != nil {
		// cannot happen for our own search; kept as the paper's step 1
		out.failed(Unreachable, "invalid node set: %v", err)
		return out
	}
	p.smoothInto(g, &out, smt)
	p.optimal(g, &out, tr)
	return out
}

// Resmooth returns plan smoothed again with strategy st: the node set does
// not depend on the strategy, so only the smoothing runs. A plan without a
// node set (start or goal blocked, unreachable) comes back with only its
// query changed.
func (p *Planner) Resmooth(g *Grid, plan Plan, st Strategy) Plan {
	out := plan
	out.Query.Strategy = st
	out.WaypointIdx, out.Waypoints, out.StuckHits = nil, nil, nil
	out.SmoothTime = 0
	if plan.Failure != NoFailure && plan.Failure != Stuck {
		return out
	}
	out.Found, out.Failure, out.StuckAt, out.Err = false, NoFailure, -1, nil
	p.smoothInto(g, &out, nil)
	if o := out.Optimal; o != nil && out.Found && o.Length > 0 {
		gap := OptimalGap(out.Metrics.SmoothedLength, o.Length)
		out.Metrics.OptimalGap = &gap
	}
	return out
}

// smoothInto smooths out.Raw by out.Query's options and fills the
// waypoints, the metrics and, when smoothing gets stuck, the failure. tr,
// when not nil, receives every smoothing step.
func (p *Planner) smoothInto(g *Grid, out *Plan, tr *SmoothTrace) {
	q := out.Query
	t1 := p.now()
	res := p.Smoother.Smooth(g, q.Agent, out.Raw, q.Sampling, q.Strategy, tr)
	out.SmoothTime = p.now() - t1
	out.WaypointIdx = append([]int(nil), res.Idx...)
	out.Waypoints = make([]Point, len(res.Idx))
	for k, i := range res.Idx {
		out.Waypoints[k] = out.Raw[i]
	}
	out.Metrics = Metrics{
		RawNodes:        len(out.Raw),
		Waypoints:       len(out.Waypoints),
		RawTurns:        Turns(out.Raw),
		SmoothedTurns:   Turns(out.Waypoints),
		RawLength:       Length(out.Raw),
		SmoothedLength:  Length(out.Waypoints),
		VisibilityTests: res.Tests,
		CellsScanned:    res.Scanned,
	}
	if res.Stopped { // abandoned (Smoother.Stop): no route to speak of
		out.Err = ErrStopped
		return
	}
	if res.StuckAt >= 0 {
		i := res.StuckAt
		sw := NewSweep(q.Agent, out.Raw[i], out.Raw[i+1], q.Sampling)
		out.StuckAt = i
		out.StuckHits = sw.Hits(g)
		out.failed(Stuck, "stuck at node %d %v: %s cannot move to node %d %v (blocked by %v)",
			i, out.Raw[i], q.Agent.WithArticle(), i+1, out.Raw[i+1], fmtPoints(out.StuckHits, 4))
		return
	}
	out.Found = true
}

func fmtPoints(ps []Point, most int) string {
	s := ""
	for k, p := range ps {
		if k == most {
			return s + fmt.Sprintf(" and %d more", len(ps)-most)
		}
		if k > 0 {
			s += " "
		}
		s += p.String()
	}
	return s
}
