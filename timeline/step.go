package timeline

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"swath/pathing"
)

// Phase is one of the parts of a timeline, in order: PhaseSearch, the
// A* expansions, then the node-set check (paper step 1); PhaseSmooth,
// every probe of every anchor's farthest-node search and the waypoint it
// chooses; PhaseResult, the waypoints and the swept band of the whole
// route; PhaseWalk, the footprint moving along the smoothed route;
// PhaseOptimal, the shortest route's search, when the query asks for it.
type Phase uint8

// The phases.
const (
	PhaseSearch Phase = iota
	PhaseSmooth
	PhaseResult
	PhaseWalk
	// PhaseOptimal steps the search for the shortest route there is
	// (timeline/optimal.go), when the query asks for it.
	PhaseOptimal
)

func (p Phase) String() string { return enumName(phaseNames[:], "Phase", p) }

// StepKind says what one step shows.
type StepKind uint8

const (
	// StepExpand is one A* expansion.
	StepExpand StepKind = iota
	// StepNodes is the raw node set S…E checked as the paper's step 1.
	StepNodes
	// StepProbe is one visibility test of an anchor's farthest-node search.
	StepProbe
	// StepChoose is the end of an anchor's search: the chosen node becomes a
	// waypoint, or the anchor is stuck.
	StepChoose
	// StepResult shows the whole smoothed route (or why there is none).
	StepResult
	// StepWalk is one position of the footprint along the route.
	StepWalk
	// StepOptimal is one vertex the optimal search expands, with the
	// corners it sees.
	StepOptimal
)

func (k StepKind) String() string { return enumName(kindNames[:], "StepKind", k) }

// enumName is names[v], or type(v) for a value without a name.
func enumName[T ~uint8](names []string, typ string, v T) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", typ, int(v))
}

func (c CellState) String() string { return enumName(cellNames[:], "CellState", c) }

// phaseNames, kindNames and cellNames are the names String gives, in constant order.
var (
	phaseNames = [...]string{PhaseSearch: "search", PhaseSmooth: "smoothing", PhaseResult: "result", PhaseWalk: "walk", PhaseOptimal: "shortest"}
	cellNames  = [...]string{CellUntouched: "untouched", CellOpen: "open", CellClosed: "closed", CellExpanding: "expanding", CellScanned: "scanned"}
	kindNames  = [...]string{StepExpand: "expand", StepNodes: "nodes", StepProbe: "probe", StepChoose: "choose", StepResult: "result", StepWalk: "walk", StepOptimal: "optimal"}
)

// Phase is the phase a step of kind k belongs to.
func (k StepKind) Phase() Phase {
	switch k {
	case StepExpand, StepNodes:
		return PhaseSearch
	case StepProbe, StepChoose:
		return PhaseSmooth
	case StepResult:
		return PhaseResult
	case StepOptimal:
		return PhaseOptimal
	}
	return PhaseWalk
}

// CellState is a cell's state in the search at some step.
type CellState uint8

const (
	// CellUntouched: never opened so far.
	CellUntouched CellState = iota
	// CellOpen: on the open list (the frontier).
	CellOpen
	// CellClosed: expanded before this step.
	CellClosed
	// CellExpanding: expanded at this very step.
	CellExpanding
	// CellScanned: passed over by a JPS jump so far, and not a jump point
	// opened or closed (JPS timelines only).
	CellScanned
)

