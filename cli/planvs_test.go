package cli

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// timesRe matches the figures that differ from run to run: the planner's
// times and the optimum's.
var timesRe = regexp.MustCompile(`"(search_us|smooth_us|us)":[-+0-9.eE]+`)

func maskTimes(s string) string { return timesRe.ReplaceAllString(s, `"$1":0`) }

// vsFlags are the flags of a separate plan run with the settings of a --vs
// spec.
func vsFlags(t *testing.T, spec string) []string {
	t.Helper()
	var out []string
	if spec == "" {
		return nil
	}
	for part := range strings.SplitSeq(spec, ",") {
		k, v, _ := strings.Cut(part, "=")
		switch {
		case k == "optimal" && v == "on":
			out = append(out, "--optimal")
		case k == "optimal":
		default:
			out = append(out, "--"+k, v)
		}
	}
	return out
}

// Each run of plan --vs --json is, byte for byte but for the times, what a
// separate plan with those settings prints; the first run is the level's
// own settings.
func TestPlanVsRunsAreSeparatePlans(t *testing.T) {
	m := writeMap(t,
		"..........",
		"....@@....",
		"....@@....",
		"..........",
		"...@......",
		"..........",
	)
	cases := []struct {
		name string
		base []string
		vs   []string
	}{
		{"u-turn", []string{"--level", "u-turn"}, []string{"farthest=linear"}},
		{"corner", []string{"--level", "corner"}, []string{"sampling=exact", "optimal=on,farthest=linear", "agent=2x2,algo=jps"}},
		{"map with flags", []string{"--map", m, "--from", "0,0", "--to", "9,5", "--farthest", "linear"}, []string{"search=point,agent=2x1", "optimal=on"}},
		{"optimal base", []string{"--level", "u-turn", "--optimal"}, []string{"agent=3x3", "optimal=off"}},
		{"no route in a run", []string{"--level", "u-turn"}, []string{"agent=12x12"}},
	}
	for _, c := range cases {
		args := append([]string{"plan", "--json"}, c.base...)
		for _, v := range c.vs {
			args = append(args, "--vs", v)
		}
		code, out, errs := run(t, args...)
		var got struct {
			Names   []string          `json:"names"`
			Runs    []json.RawMessage `json:"runs"`
			Differs json.RawMessage   `json:"differs"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%s: bad JSON %q (stderr %q): %v", c.name, out, errs, err)
		}
		if len(got.Runs) != len(c.vs)+1 || len(got.Names) != len(got.Runs) || len(got.Differs) == 0 {
			t.Fatalf("%s: %d runs, %d names, differs %s; want %d runs", c.name, len(got.Runs), len(got.Names), got.Differs, len(c.vs)+1)
		}
		wantCode := 0
		for i, spec := range append([]string{""}, c.vs...) {
			base := c.base
			if strings.Contains(spec, "optimal=off") {
				base = slices.DeleteFunc(slices.Clone(base), func(a string) bool { return a == "--optimal" })
			}
			sep := append(append([]string{"plan", "--json"}, base...), vsFlags(t, spec)...)
			sc, sout, serr := run(t, sep...)
			if sc != 0 {
				wantCode = 1
			}
			if g, w := maskTimes(string(got.Runs[i])), maskTimes(strings.TrimSpace(sout)); g != w {
				t.Errorf("%s: run %d (%s) is not `swath %s` (stderr %q):\n got %s\nwant %s", c.name, i, spec, strings.Join(sep, " "), serr, g, w)
			}
		}
		if code != wantCode {
			t.Errorf("%s: exit %d, want %d (1 when a run has no route)", c.name, code, wantCode)
		}
	}
}

// differs names the figures and cells where the runs differ: the u-turn's
// waypoints 5 and 4, the one binary keeps alone, the corner's clipped cell.
func TestPlanVsDiffers(t *testing.T) {
	type differs struct {
		Figures     map[string][]float64 `json:"figures"`
		Waypoints   [][][2]int           `json:"waypoints"`
		MissedCells [][][2]int           `json:"missed_cells"`
		FirstAnchor *int                 `json:"first_anchor"`
	}
	get := func(args ...string) (names []string, d differs) {
		t.Helper()
		code, out, errs := run(t, append([]string{"plan", "--json"}, args...)...)
		var got struct {
			Names   []string `json:"names"`
			Differs differs  `json:"differs"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
			t.Fatalf("%v: exit %d, %v, stderr %q", args, code, err, errs)
		}
		return got.Names, got.Differs
	}
	names, d := get("--level", "u-turn", "--vs", "farthest=linear")
	if !slices.Equal(names, []string{"level's own", "farthest: linear"}) {
		t.Errorf("names %q", names)
	}
	if !slices.Equal(d.Figures["waypoints"], []float64{5, 4}) || d.Figures["raw_nodes"] != nil {
		t.Errorf("figures %v: want waypoints [5 4] and no raw_nodes", d.Figures)
	}
	if len(d.Waypoints) != 2 || !slices.Equal(d.Waypoints[0], [][2]int{{8, 5}}) || len(d.Waypoints[1]) != 0 || d.FirstAnchor == nil || *d.FirstAnchor != 0 {
		t.Errorf("waypoints %v, first anchor %v: want [[8,5]] [] and 0", d.Waypoints, d.FirstAnchor)
	}
	names, d = get("--level", "corner", "--sampling", "exact", "--vs", "sampling=paper")
	if names[0] != "given settings" || names[1] != "sampling: paper" {
		t.Errorf("names %q", names)
	}
	if len(d.MissedCells) != 2 || len(d.MissedCells[0]) != 0 || !slices.Equal(d.MissedCells[1], [][2]int{{8, 11}}) {
		t.Errorf("missed cells %v, want [] [[8,11]]", d.MissedCells)
	}
	_, d = get("--level", "u-turn", "--vs", "algo=astar")
	if d.FirstAnchor != nil || len(d.Figures) != 0 {
		t.Errorf("the same settings: first anchor %v, figures %v; want null and none", d.FirstAnchor, d.Figures)
	}
}

