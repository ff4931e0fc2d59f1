package crowd

// reservation is WHCA*'s space-time reservation of footprints: for each
// tick of the window, which NPC covers which cell, and each NPC's planned
// cell per tick, so that a step can be tested exactly against the moves
// of the NPCs near it (the collision tables). Each tick's cells are an
// open-addressing table, so that its memory follows the bodies, not the
// map: a 2048² map with a few NPCs costs what a small one does.
type reservation struct {
	wd    *world
	ticks []resTick
	// path[i] is NPC i's cell at each tick; empty until it has planned
	// (then it stands still at cur[i]); after its last entry it stays
	path [][]int32
	cur  []int32
	// skip is an NPC blocked ignores (the partner of a pair search), or -1
	skip    int32
	seen    []uint32
	seenGen uint32
	cells   []int32
}

func newReservation(wd *world, ticks int) reservation {
	return reservation{wd: wd, ticks: make([]resTick, ticks), path: make([][]int32, wd.n), seen: make([]uint32, wd.n), skip: -1}
}

// blocked is the moves NPC i may not take from cell c at tick t, as bits:
// those that collide with a reserved move (after the last tick everyone
// reserved stands still). One pass over the cells near its body and one
// table load per NPC found answer all nine moves.
func (r *reservation) blocked(i, c int32, t int) uint16 {
	wd := r.wd
	k := &wd.kinds[wd.kindOf[i]]
	r.seenGen++
	ci := int(wd.kindOf[i]) * len(wd.kinds)
	cx, cy := int(c)%wd.pw, int(c)/wd.pw
	tick := &r.ticks[min(t, len(r.ticks)-1)]
	var out uint16
	for _, o := range k.window {
		j := tick.get(c + o)
		if j < 0 || j == i || j == r.skip || r.seen[j] == r.seenGen {
			continue
		}
		r.seen[j] = r.seenGen
		from, to := r.cur[j], r.cur[j]
		if pj := r.path[j]; len(pj) > 0 {
			from, to = pj[min(t, len(pj)-1)], pj[min(t+1, len(pj)-1)]
		}
		tb := &wd.pairs[ci+int(wd.kindOf[j])]
		out |= tb.byB[tb.at(int(from)%wd.pw-cx, int(from)/wd.pw-cy)+moveOfCells(wd, from, to)]
	}
	return out
}

// mark puts (or, with on false, takes) NPC i's body at cell c into tick t.
func (r *reservation) mark(t int, i, c int32, on bool) {
	r.cells = r.wd.bodyCells(r.cells[:0], i, c)
	for _, cell := range r.cells {
		if on {
			r.ticks[t].put(cell, i)
		} else {
			r.ticks[t].drop(cell, i)
		}
	}
}

// resTick maps cells to the NPC covering them at one tick: an
// open-addressing table of the cells covered, or, when the map is small
// enough (denseBytes), a flat array of the map's cells stamped with the
// table's generation, which answers in one load.
type resTick struct {
	keys  []int32 // cell+1, 0 empty
	owner []int32
	count int
	// dense[c] is gen<<16 | owner+1 where valid
	dense []uint32
	gen   uint32
}

// denseBytes bounds the memory of a reservation's flat arrays: beyond,
// its ticks are hash tables.
const denseBytes = 16 << 20

// resetTicks readies ticks for a plan: flat arrays of cells when they fit
// in denseBytes (and the NPCs' numbers in 16 bits), else hash tables for
// capacity covered cells each.
func resetTicks(ticks []resTick, cells, npcs, capacity int) {
	dense := int64(len(ticks))*int64(cells)*4 <= denseBytes && npcs < 1<<16-1
	for t := range ticks {
		r := &ticks[t]
		if !dense {
			r.dense = nil
			r.reset(capacity)
			continue
		}
		if len(r.dense) != cells {
			r.dense, r.gen = make([]uint32, cells), 0
		}
		if r.gen++; r.gen == 1<<16 { // wrapped: old stamps could collide
			clear(r.dense)
			r.gen = 1
		}
	}
}

func (r *resTick) reset(capacity int) {
	n := 64
	for n < 2*capacity {
		n *= 2
	}
	if len(r.keys) != n {
		r.keys, r.owner = make([]int32, n), make([]int32, n)
	} else {
		clear(r.keys)
	}
	r.count = 0
}

func (r *resTick) slot(c int32) uint32 { return uint32(c) * 0x9e3779b1 }

// put marks cell c as covered by NPC i.
func (r *resTick) put(c, i int32) {
	if r.dense != nil {
		r.dense[c] = r.gen<<16 | uint32(i+1)
		return
	}
	if 2*(r.count+1) > len(r.keys) {
		keys, owner := r.keys, r.owner
		r.keys, r.owner, r.count = make([]int32, 2*len(keys)), make([]int32, 2*len(keys)), 0
		for j, k := range keys {
			if k != 0 {
				r.put(k-1, owner[j])
			}
		}
	}
	mask := uint32(len(r.keys) - 1)
	for j := r.slot(c) & mask; ; j = (j + 1) & mask {
		if r.keys[j] == 0 || r.keys[j] == c+1 {
			if r.keys[j] == 0 {
				r.count++
			}
			r.keys[j], r.owner[j] = c+1, i
			return
		}
	}
}

// drop unmarks cell c if NPC i covers it (its key stays, with no owner).
func (r *resTick) drop(c, i int32) {
	if r.dense != nil {
		if r.dense[c] == r.gen<<16|uint32(i+1) {
			r.dense[c] = 0
		}
		return
	}
	mask := uint32(len(r.keys) - 1)
	for j := r.slot(c) & mask; r.keys[j] != 0; j = (j + 1) & mask {
		if r.keys[j] == c+1 {
			if r.owner[j] == i {
				r.owner[j] = -1
			}
			return
		}
	}
}

// get is the NPC covering cell c, or -1.
func (r *resTick) get(c int32) int32 {
	if r.dense != nil {
		if v := r.dense[c]; v>>16 == r.gen {
			return int32(v&0xffff) - 1
		}
		return -1
	}
	mask := uint32(len(r.keys) - 1)
	for j := r.slot(c) & mask; r.keys[j] != 0; j = (j + 1) & mask {
		if r.keys[j] == c+1 {
			return r.owner[j]
		}
	}
	return -1
}
