package timeline

import (
	"fmt"
	"math"
	"math/rand"
	"reflect"
	"slices"
	"testing"

	"swath/pathing"
)

// uRows is the U-shaped test vector of the contract's binary search for the
// farthest visible node ("Step 2"; rows 0…4, x 0…11).
var uRows = []string{
	"..#.#......#",
	"..#.......#.",
	"......#.....",
	"#...##......",
	"..#.#.#.....",
}

type tlCase struct {
	name string
	rows []string
	q    pathing.Query
}

// tlCases are the ASCII maps the timeline tests run on, each with both
// strategies where it matters.
var tlCases = []tlCase{
	{"u-binary", uRows, pathing.Query{Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0)}},
	{"u-linear", uRows, pathing.Query{Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0), Options: pathing.Options{Strategy: pathing.Linear}}},
	{"u-paper", uRows, pathing.Query{Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0), Options: pathing.Options{Sampling: pathing.Paper}}},
	{"rooms-2x2", []string{
		"....................",
		"....#######.........",
		"....#.....#.........",
		"....#.....#....###..",
		"..........#....#....",
		"....#######....#....",
		"...............#....",
		"..######.......#....",
		"....................",
		"....................",
	}, pathing.Query{Start: pathing.Pt(1, 1), Goal: pathing.Pt(18, 8), Agent: pathing.Footprint{L: 2, W: 2}}},
	{"halls-3x2-linear", []string{
		"......................",
		"......................",
		"....#######...........",
		"....#.....#.....###...",
		"..........#.....#.....",
		"..........#.....#.....",
		"....#######.....#.....",
		"................#.....",
		"..######........#.....",
		"......................",
		"......................",
	}, pathing.Query{Start: pathing.Pt(1, 1), Goal: pathing.Pt(19, 9), Agent: pathing.Footprint{L: 3, W: 2}, Options: pathing.Options{Strategy: pathing.Linear}}},
	{"stuck-point-3x1", []string{
		"..........",
		"..........",
		"#####.####",
		"..........",
		"..........",
	}, pathing.Query{Start: pathing.Pt(2, 0), Goal: pathing.Pt(7, 4), Agent: pathing.Footprint{L: 3, W: 1}, Options: pathing.Options{Search: pathing.PointMode}}},
	{"unreachable", []string{
		"...#....",
		"...#....",
		"...#....",
	}, pathing.Query{Start: pathing.Pt(0, 0), Goal: pathing.Pt(7, 2)}},
	{"start-blocked", []string{
		"#...",
		"....",
	}, pathing.Query{Start: pathing.Pt(0, 0), Goal: pathing.Pt(3, 1)}},
	{"start-off-map", []string{
		"....",
	}, pathing.Query{Start: pathing.Pt(-1, 0), Goal: pathing.Pt(3, 0)}},
	{"same-cell", []string{
		"...",
		"...",
	}, pathing.Query{Start: pathing.Pt(1, 1), Goal: pathing.Pt(1, 1)}},
}

// randomCases are random 40×30 maps (fixed seed) with various footprints,
// samplings and strategies; start and goal are valid placements.
func randomCases(t testing.TB, seed int64, n int) []tlCase {
	t.Logf("random maps: seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	var out []tlCase
	var s pathing.Searcher
	for len(out) < n {
		w, h := 40, 30
		g := pathing.NewGrid(w, h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				g.Set(x, y, r.Float64() < 0.18)
			}
		}
		f := pathing.Footprint{L: 1 + r.Intn(3), W: 1 + r.Intn(3)}
		q := pathing.Query{Agent: f, Start: pathing.Pt(r.Intn(w), r.Intn(h)), Goal: pathing.Pt(r.Intn(w), r.Intn(h)), Options: pathing.Options{Sampling: pathing.Sampling(r.Intn(2)), Strategy: pathing.Strategy(r.Intn(2))}}
		if !s.Valid(g, f, pathing.Aware, q.Start) || !s.Valid(g, f, pathing.Aware, q.Goal) {
			continue
		}
		rows := make([]string, h)
		for y := range rows {
			b := make([]byte, w)
			for x := range b {
				b[x] = '.'
				if g.Blocked(x, y) {
					b[x] = '#'
				}
			}
			rows[y] = string(b)
		}
		out = append(out, tlCase{fmt.Sprintf("random-%d-%v-%v-%v", len(out), f, q.Sampling, q.Strategy), rows, q})
	}
	return out
}

