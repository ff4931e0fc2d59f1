package bench

import (
	"encoding/csv"
	"fmt"
	"image/color"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"

	"swath/cli/command"
	"swath/pathing"
	"swath/stats"
)

// VsSummary is bench --vs --json: every query answered once per setting,
// base first (the flags'), each setting's Summary, and how each variant's
// answers differ from the base's query by query.
type VsSummary struct {
	Scen    string `json:"scen"`
	Queries int    `json:"queries"`
	Workers int    `json:"workers"`
	Clock   string `json:"clock"`
	// WallSeconds is the whole run's: the settings ran interleaved (a
	// worker answers a query in every setting before the next), so each
	// run's own wall_s is 0.
	WallSeconds float64 `json:"wall_s"`
	// Names name the settings: "base", then each variant by what it
	// changes ("farthest: linear").
	Names    []string     `json:"names"`
	Settings []vsSetting  `json:"settings"`
	Runs     []Summary    `json:"runs"`
	Diffs    []VsDiff     `json:"differences"`
	rows     [][]benchRow // per setting, per query
	queries  []benchQuery // for the CSV
	sets     []benchSetting
}

// vsSetting is one setting's options, as --vs names them.
type vsSetting struct {
	Search   string `json:"search"`
	Sampling string `json:"sampling"`
	Farthest string `json:"farthest"`
	Algo     string `json:"algo"`
	Agent    string `json:"agent"`
	Optimal  bool   `json:"optimal"`
}

// VsDiff is how a variant's answers differ from the base's, over the
// queries both found: how often and by how much it is longer or shorter
// (smoothed length, relative: 0.01 is 1 %), slower or faster (search and
// smoothing time, relative), and keeps more or fewer waypoints (in
// waypoints).
type VsDiff struct {
	Name string `json:"name"`
	// BothFound queries have a route in both; OnlyBase and OnlyVariant in
	// one of them.
	BothFound      int    `json:"both_found"`
	OnlyBase       int    `json:"only_base_found"`
	OnlyVariant    int    `json:"only_variant_found"`
	Longer         Change `json:"longer"`
	Shorter        Change `json:"shorter"`
	Slower         Change `json:"slower"`
	Faster         Change `json:"faster"`
	MoreWaypoints  Change `json:"more_waypoints"`
	FewerWaypoints Change `json:"fewer_waypoints"`
	// TimeRatio is the variant's time over the base's, query by query
	// (search and smoothing; queries whose base time is 0 left out).
	TimeRatio dist `json:"time_ratio"`
}

// Change is how often a variant differs one way, and by how much: the
// mean, 95th percentile and largest difference over those queries (0 for
// none).
type Change struct {
	Queries int     `json:"queries"`
	Mean    float64 `json:"mean"`
	P95     float64 `json:"p95"`
	Max     float64 `json:"max"`
}

// lengthEps is the difference in smoothed length below which two routes
// are as long (lengths are sums of square roots).
const lengthEps = 1e-9

func changeOf(xs []float64) Change {
	if len(xs) == 0 {
		return Change{}
	}
	s := stats.Sorted(xs)
	return Change{Queries: len(xs), Mean: sum(xs) / float64(len(xs)), P95: stats.Percentile(s, 95), Max: s[len(s)-1]}
}

// compareRows is variant v's VsDiff against base, query by query.
func compareRows(name string, base, v []benchRow) VsDiff {
	d := VsDiff{Name: name}
	var longer, shorter, slower, faster, more, fewer, ratio []float64
	for i := range base {
		b, r := &base[i], &v[i]
		switch {
		case b.Found && !r.Found:
			d.OnlyBase++
			continue
		case !b.Found && r.Found:
			d.OnlyVariant++
			continue
		case !b.Found:
			continue
		}
		d.BothFound++
		bl, vl := b.Metrics.SmoothedLength, r.Metrics.SmoothedLength
		switch {
		case vl > bl+lengthEps:
			longer = append(longer, vl/bl-1)
		case vl < bl-lengthEps:
			shorter = append(shorter, 1-vl/bl)
		}
		if bt, vt := b.SearchUS+b.SmoothUS, r.SearchUS+r.SmoothUS; bt > 0 {
			ratio = append(ratio, vt/bt)
			switch {
			case vt > bt:
				slower = append(slower, vt/bt-1)
			case vt < bt:
				faster = append(faster, 1-vt/bt)
			}
		}
		switch bw, vw := b.Metrics.Waypoints, r.Metrics.Waypoints; {
		case vw > bw:
			more = append(more, float64(vw-bw))
		case vw < bw:
			fewer = append(fewer, float64(bw-vw))
		}
	}
	d.Longer, d.Shorter = changeOf(longer), changeOf(shorter)
	d.Slower, d.Faster = changeOf(slower), changeOf(faster)
	d.MoreWaypoints, d.FewerWaypoints = changeOf(more), changeOf(fewer)
	d.TimeRatio = summarize(ratio)
	return d
}

