// Command soak drives the app's real window under a private Xvfb for a
// while with random edits, as a person would over a long session, and
// prints the process's resident memory (RSS) every few seconds, then the
// first minute's and the last minute's and their ratio (issue 22: 15
// minutes of editing with 8 NPCs on a 512² map climbed from 237 MB to
// 2.0 GB, a grid copy kept per background job):
//
//	go build -o /tmp/swath-soak . && go run ./scripts/soak -bin /tmp/swath-soak -minutes 12
//
// The level is -map (a 512² Moving AI map by default) with -npcs NPCs of
// random sizes and ends (seed -seed). Each action is one of: a stroke of
// painting or erasing, Ctrl+Z or Ctrl+Y, an NPC added (N) or removed (the
// panel's remove), Tab, the timeline opened, stepped, played and closed,
// a wheel zoom and the view fitted again, a pan (a middle drag), the
// crowd mode and the split view opened and closed (-modes), strokes and
// the rest going on in them. Keys are held
// 60 ms (a press and release in one frame is lost). It needs Xvfb and
// xdotool. It exits 1 when the RSS of any minute after the first passes
// -limit times the first minute's. The app is interrupted at the end (then
// killed after 10 s). With -flags=--memprofile=FILE the app is sent
// SIGUSR1 once a minute and writes its live heap's profile to FILE.1,
// FILE.2, … (go tool pprof -base FILE.1 FILE.5 names what it keeps live
// later that it did not at first); the app's log line beside each says
// what the Go runtime holds and what the C heap does, and the driver
// prints those at the end (printSplit).
//
// With -headless N it needs no display: it drives the scene itself in
// this process as the app's tick does (the same actions as intents, the
// job loop on goroutines, a frame rendered each round) for N rounds or
// -minutes, and prints the live heap after a collection, the RSS, the
// planners the NPCs share and the jobs run (headless.go):
//
//	go run ./scripts/soak -headless 100000000 -minutes 8
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"swath/levels"
	"swath/pathing"
	"swath/render"
)

