package pathing

import (
	"math"
	"time"
	"unsafe"
)

// optimalYieldEvery is how many expansions the shortest-route search makes
// between two looks at Yield: each casts a field of view, tens of
// microseconds.
const optimalYieldEvery = 64

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
	// Stopped is true when the searcher's Stop ended the search: there is
	// no route to speak of (Failure is Unreachable).
	Stopped bool
}

// OptimalSearcher finds exact any-angle shortest routes of the pivot on
// the placement grid: A* over the visibility graph whose vertices are the
// convex corners of the dilated obstacles (optimal_corners.go) plus start
// and goal, with edges found lazily: an expanded vertex casts its field of
// view (optimal_fov.go) over the octants where a taut route may continue
// and relaxes the corners it sees whose f is within the bound. The
// Euclidean heuristic is consistent on that graph, so a vertex is final
// when it is expanded. Keep one and reuse it: its buffers, its placement
// grids and their corner lists survive between searches. Not safe for
// concurrent use.
type OptimalSearcher struct {
	aware, point placement
	corners      [2]cornerSet // by SearchMode
	nodes        []node
	info         []optInfo
	gen          uint32
	open         optOpen
	path         []Point
	// the field of view's scratch
	lit, litNext, shadows []fovSpan
	probe, chain          []Point
	vias                  []optVia
	// Stop, when not nil, is asked every optStopEvery expansions: true
	// abandons the search (OptimalResult.Stopped), as Searcher.Stop does,
	// so that a search an edit made stale ends within a frame.
	Stop func() bool
}

// optStopEvery is how many vertices a search expands between two
// questions to its Stop: well under a millisecond of work on mazes and
// random maps, a few on open maps whose corners are cast for the first time.
const optStopEvery = 256

// optVertex is a candidate successor: its point, vertex id, the
// directions a route may arrive with (arriveDirs) and its heuristic.
type optVertex struct {
	x, y, id int32
	arrive   uint16
	h        float64
}

// optExpansion is what relaxing the successors of one expanded vertex u
// reads and updates.
type optExpansion struct {
	pl         *placement
	res        *OptimalResult
	tr         *OptimalTrace
	u          int32
	ux, uy     int
	gu         float64
	turn       bool // u is not the start: leaving it must keep the route taut
	cone       turnCone
	ufree      uint16
	goal       Point
	gi         int32
	goalArrive uint16
	bound      float64
	// probe, when not nil, receives every point the field of view
	// offers instead of relaxing it (for listing a corner's moves, and the
	// tests)
	probe *[]Point
	// far is the farthest column the cast reached; budget, when above 0,
	// the rows it may still scan: the cast ends with budget -1 when they
	// run out
	far, budget int
	// goalAll: markGoal gave up, every listed corner tries the goal
	goalAll bool
	// skip has bit k set for the octants the cast leaves out
	skip uint8
	// (ax, ay) is the move that reached u
	ax, ay int
}

// dist is the Euclidean distance from (x, y) to p.
func (e *optExpansion) dist(x, y int, p Point) float64 {
	dx, dy := float64(x-p.X), float64(y-p.Y)
	return math.Sqrt(dx*dx + dy*dy)
}

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
	p := o.placementFor(g, f, mode)
	if math.IsNaN(bound) || bound <= 0 {
		bound = math.Inf(1)
	}
	return o.search(p, mode, start, goal, bound, tr)
}

// optInfo is what the search keeps of a vertex besides its node: its
// point, its parent and the move that reached it, so that expanding it
// reads neither the parent's record nor the corner list's points.
type optInfo struct {
	parent int32
	// via is the last of the corners a chain passed through between the
	// parent and the vertex (optVia, follow), or -1
	via    int32
	x, y   int16
	ax, ay int16
}

// optVia is a corner a chain passed through, and the one before it on
// the chain (or -1).
type optVia struct {
	x, y int16
	next int32
}

// The optimal search's node tags: gen<<3 marks a vertex touched by this
// search, with optHasG when it was reached (g is set) and optSeesGoal when
// markGoal found that it may see the goal.
const (
	optSeesGoal = 1
	optHasG     = 4
)

