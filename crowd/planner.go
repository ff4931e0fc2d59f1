package crowd

import (
	"fmt"
	"time"

	"swath/pathing"
)

// Method is how a Planner plans.
type Method int

const (
	// Auto plans with WHCA* and, from the tick where it is stuck, LaCAM
	// (the default).
	Auto Method = iota
	// LaCAM searches configurations with PIBT giving the successors.
	LaCAM
	// WHCA is windowed cooperative A* alone: where it is stuck, the NPCs
	// not home say so.
	WHCA
	// PIBT alone: each tick from the one before, no search; it can cycle,
	// and then ends at MaxTicks (for measurements).
	PIBT
)

var methodNames = []string{"auto", "lacam", "whca", "pibt"}

func (m Method) String() string {
	if m >= 0 && int(m) < len(methodNames) {
		return methodNames[m]
	}
	return fmt.Sprintf("Method(%d)", int(m))
}

// DefaultMaxBytes is the memory a Planner with MaxBytes 0 may take for its
// distance tables, and again for its search: enough for 1,000 NPCs with
// distinct goals on a 256² map, or 16 on a 2048² one.
const DefaultMaxBytes = 256 << 20

// Planner plans crowds. Keep one and reuse it: it keeps each footprint's
// placement grid from plan to plan and updates it where the map changed.
// The zero value is ready. A Planner is not safe for concurrent use.
type Planner struct {
	Method Method
	// Stop, when not nil, is asked often (every tick PIBT makes, every
	// few thousand cells of a distance table): true abandons the plan
	// with ErrStopped, so that a stale job frees its core within a frame.
	Stop func() bool
	// MaxBytes bounds the memory of the distance tables, and separately
	// that of the search; 0 means DefaultMaxBytes.
	MaxBytes int64
	// Window is WHCA*'s window in ticks (at most 255); 0 means
	// DefaultWindow.
	Window int
	// NoRefine skips the refinement of a plan that took everyone home
	// (each NPC planned again against the others; see refine).
	NoRefine bool

	searchers map[pathing.Footprint]*pathing.Searcher
}

func (pl *Planner) maxBytes() int64 {
	if pl.MaxBytes > 0 {
		return pl.MaxBytes
	}
	return DefaultMaxBytes
}

// Plan plans the crowd of p from its starts. The error is Validate's, or
// ErrStopped, or ErrTooLarge; an NPC that cannot arrive is no error: its
// route says why.
func (pl *Planner) Plan(p Problem) (*Plan, error) {
	t0 := time.Now()
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if pl.searchers == nil {
		pl.searchers = map[pathing.Footprint]*pathing.Searcher{}
	}
	wd, err := newWorld(&p, pl.searchers, pl.maxBytes(), pl.Stop)
	if err != nil {
		return nil, err
	}
	start := make([]int32, wd.n)
	copy(start, wd.start)
	var configs [][]int32
	st := Stats{Method: pl.Method}
	why := ""
	switch pl.Method {
	case PIBT:
		configs, why, err = runPIBT(wd, start, p.ticks(), pl.Stop)
	case WHCA, Auto:
		var stuck bool
		configs, stuck, err = pl.whcaRestarts(wd, start, p.ticks(), &st)
		if err != nil || !stuck {
			break
		}
		if len(configs)-1 >= p.ticks() {
			why = fmt.Sprintf("no plan within %d ticks", p.ticks())
			break
		}
		if pl.Method == WHCA {
			why = fmt.Sprintf("WHCA* stuck at tick %d", len(configs)-1)
			break
		}
		st.Method, st.Handover = Auto, len(configs)-1
		if st.Handover == 0 {
			configs, why, err = pl.lacam(wd, start, p.ticks(), pl.maxBytes(), &st)
			break
		}
		var rest [][]int32
		var fromStart bool
		rest, fromStart, why, err = pl.lacamTwice(wd, configs[len(configs)-1], start, p.ticks()-st.Handover, p.ticks(), &st)
		if err != nil {
			break
		}
		if fromStart {
			st.Handover, configs = 0, rest
		} else {
			configs = append(configs, rest[1:]...)
		}
	default:
		st.Method = LaCAM
		configs, why, err = pl.lacam(wd, start, p.ticks(), pl.maxBytes(), &st)
	}
	if err != nil {
		return nil, err
	}
	goals := make([]pathing.Point, wd.n)
	for i, n := range p.NPCs {
		goals[i] = n.Goal
	}
	if !pl.NoRefine && home(wd, configs[len(configs)-1]) {
		first := assemble(wd, configs, why)
		first.finish(goals)
		st.Unrefined.Makespan, st.Unrefined.SumOfCosts = first.Makespan, first.SumOfCosts
		if configs, st.Refined, err = refine(wd, configs, pl.Stop); err != nil {
			return nil, err
		}
	}
	out := assemble(wd, configs, why)
	out.finish(goals)
	st.Time = time.Since(t0)
	out.Stats = st
	out.wd = wd
	return out, nil
}