// StepView is everything to draw at one step. Fields that do not apply to
// the step's kind hold -1 (indices) or their zero value. Its slices may be
// shared with the timeline: treat them as read only.
type StepView struct {
	Index, Len int
	Phase      Phase
	Kind       StepKind
	// Text says in one line what the step does.
	Text string

	// SearchStep is the search step whose open/closed state to show
	// (Timeline.SearchCell, OpenedAt, ClosedAt): the expansion itself during
	// the search, the last expansion afterwards, -1 when there was none.
	SearchStep int
	// Closed and Open are the sizes of the closed set and the open list
	// after SearchStep.
	Closed, Open int
	// Expanded is the cell expanded (StepExpand), with its g and octile h.
	Expanded pathing.Point
	G, H     float64
	// Opened are the cells this expansion opened or improved (StepExpand;
	// jump points for JPS).
	Opened []pathing.Point
	// Algorithm is the search the timeline steps. For JPS, Runs are the
	// runs the expansion's jumps scanned, RunCells their cells, Forced
	// the forced neighbours that stopped them (cells), Successors the
	// jump points they found and ScannedSoFar the cells scanned up to this
	// search step (StepExpand; ScannedSoFar on every later step too).
	Algorithm    pathing.Algorithm
	Runs         []pathing.JPSRun
	RunCells     int
	Forced       []pathing.Point
	Successors   []pathing.JPSSuccessor
	ScannedSoFar int

	// Raw is the node set S…E, from StepNodes on (nil before).
	Raw []pathing.Point
	// NodesErr is the node-set check's error, "" when valid.
	NodesErr string

	// Anchor is the raw index of Pi, the node whose farthest visible node
	// is searched; AnchorNo is its rank among the waypoints (Pi is T_AnchorNo).
	Anchor, AnchorNo int
	AnchorCell       pathing.Point
	// Probe is the probe's rank within the anchor (0-based) of Probes.
	Probe, Probes int
	// T is the node under test, with Pass and Block as the probe found them
	// and Next the node tested after it (-1 when the anchor's search ends).
	// For the linear strategy Pass is the anchor and Block is T+1, or -1
	// when T is the last node (nothing is known to be blocked yet).
	T, Pass, Block, Next int
	TCell                pathing.Point
	// Visible is the verdict; Known is set when the verdict was already
	// known (t equals pass) and no cells were scanned.
	Visible, Known bool
	// Scanned is the cells the test examined (it stops at the first obstacle).
	Scanned int
	// Tests and CellsScanned count the visibility tests and cells scanned so
	// far in the smoothing, this step included.
	Tests, CellsScanned int
	// HasSweep says Sweep holds the step's geometry: the probe Pi→Pt, or the
	// chosen segment (StepChoose; Pi→Pi+1 when stuck).
	HasSweep bool
	Sweep    pathing.Sweep
	// ScanSize is the size of Sweep's scan set.
	ScanSize int
	// Hits are the obstacle cells (or off-map cells) in the scan set, in
	// scan order: Hits[0] is the one that stopped the test.
	Hits []pathing.Point
	// Samplings compares the exact and paper scan sets of Sweep's move.
	Samplings pathing.SamplingDiff
	// Chosen is the node the anchor's search returned (StepChoose), and
	// Stuck is set when it is the anchor itself.
	Chosen int
	Stuck  bool
	// WaypointIdx are the raw indices of the waypoints kept so far, and
	// Waypoints their cells (the whole route from StepResult on).
	WaypointIdx []int
	Waypoints   []pathing.Point

	// Band is the sweep of every segment of the route (StepResult, StepWalk).
	Band []pathing.Sweep
	// Plan is the traced plan, Alt the other strategy's (all steps).
	Plan, Alt *pathing.Plan

	// WalkX, WalkY are the footprint's pivot (cell coordinates, fractional)
	// on segment WalkSeg (T_WalkSeg → T_WalkSeg+1), WalkDist cells along a
	// route of WalkLen. WalkCover is the footprint's area at that position,
	// in the same coordinates as cell centres (a cell spans ±0.5).
	WalkX, WalkY      float64
	WalkSeg           int
	WalkDist, WalkLen float64
	WalkCover         [4]float64 // minX, minY, maxX, maxY

	// OptStep is the optimal search's expansion (StepOptimal), else -1;
	// OptVertex is the vertex it expands (its g and Euclidean h in G, H),
	// OptVisible the corners it sees and can go straight to, OptExpanded
	// every vertex expanded so far. OptRoute is the shortest route, on the
	// phase's last step.
	OptStep     int
	OptVertex   pathing.Point
	OptVisible  []pathing.Point
	OptExpanded []pathing.Point
	OptRoute    *pathing.OptimalRoute
}

