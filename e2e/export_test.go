package e2e

import (
	"bytes"
	"image"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"swath/assets"
	"swath/levels"
	"swath/pathing"
	"swath/timeline"
)

// waitFile waits for one file matching pattern in dir (exports appear
// whole: they are renamed into place) and returns its bytes.
func waitFile(t *testing.T, dir, pattern string) (string, []byte) {
	t.Helper()
	return waitFileWithin(t, dir, pattern, 30*time.Second)
}

// waitFileWithin is waitFile, waiting up to limit (a split view's GIF
// draws every pane at every lockstep position).
func waitFileWithin(t *testing.T, dir, pattern string, limit time.Duration) (string, []byte) {
	t.Helper()
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		m, _ := filepath.Glob(filepath.Join(dir, pattern))
		if len(m) > 1 {
			t.Fatalf("several files %v for one key press", m)
		}
		if len(m) == 1 {
			b, err := os.ReadFile(m[0])
			if err != nil {
				t.Fatal(err)
			}
			return m[0], b
		}
	}
	es, _ := os.ReadDir(dir)
	t.Fatalf("no %s in %s after a key press (it holds %v)", pattern, dir, es)
	return "", nil
}

// TestExportKeys presses P and G in the real window: P writes a PNG of
// the view (its map as on the screen), G a GIF with one frame per step of
// the demo's timeline, both in the app's folder for a built-in level.
func TestExportKeys(t *testing.T) {
	a := start(t)
	m := newModel(t)
	press := a.press
	screen := a.waitDrawn(m)

	press("p")
	name, data := waitFile(t, a.dir, "demo-*.png")
	pic, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if pic.Bounds() != image.Rect(0, 0, winW, winH) {
		t.Fatalf("%s is %v, want the window's %dx%d", name, pic.Bounds(), winW, winH)
	}
	rgba := image.NewRGBA(pic.Bounds())
	for y := 0; y < winH; y++ {
		for x := 0; x < winW; x++ {
			rgba.Set(x, y, pic.At(x, y))
		}
	}
	// the map as on the screen, compared inside the cells: the screen draws
	// one-pixel lines crisp where the CPU anti-aliases them
	bad, n := 0, 0
	g0 := m.sc.Grid()
	thin := m.thinLines()
	for y := 0; y < g0.Height(); y++ {
		for x := 0; x < g0.Width(); x++ {
			for _, d := range [][2]float64{{-0.25, -0.25}, {0.25, 0.2}, {-0.2, 0.25}} {
				p := m.px(pathing.Pt(x, y), d[0], d[1])
				if nearLine(thin, p) {
					continue // a one-pixel line: crisp on the screen, anti-aliased in the PNG
				}
				n++
				if !near(screen.RGBAAt(p.X, p.Y), rgba.RGBAAt(p.X, p.Y)) {
					bad++
				}
			}
		}
	}
	if bad > n/50 {
		save(t, "export-png", rgba)
		save(t, "export-screen", screen)
		t.Errorf("%s: %d of %d cell pixels differ from the screen", name, bad, n)
	}
	for _, c := range []struct {
		name string
		cell pathing.Point
		want [3]uint8
	}{
		{"waypoint", m.sc.Selected().Plan().Waypoints[1], [3]uint8{assets.Waypoint.R, assets.Waypoint.G, assets.Waypoint.B}},
	} {
		p := m.route(c.cell)
		if got := rgba.RGBAAt(p.X, p.Y); [3]uint8{got.R, got.G, got.B} != c.want {
			t.Errorf("%s at %v: %v in the PNG", c.name, c.cell, got)
		}
	}

	press("g")
	name, data = waitFile(t, a.dir, "demo-*.gif")
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	lv, err := levels.LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	q := lv.Query()
	q.Optimal = true // the shortest route's layer is on: the timeline ends with its search
	steps := timeline.Build(lv.Grid, q).Len()
	if len(g.Image) != steps {
		t.Errorf("%s: %d frames, want one per step: %d", name, len(g.Image), steps)
	}
	for k, d := range g.Delay {
		if d != 13 {
			t.Fatalf("%s: frame %d delay %d, want 13 (8 frames a second)", name, k, d)
		}
	}
}
