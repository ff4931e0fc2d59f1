package pathing

import (
	"math"
)

// Jump Point Search (Harabor & Grastien, "Online Graph Pruning for
// Pathfinding on Grid Maps", AAAI 2011), in its variant with no corner
// cutting, run on the placement grid: a wide agent is a point there, so it is exact for
// every footprint. From each expanded node it only follows the directions
// a shortest path can take there (the natural one, and those a forced
// neighbour opens) and jumps along each: straight until a cell that could
// be a turning point of a shortest path (one with a forced neighbour, or
// the goal); diagonally until blocked, scanning straight along both of its
// axes from every cell. The straight scans read the packed grid 56 cells
// at a time (jps_packed.go).
//
// Rules with no corner cutting: a diagonal move needs both orthogonal
// neighbours valid, so a diagonal step never has forced neighbours; moving
// straight along +x, cell (x, y) has a forced neighbour (x, y±1) when that
// cell is valid and (x-1, y±1) is not: the step to it, and the diagonal
// past it, are then shortest only through (x, y).

// JPSearcher runs Jump Point Searches. Keep one and reuse it: its packed
// grids follow the map's edits in place and its buffers survive, so a warm
// search allocates nothing. Unlike Searcher it never resumes: a JPS search
// is simply fresh each time (resuming is an A* feature). The zero value is
// ready. Not safe for concurrent use.
type JPSearcher struct {
	// Order chooses how the path between jump points is laid out in cells.
	Order CellOrder
	// Stop, when not nil, is asked every jpsStopEvery expansions (jump
	// points, each worth a few jumps' scans): true abandons the search
	// (SearchResult.Stopped), as Searcher.Stop does.
	Stop func() bool

	aware, point jpsGrid
	nodes        []node
	parent       []int32
	sets         cellSets
	gen          uint32
	open         openList
	fast         []int32
	jumps        []int32
	turns        []Point
	path         []Point
	last         *jpsGrid // the grid of the last search, for Expand
}

// jpsStopEvery is how many jump points JPSearcher.Search expands between
// two questions to its Stop.
const jpsStopEvery = 1024

// jpsGrid is a placement grid with its packed copy.
type jpsGrid struct {
	pl placement
	pk packedGrid
}

// gridFor returns the placement and packed grid for (g, f, mode), patched
// where g's cells changed since, or rebuilt.
func (s *JPSearcher) gridFor(g *Grid, f Footprint, mode SearchMode) *jpsGrid {
	jg, fp := &s.aware, f.Norm()
	if mode == PointMode {
		jg, fp = &s.point, Footprint{1, 1}
	}
	switch {
	case jg.pl.fresh(g, fp):
	case jg.pl.update(g, fp):
		for _, r := range jg.pl.dirty {
			jg.pk.patch(&jg.pl, r)
		}
	default:
		jg.pl.build(g, fp)
		jg.pk.build(&jg.pl)
	}
	return jg
}

// Valid reports whether pivot pt is a valid placement for f in mode on g.
func (s *JPSearcher) Valid(g *Grid, f Footprint, mode SearchMode, pt Point) bool {
	return s.gridFor(g, f, mode).pl.valid(pt)
}

// Direction indices, as in Searcher.run: W, E, N, S, NW, NE, SW, SE.
var (
	dirDX = [8]int{-1, 1, 0, 0, -1, 1, -1, 1}
	dirDY = [8]int{0, 0, -1, 1, -1, -1, 1, 1}
)

// dirOf is the direction index of the unit step (dx, dy).
func dirOf(dx, dy int) int { return jpsDir[(dy+1)*3+dx+1] }

var jpsDir = [9]int{4, 2, 5, 0, -1, 1, 6, 3, 7}

// noDir marks the start, which has no incoming direction.
const noDir = 8

