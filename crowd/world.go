package crowd

import (
	"fmt"

	"swath/pathing"
)

// pad is the ring of cells around the map in the world's layout: a body's
// cells and the window of cells within 2 of it (where every body that can
// meet it in one tick stands) index the flat arrays without bounds checks.
const pad = 2

// world is a problem made ready to plan: every array flat and indexed by
// cell, (y+pad)*pw + x+pad.
type world struct {
	w, h, pw int
	n        int
	free     int // the map's free cells
	off      [moves]int32
	kinds    []kind
	kindOf   []int32
	// start and goal per NPC; goal is where the planner takes it: its own
	// goal, or its start when it cannot reach the goal (why says so)
	start, goal []int32
	// dist per NPC, shared by NPCs of one kind and goal: the distance to
	// goal from each cell; nil for a frozen NPC
	dist [][]float32
	// frozen NPCs stand where no valid step starts (their start is not a
	// valid placement): they only wait, an obstacle to the others
	frozen []bool
	why    []string
	// care is false for the NPCs that cannot arrive (why says why): the
	// plan is done when the others are home, wherever these stand; they
	// keep their starts as goals, to stay out of the way where they can
	care []bool
	// pairs[a*len(kinds)+b] tells which moves of kinds a and b collide
	pairs []pairTable
}

// kind is one footprint of the crowd: its valid pivots and the offsets of
// its cells.
type kind struct {
	foot                     pathing.Footprint
	ok                       []bool
	left, right, top, bottom int
	body                     []int32 // the cells it covers, from its pivot
	window                   []int32 // the cells within 2 of those
}

// pairTable says, for bodies of kinds a and b whose pivots are (dx, dy)
// apart (b's minus a's), which moves collide: bits[((dy-y0)*nx+dx-x0)*9
// + ma] has bit mb set when a's move ma and b's move mb collide. Pivots
// farther apart never collide.
type pairTable struct {
	x0, y0, nx, ny int
	bits           []uint16
	// byB is bits turned round: byB[((dy-y0)*nx+dx-x0)*9 + mb] has bit ma
	// set when they collide, so that one load answers all of a's moves
	byB []uint16
}

// at is the index of offset (dx, dy) in the table, times 9.
func (t *pairTable) at(dx, dy int) int { return ((dy-t.y0)*t.nx + dx - t.x0) * moves }

// collide looks the pair of moves up; (dx, dy) must lie in the table.
func (t *pairTable) collide(dx, dy, ma, mb int) bool {
	return t.bits[((dy-t.y0)*t.nx+dx-t.x0)*moves+ma]>>mb&1 != 0
}

// newPairTable fills the table of kinds a and b from Collide.
func newPairTable(a, b pathing.Footprint) pairTable {
	a, b = a.Norm(), b.Norm()
	t := pairTable{
		x0: -a.Left() - b.Right() - 2, y0: -a.Top() - b.Bottom() - 2,
		nx: a.L + b.L + 3, ny: a.W + b.W + 3,
	}
	t.bits = make([]uint16, t.nx*t.ny*moves)
	t.byB = make([]uint16, t.nx*t.ny*moves)
	for dy := t.y0; dy < t.y0+t.ny; dy++ {
		for dx := t.x0; dx < t.x0+t.nx; dx++ {
			pb := pathing.Pt(dx, dy)
			for ma := range moves {
				ax, ay := moveDelta(ma)
				mva := Move{pathing.Pt(0, 0), pathing.Pt(ax, ay)}
				var bits uint16
				for mb := range moves {
					bx, by := moveDelta(mb)
					if Collide(a, mva, b, Move{pb, pb.Add(pathing.Pt(bx, by))}) {
						bits |= 1 << mb
						t.byB[t.at(dx, dy)+mb] |= 1 << ma
					}
				}
				t.bits[t.at(dx, dy)+ma] = bits
			}
		}
	}
	return t
}

// index is cell p's index.
func (wd *world) index(p pathing.Point) int32 { return int32((p.Y+pad)*wd.pw + p.X + pad) }

// point is the cell of index i.
func (wd *world) point(i int32) pathing.Point {
	return pathing.Pt(int(i)%wd.pw-pad, int(i)/wd.pw-pad)
}

// legal reports whether NPC kind k may take move m from cell c: the
// placement it ends at is valid and, for a diagonal, both placements it
// passes between (c is a valid placement).
func (wd *world) legal(k *kind, c int32, m int) bool {
	if m == moveWait {
		return true
	}
	if !k.ok[c+wd.off[m]] {
		return false
	}
	if diagonal(m) {
		dx, dy := moveDelta(m)
		return k.ok[c+int32(dx)] && k.ok[c+int32(dy*wd.pw)]
	}
	return true
}

// bodyCells appends to dst the cells NPC i covers with its pivot at cell
// c: its footprint's, or, for a frozen NPC (whose body may reach outside
// the map or into walls), those on the map.
func (wd *world) bodyCells(dst []int32, i, c int32) []int32 {
	k := &wd.kinds[wd.kindOf[i]]
	if !wd.frozen[i] {
		for _, o := range k.body {
			dst = append(dst, c+o)
		}
		return dst
	}
	x, y := int(c)%wd.pw-pad, int(c)/wd.pw-pad
	for yy := max(y-k.top, 0); yy <= min(y+k.bottom, wd.h-1); yy++ {
		for xx := max(x-k.left, 0); xx <= min(x+k.right, wd.w-1); xx++ {
			dst = append(dst, int32((yy+pad)*wd.pw+xx+pad))
		}
	}
	return dst
}

// countWaits moves each NPC's count of ticks waited in a row on from
// config cur to config next.
func countWaits(waited, cur, next []int32) {
	for i := range next {
		if next[i] == cur[i] {
			waited[i]++
		} else {
			waited[i] = 0
		}
	}
}

