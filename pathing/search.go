package pathing

import "math"

const closedPos = -1

// node is the per-cell search record, valid only when gen equals the
// searcher's current generation.
type node struct {
	g      float64
	parent int32
	pos    int32 // heap position, or closedPos once expanded
	gen    uint32
}

// SearchResult is the outcome of one A* search. Path aliases the searcher's
// buffer and is valid until its next search.
type SearchResult struct {
	Path     []Point
	Cost     float64
	Expanded int
	Failure  Failure
}

// SearchTrace records the expansions of one search for the animation.
// Opened[OpenedEnd[i-1]:OpenedEnd[i]] (OpenedEnd[-1] taken as 0) are the cells
// first opened or improved by the i-th expansion, Expanded[i]; the first
// range also holds the start itself.
type SearchTrace struct {
	Expanded  []Point
	Opened    []Point
	OpenedEnd []int32
}

// Reset empties t, keeping its buffers.
func (t *SearchTrace) Reset() {
	t.Expanded, t.Opened, t.OpenedEnd = t.Expanded[:0], t.Opened[:0], t.OpenedEnd[:0]
}

// Searcher runs A* searches (8-connected, costs 1 and √2, no corner cutting,
// octile heuristic, ties to larger g). Keep one and reuse it: its buffers
// and placement grids survive between searches, so a warm search allocates
// nothing. A Searcher is not safe for concurrent use.
type Searcher struct {
	aware, point placement
	nodes        []node
	gen          uint32
	open         openList
	path         []Point
}

// NewSearcher returns a ready Searcher; the zero value is ready too.
func NewSearcher() *Searcher { return &Searcher{} }

// Placement returns the cached valid-placement grid for (g, f, mode),
// rebuilding it when g changed.
func (s *Searcher) placementFor(g *Grid, f Footprint, mode SearchMode) *placement {
	p, fp := &s.aware, f.Norm()
	if mode == PointMode {
		p, fp = &s.point, Footprint{1, 1}
	}
	if !p.fresh(g, fp) {
		p.build(g, fp)
	}
	return p
}

// Valid reports whether pivot pt is a valid placement for f in mode on g,
// in O(1) once the placement grid is cached.
func (s *Searcher) Valid(g *Grid, f Footprint, mode SearchMode, pt Point) bool {
	return s.placementFor(g, f, mode).valid(pt)
}

// Search finds a shortest path of pivot cells from start to goal. With
// mode PointMode the footprint is ignored (a 1×1 search of the raw mask).
// tr, when not nil, receives every expansion.
func (s *Searcher) Search(g *Grid, f Footprint, mode SearchMode, start, goal Point, tr *SearchTrace) SearchResult {
	pl := s.placementFor(g, f, mode)
	if tr != nil {
		tr.Reset()
	}
	if !pl.valid(start) {
		return SearchResult{Failure: StartBlocked}
	}
	if !pl.valid(goal) {
		return SearchResult{Failure: GoalBlocked}
	}
	n := len(pl.ok)
	if len(s.nodes) < n {
		s.nodes = make([]node, n)
		s.gen = 0
	}
	s.gen++
	if s.gen == 0 { // wrapped: old stamps could collide
		for i := range s.nodes {
			s.nodes[i].gen = 0
		}
		s.gen = 1
	}
	nodes, gen, ok, pw := s.nodes, s.gen, pl.ok, pl.pw
	s.open.reset()

	si, gi := int32(pl.index(start)), int32(pl.index(goal))
	gx, gy := goal.X+1, goal.Y+1
	nodes[si] = node{g: 0, parent: -1, gen: gen}
	s.open.push(nodes, openEntry{f: octile(int(si), pw, gx, gy), g: 0, id: si})
	if tr != nil {
		tr.Opened = append(tr.Opened, start)
	}

	offs := [8]int32{-1, 1, int32(-pw), int32(pw), int32(-pw - 1), int32(-pw + 1), int32(pw - 1), int32(pw + 1)}
	expanded := 0
	for s.open.len() > 0 {
		top := s.open.pop(nodes)
		cur, cg := top.id, top.g
		expanded++
		if tr != nil {
			tr.Expanded = append(tr.Expanded, pl.point(int(cur)))
		}
		if cur == gi {
			if tr != nil {
				tr.OpenedEnd = append(tr.OpenedEnd, int32(len(tr.Opened)))
			}
			return SearchResult{Path: s.extract(pl, gi), Cost: nodes[gi].g, Expanded: expanded}
		}
		okW, okE, okN, okS := ok[cur-1], ok[cur+1], ok[cur-int32(pw)], ok[cur+int32(pw)]
		for k, off := range offs {
			nb := cur + off
			if !ok[nb] {
				continue
			}
			cost := 1.0
			if k >= 4 {
				switch k {
				case 4:
					if !okN || !okW {
						continue
					}
				case 5:
					if !okN || !okE {
						continue
					}
				case 6:
					if !okS || !okW {
						continue
					}
				case 7:
					if !okS || !okE {
						continue
					}
				}
				cost = math.Sqrt2
			}
			ng := cg + cost
			nd := &nodes[nb]
			if nd.gen != gen {
				*nd = node{g: ng, parent: cur, gen: gen}
				s.open.push(nodes, openEntry{f: ng + octile(int(nb), pw, gx, gy), g: ng, id: nb})
			} else if nd.pos == closedPos || ng >= nd.g {
				continue
			} else {
				e := &s.open.items[nd.pos]
				f := e.f + ng - nd.g
				nd.g = ng
				nd.parent = cur
				s.open.decrease(nodes, int(nd.pos), f, ng)
			}
			if tr != nil {
				tr.Opened = append(tr.Opened, pl.point(int(nb)))
			}
		}
		if tr != nil {
			tr.OpenedEnd = append(tr.OpenedEnd, int32(len(tr.Opened)))
		}
	}
	return SearchResult{Expanded: expanded, Failure: Unreachable}
}

func (s *Searcher) extract(pl *placement, gi int32) []Point {
	s.path = s.path[:0]
	for i := gi; i >= 0; i = s.nodes[i].parent {
		s.path = append(s.path, pl.point(int(i)))
	}
	for a, b := 0, len(s.path)-1; a < b; a, b = a+1, b-1 {
		s.path[a], s.path[b] = s.path[b], s.path[a]
	}
	return s.path
}

// octile is the octile distance from padded index i to (gx, gy), padded.
func octile(i, pw, gx, gy int) float64 {
	dx, dy := i%pw-gx, i/pw-gy
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	if dx < dy {
		dx, dy = dy, dx
	}
	return float64(dx-dy) + math.Sqrt2*float64(dy)
}
