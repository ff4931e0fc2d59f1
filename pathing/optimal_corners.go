package pathing

// The free space of the pivot (a wide agent is a point on its placement grid) is the plane minus an open
// 2×2 square centred on every invalid placement (and every point off the
// map): a point p is free iff every integer point within Chebyshev
// distance below 1 of p is valid. A shortest route bends only where it
// wraps around a convex corner of that union, which is an integer point
// p with an invalid diagonal neighbour p+d whose two flanking neighbours
// p+(dx,0) and p+(0,dy) are valid: the open quadrant of direction d at p
// is blocked there and the rest of p's neighbourhood is not blocked by the
// same square's neighbours. Pinch points (two opposite invalid diagonals)
// and slit ends are such points too.

// cornerSet is the list of convex corners of one placement grid, cached
// until the placement changes.
type cornerSet struct {
	pl      *placement
	grid    *Grid
	version uint64
	agent   Footprint
	w, h    int
	x, y    []int32
	mask    []uint8  // bit k: the quadrant diag[k] is blocked, its flanks free
	arrive  []uint16 // arriveDirs
	// The corners are listed square by square (optBucketShift) for the
	// search's pruning: square b holds [bstart[b], bstart[b+1]) and has
	// bw squares a row.
	bstart []int32
	bw     int
	// at is the corner at each padded index of the placement grid, or -1,
	// for the field of view to find the corners it meets.
	at []int32
	// ok is the placement grid as of the last build or update, so that
	// update can find what changed; the n* slices are update's second
	// buffers, swapped in when it is done, and dirty its marks by square.
	ok      []bool
	nx, ny  []int32
	nmask   []uint8
	narrive []uint16
	nvis    []int32
	nbstart []int32
	dirty   []bool
	// vis caches each corner's moves (optimal_vis.go), kept across
	// searches and dropped where the placement grid changes
	visCache
}

// optBucketShift sets the side of the squares by which the corner list is
// kept (16 points), so that an update recomputes only the squares near
// the cells that changed.
const optBucketShift = 4

// cornerDiag are the four diagonal directions of a corner mask's bits.
var cornerDiag = [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}

// fresh reports whether c was built from pl as it is now.
func (c *cornerSet) fresh(pl *placement) bool {
	return c.pl == pl && c.grid == pl.grid && c.version == pl.version && c.agent == pl.agent && c.w == pl.w && c.h == pl.h && c.x != nil
}

// build lists pl's convex corners, square by square, reusing c's buffers.
func (c *cornerSet) build(pl *placement) {
	c.pl, c.grid, c.version, c.agent, c.w, c.h = pl, pl.grid, pl.version, pl.agent, pl.w, pl.h
	c.x, c.y, c.mask, c.arrive, c.vis = c.x[:0], c.y[:0], c.mask[:0], c.arrive[:0], c.vis[:0]
	if c.x == nil {
		c.x = make([]int32, 0, 64)
	}
	c.ok = append(c.ok[:0], pl.ok...)
	const side = 1 << optBucketShift
	c.bw = (pl.w + side - 1) / side
	nb := c.bw * ((pl.h + side - 1) / side)
	c.bstart = c.bstart[:0]
	for b := range nb {
		c.bstart = append(c.bstart, int32(len(c.x)))
		c.square(pl, b)
	}
	c.bstart = append(c.bstart, int32(len(c.x)))
	c.resetVis(nb, len(c.x))
	if cap(c.at) < len(pl.ok) {
		c.at = make([]int32, len(pl.ok))
	}
	c.at = c.at[:len(pl.ok)]
	for i := range c.at {
		c.at[i] = -1
	}
	c.index(pl)
}

// index records in c.at where each corner is.
func (c *cornerSet) index(pl *placement) {
	for v := range c.x {
		c.at[int(c.y[v]+1)*pl.pw+int(c.x[v])+1] = int32(v)
	}
}