func allCases(t testing.TB) []tlCase {
	return append(slices.Clone(tlCases), randomCases(t, 20261129, 12)...)
}

func (c tlCase) build() *Timeline { return Build(pathing.ParseGrid(c.rows...), c.q) }

// Stepping forward through every step and back again with the player gives
// deep-equal views: At keeps no state and its results share nothing mutable.
func TestTimelineStepBackIdentical(t *testing.T) {
	for _, c := range allCases(t) {
		tl := c.build()
		var p Player
		p.Reset(tl.Len(), 0)
		fwd := []StepView{tl.At(p.Cursor())}
		for p.Step(+1) {
			fwd = append(fwd, tl.At(p.Cursor()))
		}
		if len(fwd) != tl.Len() {
			t.Fatalf("%s: stepped through %d views, timeline has %d", c.name, len(fwd), tl.Len())
		}
		for i := len(fwd) - 1; i >= 0; i-- {
			if p.Cursor() != i {
				t.Fatalf("%s: cursor %d, want %d", c.name, p.Cursor(), i)
			}
			if back := tl.At(i); !reflect.DeepEqual(back, fwd[i]) {
				t.Fatalf("%s: step %d differs after stepping back:\nforward %+v\nback    %+v", c.name, i, fwd[i], back)
			}
			if fwd[i].Index != i || fwd[i].Len != tl.Len() || fwd[i].Text == "" {
				t.Fatalf("%s: step %d has index %d, len %d, text %q", c.name, i, fwd[i].Index, fwd[i].Len, fwd[i].Text)
			}
			p.Step(-1)
		}
		if p.Step(-1) {
			t.Errorf("%s: stepped back before step 0", c.name)
		}
	}
}

type specProbe struct {
	anchor, t, pass, block int
	visible                bool
}

// specSmooth transcribes the contract's Step 2 (the farthest visible node)
// and Step 3 (the smoothed path) literally: the binary
// search's loop as written (asking visible(Pi, Pt) every time round), or
// the scan from n down, and the chain of farthest nodes.
func specSmooth(g *pathing.Grid, f pathing.Footprint, nodes []pathing.Point, sm pathing.Sampling, st pathing.Strategy) (probes []specProbe, chosen, waypoints []int) {
	visible := func(i, t int) bool {
		if t == i {
			return true // A == B is visible
		}
		v, _ := pathing.Visible(g, f, nodes[i], nodes[t], sm)
		return v
	}
	n := len(nodes) - 1
	i := 0
	waypoints = []int{0}
	for i < n {
		ret := i
		if st == pathing.Binary {
			pass, block, t := i, n, n
			for {
				v := visible(i, t)
				probes = append(probes, specProbe{i, t, pass, block, v})
				if v {
					if t == n || t == block-1 {
						ret = t
						break
					}
					pass = t
				} else {
					block = t
				}
				t = pass + (block-pass)/2
			}
		} else {
			for t := n; t > i; t-- {
				v := visible(i, t)
				block := t + 1
				if block > n {
					block = -1 // the timeline's "nothing blocked yet"
				}
				probes = append(probes, specProbe{i, t, i, block, v})
				if v {
					ret = t
					break
				}
			}
		}
		chosen = append(chosen, ret)
		if ret == i {
			break // stuck: never loop
		}
		waypoints = append(waypoints, ret)
		i = ret
	}
	return probes, chosen, waypoints
}

// linearProbesWithin checks that, anchor by anchor, got is a subsequence of
// the scan's probes scan that starts with the scan's first probe and, where
// the scan ends on a visible node, ends with it.
func linearProbesWithin(got, scan []specProbe) error {
	k := 0
	for lo := 0; lo < len(scan); {
		hi := lo
		for hi < len(scan) && scan[hi].anchor == scan[lo].anchor {
			hi++
		}
		want := scan[lo:hi]
		first := k
		for j := 0; k < len(got) && got[k].anchor == want[0].anchor; k++ {
			for j < len(want) && want[j] != got[k] {
				j++
			}
			if j == len(want) {
				return fmt.Errorf("anchor %d: probe %v is not the scan's, or out of order", want[0].anchor, got[k])
			}
		}
		if k == first || got[first] != want[0] {
			return fmt.Errorf("anchor %d: does not start with the scan's first probe %v", want[0].anchor, want[0])
		}
		if w := want[len(want)-1]; w.visible && got[k-1] != w {
			return fmt.Errorf("anchor %d: ends on %v, not the visible %v", want[0].anchor, got[k-1], w)
		}
		lo = hi
	}
	if k != len(got) {
		return fmt.Errorf("%d probes after the last anchor", len(got)-k)
	}
	return nil
}

