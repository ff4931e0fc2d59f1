package cli

import (
	"encoding/csv"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// berlinScen is the small street map of testdata with its .scen: 930
// queries on 256², of which the tests take the first few dozen.
const berlinScen = "../testdata/movingai/street/Berlin_0_256.map.scen"

// timeFields are the figures of a bench summary that differ from run to
// run (times) or by how the run was made (workers, the clock).
var timeFields = []string{"search_us", "astar_us", "smooth_us", "optimal_us", "optimal_prepare_ms", "wall_s", "clock", "workers"}

func dropTimes(m map[string]any) map[string]any {
	for _, k := range timeFields {
		delete(m, k)
	}
	return m
}

// benchCSVRows runs bench --csv and returns its rows by column name.
func benchCSVRows(t *testing.T, args ...string) []map[string]string {
	t.Helper()
	code, out, errs := benchCmd(t, append([]string{"bench", "--csv"}, args...)...)
	if code != 0 {
		t.Fatalf("%v: exit %d, %s", args, code, errs)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]string
	for _, r := range recs[1:] {
		m := map[string]string{}
		for i, h := range recs[0] {
			m[h] = r[i]
		}
		rows = append(rows, m)
	}
	return rows
}

// Each setting of bench --vs --json has the figures of a separate bench run
// with those flags (all but the times), and its differences from the base
// are those of the two runs' CSVs compared query by query.
func TestBenchVsRunsAreSeparateRuns(t *testing.T) {
	base := []string{"--scen", berlinScen, "--limit", "40", "--agent", "2x2"}
	vs := []struct{ spec, flags string }{
		{"farthest=linear", "--farthest linear"},
		{"sampling=paper,algo=astar", "--sampling paper --algo astar"},
		{"optimal=on,agent=3x1", "--optimal --agent 3x1"},
	}
	args := append([]string{"bench", "--json"}, base...)
	for _, v := range vs {
		args = append(args, "--vs", v.spec)
	}
	code, out, errs := benchCmd(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Queries int              `json:"queries"`
		Names   []string         `json:"names"`
		Runs    []map[string]any `json:"runs"`
		Diffs   []map[string]any `json:"differences"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Queries != 40 || len(got.Runs) != 4 || len(got.Diffs) != 3 || got.Names[0] != "base" || got.Names[1] != "farthest: linear" || got.Names[2] != "sampling: paper, algo: astar" {
		t.Fatalf("%d queries, %d runs, %d differences, names %q", got.Queries, len(got.Runs), len(got.Diffs), got.Names)
	}
	baseRows := benchCSVRows(t, base...)
	for k, v := range append([]struct{ spec, flags string }{{"", ""}}, vs...) {
		sep := append(append([]string(nil), base...), strings.Fields(v.flags)...)
		_, sout, _ := benchCmd(t, append([]string{"bench", "--json"}, sep...)...)
		var want map[string]any
		if err := json.Unmarshal([]byte(sout), &want); err != nil {
			t.Fatal(err)
		}
		if g, w := dropTimes(got.Runs[k]), dropTimes(want); !reflect.DeepEqual(g, w) {
			gj, _ := json.Marshal(g)
			wj, _ := json.Marshal(w)
			t.Errorf("setting %d (%s) is not bench %s:\n got %s\nwant %s", k, v.spec, strings.Join(sep, " "), gj, wj)
		}
		if k == 0 {
			continue
		}
		rows := benchCSVRows(t, sep...)
		d := got.Diffs[k-1]
		var both, longer, more, fewer int
		var longest float64
		for i, r := range rows {
			b := baseRows[i]
			if r["found"] != "true" || b["found"] != "true" {
				continue
			}
			both++
			bl, _ := strconv.ParseFloat(b["smoothed_length"], 64)
			vl, _ := strconv.ParseFloat(r["smoothed_length"], 64)
			if vl > bl+1e-9 {
				longer++
				longest = max(longest, vl/bl-1)
			}
			bw, _ := strconv.Atoi(b["waypoints"])
			vw, _ := strconv.Atoi(r["waypoints"])
			if vw > bw {
				more++
			}
			if vw < bw {
				fewer++
			}
		}
		change := func(name string) (int, float64) {
			c := d[name].(map[string]any)
			return int(c["queries"].(float64)), c["max"].(float64)
		}
		gl, gmax := change("longer")
		gm, _ := change("more_waypoints")
		gf, _ := change("fewer_waypoints")
		// the CSV prints lengths to 8 decimals
		if int(d["both_found"].(float64)) != both || gl != longer || gm != more || gf != fewer || abs(gmax-longest) > 1e-6 {
			t.Errorf("%s: both found %v, longer %d (max %v), more %d, fewer %d; the CSVs say %d, %d (max %v), %d, %d",
				v.spec, d["both_found"], gl, gmax, gm, gf, both, longer, longest, more, fewer)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// bench --vs --csv lists every query once per setting, the setting's name
// first, the differences from the base last; --plot draws its panels.
func TestBenchVsCSVAndPlot(t *testing.T) {
	plot := filepath.Join(t.TempDir(), "vs.png")
	rows := benchCSVRows(t, "--scen", berlinScen, "--limit", "25", "--vs", "farthest=linear", "--vs", "agent=2x2", "--plot", plot)
	if len(rows) != 75 {
		t.Fatalf("%d rows, want 25 queries × 3 settings", len(rows))
	}
	for i, r := range rows {
		setting := []string{"base", "farthest: linear", "agent: 2x2"}[i/25]
		if r["setting"] != setting || r["query"] != strconv.Itoa(i%25) {
			t.Fatalf("row %d: setting %q query %s, want %q %d", i, r["setting"], r["query"], setting, i%25)
		}
		b := rows[i%25]
		if i < 25 || r["found"] != "true" || b["found"] != "true" {
			if r["length_vs_base"] != "" || r["waypoints_vs_base"] != "" {
				t.Errorf("row %d: differences %q %q, want empty", i, r["length_vs_base"], r["waypoints_vs_base"])
			}
			continue
		}
		bw, _ := strconv.Atoi(b["waypoints"])
		vw, _ := strconv.Atoi(r["waypoints"])
		bl, _ := strconv.ParseFloat(b["smoothed_length"], 64)
		vl, _ := strconv.ParseFloat(r["smoothed_length"], 64)
		gl, _ := strconv.ParseFloat(r["length_vs_base"], 64)
		if r["waypoints_vs_base"] != strconv.Itoa(vw-bw) || abs(gl-(vl/bl-1)) > 1e-7 {
			t.Errorf("row %d: %s waypoints, %s length over the base's; want %d, %v", i, r["waypoints_vs_base"], r["length_vs_base"], vw-bw, vl/bl-1)
		}
	}
	f, err := os.Open(plot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if w := img.Bounds().Dx(); w != 3*6*96 {
		t.Errorf("plot %d px wide, want 3 panels of 576", w)
	}
}

func TestBenchVsText(t *testing.T) {
	code, out, errs := benchCmd(t, "bench", "--scen", berlinScen, "--limit", "20", "--vs", "farthest=linear")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"20 queries, 2 settings", "  1 base ", "  2 farthest: linear ", "farthest: linear against base, on the 20 queries both found:", "more waypoints on", "time over base's: median"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// A bad --vs is refused with exit 2 before the .scen is read.
func TestBenchVsRefuses(t *testing.T) {
	for _, c := range []struct{ vs, want string }{
		{"speed=2", `unknown key "speed"; the keys are search, sampling, farthest, algo, agent, optimal`},
		{"algo=dijkstra", `algo "dijkstra": want astar or jps`},
	} {
		code, out, errs := benchCmd(t, "bench", "--scen", "/nonexistent.scen", "--vs", c.vs)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("--vs %s: exit %d, stdout %q, stderr %q; want 2 and %q", c.vs, code, out, errs, c.want)
		}
	}
}
