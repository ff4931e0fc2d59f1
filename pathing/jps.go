package pathing

import "math"

// Jump Point Search (Harabor & Grastien, "Online Graph Pruning for
// Pathfinding on Grid Maps", AAAI 2011), in its variant with no corner
// cutting, run on the placement grid: by ALGORITHM.md §9 that is exact for
// every footprint. From each expanded node it only follows the directions
// a shortest path can take there (the natural one, and those a forced
// neighbour opens) and jumps along each until something could make the
// cell a turning point of a shortest path: a forced neighbour, the goal,
// or (on a diagonal) a straight jump from the cell that finds one. The
// straight jumps read the packed grid 56 cells at a time (jps_packed.go).
//
// Rules with no corner cutting: a diagonal move needs both orthogonal
// neighbours valid, so a diagonal step never has forced neighbours; moving
// straight along +x, cell (x, y) has a forced neighbour (x, y±1) when that
// cell is valid and (x-1, y±1) is not: the step to it, and the diagonal
// past it, are then shortest only through (x, y).

// JPSearcher runs Jump Point Searches. Keep one and reuse it: its packed
// grids follow the map's edits in place and its buffers survive, so a warm
// search allocates nothing. Unlike Searcher it never resumes: a JPS search
// is fresh each time (it is cheap enough not to need it). The zero value is
// ready. Not safe for concurrent use.
type JPSearcher struct {
	// Order chooses how the path between jump points is laid out in cells.
	Order CellOrder

	aware, point jpsGrid
	nodes        []node
	parent       []int32
	gen          uint32
	open         openList
	jumps        []int32
	path         []Point
	last         *jpsGrid // the grid of the last search, for Expand
}

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
func dirOf(dx, dy int) int { return dirIndex[(dy+1)*3+dx+1] }

var dirIndex = [9]int{4, 2, 5, 0, -1, 1, 6, 3, 7}

// noDir marks the start, which has no incoming direction.
const noDir = 8

// jpsState is one search's fixed values, passed to the jumps.
type jpsState struct {
	ok       []bool
	pk       *packedGrid
	pw       int
	gi       int
	gx, gy   int
	scanned  int
	tr       *JPSTrace
	original int // the expanded node, for the trace
}

// Search finds a shortest path of pivot cells from start to goal, like
// Searcher.Search (same rules and costs). Path is the jump points joined
// cell by cell in s.Order; Expanded counts jump points expanded and
// Scanned the cells the jumps passed over. tr, when not nil, receives
// every expansion and jump.
func (s *JPSearcher) Search(g *Grid, f Footprint, mode SearchMode, start, goal Point, tr *JPSTrace) SearchResult {
	jg := s.gridFor(g, f, mode)
	pl := &jg.pl
	s.last = jg
	s.jumps = s.jumps[:0]
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
	nodes, gen := s.nodes, s.gen
	s.open.reset()
	si, gi := int32(pl.index(start)), int32(pl.index(goal))
	st := jpsState{ok: pl.ok, pk: &jg.pk, pw: pl.pw, gi: int(gi), gx: goal.X, gy: goal.Y, tr: tr}
	h := newHeuristic(pl, goal)
	nodes[si] = node{tag: gen<<3 | 0}
	s.parent[si] = -1
	s.open.push(nodes, newOpenEntry(h.at(si), 0, si))
	expanded := 0
	for s.open.len() > 0 {
		top := s.open.pop(nodes)
		cur, cg := top.id, top.g()
		nodes[cur].pos = closedAt0
		expanded++
		p := pl.point(int(cur))
		if tr != nil {
			tr.Expanded = append(tr.Expanded, p)
		}
		if cur == gi {
			if tr != nil {
				tr.JumpsEnd = append(tr.JumpsEnd, int32(len(tr.Jumps)))
			}
			for i := gi; i >= 0; i = s.parent[i] {
				s.jumps = append(s.jumps, i)
			}
			for a, b := 0, len(s.jumps)-1; a < b; a, b = a+1, b-1 {
				s.jumps[a], s.jumps[b] = s.jumps[b], s.jumps[a]
			}
			return SearchResult{Path: s.expand(jg, s.Order), Cost: nodes[gi].g, Expanded: expanded, Scanned: st.scanned}
		}
		in := noDir
		if cur != si {
			in = int(nodes[cur].tag & 7)
		}
		for m := st.successors(int(cur), p.X, p.Y, in); m != 0; m &= m - 1 {
			d := trailing8[m&-m]
			t, cost := st.jump(int(cur), p.X, p.Y, d)
			if t < 0 {
				continue
			}
			ng := cg + cost
			nd := &nodes[t]
			opened := false
			if nd.tag>>3 != gen {
				*nd = node{g: ng, tag: gen<<3 | uint32(d)}
				s.parent[t] = cur
				s.open.push(nodes, newOpenEntry(ng+h.at(int32(t)), ng, int32(t)))
				opened = true
			} else if nd.pos >= 0 && ng+fTieEps < nd.g {
				f := s.open.items[nd.pos].f() + ng - nd.g
				nd.g = ng
				nd.tag = gen<<3 | uint32(d)
				s.parent[t] = cur
				s.open.decrease(nodes, int(nd.pos), f, ng)
				opened = true
			}
			if tr != nil {
				tr.Jumps[len(tr.Jumps)-1].Opened = opened
			}
		}
		if tr != nil {
			tr.JumpsEnd = append(tr.JumpsEnd, int32(len(tr.Jumps)))
		}
	}
	return SearchResult{Expanded: expanded, Failure: Unreachable, Scanned: st.scanned}
}

