package pathing

import "bytes"

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
	// cells is the grid's cells as of the last build or update, so that
	// update can find what changed; cols is build's and update's scratch
	cells []bool
	cols  []int32
	// dirty are the pivot rectangles the last update recomputed, so that
	// what is derived from ok (JPS's packed bits) can follow in place
	dirty []Rect
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

// changedChunks calls f(lo, hi) for each span of updateChunk bytes in
// which old and cur differ, in order, and reports false, calling f no
// more, once so many spans differ (updateMostChunks of the map) that a
// rebuild is cheaper than updating.
func changedChunks(old, cur []byte, f func(lo, hi int)) bool {
	most := max(1, len(cur)/updateChunk/updateMostChunks)
	changed := 0
	for lo := 0; lo < len(cur); lo += updateChunk {
		hi := min(lo+updateChunk, len(cur))
		if bytes.Equal(old[lo:hi], cur[lo:hi]) {
			continue
		}
		if changed++; changed > most {
			return false
		}
		f(lo, hi)
	}
	return true
}

// endsFail says which end of a query is not a valid placement:
// StartBlocked, GoalBlocked, or NoFailure when both are.
func (p *placement) endsFail(start, goal Point) Failure {
	switch {
	case !p.valid(start):
		return StartBlocked
	case !p.valid(goal):
		return GoalBlocked
	}
	return NoFailure
}

// fresh reports whether p was built for this grid version and footprint.
func (p *placement) fresh(g *Grid, f Footprint) bool {
	return p.grid == g && p.version == g.version && p.agent == f && p.w == g.w && p.h == g.h
}

// build recomputes p for g and f in O(width×height), reusing p's buffers.
// It keeps no summed-area table (4 bytes a cell): a count of obstacles per
// column over the footprint's rows rolls down the map, one row in and one
// out per pivot row, and a window of L columns slides along it.
func (p *placement) build(g *Grid, f Footprint) {
	f = f.Norm()
	p.cells = append(p.cells[:0], g.blocked...)
	p.grid, p.version, p.agent, p.w, p.h = g, g.version, f, g.w, g.h
	p.pw = g.w + 2
	n := p.pw * (g.h + 2)
	if cap(p.ok) < n {
		p.ok = make([]bool, n)
	}
	p.ok = p.ok[:n]
	clear(p.ok)
	if g.w < f.L || g.h < f.W {
		return
	}
	if cap(p.cols) < g.w {
		p.cols = make([]int32, g.w)
	}
	cols := p.cols[:g.w]
	clear(cols)
	addRow := func(y int, d int32) {
		for x, b := range g.blocked[y*g.w : (y+1)*g.w] {
			if b {
				cols[x] += d
			}
		}
	}
	left, right, top, bottom := f.Left(), f.Right(), f.Top(), f.Bottom()
	for y := 0; y < f.W-1; y++ {
		addRow(y, 1)
	}
	for py := top; py < g.h-bottom; py++ {
		if Yields && py&31 == 31 {
			YieldPhase() // the browser's turn (the web page's one thread): a 512² map's build is tens of ms there
		}
		addRow(py+bottom, 1) // cols now counts rows py-top … py+bottom
		var sum int32
		for k := 0; k < f.L-1; k++ {
			sum += cols[k]
		}
		ok := p.ok[(py+1)*p.pw+1 : (py+2)*p.pw-1]
		for px := left; px < g.w-right; px++ {
			sum += cols[px+right]
			ok[px] = sum == 0
			sum -= cols[px-left]
		}
		addRow(py-top, -1)
	}
}

// updateChunk is the run of cells update compares at once, and
// updateMostChunks the share of changed runs above which it leaves the
// work to build.
const (
	updateChunk      = 64
	updateMostChunks = 8 // one in eight
)

// update brings p up to date for g when p was built for the same
// footprint and size and only some cells changed since (the app re-plans
// after every painted cell, each time on a fresh copy of the map): it
// compares g's cells with p.cells and recomputes only the pivots whose
// footprint covers a changed cell. It reports false when it cannot or
// when so much changed that build is cheaper; p must then be built.
func (p *placement) update(g *Grid, f Footprint) bool {
	f = f.Norm()
	if p.cells == nil || p.agent != f || p.w != g.w || p.h != g.h || len(p.cells) != len(g.blocked) {
		return false
	}
	p.dirty = p.dirty[:0]
	old, cur := boolBytes(p.cells), boolBytes(g.blocked)
	left, right, top, bottom := f.Left(), f.Right(), f.Top(), f.Bottom()
	if !changedChunks(old, cur, func(lo, hi int) {
		for i := lo; i < hi; {
			if old[i] == cur[i] {
				i++
				continue
			}
			// a run of changed cells in one row
			y, x0 := i/g.w, i%g.w
			j := i
			for j < hi && j/g.w == y && old[j] != cur[j] {
				j++
			}
			copy(old[i:j], cur[i:j])
			p.recompute(g, x0-right, x0+(j-i)-1+left, y-bottom, y+top, f)
			i = j
		}
	}) {
		return false
	}
	p.grid, p.version = g, g.version
	return true
}

// recompute sets ok for the pivots in columns px0..px1 and rows py0..py1
// (clipped to where the footprint fits on the map) by counting obstacles:
// per pivot row, a count per column over the footprint's rows, then a
// window of L columns slid along them.
func (p *placement) recompute(g *Grid, px0, px1, py0, py1 int, f Footprint) {
	left, right, top, bottom := f.Left(), f.Right(), f.Top(), f.Bottom()
	px0, px1 = max(px0, left), min(px1, g.w-1-right)
	py0, py1 = max(py0, top), min(py1, g.h-1-bottom)
	if px0 > px1 || py0 > py1 {
		return
	}
	p.dirty = append(p.dirty, Rect{px0, py0, px1, py1})
	cx0, cx1 := px0-left, px1+right // the columns the footprints reach
	if cap(p.cols) < cx1-cx0+1 {
		p.cols = make([]int32, cx1-cx0+1)
	}
	cols := p.cols[:cx1-cx0+1]
	for py := py0; py <= py1; py++ {
		if Yields && (py-py0)&31 == 31 {
			YieldPhase() // the browser's turn: an update of a big region
		}
		clear(cols)
		for y := py - top; y <= py+bottom; y++ {
			row := g.blocked[y*g.w+cx0 : y*g.w+cx1+1]
			for k, b := range row {
				if b {
					cols[k]++
				}
			}
		}
		var sum int32
		for k := 0; k < f.L-1; k++ {
			sum += cols[k]
		}
		base := (py+1)*p.pw + 1
		for px := px0; px <= px1; px++ {
			k := px - px0 // the window is cols[k : k+L]
			sum += cols[k+f.L-1]
			p.ok[base+px] = sum == 0
			sum -= cols[k]
		}
	}
}
