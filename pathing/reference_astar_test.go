package pathing_test

import (
	"math"

	"swath/pathing"
)

// refAStar is the reference of PERFORMANCE.md, "a straightforward Go A*":
// flat per-cell arrays reset by a generation stamp, a typed binary heap of
// (f, g, id) with lazy deletion, bounds and corner checks on every
// neighbour; 8-connected, octile, no corner cutting, ties to larger g. It
// searches a grid of valid placements given as a []bool (for a footprint,
// computed once per map, as every fast search does), so that its time is
// the search's alone. The targets ("the textbook A*") are ratios
// to it.
type refAStar struct {
	w, h int
	ok   []bool
	g    []float64
	seen []uint32 // generation when g was set
	done []uint32 // generation when expanded
	gen  uint32
	heap []refEntry
}

type refEntry struct {
	f, g float64
	id   int32
}

// newRefAStar prepares a reference search over the placements of f on g.
func newRefAStar(g *pathing.Grid, f pathing.Footprint) *refAStar {
	w, h := g.Width(), g.Height()
	r := &refAStar{w: w, h: h, ok: make([]bool, w*h), g: make([]float64, w*h), seen: make([]uint32, w*h), done: make([]uint32, w*h)}
	for y := range h {
		for x := range w {
			r.ok[y*w+x] = g.Fits(f, pathing.Pt(x, y))
		}
	}
	return r
}

func (r *refAStar) less(a, b *refEntry) bool {
	return a.f < b.f || a.f == b.f && a.g > b.g
}

func (r *refAStar) push(e refEntry) {
	r.heap = append(r.heap, e)
	j := len(r.heap) - 1
	for j > 0 {
		p := (j - 1) / 2
		if !r.less(&r.heap[j], &r.heap[p]) {
			break
		}
		r.heap[j], r.heap[p] = r.heap[p], r.heap[j]
		j = p
	}
}

func (r *refAStar) pop() refEntry {
	top := r.heap[0]
	n := len(r.heap) - 1
	r.heap[0] = r.heap[n]
	r.heap = r.heap[:n]
	for j := 0; ; {
		c := 2*j + 1
		if c >= n {
			break
		}
		if c+1 < n && r.less(&r.heap[c+1], &r.heap[c]) {
			c++
		}
		if !r.less(&r.heap[c], &r.heap[j]) {
			break
		}
		r.heap[j], r.heap[c] = r.heap[c], r.heap[j]
		j = c
	}
	return top
}

func (r *refAStar) valid(x, y int) bool {
	return x >= 0 && y >= 0 && x < r.w && y < r.h && r.ok[y*r.w+x]
}

// search returns the cost from start to goal (-1 for none) and the
// expansions.
func (r *refAStar) search(start, goal pathing.Point) (float64, int) {
	if !r.valid(start.X, start.Y) || !r.valid(goal.X, goal.Y) {
		return -1, 0
	}
	r.gen++
	r.heap = r.heap[:0]
	h := func(x, y int) float64 {
		dx, dy := math.Abs(float64(x-goal.X)), math.Abs(float64(y-goal.Y))
		return math.Max(dx, dy) + (math.Sqrt2-1)*math.Min(dx, dy)
	}
	si := start.Y*r.w + start.X
	r.g[si], r.seen[si] = 0, r.gen
	r.push(refEntry{h(start.X, start.Y), 0, int32(si)})
	expanded := 0
	for len(r.heap) > 0 {
		e := r.pop()
		i := int(e.id)
		if r.done[i] == r.gen || e.g > r.g[i] {
			continue // stale
		}
		r.done[i] = r.gen
		expanded++
		x, y := i%r.w, i/r.w
		if x == goal.X && y == goal.Y {
			return e.g, expanded
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if dx == 0 && dy == 0 || !r.valid(x+dx, y+dy) {
					continue
				}
				cost := 1.0
				if dx != 0 && dy != 0 {
					if !r.valid(x+dx, y) || !r.valid(x, y+dy) {
						continue
					}
					cost = math.Sqrt2
				}
				j := (y+dy)*r.w + x + dx
				ng := e.g + cost
				if r.done[j] == r.gen || r.seen[j] == r.gen && ng >= r.g[j] {
					continue
				}
				r.g[j], r.seen[j] = ng, r.gen
				r.push(refEntry{ng + h(x+dx, y+dy), ng, int32(j)})
			}
		}
	}
	return -1, expanded
}
