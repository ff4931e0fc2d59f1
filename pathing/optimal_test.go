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
