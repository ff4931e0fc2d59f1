package agent

import "swath/pathing"

// affected reports whether changing the cells in box may change plan p.
//
// A* with the octile heuristic (consistent: moves cost 1 and √2, never
// less than their octile length) expands only nodes n with
// g(n) + h(n) ≤ C, the route's cost, and g(n) ≥ octile(S, n), so
// octile(S, n) + octile(n, G) ≤ C. It reads the placements of their eight
// neighbours q (octile(S, q) + octile(q, G) ≤ C + 2√2), and a placement
// reads the cells its footprint covers. Smoothing tests the footprint swept
// between nodes of the route: points of segments between nodes inside that
// region (it is convex), whose footprint meets the cells covered at the
// integer points round them (docs/algorithm.md §9), again within C + 2√2. A
// changed cell that no pivot within C + 4√2 covers (one more ring of
// slack for the paper's sampling) was read by neither: the search repeats
// itself exactly and the smoothing with it. JPS scans runs to the map's
// edge, and a plan with no route searched all it could reach, so any edit
// may change them.
func affected(p *pathing.Plan, box pathing.Rect) bool {
	q := p.Query
	if q.Algorithm != pathing.AStar || len(p.Raw) == 0 {
		return true
	}
	c0 := q.Agent.Norm().Cover(pathing.Pt(0, 0))
	const ring = 2
	x0, x1 := box.MinX-c0.MaxX-ring, box.MaxX-c0.MinX+ring
	y0, y1 := box.MinY-c0.MaxY-ring, box.MaxY-c0.MinY+ring
	if (x1-x0+1)*(y1-y0+1) > 1<<20 {
		return true
	}
	bound := p.RawCost + 4*1.4142135623730951 + 1e-6
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if octileLen(x-q.Start.X, y-q.Start.Y)+octileLen(x-q.Goal.X, y-q.Goal.Y) <= bound {
				return true
			}
		}
	}
	return false
}

// octileLen is the octile length of the offset (dx, dy).
func octileLen(dx, dy int) float64 {
	dx, dy = abs(dx), abs(dy)
	return float64(max(dx, dy)-min(dx, dy)) + 1.4142135623730951*float64(min(dx, dy))
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
