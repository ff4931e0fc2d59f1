package pathing

import (
	"math"
	"math/bits"
)

// node.pos below zero: fastPos for a node on the fast stack, closedAt0-k
// for the node expanded k-th (from 0), so that the search remembers when
// each cell was expanded (see resume.go).
const (
	fastPos   = -2
	closedAt0 = -3
)

// fTieEps is the slack under which two f values count as equal. Costs are
// a + b·√2 with a, b below 10⁴, whose distinct values differ by far more.
const fTieEps = 1e-9

// diagMask[m] keeps the orthogonal bits (0-3: W, E, N, S) and those diagonal
// bits (4-7: NW, NE, SW, SE) whose two orthogonal neighbours are set in m.
var diagMask = func() (t [16]uint) {
	for m := range uint(16) {
		t[m] = 15
		w, e, n, s := m&1 != 0, m&2 != 0, m&4 != 0, m&8 != 0
		for k, ok := range []bool{n && w, n && e, s && w, s && e} {
			if ok {
				t[m] |= 1 << (4 + k)
			}
		}
	}
	return t
}()

// node is the per-cell search record, 16 bytes so that more of them share
// the cache, valid only when tag>>3 equals the searcher's current
// generation. The low three bits of tag are the neighbour direction (an
// index of the searcher's offsets) from the parent to this cell.
type node struct {
	g   float64
	pos int32 // heap position, fastPos, or closedAt0-k once expanded k-th
	tag uint32
}

// maxGen is the first generation that no longer fits in node.tag.
const maxGen = 1 << 29

// SearchResult is the outcome of one A* search. Path aliases the searcher's
// buffer and is valid until its next search.
type SearchResult struct {
	Path     []Point
	Cost     float64
	Expanded int
	Failure  Failure
	// Reused is how many of the Expanded expansions were taken over from
	// the previous search instead of being done again (Resumable only).
	Reused int
	// Scanned is, for JPS, the cells its jumps passed over (Expanded then
	// counts jump points); 0 for A*, which reads only neighbours.
	Scanned int
	// Stopped is true when the searcher's Stop ended the search: there is
	// no path, and Failure is Unreachable so that a caller that only
	// checks Failure treats it as no route.
	Stopped bool
}

// stopEvery is how many expansions a search makes between two questions
// to its Stop: a 2048² maze's search expands millions of nodes in about a
// second, so an edit stops a stale search within a millisecond or so,
// while the question costs nothing measurable.
const stopEvery = 4096

// Searcher runs A* searches (8-connected, costs 1 and √2, no corner cutting,
// octile heuristic, ties to larger g). Keep one and reuse it: its buffers
// and placement grids survive between searches, so a warm search allocates
// nothing. A Searcher is not safe for concurrent use.
type Searcher struct {
	// Resumable makes the searcher keep what the next search for the same
	// query needs to resume this one on an edited map (see resume.go): the
	// order of expansions and checkpoints of the open list. It costs a few
	// per cent; a search with a trace never resumes.
	Resumable bool
	// Stop, when not nil, is asked every stopEvery expansions: true
	// abandons the search (SearchResult.Stopped), as Smoother.Stop
	// abandons a smoothing. A background plan or timeline build that an
	// edit made stale so frees its core mid-search. A stopped search is
	// not resumed from.
	Stop func() bool

	aware, point placement
	nodes        []node
	gen          uint32
	open         openList
	fast         []int32
	path         []Point
	last         lastSearch
}

// NewSearcher returns a ready Searcher; the zero value is ready too.
func NewSearcher() *Searcher { return &Searcher{} }

// placementFor returns the cached valid-placement grid for (g, f, mode),
// updated where g's cells changed or rebuilt.
func (s *Searcher) placementFor(g *Grid, f Footprint, mode SearchMode) *placement {
	return placementOf(&s.aware, &s.point, g, f, mode)
}

