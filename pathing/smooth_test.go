package pathing

import (
	"slices"
	"strings"
	"testing"
)

// The U-shaped test vector of the paper's second flaw: binary stops short of the
// farthest visible node.
func TestFarthestSpecVector(t *testing.T) {
	g := ParseGrid(
		"..#.#......#",
		"..#.......#.",
		"......#.....",
		"#...##......",
		"..#.#.#.....",
	)
	nodes := []Point{{1, 3}, {2, 3}, {3, 2}, {4, 2}, {5, 1}, {6, 0}}
	f := Footprint{1, 1}
	var probes []Probe
	got := Farthest(FarthestQuery{Grid: g, Agent: f, Nodes: nodes, From: 0, Sampling: Exact, Strategy: Binary}, &probes).T
	if got != 2 {
		t.Errorf("binary from P0 = %d, want 2", got)
	}
	var seq []int
	var vis []bool
	for _, p := range probes {
		seq, vis = append(seq, int(p.T)), append(vis, p.Visible)
	}
	// The procedure asks about P2 again after P3 fails; that verdict is known.
	if !slices.Equal(seq, []int{5, 2, 3, 2}) || !slices.Equal(vis, []bool{false, true, false, true}) || !probes[3].Known {
		t.Errorf("binary probes %v %v, want [5 2 3 2] [false true false true], last known", seq, vis)
	}
	if got := Farthest(FarthestQuery{Grid: g, Agent: f, Nodes: nodes, From: 0, Sampling: Exact, Strategy: Linear}, nil).T; got != 4 {
		t.Errorf("linear from P0 = %d, want 4", got)
	}
	if v, _ := Visible(g, f, nodes[0], nodes[3], Exact); v {
		t.Errorf("P0 sees P3; the square clips (4,3)")
	}
	var sm Smoother
	wantB := []int{0, 2, 4, 5}
	if r := sm.Smooth(g, f, nodes, Exact, Binary, nil); !slices.Equal(r.Idx, wantB) {
		t.Errorf("binary waypoints %v, want %v", r.Idx, wantB)
	}
	wantL := []int{0, 4, 5}
	if r := sm.Smooth(g, f, nodes, Exact, Linear, nil); !slices.Equal(r.Idx, wantL) {
		t.Errorf("linear waypoints %v, want %v", r.Idx, wantL)
	}
}

// nodeLabels name the nodes of a drawn node set in order; none of them is
// a wall letter of ParseGrid.
const nodeLabels = "0123456789abcdefghijklmnopqrstuvw"

// parseNodes reads a node set drawn with nodeLabels on a map ('x' or '#'
// walls) and returns the grid and the nodes in label order.
func parseNodes(t testing.TB, rows []string) (*Grid, []Point) {
	t.Helper()
	var nodes []Point
	byLabel := map[int]Point{}
	for y, r := range rows {
		for x := 0; x < len(r); x++ {
			if i := strings.IndexByte(nodeLabels, r[x]); i >= 0 {
				if _, dup := byLabel[i]; dup {
					t.Fatalf("label %c drawn twice", r[x])
				}
				byLabel[i] = Pt(x, y)
			}
		}
	}
	for i := range len(byLabel) {
		p, ok := byLabel[i]
		if !ok {
			t.Fatalf("node labels skip %c", nodeLabels[i])
		}
		nodes = append(nodes, p)
	}
	return ParseGrid(rows...), nodes
}

func labels(idx []int) string {
	var b strings.Builder
	for _, i := range idx {
		b.WriteByte(nodeLabels[i])
	}
	return b.String()
}

// smoothCase is an ASCII-map case for smoothing: a drawn node set and the
// labels of the waypoints each strategy keeps. stuck is the label of the
// node where smoothing gets stuck, or "".
type smoothCase struct {
	name           string
	agent          Footprint
	sampling       Sampling
	rows           []string
	binary, linear string
	stuck          string
}

var smoothCases = []smoothCase{
	{
		name: "the second flaw's U-turn: binary stops at a visible node before a hidden one",
		rows: []string{
			"..#.#.5....#",
			"..#..4....#.",
			"...23.#.....",
			"#01.##......",
			"..#.#.#.....",
		},
		binary: "0245",
		linear: "045",
	},
	{
		name: "U-shaped path: linear sees across the top, binary stops at the bend",
		rows: []string{
			"0....d..",
			"1.xx.ce.",
			"2.xx.b..",
			"3.xx.a..",
			"456789..",
		},
		binary: "059e",
		linear: "0de",
	},
	{
		name: "1x1 exact: a long diagonal that clips (1,0) is not visible",
		rows: []string{
			"0x..",
			"1...",
			"2...",
			".3..",
		},
		binary: "023",
		linear: "023",
	},
	{
		name:     "1x1 paper: column-centre sampling misses (1,0) and passes",
		sampling: Paper,
		rows: []string{
			"0x..",
			"1...",
			"2...",
			".3..",
		},
		binary: "03",
		linear: "03",
	},
	{
		name:  "2x2 diagonal would clip the corner (3,1)",
		agent: Footprint{2, 2},
		rows: []string{
			"......",
			".0.x..",
			".12...",
			"......",
			"......",
		},
		binary: "012",
		linear: "012",
	},
	{
		name:  "2x2 flush along a wall is visible",
		agent: Footprint{2, 2},
		rows: []string{
			"xxxxxxx",
			".0123..",
			".......",
			"xxxxxxx",
		},
		binary: "03",
		linear: "03",
	},
	{
		name:  "3x3 node set through a one-cell gap: stuck at the node before it",
		agent: Footprint{3, 3},
		rows: []string{
			"xxxxxxxxx",
			"x.......x",
			"x...0...x",
			"x...1...x",
			"xxxx2xxxx",
			"x...3...x",
			"x.......x",
			"xxxxxxxxx",
		},
		binary: "0",
		linear: "0",
		stuck:  "0",
	},
	{
		name:  "3x3 stuck later: the first moves are free",
		agent: Footprint{3, 3},
		rows: []string{
			"xxxxxxxxxxx",
			"x.........x",
			"x.0123....x",
			"x.....4...x",
			"xxxxxx5xxxx",
			"x.....6...x",
			"x.........x",
			"xxxxxxxxxxx",
		},
		binary: "03",
		linear: "03",
		stuck:  "3",
	},
}

