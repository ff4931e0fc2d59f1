package render

import (
	"strings"
	"testing"

	"swath/scene"
)

// TestDialogsDrawInsideTheirBox opens each dialog and checks that every
// text of it lies inside the dialog's box, that the selected entry is on a
// drawn row, and that a too-long error is wrapped, not cut off the box.
func TestDialogsDrawInsideTheirBox(t *testing.T) {
	for _, c := range []struct {
		name string
		in   []scene.Intent
		want string
	}{
		{"open", []scene.Intent{scene.ActOpen}, "built-in: "}, // at 700x400 the eight built-ins scroll the first file into view
		{"save as", []scene.Intent{scene.ActSaveAs, scene.DialogText{Text: strings.Repeat("long/", 60) + "x.txt"}, scene.ActDialogOK}, "Cannot save as"},
		{"new", []scene.Intent{scene.ActNew}, "Width"},
		{"resize", []scene.Intent{scene.ActResizeMap}, "Resize (Enter)"},
		{"unsaved", []scene.Intent{scene.ActToggleSearch, scene.Quit{}}, "Discard (D)"},
	} {
		for _, size := range [][2]int{{1000, 640}, {700, 400}} {
			s := small()
			s.SetFiles(nil, "testdata")
			for _, in := range c.in {
				s.Apply(in)
			}
			d := s.Dialog()
			if d == nil {
				t.Fatalf("%s: no dialog", c.name)
			}
			var r Renderer
			f := r.Update(s, s.View(), size[0], size[1])
			b := DialogLayout(d, size[0], size[1])
			found := false
			inDialog := false
			for _, sh := range f.UI {
				if sh.Kind == Rect && int(sh.X0) == b.Box.Min.X && int(sh.Y0) == b.Box.Min.Y {
					inDialog = true
				}
				if !inDialog || sh.Kind != Text {
					continue
				}
				right := float64(sh.X0) + charWidth(float64(sh.Size))*float64(len([]rune(sh.Text)))
				if int(sh.X0) < b.Box.Min.X || int(right) > b.Box.Max.X || int(sh.Y0) < b.Box.Min.Y || int(sh.Y0+sh.Size) > b.Box.Max.Y {
					t.Errorf("%s %v: text %q at (%v,%v) leaves the box %v", c.name, size, sh.Text, sh.X0, sh.Y0, b.Box)
				}
				found = found || strings.Contains(sh.Text, c.want)
			}
			if !found {
				t.Errorf("%s %v: no text %q drawn", c.name, size, c.want)
			}
			if b.Box.Min.X < 0 || b.Box.Max.X > size[0] || b.Box.Max.Y > size[1] {
				t.Errorf("%s %v: box %v leaves the window", c.name, size, b.Box)
			}
			if d.Sel >= 0 && len(d.Entries) > 0 && (d.Sel < b.Top || d.Sel >= b.Top+len(b.Rows)) {
				t.Errorf("%s: selected entry %d is not among the rows shown from %d", c.name, d.Sel, b.Top)
			}
			if len(b.Buttons) != len(d.Buttons) || len(b.Fields) != len(d.Fields) {
				t.Errorf("%s: %d button and %d field boxes", c.name, len(b.Buttons), len(b.Fields))
			}
		}
	}
}

// TestDialogScrollsToTheSelection moves the selection past the rows shown.
func TestDialogScrollsToTheSelection(t *testing.T) {
	s := small()
	s.SetFiles(nil, "testdata")
	s.Apply(scene.ActOpen)
	n := len(s.Dialog().Entries)
	for i := 0; i < n+3; i++ {
		s.Apply(scene.ActDialogDown)
	}
	d := s.Dialog()
	b := DialogLayout(d, 1000, 640)
	if d.Sel != n-1 || d.Sel < b.Top || d.Sel >= b.Top+len(b.Rows) {
		t.Fatalf("selection %d of %d, rows from %d (%d shown)", d.Sel, n, b.Top, len(b.Rows))
	}
}

func TestFieldWindowKeepsTheCaretInSight(t *testing.T) {
	for _, c := range []struct {
		text       string
		back, cols int
		want       string
		caret      int
	}{
		{"short", 0, 10, "short", 5},
		{"short", 5, 10, "short", 0},
		{"abcdefghijklmnop", 0, 6, "…lmnop", 6},
		{"abcdefghijklmnop", 16, 6, "abcde…", 0},
		{"abcdefghijklmnop", 8, 6, "…ijkl…", 1}, // the caret before i
	} {
		got, caret := FieldWindow(scene.Field{Text: c.text, Back: c.back}, c.cols)
		if got != c.want || caret != c.caret {
			t.Errorf("%q back %d in %d: %q caret %d, want %q caret %d", c.text, c.back, c.cols, got, caret, c.want, c.caret)
		}
	}
}