// The probes of the timeline, in order, are those of the contract's procedure
// (specSmooth); the linear strategy's are some of them (see linearProbesWithin).
func TestTimelineProbesFollowSpec(t *testing.T) {
	for _, c := range allCases(t) {
		tl := c.build()
		raw := tl.Plan().Raw
		if len(raw) == 0 {
			if tl.Anchors() != 0 {
				t.Errorf("%s: no node set but %d anchors", c.name, tl.Anchors())
			}
			continue
		}
		q := tl.Query()
		wantP, wantC, wantW := specSmooth(pathing.ParseGrid(c.rows...), q.Agent, raw, q.Sampling, q.Strategy)
		var gotP []specProbe
		var gotC []int
		var last StepView
		for i := 0; i < tl.Len(); i++ {
			v := tl.At(i)
			switch v.Kind {
			case StepProbe:
				gotP = append(gotP, specProbe{v.Anchor, v.T, v.Pass, v.Block, v.Visible})
				if v.Known != (v.T == v.Pass) {
					t.Errorf("%s step %d: known=%v with t=%d pass=%d", c.name, i, v.Known, v.T, v.Pass)
				}
				if !v.Known && v.Visible != (len(v.Hits) == 0) {
					t.Errorf("%s step %d: verdict %v but %d hits", c.name, i, v.Visible, len(v.Hits))
				}
			case StepChoose:
				gotC = append(gotC, v.Chosen)
			case StepResult:
				last = v
			}
		}
		if q.Strategy == pathing.Linear {
			// the linear strategy tests only the nodes that its region does
			// not rule out (pathing/farthest_region.go): its probes are some
			// of the scan's, the first and the visible last ones included
			if err := linearProbesWithin(gotP, wantP); err != nil {
				t.Errorf("%s: probes %v\n got %v\nwant within %v", c.name, err, gotP, wantP)
			}
		} else if !slices.Equal(gotP, wantP) {
			t.Errorf("%s: probes\n got %v\nwant %v", c.name, gotP, wantP)
		}
		if !slices.Equal(gotC, wantC) {
			t.Errorf("%s: chosen %v, want %v", c.name, gotC, wantC)
		}
		if !slices.Equal(last.WaypointIdx, wantW) {
			t.Errorf("%s: waypoints %v, want %v", c.name, last.WaypointIdx, wantW)
		}
		// the comparison plan is the other strategy's procedure
		other := q.Strategy.Next()
		_, _, altW := specSmooth(pathing.ParseGrid(c.rows...), q.Agent, raw, q.Sampling, other)
		if tl.Alt().Query.Strategy != other || !slices.Equal(tl.Alt().WaypointIdx, altW) {
			t.Errorf("%s: %v plan %v, want %v waypoints %v", c.name, tl.Alt().Query.Strategy, tl.Alt().WaypointIdx, other, altW)
		}
	}
}

