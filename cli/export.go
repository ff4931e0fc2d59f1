package cli

import (
	"flag"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"

	"swath/atomicfile"
	"swath/cli/command"
	"swath/render"
	"swath/scene"
)

// exportFlags are export's own flags, besides the query flags.
type exportFlags struct {
	png, gif  string
	scale     int
	fps       int
	maxFrames int
	optimal   bool
}

func runExport(args []string, stdout, stderr io.Writer) int {
	fs := command.NewFlags("export")
	qf := addQueryFlags(fs)
	var ef exportFlags
	fs.StringVar(&ef.png, "png", "", "write the final picture (all layers, legend, figures) to `FILE`")
	fs.StringVar(&ef.gif, "gif", "", "write the whole timeline as an animated GIF to `FILE`")
	fs.IntVar(&ef.scale, "scale", 0, "pixels per cell, `N` in 1..64 (default: the map's longer side about 800 px)")
	fs.IntVar(&ef.fps, "fps", 8, "GIF frames per second, `N` in 1..50")
	fs.BoolVar(&ef.optimal, "optimal", false, "also draw the shortest route there is (dashed), its figures and, in the GIF, its search")
	fs.IntVar(&ef.maxFrames, "max-frames", 600, "at most `N` GIF frames (2..10000): search and walk steps are sampled evenly, smoothing steps kept")
	vs := addVsFlag(fs)
	cf := addCrowdExportFlags(fs) // exportcrowd.go
	if done, code := command.ParseFlags(fs, args, stdout, stderr); done {
		return code
	}
	if err := ef.check(fs); err != nil {
		return command.Bad(stderr, "export", "%v", err)
	}
	if err := cf.check(fs, &ef); err != nil {
		return command.Bad(stderr, "export", "%v", err)
	}
	lv, q, err := qf.resolve()
	if err != nil {
		return command.Bad(stderr, "export", "%v", err)
	}
	if err := roomFor("export", qf.mapFile, lv.Grid.Width(), lv.Grid.Height(), exportBytes(ef.optimal, len(vs.Specs))); err != nil {
		return command.Bad(stderr, "export", "%v", err)
	}
	qf.say(stderr, "export")
	if cf.on {
		return exportCrowd(lv, q, qf.mapFile, ef, cf, stdout, stderr)
	}

	title := lv.Title
	if title == "" {
		title = filepath.Base(qf.mapFile)
	}
	s := scene.New(scene.Level{
		Title: title, Description: lv.Description, Grid: lv.Grid, Agent: q.Agent,
		Start: q.Start, Goal: q.Goal,
		Options: q.Options,
		NPCs:    lv.NPCs, // every NPC is drawn; the first one's agent and ends are q's
	})
	ly := s.Layers()
	ly.Optimal = ef.optimal
	s.Apply(scene.SetLayers{Layers: ly})
	if err := exportVs(vs, s, qf.mapFile); err != nil { // exportvs.go
		return command.Bad(stderr, "export", "%v", err)
	}
	s.Refresh() // the shortest route, which New leaves to the app's worker
	if ef.gif == "" {
		// planned: the picture needs the search buffers no more, and
		// drawing a big map allocates as much again (8192²: 3.1 → x GB)
		s.LetGoOfSearches()
		debug.FreeOSMemory()
	}
	ex := render.Exporter{Scale: ef.scale}
	w, h := ex.Size(s)
	if err := checkExportSize(s, ef.scale, w, h); err != nil {
		return command.Bad(stderr, "export", "%v", err)
	}
	if err := roomForPicture(w, h); err != nil {
		return command.Bad(stderr, "export", "%v", err)
	}
	// open the outputs before drawing: a bad path fails at once
	var outs []*render.OutFile
	abort := func() {
		for _, o := range outs {
			o.Abort()
		}
	}
	for _, p := range []string{ef.png, ef.gif} {
		if p == "" {
			outs = append(outs, nil)
			continue
		}
		o, err := render.CreateOut(p)
		if err != nil {
			abort()
			return command.Bad(stderr, "export", "%v", err)
		}
		outs = append(outs, o)
	}
	pngOut, gifOut := outs[0], outs[1]
	if pngOut != nil {
		img := ex.Draw(s)
		if err := png.Encode(pngOut, img); err != nil {
			abort()
			return command.Bad(stderr, "export", "writing %s: %v", ef.png, err)
		}
		if err := pngOut.Commit(); err != nil {
			gifOut.Abort()
			return command.Bad(stderr, "export", "%v", err)
		}
		fmt.Fprintf(stdout, "wrote %s (%dx%d px, %d px/cell)\n", ef.png, w, h, ex.PixelsPerCell(s))
	}
	if gifOut != nil && s.SplitShown() {
		if code := exportSplitGIF(gifOut, s, &render.Exporter{Scale: ef.scale}, ef, stdout, stderr); code != ExitOK {
			return code
		}
	} else if gifOut != nil {
		// its own exporter: the step-through view lays the window out anew
		if code := exportGIF(gifOut, s, &render.Exporter{Scale: ef.scale}, ef, stdout, stderr); code != ExitOK {
			return code
		}
	}
	if pl := s.Selected().Plan(); !pl.Found {
		fmt.Fprintf(stdout, "no route: %v\n", pl.Err)
		return ExitNoPath
	}
	if sp := s.Split(); sp != nil { // as plan --vs: 1 when a run has no route
		for _, p := range sp.Panes[1:] {
			if pl := p.Agent.Plan(); !pl.Found {
				fmt.Fprintf(stdout, "no route for %s: %v\n", p.Name, pl.Err)
				return ExitNoPath
			}
		}
	}
	return ExitOK
}