// tableBytes is what the distance tables take per NPC goal: 4 bytes a cell.
func (wd *world) tableBytes() int64 { return int64(wd.pw) * int64(wd.h+2*pad) * 4 }

// newWorld prepares p for planning (p is valid): the kinds' placement
// grids from pathing (one Searcher per kind keeps its grid cached and
// updated across plans), the distance tables, the collision tables. It
// fails with ErrStopped when stop says so, and with ErrTooLarge when the
// distance tables would take more than maxBytes.
func newWorld(p *Problem, searchers map[pathing.Footprint]*pathing.Searcher, maxBytes int64, stop func() bool) (*world, error) {
	g := p.Grid
	wd := &world{w: g.Width(), h: g.Height(), pw: g.Width() + 2*pad, n: len(p.NPCs)}
	for m := range moves {
		dx, dy := moveDelta(m)
		wd.off[m] = int32(dy*wd.pw + dx)
	}
	cells := wd.pw * (wd.h + 2*pad)
	for y := range wd.h {
		for x := range wd.w {
			if !g.Blocked(x, y) {
				wd.free++
			}
		}
	}
	kindIndex := map[pathing.Footprint]int32{}
	wd.kindOf = make([]int32, wd.n)
	for i, npc := range p.NPCs {
		f := npc.Agent.Norm()
		k, ok := kindIndex[f]
		if !ok {
			k = int32(len(wd.kinds))
			kindIndex[f] = k
			wd.kinds = append(wd.kinds, wd.newKind(g, f, searchers))
		}
		wd.kindOf[i] = k
	}
	nk := len(wd.kinds)
	wd.pairs = make([]pairTable, nk*nk)
	for a := range nk {
		for b := range nk {
			wd.pairs[a*nk+b] = newPairTable(wd.kinds[a].foot, wd.kinds[b].foot)
		}
	}
	wd.start, wd.goal = make([]int32, wd.n), make([]int32, wd.n)
	wd.frozen, wd.why, wd.care = make([]bool, wd.n), make([]string, wd.n), make([]bool, wd.n)
	wd.dist = make([][]float32, wd.n)
	type tableKey struct {
		kind int32
		goal int32
	}
	tables := map[tableKey][]float32{}
	var h minHeap
	table := func(k, goal int32) ([]float32, error) {
		key := tableKey{k, goal}
		if d, ok := tables[key]; ok {
			return d, nil
		}
		if int64(len(tables)+1)*wd.tableBytes() > maxBytes {
			return nil, fmt.Errorf("a crowd of %d NPCs on a %dx%d map needs more than %d distance tables of %d KB (at most %d MB): %w",
				wd.n, wd.w, wd.h, len(tables), wd.tableBytes()>>10, maxBytes>>20, ErrTooLarge)
		}
		d := make([]float32, cells)
		if !wd.distances(wd.kinds[k].ok, goal, d, &h, stop) {
			return nil, ErrStopped
		}
		tables[key] = d
		return d, nil
	}
	for i, npc := range p.NPCs {
		k := &wd.kinds[wd.kindOf[i]]
		s, gl := wd.index(npc.Start), wd.index(npc.Goal)
		wd.start[i], wd.goal[i] = s, gl
		if !k.ok[s] {
			wd.frozen[i], wd.goal[i] = true, s
			wd.why[i] = "start blocked: " + g.FitError(k.foot, npc.Start).Error()
			continue
		}
		if !k.ok[gl] {
			wd.goal[i] = s
			wd.why[i] = "goal blocked: " + g.FitError(k.foot, npc.Goal).Error()
		}
		d, err := table(wd.kindOf[i], wd.goal[i])
		if err != nil {
			return nil, err
		}
		if d[s] == unreachable {
			// the goal is a valid placement no route of this footprint
			// reaches: the NPC stays home, its start its goal
			wd.goal[i] = s
			wd.why[i] = fmt.Sprintf("goal unreachable for a %v", k.foot)
			if d, err = table(wd.kindOf[i], s); err != nil {
				return nil, err
			}
		}
		wd.dist[i] = d
	}
	for i := range wd.n {
		wd.care[i] = wd.why[i] == ""
	}
	return wd, nil
}

// home reports whether NPC i at cell c is where the plan wants it: at its
// goal, or anywhere for an NPC that cannot arrive.
func (wd *world) home(i int, c int32) bool { return !wd.care[i] || c == wd.goal[i] }

// newKind lays out footprint f's valid pivots on g in the world's cells,
// from the placement grid pathing keeps for it.
func (wd *world) newKind(g *pathing.Grid, f pathing.Footprint, searchers map[pathing.Footprint]*pathing.Searcher) kind {
	s := searchers[f]
	if s == nil {
		s = pathing.NewSearcher()
		searchers[f] = s
	}
	src, stride := s.PlacementGrid(g, f)
	k := kind{foot: f, left: f.Left(), right: f.Right(), top: f.Top(), bottom: f.Bottom()}
	k.ok = make([]bool, wd.pw*(wd.h+2*pad))
	for y := range wd.h {
		copy(k.ok[(y+pad)*wd.pw+pad:(y+pad)*wd.pw+pad+wd.w], src[(y+1)*stride+1:])
	}
	for dy := -k.top; dy <= k.bottom; dy++ {
		for dx := -k.left; dx <= k.right; dx++ {
			k.body = append(k.body, int32(dy*wd.pw+dx))
		}
	}
	for dy := -k.top - 2; dy <= k.bottom+2; dy++ {
		for dx := -k.left - 2; dx <= k.right+2; dx++ {
			k.window = append(k.window, int32(dy*wd.pw+dx))
		}
	}
	return k
}
