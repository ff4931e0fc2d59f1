package levels

import (
	"bytes"
	"fmt"
	"io/fs"
	"math"
	"slices"
	"strings"
	"testing"

	"swath/pathing"
)

func TestBuiltinsListed(t *testing.T) {
	bs := Builtins()
	if len(bs) < 6 || bs[0].Name != DefaultBuiltin {
		t.Fatalf("have %d built-ins, first %q; want at least 6, the demo first", len(bs), bs[0].Name)
	}
	files, _ := fs.Glob(builtinFS, "builtin/*.swath")
	var names []string
	for _, b := range bs {
		names = append(names, b.Name)
		if b.Title == "" || b.Title == b.Name || b.Description == "" {
			t.Errorf("%s: title %q, description %q", b.Name, b.Title, b.Description)
		}
	}
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(f, "builtin/"), ".swath")
		if !slices.Contains(names, name) {
			t.Errorf("%s is embedded but not listed", f)
		}
	}
	if len(files) != len(names) {
		t.Errorf("%d files embedded, %d listed", len(files), len(names))
	}
	if _, err := LoadBuiltin("nonesuch"); err == nil || !strings.Contains(err.Error(), "no built-in level \"nonesuch\"") {
		t.Errorf("unknown name: have %v", err)
	}
}

// TestBuiltinsCanonical checks each file loads, is saved back byte for byte
// (so the files stay in the form Swath writes), its ends fit the agent, and
// each load is a fresh copy.
func TestBuiltinsCanonical(t *testing.T) {
	for _, b := range Builtins() {
		lv, err := LoadBuiltin(b.Name)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := builtinFS.ReadFile("builtin/" + b.Name + ".swath")
		var out bytes.Buffer
		if err := WriteSwath(&out, lv); err != nil {
			t.Fatal(err)
		}
		if out.String() != string(data) {
			t.Errorf("%s: the file is not in canonical form; Swath would write:\n%s", b.Name, out.String())
		}
		for _, p := range []pathing.Point{lv.Start, lv.Goal} {
			if err := lv.Grid.FitError(lv.Agent, p); err != nil {
				t.Errorf("%s: %v", b.Name, err)
			}
		}
		lv.Grid.Set(0, 0, !lv.Grid.Blocked(0, 0))
		again, _ := LoadBuiltin(b.Name)
		if again.Equal(lv) {
			t.Errorf("%s: LoadBuiltin shares its grid between calls", b.Name)
		}
	}
}

// planBuiltin loads a built-in and plans it with its own settings, changed by edit.
func planBuiltin(t *testing.T, name string, edit func(*pathing.Query)) (*Level, pathing.Plan) {
	t.Helper()
	lv, err := LoadBuiltin(name)
	if err != nil {
		t.Fatal(err)
	}
	q := lv.Query()
	if edit != nil {
		edit(&q)
	}
	var pl pathing.Planner
	return lv, pl.Plan(lv.Grid, q, nil)
}

func drawOnFail(t *testing.T, lv *Level, p pathing.Plan) {
	t.Helper()
	if t.Failed() {
		t.Logf("query %+v\nplan: found %v failure %v %s\nraw %v\nwaypoints %v\n%s", p.Query, p.Found, p.Failure, p.Err, p.Raw, p.Waypoints, drawPlan(lv, p))
	}
}

// allVisible reports the first smoothed segment not visible in exact sampling, or -1.
func firstBlockedSegment(lv *Level, p pathing.Plan) int {
	for k := 0; k+1 < len(p.Waypoints); k++ {
		if v, _ := pathing.Visible(lv.Grid, p.Query.Agent, p.Waypoints[k], p.Waypoints[k+1], pathing.Exact); !v {
			return k
		}
	}
	return -1
}

