package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBuiltinNamesAsMaps: plan, sweep and export take a built-in level's
// name as --map or --level; both at once, or an unknown --level, is bad
// input (exit 2).
func TestBuiltinNamesAsMaps(t *testing.T) {
	for _, args := range [][]string{
		{"plan", "--map", "u-turn"},
		{"plan", "--level", "u-turn"},
		{"sweep", "--map", "u-turn", "--agent", "2x2", "--from", "1,1", "--to", "3,2"},
		{"sweep", "--level", "u-turn", "--agent", "2x2", "--from", "1,1", "--to", "3,2"},
	} {
		if code, out, errs := run(t, args...); code != 0 {
			t.Errorf("swath %s: exit %d\n%s%s", strings.Join(args, " "), code, out, errs)
		}
	}
	png := filepath.Join(t.TempDir(), "u.png")
	if code, _, errs := run(t, "export", "--level", "u-turn", "--png", png); code != 0 {
		t.Errorf("export --level u-turn: exit %d: %s", code, errs)
	} else if _, err := os.Stat(png); err != nil {
		t.Errorf("export --level u-turn wrote no PNG: %v", err)
	}
	for _, args := range [][]string{
		{"plan", "--level", "nosuch"},
		{"plan", "--map", "u-turn", "--level", "demo"},
		{"plan", "--map", "nosuch"},
	} {
		if code, _, errs := run(t, args...); code != ExitUsage || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("swath %s: exit %d, stderr %q; want exit 2 and one line", strings.Join(args, " "), code, errs)
		}
	}
}

// TestPlanJSONEchoesAndKinds: plan --json echoes the query, reports
// expansions and timings, and names the failure's kind with stuck_at.
func TestPlanJSONEchoesAndKinds(t *testing.T) {
	type planOut struct {
		Found bool
		Query struct {
			Map         string
			Size        [2]int
			Agent       string
			Start, Goal [2]int
			Options     struct{ Search, Sampling, Farthest string }
		}
		Expanded  int
		Timings   struct{ SearchUS, SmoothUS float64 } `json:"timings"`
		ErrorKind *string                              `json:"error_kind"`
		StuckAt   *int                                 `json:"stuck_at"`
		Error     string
	}
	get := func(args ...string) (planOut, string) {
		t.Helper()
		_, out, _ := run(t, append([]string{"plan", "--json"}, args...)...)
		var p planOut
		if err := json.Unmarshal([]byte(out), &p); err != nil {
			t.Fatalf("bad JSON %q: %v", out, err)
		}
		return p, out
	}
	p, out := get("--level", "u-turn", "--farthest", "linear")
	if !p.Found || p.Query.Map != "u-turn" || p.Query.Size != [2]int{24, 14} || p.Query.Agent != "2x2" ||
		p.Query.Start != [2]int{7, 1} || p.Query.Options.Farthest != "linear" || p.Expanded == 0 ||
		p.ErrorKind != nil || p.StuckAt != nil || !strings.Contains(out, `"search_us":`) {
		t.Errorf("u-turn: %s", out)
	}
	p, out = get("--level", "demo", "--search", "point", "--agent", "3x3")
	if p.Found || p.ErrorKind == nil || *p.ErrorKind != "stuck" || p.StuckAt == nil || *p.StuckAt != 1 || p.Error == "" {
		t.Errorf("stuck demo: %s", out)
	}
	m := writeMap(t, "....", ".@..", "....")
	for _, c := range []struct{ from, to, kind string }{
		{"1,1", "3,2", "start_blocked"},
		{"0,0", "1,1", "goal_blocked"},
	} {
		p, out = get("--map", m, "--from", c.from, "--to", c.to)
		if p.ErrorKind == nil || *p.ErrorKind != c.kind {
			t.Errorf("%s -> %s: %s, want error_kind %s", c.from, c.to, out, c.kind)
		}
	}
	m = writeMap(t, "..@..", "..@..", "..@..")
	if p, out = get("--map", m, "--from", "0,0", "--to", "4,0"); p.ErrorKind == nil || *p.ErrorKind != "unreachable" {
		t.Errorf("walled off: %s, want error_kind unreachable", out)
	}
}

// TestHelpSaysEachDefaultOnce: no flag's help names its default twice
// (bench --workers said "(default: the number of cores) (default 2)").
func TestHelpSaysEachDefaultOnce(t *testing.T) {
	for _, cmd := range []string{"plan", "sweep", "bench", "export", "convert"} {
		_, out, errs := run(t, cmd, "-h")
		for _, ln := range strings.Split(out+errs, "\n") {
			if strings.Count(ln, "default") > 1 {
				t.Errorf("swath %s -h: %q", cmd, ln)
			}
		}
	}
}
