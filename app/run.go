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

	"swath/app/display"
	"swath/levels"
	"swath/scene"
)

// Config is what the command line sets. The zero value opens the built-in
// demo in a 1280×800 window.
type Config struct {
	Level      string // built-in level name
	Map        string // level or map file; wins over Level
	Agent      string // "LxW" overriding the level's agent
	Width      int
	Height     int
	Stats      bool // print frame and planning figures to stderr every second
	Continuous bool // redraw every frame, for measuring drawing speed
	// PresentProbe changes one pixel a frame after the first: the frame
	// rate of a window whose picture barely changes, the display's ceiling
	PresentProbe bool
	// CheckDamage compares every partial redraw of the map with a whole one
	CheckDamage bool
	CPUProfile  string
	MemProfile  string
	// InputLog is a file that records every key and click the app took.
	InputLog string
	// Dir is the folder the open and save dialogs start in ("": the
	// current file's folder, else the current directory).
	Dir string
}

// Run starts the app with the command-line arguments that follow the
// program name and returns the exit code: 0 when the window is closed, 1
// when it cannot start, 2 for bad arguments.
func Run(args []string) int {
	cfg, err := parseFlags(args, os.Stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(os.Stderr, "swath:", err)
		return 2
	}
	if msg := display.Missing(); msg != "" {
		fmt.Fprintln(os.Stderr, msg)
		return 1
	}
	sc, err := openScene(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "swath:", err)
		return 1
	}
	g := newGame(sc, cfg)
	if cfg.InputLog != "" {
		l, err := openInputLog(cfg.InputLog)
		if err != nil {
			fmt.Fprintln(os.Stderr, "swath:", err)
			return 1
		}
		defer l.close()
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
	if cfg.CPUProfile != "" {
		f, err := os.Create(cfg.CPUProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "swath:", err)
			return 1
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(os.Stderr, "swath:", err)
			return 1
		}
		finish = append(finish, func() { pprof.StopCPUProfile(); f.Close() })
	}
	if cfg.MemProfile != "" {
		f, err := os.Create(cfg.MemProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "swath:", err)
			return 1
		}
		finish = append(finish, func() {
			runtime.GC()
			if err := pprof.WriteHeapProfile(f); err != nil {
				fmt.Fprintln(os.Stderr, "swath: --memprofile:", err)
			}
			f.Close()
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

// maxWindowSide bounds --size: the window's frame buffers are textures,
// and 8192 is a side every OpenGL 3 driver Ebitengine runs on allows (a
// larger one panicked in Ebitengine's atlas, or in X).
const maxWindowSide = 8192

func parseFlags(args []string, stderr io.Writer) (Config, error) {
	fs := flag.NewFlagSet("swath", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg Config
	var size string
	fs.StringVar(&cfg.Level, "level", levels.DefaultBuiltin, "built-in level to open")
	fs.StringVar(&cfg.Map, "map", "", "level or map file to open (.swath, Moving AI .map, PNG mask, Tiled .tmx/.tmj/.json)")
	fs.StringVar(&cfg.Agent, "agent", "", "agent footprint LxW, e.g. 3x2 (default: the level's)")
	fs.StringVar(&size, "size", "1280x800", "window size WxH in pixels")
	fs.BoolVar(&cfg.Stats, "stats", false, "print FPS, frame time and planning times to stderr every second")
	fs.BoolVar(&cfg.Continuous, "continuous", false, "redraw every frame even when nothing changed (for measuring)")
	fs.BoolVar(&cfg.CheckDamage, "check-damage", false, "check every partial redraw of the map against a whole one and report differences on stderr (slow; for tests)")
	fs.BoolVar(&cfg.PresentProbe, "present-probe", false, "change one pixel every frame and draw nothing else: the display's frame-rate ceiling (for measuring)")
	fs.StringVar(&cfg.Dir, "dir", "", "folder the open and save dialogs start in (default: the level file's folder, else the current one)")
	fs.StringVar(&cfg.InputLog, "input-log", "", "write every key, click and typed text the app takes to this file, one per line (for bug reports and scripted tests)")
	fs.StringVar(&cfg.CPUProfile, "cpuprofile", "", "write a CPU profile of the first 10 seconds (or until killed) to this file")
	fs.StringVar(&cfg.MemProfile, "memprofile", "", "write a heap profile taken 10 seconds after the start (or when killed) to this file")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: swath [--level NAME | --map FILE] [--agent LxW] [--size WxH]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("unexpected argument %q (see swath --help)", fs.Arg(0))
	}
	if _, err := fmt.Sscanf(size, "%dx%d", &cfg.Width, &cfg.Height); err != nil || cfg.Width < 400 || cfg.Height < 300 ||
		cfg.Width > maxWindowSide || cfg.Height > maxWindowSide {
		return cfg, fmt.Errorf("--size %q: want WxH from 400x300 to %dx%d, e.g. 1280x800", size, maxWindowSide, maxWindowSide)
	}
	if cfg.Agent != "" {
		if _, err := levels.ParseAgent(cfg.Agent); err != nil {
			return cfg, fmt.Errorf("--agent: %v", err)
		}
	}
	return cfg, nil
}

// openScene loads the level the flags name.
func openScene(cfg Config) (*scene.Scene, error) {
	var lv *levels.Level
	var err error
	if cfg.Map != "" {
		lv, err = levels.Load(cfg.Map)
	} else {
		lv, err = levels.LoadBuiltin(cfg.Level)
	}
	if err != nil {
		return nil, err
	}
	// the level keeps its own title, as Ctrl+O opens it: the file's path
	// is the window title's (WindowTitle), and a save writes the title back
	title := lv.Title
	if cfg.Agent != "" {
		lv.Agent, _ = levels.ParseAgent(cfg.Agent)
	}
	placed := ""
	if cfg.Map != "" {
		placed = levels.PlaceImportedEnds(lv, cfg.Map)
	}
	sc := scene.New(scene.Level{
		Title: title, Description: lv.Description, Grid: lv.Grid, Agent: lv.Agent,
		Start: lv.Start, Goal: lv.Goal,
		Options: lv.Options,
	})
	sc.SetFiles(nil, cfg.Dir)
	if cfg.Map != "" {
		sc.SetSource(cfg.Map, "")
		if placed != "" {
			sc.Apply(scene.Notice{Text: "Opened " + cfg.Map + ": " + placed + "."})
		}
	} else {
		sc.SetSource("", cfg.Level)
	}
	return sc, nil
}
