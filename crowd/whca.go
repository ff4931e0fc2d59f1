package crowd

import (
	"math"
	"slices"
)

// DefaultWindow is WHCA*'s window in ticks when Planner.Window is 0: each
// NPC plans its next 16 ticks around the reservations of those before it
// (beyond, its true distance to the goal stands in), and the crowd
// commits the first half before planning again. 16 is about the detour
// around a room of the benchmark maps; longer windows cost search time
// for ticks that are planned again before they come.
const DefaultWindow = 16

// whca plans the crowd with Windowed Hierarchical Cooperative A*
// (Silver, "Cooperative Pathfinding", AIIDE 2005), for bodies: NPCs plan
// one at a time, in priority order, each a space-time A* over (cell,
// tick) for the window's ticks, whose heuristic is its footprint's true
// distance (the distance tables) and whose steps may not collide with
// any move already reserved (the collision tables, as PIBT's). NPCs not
// yet planned this cycle stand still at its first tick, so that no one
// plans through them then. It is prioritised planning: an NPC can find
// no way through the window at all, or the crowd can stop getting
// nearer its goals; then it reports stuck, and the fallback takes over.
type whca struct {
	wd             *world
	window, commit int
	res            reservation
	area           int
	search         stSearch
	// prio and order are PIBT's priorities, kept across cycles
	prio  []float32
	order []int32
	// cur is the config the cycle plans from; stop the planner's Stop
	cur   []int32
	stop  func() bool
	pairs pairSearch
	keys  []uint64
	// expanded counts every search's expansions, pibtTicks the ticks PIBT
	// made where no cycle could be planned
	expanded, pibtTicks int
	gen                 *pibt
	nextCfg             []int32
	// front, when not nil, is added to the NPCs' starting priorities:
	// the stragglers of an earlier run plan first (Planner.whcaRestarts)
	front []float32
}

func newWHCA(wd *world, window int) *whca {
	w := &whca{wd: wd, window: window, commit: max(1, window/2)}
	w.res = newReservation(wd, window+1)
	for i := range wd.n {
		w.area += len(wd.kinds[wd.kindOf[i]].body)
		w.res.path[i] = make([]int32, 0, window+1)
	}
	w.prio, w.order = make([]float32, wd.n), make([]int32, wd.n)
	return w
}

// run plans from config start, a cycle at a time, until every NPC is
// home (stuck false) or WHCA* cannot go on (stuck true), or maxTicks. It
// returns the config of every tick committed.
func (w *whca) run(start []int32, maxTicks int, stop func() bool) (configs [][]int32, stuck bool, err error) {
	wd := w.wd
	cur := slices.Clone(start)
	configs = [][]int32{cur}
	wd.initPriorities(cur, w.prio)
	for i, f := range w.front {
		w.prio[i] += f
	}
	best, since := math.Inf(1), 0 // the least distance left, and the ticks since
	waited := make([]int32, wd.n)
	backoff, pibtLeft := 1, 0
	commit := func(next []int32) {
		countWaits(waited, cur, next)
		configs = append(configs, next)
		wd.stepPriorities(next, w.prio)
		cur = next
	}
	for {
		if home(wd, cur) {
			return configs, false, nil
		}
		if len(configs)-1 >= maxTicks {
			return configs, true, nil
		}
		left := 0.0
		for i, c := range cur {
			left += float64(wd.distAt(i, c))
		}
		if left < best {
			best, since = left, 0
		} else if since >= staleTicks*w.commit {
			return configs, true, nil // no nearer for so long
		}
		if pibtLeft > 0 {
			// after a cycle failed: PIBT's ticks, then WHCA* again
			w.pibtTick(cur, waited, len(configs))
			commit(w.next())
			pibtLeft--
			since++
			continue
		}
		ok, retries := false, cycleRetries
		if len(configs) == 1 && w.density() > denseCrowd {
			retries = 0 // too dense for prioritised planning: PIBT's ticks at once
		}
		for try := 0; try <= retries && !ok; try++ {
			failed, stopped := w.cycle(cur, stop)
			if stopped {
				return nil, false, ErrStopped
			}
			if ok = failed < 0; !ok {
				// the NPC that found no way plans first next time
				w.prio[failed] = slices.Max(w.prio) + 1
			}
		}
		if !ok {
			// prioritised planning finds no window for everyone: PIBT moves
			// the crowd on, a tick after the first failure, then two,
			// four, … up to a window, and WHCA* tries again
			backoff = min(2*backoff, w.window)
			pibtLeft = backoff
			continue
		}
		backoff = 1
		for t := 1; t <= w.commit && len(configs)-1 < maxTicks; t++ {
			next := make([]int32, wd.n)
			for i := range next {
				next[i] = w.res.path[i][t]
			}
			commit(next)
			since++
			if home(wd, cur) {
				break
			}
		}
	}
}

