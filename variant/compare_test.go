package variant

import (
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// planRuns plans the built-in level name under its own settings and each
// variant spec.
func planRuns(t *testing.T, name string, specs ...string) (*levels.Level, []pathing.Plan) {
	t.Helper()
	lv, err := levels.LoadBuiltin(name)
	if err != nil {
		t.Fatal(err)
	}
	runs, err := ParseAll(lv.Query(), specs)
	if err != nil {
		t.Fatal(err)
	}
	var pl pathing.Planner
	var plans []pathing.Plan
	for _, q := range runs {
		plans = append(plans, pl.Plan(lv.Grid, q, nil))
	}
	return lv, plans
}

// drawRoutes prints the map with each plan's waypoints (digits: the run)
// for a failure message.
func drawRoutes(g *pathing.Grid, plans []pathing.Plan) string {
	var b strings.Builder
	for y := range g.Height() {
		for x := range g.Width() {
			c := byte('.')
			if g.Blocked(x, y) {
				c = '#'
			}
			for i, p := range plans {
				if slices.Contains(p.Waypoints, pathing.Pt(x, y)) {
					c = byte('0' + i)
				}
			}
			b.WriteByte(c)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// The u-turn's lesson: binary keeps 5 waypoints, linear 4; the one binary
// keeps alone is the ledge it stops at, from the first anchor on.
func TestCompareUTurn(t *testing.T) {
	lv, plans := planRuns(t, "u-turn", "farthest=linear")
	d := Compare(lv.Grid, plans)
	defer func() {
		if t.Failed() {
			t.Logf("runs:\n%s", drawRoutes(lv.Grid, plans))
		}
	}()
	if got := d.Figures["waypoints"]; !slices.Equal(got, []float64{5, 4}) {
		t.Errorf("waypoints %v, want [5 4]", got)
	}
	for _, same := range []string{"raw_nodes", "raw_length", "expanded", "found", "smoothed_length"} {
		if v, ok := d.Figures[same]; ok {
			t.Errorf("%s differs: %v (the same node set, the same route length)", same, v)
		}
	}
	if _, ok := d.Figures["visibility_tests"]; !ok {
		t.Errorf("visibility tests do not differ: %v", d.Figures)
	}
	if want := [][]pathing.Point{{pathing.Pt(8, 5)}, nil}; !reflect.DeepEqual(d.Waypoints, want) {
		t.Errorf("waypoints kept by one run only %v, want %v", d.Waypoints, want)
	}
	if d.FirstAnchor != 0 {
		t.Errorf("first anchor %d, want 0", d.FirstAnchor)
	}
	if d.Missed[0] != nil || d.Missed[1] != nil {
		t.Errorf("exact sampling misses %v", d.Missed)
	}
}

// The corner's lesson: the paper's sampling misses the block's corner
// (8,11) that its route clips; the exact one sees it and keeps another
// waypoint.
func TestCompareCorner(t *testing.T) {
	lv, plans := planRuns(t, "corner", "sampling=exact")
	d := Compare(lv.Grid, plans)
	if !slices.Equal(d.Missed[0], []pathing.Point{pathing.Pt(8, 11)}) || d.Missed[1] != nil {
		t.Errorf("missed %v, want [(8,11)] for paper and none for exact", d.Missed)
	}
	if want := [][]pathing.Point{{pathing.Pt(4, 15)}, {pathing.Pt(4, 13)}}; !reflect.DeepEqual(d.Waypoints, want) || d.FirstAnchor != 0 {
		t.Errorf("waypoints %v, first anchor %d; want %v and 0", d.Waypoints, d.FirstAnchor, want)
	}
	if _, ok := d.Figures["waypoints"]; ok {
		t.Errorf("waypoint counts differ: %v", d.Figures["waypoints"])
	}
}

// With three runs a waypoint is listed for every run that keeps it while
// another does not; a run without a route parts at anchor 0.
func TestCompareThreeRuns(t *testing.T) {
	lv, plans := planRuns(t, "u-turn", "farthest=linear", "farthest=binary")
	d := Compare(lv.Grid, plans)
	if want := [][]pathing.Point{{pathing.Pt(8, 5)}, nil, {pathing.Pt(8, 5)}}; !reflect.DeepEqual(d.Waypoints, want) {
		t.Errorf("waypoints %v, want %v", d.Waypoints, want)
	}
	if got := d.Figures["waypoints"]; !slices.Equal(got, []float64{5, 4, 5}) {
		t.Errorf("waypoints %v", got)
	}
	_, same := planRuns(t, "u-turn", "farthest=binary")
	if d := Compare(lv.Grid, same); d.FirstAnchor != -1 || len(d.Figures) != 0 || d.Waypoints[0] != nil {
		t.Errorf("the same settings twice: %+v", d)
	}
	_, blocked := planRuns(t, "u-turn", "agent=16x16")
	if d := Compare(lv.Grid, blocked); d.FirstAnchor != 0 || !slices.Equal(d.Figures["found"], []float64{1, 0}) {
		t.Errorf("a run without a route: first anchor %d, found %v", d.FirstAnchor, d.Figures["found"])
	}
	_, opt := planRuns(t, "u-turn", "optimal=on")
	if _, ok := Compare(lv.Grid, opt).Figures["optimal_length"]; ok {
		t.Errorf("optimal_length compared with a run that has none")
	}
}

// Missed is, on random maps (fixed seed), exactly the obstacle cells that
// some segment's exact sweep holds and its paper sweep does not, checked
// cell by cell.
func TestMissedMatchesSweeps(t *testing.T) {
	const seed = 20261203
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	var pl pathing.Planner
	checked := 0
	for n := 0; n < 200; n++ {
		g := pathing.NewGrid(30, 24)
		for y := range 24 {
			for x := range 30 {
				g.Set(x, y, r.Float64() < 0.12)
			}
		}
		q := pathing.Query{Start: pathing.Pt(r.Intn(30), r.Intn(24)), Goal: pathing.Pt(r.Intn(30), r.Intn(24)),
			Agent: pathing.Footprint{L: 1 + r.Intn(3), W: 1 + r.Intn(3)}, Options: pathing.Options{Sampling: pathing.Paper}}
		p := pl.Plan(g, q, nil)
		if !p.Found {
			continue
		}
		var want []pathing.Point
		for k := 0; k+1 < len(p.Waypoints); k++ {
			ex := pathing.NewSweep(p.Query.Agent, p.Waypoints[k], p.Waypoints[k+1], pathing.Exact)
			pa := pathing.NewSweep(p.Query.Agent, p.Waypoints[k], p.Waypoints[k+1], pathing.Paper)
			for _, c := range ex.Cells() {
				if (!g.In(c) || g.Blocked(c.X, c.Y)) && !pa.Contains(c) && !slices.Contains(want, c) {
					want = append(want, c)
				}
			}
		}
		got := Missed(g, &p)
		if len(got) != len(want) || !slices.Equal(sorted(got), sorted(want)) {
			t.Fatalf("map %d, %v: missed %v, want %v", n, q, got, want)
		}
		if len(got) > 0 {
			checked++
		}
		exact := p
		exact.Query.Sampling = pathing.Exact
		if m := Missed(g, &exact); m != nil {
			t.Fatalf("exact sampling misses %v", m)
		}
	}
	if checked == 0 {
		t.Fatal("no random route missed a cell: the check checked nothing")
	}
	t.Logf("%d routes with missed cells", checked)
}

func sorted(ps []pathing.Point) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = fmt.Sprint(p)
	}
	slices.Sort(out)
	return out
}

// Compare's waypoints only one run keeps, on random runs of shared and
// own points (some repeated), equal the plain quadratic reference: each
// waypoint looked up in every other run's list.
func TestCompareWaypointsMatchReference(t *testing.T) {
	const seed = 24
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	g := pathing.NewGrid(16, 16)
	for trial := range 200 {
		plans := make([]pathing.Plan, 2+rng.Intn(3))
		for i := range plans {
			for range rng.Intn(30) {
				plans[i].Waypoints = append(plans[i].Waypoints, pathing.Pt(rng.Intn(6), rng.Intn(6)))
			}
		}
		d := Compare(g, plans)
		for i := range plans {
			var want []pathing.Point
			for _, w := range plans[i].Waypoints {
				for j := range plans {
					if j != i && !slices.Contains(plans[j].Waypoints, w) {
						want = append(want, w)
						break
					}
				}
			}
			if !slices.Equal(d.Waypoints[i], want) {
				t.Fatalf("trial %d run %d: only-kept waypoints %v, want %v\n%s", trial, i, d.Waypoints[i], want, drawRoutes(g, plans))
			}
		}
	}
}
