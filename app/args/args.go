// Package args reads the app's command line. It imports no Ebitengine, so
// the program checks its arguments (and answers --help) before the window
// toolkit loads, with or without a display.
package args

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"swath/levels"
	"swath/pathing"
	"swath/variant"
)

// vsFlag is --vs, given up to variant.Max times; each is checked as it is
// given (an unknown key or value: exit 2, naming it).
type vsFlag []string

var vsUsage = fmt.Sprintf("open in the split view with a pane under other settings, `KEY=VALUE[,KEY=VALUE…]` with keys %s (up to %d times, e.g. --vs farthest=linear --vs sampling=paper,agent=3x3; default: the level's own comparison, if it names one)",
	strings.Join(variant.Keys(), ", "), variant.Max)

func (v *vsFlag) String() string {
	if v == nil {
		return ""
	}
	return strings.Join(*v, " ")
}

func (v *vsFlag) Set(s string) error {
	if len(*v) == variant.Max {
		return fmt.Errorf("at most %d --vs (%d panes side by side)", variant.Max, variant.Max+1)
	}
	if _, err := variant.Parse(pathing.Query{}, s); err != nil {
		return err
	}
	*v = append(*v, s)
	return nil
}

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
	// UIScale draws the whole window larger, for projectors (0: the one
	// kept in the settings file, else 1). Ctrl+= and Ctrl+- change it.
	UIScale float64
	// Layer names the Tiled tile layer whose tiles are the obstacles of
	// --map ("": Swath's rules choose, and the app offers the others).
	Layer string
	// Vs are the split view's panes after the level's own, each
	// "KEY=VALUE[,KEY=VALUE…]" (--vs, up to variant.Max): the app opens
	// in the split view with them (none: the level's own, if it names
	// some).
	Vs []string
}

// maxWindowSide bounds --size: the window's frame buffers are textures,
// and 8192 is a side every OpenGL 3 driver Ebitengine runs on allows (a
// larger one panicked in Ebitengine's atlas, or in X).
const maxWindowSide = 8192

// flagSet declares the app's flags into cfg and size.
func flagSet(cfg *Config, size *string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("swath", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cfg.Level, "level", levels.DefaultBuiltin, "built-in level to open")
	fs.StringVar(&cfg.Map, "map", "", "level or map file to open (.swath, Moving AI .map, PNG mask, Tiled .tmx/.tmj/.json), or a share link (#…, swath share)")
	fs.StringVar(&cfg.Layer, "layer", "", "with a Tiled --map: the tile layer whose tiles are the obstacles (default: a collision layer, a layer named like walls, else tile properties; the app offers the others)")
	fs.StringVar(&cfg.Agent, "agent", "", "agent footprint LxW, e.g. 3x2 (default: the level's)")
	fs.Var((*vsFlag)(&cfg.Vs), "vs", vsUsage)
	fs.StringVar(size, "size", "1280x800", "window size WxH in pixels")
	fs.BoolVar(&cfg.Stats, "stats", false, "print FPS, frame time and planning times to stderr every second")
	fs.BoolVar(&cfg.Continuous, "continuous", false, "redraw every frame even when nothing changed (for measuring)")
	fs.BoolVar(&cfg.CheckDamage, "check-damage", false, "check every partial redraw of the map against a whole one and report differences on stderr (slow; for tests)")
	fs.BoolVar(&cfg.PresentProbe, "present-probe", false, "change one pixel every frame and draw nothing else: the display's frame-rate ceiling (for measuring)")
	fs.Float64Var(&cfg.UIScale, "ui-scale", 0, "draw the whole window this many times larger, 1 to 3, e.g. 2 for a projector (default: the last one chosen with Ctrl+= / Ctrl+-, kept in the user's config folder, else 1)")
	fs.StringVar(&cfg.Dir, "dir", "", "folder the open and save dialogs start in (default: the level file's folder, else the current one)")
	fs.StringVar(&cfg.InputLog, "input-log", "", "write every key, click and typed text the app takes to this file, one per line (for bug reports and scripted tests)")
	fs.StringVar(&cfg.CPUProfile, "cpuprofile", "", "write a CPU profile of the first 10 seconds (or until killed) to this file")
	fs.StringVar(&cfg.MemProfile, "memprofile", "", "write a heap profile taken 10 seconds after the start (or when killed) to this file")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: swath [--level NAME | --map FILE] [--agent LxW] [--vs KEY=VALUE]... [--size WxH]")
		fs.PrintDefaults()
	}
	return fs
}

// Parse reads the app's command line (what follows the program name). A
// bad argument is an error naming it; -h and --help print the flags and
// return flag.ErrHelp. It touches no display, so a machine without one
// still hears about a bad argument, not about the display.
func Parse(args []string, stderr io.Writer) (Config, error) {
	var cfg Config
	var size string
	fs := flagSet(&cfg, &size, io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stderr)
			fs.Usage()
			return cfg, err
		}
		// one line, not the flag package's message and the whole usage
		if name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: "); ok {
			return cfg, fmt.Errorf("unknown flag %s (try: swath --help)", name)
		}
		return cfg, fmt.Errorf("%v (try: swath --help)", err)
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("unknown command %q (try: swath help)", fs.Arg(0))
	}
	if _, err := levels.LoadBuiltin(cfg.Level); err != nil {
		return cfg, fmt.Errorf("--level: %v", err)
	}
	if _, err := fmt.Sscanf(size, "%dx%d", &cfg.Width, &cfg.Height); err != nil || cfg.Width < 400 || cfg.Height < 300 ||
		cfg.Width > maxWindowSide || cfg.Height > maxWindowSide {
		return cfg, fmt.Errorf("--size %q: want WxH from 400x300 to %dx%d, e.g. 1280x800", size, maxWindowSide, maxWindowSide)
	}
	if cfg.UIScale != 0 && (cfg.UIScale < MinUIScale || cfg.UIScale > MaxUIScale) {
		return cfg, fmt.Errorf("--ui-scale %g: want a scale from %d to %d", cfg.UIScale, MinUIScale, MaxUIScale)
	}
	if cfg.Layer != "" && cfg.Map == "" {
		return cfg, fmt.Errorf("--layer %q: a layer is chosen in a Tiled map; open one with --map", cfg.Layer)
	}
	if cfg.Agent != "" {
		if _, err := levels.ParseAgent(cfg.Agent); err != nil {
			return cfg, fmt.Errorf("--agent: %v", err)
		}
	}
	return cfg, nil
}

// PrintFlags writes the app's flags, as --help lists them.
func PrintFlags(w io.Writer) {
	var cfg Config
	var size string
	fmt.Fprintln(w, "The app's flags (swath [flags]):")
	flagSet(&cfg, &size, w).PrintDefaults()
}
