package cli

import (
	"flag"
	"fmt"
	"image/png"
	"io"
	"path/filepath"
	"strconv"

	"swath/cli/command"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// crowdExportFlags are export's flags of the crowd mode.
type crowdExportFlags struct {
	on   bool
	tick int
}

// addCrowdExportFlags defines --crowd and --tick on fs.
func addCrowdExportFlags(fs *flag.FlagSet) *crowdExportFlags {
	cf := &crowdExportFlags{tick: -1}
	fs.BoolVar(&cf.on, "crowd", false, "draw the crowd mode: every NPC at once, as swath crowd plans them (--png one tick, --gif the crowd playing)")
	// a Func, not an Int: its default (the last tick) is no number to print
	fs.Func("tick", "with --crowd, the tick `N` the PNG shows (default: the last)", func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("want a whole number of ticks, not %q", v)
		}
		cf.tick = n
		return nil
	})
	return cf
}

// check refuses the flags that do not go with --crowd, and --tick without it.
func (cf *crowdExportFlags) check(fs *flag.FlagSet, ef *exportFlags) error {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	switch {
	case given["tick"] && !cf.on:
		return fmt.Errorf("--tick %d needs --crowd", cf.tick)
	case given["tick"] && ef.png == "":
		return fmt.Errorf("--tick %d: it is the tick of the --png picture; give --png FILE", cf.tick)
	case given["tick"] && cf.tick < 0:
		return fmt.Errorf("--tick %d: want a tick from 0", cf.tick)
	case cf.on && ef.optimal:
		return fmt.Errorf("--optimal draws one NPC's shortest route; the crowd mode draws none (leave out --optimal or --crowd)")
	}
	return nil
}

// exportCrowd writes the crowd of the level: a PNG of one tick and/or a
// GIF of the crowd playing, each drawn as the app's crowd mode shows it.
// Exit 0 when every NPC arrives, 1 when some cannot (the files are still
// written; the lines say who and why), 2 for bad input (overlapping
// starts or goals, naming both NPCs and a cell).
func exportCrowd(lv *level, q pathing.Query, mapFile string, ef exportFlags, cf *crowdExportFlags, stdout, stderr io.Writer) int {
	title := lv.Title
	if title == "" {
		title = filepath.Base(mapFile)
	}
	s := scene.New(scene.Level{Title: title, Description: lv.Description, Grid: lv.Grid, Agent: q.Agent,
		Start: q.Start, Goal: q.Goal, Options: q.Options, NPCs: lv.NPCs})
	s.Apply(scene.ActCrowd) // plans the crowd in the call
	v := s.Crowd()
	if v.Err != "" {
		return command.Bad(stderr, "export", "--crowd: %s: %s", mapFile, v.Err)
	}
	if v.Plan == nil {
		return command.Bad(stderr, "export", "--crowd: %s: no crowd plan", mapFile)
	}
	n := v.Plan.Makespan
	tick := cf.tick
	if tick < 0 {
		tick = n
	}
	if tick > n {
		return command.Bad(stderr, "export", "--tick %d: the crowd's plan has ticks 0..%d", tick, n)
	}
	s.LetGoOfSearches()
	ex := render.Exporter{Scale: ef.scale}
	w, h := ex.Size(s)
	if err := checkExportSize(s, ef.scale, w, h); err != nil {
		return command.Bad(stderr, "export", "%v", err)
	}
	var pngOut, gifOut *render.OutFile
	for _, o := range []struct {
		path string
		out  **render.OutFile
	}{{ef.png, &pngOut}, {ef.gif, &gifOut}} {
		if o.path == "" {
			continue
		}
		f, err := render.CreateOut(o.path)
		if err != nil {
			pngOut.Abort()
			return command.Bad(stderr, "export", "%v", err)
		}
		*o.out = f
	}
	if pngOut != nil {
		img := ex.Draw(render.CrowdAt(s, float64(tick)))
		if err := png.Encode(pngOut, img); err != nil {
			pngOut.Abort()
			gifOut.Abort()
			return command.Bad(stderr, "export", "writing %s: %v", ef.png, err)
		}
		if err := pngOut.Commit(); err != nil {
			gifOut.Abort()
			return command.Bad(stderr, "export", "%v", err)
		}
		fmt.Fprintf(stdout, "wrote %s (%dx%d px, %d px/cell, tick %d of %d)\n", ef.png, w, h, ex.PixelsPerCell(s), tick, n)
	}
	if gifOut != nil {
		res, err := render.WriteCrowdGIF(gifOut, s, &render.Exporter{Scale: ef.scale}, render.GIFOptions{FPS: ef.fps, MaxFrames: ef.maxFrames})
		if err != nil {
			gifOut.Abort()
			return command.Bad(stderr, "export", "writing %s: %v", ef.gif, err)
		}
		if err := gifOut.Commit(); err != nil {
			return command.Bad(stderr, "export", "%v", err)
		}
		how := fmt.Sprintf("%d a tick", res.Sub)
		if res.Sub == 0 {
			how = fmt.Sprintf("ticks sampled evenly to fit --max-frames %d", ef.maxFrames)
		}
		fmt.Fprintf(stdout, "wrote %s (%dx%d px, %d frames of %d ticks, %s, %d ms each)\n",
			ef.gif, res.W, res.H, res.Frames, res.Ticks, how, 10*res.Delay)
	}
	if !v.Plan.Done() {
		for _, why := range v.Stuck() {
			fmt.Fprintln(stdout, why)
		}
		return ExitNoPath
	}
	return ExitOK
}
