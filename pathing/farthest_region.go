package pathing

import "sync"

// regionTestPace and regionNodePace pace the browser's turns of
// farthestRegion's two loops (yield.go).
var regionTestPace, regionNodePace Pacer

// farthestRegion is the Linear strategy: the largest t > i with
// Visible(nodes[i], nodes[t], sm), or i, for either sampling, without
// testing every node from the end backwards.
//
// It tests nodes[n] first (the old scan's first test, and the usual answer
// on open maps). Otherwise it collects the monotone region M of the anchor
// A = nodes[i]: the pivots reachable from A by a 4-connected path of valid
// placements (docs/algorithm.md §2) that moves away from A on both axes, within Chebyshev
// distance n-i of A (no later node is farther). It then walks the nodes
// from the end and runs the visibility test only on those inside M, jumping
// over runs of nodes farther from A than M reaches.
//
// Why it is exact: Visible(A, B, s) implies B ∈ M for both samplings, so
// a node outside M is not visible and skipping it changes nothing; the
// nodes inside M are tested in decreasing order, so the first visible one
// is the largest. The implication:
//   - A does not fit: both scan sets hold the footprint at A (the hexagon
//     holds it, and at every column centre it spans the footprint's rows),
//     so no node is visible; the method returns i after its first test.
//   - Axis-parallel move: the scan set is the whole rectangle, the union of
//     the footprints at the integer points of AB, so all of them are valid.
//   - Oblique move, exact sampling: by docs/algorithm.md §9 (The placement
//     grid) every unit square [x,x+1]×[y,y+1] whose interior AB crosses
//     has its four corners valid. The crossed squares step away from A one column, one row, or (through
//     a lattice point) both at a time; walking their corners from A (right
//     then down across a shared vertex) gives a monotone 4-path to B.
//   - Oblique move, paper sampling: at pivot column x (between A.X and B.X)
//     let [lo, hi] be the pivot line's ordinates over [x-½, x+½] clipped to
//     AB. For every column c of the footprint at x, the hexagon holds the
//     footprints along AB over that span, so the paper rows of column c run
//     from ⌊lo⌋-top to at least min(⌊hi⌋+1, max(A.Y,B.Y))+bottom: every
//     pivot (x, y) with ⌊lo⌋ ≤ y ≤ min(⌊hi⌋+1, max(A.Y,B.Y)) is valid. These
//     vertical bands hold A and B, and neighbouring bands share row
//     ⌊y(x+½)⌋; going down (or up) each band to that row and across gives a
//     monotone 4-path.
//
// The region pays off where little is in reach (mazes, corridors); on open
// ground it grows with the square of the distance while most nodes stay
// candidates, so its collection stops after regionBudget cells per node
// left and the method falls back to testing every node from the end (the
// old scan, with tests that start at the anchor).
//
// The nodes skipped are known invisible, so each probe recorded keeps the
// old meaning: Pass = i, Block = t+1 (every node after t is known not
// visible), Next = the next node actually tested.
//
// ls carries what one smoothing learns from anchor to anchor (linearState):
// the bounding boxes of runs of nodes, when Smooth built them once per node
// set, so that whole runs out of reach are skipped at once (without them
// the skipping is by distance alone, and a node set that winds back and
// forth, a long maze route, is walked node by node in steps of its
// distance, for every anchor). When only the answer is wanted
// (Smoother.WaypointsOnly), also the obstacles the last exact tests met
// (blockers), and whether the last regions were given up, so that the
// next anchors scan without spending the budget on one again: the same
// answers, fewer tests than the method above records.
func farthestRegion(g *Grid, f Footprint, nodes []Point, i int, sm Sampling, probes *[]Probe, ls *linearState) (t, tests, scanned int) {
	n := len(nodes) - 1
	a := nodes[i]
	pr := prober{g: g, f: f, a: a, i: i, sm: sm, out: probes}
	if sm == Exact && ls.quick {
		pr.bl = &ls.bl
	}
	defer pr.flush()
	if pr.test(n, nodes[n]) {
		return n, pr.tests, pr.scanned
	}
	reg := regionPool.Get().(*monoRegion)
	defer regionPool.Put(reg)
	outcome := regionTooBig
	if ls.skip > 0 {
		ls.skip-- // the last build gave up: scan without one
		ls.unbuilt++
	} else {
		outcome = reg.build(g, f, a, n-i, regionBudget*(n-i))
		ls.built(outcome)
	}
	var ix *nodeBoxes
	if ls.boxed {
		ix = &ls.box
	}
	switch outcome {
	case regionNoFit:
		return i, pr.tests, pr.scanned
	case regionTooBig:
		for t := n - 1; t > i; t-- {
			if Yields && t%64 == 0 {
				regionTestPace.Yield() // the browser's turn: a test each
			}
			if pr.test(t, nodes[t]) {
				return t, pr.tests, pr.scanned
			}
		}
		return i, pr.tests, pr.scanned
	}
	for t, k := n-1, 0; t > i; k++ {
		if Yields && k%256 == 255 {
			regionNodePace.Yield() // the browser's turn: a long node set, looked at node by node
		}
		if ix != nil {
			if s := ix.skip(t, a, reg.radius); s < t {
				t = s
				continue
			}
		}
		p := nodes[t]
		if d := p.Chebyshev(a); d > reg.radius {
			// node t-k is at least d-k away: none before t-(d-radius) is in reach
			t -= d - reg.radius
			continue
		}
		if reg.contains(p) && pr.test(t, p) {
			return t, pr.tests, pr.scanned
		}
		t--
	}
	return i, pr.tests, pr.scanned
}

