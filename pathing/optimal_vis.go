package pathing

import "math"

// Most of the optimal search's time on mazes and dense random maps went to
// casting each expanded corner's field of view afresh: 1–3 µs a corner,
// against A*'s 0.1–0.25 µs an expansion, for a handful of moves (a corner
// of random512-20 sees 7.6 corners it can bend to on average, one of
// maze512-1 2.4). The moves out of a corner do not depend on the query,
// only on the placement grid near it, so the corner list keeps them: the
// second time a search expands a corner it casts its whole field of view
// once and lists the corners it sees, with the exact move test already
// passed, and every later search that expands it only walks that list
// through the taut-turn cone. The first time it casts only the cone, cut
// to the bound's ellipse (visOnce): the whole field of view of an open
// map's corner is thousands of points, and most corners a search meets
// once are never expanded again (cold lists: random512-20 8.8x A* -> 4.5x,
// Berlin_0_256 9.9x -> 0.58x; docs/optimum.md).
//
// The lists are dropped where the placement grid changes (cornerSet.update): a list depends only on the points within its reach,
// the farthest column its cast scanned plus two (the cast reads one row
// beside its spans, and a corner's kind reads its eight neighbours), so a
// change farther away leaves it as it was. Nothing is computed before the
// first search: an edit costs a pass over the squares that hold lists, and
// a search pays for the corners it meets again.
//
// A corner whose field of view is too wide to list (an open map's corner
// sees thousands of points; visBudget) is marked visWide and cast each time
// as before, cut to the turn cone and the bound's ellipse.

// The states of cornerSet.vis besides an offset into the arena.
const (
	visNone int32 = -1 // not listed yet, not expanded since the last drop
	visWide int32 = -2 // sees too much to list: cast at each expansion
	// visOnce: expanded once, through its turn cone only; listed when
	// expanded again
	visOnce int32 = -3
)

// visBudget is the rows a corner's cast may scan before the corner is
// deemed too wide to list (visWide); the corners of mazes and random maps
// scan tens to hundreds.
const visBudget = 8192

// visMostChanged is how many changed points update keeps for dropping
// lists one by one; past it every list goes.
const visMostChanged = 4096

// visEdge is one move out of a listed corner: by (dx, dy), to corner id.
// A list is a header, {count, reach, the corner's mask and the corner
// list's numbering it was made or renumbered in}, then its count moves.
// cornerSet.update may number the corners afresh (it lists squares anew);
// a list of an older numbering renumbers its moves when it is next walked
// (renumber), so that an edit costs nothing per list and a walk finds its
// corners without reading the grid-sized index.
type visEdge struct {
	dx, dy int16
	id     int32
}

// visHeader is the entries of a list's header.
const visHeader = 1

// visNumberBits is the bits of a header's numbering, above the mask's 4.
const visNumberBits = 27

// A corner's vis entry, when it has a list, is the list's offset in the
// arena (below 1<<visOffBits: arenaMax keeps it there) and, above it, its
// count of moves up to 255, so that the search can tell a short list
// without reading it.
const (
	visOffBits = 23
	visOffMask = 1<<visOffBits - 1
)

// visRef is the vis entry of a list of n moves at off.
func visRef(off int32, n int) int32 { return off | int32(min(n, 255))<<visOffBits }

// visShort reports whether the vis entry r is a list of at most n moves.
func visShort(r int32, n int) bool { return r >= 0 && int(r>>visOffBits) <= n }

// listLen, listReach, listMask and listMoves read the list of vis entry r.
func (c *visCache) listLen(r int32) int    { return int(c.arena[r&visOffMask].dx) }
func (c *visCache) listReach(r int32) int  { return int(c.arena[r&visOffMask].dy) }
func (c *visCache) listMask(r int32) uint8 { return uint8(c.arena[r&visOffMask].id & 15) }
func (c *visCache) listMoves(r int32) []visEdge {
	off := r & visOffMask
	return c.arena[off+visHeader : off+visHeader+int32(c.arena[off].dx)]
}

// visCache is the cornerSet's part that keeps every listed corner's moves.
type visCache struct {
	// vis is, per corner (parallel to cornerSet.x), the arena offset of its
	// list's header, visNone or visWide
	vis   []int32
	arena []visEdge
	// garbage counts the arena's entries of dropped lists; spare is
	// compact's second buffer
	garbage int
	spare   []visEdge
	// reach is, per square of the corner list, at least the reach of every
	// list of a corner in it, -1 when it has none
	reach []int32
	// changed are the points whose validity update found changed (all of
	// them unless changedAll), lo and hi their bounding box
	changed    []Point
	changedAll bool
	lo, hi     Point
	// number counts the corner list's numberings (mod 1<<visNumberBits)
	number int32
	// arenaMax bounds the arena (8 bytes an entry): past it every list
	// goes; arenaCap and budget, when not 0, replace its default and
	// visBudget (for the tests)
	arenaMax, arenaCap, budget int
	// pinned is set while a list is walked: listing another may then grow
	// the arena (the walk keeps the old array) but not move lists in it
	pinned bool
}

