package bench

import (
	"flag"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"time"

	"swath/cli/command"
	"swath/pathing"
)

// benchDefaultAlgo is bench's search when --algo is not given: JPS, which
// was faster than A* on every shipped map at 1x1 (0.03-0.71 of its search
// time), with the same costs. plan and export keep A*, the algorithm the
// timeline steps.
const (
	benchDefaultAlgo = pathing.JPS
	benchDefaultWhy  = "JPS is bench's choice: same costs, faster than A* on every shipped map; plan and export use astar"
)

// Run is `swath bench`: every query of a Moving AI .scen, in parallel,
// summarised (text, --json) or listed (--csv), optionally plotted (--plot).
// args follow the command's name; the result is the exit code.
func Run(args []string, stdout, stderr io.Writer) int {
	fs := command.NewFlags("bench")
	var agent command.AgentFlag
	scen := fs.String("scen", "", "Moving AI scenario `FILE.scen` (required)")
	mapsDir := fs.String("maps", "", "folder `DIR` the .scen's map names are relative to (default: the .scen's folder)")
	fs.Var(&agent, "agent", "footprint `LxW` for every query (default 1x1)")
	algo := command.EnumFlag{Value: benchDefaultAlgo.String(), Words: pathing.OptionWords("algorithm")}
	fs.Var(&algo, "algo", "search: astar or jps ("+benchDefaultWhy+")")
	limit := fs.Int("limit", 0, "run only the first `N` queries (default: all)")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "`N` parallel workers, one planner each (as many as the cores)")
	asJSON := fs.Bool("json", false, "print the summary as one JSON object")
	asCSV := fs.Bool("csv", false, "print one CSV row per query instead of the summary")
	plotOut := fs.String("plot", "", "draw the node and turn reductions to `out.png`")
	optimal := fs.Bool("optimal", false, "also find the shortest route there is and how much longer the smoothed and raw routes are")
	sampling := fs.String("sampling", "exact", "the smoothing's visibility test, `exact|paper`")
	farthest := fs.String("farthest", "binary", "the smoothing's farthest-node strategy, `binary|linear`")
	noCompare := fs.Bool("no-compare", false, "skip the paper-flaw comparison (each path smoothed again in the other sampling and strategy)")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the queries to `FILE` (for go tool pprof)")
	var vs command.VsFlag
	fs.Var(&vs, "vs", command.VsUsage+"; each query is answered in every setting")
	if done, code := command.ParseFlags(fs, args, stdout, stderr); done {
		return code
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case *scen == "":
		return command.Bad(stderr, "bench", "missing --scen FILE.scen")
	case set["limit"] && *limit < 1:
		return command.Bad(stderr, "bench", "--limit %d: want a whole number of queries >= 1", *limit)
	case *workers < 1:
		return command.Bad(stderr, "bench", "--workers %d: want a number >= 1", *workers)
	case *asJSON && *asCSV:
		return command.Bad(stderr, "bench", "give --json or --csv, not both")
	}
	opt := benchOpts{NoCompare: *noCompare}
	opt.Optimal = *optimal
	for name, word := range map[string]string{"algorithm": algo.Value, "sampling": *sampling, "farthest": *farthest} {
		if err := opt.Set(name, word); err != nil {
			return command.Bad(stderr, "bench", "--%v", err)
		}
	}
	if *plotOut != "" {
		if err := checkPlotPath(*plotOut); err != nil {
			return command.Bad(stderr, "bench", "%v", err)
		}
	}
	qs, maps, err := loadBench(*scen, *mapsDir, *limit)
	if err != nil {
		return command.Bad(stderr, "bench", "%v", err)
	}
	if err := roomForBench(qs, *workers, len(vs.Specs), *optimal); err != nil {
		return command.Bad(stderr, "bench", "%v", err)
	}
	foot := agent.Value.Norm()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			return command.Bad(stderr, "bench", "--cpuprofile: %v", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return command.Bad(stderr, "bench", "--cpuprofile: %v", err)
		}
		defer pprof.StopCPUProfile()
	}
	if vs.Given() {
		runs, err := vs.Runs(pathing.Query{Agent: foot, Options: opt.Options})
		if err != nil {
			return command.Bad(stderr, "bench", "%v", err)
		}
		r := vsRun{scen: *scen, maps: maps, qs: qs, workers: *workers, noCompare: *noCompare, plot: *plotOut, asJSON: *asJSON, asCSV: *asCSV, stderr: stderr}
		return r.run(runs, stdout)
	}
	start := time.Now()
	bar := newBenchProgress(stderr, benchWork(qs))
	rows, clock := runBenchQueries(qs, foot, opt, *workers, bar.Tick)
	bar.Done()
	sum := summarizeBench(*scen, maps, foot, opt.Algorithm, *workers, rows)
	sum.Clock = clock
	sum.Sampling, sum.Farthest = opt.Sampling.String(), opt.Strategy.String()
	sum.WallSeconds = time.Since(start).Seconds()
	if *plotOut != "" {
		if err := writeBenchPlot(*plotOut, filepath.Base(*scen)+", "+sum.Agent+" agent", rows); err != nil {
			return command.Bad(stderr, "bench", "--plot %s: %v", *plotOut, err)
		}
	}
	switch {
	case *asCSV:
		err = writeBenchCSV(stdout, qs, rows, sum.OptimalCompared, sum.Algo, *optimal)
	case *asJSON:
		err = command.WriteJSON(stdout, sum)
	default:
		writeBenchText(stdout, &sum)
	}
	if err != nil {
		return command.Bad(stderr, "bench", "writing output: %v", err)
	}
	return command.ExitOK
}
