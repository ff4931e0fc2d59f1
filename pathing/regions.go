package pathing

// Regions labels the connected regions of valid placements of one footprint
// on one grid (docs/algorithm.md §9, The placement grid: reachability for a
// footprint is connectivity on the placement grid). Diagonal moves need both orthogonal neighbours valid, so
// they join nothing that 4-connectivity does not: the regions are the
// 4-connected components of valid placements. Keep one and reuse it; the
// zero value is ready.
type Regions struct {
	w, h, pw int
	// label is padded like the placement grid (index (y+1)*pw + x+1, a
	// ring of 0s around the map): 0 not a valid placement, else the region
	// number from 1
	label []int32
	n     int
	queue []int32
}

// Regions labels the regions of valid placements of f in mode on g into r,
// using (and caching) the searcher's placement grid.
func (s *Searcher) Regions(g *Grid, f Footprint, mode SearchMode, r *Regions) {
	p := s.placementFor(g, f, mode)
	r.compute(p.ok, p.pw, g.w, g.h)
}

// compute floods the valid cells of ok, a placement grid padded with a
// ring of invalid cells and rows pw apart, so that the flood needs no
// bounds checks (about 1 ms for 512², a placement grid changes on most
// stroke steps).
func (r *Regions) compute(ok []bool, pw, w, h int) {
	r.w, r.h, r.pw, r.n = w, h, pw, 0
	n := pw * (h + 2)
	if cap(r.label) < n {
		r.label = make([]int32, n)
	}
	lab := r.label[:n]
	clear(lab)
	r.label = lab
	ok = ok[:n]
	q := r.queue[:0]
	for y := 1; y <= h; y++ {
		for i := y*pw + 1; i <= y*pw+w; i++ {
			if !ok[i] || lab[i] != 0 {
				continue
			}
			r.n++
			id := int32(r.n)
			lab[i] = id
			q = append(q[:0], int32(i))
			for len(q) > 0 {
				c := int(q[len(q)-1])
				q = q[:len(q)-1]
				for _, j := range [4]int{c - 1, c + 1, c - pw, c + pw} {
					if ok[j] && lab[j] == 0 {
						lab[j] = id
						q = append(q, int32(j))
					}
				}
			}
		}
	}
	r.queue = q
}

// Count is the number of regions.
func (r *Regions) Count() int { return r.n }

// Of returns the region of pivot p, 0 when p is off the map or not a valid
// placement.
func (r *Regions) Of(p Point) int {
	if p.X < 0 || p.Y < 0 || p.X >= r.w || p.Y >= r.h {
		return 0
	}
	return int(r.label[(p.Y+1)*r.pw+p.X+1])
}

// Connected reports whether a path of valid placements joins a and b.
func (r *Regions) Connected(a, b Point) bool {
	ra := r.Of(a)
	return ra != 0 && ra == r.Of(b)
}