// The demo: "the A* route has 19 nodes and zigzags; smoothing keeps 5
// waypoints and 3 turns", with a 2x2 agent and the default options.
func TestBuiltinDemo(t *testing.T) {
	lv, p := planBuiltin(t, "demo", nil)
	defer drawOnFail(t, lv, p)
	if lv.Agent != (pathing.Footprint{L: 2, W: 2}) || lv.Search != pathing.Aware || lv.Sampling != pathing.Exact || lv.Strategy != pathing.Binary {
		t.Errorf("settings %v %v %v %v, want 2x2 aware exact binary", lv.Agent, lv.Search, lv.Sampling, lv.Strategy)
	}
	m := p.Metrics
	if !p.Found || m.RawNodes != 19 || m.Waypoints != 5 || m.SmoothedTurns != 3 || m.RawTurns < 6 {
		t.Errorf("found %v, nodes %d -> %d, turns %d -> %d; want 19 -> 5, at least 6 -> 3", p.Found, m.RawNodes, m.Waypoints, m.RawTurns, m.SmoothedTurns)
	}
	if k := firstBlockedSegment(lv, p); k >= 0 {
		t.Errorf("segment %d of the smoothed route is not visible", k)
	}
	if m.SmoothedLength >= m.RawLength {
		t.Errorf("smoothed length %.2f is not shorter than raw %.2f", m.SmoothedLength, m.RawLength)
	}
}

// The gap: a point passes the one-cell gap, the 3x3 agent does not; point
// search gets stuck at the gap, aware search goes round by the wide door.
func TestBuiltinGap(t *testing.T) {
	gap := func(p pathing.Point) bool { return p.X == 6 && (p.Y == 6 || p.Y == 7) }
	lv, p := planBuiltin(t, "gap", nil)
	if lv.Search != pathing.PointMode || lv.Agent != (pathing.Footprint{L: 3, W: 3}) {
		t.Errorf("the level opens in %v search with a %v agent, want point and 3x3", lv.Search, lv.Agent)
	}
	if p.Failure != pathing.Stuck || p.Found || len(p.StuckHits) == 0 {
		t.Errorf("point search: failure %v, found %v, hits %v; want stuck with blocking cells", p.Failure, p.Found, p.StuckHits)
	}
	if !slices.ContainsFunc(p.Raw, gap) {
		t.Errorf("the point route does not go through the gap")
	}
	if p.StuckAt < 0 || p.StuckAt+1 >= len(p.Raw) || p.Raw[p.StuckAt+1].Y < 4 || p.Raw[p.StuckAt+1].Y > 8 {
		t.Errorf("stuck at node %d, want at the gap", p.StuckAt)
	}
	drawOnFail(t, lv, p)

	lv, a := planBuiltin(t, "gap", func(q *pathing.Query) { q.Search = pathing.Aware })
	if !a.Found || slices.ContainsFunc(a.Raw, gap) || !slices.ContainsFunc(a.Raw, func(p pathing.Point) bool { return p.Y == 6 && p.X >= 17 && p.X <= 19 }) {
		t.Errorf("aware search: found %v; want a route through the wide door, not the gap", a.Found)
	}
	if k := firstBlockedSegment(lv, a); k >= 0 {
		t.Errorf("aware: segment %d not visible", k)
	}
	drawOnFail(t, lv, a)

	_, pt := planBuiltin(t, "gap", func(q *pathing.Query) { q.Search, q.Agent = pathing.Aware, pathing.Footprint{L: 1, W: 1} })
	if !pt.Found || !slices.ContainsFunc(pt.Raw, gap) {
		t.Errorf("a 1x1 agent does not take the gap: found %v", pt.Found)
	}
}