// jpsRun is one search's state, shared by the jumps: they generate their
// successors themselves.
type jpsRun struct {
	ok      []bool
	pk      *packedGrid
	pw      int
	gi      int
	gx, gy  int
	scanned int
	tr      *JPSTrace
	nodes   []node
	parent  []int32
	sets    *cellSets
	gen     uint32
	open    *openList
	fast    *[]int32 // generated nodes whose f is the current minimum
	cf      float64  // the f of the node last taken from the heap
	h       heuristic
	cur     int32   // the node being expanded
	cg      float64 // its cost
}

// Search finds a shortest path of pivot cells from start to goal, like
// Searcher.Search (same rules and costs). Path is the jump points joined
// cell by cell in s.Order; Expanded counts jump points expanded and
// Scanned the cells the jumps passed over. tr, when not nil, receives
// every expansion, run scanned and successor.
//
// The diagonal jumps prune intermediate nodes (Harabor & Grastien,
// "Improving Jump Point Search", ICAPS 2014): where a straight scan from a
// cell of a diagonal run finds a jump point, that jump point is generated
// at once (reached diagonal-first through the cell) and the diagonal runs
// on, instead of stopping there and expanding the cell later only to scan
// the same lines again.
func (s *JPSearcher) Search(g *Grid, f Footprint, mode SearchMode, start, goal Point, tr *JPSTrace) SearchResult {
	jg := s.gridFor(g, f, mode)
	pl := &jg.pl
	s.last = jg
	s.jumps = s.jumps[:0]
	if tr != nil {
		tr.Reset()
	}
	if f := pl.endsFail(start, goal); f != NoFailure {
		return SearchResult{Failure: f}
	}
	n := len(pl.ok)
	if len(s.nodes) < n {
		s.nodes = make([]node, n)
		s.parent = make([]int32, n)
		s.gen = 0
	}
	s.gen++
	if s.gen == maxGen {
		for i := range s.nodes {
			s.nodes[i].tag = 0
		}
		s.gen = 1
	}
	s.open.reset()
	si, gi := int32(pl.index(start)), int32(pl.index(goal))
	r := jpsRun{ok: pl.ok, pk: &jg.pk, pw: pl.pw, gi: int(gi), gx: goal.X, gy: goal.Y, tr: tr,
		nodes: s.nodes, parent: s.parent, sets: &s.sets, gen: s.gen, open: &s.open, fast: &s.fast, h: newHeuristic(pl, goal)}
	s.fast = s.fast[:0]
	s.sets.reset(n, s.gen)
	s.sets.see(int(si))
	nodes := r.nodes
	nodes[si] = node{tag: r.gen << 3}
	s.parent[si] = -1
	s.open.push(nodes, newOpenEntry(r.h.at(si), 0, si))
	expanded := 0
	for {
		// as in Searcher.run: nodes generated with f equal to the current
		// minimum are expanded from a stack before the heap is touched
		var cur int32
		if k := len(s.fast); k > 0 {
			cur = s.fast[k-1]
			s.fast = s.fast[:k-1]
			r.cur, r.cg = cur, nodes[cur].g
		} else if s.open.len() > 0 {
			top := s.open.pop(nodes)
			cur = top.id
			r.cur, r.cg, r.cf = cur, top.g(), top.f()
		} else {
			break
		}
		nodes[cur].pos = closedAt0
		r.sets.close(int(cur))
		expanded++
		if expanded%jpsStopEvery == 0 && (s.Stop != nil || Yields) {
			YieldPhase() // the browser's turn (the web page's one thread): a thousand jump points apart
			if s.Stop != nil && s.Stop() {
				s.jumps = s.jumps[:0]
				return SearchResult{Expanded: expanded, Failure: Unreachable, Scanned: r.scanned, Stopped: true}
			}
		}
		p := pl.point(int(cur))
		if tr != nil {
			tr.Expanded = append(tr.Expanded, p)
		}
		if cur == gi {
			if tr != nil {
				tr.RunsEnd = append(tr.RunsEnd, int32(len(tr.Runs)))
				tr.SuccEnd = append(tr.SuccEnd, int32(len(tr.Successors)))
			}
			for i := gi; i >= 0; i = s.parent[i] {
				s.jumps = append(s.jumps, i)
			}
			for a, b := 0, len(s.jumps)-1; a < b; a, b = a+1, b-1 {
				s.jumps[a], s.jumps[b] = s.jumps[b], s.jumps[a]
			}
			return SearchResult{Path: s.expand(jg, s.Order), Cost: nodes[gi].g, Expanded: expanded, Scanned: r.scanned}
		}
		in := noDir
		if cur != si {
			in = int(nodes[cur].tag & 7)
		}
		for m := r.successors(int(cur), in); m != 0; m &= m - 1 {
			d := trailing8[m&-m]
			if dirDX[d] == 0 || dirDY[d] == 0 {
				r.straight(int(cur), p.X, p.Y, d, 0)
			} else {
				r.diagonal(int(cur), p.X, p.Y, d)
			}
		}
		if tr != nil {
			tr.RunsEnd = append(tr.RunsEnd, int32(len(tr.Runs)))
			tr.SuccEnd = append(tr.SuccEnd, int32(len(tr.Successors)))
		}
	}
	return SearchResult{Expanded: expanded, Failure: Unreachable, Scanned: r.scanned}
}

