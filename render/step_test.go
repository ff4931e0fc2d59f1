package render

import (
	"image"
	"image/color"
	"math"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
	"swath/timeline"
)

// uturnScene is the U-turn test vector of the contract's binary search for
// the farthest visible node ("Step 2"; binary and linear disagree, the paper sampling accepts a colliding move) with a 1×1 agent,
// in the step-through view.
func uturnScene(t *testing.T) *scene.Scene {
	t.Helper()
	s := scene.New(scene.Level{
		Title: "u",
		Grid: pathing.ParseGrid(
			"..#.#......#",
			"..#.......#.",
			"......#.....",
			"#...##......",
			"..#.#.#.....",
		),
		Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0),
	})
	s.Refresh() // the optimum, so the timeline has its phase from the start
	s.Apply(scene.ActTimeline)
	if !s.TimelineShown() {
		t.Fatal("ActTimeline did not open the step-through view")
	}
	return s
}

// stepFrame draws s as the screen would, in a window of picW×picH.
func stepFrame(t *testing.T, r *Renderer, s *scene.Scene) (*Frame, *image.RGBA) {
	t.Helper()
	lay := LayoutOf(s, picW, picH, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	f := r.Update(s, s.View(), picW, picH)
	if f.Layout.Map != lay.Map || f.Layout.Timeline.Empty() {
		t.Fatalf("frame map %v, layout %v, timeline band %v", f.Layout.Map, lay.Map, f.Layout.Timeline)
	}
	img := image.NewRGBA(image.Rect(0, 0, picW, picH))
	Rasterize(img, f)
	return f, img
}

// toScreen is the window position of (x, y) in cell-centre coordinates.
func toScreen(f *Frame, x, y float64) (float64, float64) {
	sx, sy := f.View.Corner(x+0.5, y+0.5)
	return sx + float64(f.Layout.Map.Min.X), sy + float64(f.Layout.Map.Min.Y)
}

// coverage is the share of the pixels inside cell p (a margin of a fifth
// of a cell left out) that are near colour c.
func coverage(f *Frame, img *image.RGBA, p pathing.Point, c color.RGBA) float64 {
	x0, y0 := toScreen(f, float64(p.X)-0.3, float64(p.Y)-0.3)
	x1, y1 := toScreen(f, float64(p.X)+0.3, float64(p.Y)+0.3)
	n, in := 0, 0
	for y := int(y0); y < int(y1); y++ {
		for x := int(x0); x < int(x1); x++ {
			n++
			if near(img.RGBAAt(x, y), c, 4) {
				in++
			}
		}
	}
	return float64(in) / float64(max(n, 1))
}

func shapesOf(l List, k Kind, c color.RGBA) []Shape {
	var out []Shape
	for _, s := range l {
		if s.Kind == k && s.Color == c {
			out = append(out, s)
		}
	}
	return out
}

// TestProbeStepDrawsTheSweep: the first probe of the u-turn (P0 tests P5,
// an oblique move hitting two obstacles) draws the rectangle, ft and fb
// across it, the scan cells shaded and the hits in red, where they are.
func TestProbeStepDrawsTheSweep(t *testing.T) {
	s := uturnScene(t)
	tl := s.Selected().Timeline()
	s.Apply(scene.SeekStep{Step: tl.PhaseStart(timeline.PhaseSmooth)})
	v := s.Selected().Step()
	if v.Kind != timeline.StepProbe || !v.Sweep.Oblique || len(v.Hits) == 0 {
		t.Fatalf("step %d: %v oblique %v hits %v; want an oblique probe with hits", v.Index, v.Kind, v.Sweep.Oblique, v.Hits)
	}
	var r Renderer
	f, img := stepFrame(t, &r, s)
	sw := v.Sweep

	// the rectangle: one outline, just around the cells of Rect
	rects := shapesOf(f.Map, Outline, assets.RectLine)
	if len(rects) != 1 {
		t.Fatalf("%d rectangle outlines, want 1", len(rects))
	}
	x0, y0 := toScreen(f, float64(sw.Rect.MinX)-0.5, float64(sw.Rect.MinY)-0.5)
	x1, y1 := toScreen(f, float64(sw.Rect.MaxX)+0.5, float64(sw.Rect.MaxY)+0.5)
	rc := rects[0]
	if math.Abs(float64(rc.X0)-(x0-1)) > 0.01 || math.Abs(float64(rc.Y0)-(y0-1)) > 0.01 ||
		math.Abs(float64(rc.X1)-(x1+1)) > 0.01 || math.Abs(float64(rc.Y1)-(y1+1)) > 0.01 {
		t.Fatalf("rectangle drawn at (%v,%v)-(%v,%v), want (%v,%v)-(%v,%v) ±1", rc.X0, rc.Y0, rc.X1, rc.Y1, x0, y0, x1, y1)
	}
	// its left edge is on screen in its colour, halfway down
	if p := img.RGBAAt(int(x0-1+float64(rc.Size)/2), int((y0+y1)/2)); !near(p, assets.RectLine, 40) {
		t.Errorf("left edge of the rectangle: pixel %v, want %v", p, assets.RectLine)
	}

	// ft and fb: one line each, both ends on the rectangle's border and on
	// the edge line's equation ("Visibility of node B from node A"), and
	// the line's middle pixel in its colour
	for k, c := range []color.RGBA{assets.TopLine, assets.BottomLine} {
		ls := shapesOf(f.Map, Line, c)
		if assets.TopLine == assets.BottomLine && len(ls) == 2 {
			ls = ls[k : k+1] // one colour for both (their labels tell them apart): ft is drawn first
		}
		if len(ls) != 1 {
			t.Fatalf("%d lines in the colour of %s, want 1", len(ls), []string{"ft", "fb"}[k])
		}
		ln := ls[0]
		for _, e := range [][2]float32{{ln.X0, ln.Y0}, {ln.X1, ln.Y1}} {
			cx := (float64(e[0])-float64(f.Layout.Map.Min.X)-f.View.OX)/f.View.Scale - 0.5
			cy := (float64(e[1])-float64(f.Layout.Map.Min.Y)-f.View.OY)/f.View.Scale - 0.5
			_, ft, fb := sw.EdgeY(cx)
			want := []float64{ft, fb}[k]
			if math.Abs(cy-want) > 1e-3 {
				t.Errorf("%s end at cell (%.3f,%.3f), the line is at y=%.3f there", []string{"ft", "fb"}[k], cx, cy, want)
			}
			onX := math.Abs(cx-(float64(sw.Rect.MinX)-0.5)) < 1e-3 || math.Abs(cx-(float64(sw.Rect.MaxX)+0.5)) < 1e-3
			onY := math.Abs(cy-(float64(sw.Rect.MinY)-0.5)) < 1e-3 || math.Abs(cy-(float64(sw.Rect.MaxY)+0.5)) < 1e-3
			if !onX && !onY {
				t.Errorf("%s end (%.3f,%.3f) is not on the rectangle's border", []string{"ft", "fb"}[k], cx, cy)
			}
		}
		mx, my := (ln.X0+ln.X1)/2, (ln.Y0+ln.Y1)/2
		if p := img.RGBAAt(int(mx), int(my)); !near(p, c, 60) {
			t.Errorf("middle of %s at (%v,%v): pixel %v, want %v", []string{"ft", "fb"}[k], mx, my, p, c)
		}
	}

	// the scan cells shaded, the hits red, the paper-missed cells in theirs
	hit := map[pathing.Point]bool{}
	for _, h := range v.Hits {
		hit[h] = true
	}
	missed := map[pathing.Point]bool{}
	for _, m := range v.Samplings.Missed {
		missed[m] = true
	}
	cells := sw.Cells()
	if len(cells) != v.ScanSize {
		t.Fatalf("%d scan cells, the step says %d", len(cells), v.ScanSize)
	}
	for _, c := range cells {
		want := assets.ScanFill
		switch {
		case hit[c]:
			want = assets.HitFill
		case missed[c]:
			want = assets.MissFill
		}
		if got := f.Over.At(c.X, c.Y); got != want {
			t.Errorf("overlay at scan cell %v: %v, want %v", c, got, want)
		}
	}
	for _, h := range v.Hits {
		if cv := coverage(f, img, h, Over(assets.Obstacle, assets.HitFill)); cv < 0.5 {
			t.Errorf("hit %v: only %.0f%% of its pixels are red", h, 100*cv)
		}
	}
	free := 0
	for _, c := range cells {
		if !hit[c] && !missed[c] {
			if coverage(f, img, c, Over(assets.Free, assets.ScanFill)) > 0.5 {
				free++
			}
		}
	}
	if free == 0 {
		t.Error("no scan cell is shaded on screen")
	}
	// a cell outside the rectangle is untouched
	if got := f.Over.At(11, 4); got != (color.RGBA{}) {
		t.Errorf("overlay outside the sweep: %v", got)
	}
	// the hit that stopped the test gets the thick ring
	rings := shapesOf(f.Map, Outline, assets.Warning)
	if len(rings) != len(v.Hits) {
		t.Errorf("%d hit rings, want %d", len(rings), len(v.Hits))
	}
}

// TestSearchOverlayEqualsTheModel: at every search step, forwards, backwards
// and jumping, the overlay's cells are the timeline's cell states.
func TestSearchOverlayEqualsTheModel(t *testing.T) { searchOverlayEqualsTheModel(t, uturnScene(t)) }

// searchOverlayEqualsTheModel checks the search overlay of s's timeline
// at every search step, forwards, backwards and jumping (A* or JPS).
func searchOverlayEqualsTheModel(t *testing.T, s *scene.Scene) {
	tl := s.Selected().Timeline()
	var r Renderer
	want := map[timeline.CellState]color.RGBA{
		timeline.CellUntouched: {}, timeline.CellOpen: assets.OpenFill,
		timeline.CellClosed: assets.ClosedFill, timeline.CellExpanding: assets.ExpandFill,
		timeline.CellScanned: assets.JPSScannedFill,
	}
	check := func(step int) {
		t.Helper()
		s.Apply(scene.SeekStep{Step: step})
		before := append([]byte(nil), r.over.Pix...)
		f, _ := stepFrame(t, &r, s)
		v := s.Selected().Step()
		if len(before) == len(f.Over.Pix) {
			overlayDirtyHoldsChanges(t, f, before)
		}
		r.Uploaded()
		g := tl.Grid()
		for y := 0; y < g.Height(); y++ {
			for x := 0; x < g.Width(); x++ {
				st := tl.SearchCell(pathing.Pt(x, y), v.SearchStep)
				if v.Kind == timeline.StepNodes && st == timeline.CellExpanding {
					st = timeline.CellClosed
				}
				if got := f.Over.At(x, y); got != want[st] {
					t.Fatalf("step %d (%v), cell (%d,%d) %v: overlay %v, want %v", step, v.Kind, x, y, st, got, want[st])
				}
			}
		}
	}
	n := tl.Expansions()
	if n < 5 {
		t.Fatalf("only %d expansions", n)
	}
	for i := 0; i <= n; i++ { // the node-set step (n) shows the final search
		check(i)
	}
	for i := n; i >= 0; i-- {
		check(i)
	}
	for _, i := range []int{n - 1, 0, n / 2, tl.PhaseStart(timeline.PhaseSmooth), 3, tl.Last(), 1} {
		if i >= n+1 {
			s.Apply(scene.SeekStep{Step: i})
			stepFrame(t, &r, s)
			r.Uploaded()
			continue
		}
		check(i)
	}
}

// TestSteppingForthAndBackRedrawsTheSamePicture: the picture after k steps
// forward and k back is the picture before, pixel for pixel.
func TestSteppingForthAndBackRedrawsTheSamePicture(t *testing.T) {
	s := uturnScene(t)
	var r Renderer
	s.Apply(scene.SeekStep{Step: s.Selected().Timeline().Expansions() - 2})
	_, first := stepFrame(t, &r, s)
	first = cloneRGBA(first)
	var pics []*image.RGBA
	for range 6 {
		s.Apply(scene.ActStepForward)
		_, img := stepFrame(t, &r, s)
		pics = append(pics, cloneRGBA(img))
	}
	if bad, _ := diff(pics[len(pics)-1], first, 0); bad == 0 {
		t.Fatal("six steps forward changed nothing on screen")
	}
	for k := len(pics) - 2; k >= -1; k-- {
		s.Apply(scene.ActStepBack)
		_, img := stepFrame(t, &r, s)
		want := first
		if k >= 0 {
			want = pics[k]
		}
		if bad, worst := diff(img, want, 0); bad > 0 {
			t.Fatalf("stepping back to %d: %d pixels differ (worst %d)", s.Selected().Player().Cursor(), bad, worst)
		}
	}
}

// TestTimelineBand: the bar's cursor sits where a click seeks to, and the
// step's number and text are shown; leaving the view gives the map its room back.
func TestTimelineBand(t *testing.T) {
	s := uturnScene(t)
	tl := s.Selected().Timeline()
	var r Renderer
	for _, step := range []int{0, tl.PhaseStart(timeline.PhaseSmooth) + 2, tl.Last()} {
		s.Apply(scene.SeekStep{Step: step})
		f, _ := stepFrame(t, &r, s)
		cursors := shapesOf(f.UI, Rect, assets.BarCursor)
		if len(cursors) != 1 {
			t.Fatalf("%d bar cursors", len(cursors))
		}
		cx := (cursors[0].X0 + cursors[0].X1) / 2
		s.Apply(scene.SeekFraction{F: f.Layout.BarFraction(int(cx))})
		if got := s.Selected().Player().Cursor(); got != step {
			t.Errorf("a click on the cursor of step %d seeks to %d", step, got)
		}
		texts := map[string]bool{}
		for _, sh := range f.UI {
			if sh.Kind == Text {
				texts[sh.Text] = true
			}
		}
		if num := fmtStep(step, tl.Len()); !texts[num] {
			t.Errorf("step %d: no %q in the band", step, num)
		}
		if !texts[s.Selected().Step().Phase.String()+":"] {
			t.Errorf("step %d: the phase is not named", step)
		}
	}
	s.Apply(scene.ActTimeline)
	lay := LayoutOf(s, picW, picH, false)
	if !lay.Timeline.Empty() || lay.Map != NewLayout(picW, picH, false).Map {
		t.Fatalf("outside the step view: timeline band %v, map %v", lay.Timeline, lay.Map)
	}
}

func fmtStep(i, n int) string { return itoa(i+1) + " / " + itoa(n) }

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	s := ""
	for ; i > 0; i /= 10 {
		s = string(rune('0'+i%10)) + s
	}
	return s
}

func cloneRGBA(img *image.RGBA) *image.RGBA {
	c := image.NewRGBA(img.Rect)
	copy(c.Pix, img.Pix)
	return c
}