// resetVis drops every list for a corner list of nb squares and corners
// corners (their vis entries are visNone already).
func (c *visCache) resetVis(nb, corners int) {
	c.arena, c.garbage = c.arena[:0], 0
	c.reach = c.reach[:0]
	for range nb {
		c.reach = append(c.reach, -1)
	}
	c.changed, c.changedAll = c.changed[:0], false
	// room for every corner's list on mazes and random maps (about 10
	// entries a corner), within 32 MB
	c.arenaMax = min(max(16*corners, 1<<20), visOffMask)
	if c.arenaCap > 0 {
		c.arenaMax = c.arenaCap
	}
}

// noteChange records that the validity of (x, y) changed.
func (c *visCache) noteChange(x, y int) {
	p := Point{x, y}
	if len(c.changed) == 0 {
		c.lo, c.hi = p, p
	}
	c.lo = Point{min(c.lo.X, x), min(c.lo.Y, y)}
	c.hi = Point{max(c.hi.X, x), max(c.hi.Y, y)}
	if len(c.changed) < visMostChanged {
		c.changed = append(c.changed, p)
	} else {
		c.changedAll = true
	}
}

// dropSquare counts the lists of a square's corners (their old vis
// entries) as garbage: update lists the square afresh.
func (c *visCache) dropSquare(vis []int32) {
	for _, v := range vis {
		if v >= 0 {
			c.garbage += c.listLen(v) + visHeader
		}
	}
}

// invalidate drops the lists that the points update found changed may
// touch: those of corners within their reach of a changed point.
func (c *cornerSet) invalidate() {
	if len(c.changed) == 0 {
		return
	}
	defer func() { c.changed, c.changedAll = c.changed[:0], false }()
	if c.changedAll {
		c.dropAll()
		return
	}
	const side = 1 << optBucketShift
	for b, r := range c.reach {
		if r < 0 {
			continue
		}
		x0, y0 := (b%c.bw)*side, (b/c.bw)*side
		x1, y1 := x0+side-1, y0+side-1
		if c.hi.X < x0-int(r) || c.lo.X > x1+int(r) || c.hi.Y < y0-int(r) || c.lo.Y > y1+int(r) {
			continue
		}
		most := int32(-1)
		for v := c.bstart[b]; v < c.bstart[b+1]; v++ {
			off := c.vis[v]
			if off < 0 {
				continue
			}
			rv := c.listReach(off)
			vx, vy := int(c.x[v]), int(c.y[v])
			drop := false
			for _, p := range c.changed {
				if abs(p.X-vx) <= rv && abs(p.Y-vy) <= rv {
					drop = true
					break
				}
			}
			if drop {
				c.garbage += c.listLen(off) + visHeader
				c.vis[v] = visNone
			} else {
				most = max(most, int32(rv))
			}
		}
		c.reach[b] = most
	}
}

// renumber brings the moves of list r, of the corner at (x, y), to the
// corner list's numbering.
func (c *cornerSet) renumber(r int32, x, y int) {
	hd := &c.arena[r&visOffMask]
	if hd.id>>4 == c.number {
		return
	}
	hd.id = hd.id&15 | c.number<<4
	pw := c.w + 2
	i := (y+1)*pw + x + 1
	for k := range c.listMoves(r) {
		m := &c.arena[int(r&visOffMask)+visHeader+k]
		m.id = c.at[i+int(m.dy)*pw+int(m.dx)]
	}
}

// renumbered counts a new numbering of the corners (build, or update
// listing squares anew); when the count wraps, every list is renumbered
// at once, so that an old list cannot pass for a current one.
func (c *cornerSet) renumbered() {
	if c.number = (c.number + 1) & (1<<visNumberBits - 1); c.number != 0 {
		return
	}
	for v, r := range c.vis {
		if r >= 0 {
			c.arena[r&visOffMask].id |= 1 << 4 // not 0: renumber does the rest
			c.renumber(r, int(c.x[v]), int(c.y[v]))
		}
	}
}

