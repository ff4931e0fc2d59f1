package pathing

// turnCone is the set of directions in which a route that arrived at a
// corner may leave it and stay taut (see tautTurn in the tests), as linear constraints on
// the direction b, so that a whole box of candidates can be ruled out at
// once. Entry k allows b when f[k][0]·b > 0, f[k][1]·b >= 0 and
// f[k][2]·b >= 0; b is allowed when some entry allows it.
type turnCone struct {
	n int
	f [8][3][2]int
}

// newTurnCone is the cone of a corner with blocked quadrants mask reached
// with direction (ax, ay). For quadrant d and the turn's sense σ (the sign
// of cross(-a, b)), tautTurn's four conditions σ·ay·dx >= 0, σ·dx·by >= 0,
// -σ·ax·dy >= 0 and -σ·dy·bx >= 0: two fix whether the entry exists, two
// become constraints.
func newTurnCone(mask uint8, ax, ay int) turnCone {
	var c turnCone
	for k, d := range cornerDiag {
		if mask&(1<<k) == 0 {
			continue
		}
		dx, dy := d[0], d[1]
		for _, s := range [2]int{1, -1} {
			if s*ay*dx >= 0 && -s*ax*dy >= 0 {
				c.f[c.n] = [3][2]int{{s * ay, -s * ax}, {0, s * dx}, {-s * dy, 0}}
				c.n++
			}
		}
	}
	return c
}

// allows reports whether a route may leave with direction (bx, by).
func (c *turnCone) allows(bx, by int) bool {
	for k := range c.n {
		f := &c.f[k]
		if f[0][0]*bx+f[0][1]*by > 0 && f[1][0]*bx+f[1][1]*by >= 0 && f[2][0]*bx+f[2][1]*by >= 0 {
			return true
		}
	}
	return false
}

// allowsBox reports whether some direction to a point of the box
// [x0,x1]×[y0,y1] (relative to the corner) may be allowed: false means
// none is. A linear form takes its largest value on the box at a corner.
func (c *turnCone) allowsBox(x0, y0, x1, y1 int) bool {
	for k := range c.n {
		f := &c.f[k]
		if boxMax(f[0], x0, y0, x1, y1) > 0 && boxMax(f[1], x0, y0, x1, y1) >= 0 && boxMax(f[2], x0, y0, x1, y1) >= 0 {
			return true
		}
	}
	return false
}

// boxMax is the largest value of f·b over the box.
func boxMax(f [2]int, x0, y0, x1, y1 int) int {
	return max(f[0]*x0, f[0]*x1) + max(f[1]*y0, f[1]*y1)
}
