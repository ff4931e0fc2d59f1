package crowd

import "swath/pathing"

// Move is one tick of an NPC: its pivot goes from From to To at constant
// speed (From == To: it waits).
type Move struct{ From, To pathing.Point }

// Collide reports whether footprint fa moving along a and footprint fb
// moving along b, both over the same tick, overlap with positive area at
// some moment of it, its two ends included. Touching is not overlapping.
//
// It is exact, in integers: in doubled coordinates (so that cell edges
// are odd numbers) a body's extent along one axis at time s ∈ [0, 1] is
// [lo + 2s·d, hi + 2s·d]; the two extents overlap where lo_a − hi_b +
// 2s(d_a − d_b) < 0 and lo_b − hi_a − 2s(d_a − d_b) < 0, each a bound on
// s of the form s < p/q or s > p/q. The bodies collide when the bounds of
// both axes leave some s with 0 ≤ s ≤ 1: the set is open but at 0 and 1,
// so it is then an interval of positive length. Moves of any length work.
func Collide(fa pathing.Footprint, a Move, fb pathing.Footprint, b Move) bool {
	fa, fb = fa.Norm(), fb.Norm()
	t := timeSpan{lo: ratio{0, 1}, hi: ratio{1, 1}}
	t.axis(2*a.From.X-2*fa.Left()-1, 2*a.From.X+2*fa.Right()+1, a.To.X-a.From.X,
		2*b.From.X-2*fb.Left()-1, 2*b.From.X+2*fb.Right()+1, b.To.X-b.From.X)
	t.axis(2*a.From.Y-2*fa.Top()-1, 2*a.From.Y+2*fa.Bottom()+1, a.To.Y-a.From.Y,
		2*b.From.Y-2*fb.Top()-1, 2*b.From.Y+2*fb.Bottom()+1, b.To.Y-b.From.Y)
	return t.lo.less(t.hi)
}

// ratio is the fraction p/q, q > 0.
type ratio struct{ p, q int }

func (r ratio) less(o ratio) bool { return r.p*o.q < o.p*r.q }

// timeSpan is the moments lo < s < hi (lo = 0 and hi = 1 included) of one
// tick where both bodies overlap along every axis met so far.
type timeSpan struct{ lo, hi ratio }

// axis narrows t to the moments where the extents [aLo, aHi] moving by
// 2·da per tick and [bLo, bHi] moving by 2·db overlap, in doubled
// coordinates.
func (t *timeSpan) axis(aLo, aHi, da, bLo, bHi, db int) {
	e := 2 * (da - db)
	t.bound(aLo-bHi, e)  // a's low edge below b's high edge
	t.bound(bLo-aHi, -e) // b's low edge below a's high edge
}

// bound narrows t to the moments where c + s·e < 0.
func (t *timeSpan) bound(c, e int) {
	switch {
	case e == 0:
		if c >= 0 {
			t.lo, t.hi = ratio{1, 1}, ratio{0, 1} // never
		}
	case e > 0: // s < -c/e
		if r := (ratio{-c, e}); r.less(t.hi) {
			t.hi = r
		}
	default: // s > c/-e
		if r := (ratio{c, -e}); t.lo.less(r) {
			t.lo = r
		}
	}
}

// The 9 moves of a tick are numbered (dy+1)*3 + (dx+1): 0 NW, 1 N, 2 NE,
// 3 W, 4 wait, 5 E, 6 SW, 7 S, 8 SE.
const (
	moves    = 9
	moveWait = 4
)

// moveDelta is move m's step.
func moveDelta(m int) (dx, dy int) { return m%3 - 1, m/3 - 1 }

// moveOf is the move from a to b, which are at most one cell apart.
func moveOf(a, b pathing.Point) int { return (b.Y-a.Y+1)*3 + b.X - a.X + 1 }

// diagonal reports whether move m is a diagonal step.
func diagonal(m int) bool { return m != moveWait && m%2 == 0 }
