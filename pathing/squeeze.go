package pathing

// Squeeze is the narrowest passage a route goes through: the place along it
// where the free space around the footprint is the least bigger than the
// footprint. Room is how many cells wider and taller an agent could be
// there: the largest r such that a free rectangle r cells wider and r cells
// taller than the footprint contains the cells the footprint covers at
// that point (the rectangle may lie anywhere around them, so a route that
// hugs one wall of a wide corridor, or grazes a corner, still has the
// corridor's room). Room 0 is a passage exactly as wide as the agent (or
// as tall, on the other axis). The place is At (the pivot's position, in cells) on
// segment Seg (waypoints[Seg] to waypoints[Seg+1]); where a stretch of the
// route is equally narrow, At is the middle of its first such stretch.
// Blocker is the obstacle (or the cell off the map) nearest to the
// footprint there: one side of the passage. Room is measured up to
// MaxSqueezeRoom: Open reports a route with at least that much room
// everywhere (Room is MaxSqueezeRoom, and Blocker is At's cell when no
// obstacle is that near).
type Squeeze struct {
	Seg     int
	Room    int
	Blocker Point
	AtX     float64
	AtY     float64
	Open    bool
}

// MaxSqueezeRoom is the most room TightestSqueeze measures, in cells: far
// more than any agent's side (the app's agents are at most 16 cells), and
// it bounds the work to the cells near the route.
const MaxSqueezeRoom = 64

// TightestSqueeze returns the narrowest passage of the route through
// waypoints for footprint f on g (see Squeeze). Along each segment the
// footprint covers a sequence of cell blocks (its own L×W where the pivot's
// coordinates are whole, one cell more across where one is not, as the
// exact swept region counts them); the room of a block is the largest r
// whose (L+r)×(W+r) free rectangle around the block exists, found with a
// prefix sum of obstacles over a window moving along the route, and only
// to the precision that can still lower the route's least room. ok is
// false for a route of fewer than two waypoints, or one whose footprint
// itself does not pass (a segment that Visible refuses).
func TightestSqueeze(g *Grid, f Footprint, waypoints []Point) (sq Squeeze, ok bool) {
	f = f.Norm()
	if len(waypoints) < 2 {
		return Squeeze{}, false
	}
	for i := 0; i+1 < len(waypoints); i++ {
		if v, _ := Visible(g, f, waypoints[i], waypoints[i+1], Exact); !v {
			return Squeeze{}, false
		}
	}
	s := squeezer{win: prefixWindow{g: g}, f: f, best: -1}
	for i := 0; i+1 < len(waypoints) && !s.done; i++ {
		s.seg = i
		blocksAlong(f, waypoints[i], waypoints[i+1], s.visit)
	}
	s.closeRun()
	b := s.runBlocks[len(s.runBlocks)/2]
	sq = Squeeze{Seg: b.seg, Room: s.best, AtX: b.px, AtY: b.py, Open: s.best >= MaxSqueezeRoom}
	sq.Blocker = s.win.nearestBlocked(b.block, b.px, b.py, MaxSqueezeRoom+1)
	return sq, true
}

// block is a rectangle of cells the footprint covers at a point of the
// route: columns X0..X1, rows Y0..Y1.
type block struct{ X0, Y0, X1, Y1 int }

// routeBlock is a block with the pivot's position there and its segment.
type routeBlock struct {
	block
	px, py float64
	seg    int
}

// blocksAlong calls visit with the blocks footprint f covers as its pivot
// moves from a to b, in order: at each point where a pivot coordinate is
// whole and in each stretch between two such points.
func blocksAlong(f Footprint, a, b Point, visit func(block, float64, float64)) {
	dx, dy := b.X-a.X, b.Y-a.Y
	adx, ady := abs(dx), abs(dy)
	// positions along the segment are t = n/den; the pivot's x is whole at
	// multiples of 2·|dy| (t = k/|dx|), its y at multiples of 2·|dx|
	sx, sy := 2*max(ady, 1), 2*max(adx, 1)
	den := max(adx, 1) * sx
	if adx == 0 && ady == 0 {
		den = 1
	}
	left, top := a.X-f.Left(), a.Y-f.Top()
	at := func(n int) (block, float64, float64) {
		// the cells covered on one axis from the footprint's first cell
		// (o + d·n/den), side cells long
		span := func(o, d, side int) (int, int) {
			q := d * n
			lo := o + floorDiv(q, den)
			if q%den == 0 {
				return lo, lo + side - 1
			}
			return lo, lo + side
		}
		x0, x1 := span(left, dx, f.L)
		y0, y1 := span(top, dy, f.W)
		t := float64(n) / float64(den)
		return block{x0, y0, x1, y1}, float64(a.X) + t*float64(dx), float64(a.Y) + t*float64(dy)
	}
	next := func(n, step int) int { return (n/step + 1) * step }
	n := 0
	for {
		visit(at(n))
		if n >= den {
			return
		}
		m := den
		if adx > 0 {
			m = min(m, next(n, sx))
		}
		if ady > 0 {
			m = min(m, next(n, sy))
		}
		visit(at((n + m) / 2)) // between two whole points (sx, sy are even)
		n = m
	}
}

// squeezer keeps the least room found so far and the first stretch of
// blocks that have it.
type squeezer struct {
	win  prefixWindow
	f    Footprint
	seg  int
	best int // least room so far, -1 before the first block
	// the first run of consecutive blocks with room best, and whether the
	// last block visited belongs to it
	runBlocks []routeBlock
	inRun     bool
	last      block
	started   bool
	done      bool // nothing can be tighter and the run has ended
}

