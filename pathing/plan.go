package pathing

import (
	"fmt"
	"time"
)

// Query is one planning request. The zero value of every option is the
// product default: aware search, exact sampling, binary strategy, 1×1 agent.
type Query struct {
	Start, Goal Point
	Agent       Footprint
	Search      SearchMode
	Sampling    Sampling
	Strategy    Strategy
	// Optimal asks for the shortest route there is as well (Plan.Optimal).
	Optimal bool
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

// Metrics are the figures of ALGORITHM.md §7. Turns count interior points
// where the direction changes; the initial heading is not a turn.
type Metrics struct {
	RawNodes        int     `json:"raw_nodes"`
	Waypoints       int     `json:"waypoints"`
	RawTurns        int     `json:"raw_turns"`
	SmoothedTurns   int     `json:"smoothed_turns"`
	RawLength       float64 `json:"raw_length"`
	SmoothedLength  float64 `json:"smoothed_length"`
	VisibilityTests int     `json:"visibility_tests"`
	CellsScanned    int     `json:"cells_scanned"`
	// OptimalGap is SmoothedLength / Plan.Optimal.Length - 1, set when both
	// routes exist.
	OptimalGap *float64 `json:"optimal_gap,omitempty"`
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
	Failure  Failure
	// StuckAt is the node index where smoothing got stuck, or -1.
	StuckAt int
	// StuckHits are the obstacle cells that block StuckAt from StuckAt+1.
	StuckHits []Point
	// Err is a sentence saying why there is no route, or "".
	Err        string
	SearchTime time.Duration
	SmoothTime time.Duration
	// Optimal is the shortest route there is on the grid of the query's
	// search mode (Query.Optimal), nil when not asked for or when there is
	// no route.
	Optimal *OptimalRoute
}

// Trace collects what the animation needs. Pass nil to Plan to record nothing.
type Trace struct {
	Search  SearchTrace
	Smooth  SmoothTrace
	Optimal OptimalTrace
}

// Planner runs whole queries: search, node-set check, smoothing, metrics.
// Keep one and reuse it. The zero value is ready. Not safe for concurrent use.
// Set Searcher.Resumable when the same query is planned again after edits.
type Planner struct {
	Searcher Searcher
	Smoother Smoother
	Optimal  OptimalSearcher
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
			out.Failure = StartBlocked
			if c.what == "goal" {
				out.Failure = GoalBlocked
			}
			out.Err = fmt.Sprintf("%s %v is off the %dx%d map", c.what, c.pt, g.Width(), g.Height())
			return out
		}
	}
	var st *SearchTrace
	var smt *SmoothTrace
	if tr != nil {
		st, smt = &tr.Search, &tr.Smooth
		smt.Reset()
	}
	t0 := time.Now()
	sr := p.Searcher.Search(g, q.Agent, q.Search, q.Start, q.Goal, st)
	out.SearchTime = time.Since(t0)
	out.Expanded, out.Reused = sr.Expanded, sr.Reused
	out.Failure = sr.Failure
	searchAgent := q.Agent
	if q.Search == PointMode {
		searchAgent = Footprint{1, 1}
	}
	switch sr.Failure {
	case StartBlocked:
		out.Err = "start blocked: " + g.FitError(searchAgent, q.Start).Error()
		return out
	case GoalBlocked:
		out.Err = "goal blocked: " + g.FitError(searchAgent, q.Goal).Error()
		return out
	case Unreachable:
		out.Err = fmt.Sprintf("unreachable: no path from %v to %v for a %v agent (%s search)", q.Start, q.Goal, searchAgent, q.Search)
		return out
	}
	out.Raw = append([]Point(nil), sr.Path...)
	out.RawCost = sr.Cost
	if err := ValidateNodes(out.Raw, q.Start, q.Goal); err != nil {
		// cannot happen for our own search; kept as the paper's step 1
		out.Failure = Unreachable
		out.Err = "invalid node set: " + err.Error()
		return out
	}
	t1 := time.Now()
	res := p.Smoother.Smooth(g, q.Agent, out.Raw, q.Sampling, q.Strategy, smt)
	out.SmoothTime = time.Since(t1)
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
	if res.StuckAt >= 0 {
		i := res.StuckAt
		sw := NewSweep(q.Agent, out.Raw[i], out.Raw[i+1], q.Sampling)
		out.Failure = Stuck
		out.StuckAt = i
		out.StuckHits = sw.Hits(g)
		out.Err = fmt.Sprintf("stuck at node %d %v: a %v agent cannot move to node %d %v (blocked by %v)",
			i, out.Raw[i], q.Agent, i+1, out.Raw[i+1], fmtPoints(out.StuckHits, 4))
		p.optimal(g, &out, tr)
		return out
	}
	out.Found = true
	p.optimal(g, &out, tr)
	return out
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
