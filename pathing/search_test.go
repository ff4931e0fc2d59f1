package pathing

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// searchCase is one ASCII-map case for the planner's search: the '*' cells
// are the expected pivot path (each case's drawn path is the unique shortest
// one; TestSearchTableIsUnambiguous checks that).
type searchCase struct {
	name  string
	agent Footprint
	mode  SearchMode
	// fail is the expected failure; with Stuck, stuckAt is the node index.
	fail    Failure
	stuckAt int
	rows    []string
}

// gapRows is two corridors three rows high joined by a one-cell gap (x=6)
// and, on the right, by a connector three cells wide.
var gapRows = []string{
	"xxxxxxxxxxxxxxx",
	"x.............x",
	"x.....A******.x",
	"x...........*.x",
	"xxxxxx.xxxx.*.x",
	"x...........*.x",
	"x.....$******.x",
	"x.............x",
	"xxxxxxxxxxxxxxx",
}

var searchCases = []searchCase{
	{
		name: "1x1 straight corridor",
		rows: []string{
			"xxxxxxx",
			"xA***$x",
			"xxxxxxx",
		},
	},
	{
		name: "1x1 no corner cutting past a wall corner",
		rows: []string{
			".....",
			".Ax..",
			".*$..",
			".....",
		},
	},
	{
		name:  "2x2 does not clip a corner its pivot never touches",
		agent: Footprint{2, 2},
		rows: []string{
			"......",
			".A.x..",
			".*$...",
			"......",
			"......",
		},
	},
	{
		name:  "3x3 turns an L corner without cutting it",
		agent: Footprint{3, 3},
		rows: []string{
			"xxxxxxxx",
			"x...xxxx",
			"x.A.xxxx",
			"x.*.xxxx",
			"x.*....x",
			"x.***$.x",
			"x......x",
			"xxxxxxxx",
		},
	},
	{
		name:  "3x3 aware routes around a gap narrower than the agent",
		agent: Footprint{3, 3},
		rows:  gapRows,
	},
	{
		name:    "3x3 point search goes through the gap and gets stuck",
		agent:   Footprint{3, 3},
		mode:    PointMode,
		fail:    Stuck,
		stuckAt: 0,
		rows: []string{
			"xxxxxxxxxxxxxxx",
			"x.............x",
			"x.....A.......x",
			"x.....*.......x",
			"xxxxxx*xxxx...x",
			"x.....*.......x",
			"x.....$.......x",
			"x.............x",
			"xxxxxxxxxxxxxxx",
		},
	},
	{
		name:  "3x3 aware, gap and no connector: unreachable",
		agent: Footprint{3, 3},
		fail:  Unreachable,
		rows: []string{
			"xxxxxxxxxxxxxxx",
			"x.............x",
			"x.....A.......x",
			"x.............x",
			"xxxxxx.xxxxxxxx",
			"x.............x",
			"x.....$.......x",
			"x.............x",
			"xxxxxxxxxxxxxxx",
		},
	},
	{
		name: "1x1 fits the gap",
		rows: []string{
			"xxxxxxxxxxxxxxx",
			"x.............x",
			"x.....A.......x",
			"x.....*.......x",
			"xxxxxx*xxxxxxxx",
			"x.....*.......x",
			"x.....$.......x",
			"x.............x",
			"xxxxxxxxxxxxxxx",
		},
	},
	{
		name:  "2x2 pivot is the up-left cell: it walks the corridor's left column",
		agent: Footprint{2, 2},
		rows: []string{
			"xxxxxx",
			"xA.xxx",
			"x*.xxx",
			"x$.xxx",
			"x..xxx",
			"xxxxxx",
		},
	},
	{
		name:  "2x2 start blocked: pivot on the corridor's right column",
		agent: Footprint{2, 2},
		fail:  StartBlocked,
		rows: []string{
			"xxxxxx",
			"x.Axxx",
			"x..xxx",
			"x$.xxx",
			"x..xxx",
			"xxxxxx",
		},
	},
	{
		name:  "2x2 goal blocked: pivot on the corridor's bottom row",
		agent: Footprint{2, 2},
		fail:  GoalBlocked,
		rows: []string{
			"xxxxxx",
			"xA.xxx",
			"x..xxx",
			"x..xxx",
			"x$.xxx",
			"xxxxxx",
		},
	},
	{
		name:  "4x2 pivot is the second column and top row",
		agent: Footprint{4, 2},
		rows: []string{
			"xxxxxxxxxx",
			"x.A***$..x",
			"x........x",
			"xxxxxxxxxx",
		},
	},
	{
		name:  "4x2 start blocked: one column left of the pivot",
		agent: Footprint{4, 2},
		fail:  StartBlocked,
		rows: []string{
			"xxxxxxxxxx",
			"xA....$..x",
			"x........x",
			"xxxxxxxxxx",
		},
	},
	{
		name:  "4x2 goal blocked: two columns right of the pivot",
		agent: Footprint{4, 2},
		fail:  GoalBlocked,
		rows: []string{
			"xxxxxxxxxx",
			"x.A.....$x",
			"x........x",
			"xxxxxxxxxx",
		},
	},
	{
		name: "1x1 goal walled in: unreachable",
		fail: Unreachable,
		rows: []string{
			"........",
			".A...xxx",
			".....x$x",
			".....xxx",
		},
	},
	{
		name: "1x1 point mode start on the map edge",
		mode: PointMode,
		rows: []string{
			"A****",
			"xxxx*",
			"....$",
		},
	},
}