// square appends the corners of square b.
func (c *cornerSet) square(pl *placement, b int) {
	const side = 1 << optBucketShift
	ok, pw := pl.ok, pl.pw
	x0, y0 := (b%c.bw)*side, (b/c.bw)*side
	for y := y0; y < min(y0+side, pl.h); y++ {
		base := (y+1)*pw + 1
		for x := x0; x < min(x0+side, pl.w); x++ {
			i := base + x
			// most points have all four diagonal neighbours valid
			if !ok[i] || ok[i-pw-1] && ok[i-pw+1] && ok[i+pw-1] && ok[i+pw+1] {
				continue
			}
			var m uint8
			for k, d := range cornerDiag {
				if !ok[i+d[0]+d[1]*pw] && ok[i+d[0]] && ok[i+d[1]*pw] {
					m |= 1 << k
				}
			}
			if m != 0 {
				c.x = append(c.x, int32(x))
				c.y = append(c.y, int32(y))
				c.mask = append(c.mask, m)
				c.arrive = append(c.arrive, arriveDirs(freeDirs(pl, i), m))
				c.vis = append(c.vis, visNone)
			}
		}
	}
}

// update brings c up to date with pl when pl was updated in place (the
// app re-plans after every painted cell): it finds the points whose
// validity changed, recomputes the squares within one point of them and
// copies the others with their cached moves, then drops the cached moves
// that the changed points may touch. It reports false when it cannot or
// when so much changed that build is cheaper; c must then be built.
func (c *cornerSet) update(pl *placement) bool {
	if c.pl != pl || c.agent != pl.agent || c.w != pl.w || c.h != pl.h || len(c.ok) != len(pl.ok) || c.x == nil {
		return false
	}
	const side = 1 << optBucketShift
	nb := len(c.bstart) - 1
	if cap(c.dirty) < nb {
		c.dirty = make([]bool, nb)
	}
	dirty := c.dirty[:nb]
	clear(dirty)
	c.changed = c.changed[:0]
	old, cur := boolBytes(c.ok), boolBytes(pl.ok)
	if !changedChunks(old, cur, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			if old[i] == cur[i] {
				continue
			}
			x, y := i%pl.pw-1, i/pl.pw-1
			c.noteChange(x, y)
			for _, p := range [4]Point{{x - 1, y - 1}, {x + 1, y - 1}, {x - 1, y + 1}, {x + 1, y + 1}} {
				px, py := min(max(p.X, 0), pl.w-1), min(max(p.Y, 0), pl.h-1)
				dirty[(py/side)*c.bw+px/side] = true
			}
		}
		copy(old[lo:hi], cur[lo:hi])
	}) {
		return false
	}
	c.nx, c.ny, c.nmask, c.narrive, c.nvis, c.nbstart = c.nx[:0], c.ny[:0], c.nmask[:0], c.narrive[:0], c.nvis[:0], c.nbstart[:0]
	// swap so that square appends to the new lists
	c.x, c.nx = c.nx, c.x
	c.y, c.ny = c.ny, c.y
	c.mask, c.nmask = c.nmask, c.mask
	c.arrive, c.narrive = c.narrive, c.arrive
	c.vis, c.nvis = c.nvis, c.vis
	relisted := false
	for b := range nb {
		c.nbstart = append(c.nbstart, int32(len(c.x)))
		lo, hi := c.bstart[b], c.bstart[b+1]
		if dirty[b] {
			relisted = true
			c.dropSquare(c.nvis[lo:hi])
			c.square(pl, b)
			continue
		}
		c.x = append(c.x, c.nx[lo:hi]...)
		c.y = append(c.y, c.ny[lo:hi]...)
		c.mask = append(c.mask, c.nmask[lo:hi]...)
		c.arrive = append(c.arrive, c.narrive[lo:hi]...)
		c.vis = append(c.vis, c.nvis[lo:hi]...)
	}
	c.nbstart = append(c.nbstart, int32(len(c.x)))
	c.bstart, c.nbstart = c.nbstart, c.bstart
	for v := range c.nx { // the old corners leave the index
		c.at[int(c.ny[v]+1)*pl.pw+int(c.nx[v])+1] = -1
	}
	c.index(pl)
	c.invalidate()
	if relisted {
		c.renumbered()
	}
	c.grid, c.version = pl.grid, pl.version
	return true
}

