package timeline

import (
	"math"
	"runtime"
	"sort"
	"unsafe"

	"swath/pathing"
)

// NotReached marks a cell the search never opened or closed in the arrays
// returned by Timeline.OpenedAt and Timeline.ClosedAt.
const NotReached = math.MaxInt32

// WalkStride is the path length, in cells, between two steps of the walk.
const WalkStride = 0.25

// Timeline is one plan turned into the steps of the step-through view: the
// A* search, the node-set check, every probe of the smoothing and every
// chosen waypoint, the result, and a walk of the footprint along the
// smoothed route.
//
// It is an immutable snapshot: it keeps a copy of the grid, so editing the
// scene's grid afterwards does not change what it shows (rebuild it and use
// Remap to keep the cursor). Steps are not stored as records: the layout is
// a few offsets, the search trace is kept as int32 cell indices, probes as
// small fixed-size records, and each step's geometry (sweep, hits, sampling
// comparison) is recomputed by At. All methods are safe for concurrent
// readers.
type Timeline struct {
	query pathing.Query
	grid  *pathing.Grid
	w, h  int
	plan  pathing.Plan // traced, with the query's strategy
	alt   pathing.Plan // the other strategy, on the same node set
	// comparing is true until Compare has smoothed the node set with the
	// other strategy (alt is a placeholder meanwhile)
	comparing bool
	// searching is true for BuildSearch's timeline (search steps only)
	searching bool
	// nodesErr is pathing.ValidateNodes' verdict on the raw node set.
	nodesErr string

	// search, one entry per expansion
	expanded     []int32   // cell index y*w+x
	gExp         []float32 // g of the expanded cell
	openCount    []int32   // open-list size after the expansion
	openedEnd    []int32   // opened[openedEnd[k-1]:openedEnd[k]]: cells opened or improved by expansion k
	opened       []int32
	openedAt     []int32      // per cell: first expansion that opened it, or NotReached
	searchBounds pathing.Rect // of every opened cell
	closedAt     []int32      // per cell: the expansion that closed it, or NotReached
	jps          *jpsSearch   // the runs and successors, for a JPS timeline (jps.go)
	other        SearchFigures

	// smoothing
	groups []tlGroup // one per anchor, plus a sentinel
	probes []tlProbe

	// result and walk
	band []pathing.Sweep // one sweep per segment of the smoothed route
	cum  []float64       // route length up to each waypoint

	opt optimalSteps // the optimal search, when the query asks for it

	// layout
	nExp, nodesAt, smoothAt, resultAt, walkAt, n int
	nWalk                                        int
	bounds                                       []int // sorted phase and anchor starts
}

// tlGroup is one anchor's farthest-node search.
type tlGroup struct {
	anchor, chosen int32
	probeStart     int32 // index into probes
	stepStart      int32 // timeline index of its first step
	tests          int32 // visibility tests before this anchor
	scanned        int64 // cells scanned before this anchor
}

// tlProbe is a compact pathing.Probe.
type tlProbe struct {
	t, pass, block, next, scanned int32
	visible, known                bool
}

// Build plans q on g with a trace, smooths the node set again with
// the other strategy for the comparison, and lays out the steps.
func Build(g *pathing.Grid, q pathing.Query) *Timeline {
	var b Builder
	return b.Build(g, q)
}

// Builder builds timelines reusing the planner's buffers, its
// cached placement grids and the trace's buffers between builds: keep one
// for rebuilds after edits. The zero value is ready; not safe for
// concurrent use.
type Builder struct {
	Planner pathing.Planner
	// Lean is for a builder used once (an app's background job): each
	// stage's working memory (the traces, the searchers' per-cell arrays)
	// is let go as soon as the stage has turned it into steps, and given
	// back to the heap before the next, so that the peak is the largest
	// stage's, not their sum (a 2048² maze: under 300 MB, not 500). A lean
	// builder keeps nothing for a rebuild.
	Lean bool
	// Stop, when not nil, is asked between the phases of a build, every
	// few thousand expansions of its searches (pathing.Planner.SetStop) and
	// before each anchor of its smoothings: true
	// abandons the build, whose methods then return nil. The app's job
	// sets it to its own Stopped, so that an edit ends a stale build
	// within one anchor or a few thousand expansions, even mid-search.
	Stop  func() bool
	trace pathing.Trace
}

