package pathing

import (
	"math"
	"slices"
	"testing"
)

// optimalCases are hand cases with known shortest lengths; want < 0 means
// there is no route.
var optimalCases = []struct {
	name        string
	rows        []string
	agent       Footprint
	start, goal Point
	want        float64
	through     []Point // points the route must visit
}{
	{
		name:  "empty map: the straight line",
		rows:  []string{"..........", "..........", "..........", "..........", ".........."},
		agent: Footprint{1, 1}, start: Pt(0, 0), goal: Pt(9, 4),
		want: math.Hypot(9, 4),
	},
	{
		name:  "empty map, 3x2 agent",
		rows:  []string{"..........", "..........", "..........", "..........", ".........."},
		agent: Footprint{3, 2}, start: Pt(1, 0), goal: Pt(8, 3),
		want: math.Hypot(7, 3),
	},
	{
		// the 3×3 agent fits the gap at x=5 only with its pivot on row 3:
		// a slit of zero width on the placement grid
		name: "agent exactly as wide as the gap passes it",
		rows: []string{
			".....#.....",
			".....#.....",
			"...........",
			"...........",
			"...........",
			".....#.....",
			".....#.....",
		},
		agent: Footprint{3, 3}, start: Pt(1, 1), goal: Pt(9, 5),
		want:    4 + 4*math.Sqrt2,
		through: []Point{Pt(3, 3), Pt(5, 3), Pt(7, 3)},
	},
	{
		name: "one wider than the gap does not",
		rows: []string{
			".....#.....",
			".....#.....",
			"...........",
			"...........",
			"...........",
			".....#.....",
			".....#.....",
		},
		agent: Footprint{3, 4}, start: Pt(1, 1), goal: Pt(9, 4),
		want: -1,
	},
	{
		// (2,2) touches both blocks: the only way between the two halves
		name:  "straight through a pinch point",
		rows:  []string{"##...", "##...", ".....", "...##", "...##"},
		agent: Footprint{1, 1}, start: Pt(4, 0), goal: Pt(0, 4),
		want: 4 * math.Sqrt2, through: []Point{Pt(2, 2)},
	},
	{
		name:  "bending at a pinch point",
		rows:  []string{"##...", "##...", ".....", "...##", "...##"},
		agent: Footprint{1, 1}, start: Pt(4, 1), goal: Pt(1, 4),
		want: 2 * math.Sqrt(5), through: []Point{Pt(2, 2)},
	},
	{
		name:  "goal walled off",
		rows:  []string{"....#...", "....#...", "....#...", "....#..."},
		agent: Footprint{1, 1}, start: Pt(0, 0), goal: Pt(7, 3),
		want: -1,
	},
	{
		name:  "start is the goal",
		rows:  []string{"...", "..."},
		agent: Footprint{2, 1}, start: Pt(1, 1), goal: Pt(1, 1),
		want: 0,
	},
}

func TestOptimalHandCases(t *testing.T) {
	var o OptimalSearcher
	for _, c := range optimalCases {
		g := ParseGrid(c.rows...)
		for run := range 2 { // a reused searcher must give the same answer
			r := o.Search(g, c.agent, Aware, c.start, c.goal, nil)
			if c.want < 0 {
				if r.Failure != Unreachable {
					t.Errorf("%s (run %d): want no route, got %v %v\n%s", c.name, run, r.Failure, r.Path, g)
				}
				continue
			}
			if r.Failure != NoFailure || math.Abs(r.Length-c.want) > 1e-12 {
				t.Errorf("%s (run %d): length %v (%v), want %v; route %v\n%s", c.name, run, r.Length, r.Failure, c.want, r.Path, g)
				continue
			}
			if err := checkOptimalRoute(g, c.agent, r, c.start, c.goal); err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
			for _, p := range c.through {
				if !onRoute(r.Path, p) {
					t.Errorf("%s: route %v does not pass %v", c.name, r.Path, p)
				}
			}
		}
		if b := bruteShortest(g, c.agent, c.start, c.goal); (c.want < 0) != math.IsInf(b, 1) || c.want >= 0 && math.Abs(b-c.want) > 1e-12 {
			t.Errorf("%s: the brute force finds %v, the case says %v", c.name, b, c.want)
		}
	}
}

