package pathing

import (
	"math"
	"time"
)

// OptimalRoute is the shortest route there is for the query's footprint
// (ALGORITHM.md §9.3): no smoothing of any grid path can be shorter.
type OptimalRoute struct {
	Length    float64
	Waypoints []Point
	// Expanded is how many vertices the search expanded, Tests how many
	// straight moves it tested.
	Expanded int
	Tests    int
	Time     time.Duration
}

// OptimalResult is the outcome of one OptimalSearcher search. Path aliases
// the searcher's buffer and is valid until its next search.
type OptimalResult struct {
	Path     []Point
	Length   float64
	Expanded int
	Tests    int
	Failure  Failure
}

// OptimalTrace records an optimal search for the animation:
// Visible[VisibleEnd[i-1]:VisibleEnd[i]] (VisibleEnd[-1] taken as 0) are
// the successors that the i-th expanded vertex, Expanded[i], saw.
type OptimalTrace struct {
	Expanded   []Point
	Visible    []Point
	VisibleEnd []int32
}

// Reset empties t, keeping its buffers.
func (t *OptimalTrace) Reset() {
	t.Expanded, t.Visible, t.VisibleEnd = t.Expanded[:0], t.Visible[:0], t.VisibleEnd[:0]
}

// OptimalSearcher finds exact any-angle shortest routes of the pivot on
// the placement grid: A* over the visibility graph whose vertices are the
// convex corners of the dilated obstacles (optimal_corners.go) plus start
// and goal, with edges tested lazily, only from an expanded vertex to the
// corners that could continue a taut route and whose f is within the
// bound. The Euclidean heuristic is consistent on that graph, so a vertex
// is final when it is expanded. Keep one and reuse it: its buffers, its
// placement grids and their corner lists survive between searches. Not
// safe for concurrent use.
type OptimalSearcher struct {
	aware, point placement
	corners      [2]cornerSet // by SearchMode
	nodes        []node
	parent       []int32
	active       []optVertex
	gen          uint32
	open         openList
	path         []Point
}

// optVertex is a vertex that may lie on a route within the bound, with
// what the inner loop reads of it side by side.
type optVertex struct {
	x, y, id int32
	mask     uint8
	h        float64
}

// Search finds a shortest route of the pivot from start to goal for
// footprint f in mode (in PointMode the raw mask as for a 1×1 agent). tr,
// when not nil, receives every expansion.
func (o *OptimalSearcher) Search(g *Grid, f Footprint, mode SearchMode, start, goal Point, tr *OptimalTrace) OptimalResult {
	p, fp := &o.aware, f.Norm()
	if mode == PointMode {
		p, fp = &o.point, Footprint{1, 1}
	}
	if !p.fresh(g, fp) && !p.update(g, fp) {
		p.build(g, fp)
	}
	return o.search(p, mode, start, goal, math.Inf(1), tr)
}

