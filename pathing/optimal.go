package pathing

import (
	"math"
	"time"
)

// OptimalRoute is the shortest route there is for the query's footprint
// (it bends only at corners of the dilated obstacles, pinch points and slit ends): no smoothing of any grid path can be shorter.
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
	buckets      []optBucket
	gen          uint32
	open         openList
	path         []Point
}

// optVertex is a vertex that may lie on a route within the bound, with
// what the inner loop reads of it side by side.
type optVertex struct {
	x, y, id int32
	mask     uint8
	arrive   uint16 // arriveDirs
	h        float64
}

// optBucket is a square of the map's active vertices (active[lo:hi]) with
// their bounding box and least heuristic, so that an expansion skips at
// once the squares outside its turn cone or beyond the bound.
type optBucket struct {
	x0, y0, x1, y1 int32
	lo, hi         int32
	hmin           float64
}

// optBucketShift sets the bucket side, 16 points: fine enough to prune
// well, coarse enough that a 512² map has at most 1,024.
const optBucketShift = 4

// Search finds a shortest route of the pivot from start to goal for
// footprint f in mode (in PointMode the raw mask as for a 1×1 agent). tr,
// when not nil, receives every expansion.
func (o *OptimalSearcher) Search(g *Grid, f Footprint, mode SearchMode, start, goal Point, tr *OptimalTrace) OptimalResult {
	return o.SearchBounded(g, f, mode, start, goal, math.Inf(1), tr)
}

// SearchBounded is Search told the length of some route from start to
// goal (the smoothed one, say; +Inf for none): the search then never
// generates a vertex that cannot lie on a route as short, which saves
// most of the work on open maps. A bound below the true optimum makes
// the search fail.
func (o *OptimalSearcher) SearchBounded(g *Grid, f Footprint, mode SearchMode, start, goal Point, bound float64, tr *OptimalTrace) OptimalResult {
	p, fp := &o.aware, f.Norm()
	if mode == PointMode {
		p, fp = &o.point, Footprint{1, 1}
	}
	if !p.fresh(g, fp) && !p.update(g, fp) {
		p.build(g, fp)
	}
	if math.IsNaN(bound) || bound <= 0 {
		bound = math.Inf(1)
	}
	return o.search(p, mode, start, goal, bound, tr)
}

// search runs on the placement grid pl. bound, when finite, is the length
// of some route from start to goal (a smoothed or grid route): vertices
// whose f exceeds it are never generated.
func (o *OptimalSearcher) search(pl *placement, mode SearchMode, start, goal Point, bound float64, tr *OptimalTrace) OptimalResult {
	if tr != nil {
		tr.Reset()
	}
	if f := pl.endsFail(start, goal); f != NoFailure {
		return OptimalResult{Failure: f}
	}
	cs := &o.corners[mode&1]
	if !cs.fresh(pl) && !cs.update(pl) {
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
	// vp is vertex v's point: start, goal, or a corner
	vp := func(v int32) (x, y int) {
		switch v {
		case si:
			return start.X, start.Y
		case gi:
			return goal.X, goal.Y
		}
		return int(cs.x[v]), int(cs.y[v])
	}
	// the corners that can lie on a route no longer than bound, square by
	// square, skipping the squares outside the ellipse at once
	o.active, o.buckets = o.active[:0], o.buckets[:0]
	fsx, fsy, fgx, fgy := float64(start.X), float64(start.Y), float64(goal.X), float64(goal.Y)
	const side = 1 << optBucketShift
	for b := range len(cs.bstart) - 1 {
		lo, hi := cs.bstart[b], cs.bstart[b+1]
		if lo == hi {
			continue
		}
		x0, y0 := (b%cs.bw)*side, (b/cs.bw)*side
		if boxDist(start, x0, y0, x0+side-1, y0+side-1)+boxDist(goal, x0, y0, x0+side-1, y0+side-1) > bound {
			continue
		}
		bk := optBucket{lo: int32(len(o.active)), x0: math.MaxInt32, y0: math.MaxInt32, x1: -1, y1: -1, hmin: math.Inf(1)}
		for v := lo; v < hi; v++ {
			x, y := cs.x[v], cs.y[v]
			h := math.Hypot(float64(x)-fgx, float64(y)-fgy)
			if math.Hypot(float64(x)-fsx, float64(y)-fsy)+h > bound {
				continue
			}
			o.active = append(o.active, optVertex{x: x, y: y, id: v, mask: cs.mask[v], arrive: cs.arrive[v], h: h})
			bk.x0, bk.y0, bk.x1, bk.y1 = min(bk.x0, x), min(bk.y0, y), max(bk.x1, x), max(bk.y1, y)
			bk.hmin = min(bk.hmin, h)
		}
		if bk.hi = int32(len(o.active)); bk.hi > bk.lo {
			o.buckets = append(o.buckets, bk)
		}
	}
	o.buckets = append(o.buckets, optBucket{lo: int32(len(o.active)), hi: int32(len(o.active) + 1),
		x0: int32(goal.X), y0: int32(goal.Y), x1: int32(goal.X), y1: int32(goal.Y)})
	o.active = append(o.active, optVertex{x: int32(goal.X), y: int32(goal.Y), id: gi, arrive: arriveDirs(freeDirs(pl, pl.index(goal)), 0)})
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
		ux, uy := vp(u)
		if tr != nil {
			tr.Expanded = append(tr.Expanded, Point{ux, uy})
		}
		if u == gi {
			if tr != nil {
				tr.VisibleEnd = append(tr.VisibleEnd, int32(len(tr.Visible)))
			}
			res.Length, res.Failure = nodes[gi].g, NoFailure
			res.Path = o.extract(parent, si, gi, vp)
			return res
		}
		gu := nodes[u].g
		pu := parent[u]
		var cone turnCone
		ufree := freeDirs(pl, pl.index(Point{ux, uy}))
		if pu >= 0 {
			px, py := vp(pu)
			cone = newTurnCone(cs.mask[u], ux-px, uy-py)
		}
		for bi := range o.buckets {
			bk := &o.buckets[bi]
			x0, y0, x1, y1 := int(bk.x0)-ux, int(bk.y0)-uy, int(bk.x1)-ux, int(bk.y1)-uy
			ddx, ddy := max(x0, -x1, 0), max(y0, -y1, 0)
			if gu+math.Sqrt(float64(ddx*ddx+ddy*ddy))+bk.hmin > bound {
				continue
			}
			if pu >= 0 && !cone.allowsBox(x0, y0, x1, y1) {
				continue
			}
			for k := bk.lo; k < bk.hi; k++ {
				o.relax(pl, &res, tr, u, ux, uy, gu, pu >= 0, &cone, ufree, &o.active[k], gi, &bound)
			}
		}
		if tr != nil {
			tr.VisibleEnd = append(tr.VisibleEnd, int32(len(tr.Visible)))
		}
	}
	return res
}