// stopped reports whether the build is to be abandoned.
func (b *Builder) stopped() bool { return b.Stop != nil && b.Stop() }

// let goes of the builder's working memory (Lean) and collects it.
func (b *Builder) letGo(what ...func()) {
	if !b.Lean {
		return
	}
	for _, f := range what {
		f()
	}
	runtime.GC()
}

// Build is Build with b's buffers. The timeline shares nothing
// with b. It returns nil when b.Stop stopped it.
func (b *Builder) Build(g *pathing.Grid, q pathing.Query) *Timeline {
	return b.Compare(b.BuildFirst(g.Clone(), q))
}

// BuildFirst is the first stage of Build (see stages.go): the traced plan
// and every step, without the other strategy's comparison. It keeps g as
// the timeline's snapshot, so the caller passes a grid nobody changes
// afterwards (a clone).
func (b *Builder) BuildFirst(g *pathing.Grid, q pathing.Query) *Timeline {
	return b.buildFirst(g, q, nil)
}

// buildFirst is BuildFirst; from, when not nil, is BuildSearch's timeline
// of the same grid and query, whose search steps it takes over.
func (b *Builder) buildFirst(g *pathing.Grid, q pathing.Query, from *Timeline) *Timeline {
	if b.stopped() {
		return nil
	}
	b.Planner.SetStop(b.Stop)
	tl := &Timeline{grid: g, w: g.Width(), h: g.Height(), comparing: true}
	tr := &b.trace
	tr.Search.Reset()
	tr.JPS.Reset()
	tr.Smooth.Reset()
	searched := 0 // expansions of this plan's search, to match from's
	if from != nil && b.Lean {
		// the search's steps are from's: plan untraced, then trace the
		// smoothing alone (the same smoothing of the same node set)
		tl.plan = b.Planner.Plan(tl.grid, q, nil)
		b.letGo(func() { b.Planner.Searcher = pathing.Searcher{} })
		sm := pathing.Smoother{Stop: b.Stop}
		if b.stopped() {
			return nil
		}
		sm.Smooth(tl.grid, tl.plan.Query.Agent, tl.plan.Raw, tl.plan.Query.Sampling, tl.plan.Query.Strategy, &tr.Smooth)
		searched = tl.plan.Expanded
	} else {
		tl.plan = b.Planner.Plan(tl.grid, q, tr)
		searched = len(tr.Search.Expanded)
	}
	if b.stopped() {
		return nil
	}
	tl.query = tl.plan.Query
	tl.alt = pendingAlt(tl.plan)
	if len(tl.plan.Raw) > 0 {
		if err := pathing.ValidateNodes(tl.plan.Raw, tl.query.Start, tl.query.Goal); err != nil {
			tl.nodesErr = err.Error()
		}
	}
	switch {
	case tl.query.Algorithm == pathing.JPS:
		tl.buildJPS(&tr.JPS)
	case from != nil && from.nExp == searched && from.grid == g:
		tl.takeSearch(from)
	default:
		tl.buildSearch(&tr.Search)
	}
	b.letGo(func() { tr.Search, tr.JPS = pathing.SearchTrace{}, pathing.JPSTrace{} })
	if b.stopped() {
		return nil
	}
	pathing.YieldPhase()
	tl.other = b.searchOther(tl)
	b.letGo()
	if b.stopped() {
		return nil
	}
	pathing.YieldPhase() // the browser's turn between phases (the web page's one thread)
	tl.buildSmooth(&tr.Smooth)
	b.letGo(func() { tr.Smooth = pathing.SmoothTrace{} })
	pathing.YieldPhase()
	tl.buildRoute()
	pathing.YieldPhase()
	tl.buildOptimal(&tr.Optimal)
	tl.layout()
	return tl
}

func (tl *Timeline) cell(p pathing.Point) int32 { return int32(p.Y*tl.w + p.X) }

func (tl *Timeline) point(c int32) pathing.Point {
	return pathing.Point{X: int(c) % tl.w, Y: int(c) / tl.w}
}