// search runs on the placement grid pl. bound, when finite, is the length
// of some route from start to goal (a smoothed or grid route): vertices
// whose f exceeds it are never generated.
func (o *OptimalSearcher) search(pl *placement, mode SearchMode, start, goal Point, bound float64, tr *OptimalTrace) OptimalResult {
	if tr != nil {
		tr.Reset()
	}
	if !pl.valid(start) {
		return OptimalResult{Failure: StartBlocked}
	}
	if !pl.valid(goal) {
		return OptimalResult{Failure: GoalBlocked}
	}
	cs := &o.corners[mode&1]
	if !cs.fresh(pl) {
		cs.build(pl)
	}
	nc := len(cs.x)
	n := nc + 2
	si, gi := int32(nc), int32(nc+1)
	if cap(o.nodes) < n {
		o.nodes = make([]node, n+n/4)
		o.parent = make([]int32, n+n/4)
		o.gen = 0
	}
	nodes, parent := o.nodes[:n], o.parent[:n]
	o.gen++
	if o.gen == maxGen {
		for i := range o.nodes {
			o.nodes[i].tag = 0
		}
		o.gen = 1
	}
	gen := o.gen
	if !math.IsInf(bound, 1) {
		bound = bound*(1+1e-9) + 1e-9
	}
	vx := func(v int32) int {
		switch v {
		case si:
			return start.X
		case gi:
			return goal.X
		}
		return int(cs.x[v])
	}
	vy := func(v int32) int {
		switch v {
		case si:
			return start.Y
		case gi:
			return goal.Y
		}
		return int(cs.y[v])
	}
	// the corners that can lie on a route no longer than bound
	o.active = o.active[:0]
	fsx, fsy, fgx, fgy := float64(start.X), float64(start.Y), float64(goal.X), float64(goal.Y)
	for v := range nc {
		x, y := float64(cs.x[v]), float64(cs.y[v])
		h := math.Hypot(x-fgx, y-fgy)
		if math.Hypot(x-fsx, y-fsy)+h <= bound {
			o.active = append(o.active, optVertex{x: cs.x[v], y: cs.y[v], id: int32(v), mask: cs.mask[v], h: h})
		}
	}
	o.active = append(o.active, optVertex{x: int32(goal.X), y: int32(goal.Y), id: gi})
	if start == goal {
		o.path = append(o.path[:0], start)
		return OptimalResult{Path: o.path, Expanded: 1}
	}
	o.open.reset()
	nodes[si] = node{tag: gen << 3}
	parent[si] = -1
	o.open.push(nodes, newOpenEntry(math.Hypot(fsx-fgx, fsy-fgy), 0, si))
	res := OptimalResult{Failure: Unreachable}
	for o.open.len() > 0 {
		top := o.open.pop(nodes)
		u := top.id
		nodes[u].pos = closedAt0
		res.Expanded++
		ux, uy := vx(u), vy(u)
		if tr != nil {
			tr.Expanded = append(tr.Expanded, Point{ux, uy})
		}
		if u == gi {
			if tr != nil {
				tr.VisibleEnd = append(tr.VisibleEnd, int32(len(tr.Visible)))
			}
			res.Length, res.Failure = nodes[gi].g, NoFailure
			res.Path = o.extract(parent, si, gi, vx, vy)
			return res
		}
		gu := nodes[u].g
		pu := parent[u]
		var ax, ay int
		var um uint8
		if pu >= 0 {
			ax, ay = ux-vx(pu), uy-vy(pu)
			um = cs.mask[u]
		}
		for k := range o.active {
			av := &o.active[k]
			v := av.id
			nd := &nodes[v]
			seen := nd.tag>>3 == gen
			if seen && nd.pos < 0 {
				continue // expanded
			}
			bx, by := int(av.x)-ux, int(av.y)-uy
			if bx == 0 && by == 0 {
				continue
			}
			if pu >= 0 && !tautTurn(um, ax, ay, bx, by) {
				continue
			}
			if v != gi && !tangent(av.mask, bx, by) {
				continue
			}
			ng := gu + math.Sqrt(float64(bx*bx+by*by))
			if ng+av.h > bound || seen && ng >= nd.g {
				continue
			}
			res.Tests++
			if ok, _ := pl.sees(Point{ux, uy}, Point{ux + bx, uy + by}); !ok {
				continue
			}
			if tr != nil {
				tr.Visible = append(tr.Visible, Point{ux + bx, uy + by})
			}
			parent[v] = u
			if seen {
				f := o.open.items[nd.pos].f() + ng - nd.g
				nd.g = ng
				o.open.decrease(nodes, int(nd.pos), f, ng)
			} else {
				*nd = node{g: ng, tag: gen << 3}
				o.open.push(nodes, newOpenEntry(ng+av.h, ng, v))
			}
			if v == gi {
				bound = min(bound, ng*(1+1e-12))
			}
		}
		if tr != nil {
			tr.VisibleEnd = append(tr.VisibleEnd, int32(len(tr.Visible)))
		}
	}
	return res
}

// extract returns the route from si to gi along the parents.
func (o *OptimalSearcher) extract(parent []int32, si, gi int32, vx, vy func(int32) int) []Point {
	o.path = o.path[:0]
	for v := gi; ; v = parent[v] {
		o.path = append(o.path, Point{vx(v), vy(v)})
		if v == si {
			break
		}
	}
	for a, b := 0, len(o.path)-1; a < b; a, b = a+1, b-1 {
		o.path[a], o.path[b] = o.path[b], o.path[a]
	}
	return o.path
}
