package pathing

import "math"

// optimal fills out.Optimal and the gap when the query asks for them and
// the search found a raw route. The optimum is always the footprint's
// (aware) one, whatever the query's search mode: it is the reference both
// modes are measured against, and in point mode the point's route may run
// where the footprint cannot pass. It searches the placement grid the A*
// search keeps (updated in place while the user paints), bounded by a
// route of the footprint already known (OptimalBound).
func (p *Planner) optimal(g *Grid, out *Plan, tr *Trace) {
	q := out.Query
	if tr != nil {
		tr.Optimal.Reset()
	}
	if !q.Optimal {
		return
	}
	var ot *OptimalTrace
	if tr != nil {
		ot = &tr.Optimal
	}
	t0 := p.now()
	pl := p.Searcher.placementFor(g, q.Agent, Aware)
	r := p.Optimal.search(pl, Aware, q.Start, q.Goal, OptimalBound(out), ot)
	d := p.now() - t0
	if r.Stopped {
		out.Err = ErrStopped // abandoned (OptimalSearcher.Stop), as a stopped search
		return
	}
	if r.Failure != NoFailure {
		return
	}
	out.Optimal = &OptimalRoute{
		Length:    r.Length,
		Waypoints: append([]Point(nil), r.Path...),
		Expanded:  r.Expanded,
		Tests:     r.Tests,
		Time:      d,
	}
	if out.Found && r.Length > 0 {
		gap := OptimalGap(out.Metrics.SmoothedLength, r.Length)
		out.Metrics.OptimalGap = &gap
	}
}

// OptimalBound is the length of a route of the plan's footprint that the
// plan found, which bounds the search for the footprint's optimum
// (OptimalSearcher.SearchBounded), or +Inf when it found none: the raw
// route of an aware search (a route of the footprint's placement grid),
// and the smoothed route when exact sampling accepted every segment of it
// for the footprint, in either mode. A point search's raw route is not
// one (it may pass where the footprint cannot), nor is a route smoothed
// with paper sampling (it may clip an obstacle).
func OptimalBound(p *Plan) float64 {
	b := math.Inf(1)
	if len(p.Raw) > 0 && p.Query.Search == Aware {
		b = p.RawCost
	}
	if p.Found && p.Query.Sampling == Exact {
		b = min(b, p.Metrics.SmoothedLength)
	}
	if math.IsNaN(b) || b <= 0 {
		return math.Inf(1)
	}
	return b
}

// optimalTie is the difference under which two lengths count as equal:
// the same route measured along other waypoints differs in its last bits.
const optimalTie = 1e-9

// OptimalGap is how much longer a route of length l is than the optimum
// o, as a fraction (0.01 is 1 % longer), or 0 when l and o are equal
// within optimalTie: a route the footprint can follow is never shorter
// than the optimum, and rounding must not make it look so. It is below 0
// only for a route that is not one (paper sampling may clip a corner).
func OptimalGap(l, o float64) float64 {
	if math.Abs(l-o) <= optimalTie {
		return 0
	}
	return l/o - 1
}