// dropAll drops every list and visOnce mark (not the visWide marks, which
// stay true).
func (c *cornerSet) dropAll() {
	for v, off := range c.vis {
		if off >= 0 || off == visOnce {
			c.vis[v] = visNone
		}
	}
	c.arena, c.garbage = c.arena[:0], 0
	for b := range c.reach {
		c.reach[b] = -1
	}
}

// room makes the arena able to take n more entries without growing past
// arenaMax, compacting it when half of it is garbage and it would grow, or
// reports false: a full arena lists no more corners (they are cast each
// time, as before the lists) until edits have dropped enough lists; it
// never drops lists to make room, which on a map with more corners than
// it holds would drop and cast again every list of every search. While
// pinned (a list is being walked) it moves no list either.
func (c *cornerSet) room(n int) bool {
	if len(c.arena)+n <= cap(c.arena) && len(c.arena)+n <= c.arenaMax {
		return true
	}
	if 2*c.garbage >= len(c.arena) && !c.pinned {
		c.compact()
	}
	return len(c.arena)+n <= c.arenaMax && (!c.pinned || len(c.arena)+n <= cap(c.arena) || 2*c.garbage < len(c.arena))
}

// full reports whether the arena cannot take another short list: listing
// a corner would cast its field of view for nothing.
func (c *cornerSet) full() bool {
	return len(c.arena)+visHeader+16 > c.arenaMax && 2*c.garbage < len(c.arena)
}

// compact copies the live lists into the spare buffer and swaps it in.
func (c *cornerSet) compact() {
	out := c.spare[:0]
	for v, r := range c.vis {
		if r < 0 {
			continue
		}
		off, n := r&visOffMask, c.listLen(r)
		c.vis[v] = visRef(int32(len(out)), n)
		out = append(out, c.arena[off:off+visHeader+int32(n)]...)
	}
	c.arena, c.spare, c.garbage = out, c.arena[:0], 0
}

// listCorner casts corner u's whole field of view and lists the moves a
// taut route may make out of it: to every corner it sees that the move
// can arrive at (arriveDirs), leaving u free (freeDirs) and tangent to
// one of u's blocked quadrants (every turn cone's moves are). It returns
// the list's offset, or visWide when the cast ran past visBudget.
func (o *OptimalSearcher) listCorner(cs *cornerSet, u int32) int32 {
	if cs.full() {
		return visNone // cast this time; perhaps listed once edits make room
	}
	pl := cs.pl
	ux, uy := int(cs.x[u]), int(cs.y[u])
	probe := o.probe[:0]
	e := optExpansion{pl: pl, ux: ux, uy: uy, ufree: freeDirs(pl, pl.index(Point{ux, uy})),
		goal: Point{-2, -2}, gi: -2, bound: math.Inf(1), probe: &probe, budget: visBudget,
		skip: leaveSkip[cs.mask[u]]}
	if cs.budget > 0 {
		e.budget = cs.budget
	}
	o.castFOV(&e, cs, max(pl.w, pl.h)+1)
	o.probe = probe
	if e.budget < 0 {
		cs.vis[u] = visWide
		return visWide
	}
	if len(probe) > math.MaxInt16 {
		cs.vis[u] = visWide // a list's count is 16 bits
		return visWide
	}
	if !cs.room(len(probe) + visHeader) {
		return visNone // no room, or not while a list is being walked
	}
	off := int32(len(cs.arena))
	reach := e.far + 1
	cs.arena = append(cs.arena, visEdge{dy: int16(reach), id: int32(cs.mask[u]) | cs.number<<4})
	mask, a := cs.mask[u], Point{ux, uy}
	for _, p := range probe {
		w := cs.at[pl.index(p)]
		bx, by := p.X-ux, p.Y-uy
		if e.ufree&cs.arrive[w]&(1<<dirIndex(sign(bx), sign(by))) == 0 || !tangent(mask, -bx, -by) {
			continue
		}
		if ok, _ := pl.sees(a, p); ok {
			cs.arena = append(cs.arena, visEdge{int16(bx), int16(by), w})
		}
	}
	n := int(int32(len(cs.arena)) - off - visHeader)
	cs.arena[off].dx = int16(n)
	const side = 1 << optBucketShift
	b := (uy/side)*cs.bw + ux/side
	cs.reach[b] = max(cs.reach[b], int32(reach))
	cs.vis[u] = visRef(off, n)
	return cs.vis[u]
}

// goalBudget is the rows markGoal's cast may scan; past them every listed
// corner tries the goal (an open map's goal sees most of it).
const goalBudget = 1 << 16

