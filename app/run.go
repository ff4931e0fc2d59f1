package app

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"sync"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"swath/app/args"
	"swath/app/display"
	"swath/atomicfile"
	"swath/levels"
	"swath/memroom"
	"swath/scene"
)

// Config is what the command line sets (package args reads it).
type Config = args.Config

// Run starts the app with the command-line arguments that follow the
// program name and returns the exit code: 0 when the window is closed, 1
// when it cannot start, 2 for bad arguments (a file --map cannot open too).
func Run(args []string) int {
	pageMark("main") // page_js.go: the web page's milestones (startmarks.go)
	cfg, err := parseFlags(args, os.Stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(os.Stderr, "swath:", err)
		return 2
	}
	if err := display.CheckFiles(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "swath:", err)
		return 2 // a --map missing, a profile that is a FIFO: bad arguments
	}
	if msg := display.Missing(); msg != "" {
		fmt.Fprintln(os.Stderr, msg)
		return 1
	}
	cfg = pageConfig(cfg) // page_js.go: the web page's link
	sc, err := openScene(cfg)
	if err != nil {
		if sc, err = openFallback(cfg, err); err != nil {
			fmt.Fprintln(os.Stderr, "swath:", err)
			return 2 // a --map (or --level) that cannot be opened is a bad argument
		}
	}
	pageMark("opened")
	g := newGame(sc, cfg)
	startPage(func() *scene.Scene { return g.sc }) // page_js.go: swathStatus(), a new fragment
	if cfg.InputLog != "" {
		l, err := openInputLog(cfg.InputLog)
		if err != nil {
			fmt.Fprintln(os.Stderr, "swath:", err)
			return 1
		}
		// a write that fails (a full disk) is said when the app ends
		lw := &checkedWriter{w: l.w}
		l.w = lw
		defer func() {
			l.close()
			if lw.err != nil {
				fmt.Fprintf(os.Stderr, "swath: --input-log %s: %v\n", cfg.InputLog, lw.err)
			}
		}()
		g.in.log, g.files.log, g.timeline.log, g.pan.log = l, l, l, l
	}
	keepFrameBuffers()
	if cfg.CheckDamage {
		g.scr.check = &damageCheck{w: os.Stderr}
	}
	ebiten.SetWindowSize(cfg.Width, cfg.Height)
	ebiten.SetWindowTitle(g.title())
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowClosingHandled(true) // unsaved changes are asked about first
	ebiten.SetScreenClearedEveryFrame(false)
	// Update and Draw only on input (or ScheduleFrame): under Xvfb and
	// other displays without vsync, skipping Draw alone still leaves
	// Ebitengine presenting ~100 frames a second at ~13 % CPU. The
	// measuring modes (--continuous, --present-probe) schedule every tick:
	// with vsync on, those idle presents would take their time too.
	//lint:ignore SA1019 deprecated, yet still the only way to idle at ~0 CPU
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum) //nolint:staticcheck // see the line above
	g.ticks.watch()
	var finish []func() // profile writers, run once at 10 s or on SIGINT/SIGTERM
	// the profiles are written as every file Swath writes (atomically:
	// a regular file or nothing), and a failed write is said
	if cfg.CPUProfile != "" {
		f, err := atomicfile.Create(cfg.CPUProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "swath: --cpuprofile:", err)
			return 2
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Abort()
			fmt.Fprintln(os.Stderr, "swath: --cpuprofile:", err)
			return 1
		}
		finish = append(finish, func() {
			pprof.StopCPUProfile()
			if err := f.Commit(); err != nil {
				fmt.Fprintln(os.Stderr, "swath: --cpuprofile:", err)
			}
		})
	}
	if cfg.MemProfile != "" {
		f, err := atomicfile.Create(cfg.MemProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "swath: --memprofile:", err)
			return 2
		}
		watchHeapSignal(cfg.MemProfile, g.heldImages)
		finish = append(finish, func() {
			runtime.GC()
			err := pprof.WriteHeapProfile(f)
			if err == nil {
				err = f.Commit()
			} else {
				f.Abort()
			}
			if err != nil {
				fmt.Fprintln(os.Stderr, "swath: --memprofile:", err)
			}
		})
	}
	if len(finish) > 0 {
		var once sync.Once
		done := func() {
			once.Do(func() {
				for _, fn := range finish {
					fn()
				}
			})
		}
		defer done() // a window closed within 10 s still leaves its profiles
		time.AfterFunc(10*time.Second, done)
		// a run killed before 10 s still leaves its profiles
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
		go func() {
			s := <-sig
			done()
			code := 130
			if s == syscall.SIGTERM {
				code = 143
			}
			os.Exit(code)
		}()
	}
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "swath:", err)
		return 1
	}
	return 0
}