// The U-turn: binary search stops short of the farthest visible node, so it
// keeps more waypoints than linear.
func TestBuiltinUTurn(t *testing.T) {
	lv, b := planBuiltin(t, "u-turn", nil)
	defer drawOnFail(t, lv, b)
	_, l := planBuiltin(t, "u-turn", func(q *pathing.Query) { q.Strategy = pathing.Linear })
	if lv.Strategy != pathing.Binary || !b.Found || !l.Found {
		t.Fatalf("strategy %v, found %v %v", lv.Strategy, b.Found, l.Found)
	}
	if len(b.Waypoints) != 5 || len(l.Waypoints) != 4 {
		t.Errorf("binary keeps %d waypoints, linear %d; want 5 and 4", len(b.Waypoints), len(l.Waypoints))
	}
	short := false
	for _, i := range b.WaypointIdx[:len(b.WaypointIdx)-1] {
		tb := pathing.Farthest(pathing.FarthestQuery{Grid: lv.Grid, Agent: lv.Agent, Nodes: b.Raw, From: i, Sampling: pathing.Exact, Strategy: pathing.Binary}, nil).T
		tl := pathing.Farthest(pathing.FarthestQuery{Grid: lv.Grid, Agent: lv.Agent, Nodes: b.Raw, From: i, Sampling: pathing.Exact, Strategy: pathing.Linear}, nil).T
		if tl > tb {
			short = true
			if v, _ := pathing.Visible(lv.Grid, lv.Agent, b.Raw[i], b.Raw[tb+1], pathing.Exact); v {
				t.Errorf("from node %d binary chose %d but %d is visible too", i, tb, tb+1)
			}
		}
	}
	if !short {
		t.Errorf("binary never stops short of the farthest visible node")
	}
	// The route is a U: it goes down the left of the wall and up its right.
	ys := []int{b.Raw[0].Y, b.Raw[len(b.Raw)/2].Y, b.Raw[len(b.Raw)-1].Y}
	if !(ys[1] > ys[0]+5 && ys[1] > ys[2]+5) {
		t.Errorf("route rows %v: not a U", ys)
	}
}

// The corner: with paper sampling a smoothed segment clips the block's corner
// cell (8,11), which the paper's scan set misses and the exact one has.
func TestBuiltinCorner(t *testing.T) {
	corner := pathing.Pt(8, 11)
	lv, p := planBuiltin(t, "corner", nil)
	defer drawOnFail(t, lv, p)
	if lv.Sampling != pathing.Paper || !p.Found {
		t.Fatalf("sampling %v, found %v; want paper, found", lv.Sampling, p.Found)
	}
	k := firstBlockedSegment(lv, p)
	if k < 0 {
		t.Fatalf("every paper segment is visible in exact sampling")
	}
	a, c := p.Waypoints[k], p.Waypoints[k+1]
	if dx, dy := c.X-a.X, c.Y-a.Y; dy*dy <= 4*dx*dx {
		t.Errorf("segment %v-%v is not steep", a, c)
	}
	ex := pathing.NewSweep(lv.Agent, a, c, pathing.Exact)
	pa := pathing.NewSweep(lv.Agent, a, c, pathing.Paper)
	if !slices.Contains(ex.Hits(lv.Grid), corner) || pa.Contains(corner) || len(pa.Hits(lv.Grid)) != 0 {
		t.Errorf("segment %v-%v: exact hits %v, paper hits %v; want the corner %v only in exact", a, c, ex.Hits(lv.Grid), pa.Hits(lv.Grid), corner)
	}
	_, e := planBuiltin(t, "corner", func(q *pathing.Query) { q.Sampling = pathing.Exact })
	if !e.Found || firstBlockedSegment(lv, e) >= 0 || slices.Equal(e.Waypoints, p.Waypoints) {
		t.Errorf("exact sampling: found %v, waypoints %v; want a different, collision-free route", e.Found, e.Waypoints)
	}
}

