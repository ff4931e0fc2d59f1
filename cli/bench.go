package cli

import (
	"flag"
	"io"
	"path/filepath"
	"runtime"
	"time"
)

// runBench is `swath bench`: every query of a Moving AI .scen, in parallel,
// summarised (text, --json) or listed (--csv), optionally plotted (--plot).
func runBench(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench")
	var agent agentFlag
	scen := fs.String("scen", "", "Moving AI scenario `FILE.scen` (required)")
	mapsDir := fs.String("maps", "", "folder `DIR` the .scen's map names are relative to (default: the .scen's folder)")
	fs.Var(&agent, "agent", "footprint `LxW` for every query (default 1x1)")
	limit := fs.Int("limit", 0, "run only the first `N` queries (default: all)")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "`N` parallel workers, one planner each (as many as the cores)")
	asJSON := fs.Bool("json", false, "print the summary as one JSON object")
	asCSV := fs.Bool("csv", false, "print one CSV row per query instead of the summary")
	plotOut := fs.String("plot", "", "draw the node and turn reductions to `out.png`")
	if done, code := parseFlags(fs, args, stdout, stderr); done {
		return code
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case *scen == "":
		return bad(stderr, "bench", "missing --scen FILE.scen")
	case set["limit"] && *limit < 1:
		return bad(stderr, "bench", "--limit %d: want a whole number of queries >= 1", *limit)
	case *workers < 1:
		return bad(stderr, "bench", "--workers %d: want a number >= 1", *workers)
	case *asJSON && *asCSV:
		return bad(stderr, "bench", "give --json or --csv, not both")
	}
	if *plotOut != "" {
		if err := checkPlotPath(*plotOut); err != nil {
			return bad(stderr, "bench", "%v", err)
		}
	}
	qs, maps, err := loadBench(*scen, *mapsDir, *limit)
	if err != nil {
		return bad(stderr, "bench", "%v", err)
	}
	foot := agent.f.Norm()
	start := time.Now()
	bar := newBenchProgress(stderr, len(qs))
	rows := runBenchQueries(qs, foot, *workers, bar.Tick)
	bar.Done()
	sum := summarizeBench(*scen, maps, foot, *workers, rows)
	sum.WallSeconds = time.Since(start).Seconds()
	if *plotOut != "" {
		if err := writeBenchPlot(*plotOut, filepath.Base(*scen)+", "+sum.Agent+" agent", rows); err != nil {
			return bad(stderr, "bench", "--plot %s: %v", *plotOut, err)
		}
	}
	switch {
	case *asCSV:
		err = writeBenchCSV(stdout, qs, rows, sum.OptimalCompared)
	case *asJSON:
		err = writeJSON(stdout, sum)
	default:
		writeBenchText(stdout, &sum)
	}
	if err != nil {
		return bad(stderr, "bench", "writing output: %v", err)
	}
	return ExitOK
}