// The U-shaped vector: binary returns P2 from P0 and linear P4; the paper
// sampling accepts P0→P3, which the exact test rejects.
func TestTimelineSpecUVector(t *testing.T) {
	g := pathing.ParseGrid(uRows...)
	tl := Build(g, pathing.Query{Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0)})
	t.Logf("node set %v", tl.Plan().Raw)
	var seq []int
	var flagged []int
	for i := 0; i < tl.Len(); i++ {
		v := tl.At(i)
		if v.Kind == StepProbe && v.Anchor == 0 {
			seq = append(seq, v.T)
			if v.Samplings.PaperAccepts {
				flagged = append(flagged, v.T)
			}
		}
		if v.Kind == StepChoose && v.Anchor == 0 && v.Chosen != 2 {
			t.Errorf("binary from P0 chose P%d, want P2", v.Chosen)
		}
	}
	if !slices.Equal(seq, []int{5, 2, 3, 2}) {
		t.Errorf("binary probes from P0 %v, want [5 2 3 2]", seq)
	}
	if !slices.Equal(flagged, []int{3}) {
		t.Errorf("paper accepts a rejected move at probes %v, want [3]", flagged)
	}
	if b, l := tl.Binary().WaypointIdx, tl.Linear().WaypointIdx; !slices.Equal(b, []int{0, 2, 4, 5}) || !slices.Equal(l, []int{0, 4, 5}) {
		t.Errorf("binary %v linear %v, want [0 2 4 5] and [0 4 5]", b, l)
	}
	lin := Build(g, pathing.Query{Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0), Options: pathing.Options{Strategy: pathing.Linear}})
	for i := 0; i < lin.Len(); i++ {
		if v := lin.At(i); v.Kind == StepChoose && v.Anchor == 0 && v.Chosen != 4 {
			t.Errorf("linear from P0 chose P%d, want P4", v.Chosen)
		}
	}
	if !slices.Equal(lin.Linear().WaypointIdx, tl.Linear().WaypointIdx) || !slices.Equal(lin.Binary().WaypointIdx, tl.Binary().WaypointIdx) {
		t.Errorf("the two timelines disagree on the plans")
	}
}

// The visibility test's vector ("Visibility of node B from node A"): 1×1,
// A=(0,0), B=(1,3): the paper misses (0,3) and (1,0),
// both as a function and in the first probe of a timeline from A to B.
func TestTimelinePaperMissVector(t *testing.T) {
	want := []pathing.Point{{X: 0, Y: 3}, {X: 1, Y: 0}}
	sortPts := func(ps []pathing.Point) []pathing.Point {
		ps = slices.Clone(ps)
		slices.SortFunc(ps, func(a, b pathing.Point) int { return (a.X-b.X)*1000 + a.Y - b.Y })
		return ps
	}
	g := pathing.NewGrid(2, 4)
	d := pathing.CompareSamplings(g, pathing.Footprint{}, pathing.Pt(0, 0), pathing.Pt(1, 3))
	if got := sortPts(d.Missed); !slices.Equal(got, want) || len(d.Extra) != 0 || d.PaperAccepts {
		t.Errorf("missed %v extra %v accepts %v, want %v, none, false", got, d.Extra, d.PaperAccepts, want)
	}
	tl := Build(g, pathing.Query{Start: pathing.Pt(0, 0), Goal: pathing.Pt(1, 3)})
	v := tl.At(tl.PhaseStart(PhaseSmooth))
	if v.Kind != StepProbe || v.TCell != pathing.Pt(1, 3) || v.ScanSize != 8 {
		t.Fatalf("first probe: %s (kind %v, t cell %v, %d cells)", v.Text, v.Kind, v.TCell, v.ScanSize)
	}
	if got := sortPts(v.Samplings.Missed); !slices.Equal(got, want) {
		t.Errorf("first probe: paper misses %v, want %v", got, want)
	}
	// an obstacle on a missed cell: exact rejects, paper accepts, flagged
	g.Set(1, 0, true)
	d = pathing.CompareSamplings(g, pathing.Footprint{}, pathing.Pt(0, 0), pathing.Pt(1, 3))
	if !d.PaperAccepts || d.ExactVisible || !d.PaperVisible || !slices.Equal(d.MissedHits, []pathing.Point{{X: 1, Y: 0}}) {
		t.Errorf("obstacle at (1,0): %+v, want paper accepts with missed hit (1,0)", d)
	}
}

