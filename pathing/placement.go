package pathing

// placement is the grid of valid pivot cells for one footprint on one version
// of a grid, padded by a ring of invalid cells so the search needs no bounds
// checks. Index of (x, y) is (y+1)*pw + (x+1).
type placement struct {
	grid    *Grid
	version uint64
	agent   Footprint
	w, h    int
	pw      int
	ok      []bool
	sat     []int32 // summed-area table of obstacles, (w+1)×(h+1)
}

func (p *placement) index(pt Point) int { return (pt.Y+1)*p.pw + pt.X + 1 }

func (p *placement) point(i int) Point { return Point{i%p.pw - 1, i/p.pw - 1} }

// valid reports whether pt is a valid placement; off-map points are not.
func (p *placement) valid(pt Point) bool {
	if pt.X < 0 || pt.Y < 0 || pt.X >= p.w || pt.Y >= p.h {
		return false
	}
	return p.ok[p.index(pt)]
}

// fresh reports whether p was built for this grid version and footprint.
func (p *placement) fresh(g *Grid, f Footprint) bool {
	return p.grid == g && p.version == g.version && p.agent == f && p.w == g.w && p.h == g.h
}

// build recomputes p for g and f in O(width×height) with a summed-area table,
// reusing p's buffers.
func (p *placement) build(g *Grid, f Footprint) {
	f = f.Norm()
	p.grid, p.version, p.agent, p.w, p.h = g, g.version, f, g.w, g.h
	p.pw = g.w + 2
	n := p.pw * (g.h + 2)
	if cap(p.ok) < n {
		p.ok = make([]bool, n)
	}
	p.ok = p.ok[:n]
	sw := g.w + 1
	if cap(p.sat) < sw*(g.h+1) {
		p.sat = make([]int32, sw*(g.h+1))
	}
	sat := p.sat[:sw*(g.h+1)]
	for x := range sw {
		sat[x] = 0
	}
	for y := 0; y < g.h; y++ {
		var run int32
		row := g.blocked[y*g.w : (y+1)*g.w]
		above := sat[y*sw : (y+1)*sw]
		cur := sat[(y+1)*sw : (y+2)*sw]
		cur[0] = 0
		for x, b := range row {
			if b {
				run++
			}
			cur[x+1] = above[x+1] + run
		}
	}
	for i := range p.ok {
		p.ok[i] = false
	}
	left, right, top, bottom := f.Left(), f.Right(), f.Top(), f.Bottom()
	for y := top; y < g.h-bottom; y++ {
		y0, y1 := y-top, y+bottom+1
		base := (y+1)*p.pw + 1
		for x := left; x < g.w-right; x++ {
			x0, x1 := x-left, x+right+1
			s := sat[y1*sw+x1] - sat[y0*sw+x1] - sat[y1*sw+x0] + sat[y0*sw+x0]
			p.ok[base+x] = s == 0
		}
	}
}