func (s *squeezer) visit(b block, px, py float64) {
	if s.done || (s.started && b == s.last) {
		return // a segment's end is the next one's start
	}
	s.started, s.last = true, b
	rb := routeBlock{b, px, py, s.seg}
	switch {
	case s.best < 0:
		s.best = s.room(b, MaxSqueezeRoom)
		s.runBlocks, s.inRun = append(s.runBlocks[:0], rb), true
	case !s.atLeast(b, s.best):
		// tighter than every block so far
		s.best = s.room(b, s.best-1)
		s.runBlocks, s.inRun = append(s.runBlocks[:0], rb), true
	case s.inRun && (s.best == MaxSqueezeRoom || !s.atLeast(b, s.best+1)):
		s.runBlocks = append(s.runBlocks, rb) // as tight: the run goes on
	default:
		s.closeRun()
	}
}

// closeRun ends the current run; once the least room is 0, no later block
// can be tighter.
func (s *squeezer) closeRun() {
	s.inRun = false
	s.done = s.best == 0
}

// room is the room of block b, at most hi (the caller knows it is no more).
func (s *squeezer) room(b block, hi int) int {
	lo := 0
	for lo < hi {
		m := (lo + hi + 1) / 2
		if s.atLeast(b, m) {
			lo = m
		} else {
			hi = m - 1
		}
	}
	return lo
}

// atLeast reports whether block b has room r or more: a free rectangle r
// cells wider and taller than the footprint holds it. Every block has room
// 0: where the footprint is between two whole cells (a block one cell
// longer than it) and even one more cell of room does not fit, the passage
// is the agent's size.
func (s *squeezer) atLeast(b block, r int) bool {
	if r == 0 {
		return true
	}
	w, h := s.f.L+r, s.f.W+r // the rectangle's size
	if w < b.X1-b.X0+1 || h < b.Y1-b.Y0+1 {
		return false
	}
	s.win.cover(b.X1-w+1, b.Y1-h+1, b.X0+w-1, b.Y0+h-1)
	for qy := b.Y1 - h + 1; qy <= b.Y0; qy++ {
		for qx := b.X1 - w + 1; qx <= b.X0; qx++ {
			if s.win.count(qx, qy, qx+w-1, qy+h-1) == 0 {
				return true
			}
		}
	}
	return false
}

// prefixWindow is a prefix sum of the obstacles (cells off the map count)
// over a window of the grid, moved along the route as blocks need it.
type prefixWindow struct {
	g      *Grid
	x0, y0 int // the window's first cell
	w, h   int
	sum    []int32 // (w+1)×(h+1): obstacles above and left of each corner
	built  bool
}

// windowSlack is how far past what a block needs a new window reaches, so
// that the next blocks along the route find it built.
const windowSlack = 48

// cover makes the window hold cells x0..x1, y0..y1.
func (p *prefixWindow) cover(x0, y0, x1, y1 int) {
	if p.built && x0 >= p.x0 && y0 >= p.y0 && x1 < p.x0+p.w && y1 < p.y0+p.h {
		return
	}
	reach := windowSlack
	p.x0, p.y0 = x0-reach, y0-reach
	p.w, p.h = x1-x0+1+2*reach, y1-y0+1+2*reach
	n := (p.w + 1) * (p.h + 1)
	if cap(p.sum) < n {
		p.sum = make([]int32, n)
	}
	p.sum = p.sum[:n]
	s, g, W := p.sum, p.g, p.w+1
	clear(s[:W])
	for y := 0; y < p.h; y++ {
		gy := p.y0 + y
		row := int32(0)
		s[(y+1)*W] = 0
		for x := 0; x < p.w; x++ {
			gx := p.x0 + x
			if gx < 0 || gy < 0 || gx >= g.w || gy >= g.h || g.blocked[gy*g.w+gx] {
				row++
			}
			s[(y+1)*W+x+1] = s[y*W+x+1] + row
		}
	}
	p.built = true
}

// count is the number of obstacles in cells x0..x1, y0..y1, which lie in
// the window.
func (p *prefixWindow) count(x0, y0, x1, y1 int) int32 {
	W := p.w + 1
	ax, ay, bx, by := x0-p.x0, y0-p.y0, x1-p.x0+1, y1-p.y0+1
	return p.sum[by*W+bx] - p.sum[ay*W+bx] - p.sum[by*W+ax] + p.sum[ay*W+ax]
}

// nearestBlocked is the obstacle (or cell off the map) nearest to block b
// within reach rings of it: the nearest ring that holds one, and in it the
// cell nearest to the pivot at (px, py). Without one it is the pivot's cell.
func (p *prefixWindow) nearestBlocked(b block, px, py float64, reach int) Point {
	p.cover(b.X0-reach, b.Y0-reach, b.X1+reach, b.Y1+reach)
	for d := 1; d <= reach; d++ {
		if p.count(b.X0-d, b.Y0-d, b.X1+d, b.Y1+d) == 0 {
			continue
		}
		best, bestD := Point{}, -1.0
		for y := b.Y0 - d; y <= b.Y1+d; y++ {
			for x := b.X0 - d; x <= b.X1+d; x++ {
				edge := x == b.X0-d || x == b.X1+d || y == b.Y0-d || y == b.Y1+d
				if !edge || p.count(x, y, x, y) == 0 {
					continue
				}
				ex, ey := float64(x)-px, float64(y)-py
				if dd := ex*ex + ey*ey; bestD < 0 || dd < bestD {
					best, bestD = Point{x, y}, dd
				}
			}
		}
		return best
	}
	return Point{int(px + 0.5), int(py + 0.5)}
}
