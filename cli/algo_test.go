package cli

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlanAlgo plans the same query with --algo astar and jps: the same
// cost, each JSON naming its algorithm, JPS with fewer expansions and
// cells scanned by its jumps; the text says which search ran.
func TestPlanAlgo(t *testing.T) {
	m := writeMap(t,
		"..........",
		"...@@@@...",
		"......@...",
		"......@...",
		"..........",
		"....@.....",
	)
	type planOut struct {
		Found            bool
		Algo             string
		Expanded         int
		JumpCellsScanned int     `json:"jump_cells_scanned"`
		RawCost          float64 `json:"raw_cost"`
		Raw              [][2]int
	}
	plans := map[string]planOut{}
	for _, algo := range []string{"astar", "jps"} {
		code, out, errs := run(t, "plan", "--map", m, "--from", "0,0", "--to", "9,5", "--algo", algo, "--json")
		if code != ExitOK {
			t.Fatalf("%s: exit %d: %s", algo, code, errs)
		}
		var p planOut
		if err := json.Unmarshal([]byte(out), &p); err != nil {
			t.Fatal(err)
		}
		if !p.Found || p.Algo != algo || p.Expanded < 1 || len(p.Raw) < 2 {
			t.Fatalf("%s: %+v", algo, p)
		}
		plans[algo] = p
		code, out, _ = run(t, "plan", "--map", m, "--from", "0,0", "--to", "9,5", "--algo", algo)
		if code != ExitOK || !strings.Contains(out, ", "+algo+", ") {
			t.Errorf("%s: text does not name the algorithm:\n%s", algo, out)
		}
		if algo == "jps" && !strings.Contains(out, "jump points expanded") {
			t.Errorf("jps text has no jump point figures:\n%s", out)
		}
	}
	a, j := plans["astar"], plans["jps"]
	if math.Abs(a.RawCost-j.RawCost) > 1e-9 {
		t.Errorf("cost: astar %v, jps %v", a.RawCost, j.RawCost)
	}
	if j.Expanded >= a.Expanded || j.JumpCellsScanned == 0 || a.JumpCellsScanned != 0 {
		t.Errorf("expanded astar %d, jps %d; cells scanned by jumps astar %d, jps %d", a.Expanded, j.Expanded, a.JumpCellsScanned, j.JumpCellsScanned)
	}
}

// TestAlgoLevelKey: a level's "algorithm: jps" is planned with JPS unless
// --algo says otherwise.
func TestAlgoLevelKey(t *testing.T) {
	p := filepath.Join(t.TempDir(), "l.swath")
	src := "swath 1\nsize: 6x3\nstart: 0,0\ngoal: 5,2\nalgorithm: jps\ngrid:\n......\n.##...\n......\n"
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ flag, want string }{{"", "jps"}, {"astar", "astar"}} {
		args := []string{"plan", "--map", p, "--json"}
		if c.flag != "" {
			args = append(args, "--algo", c.flag)
		}
		code, out, errs := run(t, args...)
		var got struct{ Algo string }
		if code != ExitOK || json.Unmarshal([]byte(out), &got) != nil || got.Algo != c.want {
			t.Errorf("--algo %q: exit %d, algo %q, want %q (%s)", c.flag, code, got.Algo, c.want, errs)
		}
	}
}

// TestBenchAlgo: bench --algo jps reports the algorithm, search_us, the
// clock and the cell-order comparison, no astar_us; with astar, astar_us
// equals search_us; the optimal lengths match either way.
func TestBenchAlgo(t *testing.T) {
	scen, found, matches := benchFixture(t, 9, 40)
	for _, algo := range []string{"astar", "jps"} {
		code, out, errs := benchCmd(t, "bench", "--scen", scen, "--algo", algo, "--json")
		if code != ExitOK {
			t.Fatalf("%s: exit %d: %s", algo, code, errs)
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(out), &m); err != nil {
			t.Fatal(err)
		}
		if m["algo"] != algo || !strings.Contains(m["clock"].(string), "time") {
			t.Errorf("%s: algo %v, clock %v", algo, m["algo"], m["clock"])
		}
		if int(m["found"].(float64)) != found || int(m["optimal_matches"].(float64)) != matches {
			t.Errorf("%s: found %v matches %v, want %d %d", algo, m["found"], m["optimal_matches"], found, matches)
		}
		su, ok := m["search_us"].(map[string]any)
		if !ok || su["total"].(float64) <= 0 {
			t.Errorf("%s: search_us %v", algo, m["search_us"])
		}
		_, hasA := m["astar_us"]
		co, hasCO := m["cell_order"].(map[string]any)
		switch algo {
		case "astar":
			if !hasA || m["astar_us"].(map[string]any)["total"] != su["total"] || hasCO {
				t.Errorf("astar: astar_us %v, search_us %v, cell_order %v", m["astar_us"], su, m["cell_order"])
			}
		case "jps":
			if hasA || !hasCO || co["used"] == co["other"] || co["smoothed_length_other"].(float64) <= 0 {
				t.Errorf("jps: astar_us %v, cell_order %v", m["astar_us"], m["cell_order"])
			}
			if m["jump_cells_scanned"].(map[string]any)["total"].(float64) <= 0 {
				t.Errorf("jps: jump_cells_scanned %v", m["jump_cells_scanned"])
			}
		}
	}
}

// TestAlgoBadInput: an unknown --algo is refused with one line and exit 2.
func TestAlgoBadInput(t *testing.T) {
	m := writeMap(t, "....", "....")
	for _, args := range [][]string{
		{"plan", "--map", m, "--from", "0,0", "--to", "3,1", "--algo", "dijkstra"},
		{"bench", "--scen", "x.scen", "--algo", "bfs"},
		{"export", "--map", m, "--from", "0,0", "--to", "3,1", "--algo", "bfs", "--gif", filepath.Join(t.TempDir(), "x.gif")},
	} {
		code, _, errs := run(t, args...)
		if code != ExitUsage || strings.Count(strings.TrimSpace(errs), "\n") != 0 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}