// window is WHCA*'s window: Window, 1..maxWindow, or DefaultWindow.
func (pl *Planner) window() int {
	if pl.Window > 0 {
		return min(pl.Window, maxWindow)
	}
	return DefaultWindow
}

// maxWindow is the longest window (a state's tick takes 8 bits of its
// key in the searches).
const maxWindow = 255

// whcaRestarts runs WHCA* from config start and, where it is stuck with a
// sparse crowd, up to maxRestarts times again from start, the NPCs that
// were not home at the end first (each run's stragglers are added to the
// front). It returns the first run that took everyone home, or else the
// first run's configs, for the fallback.
//
// Prioritised planning boxes itself in by its order: on the rooms map
// with doors 3 wide, 60 NPCs of three sizes (seeds 1 to 60), the two
// crowds where WHCA* left five or more 3x3 and 2x2 bodies jammed in one
// room took LaCAM 3.5 and 4.0 s of CPU from there, with makespans of 471
// and 579; planned again with the jammed ones first, WHCA* took them home
// in 150 and 250 ms in all, with makespans of 135 and 162. A dense crowd
// (denseCrowd) is not run again: WHCA* hands it to PIBT at once, and
// restarts of 400 agents on random-32-32-10 cost 70 % more time for a
// makespan 20 % shorter.
func (pl *Planner) whcaRestarts(wd *world, start []int32, ticks int, st *Stats) ([][]int32, bool, error) {
	var first [][]int32
	w := newWHCA(wd, pl.window())
	defer func() { st.Expanded, st.PIBTTicks = w.expanded, w.pibtTicks }()
	for run := 0; ; run++ {
		configs, stuck, err := w.run(start, ticks, pl.Stop)
		if err != nil || !stuck {
			return configs, stuck, err
		}
		if first == nil {
			first = configs
		}
		if run == maxRestarts || w.density() > denseCrowd || len(configs)-1 >= ticks {
			return first, true, nil
		}
		if w.front == nil {
			w.front = make([]float32, wd.n)
		}
		for i, c := range configs[len(configs)-1] {
			if !wd.home(i, c) {
				w.front[i] += frontBoost
			}
		}
		st.Restarts++
	}
}

// maxRestarts is how many times a stuck WHCA* is run again from the
// start. On the rooms crowds of seeds 1 to 60 (11 of them stuck), 0, 1,
// 2 and 3 restarts took a worst 4.7 s, 382, 550 and 524 ms of CPU, for
// a mean makespan of 153, 138, 134 and 131 and sum of costs 5,310,
// 5,128, 5,097 and 5,088. The first restart took 5 of the 11 home, the
// second 2 more, the third 2 more; a crowd that none frees costs four
// WHCA* runs before LaCAM (seed 3: 0.48 s, against 0.16 s without).
// frontBoost is the priority a straggler gains per run it was one of:
// priorities away from the goal all gain 1 a tick, so any gain of 1 or
// more puts the stragglers first; 1024 keeps float32's resolution of
// the fractions that order them among themselves (by distance) fine.
const (
	maxRestarts = 3
	frontBoost  = 1 << 10
)

// lacam runs LaCAM from config start for at most ticks ticks: the configs
// of its plan (or of the best partial one) and, when it is partial, why.
func (pl *Planner) lacam(wd *world, start []int32, ticks int, maxBytes int64, st *Stats) ([][]int32, string, error) {
	l := newLaCAM(wd, maxBytes, ticks, pl.Stop)
	id, res := l.search(start)
	st.Configs, st.Calls = st.Configs+len(l.nodes), st.Calls+l.iterations
	if res == lacamStopped {
		return nil, "", ErrStopped
	}
	return l.path(id), lacamWhy(res, l, ticks), nil
}

