package pathing

import "math"

// optimal fills out.Optimal and the gap when the query asks for them and
// the search found a raw route. It searches the placement grid the A*
// search just used (kept up to date in place while the user paints), and
// bounds the search by the best route already known: the raw route, and
// in aware mode with exact sampling the smoothed one, both routes of the
// same free space (paper sampling may accept a segment that clips an
// obstacle: a route shorter than the optimum, which would cut it off).
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
	bound := out.RawCost
	if out.Found && q.Search == Aware && q.Sampling == Exact {
		bound = min(bound, out.Metrics.SmoothedLength)
	}
	if math.IsNaN(bound) || bound <= 0 {
		bound = math.Inf(1)
	}
	t0 := p.now()
	pl := p.Searcher.placementFor(g, q.Agent, q.Search)
	r := p.Optimal.search(pl, q.Search, q.Start, q.Goal, bound, ot)
	d := p.now() - t0
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
		gap := out.Metrics.SmoothedLength/r.Length - 1
		out.Metrics.OptimalGap = &gap
	}
}