func main() {
	bin := flag.String("bin", "", "the swath binary (go build -o /tmp/swath-soak .)")
	mapFile := flag.String("map", "testdata/movingai/random/random512-20-0.map", "the map the level is made on")
	npcs := flag.Int("npcs", 8, "NPCs of the level")
	minutes := flag.Float64("minutes", 12, "how long to drive the window")
	seed := flag.Uint64("seed", 1, "the random actions' and NPCs' seed")
	limit := flag.Float64("limit", 1.5, "the RSS ratio to the first minute's that fails")
	extra := flag.String("flags", "", "more flags for the app, e.g. --check-damage")
	shot := flag.String("shot", "", "a PNG of the screen at the end, to look at")
	rounds := flag.Int("headless", 0, "drive the scene itself for this many rounds (or -minutes, whichever ends first), no window: the live heap and the RSS of this process")
	maxRSS := flag.Float64("maxrss", 12000, "stop at once, failing, when the RSS passes this many MB (the machine is shared)")
	modes := flag.Bool("modes", true, "open and close the crowd mode (C) and the split view (V) too")
	keys := flag.String("keys", "", "only press these keys (xdotool names, e.g. \"t F6\") once and then watch: no random actions")
	flag.Parse()
	if *bin == "" && *rounds == 0 {
		fail("give -bin (go build -o /tmp/swath-soak .)")
	}
	rng := rand.New(rand.NewPCG(*seed, 0))
	level := filepath.Join(os.TempDir(), fmt.Sprintf("soak-%s-%d-%d.swath", strings.TrimSuffix(filepath.Base(*mapFile), filepath.Ext(*mapFile)), *npcs, *seed))
	if err := writeLevel(*mapFile, level, *npcs, rng); err != nil {
		fail(err.Error())
	}
	if *rounds > 0 {
		os.Exit(headless(level, *rounds, time.Duration(*minutes*float64(time.Minute)), *limit, *modes, rng))
	}
	display := startX()
	const w, h = 1280, 800
	// --stats: its lines say how many NPCs the level has (driver.count)
	args := append([]string{"--map", level, "--size", fmt.Sprintf("%dx%d", w, h), "--stats"}, strings.Fields(*extra)...)
	app := exec.Command(*bin, args...)
	app.Env = append(os.Environ(), "DISPLAY="+display)
	logf, err := os.Create(strings.TrimSuffix(level, ".swath") + ".log")
	if err != nil {
		fail(err.Error())
	}
	app.Stdout, app.Stderr = logf, logf
	if err := app.Start(); err != nil {
		fail(err.Error())
	}
	cleanup = append(cleanup, func() {
		// an interrupt first: the app writes its --memprofile (the whole
		// run's allocations, alloc_space) and its --cpuprofile then
		app.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { app.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			app.Process.Kill()
			<-done
		}
	})
	d := &driver{display: display, rng: rng, lay: render.NewLayout(w, h, true), npcs: *npcs, first: *npcs, log: logf.Name(), modes: *modes}
	d.win = strings.Fields(d.xdo("search", "--sync", "--onlyvisible", "--name", "Swath"))[0]
	geo := d.xdo("getwindowgeometry", "--shell", d.win)
	for _, ln := range strings.Split(geo, "\n") {
		if v, ok := strings.CutPrefix(ln, "X="); ok {
			d.x, _ = strconv.Atoi(v)
		}
		if v, ok := strings.CutPrefix(ln, "Y="); ok {
			d.y, _ = strconv.Atoi(v)
		}
	}
	time.Sleep(3 * time.Second) // the first plans
	watch := *keys != ""
	for _, k := range strings.Fields(*keys) {
		d.key(k)
	}
	t0 := time.Now()
	var samples []sample
	next := t0
	actions := map[string]int{}
	var recent []string // the actions since the last sample
	damaged := 0        // --check-damage's reports
	profiles, profiled := strings.Contains(*extra, "memprofile"), 0
	for time.Since(t0) < time.Duration(*minutes*float64(time.Minute)) {
		if err := app.Process.Signal(syscall.Signal(0)); err != nil {
			fail("the app exited (see " + logf.Name() + ")")
		}
		if time.Now().After(next) {
			// with --memprofile=FILE the app writes its live heap's
			// profile to FILE.N at each SIGUSR1: one a minute, FILE.1 at
			// the first minute's end (go tool pprof -base FILE.1 FILE.5)
			if profiles && time.Since(t0) >= time.Duration(profiled+1)*time.Minute {
				profiled++
				app.Process.Signal(profileSignal)
			}
			s := sample{at: time.Since(t0), rss: rssMB(app.Process.Pid)}
			samples = append(samples, s)
			fmt.Printf("%6.0f s  rss %7.1f MB  npcs %d  actions %d  (%s)\n", s.at.Seconds(), s.rss, d.npcs, sum(actions), strings.Join(recent, ", "))
			for _, ln := range d.newDamage() {
				fmt.Println("   ", ln)
				if strings.Contains(ln, "pixels differ") {
					damaged++
				}
			}
			recent = recent[:0]
			if s.rss > *maxRSS {
				fmt.Printf("rss %.1f MB over -maxrss %.0f MB: stopped\n", s.rss, *maxRSS)
				exit(1)
			}
			next = next.Add(5 * time.Second)
		}
		if watch {
			time.Sleep(time.Second)
			continue
		}
		a := d.act()
		actions[a]++
		if a != "stroke" && a != "idle" {
			recent = append(recent, a)
		}
	}
	fmt.Println("actions:", actions)
	for _, ln := range d.newDamage() {
		fmt.Println("   ", ln)
		if strings.Contains(ln, "pixels differ") {
			damaged++
		}
	}
	fmt.Printf("damage check: %d reports\n", damaged)
	if *shot != "" {
		cmd := exec.Command("import", "-window", "root", *shot)
		cmd.Env = append(os.Environ(), "DISPLAY="+display)
		if out, err := cmd.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "soak: import: %v %s\n", err, out)
		}
	}
	code := report(samples, *limit)
	if profiles {
		printSplit(logf.Name())
	}
	if damaged > 0 && strings.Contains(*extra, "check-damage") {
		code = 1
	}
	exit(code)
}

// cleanup stops what was started (the app, Xvfb), the last first.
var cleanup []func()

func exit(code int) {
	for i := len(cleanup) - 1; i >= 0; i-- {
		cleanup[i]()
	}
	os.Exit(code)
}

type sample struct {
	at  time.Duration
	rss float64
}

// report prints each minute's highest RSS and its ratio to the first
// minute's; 1 when a ratio passes limit.
func report(samples []sample, limit float64) int {
	var perMin []float64
	for _, s := range samples {
		m := int(s.at / time.Minute)
		for len(perMin) <= m {
			perMin = append(perMin, 0)
		}
		perMin[m] = max(perMin[m], s.rss)
	}
	if len(perMin) == 0 || perMin[0] == 0 {
		return 1
	}
	worst := 0.0
	for m, v := range perMin {
		fmt.Printf("minute %2d: highest rss %7.1f MB (%.2f× the first minute's)\n", m+1, v, v/perMin[0])
		worst = max(worst, v/perMin[0])
	}
	fmt.Printf("first minute %.1f MB, last %.1f MB, highest %.1f MB: %.2f× at worst (limit %.2f)\n",
		perMin[0], perMin[len(perMin)-1], slices.Max(perMin), worst, limit)
	if worst > limit {
		return 1
	}
	return 0
}