// trailing8 maps a one-bit byte to its bit's index.
var trailing8 = func() (t [256]int) {
	for k := range 8 {
		t[1<<k] = k
	}
	return t
}()

// successors are the directions a shortest path may leave node i by,
// having come in direction in: the natural ones and those a forced
// neighbour opens (all eight at the start). Each jump checks its own moves.
func (r *jpsRun) successors(i, in int) uint {
	if in == noDir {
		return 0xff
	}
	dx, dy := dirDX[in], dirDY[in]
	ok, pw := r.ok, r.pw
	switch {
	case dx != 0 && dy != 0:
		return 1<<in | 1<<dirOf(dx, 0) | 1<<dirOf(0, dy)
	case dx != 0:
		m := uint(1) << in
		for _, s := range [2]int{-1, 1} {
			if !ok[i-dx+s*pw] && ok[i+s*pw] {
				m |= 1<<dirOf(0, s) | 1<<dirOf(dx, s)
			}
		}
		return m
	default:
		m := uint(1) << in
		for _, s := range [2]int{-1, 1} {
			if !ok[i+s-dy*pw] && ok[i+s] {
				m |= 1<<dirOf(s, 0) | 1<<dirOf(s, dy)
			}
		}
		return m
	}
}

// relax offers node t, reached from the node being expanded at extra cost
// cost, its last step in direction d.
func (r *jpsRun) relax(t int, cost float64, d int) {
	ng := r.cg + cost
	seen, closed := r.sets.state(t)
	if closed {
		if r.tr != nil {
			r.tr.Successors = append(r.tr.Successors, JPSSuccessor{To: Point{t%r.pw - 1, t/r.pw - 1}, Cost: ng})
		}
		return
	}
	nd := &r.nodes[t]
	opened := false
	if !seen {
		r.sets.see(t)
		*nd = node{g: ng, tag: r.gen<<3 | uint32(d)}
		r.parent[t] = r.cur
		if f := ng + r.h.at(int32(t)); f <= r.cf+fTieEps {
			nd.pos = fastPos
			*r.fast = append(*r.fast, int32(t))
		} else {
			r.open.push(r.nodes, newOpenEntry(f, ng, int32(t)))
		}
		opened = true
	} else if nd.pos >= 0 && ng+fTieEps < nd.g {
		f := r.open.items[nd.pos].f() + ng - nd.g
		nd.g = ng
		nd.tag = r.gen<<3 | uint32(d)
		r.parent[t] = r.cur
		r.open.decrease(r.nodes, int(nd.pos), f, ng)
		opened = true
	}
	if r.tr != nil {
		r.tr.Successors = append(r.tr.Successors, JPSSuccessor{
			To: Point{t%r.pw - 1, t/r.pw - 1}, Cost: ng, Opened: opened})
	}
}

