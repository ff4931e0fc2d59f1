package pathing

// blockers are the obstacles the linear strategy's last failed exact tests
// ran into, each kept as the pivots it rules out, so that a later test
// whose segment one of them blocks is answered without scanning a cell.
// On a scattered map (random512-20) the farthest visible node is a few
// cells away while the region of farthestRegion reaches everywhere, so
// nearly every node after it is tested, and the test of a node near the
// last one tested, from the same anchor, runs into the same obstacle.
//
// Why it is exact (exact sampling only; the paper's sampling can pass an
// obstacle's corner): an obstacle cell c rules out the pivots
// R = [c.X-Right, c.X+Left] × [c.Y-Bottom, c.Y+Top], the placements whose
// footprint covers it. By docs/algorithm.md §9 (The placement grid) an
// axis-parallel move a→b is legal only if no integer point on it is in R,
// and an oblique one only if no unit square whose interior it crosses has
// a corner in R. The union of those squares' interiors with the points of
// R is the open box (R.MinX-1, R.MaxX+1) × (R.MinY-1, R.MaxY+1): a point
// of an oblique segment inside the box is either an end in R or has a
// neighbourhood on the segment inside the box, with points of no integer
// coordinate, each inside a square with a corner in R. So an oblique move
// that meets the open box, or an axis-parallel one that meets R, is not
// visible. TestBlockersMatchSweep checks that this is the exact scan set:
// a cell is in it exactly when its box meets the segment.
type blockers struct {
	r    [blockerN]Rect
	n    int // entries in use
	next int // the slot the next one takes
	// the footprint's reach around the pivot
	left, right, top, bottom int
	hits                     int // tests answered, for the tests
}

// blockerN is how many obstacles blockers keeps: on random512-20 the last
// few answer most tests (the nodes tested one after another lie close
// together), and each kept one costs every test a few comparisons.
const blockerN = 4

// reset empties b for footprint f.
func (b *blockers) reset(f Footprint) {
	f = f.Norm()
	*b = blockers{left: f.Left(), right: f.Right(), top: f.Top(), bottom: f.Bottom()}
}

// add keeps obstacle cell c, in place of the oldest one when b is full.
func (b *blockers) add(c Point) {
	b.r[b.next] = Rect{MinX: c.X - b.right, MaxX: c.X + b.left, MinY: c.Y - b.bottom, MaxY: c.Y + b.top}
	b.next = (b.next + 1) % blockerN
	b.n = min(b.n+1, blockerN)
}

// blocks reports whether one of the kept obstacles blocks the move a→p,
// the newest first.
func (b *blockers) blocks(a, p Point) bool {
	for k := range b.n {
		s := b.next - 1 - k
		if s < 0 {
			s += blockerN
		}
		if moveMeets(b.r[s], a, p) {
			b.hits++
			return true
		}
	}
	return false
}

// moveMeets reports whether the move a→b meets the pivots r rule out
// (see blockers): for an axis-parallel move, whether it holds a point of
// r; for an oblique one, whether it meets the open box one wider than r
// on every side. Separating axes: the box's two and the segment's normal,
// in exact integer arithmetic.
func moveMeets(r Rect, a, b Point) bool {
	x0, x1 := min(a.X, b.X), max(a.X, b.X)
	y0, y1 := min(a.Y, b.Y), max(a.Y, b.Y)
	if a.X == b.X || a.Y == b.Y {
		return x1 >= r.MinX && x0 <= r.MaxX && y1 >= r.MinY && y0 <= r.MaxY
	}
	bx0, bx1, by0, by1 := r.MinX-1, r.MaxX+1, r.MinY-1, r.MaxY+1
	if x1 <= bx0 || x0 >= bx1 || y1 <= by0 || y0 >= by1 {
		return false
	}
	// the box's corners on one side of the line ab (or on it): apart
	dx, dy := b.X-a.X, b.Y-a.Y
	s00 := dx*(by0-a.Y) - dy*(bx0-a.X)
	s10 := dx*(by0-a.Y) - dy*(bx1-a.X)
	s01 := dx*(by1-a.Y) - dy*(bx0-a.X)
	s11 := dx*(by1-a.Y) - dy*(bx1-a.X)
	if (s00 >= 0 && s10 >= 0 && s01 >= 0 && s11 >= 0) || (s00 <= 0 && s10 <= 0 && s01 <= 0 && s11 <= 0) {
		return false
	}
	return true
}
