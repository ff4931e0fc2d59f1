package crowd

import "math"

// pair plans NPC i, which found no way through the window and cannot wait
// there either, together with the NPC whose reserved move is in its way:
// their window is searched jointly (A* over both cells and the tick,
// against every other reservation), so that one can make room while the
// other passes, as when two carts meet in a room too small to plan them
// one after the other. On success both are reserved and it reports true;
// otherwise the other's reservation stands again.
func (w *whca) pair(i int32) bool {
	wd := w.wd
	j := w.blocker(i)
	if j < 0 || wd.frozen[j] {
		return false
	}
	old := append([]int32(nil), w.res.path[j]...)
	for t := 1; t <= w.window; t++ {
		w.res.mark(t, j, old[t], false)
	}
	pi, pj, ok := w.pairs.run(w, i, j)
	if !ok {
		for t := 1; t <= w.window; t++ {
			w.res.mark(t, j, old[t], true)
		}
		return false
	}
	w.res.path[i], w.res.path[j] = append(w.res.path[i][:0], pi...), append(w.res.path[j][:0], pj...)
	for t := 1; t <= w.window; t++ {
		w.res.mark(t, i, pi[t], true)
		w.res.mark(t, j, pj[t], true)
	}
	return true
}

// blocker is the reserved NPC whose move first collides with NPC i waiting
// at its cell, or -1.
func (w *whca) blocker(i int32) int32 {
	wd := w.wd
	c := w.cur[i]
	ci := int(wd.kindOf[i]) * len(wd.kinds)
	cx, cy := int(c)%wd.pw, int(c)/wd.pw
	for t := range w.window {
		tick := &w.res.ticks[t]
		for _, o := range wd.kinds[wd.kindOf[i]].window {
			j := tick.get(c + o)
			if j < 0 || j == i || len(w.res.path[j]) == 0 {
				continue
			}
			from, to := w.res.path[j][t], w.res.path[j][t+1]
			tb := &wd.pairs[ci+int(wd.kindOf[j])]
			if tb.collide(int(from)%wd.pw-cx, int(from)/wd.pw-cy, moveWait, moveOfCells(wd, from, to)) {
				return j
			}
		}
	}
	return -1
}

// pairSearch is the joint space-time A* of two NPCs over a window.
type pairSearch struct {
	index  keyTable
	states []pairState
	open   minHeap
	pa, pb []int32
}

type pairState struct {
	g      float64
	parent int32
	t      int32
	a, b   int32
	closed bool
}

// maxPairExpansions bounds a pair search: 81 moves a state.
const maxPairExpansions = 1 << 13

// run searches NPCs a and b's window from their cells at tick 0 to any
// state of the window's last tick, at the least cost of both.
func (s *pairSearch) run(w *whca, a, b int32) ([]int32, []int32, bool) {
	wd := w.wd
	ka, kb := &wd.kinds[wd.kindOf[a]], &wd.kinds[wd.kindOf[b]]
	da, db := wd.dist[a], wd.dist[b]
	tab := &wd.pairs[int(wd.kindOf[a])*len(wd.kinds)+int(wd.kindOf[b])]
	s.index.reset()
	s.states = s.states[:0]
	s.open.reset()
	key := func(t, ca, cb int32) uint64 { return uint64(t)<<56 | uint64(ca)<<28 | uint64(cb) }
	add := func(t, ca, cb int32, g float64, parent int32) {
		id, fresh := s.index.id(key(t, ca, cb))
		if !fresh && (s.states[id].closed || g >= s.states[id].g) {
			return
		}
		if fresh {
			s.states = append(s.states, pairState{t: t, a: ca, b: cb})
		}
		s.states[id].g, s.states[id].parent = g, parent
		s.open.push(g+float64(da[ca])+float64(db[cb]), id)
	}
	cost := func(i int32, c int32, m int) float64 {
		switch {
		case m == moveWait && c == wd.goal[i]:
			return 0
		case diagonal(m):
			return math.Sqrt2
		}
		return 1
	}
	add(0, w.cur[a], w.cur[b], 0, -1)
	expanded := 0
	defer func() { w.expanded += expanded }()
	for s.open.len() > 0 {
		x := s.open.pop().id
		st := s.states[x]
		if st.closed {
			continue
		}
		s.states[x].closed = true
		if int(st.t) == w.window {
			s.pa, s.pb = s.pa[:0], s.pb[:0]
			for range st.t + 1 {
				s.pa, s.pb = append(s.pa, 0), append(s.pb, 0)
			}
			for y := x; y >= 0; y = s.states[y].parent {
				s.pa[s.states[y].t], s.pb[s.states[y].t] = s.states[y].a, s.states[y].b
			}
			return s.pa, s.pb, true
		}
		if expanded++; expanded > maxPairExpansions || expanded%1024 == 0 && w.stop != nil && w.stop() {
			return nil, nil, false // the cycle's next question to stop ends it
		}
		t := int(st.t)
		dx, dy := int(st.b)%wd.pw-int(st.a)%wd.pw, int(st.b)/wd.pw-int(st.a)/wd.pw
		near := dx >= tab.x0 && dx < tab.x0+tab.nx && dy >= tab.y0 && dy < tab.y0+tab.ny
		w.res.skip = b
		blA := w.res.blocked(a, st.a, t)
		w.res.skip = a
		blB := w.res.blocked(b, st.b, t)
		for mb := range moves {
			if blB>>mb&1 != 0 || !wd.legal(kb, st.b, mb) {
				continue
			}
			for ma := range moves {
				if blA>>ma&1 != 0 || !wd.legal(ka, st.a, ma) || near && tab.collide(dx, dy, ma, mb) {
					continue
				}
				add(st.t+1, st.a+wd.off[ma], st.b+wd.off[mb], st.g+cost(a, st.a, ma)+cost(b, st.b, mb), x)
			}
		}
		w.res.skip = -1
	}
	return nil, nil, false
}