// linearState is what the linear strategy carries from one anchor to the
// next within one smoothing (see farthestRegion). None of it changes an
// answer, only the work: the boxes and the region skip nodes known not
// visible, blockers answer tests known to fail.
type linearState struct {
	box   nodeBoxes
	boxed bool // box holds the node set's boxes
	// quick: blockers and the backoff below are used (WaypointsOnly)
	quick bool
	bl    blockers
	// skip is how many anchors are left to scan without a region, backoff
	// how many the next region given up skips: a scattered map's regions
	// reach everywhere (random512-20: nearly every build ran out of
	// budget, two thirds of the strategy's time), a maze's never do.
	skip, backoff int
	unbuilt       int // regions skipped so, for the tests
}

// regionBackoffMax bounds linearState.backoff: after a region given up, at
// most that many anchors go without one before the next is tried.
const regionBackoffMax = 16

// reset readies s for a smoothing of nodes (their boxes built when boxed)
// with footprint f, quick or not (see linearState).
func (s *linearState) reset(f Footprint, nodes []Point, boxed, quick bool) {
	s.boxed, s.quick, s.skip, s.backoff, s.unbuilt = boxed, quick, 0, 0, 0
	if boxed {
		s.box.build(nodes)
	}
	s.bl.reset(f)
}

// built records the outcome of a region's build: given up, the next
// anchors (twice as many each time in a row, up to regionBackoffMax) scan
// without one.
func (s *linearState) built(outcome int) {
	if !s.quick || outcome != regionTooBig {
		s.backoff = 0
		return
	}
	s.backoff = min(max(1, 2*s.backoff), regionBackoffMax)
	s.skip = s.backoff
}

// nodeBoxes are the bounding boxes of the nodes in runs of boxRun and of
// boxRun² nodes, so farthestRegion can skip a run out of reach in one step.
type nodeBoxes struct {
	small, big []Rect
}

const (
	boxShift = 6 // runs of 64 nodes
	boxRun   = 1 << boxShift
)

// build indexes nodes, reusing b's buffers.
func (b *nodeBoxes) build(nodes []Point) {
	b.small = boxesOf(b.small[:0], nodes, boxShift)
	b.big = boxesOf(b.big[:0], nodes, 2*boxShift)
}

func boxesOf(out []Rect, nodes []Point, shift int) []Rect {
	for lo := 0; lo < len(nodes); lo += 1 << shift {
		r := Rect{nodes[lo].X, nodes[lo].Y, nodes[lo].X, nodes[lo].Y}
		for _, p := range nodes[lo:min(lo+1<<shift, len(nodes))] {
			r.MinX, r.MaxX = min(r.MinX, p.X), max(r.MaxX, p.X)
			r.MinY, r.MaxY = min(r.MinY, p.Y), max(r.MaxY, p.Y)
		}
		out = append(out, r)
	}
	return out
}

