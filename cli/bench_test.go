package cli

import (
	"encoding/json"
	"fmt"
	"image/png"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"swath/cli/bench"
)

// benchRandomRows returns a w×h map with about pct % obstacles (fixed seed) and
// a walled pocket at the bottom-right corner that nothing outside reaches.
func benchRandomRows(seed int64, w, h, pct int) []string {
	r := rand.New(rand.NewSource(seed))
	rows := make([][]byte, h)
	for y := range rows {
		rows[y] = make([]byte, w)
		for x := range rows[y] {
			rows[y][x] = '.'
			if r.Intn(100) < pct {
				rows[y][x] = '#'
			}
		}
	}
	// pocket: cell (w-1, h-1) walled off by (w-2, h-2), (w-1, h-2), (w-2, h-1)
	rows[h-1][w-1] = '.'
	rows[h-2][w-2], rows[h-2][w-1], rows[h-1][w-2] = '#', '#', '#'
	out := make([]string, h)
	for y := range rows {
		out[y] = string(rows[y])
	}
	return out
}

// benchFixture writes a random map and a .scen of n queries between free
// cells whose optimal lengths come from the reference Dijkstra; every third
// reachable query gets a wrong length (+0.01). It returns the .scen path and
// the expected found and match counts.
func benchFixture(t *testing.T, seed int64, n int) (scen string, found, matches int) {
	t.Helper()
	dir := t.TempDir()
	const w, h = 24, 16
	rows := benchRandomRows(seed, w, h, 25)
	benchWriteFile(t, dir, "r.map", benchMapText(rows))
	r := rand.New(rand.NewSource(seed + 1))
	var b strings.Builder
	b.WriteString("version 1\n")
	reachable := 0
	for i := 0; i < n; i++ {
		var sx, sy, gx, gy int
		for {
			sx, sy, gx, gy = r.Intn(w), r.Intn(h), r.Intn(w), r.Intn(h)
			if rows[sy][sx] != '#' && rows[gy][gx] != '#' {
				break
			}
		}
		if i == 0 { // one query into the walled pocket
			gx, gy = w-1, h-1
		}
		d := benchRefDist(rows, sx, sy, gx, gy)
		opt := d
		if d < 0 {
			opt = 0
		} else {
			found++
			reachable++
			if reachable%3 == 0 {
				opt += 0.01
			} else {
				matches++
			}
		}
		b.WriteString(benchScenLine("r.map", w, h, sx, sy, gx, gy, strconv.FormatFloat(opt, 'f', 8, 64)))
	}
	scen = benchWriteFile(t, dir, "r.map.scen", b.String())
	return scen, found, matches
}

func TestBenchFoundAndMatches(t *testing.T) {
	const seed = 7
	t.Logf("seed %d", seed)
	scen, found, matches := benchFixture(t, seed, 60)
	if found == 60 || found == 0 || matches == found {
		t.Fatalf("fixture too easy: found %d, matches %d of 60", found, matches)
	}
	code, out, errs := benchCmd(t, "bench", "--scen", scen, "--json", "--workers", "3")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s bench.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Queries != 60 || s.Found != found || s.OptimalMatches != matches || !s.OptimalCompared {
		t.Fatalf("queries %d found %d matches %d, want 60 %d %d", s.Queries, s.Found, s.OptimalMatches, found, matches)
	}
	if s.Failures["unreachable"] != 60-found {
		t.Errorf("failures %v, want %d unreachable", s.Failures, 60-found)
	}
	if s.Maps != 1 || s.Workers != 3 {
		t.Errorf("maps %d workers %d", s.Maps, s.Workers)
	}
	if s.Waypoints.Mean > s.RawNodes.Mean || s.LengthRatio.P95 > 1+1e-9 || s.Expansions.Total <= 0 {
		t.Errorf("implausible figures: %+v", s)
	}
}

// TestBenchCSVAgainstReference checks the per-query costs against the
// reference Dijkstra.
func TestBenchCSVAgainstReference(t *testing.T) {
	scen, _, _ := benchFixture(t, 11, 40)
	data, _ := os.ReadFile(filepath.Join(filepath.Dir(scen), "r.map"))
	rows := strings.Split(strings.TrimSpace(strings.ReplaceAll(string(data), "@", "#")), "\n")[4:]
	code, out, errs := benchCmd(t, "bench", "--scen", scen, "--csv")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	head, recs := benchReadCSV(t, out)
	if len(recs) != 40 {
		t.Fatalf("%d rows, want 40", len(recs))
	}
	at := func(rec []string, name string) string { return rec[benchColumn(t, head, name)] }
	num := func(rec []string, name string) int {
		n, err := strconv.Atoi(at(rec, name))
		if err != nil {
			t.Fatalf("%s = %q", name, at(rec, name))
		}
		return n
	}
	for i, rec := range recs {
		if at(rec, "query") != strconv.Itoa(i) || at(rec, "line") != strconv.Itoa(i+2) {
			t.Fatalf("row %d is query %s line %s", i, at(rec, "query"), at(rec, "line"))
		}
		d := benchRefDist(rows, num(rec, "start_x"), num(rec, "start_y"), num(rec, "goal_x"), num(rec, "goal_y"))
		if (d >= 0) != (at(rec, "found") == "true") {
			t.Fatalf("row %d: found %s, reference distance %v", i, at(rec, "found"), d)
		}
		if d < 0 {
			continue
		}
		cost, _ := strconv.ParseFloat(at(rec, "cost"), 64)
		if diff := cost - d; diff > 1e-6 || diff < -1e-6 {
			t.Errorf("row %d: cost %v, reference %v", i, cost, d)
		}
		if num(rec, "waypoints") > num(rec, "raw_nodes") || num(rec, "linear_waypoints") < 1 {
			t.Errorf("row %d: %v", i, rec)
		}
	}
}

