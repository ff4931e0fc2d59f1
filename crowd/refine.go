package crowd

import (
	"cmp"
	"math"
	"slices"
)

// refiner improves a plan one NPC at a time, as large-neighbourhood
// search does with neighbourhoods of one: each NPC's path is planned again
// by space-time A* over the whole plan, against every other NPC's path as
// it stands, and kept when it costs less without arriving after the
// makespan. The others do not change, so the plan stays free of
// collisions, and its sum of costs only falls. LaCAM's first plan is
// PIBT's, whose NPCs push each other back and forth on the way; this is
// what takes those detours out.
type refiner struct {
	wd *world
	T  int
	// res holds every NPC's path, its cell at ticks 0..T
	res    reservation
	search stSearch
	// expanded counts the searches' expansions, against the budget
	expanded int
}

// refineBudget and refineBase bound a refinement's expansions: 32 per
// NPC and 8192: on the built-in levels' 8-NPC crowds as good as eight
// times as many but once, while the MAPF benchmark's 200 agents gained
// under 1 % of their sum of costs for a quarter more planning time.
const (
	refineBudget = 32
	refineBase   = 1 << 13
)

// refine returns configs improved (a plan of len(configs)-1 ticks, every
// NPC home at its end), or ErrStopped.
func refine(wd *world, configs [][]int32, stop func() bool) ([][]int32, int, error) {
	T := len(configs) - 1
	if T < 2 {
		return configs, 0, nil
	}
	r := &refiner{wd: wd, T: T, res: newReservation(wd, T+1)}
	r.res.cur = configs[0]
	paths := r.res.path
	area := 0
	for i := range wd.n {
		area += len(wd.kinds[wd.kindOf[i]].body)
		paths[i] = make([]int32, T+1)
		for t, q := range configs {
			paths[i][t] = q[i]
		}
	}
	resetTicks(r.res.ticks, wd.pw*(wd.h+2*pad), wd.n, area)
	for t := range r.res.ticks {
		for i := range wd.n {
			r.res.mark(t, int32(i), paths[i][t], true)
		}
	}
	// the NPCs that lost most to the crowd first
	type npcDelay struct {
		i     int32
		delay float64
	}
	var order []npcDelay
	for i := range wd.n {
		if !wd.care[i] || wd.frozen[i] {
			continue
		}
		if d := r.cost(paths[i]) - float64(wd.dist[i][paths[i][0]]); d > 1e-6 {
			order = append(order, npcDelay{int32(i), d})
		}
	}
	slices.SortStableFunc(order, func(a, b npcDelay) int { return cmp.Compare(b.delay, a.delay) })
	budget := refineBudget*wd.n + refineBase
	var path []int32
	for round := 0; round < 2; round++ {
		improved := false
		for _, o := range order {
			if r.expanded >= budget {
				break
			}
			if stop != nil && stop() {
				return nil, r.expanded, ErrStopped
			}
			i := o.i
			old := r.cost(paths[i])
			q := stQuery{i: i, start: paths[i][0], horizon: int32(T), home: true, arrive: r.lastBlocked(i), bound: old - 1e-9, free: &r.res}
			if path = r.search.run(wd, q, path, &r.expanded); path == nil {
				continue
			}
			for len(path) < T+1 {
				path = append(path, wd.goal[i])
			}
			if r.cost(path) >= old-1e-9 {
				continue
			}
			for t := range r.res.ticks {
				r.res.mark(t, i, paths[i][t], false)
				r.res.mark(t, i, path[t], true)
			}
			copy(paths[i], path)
			improved = true
		}
		if !improved {
			break
		}
	}
	out := make([][]int32, T+1)
	for t := range out {
		out[t] = make([]int32, wd.n)
		for i := range wd.n {
			out[t][i] = paths[i][t]
		}
	}
	return out, r.expanded, nil
}

// lastBlocked is the last tick at which NPC i could not wait at its goal
// (another's move collides), -1 for none: it may arrive for good after it.
func (r *refiner) lastBlocked(i int32) int32 {
	g := r.wd.goal[i]
	for t := r.T - 1; t >= 0; t-- {
		if r.res.blocked(i, g, t)>>moveWait&1 != 0 {
			return int32(t)
		}
	}
	return -1
}

// cost is a path's cost until it stops for good: 1 a straight step or a
// wait, √2 a diagonal.
func (r *refiner) cost(path []int32) float64 {
	end := len(path) - 1
	for end > 0 && path[end-1] == path[end] {
		end--
	}
	c := 0.0
	for t := 1; t <= end; t++ {
		if m := moveOfCells(r.wd, path[t-1], path[t]); diagonal(m) {
			c += math.Sqrt2
		} else {
			c++
		}
	}
	return c
}