// At describes step i (clamped to 0…Len()-1). It recomputes the step's
// geometry, so it costs about one visibility test; it does not change tl.
func (tl *Timeline) At(i int) StepView {
	i = max(0, min(i, tl.n-1))
	v := StepView{Index: i, Len: tl.n, SearchStep: tl.nExp - 1, Algorithm: tl.query.Algorithm, Anchor: -1, AnchorNo: -1, Probe: -1,
		T: -1, Pass: -1, Block: -1, Next: -1, Chosen: -1, WalkSeg: -1, OptStep: -1, Plan: &tl.plan, Alt: &tl.alt}
	if i >= tl.nExp {
		v.Raw = tl.plan.Raw
		v.NodesErr = tl.nodesErr
		v.Tests, v.CellsScanned = int(tl.groups[len(tl.groups)-1].tests), int(tl.groups[len(tl.groups)-1].scanned)
	}
	switch {
	case i < tl.nExp:
		tl.expandView(&v, i)
	case i == tl.nodesAt:
		v.Kind = StepNodes
		tl.nodesView(&v)
	case i < tl.resultAt:
		tl.smoothView(&v, i)
	case i == tl.resultAt:
		v.Kind = StepResult
		tl.resultView(&v)
	case i >= tl.opt.at && len(tl.opt.vertex) > 0:
		tl.optimalView(&v, i-tl.opt.at)
	default:
		v.Kind = StepWalk
		tl.walkView(&v, i-tl.walkAt)
	}
	v.Phase = v.Kind.Phase()
	if v.SearchStep >= 0 {
		v.Closed = v.SearchStep + 1
		v.Open = int(tl.openCount[v.SearchStep])
	}
	if tl.jps != nil && v.SearchStep >= 0 {
		v.ScannedSoFar = int(tl.jps.scannedSum[v.SearchStep])
	}
	if v.Kind == StepExpand && tl.jps != nil {
		tl.jpsView(&v, i)
		if i == tl.nExp-1 && tl.plan.Failure == pathing.Unreachable {
			v.Text += "; the open list is empty: the goal is unreachable"
		}
	} else if v.Kind == StepExpand {
		v.Text = fmt.Sprintf("A* expands %v%s: g=%.2f, h=%.2f, %d closed, %d open (+%d)",
			v.Expanded, tl.expandNote(v.Expanded), v.G, v.H, v.Closed, v.Open, len(v.Opened))
		if i == tl.nExp-1 && tl.plan.Failure == pathing.Unreachable {
			v.Text += "; the open list is empty: the goal is unreachable"
		}
	}
	return v
}

func (tl *Timeline) expandNote(p pathing.Point) string {
	switch p {
	case tl.query.Goal:
		return ", the goal"
	case tl.query.Start:
		return ", the start"
	}
	return ""
}

func (tl *Timeline) expandView(v *StepView, k int) {
	v.Kind = StepExpand
	v.SearchStep = k
	v.Expanded = tl.point(tl.expanded[k])
	v.G = float64(tl.gExp[k])
	v.H = tlOctile(v.Expanded, tl.query.Goal)
	lo := 0
	if k > 0 {
		lo = int(tl.openedEnd[k-1])
	} else if len(tl.opened) > 0 {
		lo = 1 // the start itself, opened before the first expansion
	}
	for _, c := range tl.opened[lo:tl.openedEnd[k]] {
		v.Opened = append(v.Opened, tl.point(c))
	}
}

func tlOctile(a, b pathing.Point) float64 {
	dx, dy := math.Abs(float64(a.X-b.X)), math.Abs(float64(a.Y-b.Y))
	return math.Max(dx, dy) - math.Min(dx, dy) + math.Sqrt2*math.Min(dx, dy)
}