// NextPhase and PrevPhase land exactly on the steps where the phase, the
// kind between search and node set, or the anchor changes.
func TestTimelinePhaseJumps(t *testing.T) {
	for _, c := range allCases(t) {
		tl := c.build()
		var want []int
		var prev StepView
		for i := 0; i < tl.Len(); i++ {
			v := tl.At(i)
			if i == 0 || v.Phase != prev.Phase || v.Kind == StepNodes || (v.Phase == PhaseSmooth && v.AnchorNo != prev.AnchorNo) {
				want = append(want, i)
			}
			prev = v
		}
		var fwd []int
		for i := 0; ; {
			fwd = append(fwd, i)
			j := tl.NextPhase(i)
			if j <= i {
				break
			}
			i = j
		}
		wantFwd := slices.Clone(want)
		if wantFwd[len(wantFwd)-1] != tl.Last() {
			wantFwd = append(wantFwd, tl.Last())
		}
		if !slices.Equal(fwd, wantFwd) {
			t.Errorf("%s: NextPhase visits %v, want %v", c.name, fwd, wantFwd)
		}
		var back []int
		for i := tl.Last(); i > 0; {
			i = tl.PrevPhase(i)
			back = append(back, i)
		}
		slices.Reverse(back)
		wantBack := slices.Clone(want)
		if wantBack[len(wantBack)-1] == tl.Last() {
			wantBack = wantBack[:len(wantBack)-1]
		}
		if !slices.Equal(back, wantBack) {
			t.Errorf("%s: PrevPhase visits %v, want %v", c.name, back, wantBack)
		}
		spans := tl.Spans()
		if spans[0].Start != 0 || spans[len(spans)-1].End != tl.Len() {
			t.Errorf("%s: spans %v do not cover 0…%d", c.name, spans, tl.Len())
		}
		for _, s := range spans {
			if tl.At(s.Start).Phase != s.Phase || tl.At(s.End-1).Phase != s.Phase {
				t.Errorf("%s: span %v holds other phases", c.name, s)
			}
		}
	}
}

// The per-cell arrays agree with a replay of the steps, and the counts with
// the cells' states.
func TestTimelineSearchCells(t *testing.T) {
	for _, c := range allCases(t) {
		tl := c.build()
		g := tl.Grid()
		state := make([]CellState, g.Width()*g.Height())
		if tl.Expansions() > 0 {
			state[c.q.Start.Y*g.Width()+c.q.Start.X] = CellOpen
		}
		for s := 0; s < tl.Expansions(); s++ {
			v := tl.At(s)
			for i, st := range state {
				if st == CellExpanding {
					state[i] = CellClosed
				}
			}
			e := v.Expanded.Y*g.Width() + v.Expanded.X
			if state[e] != CellOpen {
				t.Fatalf("%s step %d: expands %v, which is not open", c.name, s, v.Expanded)
			}
			state[e] = CellExpanding
			for _, p := range v.Opened {
				if st := state[p.Y*g.Width()+p.X]; st == CellUntouched {
					state[p.Y*g.Width()+p.X] = CellOpen
				} else if st != CellOpen {
					t.Fatalf("%s step %d: opens %v in state %d", c.name, s, p, st)
				}
			}
			open, closed := 0, 0
			for y := 0; y < g.Height(); y++ {
				for x := 0; x < g.Width(); x++ {
					st := state[y*g.Width()+x]
					if got := tl.SearchCell(pathing.Pt(x, y), s); got != st {
						t.Fatalf("%s step %d: cell (%d,%d) is %d, replay says %d", c.name, s, x, y, got, st)
					}
					switch st {
					case CellOpen:
						open++
					case CellClosed, CellExpanding:
						closed++
					}
				}
			}
			if v.Open != open || v.Closed != closed {
				t.Fatalf("%s step %d: %d open %d closed, cells say %d and %d", c.name, s, v.Open, v.Closed, open, closed)
			}
		}
		bounds, ok := tl.SearchBounds()
		touched := pathing.Rect{MinX: g.Width(), MinY: g.Height(), MaxX: -1, MaxY: -1}
		for i, at := range tl.OpenedAt() {
			if at != NotReached {
				x, y := i%g.Width(), i/g.Width()
				touched = pathing.Rect{MinX: min(touched.MinX, x), MinY: min(touched.MinY, y), MaxX: max(touched.MaxX, x), MaxY: max(touched.MaxY, y)}
			}
		}
		if ok != (tl.Expansions() > 0) || (ok && bounds != touched) {
			t.Errorf("%s: search bounds %v %v, opened cells span %v", c.name, bounds, ok, touched)
		}
		if p := tl.Plan(); len(p.Raw) > 0 && c.q.Start != c.q.Goal {
			last := tl.At(tl.Expansions() - 1)
			if last.Expanded != c.q.Goal || math.Abs(last.G-p.RawCost) > 1e-3 || last.H != 0 {
				t.Errorf("%s: last expansion %v g=%v h=%v, want the goal %v g=%v", c.name, last.Expanded, last.G, last.H, c.q.Goal, p.RawCost)
			}
		}
	}
}

