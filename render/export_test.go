package render

import (
	"image"
	"image/color"
	"path/filepath"
	"strings"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// exportLevel is a 12×8 level with two walls that bend the route of a 2×1
// agent.
func exportLevel() *scene.Scene {
	s := scene.New(scene.Level{
		Title:       "export",
		Description: "two walls, a 2x1 agent",
		Grid: pathing.ParseGrid(
			"............",
			"............",
			"....#.......",
			"....#..#....",
			"....#..#....",
			".......#....",
			"............",
			"............",
		),
		Agent: pathing.Footprint{L: 2, W: 1},
		Start: pathing.Pt(1, 4), Goal: pathing.Pt(10, 3),
	})
	s.Refresh() // the shortest route, which New leaves to the app's worker
	return s
}

const exportTestScale = 24

func TestExportScale(t *testing.T) {
	for _, c := range []struct{ w, h, want int }{
		{24, 16, 33}, {12, 8, 64}, {4, 4, 64}, {512, 512, 1}, {2000, 10, 1}, {100, 400, 2},
	} {
		if got := ExportScale(c.w, c.h); got != c.want {
			t.Errorf("ExportScale(%d, %d) = %d, want %d", c.w, c.h, got, c.want)
		}
	}
}

// The map is drawn at exactly Scale pixels per cell, whole, with the side
// column's content all in the picture.
func TestExportPlacesTheMap(t *testing.T) {
	for _, sc := range []int{1, 3, exportTestScale, 64} {
		s := exportLevel()
		e := Exporter{Scale: sc}
		before, view := s.Versions(), s.View()
		img := e.Draw(s)
		if s.Versions() != before || s.View() != view {
			t.Fatalf("scale %d: the export changed the scene (versions %+v → %+v, view %+v → %+v)",
				sc, before, s.Versions(), view, s.View())
		}
		f := &e.r.frame
		if f.View.Scale != float64(sc) {
			t.Errorf("scale %d: view scale %v", sc, f.View.Scale)
		}
		x0, y0 := f.View.Corner(0, 0)
		x1, y1 := f.View.Corner(12, 8)
		if x0 < 0 || y0 < 0 || x1 > float64(f.Layout.Map.Dx()) || y1 > float64(f.Layout.Map.Dy()) {
			t.Errorf("scale %d: map %v-%v outside the viewport %v", sc, []float64{x0, y0}, []float64{x1, y1}, f.Layout.Map)
		}
		if x0 != float64(int(x0)) || y0 != float64(int(y0)) {
			t.Errorf("scale %d: map corner (%v,%v) not on a whole pixel", sc, x0, y0)
		}
		for _, sh := range f.UI {
			if sh.Kind == Text && float64(sh.Y0)+assets.TextSize > float64(img.Bounds().Dy()) {
				t.Errorf("scale %d: text %q below the picture (y %v of %d)", sc, sh.Text, sh.Y0, img.Bounds().Dy())
			}
		}
		if got := legendItems(f); got < 6 {
			t.Errorf("scale %d: %d legend items shown", sc, got)
		}
	}
}

func legendItems(f *Frame) int {
	n := 0
	for _, sh := range f.UI {
		for _, name := range []string{"obstacle", "raw A* nodes", "waypoints, segments", "swept band", "start, goal", "footprint does not fit"} {
			if sh.Kind == Text && strings.HasPrefix(sh.Text, name) {
				n++
			}
		}
	}
	return n
}

// Pixels that carry meaning: an obstacle cell, a waypoint, the band, the
// markers' pivot cells, a free cell.
func TestExportPixels(t *testing.T) {
	s := exportLevel()
	e := Exporter{Scale: exportTestScale}
	img := e.Draw(s)
	f := &e.r.frame
	pl := s.Selected().Plan()
	if !pl.Found || len(pl.Waypoints) < 3 {
		t.Fatalf("plan: found %v, waypoints %v", pl.Found, pl.Waypoints)
	}
	at := func(p pathing.Point, dx, dy float64) color.RGBA {
		x, y := f.View.Centre(p)
		return img.RGBAAt(f.Layout.Map.Min.X+int(x+dx*f.View.Scale), f.Layout.Map.Min.Y+int(y+dy*f.View.Scale))
	}
	band := map[pathing.Point]bool{}
	for i := 0; i+1 < len(pl.Waypoints); i++ {
		sw := pathing.NewSweep(s.Selected().Agent(), pl.Waypoints[i], pl.Waypoints[i+1], pathing.Exact)
		for _, c := range sw.Cells() {
			band[c] = true
		}
	}
	var bandCell, freeCell pathing.Point
	for y := 0; y < 8; y++ {
		for x := 0; x < 12; x++ {
			p := pathing.Pt(x, y)
			if s.Grid().Blocked(x, y) {
				continue
			}
			if band[p] && bandCell == (pathing.Point{}) {
				bandCell = p
			}
			if !band[p] {
				freeCell = p
			}
		}
	}
	bdx, bdy := BodyOffset(s.Selected().Agent()) // the route is drawn at the body's centre
	for _, c := range []struct {
		name   string
		cell   pathing.Point
		dx, dy float64 // off the centre, in cells
		want   color.RGBA
	}{
		{"obstacle centre", pathing.Pt(4, 2), 0, 0, assets.Obstacle},
		{"obstacle centre", pathing.Pt(7, 5), 0, 0, assets.Obstacle},
		{"waypoint centre", pl.Waypoints[1], bdx, bdy, assets.Waypoint},
		{"last waypoint but one", pl.Waypoints[len(pl.Waypoints)-2], bdx, bdy, assets.Waypoint},
		{"free cell off the band", freeCell, -0.25, -0.25, assets.Free},
		{"band cell", bandCell, -0.3, -0.3, Over(assets.Free, assets.Band)},
		{"start pivot", s.Selected().Start(), -0.3, 0.3, assets.Start},
		{"goal pivot", s.Selected().Goal(), -0.3, 0.3, assets.Goal},
	} {
		if got := at(c.cell, c.dx, c.dy); !near(got, c.want, 3) {
			t.Errorf("%s %v: got %v, want %v", c.name, c.cell, got, c.want)
		}
	}
}

// TestExportGolden compares the export of the small level with a checked-in
// picture, allowing anti-aliasing to differ a little. The timings among the
// figures change from run to run and are left out of the comparison.
func TestExportGolden(t *testing.T) {
	s := exportLevel()
	e := Exporter{Scale: exportTestScale}
	img := e.Draw(s)
	checkTwin(t, "export-small", &e.r.frame)
	path := filepath.Join("testdata", "export-small.png")
	if *update {
		writePNG(t, path, img)
		return
	}
	want := readPNG(t, path)
	masked := maskTimings(img, &e.r.frame)
	wantRGBA := image.NewRGBA(want.Bounds())
	for y := want.Bounds().Min.Y; y < want.Bounds().Max.Y; y++ {
		for x := want.Bounds().Min.X; x < want.Bounds().Max.X; x++ {
			wantRGBA.Set(x, y, want.At(x, y))
		}
	}
	wantMasked := maskTimings(wantRGBA, &e.r.frame)
	if bad, worst := diff(masked, wantMasked, 24); bad > img.Bounds().Dx()*img.Bounds().Dy()/1000 {
		writePNG(t, filepath.Join(t.TempDir(), "export-small.png"), img)
		t.Fatalf("%d pixels differ from %s (worst %d); run go test ./render -run ExportGolden -update and look at the image", bad, path, worst)
	}
}

// maskTimings returns a copy of img with the text of every figure in
// microseconds painted over.
func maskTimings(img *image.RGBA, f *Frame) *image.RGBA {
	out := image.NewRGBA(img.Rect)
	copy(out.Pix, img.Pix)
	for _, sh := range f.UI {
		if sh.Kind != Text || !strings.HasSuffix(sh.Text, "µs") {
			continue
		}
		// values are right-aligned: cover the widest one (10 characters)
		x0 := f.Layout.Side.Max.X - 16 - int(10*charWidth(float64(sh.Size)))
		r := image.Rect(x0, int(sh.Y0)-2, f.Layout.Side.Max.X, int(sh.Y0+sh.Size)+4)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				out.SetRGBA(x, y, color.RGBA{0xff, 0, 0xff, 0xff})
			}
		}
	}
	return out
}

