package crowd

import "math"

// stSearch is WHCA*'s search for one NPC: A* over (cell, tick) states of
// the window, from the NPC's cell at tick 0 to any state at the window's
// last tick, its f the cost so far plus the true distance to the goal
// left. Steps cost 1 or √2, a wait 1, but a wait at the goal nothing (an
// NPC home stays home unless it must make room). States live in an
// open-addressing table reset by a generation stamp, so that a warm
// search allocates nothing.
type stSearch struct {
	keys   []uint64 // state key, valid where gen is the search's
	gen    []uint32
	cur    uint32
	g      []float64
	parent []int32 // slot of the state before, -1 for the start
	closed []bool
	stateT []int32
	stateC []int32
	open   minHeap
	used   int
}

// maxExpansions bounds one NPC's search: a window boxed in by reserved
// moves has no way through, and the search would otherwise visit every
// state the window can reach before saying so.
const maxExpansions = 4096

func (s *stSearch) reset(n int) {
	size := 1024
	for size < 2*n {
		size *= 2
	}
	if len(s.keys) < size {
		s.keys, s.gen = make([]uint64, size), make([]uint32, size)
		s.g, s.parent, s.closed = make([]float64, size), make([]int32, size), make([]bool, size)
		s.stateT, s.stateC = make([]int32, size), make([]int32, size)
		s.cur = 0
	}
	s.cur++
	s.used = 0
	s.open.reset()
}

// slot finds (or makes, with make) the slot of state (t, c).
func (s *stSearch) slot(key uint64, mk bool) (int32, bool) {
	mask := uint64(len(s.keys) - 1)
	for j := (key * 0x9e3779b97f4a7c15 >> 20) & mask; ; j = (j + 1) & mask {
		if s.gen[j] != s.cur {
			if !mk {
				return -1, false
			}
			s.gen[j], s.keys[j] = s.cur, key
			s.used++
			return int32(j), true
		}
		if s.keys[j] == key {
			return int32(j), false
		}
	}
}

// run finds NPC i's window from cell c into path (W+1 cells), or nil.
func (s *stSearch) run(w *whca, i, c int32, path []int32) []int32 {
	wd := w.wd
	k := &wd.kinds[wd.kindOf[i]]
	d := wd.dist[i]
	goal := wd.goal[i]
	cells := uint64(wd.pw * (wd.h + 2*pad))
	W := w.window
	// at most maxExpansions states are expanded, each making 9
	s.reset(maxExpansions * 9)
	key := func(t int, c int32) uint64 { return uint64(t)*cells + uint64(c) }
	si, _ := s.slot(key(0, c), true)
	s.g[si], s.parent[si], s.closed[si], s.stateT[si], s.stateC[si] = 0, -1, false, 0, c
	s.open.push(float64(d[c]), si)
	expanded := 0
	for s.open.len() > 0 {
		top := s.open.pop()
		x := top.id
		if s.closed[x] {
			continue
		}
		s.closed[x] = true
		t, cc := int(s.stateT[x]), s.stateC[x]
		if t == W {
			w.expanded += expanded
			return s.extract(x, path)
		}
		if expanded++; expanded > maxExpansions || s.used > len(s.keys)/2-9 {
			break
		}
		gx := s.g[x]
		for m := range moves {
			if !wd.legal(k, cc, m) || !w.free(i, cc, m, t) {
				continue
			}
			to := cc + wd.off[m]
			cost := 1.0
			switch {
			case m == moveWait && cc == goal:
				cost = 0
			case diagonal(m):
				cost = math.Sqrt2
			}
			y, fresh := s.slot(key(t+1, to), true)
			ng := gx + cost
			if !fresh && (s.closed[y] || ng >= s.g[y]) {
				continue
			}
			s.g[y], s.parent[y], s.closed[y], s.stateT[y], s.stateC[y] = ng, x, false, int32(t+1), to
			s.open.push(ng+float64(d[to]), y)
		}
	}
	w.expanded += expanded
	return nil
}

// extract is the cells from the start to state x, one per tick.
func (s *stSearch) extract(x int32, path []int32) []int32 {
	n := int(s.stateT[x]) + 1
	path = path[:0]
	for range n {
		path = append(path, 0)
	}
	for ; x >= 0; x = s.parent[x] {
		path[s.stateT[x]] = s.stateC[x]
	}
	return path
}