func TestSearchTable(t *testing.T) {
	var p Planner // one planner for every case and round
	var tr Trace
	for round := range 3 {
		for _, c := range searchCases {
			m := parseASCII(t, c.rows)
			var trp *Trace
			if round == 1 {
				trp = &tr // tracing must not change the result
			}
			plan := p.Plan(m.grid, Query{Start: m.start, Goal: m.goal, Agent: c.agent, Options: Options{Search: c.mode}}, trp)
			report := func(format string, args ...any) {
				t.Helper()
				args = append(args, m.draw(plan.Raw, '*'), m.want())
				t.Errorf("round %d, %s: "+format+"\nhave:\n%swant:\n%s", append([]any{round, c.name}, args...)...)
			}
			if plan.Failure != c.fail {
				report("failure %v (%q), want %v", plan.Failure, plan.Err, c.fail)
				continue
			}
			if trp != nil && len(tr.Search.Expanded) != plan.Expanded {
				report("trace has %d expansions, plan says %d", len(tr.Search.Expanded), plan.Expanded)
			}
			switch c.fail {
			case NoFailure, Stuck:
				want := map[Point]bool{m.start: true, m.goal: true}
				for q := range m.marked {
					want[q] = true
				}
				have := map[Point]bool{}
				for _, q := range plan.Raw {
					have[q] = true
				}
				if len(plan.Raw) != len(want) || !mapsEqual(have, want) {
					report("raw path %v", plan.Raw)
					continue
				}
				if msg := checkPath(m.grid, c.agent, c.mode, plan.Raw, m.start, m.goal, plan.RawCost); msg != "" {
					report("%s", msg)
				}
				if plan.Err != nil && c.fail == NoFailure {
					report("found, but Err = %q", plan.Err)
				}
			default:
				if len(plan.Raw) != 0 || plan.Found {
					report("failed with %v but returned raw path %v (found %v)", plan.Failure, plan.Raw, plan.Found)
				}
				if !strings.HasPrefix(fmt.Sprint(plan.Err), c.fail.String()) || !errors.Is(plan.Err, c.fail.Err()) {
					report("Err %q does not start with %q or is not %v", plan.Err, c.fail.String(), c.fail.Err())
				}
			}
			if c.fail == Stuck {
				if plan.Found || plan.StuckAt != c.stuckAt {
					report("found %v, stuck at %d, want stuck at %d", plan.Found, plan.StuckAt, c.stuckAt)
					continue
				}
				i := plan.StuckAt
				if v, _ := Visible(m.grid, c.agent, plan.Raw[i], plan.Raw[i+1], Exact); v {
					report("stuck at %d, but node %d sees node %d", i, i, i+1)
				}
				if len(plan.StuckHits) == 0 || !strings.Contains(fmt.Sprint(plan.Err), "stuck at node") || !errors.Is(plan.Err, ErrStuck) {
					report("stuck without hits (%v) or a sentence (%q)", plan.StuckHits, plan.Err)
				}
				for _, h := range plan.StuckHits {
					if !m.grid.Blocked(h.X, h.Y) {
						report("stuck hit %v is free", h)
					}
				}
			}
			if c.fail == NoFailure && (!plan.Found || plan.StuckAt != -1) {
				report("found %v, stuck at %d", plan.Found, plan.StuckAt)
			}
		}
	}
}