// pibtTick decides the crowd's next tick from config cur with PIBT (its
// waits so far waited), into w.next().
func (w *whca) pibtTick(cur, waited []int32, salt int) {
	if w.gen == nil {
		w.gen = newPIBT(w.wd)
	}
	sortOrder(w.prio, w.order, &w.keys)
	w.gen.setConfig(cur)
	w.gen.waited = waited
	w.nextCfg = make([]int32, w.wd.n)
	w.gen.generate(w.order, nil, mix(uint64(salt)), w.nextCfg)
	w.pibtTicks++
}

func (w *whca) next() []int32 { return w.nextCfg }

// home reports whether every NPC of q is at its goal.
func home(wd *world, q []int32) bool {
	for i, c := range q {
		if !wd.home(i, c) {
			return false
		}
	}
	return true
}

// cycleRetries is how many times a cycle is planned again, the NPC that
// found no way first, before WHCA* gives the tick to PIBT: Silver's remedy
// for an order of priorities that boxes an NPC in (60 NPCs of three sizes
// on the rooms map, seeds 1 to 10: 2 retries got 5 crowds home, 4 and 16
// the same 10 with the pair search). A dense crowd's first cycle is not
// retried (denseCrowd): it is too dense for prioritised planning from its
// start (the MAPF benchmark's 200 agents on 922 free cells, 22 %, failed
// every retry), and its retries only delayed PIBT by 40 %.
const (
	cycleRetries = 4
	denseCrowd   = 0.15
)

// staleTicks: WHCA* is stuck when the crowd's distance left has not
// fallen for staleTicks commits' worth of ticks.
const staleTicks = 2

// density is the share of the map's free cells the crowd's bodies cover.
func (w *whca) density() float64 { return float64(w.area) / float64(max(w.wd.free, 1)) }

// cycle plans every NPC's window from config cur, in priority order, and
// returns the NPC that found no way, or -1 when all did; or stopped.
func (w *whca) cycle(cur []int32, stop func() bool) (failed int32, stopped bool) {
	wd := w.wd
	w.cur, w.res.cur, w.stop = cur, cur, stop
	resetTicks(w.res.ticks, wd.pw*(wd.h+2*pad), wd.n, w.area)
	for i, c := range cur {
		w.res.path[i] = w.res.path[i][:0]
		w.res.mark(0, int32(i), c, true)
	}
	sortOrder(w.prio, w.order, &w.keys)
	for _, i := range w.order {
		if stop != nil && stop() {
			return -1, true
		}
		p := w.res.path[i][:0]
		if wd.frozen[i] {
			for range w.window + 1 {
				p = append(p, cur[i])
			}
		} else if p = w.search.run(wd, stQuery{i: i, start: cur[i], horizon: int32(w.window), free: &w.res}, p, &w.expanded); p == nil {
			// no way through the window found: it waits, if it can, or
			// plans together with the NPC in its way
			if p = w.waitAll(i, cur[i], w.res.path[i][:0]); p == nil {
				if w.pair(i) {
					continue
				}
				return i, false
			}
		}
		w.res.path[i] = p
		for t := 1; t <= w.window; t++ {
			w.res.mark(t, i, p[t], true)
		}
	}
	return -1, false
}

// waitAll is NPC i's window waiting at cell c throughout, or nil when a
// reserved move collides with that.
func (w *whca) waitAll(i, c int32, path []int32) []int32 {
	for t := range w.window {
		if w.res.blocked(i, c, t)>>moveWait&1 != 0 {
			return nil
		}
	}
	for range w.window + 1 {
		path = append(path, c)
	}
	return path
}

// moveOfCells is the move from cell a to cell b (at most one step apart).
func moveOfCells(wd *world, a, b int32) int {
	d := b - a
	for m, o := range wd.off {
		if o == d {
			return m
		}
	}
	return moveWait
}
