package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"swath/cli/bench"
)

// benchFlawScen writes the scenario of TestBenchPaperFlaws: one query where
// paper sampling misses an obstacle, one plain, the U-shape of
// docs/algorithm.md §5 (Flaw 2).
func benchFlawScen(t *testing.T) string {
	dir := t.TempDir()
	benchWriteFile(t, dir, "f.map", benchMapText([]string{".#.", "...", "...", "..."}))
	benchWriteFile(t, dir, "u.map", benchMapText([]string{
		"..#.#......#",
		"..#.......#.",
		"......#.....",
		"#...##......",
		"..#.#.#.....",
	}))
	return benchWriteFile(t, dir, "x.scen", "version 1\n"+
		benchScenLine("f.map", 3, 4, 0, 0, 1, 3, "3.41421356")+
		benchScenLine("f.map", 3, 4, 0, 1, 0, 3, "2.00000000")+
		benchScenLine("u.map", 12, 5, 1, 3, 6, 0, "6.24264069"))
}

// TestBenchSamplingAndFarthest: --sampling and --farthest set the smoothing
// whose figures the summary reports, and the flaw comparison stays the
// same whatever they are (it smooths in the other settings itself).
func TestBenchSamplingAndFarthest(t *testing.T) {
	scen := benchFlawScen(t)
	for _, c := range []struct {
		args      []string
		waypoints float64 // the mean over the three queries
		header    string
	}{
		{nil, 3, "exact sampling, binary farthest"},
		{[]string{"--farthest", "linear"}, 8.0 / 3, "exact sampling, linear farthest"},
		{[]string{"--sampling", "paper"}, 7.0 / 3, "paper sampling, binary farthest"},
		{[]string{"--sampling", "paper", "--farthest", "linear"}, 7.0 / 3, "paper sampling, linear farthest"},
	} {
		code, out, errs := benchCmd(t, append([]string{"bench", "--scen", scen, "--json"}, c.args...)...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d: %s", c.args, code, errs)
		}
		var s bench.Summary
		if err := json.Unmarshal([]byte(out), &s); err != nil {
			t.Fatal(err)
		}
		if d := s.Waypoints.Mean - c.waypoints; d > 1e-9 || d < -1e-9 {
			t.Errorf("%v: mean waypoints %v, want %v", c.args, s.Waypoints.Mean, c.waypoints)
		}
		if !s.Compared || s.PaperSamplingMisses != (bench.PaperMisses{Queries: 1, Segments: 1, Cells: 1}) || s.BinaryLongerThanLinear != 1 || s.BinaryShorterThanLinear != 0 {
			t.Errorf("%v: compared %v, misses %+v, binary longer %d shorter %d; want the same flaws as by default",
				c.args, s.Compared, s.PaperSamplingMisses, s.BinaryLongerThanLinear, s.BinaryShorterThanLinear)
		}
		code, out, _ = benchCmd(t, append([]string{"bench", "--scen", scen}, c.args...)...)
		if code != ExitOK || !strings.Contains(out, c.header) || !strings.Contains(out, "paper flaw 2: on 1 queries") {
			t.Errorf("%v: exit %d, text:\n%s", c.args, code, out)
		}
	}
}

// TestBenchNoCompare: --no-compare measures no flaw and says so.
func TestBenchNoCompare(t *testing.T) {
	scen := benchFlawScen(t)
	code, out, errs := benchCmd(t, "bench", "--scen", scen, "--no-compare", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s bench.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Compared || s.Found != 3 || s.PaperSamplingMisses != (bench.PaperMisses{}) || s.BinaryLongerThanLinear != 0 {
		t.Errorf("compared %v, found %d, misses %+v, binary longer %d; want nothing compared, 3 found", s.Compared, s.Found, s.PaperSamplingMisses, s.BinaryLongerThanLinear)
	}
	_, out, _ = benchCmd(t, "bench", "--scen", scen, "--no-compare")
	if !strings.Contains(out, "paper flaws: not compared") || strings.Contains(out, "paper flaw 1") {
		t.Errorf("text does not say the flaws were not compared:\n%s", out)
	}
	_, out, _ = benchCmd(t, "bench", "--scen", scen, "--no-compare", "--csv")
	head, recs := benchReadCSV(t, out)
	for i, rec := range recs {
		if v := rec[benchColumn(t, head, "linear_waypoints")]; v != "" {
			t.Errorf("row %d: linear_waypoints %q under --no-compare, want empty", i, v)
		}
		if v := rec[benchColumn(t, head, "waypoints")]; v == "" || v == "0" {
			t.Errorf("row %d: waypoints %q, want the plan's", i, v)
		}
	}
}

func TestBenchBadOptions(t *testing.T) {
	scen := benchFlawScen(t)
	for _, c := range []struct{ args, want string }{
		{"--sampling half", `--sampling "half": want exact or paper`},
		{"--farthest best", `--farthest "best": want binary or linear`},
	} {
		code, out, errs := benchCmd(t, append([]string{"bench", "--scen", scen}, strings.Fields(c.args)...)...)
		if code != ExitUsage || out != "" || !strings.Contains(errs, c.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit %d and one line with %q", c.args, code, out, errs, ExitUsage, c.want)
		}
	}
}
