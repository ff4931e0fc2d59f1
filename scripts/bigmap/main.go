// Command bigmap makes large Moving AI maps and measures the memory of
// planning on them with the pathing package alone (no parser limits):
//
//	go run ./scripts/bigmap gen -size 4096 -kind random -out /tmp/r4096.map
//	go run ./scripts/bigmap gen -size 4096 -kind maze -out /tmp/m4096.map
//	go build -o /tmp/bigmap ./scripts/bigmap && /usr/bin/time -v /tmp/bigmap plan /tmp/r4096.map
//	/tmp/bigmap timeline /tmp/m2048.map
//
// plan reads the map straight into a pathing.Grid, plans from the first
// free cell to the last (aware search, exact sampling; -farthest picks the
// strategy) and prints the process's peak RSS per cell, and the part of it
// added after the grid was read (pathing's own). timeline builds the
// step-through timeline of that query in the app's stages (search, steps,
// comparison with the other strategy) and prints each stage's time, the
// heap it keeps and the peak RSS.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"time"

	"swath/levels"
	"swath/pathing"
	"swath/timeline"

	"swath/memroom"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: bigmap gen|plan|timeline ...")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "gen":
		err = gen(os.Args[2:])
	case "plan":
		err = plan(os.Args[2:])
	case "timeline":
		err = buildTimeline(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %q: want gen, plan or timeline", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bigmap:", err)
		os.Exit(2)
	}
}