// onRoute reports whether p lies on one of the route's segments.
func onRoute(route []Point, p Point) bool {
	if slices.Contains(route, p) {
		return true
	}
	for i := 1; i < len(route); i++ {
		a, b := route[i-1], route[i]
		ab, ap := b.Sub(a), p.Sub(a)
		if ab.X*ap.Y-ab.Y*ap.X == 0 && min(a.X, b.X) <= p.X && p.X <= max(a.X, b.X) && min(a.Y, b.Y) <= p.Y && p.Y <= max(a.Y, b.Y) {
			return true
		}
	}
	return false
}

func TestOptimalPointModeIgnoresFootprint(t *testing.T) {
	// a 3×3 agent cannot pass the 1-cell gap; point mode searches the raw
	// mask as for a 1×1 agent, as the paper does
	g := ParseGrid(
		"....#....",
		"....#....",
		".........",
		"....#....",
		"....#....",
	)
	var o OptimalSearcher
	if r := o.Search(g, Footprint{3, 3}, Aware, Pt(1, 2), Pt(7, 2), nil); r.Failure != Unreachable {
		t.Fatalf("aware: %v %v, want unreachable", r.Failure, r.Path)
	}
	r := o.Search(g, Footprint{3, 3}, PointMode, Pt(0, 0), Pt(8, 4), nil)
	want := bruteShortest(g, Footprint{1, 1}, Pt(0, 0), Pt(8, 4))
	if r.Failure != NoFailure || math.Abs(r.Length-want) > 1e-12 {
		t.Fatalf("point: %v %v, want %v", r.Failure, r.Length, want)
	}
}

func TestOptimalTrace(t *testing.T) {
	g := ParseGrid("##...", "##...", ".....", "...##", "...##")
	var o OptimalSearcher
	var tr OptimalTrace
	r := o.Search(g, Footprint{1, 1}, Aware, Pt(4, 1), Pt(1, 4), &tr)
	if len(tr.Expanded) != r.Expanded || len(tr.Reached.End) != r.Expanded {
		t.Fatalf("trace has %d expansions and %d ends, the search %d", len(tr.Expanded), len(tr.Reached.End), r.Expanded)
	}
	if tr.Expanded[0] != Pt(4, 1) || tr.Expanded[len(tr.Expanded)-1] != Pt(1, 4) {
		t.Fatalf("trace expands %v, want the start first and the goal last", tr.Expanded)
	}
	valid := bruteValid(g, Footprint{1, 1})
	prev := int32(0)
	for i, end := range tr.Reached.End {
		for _, v := range tr.Reached.Items[prev:end] {
			if !bruteSegmentFree(valid, tr.Expanded[i], v) {
				t.Errorf("trace: %v sees %v, but the segment is not free", tr.Expanded[i], v)
			}
		}
		prev = end
	}
	if !slices.Contains(tr.Reached.Items, Pt(2, 2)) {
		t.Errorf("trace never saw the pinch point (2,2): %v", tr.Reached.Items)
	}
}

func TestOptimalSearchAllocatesNothing(t *testing.T) {
	r := seeded(t, 3)
	g := NewGrid(64, 64)
	for range 200 {
		g.Set(r.IntN(64), r.IntN(64), true)
	}
	g.Fill(Rect{0, 0, 2, 2}, false)
	g.Fill(Rect{61, 61, 63, 63}, false)
	var o OptimalSearcher
	f := Footprint{2, 2}
	first := o.Search(g, f, Aware, Pt(1, 1), Pt(62, 62), nil)
	if first.Failure != NoFailure {
		t.Fatalf("no route on the test map: %v\n%s", first.Failure, g)
	}
	allocs := testing.AllocsPerRun(20, func() {
		if o.Search(g, f, Aware, Pt(1, 1), Pt(62, 62), nil).Length != first.Length {
			t.Fatal("a repeated search found another length")
		}
	})
	if allocs != 0 {
		t.Fatalf("a warm search allocates %v times, want 0", allocs)
	}
}