// vsSettings are the settings of runs, base first.
func vsSettings(runs []pathing.Query, noCompare bool) []benchSetting {
	out := make([]benchSetting, len(runs))
	for i, q := range runs {
		out[i] = benchSetting{agent: q.Agent.Norm(), opt: benchOpts{Options: q.Options, NoCompare: noCompare}}
	}
	return out
}

// summarizeVs folds rows (per setting, per query) into the VsSummary.
func summarizeVs(scen string, maps, workers int, names []string, sets []benchSetting, qs []benchQuery, rows [][]benchRow) VsSummary {
	s := VsSummary{Scen: scen, Queries: len(qs), Workers: workers, Names: names, rows: rows, queries: qs, sets: sets}
	for k, set := range sets {
		o := set.opt
		s.Settings = append(s.Settings, vsSetting{Search: o.Search.String(), Sampling: o.Sampling.String(), Farthest: o.Strategy.String(),
			Algo: o.Algorithm.String(), Agent: set.agent.String(), Optimal: o.Optimal})
		sum := summarizeBench(scen, maps, set.agent, o.Algorithm, workers, rows[k])
		sum.Sampling, sum.Farthest = o.Sampling.String(), o.Strategy.String()
		s.Runs = append(s.Runs, sum)
		if k > 0 {
			s.Diffs = append(s.Diffs, compareRows(names[k], rows[0], rows[k]))
		}
	}
	return s
}