// trailing8 maps a one-bit byte to its bit's index.
var trailing8 = func() (t [256]int) {
	for k := range 8 {
		t[1<<k] = k
	}
	return t
}()

// successors are the directions a shortest path may leave node i = (x, y)
// by, having come in direction in: the natural ones and those a forced
// neighbour opens (all eight at the start). Each jump checks its own moves.
func (st *jpsState) successors(i, x, y, in int) uint {
	if in == noDir {
		return 0xff
	}
	dx, dy := dirDX[in], dirDY[in]
	ok, pw := st.ok, st.pw
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

// jump follows direction d from node i = (x, y) and returns the jump
// point it reaches with the cost of getting there, or -1 for a dead end.
func (st *jpsState) jump(i, x, y, d int) (int, float64) {
	dx, dy := dirDX[d], dirDY[d]
	if st.tr != nil {
		st.tr.Jumps = append(st.tr.Jumps, JPSJump{Dir: Point{dx, dy}, RunsBegin: int32(len(st.tr.Runs))})
	}
	var t int
	var cost float64
	if dx == 0 || dy == 0 {
		c, ok := st.straight(x, y, dx, dy)
		if !ok {
			return -1, 0
		}
		// c is the coordinate reached on the scanned axis
		if dx != 0 {
			t, cost = i+(c-x), float64(abs(c-x))
		} else {
			t, cost = i+(c-y)*st.pw, float64(abs(c-y))
		}
	} else {
		var k int
		t, k = st.diagonal(i, x, y, dx, dy)
		if t < 0 {
			return -1, 0
		}
		cost = float64(k) * math.Sqrt2
	}
	if st.tr != nil {
		j := &st.tr.Jumps[len(st.tr.Jumps)-1]
		j.Found, j.Cost = true, cost
		j.To = Point{t%st.pw - 1, t/st.pw - 1}
	}
	return t, cost
}

// straight scans from (x, y) along (dx, dy), one of them 0, and returns
// the coordinate on the scanned axis of the jump point (or goal) found.
func (st *jpsState) straight(x, y, dx, dy int) (int, bool) {
	var c, from int
	var stop scanStop
	switch {
	case dx > 0:
		from = x + 1
		c, stop = st.pk.rows.scanUp(y, from, st.goalOn(y == st.gy, st.gx))
	case dx < 0:
		from = x - 1
		c, stop = st.pk.rows.scanDown(y, from, st.goalOn(y == st.gy, st.gx))
	case dy > 0:
		from = y + 1
		c, stop = st.pk.cols.scanUp(x, from, st.goalOn(x == st.gx, st.gy))
	default:
		from = y - 1
		c, stop = st.pk.cols.scanDown(x, from, st.goalOn(x == st.gx, st.gy))
	}
	n := abs(c-from) + 1 // cells passed over, the stop cell included
	if stop == stopBlocked {
		n--
	}
	st.scanned += n
	if st.tr != nil {
		st.traceRun(x+dx, y+dy, dx, dy, n, JPSStop(stop))
	}
	return c, stop != stopBlocked
}

// goalOn is the goal's coordinate along a line when the goal lies on it.
func (st *jpsState) goalOn(on bool, c int) int {
	if on {
		return c
	}
	return -1
}

// diagonal steps from node i = (x, y) along (dx, dy) until the goal, a
// cell from which a straight jump along dx or dy finds a jump point, or a
// move that is not allowed. It returns the cell and the steps taken, or -1.
func (st *jpsState) diagonal(i, x, y, dx, dy int) (int, int) {
	ok := st.ok
	sx, sy := dx, dy*st.pw
	k := 0
	x0, y0 := x, y
	found, stop := -1, JPSBlocked
	for ok[i+sx] && ok[i+sy] && ok[i+sx+sy] {
		i += sx + sy
		x, y = x+dx, y+dy
		k++
		st.scanned++
		if i == st.gi {
			found, stop = i, JPSGoal
			break
		}
		if _, hit := st.straight(x, y, dx, 0); hit {
			found, stop = i, JPSBranch
			break
		}
		if _, hit := st.straight(x, y, 0, dy); hit {
			found, stop = i, JPSBranch
			break
		}
	}
	if st.tr != nil {
		st.traceRun(x0+dx, y0+dy, dx, dy, k, stop)
	}
	return found, k
}