// Rooms: the 2x2 agent crosses all three doors; a 4x4 agent fits through none.
func TestBuiltinRooms(t *testing.T) {
	lv, p := planBuiltin(t, "rooms", nil)
	defer drawOnFail(t, lv, p)
	if !p.Found || firstBlockedSegment(lv, p) >= 0 {
		t.Fatalf("found %v", p.Found)
	}
	doors := []struct {
		name string
		in   func(pathing.Point) bool
	}{
		{"upper door", func(q pathing.Point) bool { return q.X == 15 && q.Y >= 5 && q.Y <= 7 }},
		{"right door", func(q pathing.Point) bool { return q.Y == 11 && q.X >= 22 && q.X <= 24 }},
		{"lower door", func(q pathing.Point) bool { return q.X == 15 && q.Y >= 16 && q.Y <= 18 }},
	}
	for _, d := range doors {
		if !slices.ContainsFunc(p.Raw, d.in) {
			t.Errorf("the route does not pass the %s", d.name)
		}
	}
	if p.Metrics.Waypoints*4 > p.Metrics.RawNodes {
		t.Errorf("%d nodes smooth to %d; want at most a quarter", p.Metrics.RawNodes, p.Metrics.Waypoints)
	}
	big := pathing.Footprint{L: 4, W: 4}
	_, b := planBuiltin(t, "rooms", func(q *pathing.Query) { q.Agent = big })
	if b.Failure != pathing.Unreachable {
		t.Errorf("4x4 agent: %v (%s), want unreachable", b.Failure, b.Err)
	}
}

// The maze: every free cell lies in a free 2x2 square (corridors are two
// wide), no 3x3 agent fits anywhere, and the 2x2 agent gets through.
func TestBuiltinMaze(t *testing.T) {
	lv, p := planBuiltin(t, "maze", nil)
	defer drawOnFail(t, lv, p)
	if lv.Agent != (pathing.Footprint{L: 2, W: 2}) || !p.Found || firstBlockedSegment(lv, p) >= 0 {
		t.Fatalf("agent %v, found %v", lv.Agent, p.Found)
	}
	g := lv.Grid
	two, three := pathing.Footprint{L: 2, W: 2}, pathing.Footprint{L: 3, W: 3}
	for y := 0; y < g.Height(); y++ {
		for x := 0; x < g.Width(); x++ {
			if g.Fits(three, pathing.Pt(x, y)) {
				t.Fatalf("a 3x3 agent fits at (%d,%d)", x, y)
			}
			if g.Blocked(x, y) {
				continue
			}
			in2 := false
			for dy := -1; dy <= 0; dy++ {
				for dx := -1; dx <= 0; dx++ {
					in2 = in2 || g.Fits(two, pathing.Pt(x+dx, y+dy))
				}
			}
			if !in2 {
				t.Fatalf("free cell (%d,%d) is in a corridor narrower than 2", x, y)
			}
		}
	}
	if p.Metrics.RawNodes < 60 {
		t.Errorf("the route has only %d nodes; want a real maze", p.Metrics.RawNodes)
	}
}