// reached reports whether nd has a cost in search gen.
func reached(nd *node, gen uint32) bool { return nd.tag>>3 == gen && nd.tag&optHasG != 0 }

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
	if tr == nil && start != goal {
		// a goal in plain view is the route: nothing is shorter than the
		// straight move (and a trace shows the search, so it searches)
		if ok, _ := pl.sees(start, goal); ok {
			dx, dy := goal.X-start.X, goal.Y-start.Y
			o.path = append(o.path[:0], start, goal)
			return OptimalResult{Path: o.path, Length: math.Sqrt(float64(dx*dx + dy*dy)), Expanded: 2, Tests: 1}
		}
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
		o.info = make([]optInfo, n+n/4)
		o.gen = 0
	}
	nodes, info := o.nodes[:n], o.info[:n]
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
	if start == goal {
		o.path = append(o.path[:0], start)
		return OptimalResult{Path: o.path, Expanded: 1}
	}
	o.open.reset()
	nodes[si] = node{tag: gen<<3 | optHasG}
	info[si] = optInfo{parent: -1, via: -1, x: int16(start.X), y: int16(start.Y)}
	o.vias = o.vias[:0]
	o.open.push(nodes, math.Hypot(float64(start.X-goal.X), float64(start.Y-goal.Y)), si)
	res := OptimalResult{Failure: Unreachable}
	e := optExpansion{pl: pl, res: &res, tr: tr, goal: goal, gi: gi, bound: bound,
		goalArrive: arriveDirs(freeDirs(pl, pl.index(goal)), 0)}
	goalMarked := false
	for o.open.len() > 0 {
		if res.Expanded%optStopEvery == 0 && o.Stop != nil && o.Stop() { // first before any expansion: a job gone stale while the placement grid was built
			return OptimalResult{Expanded: res.Expanded, Tests: res.Tests, Failure: Unreachable, Stopped: true}
		}
		u := o.open.pop(nodes)
		if o.open.len() > 0 {
			// the vertex at the top now is nearly always the one expanded
			// next: start loading its records and its list
			t := o.open.ids[0]
			prefetch(unsafe.Pointer(&info[t]))
			prefetch(unsafe.Pointer(&nodes[t]))
			if t < int32(nc) {
				if r := cs.vis[t]; r >= 0 {
					prefetch(unsafe.Pointer(&cs.arena[r&visOffMask]))
				}
			}
		}
		nd := &nodes[u]
		nd.pos = closedAt0
		res.Expanded++
		if Yields && res.Expanded%optimalYieldEvery == 0 {
			YieldPhase() // the browser's turn: calls a millisecond or more apart (Yield's skips, paced by faster callers, let the search hold the page for its whole run)
		}
		in := info[u]
		ux, uy := int(in.x), int(in.y)
		if tr != nil {
			tr.Expanded = append(tr.Expanded, Point{ux, uy})
		}
		if u == gi {
			if tr != nil {
				tr.Reached.Close()
			}
			res.Length, res.Failure = nd.g, NoFailure
			res.Path = o.extract(info, gi)
			return res
		}
		e.u, e.ux, e.uy, e.gu = u, ux, uy, nd.g
		e.turn = in.parent >= 0
		e.ax, e.ay = int(in.ax), int(in.ay)
		off := visWide
		if u < int32(nc) {
			switch off = cs.vis[u]; off {
			case visNone:
				cs.vis[u] = visOnce // cast through the cone this time, listed the next
			case visOnce:
				off = o.listCorner(cs, u)
			}
		}
		if off >= 0 {
			if !goalMarked {
				o.markGoal(&e, cs, start)
				goalMarked = true
			}
			o.expandListed(&e, cs, off)
		} else {
			e.ufree = freeDirs(pl, pl.index(Point{ux, uy}))
			if e.turn {
				e.cone = newTurnCone(cs.mask[u], e.ax, e.ay)
			}
			dmax := max(pl.w, pl.h) + 1
			if !math.IsInf(e.bound, 1) {
				dmax = min(dmax, int(e.bound-e.gu)+1)
			}
			o.castFOV(&e, cs, dmax)
		}
		if tr != nil {
			tr.Reached.Close()
		}
	}
	return res
}

// relax tests the move from the expanded vertex e.u to the candidate av
// and opens or improves av when it is taut, within the bound, better than
// av's cost so far and free.
func (o *OptimalSearcher) relax(e *optExpansion, av *optVertex) {
	bx, by := int(av.x)-e.ux, int(av.y)-e.uy
	// the cheap geometric tests first: they reject most candidates
	// without touching the node records
	if d := dirIndex(sign(bx), sign(by)); d == 4 || (e.ufree&av.arrive)&(1<<d) == 0 {
		return
	}
	if e.turn && !e.cone.allows(bx, by) {
		return
	}
	ng := e.gu + math.Sqrt(float64(bx*bx+by*by))
	if ng+av.h > e.bound {
		return
	}
	v := av.id
	nd := &o.nodes[v]
	seen := reached(nd, o.gen)
	if seen && (nd.pos < 0 || ng >= nd.g) {
		return // expanded, or no better
	}
	e.res.Tests++
	if ok, _ := e.pl.sees(Point{e.ux, e.uy}, Point{e.ux + bx, e.uy + by}); !ok {
		return
	}
	o.reach(e, v, e.ux+bx, e.uy+by, bx, by, ng, ng+av.h, seen, -1)
}

// reach opens v at (x, y) (seen: improves it) with cost ng and key f,
// reached from the expanded vertex through the chain via (or -1), the
// last move (bx, by).
func (o *OptimalSearcher) reach(e *optExpansion, v int32, x, y, bx, by int, ng, f float64, seen bool, via int32) {
	if e.tr != nil {
		e.tr.Reached.Add(Point{x, y})
	}
	o.info[v] = optInfo{parent: e.u, via: via, x: int16(x), y: int16(y), ax: int16(bx), ay: int16(by)}
	nd := &o.nodes[v]
	if seen {
		nd.g = ng
		o.open.decrease(o.nodes, nd.pos, f)
	} else {
		t := o.gen << 3
		if nd.tag>>3 == o.gen {
			t = nd.tag // keep its goal mark
		}
		*nd = node{g: ng, tag: t | optHasG}
		o.open.push(o.nodes, f, v)
	}
	if v == e.gi {
		e.bound = min(e.bound, ng*(1+1e-12))
	}
}

// extract returns the route to v along the parents.
func (o *OptimalSearcher) extract(info []optInfo, v int32) []Point {
	o.path = o.path[:0]
	for ; v >= 0; v = info[v].parent {
		o.path = append(o.path, Point{int(info[v].x), int(info[v].y)})
		for c := info[v].via; c >= 0; c = o.vias[c].next {
			o.path = append(o.path, Point{int(o.vias[c].x), int(o.vias[c].y)})
		}
	}
	for a, b := 0, len(o.path)-1; a < b; a, b = a+1, b-1 {
		o.path[a], o.path[b] = o.path[b], o.path[a]
	}
	return o.path
}