// check validates the export flags; scale 0 (not given) means automatic.
func (ef *exportFlags) check(fs *flag.FlagSet) error {
	if ef.png == "" && ef.gif == "" {
		return fmt.Errorf("no output: give --png FILE and/or --gif FILE")
	}
	if ef.png != "" && ef.gif != "" && sameOutput(ef.png, ef.gif) {
		return fmt.Errorf("--png %s and --gif %s are the same file: the GIF would replace the picture", ef.png, ef.gif)
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if given["scale"] && (ef.scale < 1 || ef.scale > render.MaxExportScale) {
		return fmt.Errorf("--scale %d: want pixels per cell in 1..%d", ef.scale, render.MaxExportScale)
	}
	if ef.fps < 1 || ef.fps > 50 {
		return fmt.Errorf("--fps %d: want frames per second in 1..50", ef.fps)
	}
	if ef.maxFrames < 2 || ef.maxFrames > 10000 {
		return fmt.Errorf("--max-frames %d: want 2..10000", ef.maxFrames)
	}
	return nil
}

// MaxExportPixels bounds the picture an export draws (about 400 MB of
// RGBA): a scale is refused before anything is allocated, rather than
// drawing until the machine runs out of memory.
const MaxExportPixels = 100_000_000

// checkExportSize refuses a w×h picture over MaxExportPixels, naming the
// largest scale that fits.
func checkExportSize(s *scene.Scene, scale, w, h int) error {
	if int64(w)*int64(h) <= MaxExportPixels {
		return nil
	}
	fit := 0
	for sc := min(scale, render.MaxExportScale); sc >= 1 && fit == 0; sc-- {
		fw, fh := (&render.Exporter{Scale: sc}).Size(s)
		if int64(fw)*int64(fh) <= MaxExportPixels {
			fit = sc
		}
	}
	what := "the picture"
	if scale > 0 {
		what = fmt.Sprintf("--scale %d: the picture", scale)
	}
	if fit == 0 {
		return fmt.Errorf("%s would be %dx%d px, over the %d Mpx limit of an export even at 1 px a cell", what, w, h, MaxExportPixels/1_000_000)
	}
	return fmt.Errorf("%s would be %dx%d px, over the %d Mpx limit of an export; the largest scale that fits is --scale %d", what, w, h, MaxExportPixels/1_000_000, fit)
}

// sameOutput reports whether writing a and b would write one file: the
// same name once cleaned, links to one file (or one a link to the other),
// or hard links of one file; for names that do not exist yet, where they
// would be written once their links and folders are followed.
func sameOutput(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(sa, sb)
	}
	return writtenAt(a) == writtenAt(b)
}

// writtenAt is where a write to path lands: its links followed (a link to
// a file not made yet too, as atomicfile writes through it) and its
// folder's, made absolute.
func writtenAt(path string) string {
	dir, base := filepath.Split(atomicfile.Target(path))
	if real, err := filepath.EvalSymlinks(filepath.Clean(dir + ".")); err == nil {
		dir = real
	}
	if abs, err := filepath.Abs(filepath.Join(dir, base)); err == nil {
		return abs
	}
	return filepath.Join(dir, base)
}
