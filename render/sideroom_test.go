package render

import (
	"strings"
	"testing"

	"swath/levels"
	"swath/scene"
)

// TestLessonKeepsItsRoom: in 800×500 (1600×1000 at a UI scale of 2) the
// options panel leaves the side column's text room below it: the title
// and the lesson's first lines are drawn without scrolling. A panel that
// wants less (a section collapsed, or the whole panel: its title bar) gives
// the text its room: the title moves up.
func TestLessonKeepsItsRoom(t *testing.T) {
	lv, err := levels.LoadBuiltin("gap")
	if err != nil {
		t.Fatal(err)
	}
	s := scene.New(*lv)
	s.Refresh()
	// titleY is where the title's first line is drawn in a w×h window
	// (-1: nowhere), and the side column's texts
	titleY := func(w, h int) (float32, []string) {
		var r Renderer
		r.WithPanel = true
		f := r.Update(s, s.View(), w, h)
		for _, sh := range f.UI {
			if sh.Kind == Text && sh.Text != "" && strings.HasPrefix(lv.Title, sh.Text) && int(sh.X0) > f.Layout.Side.Min.X {
				return sh.Y0, sideTexts(f)
			}
		}
		return -1, sideTexts(f)
	}
	lay := LayoutOf(s, 800, 500, true)
	if lay.Panel.Dy() > 500/2+8 || lay.Side.Max.Y-lay.Panel.Max.Y < 200 {
		t.Fatalf("in 800x500 the panel is %d px tall, leaving %d px for the text", lay.Panel.Dy(), lay.Side.Max.Y-lay.Panel.Max.Y)
	}
	y, texts := titleY(800, 500)
	desc := wrap(lv.Description, 30)[0]
	if y < 0 || !containsPrefix(texts, desc[:20]) {
		t.Fatalf("in 800x500 the side column shows %q: want the title and the lesson's first line %q", texts, desc)
	}
	if l := LayoutOf(s, 1000, 640, true); l.Panel.Dy() != PanelHeight {
		t.Fatalf("in 1000x640 the panel is %d px, want %d as ever", l.Panel.Dy(), PanelHeight)
	}
	s.Apply(scene.SetPanelHeight{H: PanelTitle}) // collapsed
	if y2, _ := titleY(800, 500); y2 < 0 || y2 > float32(6+PanelTitle+30) || y2 >= y {
		t.Fatalf("the panel collapsed: the title at y=%v, was %v; want it right under the title bar", y2, y)
	}
	s.Apply(scene.SetPanelHeight{H: 300}) // a section collapsed, the rest fits
	if l := LayoutOf(s, 1000, 900, true); l.Panel.Dy() != 300 {
		t.Fatalf("a panel wanting 300 px in 1000x900 is %d px", l.Panel.Dy())
	}
}

func containsPrefix(texts []string, p string) bool {
	for _, tx := range texts {
		if strings.HasPrefix(tx, p) {
			return true
		}
	}
	return false
}

// TestTimelineCaptionFits: in the step-through view at 800×500 the step's
// text gets three lines, the second and third the band's whole width, so
// that a text of 140 characters is shown whole (two lines beside the
// playback state cut it near 100: "t=block…").
func TestTimelineCaptionFits(t *testing.T) {
	if n := captionLines(700); n != 2 {
		t.Fatalf("a 700-pixel band has %d lines of text, want 2 as before", n)
	}
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	s := scene.New(*lv)
	s.Refresh()
	s.Apply(scene.ActTimeline)
	tl := s.Selected().Timeline()
	checked := 0
	for i := 0; i < tl.Len(); i++ {
		s.Apply(scene.SeekStep{Step: i})
		v := s.Selected().Step()
		want := withoutHead(v.Text, v.Phase.String()+":")
		if len(want) > captionRoom-len(v.Phase.String())-2 {
			continue
		}
		var r Renderer
		f := r.Update(s, s.View(), 800, 500)
		if f.Layout.Timeline.Empty() {
			t.Fatal("no timeline band at 800x500")
		}
		var got []string
		for _, sh := range f.UI {
			if sh.Kind == Text && int(sh.Y0) > f.Layout.Bar.Max.Y && int(sh.Y0) < f.Layout.Timeline.Max.Y && int(sh.X0) < f.Layout.Bar.Max.X && sh.Text != v.Phase.String()+":" {
				got = append(got, sh.Text)
			}
		}
		if g := strings.Join(got, " "); g != want {
			t.Fatalf("step %d at 800x500 shows %q, want it whole: %q", i, g, want)
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d steps checked", checked)
	}
}