// markGoal stamps the corners that may see the goal (a superset: the
// goal's field of view, cut to the bound's ellipse) with this search's
// generation, so that a listed corner relaxes the goal only when it may.
// When the cast runs past goalBudget it sets e.goalAll instead.
func (o *OptimalSearcher) markGoal(e *optExpansion, cs *cornerSet, start Point) {
	pl := e.pl
	probe := o.probe[:0]
	g := optExpansion{pl: pl, ux: e.goal.X, uy: e.goal.Y, ufree: freeDirs(pl, pl.index(e.goal)),
		goal: start, gi: -2, bound: e.bound, probe: &probe, budget: goalBudget}
	dmax := max(pl.w, pl.h) + 1
	if !math.IsInf(e.bound, 1) {
		dmax = min(dmax, int(e.bound)+1)
	}
	o.castFOV(&g, cs, dmax)
	o.probe = probe
	if g.budget < 0 {
		e.goalAll = true
		return
	}
	for _, p := range probe {
		if v := cs.at[pl.index(p)]; v >= 0 {
			if nd := &o.nodes[v]; nd.tag>>3 == o.gen {
				nd.tag |= optSeesGoal
			} else {
				nd.tag = o.gen<<3 | optSeesGoal
			}
		}
	}
}

// tautMove reports whether a corner whose tautTable row is taut, reached
// by (ax, ay), may be left by (bx, by): the cone's test on the signs (a
// straight move, c == 0, is no turn).
func tautMove(taut uint32, ax, ay, bx, by int) bool {
	c := ay*bx - ax*by
	return taut>>(2*dirIndex(sign(bx), sign(by))+int(uint(-c)>>63))&1 != 0 && c != 0
}

// expandListed relaxes the moves of listed corner u (list at off) that
// its turn cone allows, and the goal when u may see it.
func (o *OptimalSearcher) expandListed(e *optExpansion, cs *cornerSet, off int32) {
	mask := cs.listMask(off)
	taut, ax, ay := tautTable[mask][dirIndex(sign(e.ax), sign(e.ay))], e.ax, e.ay
	gen := o.gen
	cs.renumber(off, e.ux, e.uy)
	// without a trace, a corner reached is passed through while its route
	// has one way on (follow); the timeline steps the plain search
	chains := e.tr == nil && !e.goalAll
	cs.pinned = true
	for _, ed := range cs.listMoves(off) {
		bx, by := int(ed.dx), int(ed.dy)
		if !tautMove(taut, ax, ay, bx, by) {
			continue
		}
		v := ed.id
		ng := e.gu + math.Sqrt(float64(bx*bx+by*by))
		nd := &o.nodes[v]
		seen := reached(nd, gen)
		var f float64
		if seen {
			if nd.pos < 0 || ng >= nd.g {
				continue // expanded, or no better
			}
			f = o.open.f(nd.pos) + ng - nd.g
		} else {
			f = ng + e.dist(e.ux+bx, e.uy+by, e.goal)
		}
		if f > e.bound {
			continue
		}
		e.res.Tests++
		if chains && !seen && visShort(cs.vis[v], chainMoves) {
			o.follow(e, cs, v, bx, by, ng, f)
			continue
		}
		o.reach(e, v, e.ux+bx, e.uy+by, bx, by, ng, f, seen, -1)
	}
	cs.pinned = false
	if e.goalAll || o.nodes[e.u].tag&optSeesGoal != 0 {
		e.ufree = freeDirs(e.pl, e.pl.index(Point{e.ux, e.uy}))
		e.cone = newTurnCone(mask, e.ax, e.ay)
		av := optVertex{x: int32(e.goal.X), y: int32(e.goal.Y), id: e.gi, arrive: e.goalArrive}
		o.relax(e, &av)
	}
}

// chainMost is the longest chain follow passes through: past it the
// corner is opened (a chain may circle an obstacle when nothing bounds
// the search). chainMoves is the longest list follow reads: a corner with
// more moves seldom has one way on, and reading its list when it is
// reached, not only when it is expanded, costs more than the open list
// saves (random512-20).
const (
	chainMost  = 4096
	chainMoves = 3
)