// printSplit prints, from the app's log, what its --memprofile lines
// (one a minute, each after a collection) say the RSS is made of: what the
// Go runtime holds and its live heap, and the C heap's (Mesa's textures
// and buffers) part in use and free but kept, so that a growth is put on
// the Go heap or the C heap.
func printSplit(log string) {
	b, err := os.ReadFile(log)
	if err != nil {
		return
	}
	fmt.Println("the RSS at each minute's heap profile (after a collection):")
	for _, ln := range strings.Split(string(b), "\n") {
		_, rest, ok := strings.Cut(ln, "stats: heap profile ")
		if !ok {
			continue
		}
		n, rest, _ := strings.Cut(rest, ": ")
		f := func(name string) string {
			_, v, ok := strings.Cut(rest, name+" ")
			if !ok {
				return "?"
			}
			return strings.Fields(v)[0]
		}
		fmt.Printf("  minute %2s: RSS %7s MB = Go %7s (live %7s) + C heap in use %7s, free %6s + the rest\n",
			n, f("RSS"), f("Go holds"), f("(live heap"), f("C heap in use"), f("free but kept"))
	}
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// driver sends the window random actions.
type driver struct {
	display string
	win     string
	x, y    int
	rng     *rand.Rand
	lay     render.Layout
	npcs    int    // the NPCs the level has now, as the app last said (count)
	first   int    // the level's NPCs at the start
	log     string // the app's --stats output
	seen    int    // the log's length when the driver last added or removed one
	tl      bool   // the timeline is open
	// modes: the crowd mode (C) and the split view (V) are opened and
	// closed too; crowd and split say whether they are open
	modes, crowd, split bool
	damageAt            int // the log's length newDamage read up to
}

func (d *driver) xdo(args ...string) string {
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+d.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		fail(fmt.Sprintf("xdotool %v: %v\n%s", args, err, out))
	}
	return string(out)
}

// key holds a chord (xdotool's names, e.g. ctrl+z) 60 ms.
func (d *driver) key(k string) {
	d.xdo("keydown", "--window", d.win, k, "sleep", "0.06", "keyup", "--window", d.win, k, "sleep", "0.05")
}

// mapPoint is a random point of the map viewport, in screen pixels.
func (d *driver) mapPoint() (int, int) {
	m := d.lay.Map
	return d.x + m.Min.X + 20 + d.rng.IntN(m.Dx()-40), d.y + m.Min.Y + 20 + d.rng.IntN(m.Dy()-140)
}

// count reads how many NPCs the level has from the app's last
// "stats-npcs: npcs N" line (undo and redo add and remove them too).
func (d *driver) count() {
	b, err := os.ReadFile(d.log)
	if err != nil || len(b) < d.seen {
		return
	}
	// only a line written after the driver's own last change, which it
	// counted itself
	if i := strings.LastIndex(string(b[d.seen:]), "stats-npcs: npcs "); i >= 0 {
		i += d.seen
		if f := strings.Fields(string(b[i+len("stats-npcs: npcs "):])); len(f) > 0 {
			if n, err := strconv.Atoi(f[0]); err == nil {
				d.npcs = n
			}
		}
	}
}

// act does one random action and names it.
func (d *driver) act() string {
	d.count()
	switch r := d.rng.IntN(100); {
	case r < 34:
		button := "1"
		if d.rng.IntN(3) == 0 {
			button = "3" // erase
		}
		x, y := d.mapPoint()
		args := []string{"mousemove", "--sync", fmt.Sprint(x), fmt.Sprint(y), "mousedown", button}
		for range 10 + d.rng.IntN(30) {
			args = append(args, "mousemove_relative", "--", fmt.Sprint(d.rng.IntN(9)-4), fmt.Sprint(d.rng.IntN(9)-4), "sleep", "0.016")
		}
		d.xdo(append(args, "mouseup", button)...)
		return "stroke"
	case r < 44:
		d.key("ctrl+z")
		return "undo"
	case r < 47:
		d.key("ctrl+y")
		return "redo"
	case r < 55:
		// as many NPCs added as removed, round the level's number
		if d.npcs > d.first+2 || d.npcs > d.first-2 && d.rng.IntN(2) == 0 {
			return d.remove()
		}
		d.key("n")
		d.npcs++
		d.mark()
		return "add npc"
	case r < 59:
		d.key("Tab")
		return "next npc"
	case r < 68:
		if !d.tl {
			d.key("t")
			d.tl = true
			return "timeline open"
		}
		switch d.rng.IntN(4) {
		case 0:
			d.key("t")
			d.tl = false
			return "timeline close"
		case 1:
			d.key("space")
			time.Sleep(500 * time.Millisecond)
			d.key("space")
			return "timeline play"
		default:
			for range 1 + d.rng.IntN(5) {
				d.key("Right")
			}
			return "timeline step"
		}
	case r < 78:
		x, y := d.mapPoint()
		b := "4"
		if d.rng.IntN(2) == 0 {
			b = "5"
		}
		d.xdo("mousemove", "--sync", fmt.Sprint(x), fmt.Sprint(y), "click", "--repeat", fmt.Sprint(1+d.rng.IntN(3)), b)
		return "zoom"
	case r < 81:
		d.key("0")
		return "fit"
	case r < 86:
		// a middle drag pans
		x, y := d.mapPoint()
		args := []string{"mousemove", "--sync", fmt.Sprint(x), fmt.Sprint(y), "mousedown", "2"}
		dx, dy := d.rng.IntN(21)-10, d.rng.IntN(21)-10
		for range 5 + d.rng.IntN(15) {
			args = append(args, "mousemove_relative", "--", fmt.Sprint(dx), fmt.Sprint(dy), "sleep", "0.016")
		}
		d.xdo(append(args, "mouseup", "2")...)
		return "pan"
	case r < 90 && d.modes:
		// the crowd mode (C) opens and closes; the timeline keys then play it
		return d.toggle("c", "crowd", &d.crowd)
	case r < 94 && d.modes:
		return d.toggle("v", "split", &d.split)
	default:
		time.Sleep(time.Second) // idle
		return "idle"
	}
}