// straight scans from cell i = (x, y) in straight direction d and relaxes
// the jump point (or goal) it finds, at extra cost base plus the run. It
// reports whether it found one.
func (r *jpsRun) straight(i, x, y, d int, base float64) bool {
	var c, from, t int
	var stop scanStop
	switch d {
	case 1: // E
		from = x + 1
		c, stop = r.pk.rows.scanUp(y, from, r.goalOn(y == r.gy, r.gx))
		t = i + c - x
	case 0: // W
		from = x - 1
		c, stop = r.pk.rows.scanDown(y, from, r.goalOn(y == r.gy, r.gx))
		t = i + c - x
	case 3: // S
		from = y + 1
		c, stop = r.pk.cols.scanUp(x, from, r.goalOn(x == r.gx, r.gy))
		t = i + (c-y)*r.pw
	default: // N
		from = y - 1
		c, stop = r.pk.cols.scanDown(x, from, r.goalOn(x == r.gx, r.gy))
		t = i + (c-y)*r.pw
	}
	n := c - from // cells passed over before the stop cell
	if n < 0 {
		n = -n
	}
	if stop != stopBlocked {
		n++
	}
	r.scanned += n
	if r.tr != nil {
		r.traceRun(x+dirDX[d], y+dirDY[d], dirDX[d], dirDY[d], n, JPSStop(stop))
	}
	if stop == stopBlocked {
		return false
	}
	r.relax(t, base+float64(n), d)
	return true
}

// goalOn is the goal's coordinate along a line when the goal lies on it.
func (r *jpsRun) goalOn(on bool, c int) int {
	if on {
		return c
	}
	return -1
}

// diagonal steps from cell i = (x, y) along diagonal d until the goal or
// a move that is not allowed, scanning straight along both of its axes
// from every cell and relaxing what those scans find.
func (r *jpsRun) diagonal(i, x, y, d int) {
	ok := r.ok
	dx, dy := dirDX[d], dirDY[d]
	sx, sy := dx, dy*r.pw
	h, v := dirOf(dx, 0), dirOf(0, dy)
	k := 0
	x0, y0 := x, y
	stop := JPSBlocked
	for ok[i+sx] && ok[i+sy] && ok[i+sx+sy] {
		i += sx + sy
		x, y = x+dx, y+dy
		k++
		r.scanned++
		base := float64(k) * math.Sqrt2
		if i == r.gi {
			r.relax(i, base, d)
			stop = JPSGoal
			break
		}
		r.straight(i, x, y, h, base)
		r.straight(i, x, y, v, base)
	}
	if r.tr != nil {
		r.traceRun(x0+dx, y0+dy, dx, dy, k, stop)
	}
}

// cellSets are two bits a cell, seen (generated) and closed (expanded),
// reset in O(1) by a generation stamp per 64 cells: 1/40 of the node
// records' size, so they stay in the cache where the records do not. Most
// successors on a cluttered map are closed already, and a new one's record
// is then written without being read first.
type cellSets struct {
	seen, closed []uint64
	stamp        []uint32
	gen          uint32
}

// reset empties the sets for n cells in generation gen.
func (c *cellSets) reset(n int, gen uint32) {
	w := (n + 63) / 64
	if len(c.stamp) < w || gen == 1 {
		c.seen, c.closed, c.stamp = make([]uint64, w), make([]uint64, w), make([]uint32, w)
	}
	c.gen = gen
}

// word returns the index of i's word, cleared if it is of an older search.
func (c *cellSets) word(i int) int {
	w := i >> 6
	if c.stamp[w] != c.gen {
		c.stamp[w], c.seen[w], c.closed[w] = c.gen, 0, 0
	}
	return w
}

func (c *cellSets) see(i int)   { c.seen[c.word(i)] |= 1 << (i & 63) }
func (c *cellSets) close(i int) { c.closed[c.word(i)] |= 1 << (i & 63) }

// state reports whether i was generated and whether it was expanded.
func (c *cellSets) state(i int) (seen, closed bool) {
	w := i >> 6
	if c.stamp[w] != c.gen {
		return false, false
	}
	return c.seen[w]>>(i&63)&1 != 0, c.closed[w]>>(i&63)&1 != 0
}
