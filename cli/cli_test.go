package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// run runs the command line in-process and returns exit code, stdout, stderr.
func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// writeMap writes a Moving AI map of the given rows into a temp dir.
func writeMap(t *testing.T, rows ...string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("type octile\n")
	b.WriteString("height " + itoa(len(rows)) + "\n")
	b.WriteString("width " + itoa(len(rows[0])) + "\n")
	b.WriteString("map\n")
	for _, r := range rows {
		b.WriteString(r + "\n")
	}
	p := filepath.Join(t.TempDir(), "t.map")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestSweepJSONVector(t *testing.T) {
	code, out, errs := run(t, "sweep", "--agent", "2x1", "--from", "0,0", "--to", "7,-8", "--sampling", "paper", "--json")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var got struct {
		Agent    map[string]int `json:"agent"`
		From, To [2]int
		Sampling string
		Rect     map[string]int
		Cells    [][2]int
		Hits     [][2]int
		Visible  *bool
		Lines    *struct {
			D, K, C0, M, N int
			FT, FB         string
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("bad JSON %q: %v", out, err)
	}
	// without a map nothing was checked: visible is null
	if !strings.Contains(out, `"visible":null`) || got.Lines == nil || !strings.HasPrefix(got.Lines.FT, "y = (") || !strings.HasPrefix(got.Lines.FB, "y = (") {
		t.Errorf("sweep JSON without a map: want visible null and the ft/fb lines:\n%s", out)
	}
	_, text, _ := run(t, "sweep", "--agent", "2x1", "--from", "0,0", "--to", "7,-8", "--sampling", "paper")
	if !strings.Contains(text, "ft: "+got.Lines.FT) || !strings.Contains(text, "fb: "+got.Lines.FB) {
		t.Errorf("the JSON's lines %q %q are not the text's:\n%s", got.Lines.FT, got.Lines.FB, text)
	}
	if len(got.Cells) != 32 || got.Sampling != "paper" || got.Visible != nil || len(got.Hits) != 0 {
		t.Errorf("paper sweep: %d cells (want 32), sampling %q, visible %v, hits %v", len(got.Cells), got.Sampling, got.Visible != nil, got.Hits)
	}
	want := map[string]int{"l": 2, "w": 1, "left": 0, "right": 1, "top": 0, "bottom": 0}
	for k, v := range want {
		if got.Agent[k] != v {
			t.Errorf("agent.%s = %d, want %d", k, got.Agent[k], v)
		}
	}
	if got.Rect["min_x"] != 0 || got.Rect["max_x"] != 8 || got.Rect["min_y"] != -8 || got.Rect["max_y"] != 0 {
		t.Errorf("rect %v, want x 0..8, y -8..0", got.Rect)
	}
	if !strings.Contains(out, `"hits":[]`) {
		t.Errorf("no map: hits should print as an empty list: %s", out)
	}
}

func TestSweepHitsOnMap(t *testing.T) {
	m := writeMap(t,
		"....",
		".@..",
		"....",
		"....",
	)
	code, out, _ := run(t, "sweep", "--agent", "1x1", "--from", "0,0", "--to", "2,3", "--map", m, "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(out, `"hits":[[1,1]]`) || !strings.Contains(out, `"visible":false`) {
		t.Errorf("want hit (1,1) and not visible: %s", out)
	}
}

func TestPlanJSON(t *testing.T) {
	m := writeMap(t,
		"........",
		"..@@@@..",
		"........",
		"........",
	)
	code, out, errs := run(t, "plan", "--map", m, "--from", "0,0", "--to", "7,3", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	var got struct {
		Found     bool
		Raw       [][2]int
		RawCost   float64 `json:"raw_cost"`
		Waypoints [][2]int
		Metrics   map[string]float64
		Error     string
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if !got.Found || got.Error != "" || got.Raw[0] != [2]int{0, 0} || got.Raw[len(got.Raw)-1] != [2]int{7, 3} {
		t.Errorf("plan: %+v", got)
	}
	if got.Waypoints[0] != got.Raw[0] || got.Waypoints[len(got.Waypoints)-1] != got.Raw[len(got.Raw)-1] {
		t.Errorf("waypoints must keep both ends: %v", got.Waypoints)
	}
	for _, k := range []string{"raw_nodes", "waypoints", "raw_turns", "smoothed_turns", "raw_length", "smoothed_length", "visibility_tests", "cells_scanned"} {
		if _, ok := got.Metrics[k]; !ok {
			t.Errorf("metrics lack %q", k)
		}
	}
	if int(got.Metrics["raw_nodes"]) != len(got.Raw) || int(got.Metrics["waypoints"]) != len(got.Waypoints) {
		t.Errorf("metrics disagree with lists: %v", got.Metrics)
	}
}

func TestPlanNoPath(t *testing.T) {
	m := writeMap(t,
		"...@....",
		"...@....",
		"...@....",
		"...@....",
	)
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"unreachable", []string{"--from", "0,0", "--to", "7,3"}, "unreachable"},
		{"start blocked", []string{"--from", "3,0", "--to", "7,3"}, "start blocked"},
		{"goal blocked", []string{"--from", "0,0", "--to", "3,3"}, "goal blocked"},
		{"agent too wide at start", []string{"--from", "0,0", "--to", "6,2", "--agent", "3x3"}, "start blocked"},
	}
	for _, c := range cases {
		code, out, _ := run(t, append([]string{"plan", "--map", m, "--json"}, c.args...)...)
		if code != 1 {
			t.Errorf("%s: exit %d, want 1", c.name, code)
		}
		if !strings.Contains(out, `"found":false`) || !strings.Contains(out, c.want) {
			t.Errorf("%s: want found:false and %q in %s", c.name, c.want, out)
		}
	}
}

// A gap one cell wide: point search passes it, the 3x3 agent cannot follow.
func TestPlanPointModeStuck(t *testing.T) {
	m := writeMap(t,
		"...........",
		"...........",
		"...........",
		"@@@@@.@@@@@",
		"...........",
		"...........",
		"...........",
	)
	code, out, _ := run(t, "plan", "--map", m, "--from", "5,1", "--to", "5,5", "--agent", "3x3", "--search", "point", "--json")
	if code != 1 || !strings.Contains(out, "stuck at node") {
		t.Errorf("point mode through a narrow gap: exit %d, %s", code, out)
	}
	code, out, _ = run(t, "plan", "--map", m, "--from", "5,1", "--to", "5,5", "--agent", "3x3", "--json")
	if code != 1 || !strings.Contains(out, "unreachable") {
		t.Errorf("aware mode: exit %d, %s", code, out)
	}
}

func TestBadInput(t *testing.T) {
	m := writeMap(t, "....", "....", "....", "....")
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.map")
	os.WriteFile(broken, []byte("type octile\nheight 2\nwidth 2\nmap\n..\n.Z\n"), 0o644)
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"no command", []string{"frobnicate"}, "unknown command"},
		{"sweep missing agent", []string{"sweep", "--from", "0,0", "--to", "1,1"}, "missing --agent"},
		{"sweep missing to", []string{"sweep", "--agent", "1x1", "--from", "0,0"}, "missing --to"},
		{"bad agent", []string{"sweep", "--agent", "3by2", "--from", "0,0", "--to", "1,1"}, "LxW"},
		{"agent zero", []string{"sweep", "--agent", "0x2", "--from", "0,0", "--to", "1,1"}, "1..16"},
		{"agent huge", []string{"sweep", "--agent", "17x2", "--from", "0,0", "--to", "1,1"}, "1..16"},
		{"bad point", []string{"sweep", "--agent", "1x1", "--from", "0;0", "--to", "1,1"}, "X,Y"},
		{"bad sampling", []string{"sweep", "--agent", "1x1", "--from", "0,0", "--to", "1,1", "--sampling", "fuzzy"}, "exact, paper"},
		{"unknown flag", []string{"plan", "--map", m, "--colour", "red"}, "colour"},
		{"stray argument", []string{"plan", "--map", m, "extra"}, "unexpected argument"},
		{"plan missing map", []string{"plan", "--from", "0,0", "--to", "1,1"}, "missing --map"},
		{"plan missing file", []string{"plan", "--map", filepath.Join(dir, "nope.map"), "--from", "0,0", "--to", "1,1"}, "nope.map"},
		{"plan malformed file", []string{"plan", "--map", broken, "--from", "0,0", "--to", "1,1"}, "broken.map:6"},
		{"plan from off map", []string{"plan", "--map", m, "--from", "4,0", "--to", "1,1"}, "--from 4,0 is off the 4x4 map"},
		{"plan to off map", []string{"plan", "--map", m, "--from", "0,0", "--to", "1,-1"}, "--to 1,-1 is off"},
		{"plan no ends", []string{"plan", "--map", m}, "--from"},
		{"agent bigger than map", []string{"plan", "--map", m, "--from", "0,0", "--to", "1,1", "--agent", "5x1"}, "bigger than"},
		{"sweep off map", []string{"sweep", "--map", m, "--agent", "1x1", "--from", "0,0", "--to", "9,9"}, "off the 4x4 map"},
		{"bad search", []string{"plan", "--map", m, "--from", "0,0", "--to", "1,1", "--search", "psychic"}, "aware, point"},
		{"bad farthest", []string{"plan", "--map", m, "--from", "0,0", "--to", "1,1", "--farthest", "far"}, "binary, linear"},
	}
	for _, c := range cases {
		code, out, errs := run(t, c.args...)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2 (stdout %q)", c.name, code, out)
		}
		if !strings.Contains(errs, c.want) {
			t.Errorf("%s: stderr %q lacks %q", c.name, errs, c.want)
		}
		if strings.Count(strings.TrimRight(errs, "\n"), "\n") != 0 || strings.Contains(errs, "goroutine") {
			t.Errorf("%s: want one line on stderr, got %q", c.name, errs)
		}
	}
}