// TestBenchDeterministicOrder runs the same queries with 1 and with several
// workers, several times: every row but the times must be the same.
func TestBenchDeterministicOrder(t *testing.T) {
	scen, _, _ := benchFixture(t, 3, 80)
	var want string
	for run, workers := range []string{"1", "4", "3", "8", "4"} {
		code, out, errs := benchCmd(t, "bench", "--scen", scen, "--csv", "--workers", workers)
		if code != ExitOK {
			t.Fatalf("exit %d: %s", code, errs)
		}
		head, recs := benchReadCSV(t, out)
		cut := benchColumn(t, head, "search_us")
		var b strings.Builder
		for _, r := range recs {
			b.WriteString(strings.Join(r[:cut], ",") + "\n")
		}
		if run == 0 {
			want = b.String()
			continue
		}
		if b.String() != want {
			t.Fatalf("workers %s: rows differ from 1 worker:\n%s\nwant\n%s", workers, b.String(), want)
		}
	}
}

func TestBenchJSONFields(t *testing.T) {
	scen, _, _ := benchFixture(t, 5, 10)
	code, out, errs := benchCmd(t, "bench", "--scen", scen, "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if strings.Count(strings.TrimSpace(out), "\n") != 0 {
		t.Fatalf("want one JSON object on one line, got:\n%s", out)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"queries", "found", "optimal_matches", "binary_longer_than_linear"} {
		if _, ok := m[k].(float64); !ok {
			t.Errorf("field %q: %v, want a number", k, m[k])
		}
	}
	for k, subs := range map[string][]string{
		"search_us":             {"median", "p95", "total"},
		"smooth_us":             {"median", "p95", "total"},
		"expansions":            {"mean", "median", "p95"},
		"raw_nodes":             {"mean", "median", "p95"},
		"waypoints":             {"mean", "median", "p95"},
		"paper_sampling_misses": {"queries", "segments", "cells"},
	} {
		obj, ok := m[k].(map[string]any)
		if !ok {
			t.Errorf("field %q: %v, want an object", k, m[k])
			continue
		}
		for _, s := range subs {
			if _, ok := obj[s].(float64); !ok {
				t.Errorf("field %q.%q: %v, want a number", k, s, obj[s])
			}
		}
	}
	if m["search_us"].(map[string]any)["total"].(float64) <= 0 {
		t.Errorf("search_us.total is not positive: %v", m["search_us"])
	}
}

// TestBenchPaperFlaws: on f.map the paper's column-centre sampling misses
// the obstacle (1,0) on the move (0,0)→(1,3) (the first flaw's first
// vector); on u.map (the second flaw's U-shape) binary keeps 4 waypoints where linear
// keeps 3. The straight query (0,1)→(0,3) shows neither flaw.
func TestBenchPaperFlaws(t *testing.T) {
	dir := t.TempDir()
	benchWriteFile(t, dir, "f.map", benchMapText([]string{".#.", "...", "...", "..."}))
	benchWriteFile(t, dir, "u.map", benchMapText([]string{
		"..#.#......#",
		"..#.......#.",
		"......#.....",
		"#...##......",
		"..#.#.#.....",
	}))
	scen := benchWriteFile(t, dir, "x.scen", "version 1\n"+
		benchScenLine("f.map", 3, 4, 0, 0, 1, 3, "3.41421356")+
		benchScenLine("f.map", 3, 4, 0, 1, 0, 3, "2.00000000")+
		benchScenLine("u.map", 12, 5, 1, 3, 6, 0, "6.24264069"))
	code, out, errs := benchCmd(t, "bench", "--scen", scen, "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s bench.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Maps != 2 || s.Found != 3 || s.OptimalMatches != 3 {
		t.Errorf("maps %d found %d matches %d, want 2 3 3", s.Maps, s.Found, s.OptimalMatches)
	}
	if s.PaperSamplingMisses != (bench.PaperMisses{Queries: 1, Segments: 1, Cells: 1}) {
		t.Errorf("paper sampling misses %+v, want 1 query, 1 segment, 1 cell", s.PaperSamplingMisses)
	}
	if s.BinaryLongerThanLinear != 1 || s.BinaryShorterThanLinear != 0 {
		t.Errorf("binary longer %d shorter %d, want 1 0", s.BinaryLongerThanLinear, s.BinaryShorterThanLinear)
	}
	code, out, _ = benchCmd(t, "bench", "--scen", scen, "--csv")
	head, recs := benchReadCSV(t, out)
	if code != ExitOK || len(recs) != 3 {
		t.Fatalf("exit %d, %d rows", code, len(recs))
	}
	want := [][4]string{ // paper_waypoints, paper_bad_segments, waypoints, linear_waypoints
		{"2", "1", "3", "3"}, // exact: (0,0) sees neither (1,3) nor (1,2): both sweeps hold (1,0)
		{"2", "0", "2", "2"},
		{"3", "0", "4", "3"},
	}
	for i, rec := range recs {
		got := [4]string{}
		for k, c := range []string{"paper_waypoints", "paper_bad_segments", "waypoints", "linear_waypoints"} {
			got[k] = rec[benchColumn(t, head, c)]
		}
		if got != want[i] {
			t.Errorf("query %d: paper waypoints, bad segments, waypoints, linear = %v, want %v", i, got, want[i])
		}
	}
}

