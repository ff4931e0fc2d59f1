package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeLevel writes a .swath level of the rows with one npc line each
// (e.g. "agent=2x2 start=1,1 goal=5,1 name=cart") into a temp dir.
func writeLevel(t *testing.T, npcs []string, rows ...string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("swath 2\nsize: " + itoa(len(rows[0])) + "x" + itoa(len(rows)) + "\n")
	for _, n := range npcs {
		b.WriteString("npc: " + n + "\n")
	}
	b.WriteString("grid:\n")
	for _, r := range rows {
		b.WriteString(r + "\n")
	}
	p := filepath.Join(t.TempDir(), "crowd.swath")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// crowdOut is crowd's JSON as a script reads it.
type crowdOut struct {
	Map    string
	Size   [2]int
	Agents []struct {
		Name, Agent string
		Start, Goal [2]int
		Path        [][2]int
		Arrived     bool
		Why         string
		Waits       int
		Cost        float64
	}
	Ticks      int
	Arrived    int
	SumOfCosts float64 `json:"sum_of_costs"`
	PlanMS     float64 `json:"plan_ms"`
	Conflicts  *int
	Method     string
}

func parseCrowd(t *testing.T, out string) crowdOut {
	t.Helper()
	var c crowdOut
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatalf("bad JSON %q: %v", out, err)
	}
	for _, key := range []string{`"map":`, `"agents":`, `"name":`, `"agent":`, `"start":`, `"goal":`, `"path":`, `"arrived":`, `"waits":`, `"ticks":`, `"sum_of_costs":`, `"plan_ms":`, `"conflicts":0`} {
		if !strings.Contains(out, key) {
			t.Errorf("the JSON has no %s:\n%s", key, out)
		}
	}
	return c
}

// doorRows is two rooms joined by a door two cells wide.
var doorRows = []string{
	"##############",
	"#.....#......#",
	"#............#",
	"#............#",
	"#.....#......#",
	"##############",
}

func TestCrowdLevelJSON(t *testing.T) {
	lvl := writeLevel(t, []string{
		"agent=2x2 start=2,2 goal=10,2 name=cart",
		"agent=1x1 start=9,1 goal=1,4 name=imp",
		"agent=1x1 start=11,4 goal=4,1 name=elf",
	}, doorRows...)
	code, out, errs := run(t, "crowd", "--map", lvl, "--json")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	c := parseCrowd(t, out)
	if c.Map != lvl || c.Size != [2]int{14, 6} || len(c.Agents) != 3 || c.Arrived != 3 || *c.Conflicts != 0 || c.SumOfCosts <= 0 {
		t.Fatalf("got %+v", c)
	}
	longest := 0
	for _, a := range c.Agents {
		if len(a.Path) == 0 || a.Path[0] != a.Start || a.Path[len(a.Path)-1] != a.Goal || !a.Arrived || a.Why != "" {
			t.Errorf("%s: path %v from %v to %v, arrived %v %q", a.Name, a.Path, a.Start, a.Goal, a.Arrived, a.Why)
		}
		longest = max(longest, len(a.Path)-1)
	}
	if c.Agents[0].Name != "cart" || c.Agents[0].Agent != "2x2" || c.Ticks != longest {
		t.Errorf("first agent %q %q, ticks %d (longest path %d)", c.Agents[0].Name, c.Agents[0].Agent, c.Ticks, longest)
	}

	code, text, _ := run(t, "crowd", "--map", lvl)
	for _, want := range []string{"14x6 map, 3 NPCs", "3 of 3 arrived; makespan", `NPC 1 "cart" 2x2 (2,2) -> (10,2): arrived at tick`, "waits"} {
		if code != 0 || !strings.Contains(text, want) {
			t.Errorf("exit %d, the text has no %q:\n%s", code, want, text)
		}
	}
}

func TestCrowdSomeCannotArrive(t *testing.T) {
	lvl := writeLevel(t, []string{
		"agent=3x3 start=2,2 goal=10,2 name=ogre", // the door is 2 wide
		"agent=1x1 start=9,1 goal=1,4 name=imp",
	}, doorRows...)
	code, out, errs := run(t, "crowd", "--map", lvl, "--json")
	if code != 1 {
		t.Fatalf("exit %d, want 1; stderr %q", code, errs)
	}
	c := parseCrowd(t, out)
	if c.Arrived != 1 || c.Agents[0].Arrived || c.Agents[0].Why != "goal unreachable for a 3x3" || !c.Agents[1].Arrived || len(c.Agents[0].Path) == 0 {
		t.Errorf("got %+v", c)
	}
	_, text, _ := run(t, "crowd", "--map", lvl)
	if !strings.Contains(text, `NPC 1 "ogre" 3x3 (2,2) -> (10,2): did not arrive (goal unreachable for a 3x3)`) {
		t.Errorf("text:\n%s", text)
	}
	code, out, _ = run(t, "crowd", "--map", lvl, "--json", "--max-ticks", "3")
	c = parseCrowd(t, out)
	if code != 1 || c.Agents[1].Arrived || c.Agents[1].Why != "no plan within 3 ticks" || c.Ticks > 3 {
		t.Errorf("--max-ticks 3: exit %d, %+v", code, c.Agents[1])
	}
}

