package scene

import "swath/pathing"

// maxPlaceSearch bounds the placements newNPCEnds looks at for one end: a
// few hundred cells around it on any map, never the whole of an 8192² one.
const maxPlaceSearch = 1 << 16

// newNPCEnds are the ends of an NPC added beside the selected one (query
// q): each end moves to the nearest placement where q's footprint fits
// and overlaps no other NPC's footprint at that end (an NPC on top of
// another hides its route and its markers). Nearest is by the steps from
// the end through placements where the footprint fits, so the new end is
// in the old one's region. An end that does not fit, or has no such
// placement within maxPlaceSearch, stays where it is.
func (s *Scene) newNPCEnds(q pathing.Query) pathing.Query {
	var starts, goals []pathing.Rect
	for _, a := range s.agents {
		aq := a.Query()
		starts = append(starts, aq.Agent.Cover(aq.Start))
		goals = append(goals, aq.Agent.Cover(aq.Goal))
	}
	q.Start = s.nearestFreePlacement(q.Agent, q.Start, starts)
	q.Goal = s.nearestFreePlacement(q.Agent, q.Goal, goals)
	return q
}

// nearestFreePlacement is the placement of f nearest to p, by a breadth
// first walk over placements where f fits, whose cover overlaps none of
// taken; p itself when p does not fit or none is found in reach.
func (s *Scene) nearestFreePlacement(f pathing.Footprint, p pathing.Point, taken []pathing.Rect) pathing.Point {
	g := s.grid
	if !g.Fits(f, p) {
		return p
	}
	free := func(c pathing.Point) bool {
		r := f.Cover(c)
		for _, t := range taken {
			if overlaps(r, t) {
				return false
			}
		}
		return true
	}
	seen := map[pathing.Point]bool{p: true}
	queue := []pathing.Point{p}
	for len(queue) > 0 && len(seen) <= maxPlaceSearch {
		c := queue[0]
		queue = queue[1:]
		if free(c) {
			return c
		}
		for _, d := range [...]pathing.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
			n := pathing.Pt(c.X+d.X, c.Y+d.Y)
			if !seen[n] && g.Fits(f, n) {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return p
}

// overlaps reports whether rectangles a and b share a cell.
func overlaps(a, b pathing.Rect) bool {
	return a.MinX <= b.MaxX && b.MinX <= a.MaxX && a.MinY <= b.MaxY && b.MinY <= a.MaxY
}