func TestSmoothTable(t *testing.T) {
	var sm Smoother // one smoother for every case and round
	var tr SmoothTrace
	for round := range 3 {
		for _, c := range smoothCases {
			g, nodes := parseNodes(t, c.rows)
			for _, st := range []Strategy{Binary, Linear} {
				want := c.binary
				if st == Linear {
					want = c.linear
				}
				var trp *SmoothTrace
				if round == 1 {
					trp = &tr
				}
				res := sm.Smooth(g, c.agent, nodes, c.sampling, st, trp)
				stuck := ""
				if res.StuckAt >= 0 {
					stuck = string(nodeLabels[res.StuckAt])
				}
				if have := labels(res.Idx); have != want || stuck != c.stuck {
					t.Errorf("round %d, %s, %v %v: waypoints %q stuck %q, want %q stuck %q\n%s",
						round, c.name, c.sampling, st, have, stuck, want, c.stuck, strings.Join(c.rows, "\n"))
					continue
				}
				if trp == nil {
					continue
				}
				tests, chosen := 0, []int{0}
				for _, step := range tr.Steps {
					for _, p := range step.Probes {
						if !p.Known {
							tests++
						}
					}
					if step.Chosen != step.Anchor {
						chosen = append(chosen, step.Chosen)
					}
				}
				if tests != res.Tests || labels(chosen) != want {
					t.Errorf("%s, %v: trace has %d tests and chooses %q; result %d tests, %q", c.name, st, tests, labels(chosen), res.Tests, want)
				}
			}
		}
	}
}

// TestSmoothTableAgainstSpec derives each case's expected waypoints with
// docs/algorithm.md §5's procedure transcribed independently (smooth_props_test.go),
// so the table's hand-written answers are checked too.
func TestSmoothTableAgainstSpec(t *testing.T) {
	for _, c := range smoothCases {
		g, nodes := parseNodes(t, c.rows)
		oracle := visOracle(g, c.agent, nodes, c.sampling)
		for _, st := range []Strategy{Binary, Linear} {
			idx, stuck := specSmooth(oracle, len(nodes), st)
			want := c.binary
			if st == Linear {
				want = c.linear
			}
			s := ""
			if stuck >= 0 {
				s = string(nodeLabels[stuck])
			}
			if labels(idx) != want || s != c.stuck {
				t.Errorf("%s, %v: the procedure of docs/algorithm.md §5 gives %q stuck %q, the table says %q stuck %q", c.name, st, labels(idx), s, want, c.stuck)
			}
		}
	}
}

// Smoother.Stop, asked before each anchor, ends the smoothing where it
// turns true: the waypoints kept so far, Stopped set; a plan so stopped
// has no route and says so.
func TestSmootherStop(t *testing.T) {
	// a zigzag corridor: every corner is a waypoint
	g := ParseGrid(
		".#...#...#...",
		".#.#.#.#.#.#.",
		".#.#.#.#.#.#.",
		"...#...#...#.",
	)
	q := Query{Start: Pt(0, 0), Goal: Pt(12, 0)}
	var pl Planner
	full := pl.Plan(g, q, nil)
	if !full.Found || len(full.Waypoints) < 8 {
		t.Fatalf("the corridor's plan: found %v, %d waypoints", full.Found, len(full.Waypoints))
	}
	for _, k := range []int{0, 1, 3} {
		asked := 0
		sm := Smoother{Stop: func() bool { asked++; return asked > k }}
		res := sm.Smooth(g, Footprint{1, 1}, full.Raw, Exact, Binary, nil)
		if !res.Stopped || len(res.Idx) != k+1 || asked != k+1 || !slices.Equal(res.Idx, full.WaypointIdx[:k+1]) {
			t.Errorf("stop after %d anchors: stopped %v, kept %v (asked %d times), want %v", k, res.Stopped, res.Idx, asked, full.WaypointIdx[:k+1])
		}
	}
	pl.Smoother.Stop = func() bool { return true }
	if p := pl.Plan(g, q, nil); p.Found || p.Err != ErrStopped {
		t.Errorf("a stopped plan: found %v, error %v", p.Found, p.Err)
	}
	pl.Smoother.Stop = nil
	if p := pl.Plan(g, q, nil); !p.Found || !slices.Equal(p.Waypoints, full.Waypoints) {
		t.Errorf("without Stop again: found %v, %v", p.Found, p.Waypoints)
	}
}