// TestBuiltinsEveryOptimalRoute checks the levels whose point depends on
// which optimal route A* returns against every optimal route, so that a
// change of the searcher's tie-breaking cannot quietly break them.
func TestBuiltinsEveryOptimalRoute(t *testing.T) {
	var sm pathing.Smoother
	smooth := func(lv *Level, route []pathing.Point, s pathing.Sampling, st pathing.Strategy) []pathing.Point {
		r := sm.Smooth(lv.Grid, lv.Agent, route, s, st, nil)
		var wp []pathing.Point
		for _, i := range r.Idx {
			wp = append(wp, route[i])
		}
		return wp
	}
	cases := []struct {
		name  string
		check func(lv *Level, route []pathing.Point) string
	}{
		{"demo", func(lv *Level, route []pathing.Point) string {
			// Whatever optimal route A* returns, and whichever sampling and
			// strategy the user picks, 19 zigzagging nodes smooth to 5.
			for _, s := range []pathing.Sampling{pathing.Exact, pathing.Paper} {
				for _, st := range []pathing.Strategy{pathing.Binary, pathing.Linear} {
					wp := smooth(lv, route, s, st)
					if len(route) != 19 || len(wp) != 5 || pathing.Turns(route) < 6 || pathing.Turns(wp) != 3 {
						return fmt.Sprintf("%v %v: %d nodes, %d turns smooth to %d, %d turns; want 19 (6+) to 5 (3)", s, st, len(route), pathing.Turns(route), len(wp), pathing.Turns(wp))
					}
				}
			}
			return ""
		}},
		{"u-turn", func(lv *Level, route []pathing.Point) string {
			b := smooth(lv, route, pathing.Exact, pathing.Binary)
			l := smooth(lv, route, pathing.Exact, pathing.Linear)
			if len(b) != 5 || len(l) != 4 {
				return fmt.Sprintf("binary %d, linear %d waypoints; want 5 and 4", len(b), len(l))
			}
			return ""
		}},
		{"corner", func(lv *Level, route []pathing.Point) string {
			wp := smooth(lv, route, pathing.Paper, pathing.Binary)
			for k := 0; k+1 < len(wp); k++ {
				if v, _ := pathing.Visible(lv.Grid, lv.Agent, wp[k], wp[k+1], pathing.Exact); !v {
					return ""
				}
			}
			return "every paper segment is visible in exact sampling"
		}},
	}
	for _, c := range cases {
		lv, err := LoadBuiltin(c.name)
		if err != nil {
			t.Fatal(err)
		}
		routes := allOptimal(lv.Grid, lv.Agent, lv.Start, lv.Goal, 100000)
		if len(routes) == 0 || len(routes) == 100000 {
			t.Fatalf("%s: %d optimal routes", c.name, len(routes))
		}
		for _, r := range routes {
			if msg := c.check(lv, r); msg != "" {
				t.Errorf("%s, route %v: %s", c.name, r, msg)
				break
			}
		}
		t.Logf("%s: %d optimal routes checked", c.name, len(routes))
		// The reference agrees with A* on the cost.
		var pl pathing.Planner
		p := pl.Plan(lv.Grid, pathing.Query{Start: lv.Start, Goal: lv.Goal, Agent: lv.Agent}, nil)
		if math.Abs(pathing.Length(routes[0])-p.RawCost) > 1e-9 {
			t.Errorf("%s: reference cost %.4f, A* %.4f", c.name, pathing.Length(routes[0]), p.RawCost)
		}
	}
}

// The shortest level: the figures its description states are the ones the
// planner computes, and the paper's route is several per cent longer than
// the shortest possible, with either strategy.
func TestBuiltinShortest(t *testing.T) {
	lv, p := planBuiltin(t, "shortest", func(q *pathing.Query) { q.Optimal = true })
	defer drawOnFail(t, lv, p)
	_, l := planBuiltin(t, "shortest", func(q *pathing.Query) { q.Optimal = true; q.Strategy = pathing.Linear })
	if !p.Found || p.Optimal == nil || !l.Found {
		t.Fatalf("found %v, optimal %v, linear found %v", p.Found, p.Optimal, l.Found)
	}
	o := p.Optimal
	gap := *p.Metrics.OptimalGap
	if gap < 0.05 || l.Metrics.SmoothedLength/o.Length-1 < 0.05 {
		t.Errorf("gap binary %.4f, linear %.4f: want both at least 5 %%", gap, l.Metrics.SmoothedLength/o.Length-1)
	}
	// the figures in the text, as the text prints them
	corner := p.Waypoints[1]
	graze := o.Waypoints[1]
	for _, want := range []string{
		fmt.Sprintf("corner at %v: %.2f cells", corner, p.Metrics.SmoothedLength),
		fmt.Sprintf("corner at %v", graze),
		fmt.Sprintf("straight to the goal: %.2f cells", o.Length),
		fmt.Sprintf("%.2f %% longer", 100*gap),
		lv.Agent.String() + " agent",
	} {
		if !strings.Contains(lv.Description, want) {
			t.Errorf("the description does not say %q:\n%s", want, lv.Description)
		}
	}
	if len(p.Waypoints) != 3 || len(l.Waypoints) != 3 || len(o.Waypoints) != 3 {
		t.Errorf("waypoints: binary %v, linear %v, shortest %v; want three each", p.Waypoints, l.Waypoints, o.Waypoints)
	}
	// the exact optimum: √2 to the block's corner, then √(27²+9²)
	if want := math.Sqrt2 + math.Hypot(27, 9); math.Abs(o.Length-want) > 1e-9 {
		t.Errorf("shortest %v, want √2+√810 = %v", o.Length, want)
	}
}
