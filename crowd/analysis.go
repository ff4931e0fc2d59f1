package crowd

import (
	"slices"

	"swath/pathing"
)

// Wait is one tick an NPC stands still before it arrives, and for whom.
type Wait struct {
	// NPC waits at At from Tick to Tick+1.
	NPC, Tick int
	At        pathing.Point
	// For is the NPC whose move that tick collides with the waiting NPC's
	// best step toward its goal, or else the first NPC to cover a cell of
	// that step within lookAhead ticks (a plan over time waits for a body
	// still to come); -1 when none (it makes room, or waits for nothing
	// it can name). Step is that step's cell and When the tick at which
	// For is in its way (Tick, or later).
	For  int
	Step pathing.Point
	When int
}

// lookAhead is how far Analyze looks for the NPC a wait makes way for:
// WHCA*'s default window, the farthest its plans look.
const lookAhead = DefaultWindow

// WaitRun is a run of ticks in a row one NPC waits, from tick From, and
// the NPC it waits for at the first of them (-1 for none).
type WaitRun struct{ NPC, From, Ticks, For int }

// Figures are one NPC's figures in a crowd.
type Figures struct {
	// Alone is the cost of its shortest route were it alone (-1 when it
	// has none: its route says why), and Delay its route's cost over it.
	Alone, Delay float64
	// Waits counts its waits; Longest is its longest run of them.
	Waits   int
	Longest WaitRun
}

// Analysis says who waits for whom, where, and what the crowd costs each
// NPC: the app's figures and highlights.
type Analysis struct {
	// Waits is every wait of the plan, by tick, then NPC.
	Waits []Wait
	// NPCs are the figures per NPC, in the problem's order.
	NPCs []Figures
	// Longest is the longest run of waits of any NPC (Ticks 0: none).
	Longest WaitRun
}

// WaitsAt are the waits of tick t (from t to t+1), a slice of a.Waits.
func (a *Analysis) WaitsAt(t int) []Wait {
	lo, _ := slices.BinarySearchFunc(a.Waits, t, func(w Wait, t int) int { return w.Tick - t })
	hi, _ := slices.BinarySearchFunc(a.Waits, t+1, func(w Wait, t int) int { return w.Tick - t })
	return a.Waits[lo:hi]
}

// Analyze finds, for every tick an NPC of plan waits before it arrives,
// the NPC it waits for: of its legal steps that would bring it nearer its
// goal (by its footprint's true distance), best first, the first whose
// way another NPC's move that tick collides with; and each NPC's cost
// alone (its true distance from its start) and delay. It uses the plan's
// own distance tables (a plan not made by Plan or Replan gets no waits
// and no costs alone); waits before a re-plan's tick are judged on the
// map of the re-plan.
func (plan *Plan) Analyze() *Analysis {
	wd := plan.wd
	if wd == nil { // not a plan of this package's planner: nothing to judge by
		a := &Analysis{NPCs: make([]Figures, len(plan.Routes))}
		for i := range a.NPCs {
			a.NPCs[i].Alone = -1
		}
		return a
	}
	a := &Analysis{NPCs: make([]Figures, wd.n)}
	q := make([]int32, wd.n)
	next := make([]int32, wd.n)
	gen := newPIBT(wd)
	runs := make([]WaitRun, wd.n)
	for i := range wd.n {
		f := &a.NPCs[i]
		f.Alone = -1
		if wd.why[i] == "" {
			f.Alone = float64(wd.dist[i][wd.index(plan.Routes[i].Path[0])])
			f.Delay = plan.Routes[i].Cost - f.Alone
		}
	}
	for t := 0; t < plan.Makespan; t++ {
		for i := range wd.n {
			q[i], next[i] = wd.index(plan.At(i, t)), wd.index(plan.At(i, t+1))
		}
		gen.setConfig(q)
		for i := range wd.n {
			r := &plan.Routes[i]
			if t >= r.Arrival() || q[i] != next[i] || r.Path[min(t, len(r.Path)-1)] == plan.goals[i] {
				if runs[i].Ticks > 0 {
					a.endRun(runs[i])
					runs[i].Ticks = 0
				}
				continue
			}
			w := Wait{NPC: i, Tick: t, At: wd.point(q[i]), For: -1}
			if by, step, ok := plan.blocker(gen, int32(i), q, next); ok {
				w.For, w.Step, w.When = by, step, t
			} else if step, ok := plan.bestStep(int32(i), q[i]); ok {
				w.Step = wd.point(step)
				w.For, w.When = plan.comes(i, w.Step, t)
			}
			a.Waits = append(a.Waits, w)
			a.NPCs[i].Waits++
			if runs[i].Ticks == 0 {
				runs[i] = WaitRun{NPC: i, From: t, For: w.For}
			}
			runs[i].Ticks++
		}
	}
	for i := range runs {
		if runs[i].Ticks > 0 {
			a.endRun(runs[i])
		}
	}
	return a
}

// endRun records a run of waits that ended.
func (a *Analysis) endRun(r WaitRun) {
	f := &a.NPCs[r.NPC]
	if r.Ticks > f.Longest.Ticks {
		f.Longest = r
	}
	if r.Ticks > a.Longest.Ticks {
		a.Longest = r
	}
}

// bestStep is NPC i's best step from cell c by its true distance (the
// first of equals in move order), if one gets it nearer its goal.
func (plan *Plan) bestStep(i, c int32) (int32, bool) {
	wd := plan.wd
	if wd.frozen[i] {
		return 0, false
	}
	k, d := &wd.kinds[wd.kindOf[i]], wd.dist[i]
	best := c
	for m := range moves {
		if m != moveWait && wd.legal(k, c, m) && d[c+wd.off[m]] < d[best] {
			best = c + wd.off[m]
		}
	}
	return best, best != c
}

// comes is the first NPC other than i whose body covers a cell of i's
// body at step within lookAhead ticks after t, and the tick; -1 for none.
func (plan *Plan) comes(i int, step pathing.Point, t int) (int, int) {
	wd := plan.wd
	body := wd.kinds[wd.kindOf[i]].foot.Cover(step)
	for u := t + 1; u <= min(t+lookAhead, plan.Makespan); u++ {
		for j := range wd.n {
			if j != i && overlap(body, wd.kinds[wd.kindOf[j]].foot.Cover(plan.At(j, u))) {
				return j, u
			}
		}
	}
	return -1, 0
}

// blocker is the NPC in the way of waiting NPC i's best step (gen holds
// config q), and that step's cell.
func (plan *Plan) blocker(gen *pibt, i int32, q, next []int32) (int, pathing.Point, bool) {
	wd := plan.wd
	if wd.frozen[i] {
		return 0, pathing.Point{}, false
	}
	k := &wd.kinds[wd.kindOf[i]]
	d := wd.dist[i]
	c := q[i]
	var keys [moves]uint64
	n := 0
	for m := range moves {
		if m != moveWait && wd.legal(k, c, m) && d[c+wd.off[m]] < d[c] {
			keys[n] = moveKey(d[c+wd.off[m]], 0, false, false, uint64(m), m)
			n++
		}
	}
	slices.Sort(keys[:n])
	for _, key := range keys[:n] {
		m := int(key & 15)
		for _, j := range gen.neighbours(i) {
			if gen.collide(i, j, m, moveOfCells(wd, q[j], next[j])) {
				return int(j), wd.point(c + wd.off[m]), true
			}
		}
	}
	return 0, pathing.Point{}, false
}
