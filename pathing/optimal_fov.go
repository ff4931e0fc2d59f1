package pathing

import "math"

// The optimal search's successors of a vertex u are the corners that u
// sees. Testing every corner of the map against u costs the number of
// corners per expansion, which on mazes and random maps (thousands of
// corners, most near the line) is hundreds of times A*. Instead the
// search casts u's field of view over the placement grid, octant by
// octant and column by column, as roguelikes do (shadow casting): the
// directions still unobstructed form a set of closed slope intervals, and
// every invalid point met removes the open interval of directions through
// its open 2×2 square from the columns behind it. Only the corners met in
// a direction still unobstructed are candidates, so the work per
// expansion is the area u sees, not the map's corner count.
//
// The casting is conservative: a point v's shadow starts only at the
// column after the one its square ends in, so a point that the square
// hides in its own two columns stays a candidate. Every candidate is
// then tested with the exact sees, so the search stays exact; the field
// of view only has to hold every point that u sees, which it does: a
// point at column d that u sees is, for every invalid point of a column
// before d, outside the open interval of that point's square.

// fovSlope is the slope n/d of a direction in an octant's frame (d ≥ 0;
// d == 0 is ±infinity by the sign of n, as for a square next to u).
type fovSlope struct{ n, d int64 }

// less reports whether a < b; at most one of them is infinite.
func (a fovSlope) less(b fovSlope) bool { return a.n*b.d < b.n*a.d }

// fovSpan is a closed interval of slopes [lo, hi] still unobstructed, or
// an open interval (lo, hi) of slopes that a square hides.
type fovSpan struct{ lo, hi fovSlope }

// fovOctants are the octants' frames: a point at column d and row r of
// octant k is u + d·e1 + r·e2. Even octants take rows 0…d-1 and odd ones
// rows 1…d, so that each ray on an octant border is searched once.
var fovOctants = [8][4]int{
	{1, 0, 0, 1}, {0, 1, 1, 0}, {0, 1, -1, 0}, {-1, 0, 0, 1},
	{-1, 0, 0, -1}, {0, -1, -1, 0}, {0, -1, 1, 0}, {1, 0, 0, -1},
}

// fovShadow is the open interval of slopes through the open 2×2 square
// round the point at column d ≥ 1 and row r of an octant, as seen from
// its origin.
func fovShadow(d, r int64) fovSpan {
	var s fovSpan
	if r+1 > 0 {
		if d > 1 {
			s.hi = fovSlope{r + 1, d - 1}
		} else {
			s.hi = fovSlope{1, 0}
		}
	} else {
		s.hi = fovSlope{r + 1, d + 1}
	}
	if r-1 < 0 {
		if d > 1 {
			s.lo = fovSlope{r - 1, d - 1}
		} else {
			s.lo = fovSlope{-1, 0}
		}
	} else {
		s.lo = fovSlope{r - 1, d + 1}
	}
	return s
}