func (tl *Timeline) nodesView(v *StepView) {
	raw := tl.plan.Raw
	if tl.nodesErr != "" {
		v.Text = fmt.Sprintf("Node set S…E (paper step 1): %d nodes → invalid: %s", len(raw), tl.nodesErr)
		return
	}
	v.Text = fmt.Sprintf("Node set S…E (paper step 1): %d nodes from S=%v to E=%v, each 8-adjacent to the one before → valid; raw length %.2f, %d turns; %s",
		len(raw), raw[0], raw[len(raw)-1], tl.plan.Metrics.RawLength, pathing.Turns(raw), tl.comparison())
}

func (tl *Timeline) smoothView(v *StepView, i int) {
	k := tl.group(i)
	g, end := tl.groups[k], tl.groups[k+1]
	raw := tl.plan.Raw
	v.AnchorNo = k
	v.Anchor = int(g.anchor)
	v.AnchorCell = raw[g.anchor]
	v.Probes = int(end.probeStart - g.probeStart)
	v.Tests, v.CellsScanned = int(g.tests), int(g.scanned)
	idx := tl.plan.WaypointIdx
	v.WaypointIdx = idx[:k+1]
	j := i - int(g.stepStart)
	if j < v.Probes {
		v.Kind = StepProbe
		v.Probe = j
		for _, p := range tl.probes[g.probeStart : int(g.probeStart)+j+1] {
			if !p.known {
				v.Tests++
			}
			v.CellsScanned += int(p.scanned)
		}
		p := tl.probes[int(g.probeStart)+j]
		v.T, v.Pass, v.Block, v.Next = int(p.t), int(p.pass), int(p.block), int(p.next)
		if v.Block >= len(raw) {
			v.Block = -1
		}
		v.TCell = raw[p.t]
		v.Visible, v.Known, v.Scanned = p.visible, p.known, int(p.scanned)
		tl.setSweep(v, v.AnchorCell, v.TCell)
		v.Text = tl.probeText(v)
	} else {
		v.Kind = StepChoose
		v.Tests, v.CellsScanned = int(end.tests), int(end.scanned)
		v.Chosen = int(g.chosen)
		v.Stuck = g.chosen == g.anchor
		if v.Stuck {
			v.T = v.Anchor + 1
			v.TCell = raw[v.T]
			tl.setSweep(v, v.AnchorCell, v.TCell)
			v.Text = fmt.Sprintf("P%d %v sees no later node: stuck, P%d %v is blocked by %s",
				v.Anchor, v.AnchorCell, v.T, v.TCell, tlFmtPoints(v.Hits, 4))
		} else {
			v.WaypointIdx = idx[:k+2]
			v.TCell = raw[g.chosen]
			tl.setSweep(v, v.AnchorCell, v.TCell)
			v.Text = fmt.Sprintf("P%d keeps P%d %v as waypoint T%d: the segment sweeps %d cells, %d waypoints so far",
				v.Anchor, v.Chosen, v.TCell, k+1, v.ScanSize, len(v.WaypointIdx))
		}
	}
	v.Waypoints = tl.plan.Waypoints[:len(v.WaypointIdx)]
}

func (tl *Timeline) setSweep(v *StepView, a, b pathing.Point) {
	v.HasSweep = true
	v.Sweep = pathing.NewSweep(tl.query.Agent, a, b, tl.query.Sampling)
	v.ScanSize = v.Sweep.Size()
	v.Hits = v.Sweep.Hits(tl.grid)
	v.Samplings = pathing.CompareSamplings(tl.grid, tl.query.Agent, a, b)
}