// placementOf is aware or point, the one mode searches, brought up to
// date for (g, f): patched in place where g's cells changed, or rebuilt
// (a Searcher's and an OptimalSearcher's placement grids alike).
func placementOf(aware, point *placement, g *Grid, f Footprint, mode SearchMode) *placement {
	p, fp := aware, f.Norm()
	if mode == PointMode {
		p, fp = point, Footprint{1, 1}
	}
	if !p.fresh(g, fp) && !p.update(g, fp) {
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
	rec := s.Resumable && tr == nil
	q := searchQuery{pl.agent, mode, start, goal, pl.w, pl.h}
	if rec {
		if r, ok := s.resume(pl, q); ok {
			return r
		}
	}
	s.last.valid = false
	if f := pl.endsFail(start, goal); f != NoFailure {
		return SearchResult{Failure: f}
	}
	n := len(pl.ok)
	if len(s.nodes) < n {
		s.nodes = make([]node, n)
		s.gen = 0
	}
	s.gen++
	if s.gen == maxGen { // wrapped: old stamps could collide
		for i := range s.nodes {
			s.nodes[i].tag = 0
		}
		s.gen = 1
	}
	s.open.reset()
	s.fast = s.fast[:0]
	si := int32(pl.index(start))
	s.nodes[si] = node{g: 0, tag: s.gen << 3}
	h := newHeuristic(pl, goal)
	s.open.push(s.nodes, newOpenEntry(h.at(si), 0, si))
	if tr != nil {
		tr.Reached.Add(start)
	}
	if rec {
		s.last.begin(q)
	}
	r := s.run(pl, si, int32(pl.index(goal)), 0, 0, rec, tr)
	if rec && !r.Stopped {
		s.last.end(pl, r)
	}
	return r
}

// newHeuristic is the octile distance to goal on pl's padded indices.
func newHeuristic(pl *placement, goal Point) heuristic {
	return heuristic{pw: pl.pw, inv: ^uint64(0)/uint64(pl.pw) + 1, gx: goal.X + 1, gy: goal.Y + 1}
}

// run is the A* loop from a state with expanded expansions done and cf
// the f of the last node taken from the heap: a fresh start (0, 0) or a
// checkpoint of a resumed search. With rec it logs for resuming.
func (s *Searcher) run(pl *placement, si, gi int32, expanded int, cf float64, rec bool, tr *SearchTrace) SearchResult {
	nodes, gen, ok, pw := s.nodes, s.gen, pl.ok, pl.pw
	pw1 := int32(pw + 1)
	h := newHeuristic(pl, pl.point(int(gi)))
	lg := &s.last
	// one comparison per expansion serves both the resume log's
	// checkpoints and the Stop question
	nextRec, nextStop := math.MaxInt, math.MaxInt
	if rec {
		nextRec = lg.nextCheck(expanded, s.open.len())
	}
	if s.Stop != nil || Yields {
		nextStop = expanded + stopEvery
	}
	nextCheck := min(nextRec, nextStop)

	// Neighbour order: W, E, N, S, NW, NE, SW, SE. A diagonal needs both
	// orthogonal neighbours it passes between (no corner cutting).
	offs := [8]int32{-1, 1, int32(-pw), int32(pw), int32(-pw - 1), int32(-pw + 1), int32(pw - 1), int32(pw + 1)}
	costs := [8]float64{1, 1, 1, 1, math.Sqrt2, math.Sqrt2, math.Sqrt2, math.Sqrt2}
	var cur int32
	var cg float64
	for {
		if expanded >= nextCheck {
			if expanded >= nextRec {
				lg.checkpoint(expanded, cf, s.open.items, s.fast)
				nextRec = lg.nextCheck(expanded, s.open.len())
			}
			if expanded >= nextStop {
				YieldPhase() // the browser's turn (the web page's one thread): stopEvery expansions apart
				if s.Stop != nil && s.Stop() {
					return SearchResult{Expanded: expanded, Failure: Unreachable, Stopped: true}
				}
				nextStop = expanded + stopEvery
			}
			nextCheck = min(nextRec, nextStop)
		}
		// Nodes generated with f equal to the current minimum go on the fast
		// stack and are expanded before the heap is touched: with a
		// consistent heuristic no open node has a smaller f, and the newest
		// (largest g) go first, the same preference as the heap's ties.
		if n := len(s.fast); n > 0 {
			cur = s.fast[n-1]
			s.fast = s.fast[:n-1]
			cg = nodes[cur].g
		} else if s.open.len() > 0 {
			top := s.open.pop(nodes)
			cur, cg, cf = top.id, top.g(), top.f()
		} else {
			break
		}
		nodes[cur].pos = closedAt0 - int32(expanded)
		expanded++
		if tr != nil {
			tr.Expanded = append(tr.Expanded, pl.point(int(cur)))
		}
		if cur == gi {
			if tr != nil {
				tr.Reached.Close()
			}
			return SearchResult{Path: s.extract(pl, si, gi, &offs), Cost: nodes[gi].g, Expanded: expanded}
		}
		// the valid bits of the 3×3 block around cur, read without branches
		up, mid, dn := ok[cur-pw1:cur-pw1+3:cur-pw1+3], ok[cur-1:cur+2:cur+2], ok[cur+pw1-2:cur+pw1+1:cur+pw1+1]
		m := b2u(mid[0]) | b2u(mid[2])<<1 | b2u(up[1])<<2 | b2u(dn[1])<<3 |
			b2u(up[0])<<4 | b2u(up[2])<<5 | b2u(dn[0])<<6 | b2u(dn[2])<<7
		m &= diagMask[m&15]
		for ; m != 0; m &= m - 1 {
			k := bits.TrailingZeros(m)
			nb := cur + offs[k]
			ng := cg + costs[k]
			nd := &nodes[nb]
			if nd.tag>>3 != gen {
				*nd = node{g: ng, tag: gen<<3 | uint32(k)}
				if rec {
					lg.opened = append(lg.opened, nb)
				}
				f := ng + h.at(nb)
				if f <= cf+fTieEps {
					nd.pos = fastPos
					s.fast = append(s.fast, nb)
				} else {
					s.open.push(nodes, newOpenEntry(f, ng, nb))
				}
			} else if nd.pos < 0 || ng >= nd.g {
				continue // closed, on the fast stack (cannot improve), or no better
			} else {
				if rec {
					lg.decs = append(lg.decs, decrease{id: nb, g: nd.g, tag: nd.tag})
				}
				f := s.open.items[nd.pos].f() + ng - nd.g
				nd.g = ng
				nd.tag = gen<<3 | uint32(k)
				s.open.decrease(nodes, int(nd.pos), f, ng)
			}
			if tr != nil {
				tr.Reached.Add(pl.point(int(nb)))
			}
		}
		if tr != nil {
			tr.Reached.Close()
		}
	}
	return SearchResult{Expanded: expanded, Failure: Unreachable}
}

// b2u is 1 for true, 0 for false.
func b2u(b bool) uint {
	if b {
		return 1
	}
	return 0
}

// extract returns the path from si to gi, walking back from gi along the
// parent directions.
func (s *Searcher) extract(pl *placement, si, gi int32, offs *[8]int32) []Point {
	s.path = append(s.path[:0], pl.point(int(gi)))
	for i := gi; i != si; {
		i -= offs[s.nodes[i].tag&7]
		s.path = append(s.path, pl.point(int(i)))
	}
	for a, b := 0, len(s.path)-1; a < b; a, b = a+1, b-1 {
		s.path[a], s.path[b] = s.path[b], s.path[a]
	}
	return s.path
}

// heuristic is the octile distance from a padded index to the goal
// (gx, gy), padded. inv is 2⁶⁴/pw rounded up: the high word of inv·i is i/pw
// for every index i below 2³² (Lemire, Kaser and Kurz, "Faster remainder by direct
// computation", 2019), a multiplication instead of a division.
type heuristic struct {
	pw     int
	inv    uint64
	gx, gy int
}

// at is the heuristic at padded index i.
func (h *heuristic) at(i int32) float64 {
	y, _ := bits.Mul64(h.inv, uint64(i))
	return octile(int(i)-int(y)*h.pw-h.gx, int(y)-h.gy)
}

// octile is the octile length of the offset (dx, dy), computed without
// branches.
func octile(dx, dy int) float64 {
	sx, sy := dx>>63, dy>>63 // all ones when negative
	dx, dy = (dx^sx)-sx, (dy^sy)-sy
	lo, hi := min(dx, dy), max(dx, dy)
	return float64(hi-lo) + math.Sqrt2*float64(lo)
}