// toggle presses key, which opens or closes what on says is open, and
// names the action.
func (d *driver) toggle(key, what string, on *bool) string {
	d.key(key)
	*on = !*on
	if *on {
		return what + " open"
	}
	return what + " close"
}

// remove clicks the panel's remove button (the NPC section's third row,
// under its pager and the selected NPC's row).
func (d *driver) remove() string {
	if d.npcs <= 1 {
		return "idle"
	}
	const removeX, removeY = 72, 168
	p := d.lay.Panel.Min
	x, y := d.x+p.X+removeX, d.y+p.Y+removeY
	d.xdo("mousemove", "--sync", fmt.Sprint(x), fmt.Sprint(y), "mousedown", "1", "sleep", "0.06", "mouseup", "1")
	d.npcs--
	d.mark()
	return "remove npc"
}

// newDamage is the app's --check-damage reports (and the lines that
// explain them) written since the last call.
func (d *driver) newDamage() []string {
	b, err := os.ReadFile(d.log)
	if err != nil || len(b) <= d.damageAt {
		return nil
	}
	var out []string
	for _, ln := range strings.Split(string(b[d.damageAt:]), "\n") {
		if strings.Contains(ln, "damage check:") {
			out = append(out, ln)
		}
	}
	d.damageAt = len(b)
	return out
}

// mark notes the log's length after the driver's own change.
func (d *driver) mark() {
	if fi, err := os.Stat(d.log); err == nil {
		d.seen = int(fi.Size())
	}
}

// writeLevel writes the map as a level with n NPCs of random footprints
// (1×1 to 2×2) and ends where they fit.
func writeLevel(mapFile, out string, n int, rng *rand.Rand) error {
	lv, err := levels.Load(mapFile)
	if err != nil {
		return err
	}
	g := lv.Grid
	fit := func(a pathing.Footprint) pathing.Point {
		for {
			p := pathing.Pt(rng.IntN(g.Width()), rng.IntN(g.Height()))
			if g.Fits(a, p) {
				return p
			}
		}
	}
	var list []levels.NPC
	for i := range n {
		a := pathing.Footprint{L: 1 + rng.IntN(2), W: 1 + rng.IntN(2)}
		list = append(list, levels.NPC{Name: levels.DefaultNPCName(i), Agent: a, Start: fit(a), Goal: fit(a), Colour: levels.DefaultNPCColour(i)})
	}
	lv.SetNPCs(list)
	return levels.Save(out, lv)
}

// startX starts a private Xvfb (stopped at exit) and returns its display.
func startX() string {
	r, w, err := os.Pipe()
	if err != nil {
		fail(err.Error())
	}
	x := exec.Command("scripts/xvfb.sh", "-displayfd", "3", "-screen", "0", "1400x900x24", "-nolisten", "tcp")
	x.ExtraFiles = []*os.File{w}
	if err := x.Start(); err != nil {
		fail("Xvfb: " + err.Error())
	}
	cleanup = append(cleanup, func() { x.Process.Kill(); x.Wait() })
	w.Close()
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		fail("Xvfb gave no display: " + err.Error())
	}
	return ":" + strings.TrimSpace(line)
}

// rssMB is the process's resident memory in MB (/proc/PID/status VmRSS).
func rssMB(pid int) float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, ln := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(ln, "VmRSS:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}

func fail(msg string) {
	fmt.Fprintln(os.Stderr, "soak:", msg)
	exit(2)
}