// skip returns the largest index below the run(s) holding t whose nodes
// are all farther than radius from a (Chebyshev), or t when t's runs are
// not. Every node of a run lies in its box, so none skipped is in reach.
func (b *nodeBoxes) skip(t int, a Point, radius int) int {
	if k := t >> (2 * boxShift); boxFar(b.big[k], a, radius) {
		return k<<(2*boxShift) - 1
	}
	if k := t >> boxShift; boxFar(b.small[k], a, radius) {
		return k<<boxShift - 1
	}
	return t
}

// boxFar reports whether every point of r is farther than radius from a.
func boxFar(r Rect, a Point, radius int) bool {
	return max(r.MinX-a.X, a.X-r.MaxX, r.MinY-a.Y, a.Y-r.MaxY) > radius
}

// prober runs farthestRegion's visibility tests and records them as probes,
// each once the next node tested is known. With bl (exact sampling), a
// move one of the obstacles the last tests ran into blocks is known not
// visible, as a node outside the region is: no test, no probe.
type prober struct {
	g              *Grid
	f              Footprint
	a              Point
	i              int
	sm             Sampling
	out            *[]Probe
	bl             *blockers
	last           Probe
	has            bool
	tests, scanned int
}

func (p *prober) test(t int, b Point) bool {
	if p.bl != nil && p.bl.blocks(p.a, b) {
		return false
	}
	vis, sc, hit := visibleFrom(p.g, p.f, p.a, b, p.sm)
	if !vis && p.bl != nil {
		p.bl.add(hit)
	}
	p.tests++
	p.scanned += sc
	if p.out != nil {
		if p.has {
			p.last.Next = int32(t)
			*p.out = append(*p.out, p.last)
		}
		p.last, p.has = Probe{T: int32(t), Pass: int32(p.i), Block: int32(t + 1), Visible: vis, Scanned: int32(sc)}, true
	}
	return vis
}

func (p *prober) flush() {
	if p.out != nil && p.has {
		p.last.Next = -1
		*p.out = append(*p.out, p.last)
		p.has = false
	}
}

// visibleFrom is Visible with the scan set examined from a's side outwards,
// so that a blocked move (nearly every one in a maze) stops near a. Same
// cells, same verdict; scanned counts the cells up to the first obstacle,
// hit (for a blocked move) is that obstacle.
func visibleFrom(g *Grid, f Footprint, a, b Point, s Sampling) (vis bool, scanned int, hit Point) {
	sw := NewSweep(f, a, b, s)
	r := sw.Rect
	n := 0
	if !sw.Oblique && a.X == b.X {
		// vertical (or null): rows outwards, each row whole
		y0, y1, dy := r.MinY, r.MaxY, 1
		if b.Y < a.Y {
			y0, y1, dy = r.MaxY, r.MinY, -1
		}
		for y := y0; ; y += dy {
			for x := r.MinX; x <= r.MaxX; x++ {
				n++
				if g.Blocked(x, y) {
					return false, n, Point{x, y}
				}
			}
			if y == y1 {
				return true, n, Point{}
			}
		}
	}
	x0, x1, dx := r.MinX, r.MaxX, 1
	if b.X < a.X {
		x0, x1, dx = r.MaxX, r.MinX, -1
	}
	down := b.Y >= a.Y
	w := g.w
	for x := x0; ; x += dx {
		if y0, y1, ok := sw.Column(x); ok {
			if x < 0 || x >= w || y0 < 0 || y1 >= g.h {
				// part of the run is off the map: the order no longer matters
				for y := y0; y <= y1; y++ {
					n++
					if g.Blocked(x, y) {
						return false, n, Point{x, y}
					}
				}
			} else if cells := g.blocked[y0*w+x : y1*w+x+1]; down {
				for k := 0; k < len(cells); k += w {
					n++
					if cells[k] {
						return false, n, Point{x, y0 + k/w}
					}
				}
			} else {
				for k := len(cells) - 1; k >= 0; k -= w {
					n++
					if cells[k] {
						return false, n, Point{x, y0 + k/w}
					}
				}
			}
		}
		if x == x1 {
			return true, n, Point{}
		}
	}
}

// regionBudget is how many pivots per remaining node the region may look
// at before farthestRegion gives it up for a plain scan: a test costs about
// as much as a dozen or more looks, and a scan makes one per node.
const regionBudget = 4