func TestPlanOptimal(t *testing.T) {
	g := ParseGrid(levelUTurnRows...)
	var p Planner
	for _, mode := range []SearchMode{Aware, PointMode} {
		q := Query{Start: Pt(1, 3), Goal: Pt(6, 0), Options: Options{Optimal: true, Search: mode}}
		tr := &Trace{}
		pl := p.Plan(g, q, tr)
		if !pl.Found || pl.Optimal == nil {
			t.Fatalf("%v: found %v, optimal %v: %s", mode, pl.Found, pl.Optimal, pl.Err)
		}
		want := bruteShortest(g, Footprint{1, 1}, q.Start, q.Goal)
		if math.Abs(pl.Optimal.Length-want) > 1e-9 {
			t.Errorf("%v: optimal %v, brute force %v", mode, pl.Optimal.Length, want)
		}
		if l := Length(pl.Optimal.Waypoints); math.Abs(l-pl.Optimal.Length) > 1e-9 {
			t.Errorf("%v: waypoints %v measure %v, length says %v", mode, pl.Optimal.Waypoints, l, pl.Optimal.Length)
		}
		gap := pl.Metrics.SmoothedLength/pl.Optimal.Length - 1
		if pl.Metrics.OptimalGap == nil || *pl.Metrics.OptimalGap != gap || gap < -1e-12 {
			t.Errorf("%v: gap %v, want %v (>= 0)", mode, pl.Metrics.OptimalGap, gap)
		}
		if len(tr.Optimal.Expanded) != pl.Optimal.Expanded {
			t.Errorf("%v: the trace has %d expansions, the route %d", mode, len(tr.Optimal.Expanded), pl.Optimal.Expanded)
		}
	}
	// not asked for, or no route: nothing
	if pl := p.Plan(g, Query{Start: Pt(1, 3), Goal: Pt(6, 0)}, nil); pl.Optimal != nil || pl.Metrics.OptimalGap != nil {
		t.Errorf("optimal not asked for, got %v", pl.Optimal)
	}
	w := ParseGrid("..#..", "..#..")
	if pl := p.Plan(w, Query{Start: Pt(0, 0), Goal: Pt(4, 1), Options: Options{Optimal: true}}, nil); pl.Optimal != nil || pl.Metrics.OptimalGap != nil {
		t.Errorf("no route, got optimal %v", pl.Optimal)
	}
}

// levelUTurnRows is the second flaw's U-turn test vector.
var levelUTurnRows = []string{
	"..#.#......#",
	"..#.......#.",
	"......#.....",
	"#...##......",
	"..#.#.#.....",
}

// TestPlanOptimalIsTheFootprints plans the gap lesson's kind of map in
// point mode: the point's route runs through the one-cell gap that the
// 3×3 agent cannot pass, and the optimum is still the agent's, round by
// the wide door, in both modes (issue 22 item 3).
func TestPlanOptimalIsTheFootprints(t *testing.T) {
	g := ParseGrid(
		"..............",
		"..............",
		"..............",
		"#####.####...#",
		"#####.####...#",
		"..............",
		"..............",
		"..............",
	)
	agent := Footprint{3, 3}
	start, goal := Pt(5, 1), Pt(5, 6)
	want := bruteShortest(g, agent, start, goal)
	point := bruteShortest(g, Footprint{1, 1}, start, goal)
	if math.IsInf(want, 1) || want < point+5 {
		t.Fatalf("the map does not make the point: agent %v, point %v\n%s", want, point, g)
	}
	var p Planner
	for _, mode := range []SearchMode{PointMode, Aware} {
		for _, sm := range []Sampling{Exact, Paper} {
			q := Query{Start: start, Goal: goal, Agent: agent, Options: Options{Optimal: true, Search: mode, Sampling: sm}}
			pl := p.Plan(g, q, nil)
			if pl.Optimal == nil || math.Abs(pl.Optimal.Length-want) > 1e-9 {
				got := -1.0
				if pl.Optimal != nil {
					got = pl.Optimal.Length
				}
				t.Errorf("%v search, %v sampling (found %v, %v): optimum %v, want the 3x3 agent's %v (a point's is %v)\n%s", mode, sm, pl.Found, pl.Err, got, want, point, g)
				continue
			}
			if err := checkOptimalRoute(g, agent, OptimalResult{Path: pl.Optimal.Waypoints, Length: pl.Optimal.Length}, start, goal); err != nil {
				t.Errorf("%v search: %v", mode, err)
			}
		}
	}
}

// TestOptimalBound: only routes of the footprint bound its optimum.
func TestOptimalBound(t *testing.T) {
	raw, found := []Point{{0, 0}, {1, 1}}, Metrics{SmoothedLength: 7}
	for _, c := range []struct {
		search SearchMode
		sm     Sampling
		found  bool
		want   float64
	}{
		{Aware, Exact, true, 7},
		{Aware, Exact, false, 9},
		{Aware, Paper, true, 9},
		{PointMode, Exact, true, 7},
		{PointMode, Exact, false, math.Inf(1)},
		{PointMode, Paper, true, math.Inf(1)},
	} {
		p := Plan{Query: Query{Options: Options{Search: c.search, Sampling: c.sm}}, Raw: raw, RawCost: 9, Found: c.found, Metrics: found}
		if got := OptimalBound(&p); got != c.want {
			t.Errorf("%v search, %v sampling, found %v: bound %v, want %v", c.search, c.sm, c.found, got, c.want)
		}
	}
	if got := OptimalBound(&Plan{}); !math.IsInf(got, 1) {
		t.Errorf("no route: bound %v, want +Inf", got)
	}
}

