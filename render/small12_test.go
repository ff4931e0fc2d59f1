package render

import (
	"image"
	"strings"
	"testing"

	"swath/scene"
)

// TestBandTextFits: the playback state ("playing, 0.25 steps/s", the
// longest) ends inside the band, and a walk step's text does not repeat
// its phase ("walk: Walk: …").
func TestBandTextFits(t *testing.T) {
	s := uturnScene(t)
	for range 12 {
		s.Apply(scene.ActSlower)
	}
	s.Apply(scene.ActPlayPause)
	s.Apply(scene.ActLast) // the walk's last step
	r := &Renderer{}
	f, _ := stepFrame(t, r, s)
	found := false
	for _, sh := range f.UI {
		if sh.Kind != Text {
			continue
		}
		if strings.Contains(sh.Text, "steps/s") {
			found = true
			end := float64(sh.X0) + charWidth(float64(sh.Size))*float64(len([]rune(sh.Text)))
			if end > float64(f.Layout.Timeline.Max.X) {
				t.Errorf("%q ends at x %.0f, past the band's edge %d", sh.Text, end, f.Layout.Timeline.Max.X)
			}
		}
		if strings.HasPrefix(sh.Text, "Walk:") || strings.HasPrefix(sh.Text, "Result:") {
			t.Errorf("the step's text repeats its phase: %q", sh.Text)
		}
	}
	if !found {
		t.Fatal("no playback state drawn")
	}
	if ph := s.Selected().Step().Phase.String(); ph != "walk" && ph != "shortest" {
		t.Fatalf("the last step is in phase %v, want walk (or shortest, the optimal route's phase)", ph)
	}
}

// TestHelpHidesStatusText: with the help overlay shown, no status text is
// drawn under its lines.
func TestHelpHidesStatusText(t *testing.T) {
	s := small()
	s.Apply(scene.ActHelp)
	f, _ := frameOf(t, s)
	for _, sh := range f.UI[:f.Overlay] {
		if sh.Kind == Text && (image.Point{X: int(sh.X0), Y: int(sh.Y0)}).In(f.Layout.Status) {
			t.Errorf("status text %q drawn under the help", sh.Text)
		}
	}
}
