package render

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/")

// small is a 12×8 level with a wall the 2×2 agent must go around.
func small() *scene.Scene {
	return scene.New(scene.Level{
		Title:       "small",
		Description: "a wall with a gap",
		Grid: pathing.ParseGrid(
			"............",
			"............",
			"......#.....",
			"......#.....",
			"......#.....",
			"......#.....",
			"............",
			"............",
		),
		Agent: pathing.Footprint{L: 2, W: 2},
		Start: pathing.Pt(1, 4), Goal: pathing.Pt(10, 4),
	})
}

const picW, picH = 700, 400

// cellPixel returns the screen pixel at the centre of cell p.
func cellPixel(f *Frame, p pathing.Point) image.Point {
	x, y := f.View.Centre(p)
	return image.Pt(f.Layout.Map.Min.X+int(x), f.Layout.Map.Min.Y+int(y))
}

func frameOf(t *testing.T, s *scene.Scene) (*Frame, *image.RGBA) {
	t.Helper()
	lay := NewLayout(picW, picH, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	var r Renderer
	f := r.Update(s, s.View(), picW, picH)
	img := image.NewRGBA(image.Rect(0, 0, picW, picH))
	Rasterize(img, f)
	return f, img
}

func TestCellColours(t *testing.T) {
	s := small()
	f, img := frameOf(t, s)
	if f.View.Scale < minGridScale {
		t.Fatalf("scale %v: the test wants grid lines", f.View.Scale)
	}
	pl := s.Selected().Plan()
	if !pl.Found || len(pl.Waypoints) < 3 {
		t.Fatalf("plan: found %v, waypoints %v", pl.Found, pl.Waypoints)
	}
	band := pathing.NewSweep(s.Selected().Agent(), pl.Waypoints[0], pl.Waypoints[1], pathing.Exact)
	cases := []struct {
		name string
		cell pathing.Point
		want color.RGBA
	}{
		{"obstacle", pathing.Pt(6, 3), assets.Obstacle},
		{"free, off the band", pathing.Pt(11, 0), assets.Free},
		{"band", band.Cells()[len(band.Cells())/2], Over(assets.Free, assets.Band)},
		{"waypoint", pl.Waypoints[1], assets.Waypoint},
		{"start pivot", s.Selected().Start(), assets.Start},
		{"goal pivot", s.Selected().Goal(), assets.Goal},
	}
	for _, c := range cases {
		p := cellPixel(f, c.cell)
		if c.name == "waypoint" { // drawn at the body's centre
			dx, dy := BodyOffset(s.Selected().Agent())
			p = p.Add(image.Pt(int(dx*f.View.Scale), int(dy*f.View.Scale)))
		}
		// step off the exact centre where route lines may run, except for markers
		got := img.RGBAAt(p.X, p.Y)
		switch c.name {
		case "free, off the band", "obstacle", "band":
			got = img.RGBAAt(p.X-int(f.View.Scale/4), p.Y-int(f.View.Scale/4))
		case "start pivot", "goal pivot": // beside the S/G letter, away from the route
			got = img.RGBAAt(p.X-int(f.View.Scale*0.3), p.Y+int(f.View.Scale*0.3))
		}
		if !near(got, c.want, 3) {
			t.Errorf("%s at %v (pixel %v): got %v, want %v", c.name, c.cell, p, got, c.want)
		}
	}
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

func TestFootprintThatDoesNotFitIsWarned(t *testing.T) {
	s := small()
	s.Apply(scene.SetAgent{Agent: pathing.Footprint{L: 3, W: 3}})
	s.Apply(scene.Press{Cell: s.Selected().Start(), Button: scene.Primary})
	s.Apply(scene.Release{Cell: pathing.Pt(5, 3)}) // the 3x3 agent now overlaps the wall at x=6
	f, img := frameOf(t, s)
	if s.Selected().StartFits() {
		t.Fatal("3x3 at (5,3) fits next to the wall")
	}
	p := cellPixel(f, pathing.Pt(6, 3))
	if got, want := img.RGBAAt(p.X-3, p.Y-3), Over(assets.Obstacle, assets.HitFill); !near(got, want, 3) {
		t.Errorf("overlapped obstacle: got %v, want %v", got, want)
	}
	p = cellPixel(f, pathing.Pt(4, 2))
	if got, want := img.RGBAAt(p.X-3, p.Y-3), Over(assets.Free, assets.WarnFill); !near(got, want, 3) {
		t.Errorf("footprint cell: got %v, want %v", got, want)
	}
	found := false
	for _, sh := range f.Map {
		if sh.Kind == Outline && sh.Color == assets.Warning {
			found = true
		}
	}
	if !found {
		t.Error("no warning outline around the start footprint")
	}
}

func TestDisplayList(t *testing.T) {
	s := small()
	f, _ := frameOf(t, s)
	count := func(k Kind, c color.RGBA) int {
		n := 0
		for _, sh := range f.Map {
			if sh.Kind == k && sh.Color == c {
				n++
			}
		}
		return n
	}
	pl := s.Selected().Plan()
	if got := count(Circle, assets.RawNode); got != len(pl.Raw) {
		t.Errorf("%d raw node dots, want %d", got, len(pl.Raw))
	}
	if got := count(Circle, assets.Waypoint); got != len(pl.Waypoints) {
		t.Errorf("%d waypoint dots, want %d", got, len(pl.Waypoints))
	}
	if got := count(Line, assets.Segment); got != len(pl.Waypoints)-1 {
		t.Errorf("%d segments, want %d", got, len(pl.Waypoints)-1)
	}
	if got := count(Line, assets.GridLine); got != 13+9 {
		t.Errorf("%d grid lines, want 22", got)
	}
	// zoomed out below minGridScale: no grid lines
	s.Apply(scene.Zoom{X: 0, Y: 0, Factor: (minGridScale - 1) / f.View.Scale})
	var r Renderer
	f = r.Update(s, s.View(), picW, picH)
	if got := count(Line, assets.GridLine); got != 0 {
		t.Errorf("at %v px/cell: %d grid lines, want none", f.View.Scale, got)
	}
	// layers off: no dots, no segments
	s.Apply(scene.SetLayers{})
	f = r.Update(s, s.View(), picW, picH)
	if n := count(Circle, assets.RawNode) + count(Circle, assets.Waypoint) + count(Line, assets.Segment); n != 0 {
		t.Errorf("all layers off: %d route shapes", n)
	}
	if f.ShowOver {
		t.Error("band off: the overlay is still shown")
	}
}

func TestOnlyDirtyCellsAreRewritten(t *testing.T) {
	s := small()
	var r Renderer
	f := r.Update(s, s.View(), picW, picH)
	if f.GridDirty != image.Rect(0, 0, 12, 8) {
		t.Fatalf("first frame dirty %v, want the whole map", f.GridDirty)
	}
	r.Uploaded()
	before := slices.Clone(f.Over.Pix)
	s.Apply(scene.Press{Cell: pathing.Pt(3, 1), Button: scene.Primary})
	s.Apply(scene.Drag{Cell: pathing.Pt(4, 1)})
	s.Refresh()
	f = r.Update(s, s.View(), picW, picH)
	if f.GridDirty != image.Rect(3, 1, 5, 2) {
		t.Fatalf("dirty after painting (3,1)-(4,1): %v", f.GridDirty)
	}
	if got := f.Grid.At(4, 1); got != assets.Obstacle {
		t.Fatalf("painted cell pixel %v", got)
	}
	sub := f.Grid.Sub(f.GridDirty)
	if len(sub) != 8 || sub[0] != assets.Obstacle.R {
		t.Fatalf("Sub = %v", sub)
	}
	overlayDirtyHoldsChanges(t, f, before)
	// paint on the route: the band moves
	r.Uploaded()
	before = slices.Clone(f.Over.Pix)
	wp := s.Selected().Plan().Waypoints
	s.Apply(scene.Release{Cell: pathing.Pt(4, 1)})
	s.Apply(scene.Press{Cell: wp[1], Button: scene.Primary})
	s.Apply(scene.Release{Cell: wp[1]})
	s.Refresh()
	f = r.Update(s, s.View(), picW, picH)
	if f.OverDirty.Empty() {
		t.Fatal("the band moved but the overlay is not dirty")
	}
	overlayDirtyHoldsChanges(t, f, before)
}

// overlayDirtyHoldsChanges checks that every overlay cell that differs from
// before lies in f.OverDirty (the part the screen uploads).
func overlayDirtyHoldsChanges(t *testing.T, f *Frame, before []byte) {
	t.Helper()
	for y := 0; y < f.Over.H; y++ {
		for x := 0; x < f.Over.W; x++ {
			i := 4 * (y*f.Over.W + x)
			if !bytes.Equal(before[i:i+4], f.Over.Pix[i:i+4]) && !image.Pt(x, y).In(f.OverDirty) {
				t.Fatalf("overlay cell (%d,%d) changed outside the dirty box %v", x, y, f.OverDirty)
			}
		}
	}
}

func TestHelpPrintsTheKeymap(t *testing.T) {
	for _, c := range []struct {
		w, h  int
		whole bool // every description unshortened
	}{{1000, 640, true}, {1280, 800, true}, {700, 400, false}} {
		s := small()
		s.Apply(scene.ActHelp)
		var r Renderer
		f := r.Update(s, s.View(), c.w, c.h)
		texts := map[string]bool{}
		for _, sh := range f.UI {
			if sh.Kind != Text {
				continue
			}
			right := float64(sh.X0) + charWidth(float64(sh.Size))*float64(len([]rune(sh.Text)))
			if sh.X0 < 0 || sh.Y0 < 0 || right > float64(c.w) || float64(sh.Y0+sh.Size) > float64(c.h) {
				t.Errorf("%dx%d: help text %q at (%v,%v) runs off the window", c.w, c.h, sh.Text, sh.X0, sh.Y0)
			}
			texts[sh.Text] = true
		}
		for _, b := range scene.Keymap {
			if !texts[b.KeysText()] || c.whole && !texts[b.Desc] {
				t.Errorf("%dx%d: help lacks %q: %q", c.w, c.h, b.KeysText(), b.Desc)
			}
		}
	}
}

func TestGolden(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(s *scene.Scene)
	}{
		{"small", func(*scene.Scene) {}},
		{"small-point-3x3", func(s *scene.Scene) {
			s.Apply(scene.SetAgent{Agent: pathing.Footprint{L: 3, W: 3}})
			s.Apply(scene.ActToggleSearch)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := small()
			c.edit(s)
			f, img := frameOf(t, s)
			checkTwin(t, c.name, f)
			path := filepath.Join("testdata", c.name+".png")
			if *update {
				writePNG(t, path, img)
				return
			}
			want := readPNG(t, path)
			if bad, worst := diff(img, want, 24); bad > img.Bounds().Dx()*img.Bounds().Dy()/500 {
				writePNG(t, filepath.Join(t.TempDir(), c.name+".png"), img)
				t.Fatalf("%d pixels differ from %s (worst %d); run go test ./render -run Golden -update and look at the image", bad, path, worst)
			}
		})
	}
}

// diff counts the pixels whose channels differ by more than tol (text
// anti-aliasing may shift a little) and returns the largest difference.
func diff(a *image.RGBA, b image.Image, tol int) (bad, worst int) {
	if a.Bounds() != b.Bounds() {
		return a.Bounds().Dx() * a.Bounds().Dy(), 255
	}
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			p := a.RGBAAt(x, y)
			r, g, bb, _ := b.At(x, y).RGBA()
			d := max(absInt(int(p.R)-int(r>>8)), absInt(int(p.G)-int(g>>8)), absInt(int(p.B)-int(bb>>8)))
			worst = max(worst, d)
			if d > tol {
				bad++
			}
		}
	}
	return bad, worst
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (create it with -update)", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// Two renderers over one scene each see every change, whichever draws
// first: nothing is consumed on read. Each one's cells match a fresh
// renderer's after strokes drawn by the other in between.
func TestTwoRenderersSeeEveryChange(t *testing.T) {
	s := small()
	var a, b Renderer
	a.Update(s, s.View(), picW, picH)
	b.Update(s, s.View(), picW, picH)
	for k, c := range []pathing.Point{pathing.Pt(1, 1), pathing.Pt(9, 6), pathing.Pt(3, 7)} {
		s.Apply(scene.Press{Cell: c, Button: scene.Primary})
		s.Apply(scene.Release{Cell: c})
		s.Refresh()
		first, second := &a, &b
		if k%2 == 1 {
			first, second = &b, &a
		}
		first.Update(s, s.View(), picW, picH)
		first.Uploaded()
		if k == 2 {
			continue // the second renderer lags two strokes behind
		}
		second.Update(s, s.View(), picW, picH)
		second.Uploaded()
	}
	var fresh Renderer
	want := fresh.Update(s, s.View(), picW, picH)
	for name, r := range map[string]*Renderer{"a": &a, "b": &b} {
		got := r.Update(s, s.View(), picW, picH)
		if !bytes.Equal(got.Grid.Pix, want.Grid.Pix) || !bytes.Equal(got.Over.Pix, want.Over.Pix) {
			t.Errorf("renderer %s's cells differ from a fresh renderer's", name)
		}
	}
}
