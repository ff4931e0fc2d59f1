package crowd

// reservation is WHCA*'s space-time reservation of footprints: for each
// tick of the window, which NPC covers which cell, and each NPC's planned
// cell per tick, so that a step can be tested exactly against the moves
// of the NPCs near it (the collision tables). Each tick's cells are an
// open-addressing table, so that its memory follows the bodies, not the
// map: a 2048² map with a few NPCs costs what a small one does.
type reservation struct {
	ticks []resTick
	// path[i] is NPC i's cell at each tick of the window; nil until it
	// has planned this cycle (then it only stands at tick 0)
	path [][]int32
}

// resTick maps cells to the NPC covering them at one tick.
type resTick struct {
	keys  []int32 // cell+1, 0 empty
	owner []int32
	count int
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
	mask := uint32(len(r.keys) - 1)
	for j := r.slot(c) & mask; r.keys[j] != 0; j = (j + 1) & mask {
		if r.keys[j] == c+1 {
			return r.owner[j]
		}
	}
	return -1
}