// relax tests the move from u (at ux, uy, reached at cost gu) to the
// active vertex av and opens or improves av when it is taut, within the
// bound, better than av's cost so far and free.
func (o *OptimalSearcher) relax(pl *placement, res *OptimalResult, tr *OptimalTrace, u int32, ux, uy int, gu float64,
	turn bool, cone *turnCone, ufree uint16, av *optVertex, gi int32, bound *float64) {
	bx, by := int(av.x)-ux, int(av.y)-uy
	// the cheap geometric tests first: they reject most candidates
	// without touching the node records
	if d := dirIndex(sign(bx), sign(by)); d == 4 || (ufree&av.arrive)&(1<<d) == 0 {
		return
	}
	if turn && !cone.allows(bx, by) {
		return
	}
	ng := gu + math.Sqrt(float64(bx*bx+by*by))
	if ng+av.h > *bound {
		return
	}
	v := av.id
	nd := &o.nodes[v]
	seen := nd.tag>>3 == o.gen
	if seen && (nd.pos < 0 || ng >= nd.g) {
		return // expanded, or no better
	}
	res.Tests++
	if ok, _ := pl.sees(Point{ux, uy}, Point{ux + bx, uy + by}); !ok {
		return
	}
	if tr != nil {
		tr.Visible = append(tr.Visible, Point{ux + bx, uy + by})
	}
	o.parent[v] = u
	if seen {
		f := o.open.items[nd.pos].f() + ng - nd.g
		nd.g = ng
		o.open.decrease(o.nodes, int(nd.pos), f, ng)
	} else {
		*nd = node{g: ng, tag: o.gen << 3}
		o.open.push(o.nodes, newOpenEntry(ng+av.h, ng, v))
	}
	if v == gi {
		*bound = min(*bound, ng*(1+1e-12))
	}
}

// extract returns the route from si to gi along the parents.
func (o *OptimalSearcher) extract(parent []int32, si, gi int32, vp func(int32) (x, y int)) []Point {
	o.path = o.path[:0]
	for v := gi; ; v = parent[v] {
		x, y := vp(v)
		o.path = append(o.path, Point{x, y})
		if v == si {
			break
		}
	}
	for a, b := 0, len(o.path)-1; a < b; a, b = a+1, b-1 {
		o.path[a], o.path[b] = o.path[b], o.path[a]
	}
	return o.path
}

// boxDist is the Euclidean distance from p to the box [x0,x1]×[y0,y1].
func boxDist(p Point, x0, y0, x1, y1 int) float64 {
	dx, dy := max(x0-p.X, p.X-x1, 0), max(y0-p.Y, p.Y-y1, 0)
	return math.Sqrt(float64(dx*dx + dy*dy))
}
