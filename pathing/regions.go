package pathing

// Regions labels the connected regions of valid placements of one footprint
// on one grid (spec §9: reachability for a footprint is connectivity on the
// placement grid). Diagonal moves need both orthogonal neighbours valid, so
// they join nothing that 4-connectivity does not: the regions are the
// 4-connected components of valid placements. Keep one and reuse it; the
// zero value is ready.
type Regions struct {
	w, h  int
	label []int32 // 0: not a valid placement; else region number from 1
	n     int
	queue []int32
}

// Regions labels the regions of valid placements of f in mode on g into r,
// using (and caching) the searcher's placement grid.
func (s *Searcher) Regions(g *Grid, f Footprint, mode SearchMode, r *Regions) {
	p := s.placementFor(g, f, mode)
	r.compute(g.w, g.h, func(x, y int) bool { return p.valid(Point{x, y}) })
}

func (r *Regions) compute(w, h int, valid func(x, y int) bool) {
	r.w, r.h, r.n = w, h, 0
	if cap(r.label) < w*h {
		r.label = make([]int32, w*h)
	}
	r.label = r.label[:w*h]
	for i := range r.label {
		r.label[i] = -1 // unvisited
	}
	for i := range r.label {
		if r.label[i] != -1 {
			continue
		}
		if !valid(i%w, i/w) {
			r.label[i] = 0
			continue
		}
		r.n++
		id := int32(r.n)
		r.label[i] = id
		q := append(r.queue[:0], int32(i))
		for len(q) > 0 {
			c := int(q[len(q)-1])
			q = q[:len(q)-1]
			x, y := c%w, c/w
			for _, d := range [4]Point{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				nx, ny := x+d.X, y+d.Y
				if nx < 0 || ny < 0 || nx >= w || ny >= h {
					continue
				}
				j := ny*w + nx
				if r.label[j] != -1 {
					continue
				}
				if !valid(nx, ny) {
					r.label[j] = 0
					continue
				}
				r.label[j] = id
				q = append(q, int32(j))
			}
		}
		r.queue = q
	}
}

// Count is the number of regions.
func (r *Regions) Count() int { return r.n }

// Of returns the region of pivot p, 0 when p is off the map or not a valid
// placement.
func (r *Regions) Of(p Point) int {
	if p.X < 0 || p.Y < 0 || p.X >= r.w || p.Y >= r.h {
		return 0
	}
	return int(r.label[p.Y*r.w+p.X])
}

// Connected reports whether a path of valid placements joins a and b.
func (r *Regions) Connected(a, b Point) bool {
	ra := r.Of(a)
	return ra != 0 && ra == r.Of(b)
}