// The outcomes of monoRegion.build.
const (
	regionDone = iota
	regionNoFit
	regionTooBig
)

// span is a run of offsets lo..hi from the anchor along a row.
type span struct{ lo, hi int32 }

// monoRegion is the monotone region of an anchor (see farthestRegion), kept
// per quadrant as rows of spans: quadrant q steps by sx = 1-2(q&1) and
// sy = 1-2(q>>1); row v of it holds the offsets u of the reached pivots
// (a.X+sx·u, a.Y+sy·v) as spans iv[q][rows[q][v]:rows[q][v+1]], in order.
type monoRegion struct {
	a      Point
	rows   [4][]int32
	iv     [4][]span
	radius int // the largest Chebyshev distance reached
	budget int // fits calls left to build
	// the footprint's reach around the pivot, for fits
	l, r, t, b int
}

var regionPool = sync.Pool{New: func() any { return new(monoRegion) }}

// fits reports whether the footprint fits with its pivot at (x, y).
func (m *monoRegion) fits(g *Grid, x, y int) bool {
	m.budget--
	x0, x1, y0, y1 := x-m.l, x+m.r, y-m.t, y+m.b
	if x0 < 0 || y0 < 0 || x1 >= g.w || y1 >= g.h {
		return false
	}
	for yy := y0; yy <= y1; yy++ {
		row := g.blocked[yy*g.w+x0 : yy*g.w+x1+1]
		for _, c := range row {
			if c {
				return false
			}
		}
	}
	return true
}

// build collects the region of a within Chebyshev distance lim in time
// proportional to its size, unless that takes more than budget looks
// (regionTooBig); regionNoFit when f does not fit at a.
// Row v+1 is reached from row v's spans: a pivot is reached when it fits
// and the one before it in the row, or the one under it in row v, is.
func (m *monoRegion) build(g *Grid, f Footprint, a Point, lim, budget int) int {
	f = f.Norm()
	m.a, m.radius, m.budget = a, 0, budget
	m.l, m.r, m.t, m.b = f.Left(), f.Right(), f.Top(), f.Bottom()
	for q := range 4 {
		m.rows[q], m.iv[q] = m.rows[q][:0], m.iv[q][:0]
	}
	if !m.fits(g, a.X, a.Y) {
		return regionNoFit
	}
	for q := range 4 {
		sx, sy := 1-2*(q&1), 1-2*(q>>1)
		rows, iv := append(m.rows[q], 0), m.iv[q]
		u := 0
		for u < lim && m.fits(g, a.X+sx*(u+1), a.Y) {
			u++
		}
		iv = append(iv, span{0, int32(u)})
		rows = append(rows, int32(len(iv)))
		m.radius = max(m.radius, u)
		for v := 1; v <= lim; v++ {
			y := a.Y + sy*v
			from, to := rows[v-1], rows[v]
			last := -1
			for k := from; k < to; k++ {
				s := iv[k]
				for u := max(int(s.lo), last+1); u <= int(s.hi); {
					if !m.fits(g, a.X+sx*u, y) {
						u++
						continue
					}
					e := u
					for e < lim && m.fits(g, a.X+sx*(e+1), y) {
						e++
					}
					iv = append(iv, span{int32(u), int32(e)})
					last, u = e, e+1
					m.radius = max(m.radius, e, v)
				}
			}
			if int32(len(iv)) == to {
				break
			}
			if m.budget < 0 {
				m.rows[q], m.iv[q] = rows, iv
				return regionTooBig
			}
			rows = append(rows, int32(len(iv)))
		}
		m.rows[q], m.iv[q] = rows, iv
	}
	return regionDone
}

// contains reports whether p is in the region.
func (m *monoRegion) contains(p Point) bool {
	dx, dy := p.X-m.a.X, p.Y-m.a.Y
	for q := range 4 {
		sx, sy := 1-2*(q&1), 1-2*(q>>1)
		u, v := dx*sx, dy*sy
		if u < 0 || v < 0 || v+1 >= len(m.rows[q]) {
			continue
		}
		for _, s := range m.iv[q][m.rows[q][v]:m.rows[q][v+1]] {
			if int(s.lo) > u {
				break
			}
			if u <= int(s.hi) {
				return true
			}
		}
	}
	return false
}