// The walk moves at a steady 0.25 cell of route per step from S to E, on
// the route, and the choose steps build up the waypoints.
func TestTimelineWalkAndWaypoints(t *testing.T) {
	for _, c := range allCases(t) {
		tl := c.build()
		p := tl.Plan()
		ws := tl.PhaseStart(PhaseWalk)
		if (ws >= 0) != p.Found {
			t.Fatalf("%s: walk starts at %d, found=%v", c.name, ws, p.Found)
		}
		kept := 1
		for i := tl.PhaseStart(PhaseSmooth); i >= 0 && i < tl.PhaseStart(PhaseResult); i++ {
			v := tl.At(i)
			if len(v.WaypointIdx) != len(v.Waypoints) || !slices.Equal(v.WaypointIdx, p.WaypointIdx[:len(v.WaypointIdx)]) {
				t.Fatalf("%s step %d: waypoints %v %v", c.name, i, v.WaypointIdx, v.Waypoints)
			}
			if v.Kind == StepChoose && !v.Stuck {
				kept++
			}
			if len(v.WaypointIdx) != kept || v.WaypointIdx[len(v.WaypointIdx)-1] != v.Anchor && v.Kind == StepProbe {
				t.Fatalf("%s step %d (%s): %d waypoints %v, want %d ending at the anchor", c.name, i, v.Text, len(v.WaypointIdx), v.WaypointIdx, kept)
			}
		}
		if !p.Found {
			if r := tl.At(tl.Last()); r.Kind != StepResult || r.Text != "No route: "+p.Err.Error() {
				t.Errorf("%s: last step %v %q, want the failure", c.name, r.Kind, r.Text)
			}
			continue
		}
		first, last := tl.At(ws), tl.At(tl.Last())
		if first.WalkX != float64(c.q.Start.X) || first.WalkY != float64(c.q.Start.Y) ||
			last.WalkX != float64(c.q.Goal.X) || last.WalkY != float64(c.q.Goal.Y) {
			t.Errorf("%s: walk from (%v,%v) to (%v,%v), want %v to %v", c.name, first.WalkX, first.WalkY, last.WalkX, last.WalkY, c.q.Start, c.q.Goal)
		}
		if math.Abs(last.WalkLen-p.Metrics.SmoothedLength) > 1e-9 || last.WalkDist != last.WalkLen {
			t.Errorf("%s: walk length %v, ends at %v, route %v", c.name, last.WalkLen, last.WalkDist, p.Metrics.SmoothedLength)
		}
		for i := ws + 1; i <= tl.Last(); i++ {
			a, b := tl.At(i-1), tl.At(i)
			step := math.Hypot(b.WalkX-a.WalkX, b.WalkY-a.WalkY)
			if b.WalkDist-a.WalkDist > WalkStride+1e-9 || step > WalkStride+1e-9 || (i < tl.Last() && math.Abs(b.WalkDist-a.WalkDist-WalkStride) > 1e-9) {
				t.Fatalf("%s step %d: moved %.4f (%.4f along the route)", c.name, i, step, b.WalkDist-a.WalkDist)
			}
			s := b.Band[b.WalkSeg] // the pivot lies on its segment
			cx, _, _ := s.EdgeY(b.WalkX)
			if s.Oblique && math.Abs(cx-b.WalkY) > 1e-9 {
				t.Fatalf("%s step %d: pivot (%v,%v) off segment %d", c.name, i, b.WalkX, b.WalkY, b.WalkSeg)
			}
		}
	}
}