// TestSearchTableIsUnambiguous checks the table itself with the reference
// Dijkstra: every drawn path is a shortest path and the only one, so the
// table does not depend on tie-breaking.
func TestSearchTableIsUnambiguous(t *testing.T) {
	for _, c := range searchCases {
		if c.fail != NoFailure && c.fail != Stuck {
			continue
		}
		m := parseASCII(t, c.rows)
		f := c.agent
		if c.mode == PointMode {
			f = Footprint{1, 1}
		}
		if !refValid(m.grid, f, m.start) {
			t.Errorf("%s: start is not a valid placement", c.name)
			continue
		}
		dist, seen, count := refDijkstra(m.grid, f, m.start).at(m.goal)
		if !seen || count != 1 {
			t.Errorf("%s: reached %v, %d shortest paths; want exactly one", c.name, seen, count)
			continue
		}
		if drawn := 1 + len(m.marked); dist.s+dist.d != drawn {
			t.Errorf("%s: the shortest path has %d steps, the drawing %d", c.name, dist.s+dist.d, drawn)
		}
	}
}

// TestPlanEdgeCases covers what a drawing cannot: start equal to goal, and
// start or goal off the map.
func TestPlanEdgeCases(t *testing.T) {
	g := ParseGrid(
		"....",
		".x..",
		"....",
	)
	var p Planner
	for range 2 {
		plan := p.Plan(g, Query{Start: Pt(2, 1), Goal: Pt(2, 1), Agent: Footprint{2, 2}}, nil)
		if !plan.Found || !slices.Equal(plan.Raw, []Point{{2, 1}}) || !slices.Equal(plan.Waypoints, []Point{{2, 1}}) || plan.RawCost != 0 {
			t.Errorf("start = goal: found %v raw %v waypoints %v cost %v (%s)", plan.Found, plan.Raw, plan.Waypoints, plan.RawCost, plan.Err)
		}
		if plan.Metrics.RawLength != 0 || plan.Metrics.RawTurns != 0 || plan.Metrics.RawNodes != 1 || plan.Metrics.Waypoints != 1 {
			t.Errorf("start = goal: metrics %+v", plan.Metrics)
		}
		for _, q := range []Query{{Start: Pt(-1, 0), Goal: Pt(3, 2)}, {Start: Pt(0, 0), Goal: Pt(4, 0)}, {Start: Pt(0, 0), Goal: Pt(0, 3)}} {
			plan := p.Plan(g, q, nil)
			want := StartBlocked
			if g.In(q.Start) {
				want = GoalBlocked
			}
			if plan.Found || plan.Failure != want || !strings.Contains(fmt.Sprint(plan.Err), "off") {
				t.Errorf("%v→%v: found %v, failure %v, err %q; want %v with \"off\"", q.Start, q.Goal, plan.Found, plan.Failure, plan.Err, want)
			}
		}
		// A 1×1 start on a wall is blocked in both modes.
		for _, mode := range []SearchMode{Aware, PointMode} {
			plan := p.Plan(g, Query{Start: Pt(1, 1), Goal: Pt(3, 2), Options: Options{Search: mode}}, nil)
			if plan.Failure != StartBlocked || !strings.Contains(fmt.Sprint(plan.Err), "(1,1)") {
				t.Errorf("%v start on a wall: %v %q", mode, plan.Failure, plan.Err)
			}
			plan = p.Plan(g, Query{Start: Pt(3, 2), Goal: Pt(1, 1), Options: Options{Search: mode}}, nil)
			if plan.Failure != GoalBlocked || !strings.Contains(fmt.Sprint(plan.Err), "(1,1)") {
				t.Errorf("%v goal on a wall: %v %q", mode, plan.Failure, plan.Err)
			}
		}
	}
}

func mapsEqual(a, b map[Point]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}