// gen writes a size×size map: "random" has 20 % obstacles (seed 1), "maze"
// is a perfect maze of one-cell corridors (depth-first, seed 1).
func gen(args []string) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	size := fs.Int("size", 4096, "side `N`")
	kind := fs.String("kind", "random", "`random` (20% obstacles) or `maze`")
	out := fs.String("out", "", "output `FILE.map`")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || *size < 3 {
		return fmt.Errorf("gen: want -out FILE.map and -size >= 3")
	}
	n := *size
	blocked := make([]bool, n*n)
	rng := rand.New(rand.NewPCG(1, 0))
	switch *kind {
	case "random":
		for i := range blocked {
			blocked[i] = rng.IntN(100) < 20
		}
	case "maze":
		g := levels.Maze(n, rng)
		for i := range blocked {
			blocked[i] = g.Blocked(i%n, i/n)
		}
	default:
		return fmt.Errorf("gen: -kind %q: want random or maze", *kind)
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	fmt.Fprintf(w, "type octile\nheight %d\nwidth %d\nmap\n", n, n)
	row := make([]byte, n+1)
	row[n] = '\n'
	for y := range n {
		for x := range n {
			row[x] = '.'
			if blocked[y*n+x] {
				row[x] = '@'
			}
		}
		w.Write(row)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Close()
}

// plan reads a Moving AI map line by line into a grid and plans on it.
func plan(args []string) error {
	fs := flag.NewFlagSet("plan", flag.ContinueOnError)
	m := mapFlags(fs, "`binary|linear`", "write a CPU profile of the planning to `FILE`")
	g, st, err := m.read(args)
	if err != nil {
		return err
	}
	runtime.GC()
	debug.FreeOSMemory()
	base := rssNow()
	w, h := g.Width(), g.Height()
	start, goal := ends(g)
	var pl pathing.Planner
	stop, err := m.profile()
	if err != nil {
		return err
	}
	defer stop()
	t0 := time.Now()
	p := pl.Plan(g, pathing.Query{Start: start, Goal: goal, Options: pathing.Options{Strategy: st}}, nil)
	el := time.Since(t0)
	fmt.Printf("search %.2f s, smoothing %.2f s\n", p.SearchTime.Seconds(), p.SmoothTime.Seconds())
	peak := rssPeak()
	cells := float64(w * h)
	fmt.Printf("%dx%d %s: %v→%v %v, %d raw nodes, %d waypoints, %d expanded, %.2f s\n",
		w, h, st, start, goal, p.Failure, len(p.Raw), len(p.Waypoints), p.Expanded, el.Seconds())
	fmt.Printf("peak RSS %.0f MB = %.1f B/cell; grid read: %.0f MB = %.1f B/cell; planning added %.1f B/cell\n",
		float64(peak)/1e6, float64(peak)/cells, float64(base)/1e6, float64(base)/cells, float64(peak-base)/cells)
	return nil
}

// mapRun holds the flags the plan and timeline subcommands share: the
// farthest strategy, a CPU profile, and one FILE.map argument.
type mapRun struct {
	fs                   *flag.FlagSet
	farthest, cpuprofile *string
}

func mapFlags(fs *flag.FlagSet, farthestHelp, profileHelp string) mapRun {
	return mapRun{fs, fs.String("farthest", "binary", farthestHelp), fs.String("cpuprofile", "", profileHelp)}
}

// read parses args and reads the map they name.
func (m mapRun) read(args []string) (*pathing.Grid, pathing.Strategy, error) {
	if err := m.fs.Parse(args); err != nil {
		return nil, 0, err
	}
	if m.fs.NArg() != 1 {
		return nil, 0, fmt.Errorf("%s: want one FILE.map", m.fs.Name())
	}
	st, err := pathing.ParseStrategy(*m.farthest)
	if err != nil {
		return nil, 0, err
	}
	g, err := readMap(m.fs.Arg(0))
	return g, st, err
}

// profile starts the CPU profile --cpuprofile asks for; stop ends it.
func (m mapRun) profile() (stop func(), err error) {
	if *m.cpuprofile == "" {
		return func() {}, nil
	}
	f, err := os.Create(*m.cpuprofile)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

func readMap(path string) (*pathing.Grid, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	w, h := 0, 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "map" {
			break
		}
		fmt.Sscanf(line, "width %d", &w)
		fmt.Sscanf(line, "height %d", &h)
	}
	if w < 1 || h < 1 {
		return nil, fmt.Errorf("%s: no width and height before \"map\"", path)
	}
	g := pathing.NewGrid(w, h)
	for y := 0; y < h && sc.Scan(); y++ {
		for x, c := range []byte(sc.Text()) {
			if x < w && c != '.' && c != 'G' && c != 'S' {
				g.Set(x, y, true)
			}
		}
	}
	return g, sc.Err()
}

// rssNow is the process's resident set now, in bytes.
func rssNow() int64 { return memroom.Resident() }

// ends are the first and the last free cells of g (the app's default
// start and goal for a map without them).
func ends(g *pathing.Grid) (start, goal pathing.Point) {
	w, h := g.Width(), g.Height()
	for i := 0; i < w*h; i++ {
		if p := pathing.Pt(i%w, i/w); !g.Blocked(p.X, p.Y) {
			start = p
			break
		}
	}
	for i := w*h - 1; i >= 0; i-- {
		if p := pathing.Pt(i%w, i/w); !g.Blocked(p.X, p.Y) {
			goal = p
			break
		}
	}
	return start, goal
}

// buildTimeline builds a timeline in the stages the app runs on its
// worker and reports the memory each stage holds.
func buildTimeline(args []string) error {
	fs := flag.NewFlagSet("timeline", flag.ContinueOnError)
	m := mapFlags(fs, "`binary|linear` (the comparison is the other)", "write a CPU profile to `FILE`")
	memprofile := fs.String("memprofile", "", "write a heap profile after the steps stage to `FILE`")
	g, st, err := m.read(args)
	if err != nil {
		return err
	}
	stop, err := m.profile()
	if err != nil {
		return err
	}
	defer stop()
	start, goal := ends(g)
	q := pathing.Query{Start: start, Goal: goal, Agent: pathing.Footprint{L: 1, W: 1}, Options: pathing.Options{Strategy: st}}
	runtime.GC()
	base := rssNow()
	heap := func() float64 {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return float64(ms.HeapAlloc) / 1e6
	}
	fmt.Printf("%dx%d %v→%v, grid read: RSS %.0f MB\n", g.Width(), g.Height(), start, goal, float64(base)/1e6)
	b := timeline.Builder{Lean: true} // as the app's jobs
	t0 := time.Now()
	var tl *timeline.Timeline
	if s := b.BuildSearch(g.Clone(), q); s != nil {
		fmt.Printf("search stage: %.2f s, %d steps, heap %.0f MB\n", time.Since(t0).Seconds(), s.Len(), heap())
		tl = b.BuildAfter(s)
	} else {
		tl = b.BuildFirst(g.Clone(), q)
	}
	fmt.Printf("steps stage: %.2f s, %d steps, %d expansions, timeline Bytes() %.0f MB, heap %.0f MB\n",
		time.Since(t0).Seconds(), tl.Len(), tl.Expansions(), float64(tl.Bytes())/1e6, heap())
	if *memprofile != "" {
		f, err := os.Create(*memprofile)
		if err != nil {
			return err
		}
		pprof.WriteHeapProfile(f)
		f.Close()
	}
	tl = b.Compare(tl)
	fmt.Printf("compared: %.2f s, alt %s: %d waypoints, heap %.0f MB (timeline and builder)\n",
		time.Since(t0).Seconds(), tl.Alt().Query.Strategy, len(tl.Alt().Waypoints), heap())
	b = timeline.Builder{}
	fmt.Printf("timeline alone: heap %.0f MB; peak RSS %.0f MB\n", heap(), float64(rssPeak())/1e6)
	runtime.KeepAlive(tl)
	return nil
}
