package pathing

// Clearance holds, for every cell of a grid, the side of the largest square
// footprint that fits with its pivot there (0 where not even a 1×1 agent
// does): how big an agent can stand at each cell. Keep one and Compute it
// again after edits; it reuses its buffers. The zero value is ready.
type Clearance struct {
	w, h int
	// sq[y*w+x] is the side of the largest free square whose top-left
	// cell is (x, y); side[...] the clearance of pivot (x, y).
	sq, side []int32
}

// Compute fills c for g in O(cells · log(side)): the largest free square
// at each top-left corner by the usual dynamic programme, then, per pivot,
// a binary search over k (sides).
func (c *Clearance) Compute(g *Grid) {
	w, h := g.w, g.h
	c.w, c.h = w, h
	if cap(c.sq) < w*h {
		c.sq, c.side = make([]int32, w*h), make([]int32, w*h)
	}
	c.sq, c.side = c.sq[:w*h], c.side[:w*h]
	sq := c.sq
	for y := h - 1; y >= 0; y-- {
		for x := w - 1; x >= 0; x-- {
			i := y*w + x
			if g.blocked[i] {
				sq[i] = 0
				continue
			}
			if x == w-1 || y == h-1 {
				sq[i] = 1
				continue
			}
			sq[i] = 1 + min(sq[i+1], sq[i+w], sq[i+w+1])
		}
	}
	c.sides(Rect{MaxX: w - 1, MaxY: h - 1})
}

// sides sets the clearance of the pivots in r from the free squares: per
// pivot, a binary search over k. A k×k footprint at pivot p covers the
// square with top-left p-(k-1)/2 on both axes, and the (k-1)×(k-1)
// footprint at p lies inside it, so "fits" is monotone in k and the search
// is exact.
func (c *Clearance) sides(r Rect) {
	w, h, sq := c.w, c.h, c.sq
	fits := func(x, y, k int) bool {
		o := (k - 1) / 2
		tx, ty := x-o, y-o
		return tx >= 0 && ty >= 0 && int(sq[ty*w+tx]) >= k
	}
	for y := r.MinY; y <= r.MaxY; y++ {
		for x := r.MinX; x <= r.MaxX; x++ {
			lo, hi := 0, int(sq[y*w+x]) // fits(k) needs at least sq(p) ≥ k - (k-1)/2
			if lo < hi {
				hi = min(2*hi+1, w, h)
			}
			for lo < hi { // largest k in [lo, hi] with fits(k); fits(0) holds
				k := (lo + hi + 1) / 2
				if fits(x, y, k) {
					lo = k
				} else {
					hi = k - 1
				}
			}
			c.side[y*w+x] = int32(lo)
		}
	}
}

// At returns the clearance of pivot p: the side of the largest square
// footprint that fits there, 0 off the map or where nothing fits.
func (c *Clearance) At(p Point) int {
	if p.X < 0 || p.Y < 0 || p.X >= c.w || p.Y >= c.h {
		return 0
	}
	return int(c.side[p.Y*c.w+p.X])
}

// Max returns the largest clearance on the map (for a legend's scale).
func (c *Clearance) Max() int {
	m := int32(0)
	for _, v := range c.side {
		m = max(m, v)
	}
	return int(m)
}
