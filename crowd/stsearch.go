package crowd

import "math"

// stSearch is WHCA*'s search for one NPC: A* over (cell, tick) states of
// the window, from the NPC's cell at tick 0 to any state at the window's
// last tick, its f the cost so far plus the true distance to the goal
// left. Steps cost 1 or √2, a wait 1, but a wait at the goal nothing (an
// NPC home stays home unless it must make room). States are records in
// an arena, found by an open-addressing table of their keys that grows
// with the search; both are reset by truncation and a generation stamp,
// so that a warm search allocates nothing.
type stSearch struct {
	index  keyTable
	states []stState
	open   minHeap
}

// stState is one (cell, tick) state of a search.
type stState struct {
	g      float64
	parent int32 // the state before, -1 for the start
	t      int32
	c      int32
	closed bool
}

// maxExpansions bounds one NPC's search: a window boxed in by reserved
// moves has no way through, and the search would otherwise visit every
// state the window can reach before saying so.
const maxExpansions = 1 << 12

func (s *stSearch) reset() {
	s.index.reset()
	s.states = s.states[:0]
	s.open.reset()
}

// state is the id of state (t, c), made when it is new (fresh).
func (s *stSearch) state(t, c int32) (id int32, fresh bool) {
	id, fresh = s.index.id(uint64(t)<<32 | uint64(uint32(c)))
	if fresh {
		s.states = append(s.states, stState{parent: -1, t: t, c: c})
	}
	return id, fresh
}

// stQuery is one search of stSearch: NPC i from cell start at tick 0,
// its steps tested by free. Without home it ends at any state of tick
// horizon (WHCA*'s window); with home, at its goal at a tick after arrive
// (from which it can wait there for good; -1 when it always can), no
// later than horizon and at a cost below bound (the refinement of a plan).
type stQuery struct {
	i, start int32
	horizon  int32
	home     bool
	arrive   int32
	bound    float64
	free     stepTester
}

// stepTester says which moves NPC i may not take from cell c at tick t
// (bit m for move m).
type stepTester interface {
	blocked(i, c int32, t int) uint16
}

// run answers q into path (one cell per tick from 0), or returns nil; it
// adds its expansions to *expanded.
func (s *stSearch) run(wd *world, q stQuery, path []int32, expanded *int) []int32 {
	i := q.i
	k := &wd.kinds[wd.kindOf[i]]
	d := wd.dist[i]
	goal := wd.goal[i]
	s.reset()
	si, _ := s.state(0, q.start)
	s.open.push(float64(d[q.start]), si)
	n := 0
	defer func() { *expanded += n }()
	for s.open.len() > 0 {
		top := s.open.pop()
		x := top.id
		if s.states[x].closed {
			continue
		}
		if q.home && top.key >= q.bound {
			break
		}
		s.states[x].closed = true
		t, cc, gx := s.states[x].t, s.states[x].c, s.states[x].g
		if !q.home && t == q.horizon || q.home && cc == goal && t > q.arrive {
			return s.extract(x, path)
		}
		if t == q.horizon {
			continue
		}
		if n++; n > maxExpansions {
			break
		}
		bl := q.free.blocked(i, cc, int(t))
		for m := range moves {
			if bl>>m&1 != 0 || !wd.legal(k, cc, m) {
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
			y, fresh := s.state(t+1, to)
			ng := gx + cost
			if st := &s.states[y]; !fresh && (st.closed || ng >= st.g) {
				continue
			}
			s.states[y].g, s.states[y].parent = ng, x
			s.open.push(ng+float64(d[to]), y)
		}
	}
	return nil
}

// extract is the cells from the start to state x, one per tick.
func (s *stSearch) extract(x int32, path []int32) []int32 {
	path = path[:0]
	for range s.states[x].t + 1 {
		path = append(path, 0)
	}
	for ; x >= 0; x = s.states[x].parent {
		path[s.states[x].t] = s.states[x].c
	}
	return path
}