// castFOV relaxes every corner (and the goal) at most dmax columns from
// the expanded vertex e.u in the octants that its turn cone may allow,
// that u may see, and perhaps a few more that relax's exact test rejects.
func (o *OptimalSearcher) castFOV(e *optExpansion, cs *cornerSet, dmax int) {
	pl, ux, uy, turn, cone := e.pl, e.ux, e.uy, e.turn, &e.cone
	ok, pw, w, h := pl.ok, pl.pw, pl.w, pl.h
	for k, fr := range fovOctants {
		if e.skip&(1<<k) != 0 {
			continue
		}
		e1x, e1y, e2x, e2y := fr[0], fr[1], fr[2], fr[3]
		// a move into the octant's open wedge or along its diagonal
		// enters the unit square at u between e1 and e2 at once, and one
		// along e1 the neighbour: when they are blocked, so is the octant
		axis := e.ufree&(1<<dirIndex(e1x, e1y)) != 0
		if e.ufree&(1<<dirIndex(e1x+e2x, e1y+e2y)) == 0 && (!axis || k&1 == 1) {
			continue // odd octants leave the e1 ray to the next one
		}
		if turn && !cone.allowsWedge(e1x, e1y, e1x+e2x, e1y+e2y) {
			continue
		}
		lit := append(o.lit[:0], fovSpan{fovSlope{0, 1}, fovSlope{1, 1}})
		if turn {
			lit = cone.octantSpans(lit[:0], e1x, e1y, e2x, e2y)
		}
		o.lit = lit // keep what the appends grew
		if len(lit) == 0 {
			continue
		}
		rlo, rhiOff := 0, 1 // rows 0…d-1
		if k&1 == 1 {
			rlo, rhiOff = 1, 0 // rows 1…d
		}
		// the goal in the octant's frame, for the bound's ellipse
		ga := float64((e.goal.X-ux)*e1x + (e.goal.Y-uy)*e1y)
		gb := float64((e.goal.X-ux)*e2x + (e.goal.Y-uy)*e2y)
		for d := 1; d <= dmax && len(lit) > 0; d++ {
			d64 := int64(d)
			// the ellipse is worth its square root where the spans are
			// wide; narrow ones cost a few rows, and every eighth column
			// still ends them once they leave it
			if !math.IsInf(e.bound, 1) && (d&7 == 0 || spanRows(lit, d64) > 4) {
				if lit = clipEllipse(lit, d, ga, gb, e.bound-e.gu); len(lit) == 0 {
					break
				}
			}
			cx, cy := ux+d*e1x, uy+d*e1y // the column's row 0
			shadows := o.shadows[:0]
			last := -1 << 30 // last row scanned for squares
			scanned := 0
			for _, sp := range lit {
				// rows of the span: ceil(lo·d) … floor(hi·d)
				r0 := int(ceilDiv64(sp.lo.n*d64, sp.lo.d))
				r1 := int(floorDiv64(sp.hi.n*d64, sp.hi.d))
				// the squares that can hide part of the span lie within two
				// rows of it; those one row off hide most, and missing a
				// shadow only leaves more to test, so one row is scanned
				scanned += max(0, r1+2-max(r0-1, last+1))
				for r := max(r0-1, last+1); r <= r1+1; r++ {
					x, y := cx+r*e2x, cy+r*e2y
					if x >= 0 && y >= 0 && x < w && y < h && ok[(y+1)*pw+x+1] {
						continue
					}
					s := fovShadow(d64, int64(r))
					if n := len(shadows); n > 0 && s.lo.less(shadows[n-1].hi) {
						if shadows[n-1].hi.less(s.hi) {
							shadows[n-1].hi = s.hi
						}
					} else {
						shadows = append(shadows, s)
					}
				}
				last = r1 + 1
				for r := max(r0, rlo); r <= min(r1, d-rhiOff); r++ {
					x, y := cx+r*e2x, cy+r*e2y
					if x < 0 || y < 0 || x >= w || y >= h {
						continue
					}
					i := (y+1)*pw + x + 1
					if !ok[i] {
						continue
					}
					if e.probe != nil {
						if cs.at[i] >= 0 || x == e.goal.X && y == e.goal.Y {
							*e.probe = append(*e.probe, Point{x, y})
						}
						continue
					}
					if v := cs.at[i]; v >= 0 {
						av := optVertex{x: int32(x), y: int32(y), id: v, arrive: cs.arrive[v]}
						av.h = e.dist(x, y, e.goal)
						o.relax(e, &av)
					}
					if x == e.goal.X && y == e.goal.Y {
						av := optVertex{x: int32(x), y: int32(y), id: e.gi, arrive: e.goalArrive}
						o.relax(e, &av)
					}
				}
			}
			o.shadows = shadows
			e.far = max(e.far, d)
			if e.budget > 0 {
				if e.budget -= scanned; e.budget <= 0 {
					e.budget = -1 // out of rows: the caller gives up
					return
				}
			}
			// lit minus the open shadows, both sorted
			next := o.litNext[:0]
			j := 0
			for _, sp := range lit {
				cur := sp.lo
				for j < len(shadows) && !sp.lo.less(shadows[j].hi) {
					j++ // wholly below the span (touching keeps lo)
				}
				jj := j
				for ; jj < len(shadows) && shadows[jj].lo.less(sp.hi); jj++ {
					s := shadows[jj]
					if !s.lo.less(cur) {
						next = append(next, fovSpan{cur, s.lo})
					}
					if cur.less(s.hi) {
						cur = s.hi
					}
				}
				if !sp.hi.less(cur) {
					next = append(next, fovSpan{cur, sp.hi})
				}
			}
			o.lit, o.litNext = next, lit
			lit = next
		}
		o.lit = lit
	}
}

// allowsWedge reports whether some direction of the wedge spanned by
// (ax, ay) and (bx, by) may be allowed: false means none is. A linear
// form's largest value on the wedge's unit directions is at an edge.
func (c *turnCone) allowsWedge(ax, ay, bx, by int) bool {
	for k := range c.n {
		f := &c.f[k]
		if max(f[0][0]*ax+f[0][1]*ay, f[0][0]*bx+f[0][1]*by) > 0 &&
			max(f[1][0]*ax+f[1][1]*ay, f[1][0]*bx+f[1][1]*by) >= 0 &&
			max(f[2][0]*ax+f[2][1]*ay, f[2][0]*bx+f[2][1]*by) >= 0 {
			return true
		}
	}
	return false
}