// freeDirs says in which of the eight directions a straight move can
// leave the valid point at padded index i: bit dirIndex(sx, sy) is set
// when the neighbour (axis) or the unit square (diagonal) that a move of
// signs (sx, sy) enters at once is free. A move is free only if it leaves
// its start and reaches its end this way: a cheap test before sees.
func freeDirs(pl *placement, i int) uint16 {
	ok, pw := pl.ok, pl.pw
	var m uint16
	for sy := -1; sy <= 1; sy++ {
		for sx := -1; sx <= 1; sx++ {
			if (sx != 0 || sy != 0) && ok[i+sx+sy*pw] && ok[i+sx] && ok[i+sy*pw] {
				m |= 1 << dirIndex(sx, sy)
			}
		}
	}
	return m
}

// arriveDirs says with which directions a move may end at a point whose
// free directions are free and whose corner mask is mask (0 for the goal,
// where a route need not bend): bit dirIndex(sx, sy) is set when the move
// enters the point through a free square or neighbour, the opposite
// direction, and, for a corner, can still wrap round one of its blocked
// quadrants (tangent, which depends on the signs only).
func arriveDirs(free uint16, mask uint8) uint16 {
	var m uint16
	for sy := -1; sy <= 1; sy++ {
		for sx := -1; sx <= 1; sx++ {
			d := dirIndex(sx, sy)
			if d != 4 && free&(1<<(8-d)) != 0 && (mask == 0 || tangent(mask, sx, sy)) {
				m |= 1 << d
			}
		}
	}
	return m
}

// dirIndex numbers the sign pairs (sx, sy) 0…8; the opposite of k is 8-k.
func dirIndex(sx, sy int) int { return (sy+1)*3 + sx + 1 }

// sign is -1, 0 or 1.
func sign(v int) int { return (v >> 63) | int(uint(-v)>>63) }

// tangent reports whether a route arriving at a corner with direction
// (bx, by) can still wrap around one of its blocked quadrants: it cannot
// when it comes from inside the opposite quadrant (its extension would run
// into the obstacle, so the bend would go away from it).
func tangent(mask uint8, bx, by int) bool {
	for k, d := range cornerDiag {
		if mask&(1<<k) != 0 && (bx*d[0] < 0 || by*d[1] < 0) {
			return true
		}
	}
	return false
}

// sees reports whether the pivot can move straight from a to b on pl
// (docs/algorithm.md §9.1, Visibility on the placement grid): an axis-parallel segment needs every integer point on it valid,
// an oblique one the four corners of every unit square whose interior it
// crosses. Per column x it checks the integer points of the rows the
// segment spans over [x-1, x+1], which are those corners. Integer
// arithmetic only. It returns the verdict and the points it read.
func (p *placement) sees(a, b Point) (bool, int) {
	if a.X > b.X {
		a, b = b, a
	}
	ok, pw := p.ok, p.pw
	if !p.valid(a) || !p.valid(b) {
		return false, 1
	}
	dx, dy := b.X-a.X, b.Y-a.Y
	if dx == 0 || dy == 0 {
		step, n := 1, dx
		if dx == 0 {
			step, n = pw, abs(dy)
			if dy < 0 {
				a = b
			}
		}
		i := p.index(a)
		for k := 0; k <= n; k++ {
			if !ok[i+k*step] {
				return false, k + 1
			}
		}
		return true, n + 1
	}
	// Column a.X+t spans the rows from floor((t-1)·|dy|/dx) to
	// ceil((t+1)·|dy|/dx) off a.Y (t-1 and t+1 clamped to 0…dx), mirrored
	// for dy < 0; the quotients are stepped, not divided.
	ady := abs(dy)
	dq, dr := ady/dx, ady%dx
	qa, ra := 0, 0   // floor at max(t-1, 0)
	qb, rb := dq, dr // floor at min(t+1, dx)
	read := 0
	for t := 0; t <= dx; t++ {
		lo, hi := qa, qb
		if rb > 0 {
			hi++
		}
		y0, y1 := a.Y+lo, a.Y+hi
		if dy < 0 {
			y0, y1 = a.Y-hi, a.Y-lo
		}
		i := (y0+1)*pw + a.X + t + 1
		for y := y0; y <= y1; y++ {
			read++
			if !ok[i] {
				return false, read
			}
			i += pw
		}
		if t >= 1 {
			if qa, ra = qa+dq, ra+dr; ra >= dx {
				qa, ra = qa+1, ra-dx
			}
		}
		if t+1 < dx {
			if qb, rb = qb+dq, rb+dr; rb >= dx {
				qb, rb = qb+1, rb-dx
			}
		}
	}
	return true, read
}