func TestPlanVsText(t *testing.T) {
	code, out, errs := run(t, "plan", "--level", "u-turn", "--vs", "farthest=linear")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^ +level's own +farthest: linear$`),
		regexp.MustCompile(`(?m)^\* waypoints +5 +4$`),
		regexp.MustCompile(`(?m)^  raw nodes +21 +21$`),
		regexp.MustCompile(`(?m)^\* visibility tests +17 +23$`),
		regexp.MustCompile(`(?m)^  length +20\.4924 +20\.4924$`),
		regexp.MustCompile(`(?m)^waypoints not every run keeps: level's own keeps \(8,5\)$`),
		regexp.MustCompile(`(?m)^the routes part at anchor T0 \(7,1\): level's own to \(8,5\), farthest: linear to \(9,9\)$`),
	} {
		if !want.MatchString(out) {
			t.Errorf("the table lacks %s:\n%s", want, out)
		}
	}
	_, out, _ = run(t, "plan", "--level", "corner", "--vs", "sampling=exact", "--optimal")
	for _, want := range []string{"level's own: paper sampling misses 1 obstacle cell(s) its route runs into: (8,11)", "+0.22 %"} {
		if !strings.Contains(out, want) {
			t.Errorf("corner: no %q in\n%s", want, out)
		}
	}
}

// A bad --vs is refused with exit 2 before anything is planned, naming
// the key or value and listing the valid ones.
func TestPlanVsRefuses(t *testing.T) {
	keys := "search, sampling, farthest, algo, agent, optimal"
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"--vs", "speed=2"}, []string{`unknown key "speed"`, keys}},
		{[]string{"--vs", "farthest=quadratic"}, []string{`farthest "quadratic"`, "binary or linear"}},
		{[]string{"--vs", "algo=dijkstra"}, []string{`algo "dijkstra"`, "astar or jps"}},
		{[]string{"--vs", "linear"}, []string{`"linear" is not KEY=VALUE`, keys}},
		{[]string{"--vs", "agent=0x2"}, []string{`agent "0x2"`, "1..16"}},
		{[]string{"--vs", "farthest=linear,farthest=binary"}, []string{"farthest is given twice"}},
		{[]string{"--vs", "a=b", "--map", "/nonexistent.map"}, []string{`unknown key "a"`}},
		{[]string{"--vs", "farthest=linear", "--vs", "sampling=paper", "--vs", "agent=3x3", "--vs", "algo=jps"}, []string{"at most 3 --vs"}},
		{[]string{"--vs", "agent=16x16"}, []string{"--vs agent=16x16: agent 16x16 is bigger than the 24x14 map u-turn"}},
		{[]string{"--all", "--vs", "farthest=linear"}, []string{"--vs compares one query: drop --all"}},
	}
	for _, c := range cases {
		args := append([]string{"plan", "--level", "u-turn"}, c.args...)
		code, out, errs := run(t, args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line", c.args, code, out, errs)
		}
		for _, w := range c.want {
			if !strings.Contains(errs, w) {
				t.Errorf("%v: %q does not say %q", c.args, errs, w)
			}
		}
	}
}

// export checks --vs as plan does: a bad one is refused before anything
// is written (what it draws: exportvs_test.go).
func TestExportVsRefused(t *testing.T) {
	png := t.TempDir() + "/x.png"
	for _, c := range []struct {
		vs, want string
	}{
		{"speed=2", `unknown key "speed"`},
		{"agent=16x16", "bigger than the 24x14 map"},
	} {
		code, _, errs := run(t, "export", "--level", "u-turn", "--png", png, "--vs", c.vs)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("--vs %s: exit %d, stderr %q; want 2 and %q", c.vs, code, errs, c.want)
		}
	}
	if _, err := os.Stat(png); err == nil {
		t.Errorf("export --vs wrote %s", png)
	}
}