func TestHumanOutput(t *testing.T) {
	m := writeMap(t, "....", "....", "....", "....")
	code, out, _ := run(t, "plan", "--map", m, "--from", "0,0", "--to", "3,2")
	if code != 0 || !strings.Contains(out, "waypoints:") || !strings.Contains(out, "turns") {
		t.Errorf("human plan output: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "sweep", "--agent", "1x1", "--from", "0,0", "--to", "1,3")
	if code != 0 || !strings.Contains(out, "scan set: 8 cells") {
		t.Errorf("human sweep output: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "help")
	if code != 0 || !strings.Contains(out, "plan") || !strings.Contains(out, "sweep") {
		t.Errorf("help: %d %s", code, out)
	}
}

// A .swath level carries its own ends, agent and options; flags override them.
func TestPlanSwathLevelDefaults(t *testing.T) {
	g := pathing.ParseGrid(
		"..........",
		"..........",
		"....##....",
		"..........",
		"..........",
	)
	p := filepath.Join(t.TempDir(), "l.swath")
	lv := &levels.Level{Title: "t", Grid: g, Agent: pathing.Footprint{L: 2, W: 2}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(8, 3), Options: pathing.Options{Strategy: pathing.Linear}}
	if err := levels.Save(p, lv); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "plan", "--map", p)
	if code != 0 || !strings.Contains(out, "2x2 agent") || !strings.Contains(out, "linear farthest") || !strings.Contains(out, "from (0,0) to (8,3)") {
		t.Errorf("plan of a .swath level: exit %d\n%s%s", code, out, errs)
	}
	code, out, _ = run(t, "plan", "--map", p, "--agent", "1x1", "--to", "9,4")
	if code != 0 || !strings.Contains(out, "1x1 agent") || !strings.Contains(out, "to (9,4)") {
		t.Errorf("flags must override the level: exit %d\n%s", code, out)
	}
}