// TestBenchAgent: with a 2x2 agent, queries whose ends do not fit count as
// not found, not as errors, and optimal lengths are not compared.
func TestBenchAgent(t *testing.T) {
	dir := t.TempDir()
	benchWriteFile(t, dir, "a.map", benchMapText([]string{
		"......",
		"......",
		"...#..",
		"......",
	}))
	scen := benchWriteFile(t, dir, "a.scen", "version 1\n"+
		benchScenLine("a.map", 6, 4, 0, 0, 4, 0, "4.00000000")+ // fits: 2x2 at (0,0) and (4,0)
		benchScenLine("a.map", 6, 4, 5, 0, 0, 0, "5.00000000")+ // start reaches outside
		benchScenLine("a.map", 6, 4, 0, 0, 2, 1, "2.41421356")) // goal overlaps (3,2)
	code, out, errs := benchCmd(t, "bench", "--scen", scen, "--agent", "2x2", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s bench.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Agent != "2x2" || s.Found != 1 || s.OptimalCompared || s.OptimalMatches != 0 || !strings.Contains(s.OptimalNote, "1x1") {
		t.Errorf("agent %s found %d compared %v matches %d note %q", s.Agent, s.Found, s.OptimalCompared, s.OptimalMatches, s.OptimalNote)
	}
	if s.Failures["start blocked"] != 1 || s.Failures["goal blocked"] != 1 {
		t.Errorf("failures %v", s.Failures)
	}
	code, out, _ = benchCmd(t, "bench", "--scen", scen, "--agent", "2x2")
	if code != ExitOK || !strings.Contains(out, "not compared") || !strings.Contains(out, "found          1 of 3") {
		t.Errorf("exit %d, text:\n%s", code, out)
	}
}

// TestBenchMapsAndLimit: a map named with folders is found by its base name
// in --maps; --limit keeps the first queries.
func TestBenchMapsAndLimit(t *testing.T) {
	dir := t.TempDir()
	benchWriteFile(t, dir, "maps/m.map", benchMapText([]string{"....", "....", "...."}))
	var b strings.Builder
	b.WriteString("version 1\n")
	for x := 1; x < 4; x++ {
		b.WriteString(benchScenLine("maps/street/m.map", 4, 3, 0, 0, x, 2, fmt.Sprintf("%.8f", benchOct(x, 2))))
	}
	scen := benchWriteFile(t, dir, "s/q.scen", b.String())
	code, out, errs := benchCmd(t, "bench", "--scen", scen, "--maps", filepath.Join(dir, "maps"), "--limit", "2", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s bench.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Queries != 2 || s.Found != 2 || s.OptimalMatches != 2 {
		t.Errorf("queries %d found %d matches %d, want 2 2 2", s.Queries, s.Found, s.OptimalMatches)
	}
}

// benchOct is the octile distance of a move (dx, dy) on a free map.
func benchOct(dx, dy int) float64 {
	lo, hi := min(dx, dy), max(dx, dy)
	return float64(hi-lo) + 1.4142135623730951*float64(lo)
}

func TestBenchPlot(t *testing.T) {
	scen, _, _ := benchFixture(t, 9, 30)
	out := filepath.Join(t.TempDir(), "p.png")
	code, _, errs := benchCmd(t, "bench", "--scen", scen, "--plot", out)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() < 600 || b.Dy() < 200 {
		t.Fatalf("plot is %v", b)
	}
	// something was drawn: not every pixel is the background
	bg := img.At(0, 0)
	drawn := 0
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			if img.At(x, y) != bg {
				drawn++
			}
		}
	}
	if drawn < 500 {
		t.Errorf("only %d sampled pixels differ from the background", drawn)
	}
}