// A notice (where an export went) replaces the status bar's hint on the
// screen (exports leave it out: TestExportHasNoAppHints).
func TestNoticeInTheStatusBar(t *testing.T) {
	s := exportLevel()
	s.Apply(scene.Notice{Text: "saved export-1.png", Warn: true})
	var r Renderer
	f := r.Update(s, s.View(), 1000, 640)
	for _, sh := range f.UI {
		if sh.Kind == Text && sh.Text == "saved export-1.png" {
			if sh.Color != assets.Warning || !image.Pt(int(sh.X0), int(sh.Y0)).In(f.Layout.Status) {
				t.Errorf("notice at (%v,%v) in %v, colour %v", sh.X0, sh.Y0, sh.Color, f.Layout.Status)
			}
			return
		}
	}
	t.Error("the notice is not drawn")
}

// An export shows the query and the map, not the app's hints about keys,
// the mouse, the cursor's cell or the playback; the screen still does.
func TestExportHasNoAppHints(t *testing.T) {
	hints := []string{"H or F1", "Left drag", "Space plays", "paused", "steps/s", "brush", "cell -", "Saved"}
	texts := func(l List) string {
		var b strings.Builder
		for _, sh := range l {
			if sh.Kind == Text {
				b.WriteString(sh.Text + "\n")
			}
		}
		return b.String()
	}
	for _, stepping := range []bool{false, true} {
		s := exportLevel()
		s.Apply(scene.Notice{Text: "Saved brush.png"}) // the last export's notice
		if stepping {
			s.Apply(scene.SeekStep{Step: 3})
		}
		e := Exporter{Scale: exportTestScale}
		e.Draw(s)
		got := texts(e.r.frame.UI)
		for _, h := range hints {
			if strings.Contains(got, h) {
				t.Errorf("stepping %v: the export shows %q:\n%s", stepping, h, got)
			}
		}
		if !strings.Contains(got, "agent 2x1 · aware, exact, binary · map 12x8 · 24 px/cell") {
			t.Errorf("stepping %v: no status line with the query:\n%s", stepping, got)
		}
		var r Renderer
		screen := texts(r.Update(s, s.View(), 1000, 640).UI)
		if !strings.Contains(screen, "H or F1") {
			t.Errorf("stepping %v: the screen lost its key hint", stepping)
		}
	}
}

// An export draws no hover outline where the pointer is; the screen does.
func TestExportShowsNoPointer(t *testing.T) {
	s := exportLevel()
	s.Apply(scene.Hover{Cell: pathing.Pt(2, 2), In: true})
	count := func(export bool) int {
		r := Renderer{Export: export}
		n := 0
		for _, sh := range r.Update(s, s.View(), 1000, 640).Map {
			if sh.Color == assets.Hover {
				n++
			}
		}
		return n
	}
	if n := count(false); n == 0 {
		t.Fatal("the screen draws no hover outline")
	}
	if n := count(true); n != 0 {
		t.Fatalf("the export draws %d hover shapes", n)
	}
}