// lacamTwice runs two LaCAM searches a step each in turn, each with half
// the memory: one from config from, where WHCA* left the crowd (for at
// most ticks ticks), one from the start (for at most all ticks). WHCA*
// usually leaves the fallback little to do, but it can leave bodies nose
// to nose where no plan is near (a maze's corridors), and then the start
// is the better place; taking whichever finds a plan first costs at most
// twice the faster. fromStart says which; when neither finds one, the
// partial plan from WHCA*'s tick is returned.
func (pl *Planner) lacamTwice(wd *world, from, start []int32, ticks, allTicks int, st *Stats) (configs [][]int32, fromStart bool, why string, err error) {
	half := pl.maxBytes() / 2
	a, b := newLaCAM(wd, half, ticks, pl.Stop), newLaCAM(wd, half, allTicks, pl.Stop)
	defer func() {
		st.Configs += len(a.nodes) + len(b.nodes)
		st.Calls += a.iterations + b.iterations
	}()
	if id, done := a.begin(from); done {
		return a.path(id), false, "", nil
	}
	if id, done := b.begin(start); done {
		return b.path(id), true, "", nil
	}
	searches := [2]*lacam{a, b}
	var done [2]bool
	var ids [2]int32
	var res [2]lacamResult
	for !done[0] || !done[1] {
		for k, l := range searches {
			if done[k] {
				continue
			}
			id, r, fin := l.step()
			switch {
			case !fin:
			case r == lacamStopped:
				return nil, false, "", ErrStopped
			case r == lacamFound:
				return l.path(id), k == 1, "", nil
			default:
				done[k], ids[k], res[k] = true, id, r
			}
		}
	}
	return a.path(ids[0]), false, lacamWhy(res[0], a, ticks), nil
}

// lacamWhy says why a LaCAM search ended without a plan.
func lacamWhy(res lacamResult, l *lacam, ticks int) string {
	switch res {
	case lacamBudget:
		return fmt.Sprintf("no plan found within the search's memory (%d configurations)", len(l.nodes))
	case lacamExhausted:
		if l.deep {
			return fmt.Sprintf("no plan within %d ticks", ticks)
		}
		return "no plan exists: every configuration was tried"
	}
	return ""
}

// assemble turns the configs of each tick into routes; NPCs that are not
// at their goals at the end are told why (theirs, or the search's).
func assemble(wd *world, configs [][]int32, why string) *Plan {
	out := &Plan{Routes: make([]Route, wd.n)}
	last := configs[len(configs)-1]
	for i := range wd.n {
		r := &out.Routes[i]
		r.Path = make([]pathing.Point, len(configs))
		for t, q := range configs {
			r.Path[t] = wd.point(q[i])
		}
		r.Why = wd.why[i]
		if r.Why == "" && last[i] != wd.goal[i] {
			r.Why = why
		}
	}
	return out
}

// runPIBT advances the crowd a tick at a time with PIBT until every NPC is
// home or maxTicks.
func runPIBT(wd *world, start []int32, maxTicks int, stop func() bool) ([][]int32, string, error) {
	prio, order, waited := make([]float32, wd.n), make([]int32, wd.n), make([]int32, wd.n)
	var keys []uint64
	wd.initPriorities(start, prio)
	configs := [][]int32{append([]int32(nil), start...)}
	gen := newPIBT(wd)
	for t := 0; ; t++ {
		cur := configs[len(configs)-1]
		home := 0
		for i, c := range cur {
			if wd.home(i, c) {
				home++
			}
		}
		if home == wd.n {
			return configs, "", nil
		}
		if t >= maxTicks {
			return configs, fmt.Sprintf("no plan within %d ticks", maxTicks), nil
		}
		if stop != nil && stop() {
			return nil, "", ErrStopped
		}
		sortOrder(prio, order, &keys)
		gen.setConfig(cur)
		gen.waited = waited
		next := make([]int32, wd.n)
		gen.generate(order, nil, mix(uint64(t)), next)
		countWaits(waited, cur, next)
		configs = append(configs, next)
		wd.stepPriorities(next, prio)
	}
}
