package pathing

import "fmt"

// CellOrder chooses how a JPS path is laid out in cells between its jump
// points. The node set for smoothing must be 8-adjacent (the paper's step 1),
// and where a diagonal leg is followed by a straight one along one of its
// axes the same cost can be walked either way round.
type CellOrder int

const (
	// DiagonalFirst joins the jump points as JPS found them: its canonical
	// paths take the diagonal first, then go straight.
	DiagonalFirst CellOrder = iota
	// StraightFirst swaps each diagonal leg followed by a straight leg
	// along one of its axes into straight-then-diagonal, when every cell
	// of the swapped route is valid (no corner cut); otherwise it keeps
	// the diagonal first. The cost is the same.
	StraightFirst
)

func (o CellOrder) String() string {
	switch o {
	case DiagonalFirst:
		return "diagonal-first"
	case StraightFirst:
		return "straight-first"
	}
	return fmt.Sprintf("CellOrder(%d)", int(o))
}

// ParseCellOrder reads "diagonal-first" or "straight-first".
func ParseCellOrder(s string) (CellOrder, error) {
	switch s {
	case "diagonal-first":
		return DiagonalFirst, nil
	case "straight-first":
		return StraightFirst, nil
	}
	return 0, fmt.Errorf("cell order %q: want diagonal-first or straight-first", s)
}

// JumpPoints appends to dst[:0] the jump points of the last search's path,
// start and goal included (none when it found no path), and returns it.
func (s *JPSearcher) JumpPoints(dst []Point) []Point {
	dst = dst[:0]
	if s.last == nil {
		return dst
	}
	for _, i := range s.jumps {
		dst = append(dst, s.last.pl.point(int(i)))
	}
	return dst
}

// Expand lays the last search's path out in cells again, in order o (its
// Path was laid out in s.Order). The result aliases the searcher's buffer,
// valid until its next search or Expand.
func (s *JPSearcher) Expand(o CellOrder) []Point {
	if s.last == nil || len(s.jumps) == 0 {
		return nil
	}
	return s.expand(s.last, o)
}

// expand lays the jump points s.jumps out in cells. Between two jump
// points that do not share one of the eight directions, the search went
// diagonal-first (intermediate pruning), so the corner goes in between.
func (s *JPSearcher) expand(jg *jpsGrid, o CellOrder) []Point {
	pl := &jg.pl
	s.turns = s.turns[:0]
	for k, i := range s.jumps {
		b := pl.point(int(i))
		if k > 0 {
			a := s.turns[len(s.turns)-1]
			dx, dy := b.X-a.X, b.Y-a.Y
			if dx != 0 && dy != 0 && abs(dx) != abs(dy) {
				d := min(abs(dx), abs(dy))
				s.turns = append(s.turns, Point{a.X + sign(dx)*d, a.Y + sign(dy)*d})
			}
		}
		s.turns = append(s.turns, b)
	}
	ps := s.turns
	s.path = append(s.path[:0], ps[0])
	// legs: maximal runs of one direction, between turning points
	last := len(ps) - 1
	for i := 0; i < last; {
		b, nb := turn(ps, i)
		if o == StraightFirst && nb-1 < last {
			c, nc := turn(ps, nb-1)
			if s.swapped(pl, ps[i], b, c) {
				i = nc - 1
				continue
			}
		}
		s.walk(ps[i], b)
		i = nb - 1
	}
	return s.path
}

// turn follows the points from ps[from] while the direction stays the
// same and returns the last point reached and the index after it.
func turn(ps []Point, from int) (Point, int) {
	a := ps[from]
	k := from + 1
	b := ps[k]
	dx, dy := sign(b.X-a.X), sign(b.Y-a.Y)
	for k+1 < len(ps) {
		c := ps[k+1]
		if sign(c.X-b.X) != dx || sign(c.Y-b.Y) != dy {
			break
		}
		b = c
		k++
	}
	return b, k + 1
}

// swapped lays out a→b (diagonal) then b→c (straight along an axis of the
// diagonal) as a→b' (straight) then b'→c (diagonal), and reports whether
// it did: only when every cell of that route is valid and no diagonal
// step cuts a corner.
func (s *JPSearcher) swapped(pl *placement, a, b, c Point) bool {
	ddx, ddy := sign(b.X-a.X), sign(b.Y-a.Y)
	sdx, sdy := sign(c.X-b.X), sign(c.Y-b.Y)
	if ddx == 0 || ddy == 0 || (sdx != 0 && sdy != 0) || (sdx != 0 && sdx != ddx) || (sdy != 0 && sdy != ddy) {
		return false
	}
	bb := Point{a.X + c.X - b.X, a.Y + c.Y - b.Y}
	for p := a; p != bb; {
		p = Point{p.X + sdx, p.Y + sdy}
		if !pl.valid(p) {
			return false
		}
	}
	for p := bb; p != c; {
		q := Point{p.X + ddx, p.Y + ddy}
		if !pl.valid(q) || !pl.valid(Point{q.X, p.Y}) || !pl.valid(Point{p.X, q.Y}) {
			return false
		}
		p = q
	}
	s.walk(a, bb)
	s.walk(bb, c)
	return true
}

// walk appends the cells after a up to b, which lie on one line of the
// eight directions.
func (s *JPSearcher) walk(a, b Point) {
	dx, dy := sign(b.X-a.X), sign(b.Y-a.Y)
	for p := a; p != b; {
		p = Point{p.X + dx, p.Y + dy}
		s.path = append(s.path, p)
	}
}