// octantSpans appends to spans the closed slope intervals of the octant
// with frame e1, e2 that hold every direction the cone allows (their
// closure: the field of view is conservative), sorted and disjoint. An
// entry's forms f·b = d·(f·e1 + s·f·e2) bound the slope s = r/d on one
// side each.
func (c *turnCone) octantSpans(spans []fovSpan, e1x, e1y, e2x, e2y int) []fovSpan {
	base := len(spans)
	for k := range c.n {
		sp, empty := fovSpan{fovSlope{0, 1}, fovSlope{1, 1}}, false
		for j, f := range c.f[k] {
			a, b := int64(f[0]*e1x+f[1]*e1y), int64(f[0]*e2x+f[1]*e2y)
			switch {
			case b > 0: // s ≥ -a/b
				if s := (fovSlope{-a, b}); sp.lo.less(s) {
					sp.lo = s
				}
			case b < 0: // s ≤ a/-b
				if s := (fovSlope{a, -b}); s.less(sp.hi) {
					sp.hi = s
				}
			default:
				empty = empty || a < 0 || j == 0 && a == 0
			}
		}
		if empty || sp.hi.less(sp.lo) {
			continue
		}
		// insert in order of lo, merging overlaps
		spans = append(spans, sp)
		for i := len(spans) - 1; i > base && spans[i].lo.less(spans[i-1].lo); i-- {
			spans[i], spans[i-1] = spans[i-1], spans[i]
		}
	}
	out := base
	for i := base; i < len(spans); i++ {
		if out > base && !spans[out-1].hi.less(spans[i].lo) {
			if spans[out-1].hi.less(spans[i].hi) {
				spans[out-1].hi = spans[i].hi
			}
			continue
		}
		spans[out] = spans[i]
		out++
	}
	return spans[:out]
}

// spanRows is about how many rows the spans hold at column d.
func spanRows(lit []fovSpan, d int64) int64 {
	n := int64(0)
	for _, sp := range lit {
		n += (sp.hi.n*sp.lo.d-sp.lo.n*sp.hi.d)*d/(sp.hi.d*sp.lo.d) + 1
	}
	return n
}

// clipEllipse removes from the spans the slopes whose point at column d
// lies outside the ellipse of the points q with |uq| + |qg| ≤ l (g at
// (a, b) in the octant's frame, u at its origin): no candidate there is
// within the bound. u is inside the ellipse and the ellipse is convex, so
// a ray that has left it never comes back, and the slopes can go for
// good. The rows where the column meets the ellipse are solved in
// floating point and widened by a row on each side; the field of view
// only has to stay a superset.
func clipEllipse(lit []fovSpan, d int, a, b, l float64) []fovSpan {
	// squaring |uq| = l - |qg| twice gives A·r² + B·r + C = 0
	x := float64(d)
	k := l*l + a*a + b*b - 2*a*x
	qa := 4 * (l*l - b*b)
	if qa <= 1e-6*l*l {
		return lit // the ellipse is a sliver along the column: no clip
	}
	qb := 4 * b * (k - 2*l*l)
	qc := 4*l*l*(b*b+(x-a)*(x-a)) - k*k
	disc := qb*qb - 4*qa*qc
	if disc < 0 {
		// the column misses the ellipse, but keep the spans when that may
		// be rounding: the column may touch it where a candidate lies
		// exactly on the bound
		if scale := qb*qb + 4*qa*(4*l*l*(b*b+(x-a)*(x-a))+k*k); disc < -1e-7*scale {
			return lit[:0]
		}
		disc = 0
	}
	sq := math.Sqrt(disc)
	lo := fovSlope{int64(math.Floor((-qb-sq)/(2*qa))) - 1, int64(d)}
	hi := fovSlope{int64(math.Ceil((-qb+sq)/(2*qa))) + 1, int64(d)}
	out := lit[:0]
	for _, sp := range lit {
		if sp.lo.less(lo) {
			sp.lo = lo
		}
		if hi.less(sp.hi) {
			sp.hi = hi
		}
		if !sp.hi.less(sp.lo) {
			out = append(out, sp)
		}
	}
	return out
}

func floorDiv64(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func ceilDiv64(a, b int64) int64 { return -floorDiv64(-a, b) }