func TestCrowdScen(t *testing.T) {
	m, s := "../testdata/mapf/random-32-32-10.map", "../testdata/mapf/random-32-32-10-random-1.scen"
	code, out, errs := run(t, "crowd", "--map", m, "--scen", s, "--agents", "40", "--json")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	c := parseCrowd(t, out)
	if len(c.Agents) != 40 || c.Arrived != 40 || c.Agents[0].Start != [2]int{11, 6} || c.Agents[0].Goal != [2]int{7, 18} || c.Agents[0].Name != "npc 1" {
		t.Errorf("got %d agents, %d arrived, first %+v", len(c.Agents), c.Arrived, c.Agents[0])
	}
	code, out, errs = run(t, "crowd", "--map", m, "--scen", s, "--agents", "3", "--sizes", "1x1,2x1", "--json")
	c = parseCrowd(t, out)
	if code != 0 || c.Agents[0].Agent != "1x1" || c.Agents[1].Agent != "2x1" || c.Agents[2].Agent != "1x1" {
		t.Errorf("--sizes 1x1,2x1: exit %d (%s), agents %+v", code, errs, c.Agents)
	}
}

func TestCrowdBadInput(t *testing.T) {
	m, s := "../testdata/mapf/random-32-32-10.map", "../testdata/mapf/random-32-32-10-random-1.scen"
	small := writeMap(t, "....", "....", "....", "....")
	lvl := writeLevel(t, []string{
		"agent=2x2 start=2,2 goal=10,2 name=cart",
		"agent=1x1 start=3,3 goal=1,4 name=imp",
	}, doorRows...)
	goals := writeLevel(t, []string{
		"agent=2x2 start=2,2 goal=10,2 name=cart",
		"agent=1x1 start=4,1 goal=11,3 name=imp",
	}, doorRows...)
	badScen := filepath.Join(t.TempDir(), "bad.scen")
	os.WriteFile(badScen, []byte("version 1\n0\tx.map\t32\t32\t1\t1\t2\t2\n"), 0o644)
	other := filepath.Join(t.TempDir(), "other.scen")
	os.WriteFile(other, []byte("version 1\n0\tx.map\t8\t8\t1\t1\t2\t2\t1.41421356\n"), 0o644)
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"no map", nil, "missing --map FILE"},
		{"a map with no NPCs", []string{"--map", m}, "has no NPCs: give --scen"},
		{"--agents without --scen", []string{"--map", m, "--agents", "3"}, "--agents and --sizes need --scen"},
		{"--agents 0", []string{"--map", m, "--scen", s, "--agents", "0"}, "--agents 0: want 1..1000"},
		{"more agents than queries", []string{"--map", m, "--scen", s, "--agents", "500"}, "--agents 500: " + s + " has 461 queries"},
		{"a bad size", []string{"--map", m, "--scen", s, "--agents", "2", "--sizes", "1x1,2y2"}, `--sizes, size 2: agent "2y2"`},
		{"a size of 0", []string{"--map", m, "--scen", s, "--agents", "2", "--sizes", "0x1"}, `--sizes, size 1: agent "0x1": each side must be 1..16`},
		{"bigger than the map", []string{"--map", small, "--scen", other, "--sizes", "5x5"}, "the query is for a 8x8 map"},
		{"an NPC bigger than the map", []string{"--map", small, "--scen", writeScen(t, 4, 4), "--sizes", "5x1"}, `NPC "npc 1": a 5x1 agent is bigger than the map 4x4`},
		{"overlapping starts", []string{"--map", lvl}, `NPCs "cart" and "imp": their starts overlap at (3,3)`},
		{"overlapping goals", []string{"--map", goals}, `NPCs "cart" and "imp": their goals overlap at (11,3)`},
		{"overlapping starts from sizes", []string{"--map", m, "--scen", s, "--agents", "461", "--sizes", "3x3"}, "their starts overlap"},
		{"a broken scenario", []string{"--map", m, "--scen", badScen}, "bad.scen:2:"},
		{"--max-ticks 0", []string{"--map", lvl, "--max-ticks", "0"}, "--max-ticks 0: want 1..100000"},
		{"a bad method", []string{"--map", lvl, "--method", "cbs"}, `"cbs": want one of auto, lacam, whca, pibt`},
		{"no such file", []string{"--map", "/nonexistent/x.map"}, "/nonexistent/x.map"},
	} {
		code, out, errs := run(t, append([]string{"crowd"}, c.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2 and one line with %q", c.name, code, out, errs, c.want)
		}
	}
}

// writeScen writes a .scen of one query from (1,1) to (2,2) on a w×h map.
func writeScen(t *testing.T, w, h int) string {
	p := filepath.Join(t.TempDir(), "one.scen")
	os.WriteFile(p, []byte("version 1\n0\tx.map\t"+itoa(w)+"\t"+itoa(h)+"\t1\t1\t2\t2\t1.41421356\n"), 0o644)
	return p
}