// Plans that fail still make a timeline, and say why.
func TestTimelineFailures(t *testing.T) {
	byName := map[string]tlCase{}
	for _, c := range tlCases {
		byName[c.name] = c
	}
	sb := byName["start-blocked"].build()
	if sb.Len() != 1 || sb.At(0).Kind != StepResult || sb.PhaseStart(PhaseSearch) != -1 || sb.At(0).SearchStep != -1 {
		t.Errorf("start blocked: %d steps, step 0 %v %q", sb.Len(), sb.At(0).Kind, sb.At(0).Text)
	}
	un := byName["unreachable"].build()
	if un.Expansions() == 0 || un.Len() != un.Expansions()+1 || un.PhaseStart(PhaseSmooth) != -1 {
		t.Errorf("unreachable: %d expansions, %d steps", un.Expansions(), un.Len())
	}
	st := byName["stuck-point-3x1"].build()
	if st.Plan().Failure != pathing.Stuck {
		t.Fatalf("stuck case: plan failure %v (%s)", st.Plan().Failure, st.Plan().Err)
	}
	v := st.At(st.PhaseStart(PhaseResult) - 1)
	if v.Kind != StepChoose || !v.Stuck || v.Chosen != v.Anchor || len(v.Hits) == 0 || v.Anchor != st.Plan().StuckAt {
		t.Errorf("stuck: last smoothing step %v %q", v.Kind, v.Text)
	}
	t.Logf("stuck: %s", v.Text)
	same := byName["same-cell"].build()
	if !same.Plan().Found || same.Anchors() != 0 || same.At(same.Last()).Kind != StepWalk {
		t.Errorf("same cell: %d anchors, last %v", same.Anchors(), same.At(same.Last()).Kind)
	}
}

// The text of a probe says what happened, as in the issue.
func TestTimelineProbeText(t *testing.T) {
	tl := Build(pathing.ParseGrid(uRows...), pathing.Query{Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0)})
	want := []string{
		"P0 tests P5: 16 cells swept, 2 obstacles, first at (2,1) → not visible; block=5, next t=2",
		"P0 tests P2: 6 cells swept, no obstacle → visible; pass=2, next t=3",
		"P0 tests P3: 10 cells swept, obstacle at (2,1) → not visible; block=3, next t=2 [paper sampling misses 1 cells and accepts it]",
		"P0 asks about P2 again: already known visible (pass=2); t=block-1: return P2",
		"P0 keeps P2 (3,2) as waypoint T1: the segment sweeps 6 cells, 2 waypoints so far",
	}
	s := tl.PhaseStart(PhaseSmooth)
	for k, w := range want {
		if got := tl.At(s + k).Text; got != w {
			t.Errorf("step %d:\n got %q\nwant %q", s+k, got, w)
		}
	}
	if got := tl.At(0).Text; got != "A* expands (1,3), the start: g=0.00, h=6.24, 1 closed, 4 open (+4)" {
		t.Errorf("step 0: %q", got)
	}
}

// The comparison plan, smoothed again on the same node set, is the plan
// the planner makes with the other strategy.
func TestTimelineAltPlan(t *testing.T) {
	for _, c := range allCases(t) {
		tl := c.build()
		q := tl.Query()
		q.Strategy = q.Strategy.Next()
		var p pathing.Planner
		want := p.Plan(pathing.ParseGrid(c.rows...), q, nil)
		got := *tl.Alt()
		want.SearchTime, want.SmoothTime, got.SearchTime, got.SmoothTime = 0, 0, 0, 0
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: comparison plan\n got %+v\nwant %+v", c.name, got, want)
		}
	}
}

// One builder reused across maps, twice round, builds the same timelines as
// fresh ones (no state leaks between builds).
func TestTimelineBuilderReuse(t *testing.T) {
	cases := allCases(t)
	var b Builder
	for round := 0; round < 2; round++ {
		for _, c := range cases {
			got, want := b.Build(pathing.ParseGrid(c.rows...), c.q), c.build()
			if got.Len() != want.Len() || got.Bytes() > want.Bytes() {
				t.Fatalf("%s round %d: %d steps %d bytes, fresh %d steps %d bytes", c.name, round, got.Len(), got.Bytes(), want.Len(), want.Bytes())
			}
			for i := 0; i < got.Len(); i++ {
				gv, wv := got.At(i), want.At(i)
				gv.Plan, gv.Alt, wv.Plan, wv.Alt = nil, nil, nil, nil
				if !reflect.DeepEqual(gv, wv) {
					t.Fatalf("%s round %d step %d:\n got %+v\nwant %+v", c.name, round, i, gv, wv)
				}
			}
		}
	}
}
