package render

import (
	"strings"
	"testing"

	"swath/scene"
)

// A split view's export shows the panes, their captions and table, not
// the app's keys: no "K: where the panes part" under the bar, and "off"
// (not the key F6) where a pane does not show the shortest route; the
// screen still shows both.
func TestSplitExportHasNoAppHints(t *testing.T) {
	texts := func(l List) string {
		var b strings.Builder
		for _, sh := range l {
			if sh.Kind == Text {
				b.WriteString(sh.Text + "\n")
			}
		}
		return b.String()
	}
	s := exportLevel()
	ly := s.Layers()
	ly.Optimal = false
	s.Apply(scene.SetLayers{Layers: ly})
	s.Apply(scene.SetSplit{Specs: []string{"farthest=linear"}})
	s.Apply(scene.SeekStep{Step: 3})
	s.Refresh()
	if s.Split() == nil || !s.TimelineShown() {
		t.Fatal("no split view stepping")
	}
	e := Exporter{Scale: exportTestScale}
	e.Draw(s)
	got := texts(e.r.frame.UI)
	for _, h := range []string{"K: where the panes part", "F6", "paused", "steps/s"} {
		if strings.Contains(got, h) {
			t.Errorf("the split export shows %q:\n%s", h, got)
		}
	}
	if !strings.Contains(got, "over shortest\noff\n") {
		t.Errorf("the split export's table has no \"over shortest\" row reading off:\n%s", got)
	}
	var r Renderer
	screen := texts(r.Update(s, s.View(), 1000, 640).UI)
	for _, h := range []string{"K: where the panes part", "over shortest\nF6\n"} {
		if !strings.Contains(screen, h) {
			t.Errorf("the screen lost %q:\n%s", h, screen)
		}
	}
}