// buildSearch turns the search trace into per-expansion records and the
// per-cell opened/closed steps, replaying g along the way.
func (tl *Timeline) buildSearch(st *pathing.SearchTrace) {
	n := len(st.Expanded)
	tl.nExp = n
	tl.openedAt = make([]int32, tl.w*tl.h)
	tl.closedAt = make([]int32, tl.w*tl.h)
	for i := range tl.openedAt {
		tl.openedAt[i], tl.closedAt[i] = NotReached, NotReached
	}
	if n == 0 {
		return
	}
	tl.expanded = make([]int32, n)
	tl.gExp = make([]float32, n)
	tl.openCount = make([]int32, n)
	tl.openedEnd = make([]int32, n)
	tl.opened = make([]int32, len(st.Reached.Items))
	r := pathing.Rect{MinX: tl.w, MinY: tl.h, MaxX: -1, MaxY: -1}
	for j, p := range st.Reached.Items {
		tl.opened[j] = tl.cell(p)
		r.MinX, r.MinY = min(r.MinX, p.X), min(r.MinY, p.Y)
		r.MaxX, r.MaxY = max(r.MaxX, p.X), max(r.MaxY, p.Y)
	}
	tl.searchBounds = r
	gval := make([]float64, tl.w*tl.h) // replayed g, only for this build
	open := int32(0)
	lo := 0
	for k, p := range st.Expanded {
		if pathing.Yields && k%1024 == 1023 {
			pathing.YieldPhase() // the browser's turn (the web page's one thread): a 512² maze replays 10⁵ expansions
		}
		c := tl.cell(p)
		hi := int(st.Reached.End[k])
		if k == 0 && lo < hi { // the start, pushed before the first expansion
			gval[tl.opened[0]] = 0
			tl.openedAt[tl.opened[0]] = 0
			open++
			lo++
		}
		tl.expanded[k] = c
		tl.closedAt[c] = int32(k)
		tl.gExp[k] = float32(gval[c])
		open--
		for _, e := range tl.opened[lo:hi] {
			if tl.openedAt[e] == NotReached {
				tl.openedAt[e] = int32(k)
				open++
			}
			step := 1.0
			if q := tl.point(e); q.X != p.X && q.Y != p.Y {
				step = math.Sqrt2
			}
			gval[e] = gval[c] + step
		}
		tl.openCount[k] = open
		tl.openedEnd[k] = int32(hi)
		lo = hi
	}
}

func (tl *Timeline) buildSmooth(sm *pathing.SmoothTrace) {
	np := 0
	for _, s := range sm.Steps {
		np += len(s.Probes)
	}
	tl.probes = make([]tlProbe, 0, np)
	tl.groups = make([]tlGroup, 0, len(sm.Steps)+1)
	tests, scanned := int32(0), int64(0)
	for i, s := range sm.Steps {
		if pathing.Yields && i%256 == 255 {
			pathing.YieldPhase() // the browser's turn: a maze's smoothing has thousands of anchors
		}
		tl.groups = append(tl.groups, tlGroup{anchor: int32(s.Anchor), chosen: int32(s.Chosen),
			probeStart: int32(len(tl.probes)), tests: tests, scanned: scanned})
		for _, p := range s.Probes {
			tl.probes = append(tl.probes, tlProbe{t: int32(p.T), pass: int32(p.Pass), block: int32(p.Block),
				next: int32(p.Next), scanned: int32(p.Scanned), visible: p.Visible, known: p.Known})
			if !p.Known {
				tests++
			}
			scanned += int64(p.Scanned)
		}
	}
	tl.groups = append(tl.groups, tlGroup{anchor: -1, chosen: -1, probeStart: int32(len(tl.probes)), tests: tests, scanned: scanned})
}

// buildRoute computes the swept band and cumulative lengths of the smoothed
// route (of the part kept before getting stuck, if it did).
func (tl *Timeline) buildRoute() {
	wp := tl.plan.Waypoints
	if len(wp) == 0 {
		return
	}
	tl.cum = make([]float64, len(wp))
	for i := 1; i < len(wp); i++ {
		if pathing.Yields && i%256 == 0 {
			pathing.YieldPhase() // the browser's turn: a maze's route has thousands of segments
		}
		d := wp[i].Sub(wp[i-1])
		tl.cum[i] = tl.cum[i-1] + math.Hypot(float64(d.X), float64(d.Y))
		tl.band = append(tl.band, pathing.NewSweep(tl.query.Agent, wp[i-1], wp[i], tl.query.Sampling))
	}
}

