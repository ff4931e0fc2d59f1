package render

import (
	"image"
	"image/color"
	"strings"
	"swath/agent"
	"swath/assets"
	"testing"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// sideTexts are the texts drawn in the side column below the panel.
func sideTexts(f *Frame) []string {
	var out []string
	for _, sh := range f.UI {
		if sh.Kind == Text && image.Pt(int(sh.X0), int(sh.Y0)).In(f.Layout.Side) {
			out = append(out, sh.Text)
		}
	}
	return out
}

// TestSideColumnAllReachable: at every window size down to 800×500, every
// line the side column holds (the whole description of each teaching
// level, the figures, the legend, the key hint) is drawn at some scroll
// position the wheel reaches, and none is cut short with "…".
func TestSideColumnAllReachable(t *testing.T) {
	for _, name := range []string{"demo", "maze", "rooms"} {
		lv, err := levels.LoadBuiltin(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range [][2]int{{1280, 800}, {900, 600}, {800, 500}} {
			s := scene.New(*lv)
			w, h := size[0], size[1]
			lay := LayoutOf(s, w, h, true)
			s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
			s.Refresh()
			want, _ := sideContent(nil, s, lay, 0)
			seen := map[string]bool{}
			for range 200 {
				var r Renderer
				f := r.Update(s, s.View(), w, h)
				for _, tx := range sideTexts(f) {
					seen[tx] = true
					if strings.HasSuffix(tx, "…") {
						t.Errorf("%s at %dx%d: %q is cut", name, w, h, tx)
					}
				}
				if s.SideScroll() >= lay.SideScrollMax {
					break
				}
				s.Apply(scene.ScrollSide{DY: 54, Max: LayoutOf(s, w, h, true).SideScrollMax})
			}
			for _, sh := range want {
				if sh.Kind == Text && !seen[sh.Text] {
					t.Errorf("%s at %dx%d: %q is never shown (overflow %d)", name, w, h, sh.Text, lay.SideScrollMax)
				}
			}
			words := strings.Fields(lv.Description)
			joined := strings.Join(func() []string {
				var a []string
				for k := range seen {
					a = append(a, k)
				}
				return a
			}(), " ")
			if len(words) > 0 && !strings.Contains(joined, words[len(words)-1]) {
				t.Errorf("%s at %dx%d: the description's last word %q is never shown", name, w, h, words[len(words)-1])
			}
		}
	}
}

// TestExportShowsWholeDescription: an exported picture (with the
// timeline open too) holds every line of the description.
func TestExportShowsWholeDescription(t *testing.T) {
	lv, err := levels.LoadBuiltin("rooms")
	if err != nil {
		t.Fatal(err)
	}
	s := scene.New(*lv)
	s.Refresh()
	want := wrap(lv.Description, int((float64(SideWidth)-28)/charWidth(13)))
	for _, open := range []bool{false, true} {
		if open {
			s.Apply(scene.ActTimeline)
			s.Refresh()
		}
		var e Exporter
		w, h := e.Size(s)
		lay := LayoutOf(s, w, h, false)
		lay.Export = true
		var r Renderer
		r.Export = true
		f := r.Update(s, e.ViewOf(s, lay), w, h)
		got := strings.Join(sideTexts(f), "\n")
		for _, ln := range want {
			if !strings.Contains(got, ln) {
				t.Errorf("timeline %v: the export lacks the description line %q", open, ln)
			}
		}
	}
}

// TestLegendFitsTheColumn: every legend line of every view ends inside
// the side column.
func TestLegendFitsTheColumn(t *testing.T) {
	cols := (SideWidth - 14 - 26 - 4) / charWidth(13)
	all := small()
	withFootLayers(all, true, true, true, true)
	for _, set := range [][]legendItem{routeLegend, stepLegend, lessonLegend(&agent.Lesson{Alt: make([]pathing.Point, 2), Missed: make([]pathing.Point, 1)}), npcLegend(smallNPCs()),
		jpsLegend, optimalLegend, footLegend(all)} {
		for _, it := range set {
			if float64(len([]rune(it.name))) > cols {
				t.Errorf("legend %q is longer than the column's %.0f characters", it.name, cols)
			}
		}
	}
}

// TestFinalPictureShowsTheLesson: without the timeline, the u-turn
// level's picture has the other strategy's route and the differing
// waypoint's ring; the corner level's has its missed obstacle outlined.
func TestFinalPictureShowsTheLesson(t *testing.T) {
	count := func(name string, c color.RGBA, k Kind) int {
		lv, err := levels.LoadBuiltin(name)
		if err != nil {
			t.Fatal(err)
		}
		s := scene.New(*lv)
		f, _ := frameOf(t, s)
		n := 0
		for _, sh := range f.Map {
			if sh.Kind == k && sh.Color == c {
				n++
			}
		}
		return n
	}
	if n := count("u-turn", assets.AltRoute, Line); n < 3 {
		t.Errorf("u-turn: %d segments of the other route, want 3", n)
	}
	if n := count("u-turn", assets.DiffMark, Line); n < 24 {
		t.Errorf("u-turn: %d arcs of the differing waypoint's ring, want 24", n)
	}
	if n := count("corner", assets.MissLine, Outline); n < 1 {
		t.Errorf("corner: %d missed cells outlined, want 1", n)
	}
	if n := count("demo", assets.AltRoute, Line); n != 0 {
		t.Errorf("demo (the strategies agree): %d segments of another route", n)
	}
}

// TestSideBottomMatches: the counted bottom of the side column is the
// drawn one, for every built-in level, with and without the timeline.
func TestSideBottomMatches(t *testing.T) {
	for _, b := range levels.Builtins() {
		lv, _ := levels.LoadBuiltin(b.Name)
		s := scene.New(*lv)
		for _, open := range []bool{false, true} {
			if open {
				s.Apply(scene.ActTimeline)
			}
			lay := LayoutOf(s, 900, 600, true)
			_, drawn := sideContent(nil, s, lay, 100)
			if got := sideBottom(s, lay, 100); got != drawn {
				t.Errorf("%s (timeline %v): counted bottom %v, drawn %v", b.Name, open, got, drawn)
			}
		}
	}
}

// TestSideFiguresDoNotOverlap: a figure whose label and value do not fit
// on one line of the side column puts its value on the next, so no two
// texts of the column overlap; here the JPS comparison of a goal walled
// off ("no path, N, M" beside "JPS jump pts, scanned"). The counted
// bottom still matches the drawn one.
func TestSideFiguresDoNotOverlap(t *testing.T) {
	g := pathing.ParseGrid(
		"..........................\n" +
			"..........................\n" +
			"....................#####.\n" +
			"....................#...#.\n" +
			"....................#####.\n")
	s := scene.New(scene.Level{Grid: g, Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(22, 3)})
	s.Refresh()
	long := false
	lay := LayoutOf(s, 900, 600, true)
	cols := int((float64(lay.Side.Dx()) - 28) / charWidth(assets.TextSize))
	for _, f := range s.Figures() {
		long = long || figureLines(f, cols) > 1
	}
	if !long {
		t.Fatalf("no figure too long for one line of %d characters: %+v", cols, s.Figures())
	}
	l, drawn := sideContent(nil, s, lay, 100)
	if got := sideBottom(s, lay, 100); got != drawn {
		t.Errorf("counted bottom %v, drawn %v", got, drawn)
	}
	w := charWidth(assets.TextSize)
	for i, a := range l {
		for _, b := range l[i+1:] {
			if a.Kind != Text || b.Kind != Text || a.Y0 != b.Y0 {
				continue
			}
			ax1 := a.X0 + float32(w)*float32(len([]rune(a.Text)))
			bx1 := b.X0 + float32(w)*float32(len([]rune(b.Text)))
			if a.X0 < bx1 && b.X0 < ax1 {
				t.Errorf("%q and %q overlap on the line at y %v", a.Text, b.Text, a.Y0)
			}
		}
	}
}