// follow opens corner v, reached from the expanded corner u by (bx, by)
// with cost ng and key f, first passing through it and the corners after
// it while each has exactly one taut way on, and opening none when one
// has no way on at all. Every shortest route through u and v is taut at
// v, so it goes on the one way there is (or nowhere), unless v may see the
// goal: the chain stops there, at a corner not listed, at one already
// reached (improving it), and where the bound cuts it. On a maze most
// corners reached have one way on and a fifth none: the open list sees
// only the corners where routes fork.
func (o *OptimalSearcher) follow(e *optExpansion, cs *cornerSet, v int32, bx, by int, ng, f float64) {
	gen := o.gen
	x, y, g := e.ux+bx, e.uy+by, ng
	chain, seen := o.chain[:0], false
	for len(chain) < chainMost {
		nd := &o.nodes[v]
		if len(chain) > 0 {
			if seen = reached(nd, gen); seen {
				if nd.pos < 0 || g >= nd.g {
					o.chain = chain
					return // expanded, or no better
				}
				f = o.open.f(nd.pos) + g - nd.g
			} else {
				f = g + e.dist(x, y, e.goal)
			}
			if f > e.bound {
				o.chain = chain
				return
			}
			if seen {
				break
			}
		}
		if nd.tag>>3 == gen && nd.tag&optSeesGoal != 0 {
			break
		}
		off := cs.vis[v]
		if !visShort(off, chainMoves) {
			break // not listed, or too long to be worth reading here
		}
		taut := tautTable[cs.listMask(off)][dirIndex(sign(bx), sign(by))]
		cs.renumber(off, x, y)
		n, nx, ny, nv := 0, 0, 0, int32(0)
		for _, ed := range cs.listMoves(off) {
			if mx, my := int(ed.dx), int(ed.dy); tautMove(taut, bx, by, mx, my) {
				if n++; n > 1 {
					break
				}
				nx, ny, nv = mx, my, ed.id
			}
		}
		if n == 0 {
			o.chain = chain
			return // no way on: no shortest route comes here
		}
		if n > 1 {
			break
		}
		chain = append(chain, Point{x, y})
		g += math.Sqrt(float64(nx*nx + ny*ny))
		x, y, bx, by, v = x+nx, y+ny, nx, ny, nv
	}
	o.chain = chain
	via := int32(-1)
	for _, p := range chain {
		o.vias = append(o.vias, optVia{x: int16(p.X), y: int16(p.Y), next: via})
		via = int32(len(o.vias) - 1)
	}
	o.reach(e, v, x, y, bx, by, g, f, seen, via)
}

// tautTable[mask][dirIndex(sign a)] tells, bit 2·dirIndex(sign b) + (c > 0)
// with c = cross(-a, b), whether tautTurn allows leaving a corner with
// blocked quadrants mask in direction b after arriving in direction a:
// its conditions read only those signs.
var tautTable = func() (t [16][9]uint32) {
	for mask := range 16 {
		for sax := -1; sax <= 1; sax++ {
			for say := -1; say <= 1; say++ {
				for sbx := -1; sbx <= 1; sbx++ {
					for sby := -1; sby <= 1; sby++ {
						for k, sc := range [2]int{-1, 1} {
							if tautSigns(uint8(mask), sax, say, sbx, sby, sc) {
								t[mask][dirIndex(sax, say)] |= 1 << (2*dirIndex(sbx, sby) + k)
							}
						}
					}
				}
			}
		}
	}
	return t
}()

// tautSigns is tautTurn's test on the signs of a, b and c = cross(-a, b)
// (sc ≠ 0).
func tautSigns(mask uint8, sax, say, sbx, sby, sc int) bool {
	for k, d := range cornerDiag {
		if mask&(1<<k) == 0 {
			continue
		}
		dx, dy := d[0], d[1]
		p, q, r, s := say*dx, dx*sby, -sax*dy, -dy*sbx
		if sc > 0 && p >= 0 && q >= 0 && r >= 0 && s >= 0 || sc < 0 && p <= 0 && q <= 0 && r <= 0 && s <= 0 {
			return true
		}
	}
	return false
}

// leaveSkip[mask] has bit k set when no move out of a corner with blocked
// quadrants mask in octant k (fovOctants, its border rays included) is
// tangent to one of them: the whole octant lies in the closed quadrant
// opposite every blocked one, and the cast that lists the corner leaves it
// out (a quarter of the plane for most corners).
var leaveSkip = func() (t [16]uint8) {
	for mask := range 16 {
		for k, fr := range fovOctants {
			inside := true
			for q, d := range cornerDiag {
				if mask&(1<<q) == 0 {
					continue
				}
				for _, v := range [2][2]int{{fr[0], fr[1]}, {fr[0] + fr[2], fr[1] + fr[3]}} {
					if v[0]*d[0] > 0 || v[1]*d[1] > 0 {
						inside = false
					}
				}
			}
			if inside && mask != 0 {
				t[mask] |= 1 << k
			}
		}
	}
	return t
}()