func (tl *Timeline) layout() {
	i := tl.nExp
	tl.bounds = tl.bounds[:0]
	if tl.nExp > 0 {
		tl.bounds = append(tl.bounds, 0)
	}
	tl.nodesAt = -1
	if len(tl.plan.Raw) > 0 {
		tl.nodesAt = i
		tl.bounds = append(tl.bounds, i)
		i++
	}
	tl.smoothAt = i
	for k := range tl.groups {
		tl.groups[k].stepStart = int32(tl.smoothAt + int(tl.groups[k].probeStart) + k)
		if k < len(tl.groups)-1 {
			tl.bounds = append(tl.bounds, int(tl.groups[k].stepStart))
		}
	}
	i = int(tl.groups[len(tl.groups)-1].stepStart)
	tl.resultAt = i
	tl.bounds = append(tl.bounds, i)
	i++
	tl.walkAt = i
	if tl.plan.Found {
		l := tl.cum[len(tl.cum)-1]
		tl.nWalk = int(math.Ceil(l/WalkStride-1e-9)) + 1
		tl.bounds = append(tl.bounds, i)
	}
	i += tl.nWalk
	tl.opt.at = i
	if len(tl.opt.vertex) > 0 {
		tl.bounds = append(tl.bounds, i)
	}
	tl.n = i + len(tl.opt.vertex)
}

// Len is the number of steps; it is at least 1 (the result step).
func (tl *Timeline) Len() int { return tl.n }

// Query is the planned query, with its footprint normalised.
func (tl *Timeline) Query() pathing.Query { return tl.query }

// Grid is the snapshot of the map the timeline was built on. Read only.
func (tl *Timeline) Grid() *pathing.Grid { return tl.grid }

// Plan is the traced plan (the query's strategy).
func (tl *Timeline) Plan() *pathing.Plan { return &tl.plan }

// Alt is the plan of the same query with the other strategy.
func (tl *Timeline) Alt() *pathing.Plan { return &tl.alt }

// Binary and Linear return the plans of the two strategies, for the
// side-by-side comparison.
func (tl *Timeline) Binary() *pathing.Plan {
	if tl.query.Strategy == pathing.Binary {
		return &tl.plan
	}
	return &tl.alt
}

// Linear returns the plan of the farthest (linear) strategy.
func (tl *Timeline) Linear() *pathing.Plan {
	if tl.query.Strategy == pathing.Linear {
		return &tl.plan
	}
	return &tl.alt
}

// Band is the sweep of every segment of the smoothed route. Read only.
func (tl *Timeline) Band() []pathing.Sweep { return tl.band }

// Expansions is the number of search steps (A* expansions, or JPS's
// jump points expanded).
func (tl *Timeline) Expansions() int { return tl.nExp }

// Anchors is the number of smoothing anchors (farthest-node searches).
func (tl *Timeline) Anchors() int { return len(tl.groups) - 1 }

// OpenedAt is, per cell y*width+x, the search step at which the cell was
// first put on the open list, or NotReached. With ClosedAt it colours the
// search at any step s in O(1) per cell: closed when ClosedAt <= s, open when
// OpenedAt <= s < ClosedAt, untouched otherwise. Read only.
func (tl *Timeline) OpenedAt() []int32 { return tl.openedAt }

// ClosedAt is, per cell y*width+x, the search step that expanded the cell,
// or NotReached. Read only.
func (tl *Timeline) ClosedAt() []int32 { return tl.closedAt }

// SearchBounds is the smallest rectangle holding every cell the search
// opened; ok is false when it opened none. A renderer colouring the search
// needs to look only there.
func (tl *Timeline) SearchBounds() (r pathing.Rect, ok bool) {
	return tl.searchBounds, len(tl.opened) > 0
}

// SearchCell is the state of cell p at search step s (see OpenedAt).
func (tl *Timeline) SearchCell(p pathing.Point, s int) CellState {
	if !tl.grid.In(p) || s < 0 {
		return CellUntouched
	}
	c := tl.cell(p)
	switch {
	case int(tl.closedAt[c]) == s:
		return CellExpanding
	case int(tl.closedAt[c]) < s:
		return CellClosed
	case int(tl.openedAt[c]) <= s:
		return CellOpen
	case tl.jps != nil && int(tl.jps.scannedAt[c]) <= s:
		return CellScanned
	}
	return CellUntouched
}