func parseFlags(a []string, stderr io.Writer) (Config, error) { return args.Parse(a, stderr) }

// checkedWriter keeps the first write error of w, and writes nothing more
// after it.
type checkedWriter struct {
	w   io.WriteCloser
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.err = err
	return n, err
}

func (c *checkedWriter) Close() error {
	err := c.w.Close()
	if c.err == nil {
		c.err = err
	}
	return err
}

// openScene loads the level the flags name.
func openScene(cfg Config) (*scene.Scene, error) {
	var lv *levels.Level
	var err error
	file := cfg.Map // a share link (#…) opens like a built-in level: no file
	switch {
	case levels.IsShareLink(cfg.Map):
		file = ""
		lv, err = levels.OpenShareLink(cfg.Map, levels.LoadOptions{Layer: cfg.Layer})
	case file != "":
		lv, err = levels.LoadWith(file, levels.LoadOptions{Layer: cfg.Layer})
	default:
		lv, err = levels.LoadBuiltin(cfg.Level)
	}
	if err != nil {
		return nil, err
	}
	if err := roomFor(lv, file); err != nil {
		return nil, err
	}
	// the level keeps its own title, key steps and all, as Ctrl+O opens
	// it: the file's path is the window title's (WindowTitle), and a save
	// writes the title back
	if cfg.Agent != "" {
		lv.Agent, _ = levels.ParseAgent(cfg.Agent)
	}
	placed := ""
	if file != "" {
		placed = levels.PlaceImportedEnds(lv, file)
	}
	sc := scene.New(*lv)
	sc.SetFiles(sceneFiles(), cfg.Dir) // the web page's own (pagefiles_js.go), else the disk's
	// Ctrl+O, drops and new maps are refused as this one would be
	sc.SetRoom(memroom.Now, appBytesPerCell)
	if file != "" {
		sc.SetSource(file, "")
		if placed != "" {
			sc.Apply(scene.Notice{Text: "Opened " + file + ": " + placed + "."})
		}
		if levels.FileFormat(file) == levels.TiledFormat { // a .json too
			// the obstacles' layer in the status line; without --layer the
			// map's tile layers are offered
			sc.SetTiledSource(file, cfg.Layer, cfg.Layer == "")
		}
	} else if cfg.Map == "" {
		sc.SetSource("", cfg.Level)
	} else {
		sc.SetSource("", "") // a share link: a level of no file yet
	}
	// the split view: --vs, else the level's own comparison (its vs lines)
	sc.OpenLevelsInSplit()
	if len(cfg.Vs) > 0 {
		sc.Apply(scene.SetSplit{Specs: cfg.Vs})
		if !sc.SplitShown() {
			return nil, fmt.Errorf("--vs: %s", sc.Notice().Text)
		}
	}
	sc.Refresh()      // every pane's first plan, before the window
	sc.SnapshotGrid() // before the window: the first background job's copy
	return sc, nil
}

// appBytesPerCell is what the app takes per cell of its map, beyond what
// it takes at start, to open it and draw its route: the grid and its
// copies, the planners, the route's layers. A 2048² maze took 74 B a cell
// (RSS 163 -> 474 MB); the optional layers and jobs take more (164 B with
// the cell layers, a deep zoom and a timeline), each bounded on its own
// (agent.JobLimit).
const appBytesPerCell = 80

// roomFor refuses, in one line, a level whose map the process has no room
// for (memroom: under ulimit -v, a control group's limit or the machine's
// available memory) rather than dying of it half-way with a trace.
func roomFor(lv *levels.Level, file string) error {
	w, h := lv.Grid.Width(), lv.Grid.Height()
	if file == "" {
		file = "the level"
	}
	return memroom.Now().CheckMap(file, w, h, appBytesPerCell, "in the app")
}
