package app

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/ebitengine/debugui"

	"swath/input"
	"swath/jobs"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// noticeFor is how long an export's notice stays before the next input
// clears it.
const noticeFor = 8 * time.Second

// exports saves pictures on the keymap's export keys: a PNG of the view as
// the window shows it (without the options panel), and a GIF of the
// timeline of the current plan with the whole map in sight (as `swath
// export --gif` draws it; in the split view every pane side by side,
// stepped in lockstep, as `swath export --vs --gif`). Files go next to the level file, or into the
// current folder for a built-in level, named <level>-<timestamp>. Encoding
// and writing are a job of the app's loop (exports is its queue), one
// export at a time (the CPU renderer's fonts are not shared between
// goroutines); the status bar says where each file went.
type exports struct {
	// want is the export asked for this tick, busy one under way
	want    *exportJob
	busy    bool
	shownAt time.Time
	shown   bool
	// sc is where the finished export's notice goes
	sc *scene.Scene
}

// exportJob writes one export: write makes the file's content (on the
// job's goroutine) and commits it; what it says, or why it failed, is
// shown when the loop hands it back.
type exportJob struct {
	path  string
	write func() (string, error)
	// Run's outcome
	what string
	err  error
}

// Run writes the export; it does not stop half-way.
func (j *exportJob) Run(func() bool) { j.what, j.err = j.write() }

// Next hands out the export asked for.
func (x *exports) Next() (jobs.Job, bool) {
	j := x.want
	if j == nil {
		return nil, false
	}
	x.want = nil
	return j, false
}

// Stale: an export asked for is always wanted.
func (x *exports) Stale(jobs.Job) bool { return false }

// Finish shows where the export went, or why it failed.
func (x *exports) Finish(job jobs.Job, _ bool) {
	j := job.(*exportJob)
	x.busy = false
	if j.err != nil {
		x.notify(x.sc, "Export failed: "+j.err.Error(), true)
		return
	}
	x.notify(x.sc, exportedVerb+" "+j.path+" ("+j.what+").", false)
}

// update starts an export when its key was pressed this tick and clears
// an old notice; it reports whether the notice changed (the next tick must
// draw it). The PNG is drawn by a renderer of its own, which only reads
// the scene: it may run before or after the app's frame.
func (x *exports) update(sc *scene.Scene, dev *input.Devices, cfg Config, w, h int, captured debugui.InputCapturingState) bool {
	x.sc = sc
	changed := false
	if x.shown && time.Since(x.shownAt) > noticeFor && !x.busy {
		sc.Apply(scene.Notice{})
		x.shown, changed = false, true
	}
	if captured&debugui.InputCapturingStateFocus != 0 || sc.KeyContext() != scene.ContextMap {
		return changed // the keys belong to the panel or a dialog
	}
	act := input.ExportPressed(dev)
	if act == scene.ActNone {
		return changed
	}
	if x.busy {
		x.notify(sc, "An export is still being written; try again when it is done.", true)
		return true
	}
	ext := ".png"
	if act == scene.ActExportGIF {
		ext = ".gif"
	}
	path, out, err := exportTarget(sc.Path(), sc.ExportName(), time.Now(), ext) // export_js.go: a download
	if err != nil {
		x.notify(sc, "Cannot export: "+err.Error(), true)
		return true
	}
	x.busy = true
	if act == scene.ActExportPNG {
		draw := viewPicture(sc, w, h)
		x.notify(sc, exportingVerb+" "+path+" …", false)
		x.want = &exportJob{path: path, write: func() (string, error) {
			img := draw()
			if err := png.Encode(yielding{out}, img); err != nil {
				out.Abort()
				return "", err
			}
			return fmt.Sprintf("%dx%d", img.Rect.Dx(), img.Rect.Dy()), out.Commit()
		}}
		return true
	}
	lv, layers := *sc.Level(), sc.Layers() // a copy, safe to plan on another goroutine
	sel := sc.SelectedNPC()                // the timeline is the selected NPC's
	vs := sc.SplitSpecs()                  // in the split view, every pane's in lockstep
	x.notify(sc, exportingVerb+" the timeline to "+path+" …", false)
	x.want = &exportJob{path: path, write: func() (string, error) {
		s := scene.New(lv)
		s.Apply(scene.SelectNPC{Index: sel})
		s.Apply(scene.SetLayers{Layers: layers})
		write, unit := render.WriteTimelineGIF, "steps"
		if len(vs) > 0 {
			s.Apply(scene.SetSplit{Specs: vs})
			s.Apply(scene.SeekStep{Step: 0}) // every pane's timeline opens
			write, unit = render.WriteSplitGIF, "lockstep positions"
		}
		s.Refresh() // the optimum, for its layer and timeline phase; the panes' timelines
		s.Apply(scene.SeekStep{Step: 0})
		var e render.Exporter
		res, err := write(out, s, &e, render.GIFOptions{})
		if err != nil {
			out.Abort()
			return "", err
		}
		what := fmt.Sprintf("%d frames", res.Frames)
		if res.Sampled() {
			what = fmt.Sprintf("%d frames of %d %s", res.Frames, res.Steps, unit)
		}
		if len(vs) > 0 {
			what += fmt.Sprintf(", %d panes", len(vs)+1)
		}
		return what, out.Commit()
	}}
	return true
}

// writePace paces the browser's turns of an encoder's writes
// (pathing.Pacer).
var writePace pathing.Pacer

// yielding gives the web page's browser its turn at each write of an
// encoder (pathing.Yield; nothing off the page): PNG's writes its
// compressed output a 32 KB chunk at a time.
type yielding struct{ w io.Writer }

func (y yielding) Write(p []byte) (int, error) {
	writePace.Yield()
	return y.w.Write(p)
}

func (x *exports) notify(sc *scene.Scene, text string, warn bool) {
	sc.Apply(scene.Notice{Text: text, Warn: warn})
	x.shown, x.shownAt = true, time.Now()
}

// viewPicture builds the window's picture, with a renderer of its own, as
// exports are drawn: without the options panel, the pointer's hover
// outline and the app's hints. It only reads the scene; the function it
// returns paints the picture on the CPU and may run on any goroutine (the
// frame is the renderer's own): on a 2048² maze that is half a second off
// the UI thread.
func viewPicture(sc scene.Reader, w, h int) func() *image.RGBA {
	r := render.Renderer{Export: true}
	f := r.Update(sc, sc.View(), w, h)
	return func() *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, f.Layout.W, f.Layout.H))
		render.Rasterize(img, f)
		return img
	}
}

// exportOut is where an export is written: a file (render.CreateOut), or
// on the web page a download (export_js.go). Commit finishes it; Abort
// leaves nothing behind.
type exportOut interface {
	io.Writer
	Commit() error
	Abort()
}

// exportPath names a new export: next to the level file (or in the current
// folder for a built-in or new level), <name><stamp><ext> with the time
// as the stamp, and -2, -3… added when that name is taken.
func exportPath(levelFile, name string, now time.Time, ext string) (string, error) {
	dir := filepath.Dir(levelFile)
	if levelFile == "" {
		wd, err := os.Getwd()
		if err != nil {
			return "", err
		}
		dir = wd
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	base := filepath.Join(dir, name+"-"+now.Format("20060102-150405"))
	for n := 1; n < 1000; n++ {
		p := base + ext
		if n > 1 {
			p = fmt.Sprintf("%s-%d%s", base, n, ext)
		}
		if _, err := os.Lstat(p); os.IsNotExist(err) {
			return p, nil
		}
	}
	return "", fmt.Errorf("too many exports named %s*%s", base, ext)
}