// TestOptimalGapNeverNegative: a smoothed route as long as the optimum,
// measured along other waypoints, has a gap of exactly 0, not -1e-16
// (issue 22 item 4). The maps are drawn until some plan's lengths differ
// in their last bits.
func TestOptimalGapNeverNegative(t *testing.T) {
	for _, c := range []struct{ l, o, want float64 }{
		{10, 10, 0}, {10 - 1e-15, 10, 0}, {10 + 5e-10, 10, 0}, {11, 10, 0.1}, {9, 10, -0.1},
	} {
		if got := OptimalGap(c.l, c.o); math.Abs(got-c.want) > 1e-15 || c.want == 0 && got != 0 {
			t.Errorf("OptimalGap(%v, %v) = %v, want %v", c.l, c.o, got, c.want)
		}
	}
	r := seeded(t, 22)
	var p Planner
	ties := 0
	for m := 0; m < 20000 && ties < 20; m++ {
		g := NewGrid(6+r.IntN(20), 6+r.IntN(20))
		for range r.IntN(g.w * g.h / 8) {
			g.Set(r.IntN(g.w), r.IntN(g.h), true)
		}
		q := Query{Start: Pt(r.IntN(g.w), r.IntN(g.h)), Goal: Pt(r.IntN(g.w), r.IntN(g.h)), Options: Options{Optimal: true}}
		pl := p.Plan(g, q, nil)
		if !pl.Found || pl.Optimal == nil || pl.Metrics.OptimalGap == nil {
			continue
		}
		gap := *pl.Metrics.OptimalGap
		if gap < 0 {
			t.Fatalf("%v -> %v: gap %v (smoothed %.17g, optimum %.17g)\n%s", q.Start, q.Goal, gap, pl.Metrics.SmoothedLength, pl.Optimal.Length, g)
		}
		if d := pl.Metrics.SmoothedLength - pl.Optimal.Length; d != 0 && math.Abs(d) < 1e-12 {
			ties++
		}
	}
	t.Logf("%d plans whose lengths differ in their last bits", ties)
	if ties < 20 {
		t.Fatalf("only %d plans with lengths differing in their last bits: the test checks too little", ties)
	}
}

// TestOptimalInPlainViewIsTheStraightMove: when the goal is in plain view
// of the start, the untraced search answers with the straight move at
// once (one move test, no corner expanded) and the traced one, which
// searches, finds the same route; on random maps with footprints 1×1 to
// 3×3, against the traced search whatever the view.
func TestOptimalInPlainViewIsTheStraightMove(t *testing.T) {
	r := seeded(t, 26)
	var o, traced OptimalSearcher
	var tr OptimalTrace
	inView := 0
	for m := 0; m < 400; m++ {
		g := NewGrid(8+r.IntN(16), 8+r.IntN(16))
		for range r.IntN(g.w * g.h / 6) {
			g.Set(r.IntN(g.w), r.IntN(g.h), true)
		}
		f := Footprint{1 + r.IntN(3), 1 + r.IntN(3)}
		s, e := Pt(r.IntN(g.w), r.IntN(g.h)), Pt(r.IntN(g.w), r.IntN(g.h))
		got := o.Search(g, f, Aware, s, e, nil)
		want := traced.Search(g, f, Aware, s, e, &tr)
		if got.Failure != want.Failure || math.Abs(got.Length-want.Length) > 1e-9 {
			t.Fatalf("%v %v→%v: untraced %v length %v, traced %v length %v\n%s", f, s, e, got.Failure, got.Length, want.Failure, want.Length, g)
		}
		if got.Failure != NoFailure || s == e || len(want.Path) != 2 {
			continue
		}
		inView++
		if !slices.Equal(got.Path, []Point{s, e}) || got.Tests != 1 || got.Length != math.Sqrt(float64((e.X-s.X)*(e.X-s.X)+(e.Y-s.Y)*(e.Y-s.Y))) {
			t.Fatalf("%v %v→%v in plain view: path %v, %d tests, length %v; want the straight move, one test\n%s", f, s, e, got.Path, got.Tests, got.Length, g)
		}
	}
	if inView < 20 {
		t.Fatalf("only %d of 400 queries had the goal in plain view", inView)
	}
	t.Logf("%d queries in plain view", inView)
}
