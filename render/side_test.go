package render

import (
	"image"
	"strings"
	"testing"

	"swath/levels"
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