func (tl *Timeline) probeText(v *StepView) string {
	var b strings.Builder
	if v.Known {
		fmt.Fprintf(&b, "P%d asks about P%d again: already known visible (pass=%d)", v.Anchor, v.T, v.Pass)
	} else {
		fmt.Fprintf(&b, "P%d tests P%d: %d cells swept, ", v.Anchor, v.T, v.ScanSize)
		switch len(v.Hits) {
		case 0:
			b.WriteString("no obstacle → visible")
		case 1:
			fmt.Fprintf(&b, "obstacle at %v → not visible", v.Hits[0])
		default:
			fmt.Fprintf(&b, "%d obstacles, first at %v → not visible", len(v.Hits), v.Hits[0])
		}
	}
	n := len(tl.plan.Raw) - 1
	linear := tl.query.Strategy == pathing.Linear
	switch {
	case v.Next >= 0 && linear:
		fmt.Fprintf(&b, "; next t=%d", v.Next)
	case v.Next >= 0 && v.Visible:
		fmt.Fprintf(&b, "; pass=%d, next t=%d", v.T, v.Next)
	case v.Next >= 0:
		fmt.Fprintf(&b, "; block=%d, next t=%d", v.T, v.Next)
	case !v.Visible:
		fmt.Fprintf(&b, "; no node after P%d is visible", v.Anchor)
	case linear:
		fmt.Fprintf(&b, "; P%d is the farthest visible node", v.T)
	case v.T == n:
		fmt.Fprintf(&b, "; t=n: P%d is the last node", v.T)
	default:
		fmt.Fprintf(&b, "; t=block-1: return P%d", v.T)
	}
	if v.Samplings.PaperAccepts {
		fmt.Fprintf(&b, " [paper sampling misses %d cells and accepts it]", len(v.Samplings.Missed))
	}
	return b.String()
}

func (tl *Timeline) resultView(v *StepView) {
	p := &tl.plan
	v.WaypointIdx, v.Waypoints, v.Band = p.WaypointIdx, p.Waypoints, tl.band
	if tl.searching {
		v.Text = "Searched: the node set and the smoothing are still being computed…"
		return
	}
	if !p.Found {
		v.Text = "No route: " + p.Err.Error()
		if p.Failure == pathing.Stuck {
			v.Hits = p.StuckHits
		}
		return
	}
	m := p.Metrics
	keeps := fmt.Sprintf("%d", tl.alt.Metrics.Waypoints)
	if tl.comparing {
		keeps = "… (being computed)"
	}
	v.Text = fmt.Sprintf("Result (%s): %d nodes → %d waypoints, %d → %d turns, length %.2f → %.2f; %s keeps %s",
		tl.query.Strategy, m.RawNodes, m.Waypoints, m.RawTurns, m.SmoothedTurns, m.RawLength, m.SmoothedLength,
		tl.alt.Query.Strategy, keeps)
}

func (tl *Timeline) walkView(v *StepView, j int) {
	p := &tl.plan
	v.WaypointIdx, v.Waypoints, v.Band = p.WaypointIdx, p.Waypoints, tl.band
	wp, cum := p.Waypoints, tl.cum
	l := cum[len(cum)-1]
	d := min(float64(j)*WalkStride, l)
	if j == tl.nWalk-1 {
		d = l
	}
	s := 0
	if len(wp) > 1 {
		s = sort.Search(len(cum)-1, func(k int) bool { return cum[k+1] >= d })
		s = min(s, len(wp)-2)
	}
	x, y := float64(wp[s].X), float64(wp[s].Y)
	if len(wp) > 1 && cum[s+1] > cum[s] {
		f := (d - cum[s]) / (cum[s+1] - cum[s])
		x += f * float64(wp[s+1].X-wp[s].X)
		y += f * float64(wp[s+1].Y-wp[s].Y)
	}
	a := tl.query.Agent
	v.WalkX, v.WalkY, v.WalkSeg, v.WalkDist, v.WalkLen = x, y, s, d, l
	v.WalkCover = [4]float64{x - float64(a.Left()) - 0.5, y - float64(a.Top()) - 0.5,
		x + float64(a.Right()) + 0.5, y + float64(a.Bottom()) + 0.5}
	v.Text = fmt.Sprintf("Walk: pivot at (%.2f,%.2f) on segment T%d→T%d, %.2f of %.2f cells",
		x, y, s, min(s+1, len(wp)-1), d, l)
}

func tlFmtPoints(ps []pathing.Point, most int) string {
	var b strings.Builder
	for k, p := range ps {
		if k == most {
			fmt.Fprintf(&b, " and %d more", len(ps)-most)
			break
		}
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.String())
	}
	return b.String()
}