// writeVsText prints the settings side by side and each variant's
// differences from the base, for a person.
func writeVsText(w io.Writer, s *VsSummary) {
	fmt.Fprintf(w, "%s: %d queries, %d settings, %d workers, %.2f s wall; times: %s\n", s.Scen, s.Queries, len(s.Runs), s.Workers, s.WallSeconds, s.Clock)
	nameW := 0
	for _, n := range s.Names {
		nameW = max(nameW, len([]rune(n)))
	}
	for i, st := range s.Settings {
		fmt.Fprintf(w, "  %d %-*s  %s agent, %s, %s search, %s sampling, %s farthest%s\n", i+1, nameW, s.Names[i],
			st.Agent, st.Algo, st.Search, st.Sampling, st.Farthest, map[bool]string{true: ", shortest possible"}[st.Optimal])
	}
	fmt.Fprintln(w)
	rows := []struct {
		label string
		cell  func(r *Summary) string
	}{
		{"found", func(r *Summary) string { return fmt.Sprintf("%d of %d", r.Found, r.Queries) }},
		{"expansions, median", func(r *Summary) string { return fmtNum(r.Expansions.Median) }},
		{"waypoints, mean", func(r *Summary) string { return fmtNum(r.Waypoints.Mean) }},
		{"smoothed turns, mean", func(r *Summary) string { return fmtNum(r.SmoothedTurns.Mean) }},
		{"smoothed length, mean", func(r *Summary) string { return fmt.Sprintf("%.4f", r.SmoothedLength.Mean) }},
		{"over the shortest possible, mean", func(r *Summary) string {
			if r.Gap == nil {
				return "–"
			}
			return fmt.Sprintf("%+.2f %%", 100*r.Gap.Binary.Mean)
		}},
		{"visibility tests, mean", func(r *Summary) string { return fmtNum(r.VisibilityTests.Mean) }},
		{"cells scanned, mean", func(r *Summary) string { return fmtNum(r.CellsScanned.Mean) }},
		{"search µs, median", func(r *Summary) string { return fmt.Sprintf("%.1f", r.SearchUS.Median) }},
		{"smoothing µs, median", func(r *Summary) string { return fmt.Sprintf("%.1f", r.SmoothUS.Median) }},
	}
	width := make([]int, len(s.Runs))
	cells := make([][]string, len(rows))
	for i := range s.Runs {
		width[i] = len([]rune(s.Names[i]))
		for r, row := range rows {
			c := row.cell(&s.Runs[i])
			cells[r] = append(cells[r], c)
			width[i] = max(width[i], len([]rune(c)))
		}
	}
	line := func(label string, cols []string) {
		var b strings.Builder
		fmt.Fprintf(&b, "  %-34s", label)
		for i, c := range cols {
			fmt.Fprintf(&b, "  %-*s", width[i], c)
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	line("per found query", s.Names)
	for r, row := range rows {
		line(row.label, cells[r])
	}
	for _, d := range s.Diffs {
		fmt.Fprintf(w, "\n%s against %s, on the %d queries both found", d.Name, s.Names[0], d.BothFound)
		if d.OnlyBase+d.OnlyVariant > 0 {
			fmt.Fprintf(w, " (found by %s only: %d, by %s only: %d)", s.Names[0], d.OnlyBase, d.Name, d.OnlyVariant)
		}
		fmt.Fprintln(w, ":")
		pct := func(c Change) string {
			if c.Queries == 0 {
				return "0"
			}
			return fmt.Sprintf("%d (by %.2f %% on average, %.2f %% at most)", c.Queries, 100*c.Mean, 100*c.Max)
		}
		cnt := func(c Change) string {
			if c.Queries == 0 {
				return "0"
			}
			return fmt.Sprintf("%d (by %.3g on average, %g at most)", c.Queries, c.Mean, c.Max)
		}
		fmt.Fprintf(w, "  longer on %s, shorter on %s\n", pct(d.Longer), pct(d.Shorter))
		fmt.Fprintf(w, "  more waypoints on %s, fewer on %s\n", cnt(d.MoreWaypoints), cnt(d.FewerWaypoints))
		fmt.Fprintf(w, "  slower on %d, faster on %d; time over %s's: median %.2f, p95 %.2f (search and smoothing)\n",
			d.Slower.Queries, d.Faster.Queries, s.Names[0], d.TimeRatio.Median, d.TimeRatio.P95)
	}
}

// vsCSVDiff are the columns bench --vs adds at the end of every row: the
// query's smoothed length and time over the base's less 1, and its
// waypoints less the base's (empty for the base, and where either has no
// route).
var vsCSVDiff = []string{"length_vs_base", "time_vs_base", "waypoints_vs_base"}

// writeVsCSV prints one row per query and setting, setting by setting in
// .scen order: the setting's name first, then bench's columns (those of
// --optimal when a setting asks for it, empty in the others), then
// vsCSVDiff.
func writeVsCSV(w io.Writer, s *VsSummary) error {
	optimal := slices.ContainsFunc(s.Settings, func(st vsSetting) bool { return st.Optimal })
	cw := csv.NewWriter(w)
	head := append([]string{"setting"}, benchCSVHeader...)
	if optimal {
		head = append(head, benchCSVOptimal...)
	}
	cw.Write(append(head, vsCSVDiff...))
	for k, rows := range s.rows {
		sum := &s.Runs[k]
		for i, r := range rows {
			rec := append([]string{s.Names[k]}, benchCSVRecord(i, &s.queries[i], r, sum.OptimalCompared, sum.Algo, s.Settings[k].Optimal)...)
			if optimal && !s.Settings[k].Optimal {
				rec = append(rec, make([]string, len(benchCSVOptimal))...)
			}
			diff := make([]string, len(vsCSVDiff))
			if b := &s.rows[0][i]; k > 0 && b.Found && r.Found {
				diff[0] = fmtF(r.Metrics.SmoothedLength/b.Metrics.SmoothedLength - 1)
				if bt := b.SearchUS + b.SmoothUS; bt > 0 {
					diff[1] = fmtF((r.SearchUS+r.SmoothUS)/bt - 1)
				}
				diff[2] = fmt.Sprint(r.Metrics.Waypoints - b.Metrics.Waypoints)
			}
			cw.Write(append(rec, diff...))
		}
	}
	cw.Flush()
	return cw.Error()
}

// vsColors tell the variants apart in the plot (the base is not drawn:
// each point is a variant against it).
var vsColors = []color.NRGBA{{R: 20, G: 90, B: 200, A: 180}, {R: 220, G: 110, B: 20, A: 180}, {R: 30, G: 150, B: 80, A: 180}}

// vsPlots are bench --vs's panels, one point per query both found and per
// variant, over the base's A* path length: the variant's smoothed length
// over the base's (%), its waypoints less the base's, its time over the
// base's (log scale); with a setting that finds the shortest route, each
// setting's length over it.
func vsPlots(title string, s *VsSummary) ([]*plot.Plot, error) {
	var lenS, wayS, timeS, gapS []series
	for k := 1; k < len(s.rows); k++ {
		col := vsColors[(k-1)%len(vsColors)]
		var ls, ws, ts plotter.XYs
		for i, r := range s.rows[k] {
			b := &s.rows[0][i]
			if !b.Found || !r.Found {
				continue
			}
			x := b.Metrics.RawLength
			ls = append(ls, plotter.XY{X: x, Y: 100 * (r.Metrics.SmoothedLength/b.Metrics.SmoothedLength - 1)})
			ws = append(ws, plotter.XY{X: x, Y: float64(r.Metrics.Waypoints - b.Metrics.Waypoints)})
			if bt, vt := b.SearchUS+b.SmoothUS, r.SearchUS+r.SmoothUS; bt > 0 && vt > 0 {
				ts = append(ts, plotter.XY{X: x, Y: vt / bt})
			}
		}
		lenS = append(lenS, series{s.Names[k], ls, col})
		wayS = append(wayS, series{s.Names[k], ws, col})
		timeS = append(timeS, series{s.Names[k], ts, col})
	}
	for k, rows := range s.rows {
		var gs plotter.XYs
		for _, r := range rows {
			if r.Found && r.OptimalLength > 0 {
				gs = append(gs, plotter.XY{X: r.Metrics.RawLength, Y: 100 * (r.Metrics.SmoothedLength/r.OptimalLength - 1)})
			}
		}
		col := color.Color(plotRawColor)
		if k > 0 {
			col = vsColors[(k-1)%len(vsColors)]
		}
		if len(gs) > 0 {
			gapS = append(gapS, series{s.Names[k], gs, col})
		}
	}
	base := s.Names[0]
	length, err := scatterPlot(title+": smoothed length over "+base+"'s", "% longer than "+base, lenS)
	if err != nil {
		return nil, err
	}
	way, err := scatterPlot("Waypoints kept, less "+base+"'s", "waypoints more than "+base, wayS)
	if err != nil {
		return nil, err
	}
	way.Y.Tick.Marker = countTicks{}
	tm, err := scatterPlot("Search and smoothing time over "+base+"'s", "time / "+base+"'s (log scale)", timeS)
	if err != nil {
		return nil, err
	}
	if tm.Y.Min > 0 && tm.Y.Max > tm.Y.Min { // points to show: a ratio on a log scale
		tm.Y.Scale = plot.LogScale{}
		tm.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	}
	plots := []*plot.Plot{length, way, tm}
	if len(gapS) > 0 {
		gaps, err := scatterPlot("Length over the shortest possible route", "% longer", gapS)
		if err != nil {
			return nil, err
		}
		plots = append(plots, gaps)
	}
	return plots, nil
}

// vsRun is bench --vs: what Run read before the queries.
type vsRun struct {
	scen      string
	maps      int
	qs        []benchQuery
	workers   int
	noCompare bool
	plot      string
	asJSON    bool
	asCSV     bool
	stderr    io.Writer
}

// run answers every query in each setting of runs (base first) and
// reports them; it returns the exit code.
func (r vsRun) run(runs []pathing.Query, stdout io.Writer) int {
	start := time.Now()
	names := command.RunNames("base", runs)
	sets := vsSettings(runs, r.noCompare)
	bar := newBenchProgress(r.stderr, benchWork(r.qs))
	rows, clock := runBenchSettings(r.qs, sets, r.workers, bar.Tick)
	bar.Done()
	s := summarizeVs(r.scen, r.maps, r.workers, names, sets, r.qs, rows)
	s.Clock = clock
	for k := range s.Runs {
		s.Runs[k].Clock = clock
	}
	s.WallSeconds = time.Since(start).Seconds()
	if r.plot != "" {
		plots, err := vsPlots(filepath.Base(r.scen)+", "+s.Runs[0].Agent+" agent", &s)
		if err == nil {
			err = writePlots(r.plot, plots)
		}
		if err != nil {
			return command.Bad(r.stderr, "bench", "--plot %s: %v", r.plot, err)
		}
	}
	var err error
	switch {
	case r.asCSV:
		err = writeVsCSV(stdout, &s)
	case r.asJSON:
		err = command.WriteJSON(stdout, s)
	default:
		writeVsText(stdout, &s)
	}
	if err != nil {
		return command.Bad(r.stderr, "bench", "writing output: %v", err)
	}
	return command.ExitOK
}