// PhaseStart is the first step of phase ph, or -1 when the timeline has none
// (no search for a blocked start, no smoothing without a node set, no walk
// without a route).
func (tl *Timeline) PhaseStart(ph Phase) int {
	switch ph {
	case PhaseSearch:
		if tl.nExp > 0 || tl.nodesAt >= 0 {
			return 0
		}
	case PhaseSmooth:
		if tl.resultAt > tl.smoothAt {
			return tl.smoothAt
		}
	case PhaseResult:
		return tl.resultAt
	case PhaseWalk:
		if tl.nWalk > 0 {
			return tl.walkAt
		}
	case PhaseOptimal:
		if len(tl.opt.vertex) > 0 {
			return tl.opt.at
		}
	}
	return -1
}

// Spans lists the phases present, in order, with their step ranges, for
// drawing the timeline bar.
func (tl *Timeline) Spans() []PhaseSpan {
	var out []PhaseSpan
	for ph := PhaseSearch; ph <= PhaseOptimal; ph++ {
		s := tl.PhaseStart(ph)
		if s < 0 {
			continue
		}
		if len(out) > 0 {
			out[len(out)-1].End = s
		}
		out = append(out, PhaseSpan{Phase: ph, Start: s})
	}
	out[len(out)-1].End = tl.n
	return out
}

// PhaseSpan is the steps [Start, End) of one phase.
type PhaseSpan struct {
	Phase      Phase
	Start, End int
}

// Boundaries are the steps NextPhase and PrevPhase land on: the start of
// every phase, the node-set check and every anchor's first probe. Read only.
func (tl *Timeline) Boundaries() []int { return tl.bounds }

// NextPhase is the first boundary after step i (the next anchor or phase),
// or the last step when there is none.
func (tl *Timeline) NextPhase(i int) int {
	k := sort.SearchInts(tl.bounds, i+1)
	if k < len(tl.bounds) {
		return tl.bounds[k]
	}
	return tl.n - 1
}

// PrevPhase is the last boundary before step i (the start of the current
// anchor or phase, or the previous one when i is on a boundary), or 0.
func (tl *Timeline) PrevPhase(i int) int {
	k := sort.SearchInts(tl.bounds, i)
	if k > 0 {
		return tl.bounds[k-1]
	}
	return 0
}

// First is the first step, 0.
func (tl *Timeline) First() int { return 0 }

// Last is the last step.
func (tl *Timeline) Last() int { return tl.n - 1 }

// Bytes is the memory the timeline holds, counted from its slices (grid
// snapshot, search arrays, probe records, plans).
func (tl *Timeline) Bytes() int {
	pt := int(unsafe.Sizeof(pathing.Point{}))
	b := int(unsafe.Sizeof(*tl)) + tl.w*tl.h // the grid snapshot holds one bool per cell
	b += 4 * (cap(tl.expanded) + cap(tl.gExp) + cap(tl.openCount) + cap(tl.openedEnd) + cap(tl.opened))
	b += 4 * (cap(tl.openedAt) + cap(tl.closedAt))
	b += tl.jps.bytes()
	b += int(unsafe.Sizeof(tlGroup{}))*cap(tl.groups) + int(unsafe.Sizeof(tlProbe{}))*cap(tl.probes)
	b += int(unsafe.Sizeof(pathing.Sweep{}))*cap(tl.band) + 8*cap(tl.cum) + 8*cap(tl.bounds)
	for _, p := range []*pathing.Plan{&tl.plan, &tl.alt} {
		b += pt*(cap(p.Waypoints)+cap(p.StuckHits)) + 8*cap(p.WaypointIdx)
	}
	b += pt * cap(tl.plan.Raw) // shared by both plans
	b += pt*(cap(tl.opt.vertex)+cap(tl.opt.visible)) + 4*(cap(tl.opt.visibleEnd)+cap(tl.opt.g))
	return b
}

// group returns the anchor group holding step i (smoothAt <= i < resultAt).
func (tl *Timeline) group(i int) int {
	return sort.Search(len(tl.groups), func(k int) bool { return int(tl.groups[k].stepStart) > i }) - 1
}
