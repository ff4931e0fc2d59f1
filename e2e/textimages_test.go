package e2e

import (
	"fmt"
	"image"
	"testing"
	"time"

	"swath/assets"
	"swath/scene"
)

// TestSplitViewFourPanesDraw shows the split view's four panes, their
// figures table and their labels, zooms so that S, G and the labels fall
// between pixels, and steps the timeline (the captions' texts change every
// step).
//
// The app draws each text from an image of its own (app/textcache.go);
// its --check-damage draws every redrawn region's texts from those images
// and with text.Draw, and the map's reference redraw with text.Draw, and
// reports any pixel that differs: such a line fails the test at its cleanup
// (startEnv). A text image placed a pixel off, or drawn at another
// fraction of a pixel, fails it (tried by breaking textImages.draw).
//
// A whole redraw fills only the gaps between the panes, each pane its own
// margins (app/splitscreen.go): the gaps must be the background.
func TestSplitViewFourPanesDraw(t *testing.T) {
	specs := []string{"farthest=linear", "sampling=paper", "algo=jps"}
	a := startIn(t, "", "--vs", specs[0], "--vs", specs[1], "--vs", specs[2])
	m := newModel(t)
	m.sc.Apply(scene.SetSplit{Specs: specs})
	m.relayout()
	if m.lay.NPanes != 4 {
		t.Fatalf("the model lays out %d panes", m.lay.NPanes)
	}
	a.waitPanes("four panes", m)
	// the wheel over the first pane, up then down: 1.2 and back, the
	// labels at other fractions of a pixel on the way (the wheel's zoom
	// leaves no line in the input log: waited for)
	a.xdo("mousemove", "--sync", fmt.Sprint(a.x+m.lay.Panes[0].Min.X+40), fmt.Sprint(a.y+m.lay.Panes[0].Min.Y+m.lay.Panes[0].Dy()/2),
		"sleep", "0.15", "click", "4", "sleep", "0.5", "click", "5", "sleep", "0.5")
	a.park()
	for _, k := range []string{"t", "Right", "Right", "Right", "k", "Left"} {
		a.press(k)
		time.Sleep(200 * time.Millisecond)
	}
	time.Sleep(time.Second)
	img := a.shot()
	save(t, "split-four-panes", img)
	m.sc.Apply(scene.ActTimeline) // T opened the step view and its band: the panes are lower
	m.relayout()
	lay := m.lay
	for i := 1; i < lay.NPanes; i++ {
		gap := image.Rect(lay.Panes[i-1].Max.X, lay.PaneArea.Min.Y, lay.Panes[i].Min.X, lay.PaneArea.Max.Y)
		bad := 0
		for y := gap.Min.Y; y < gap.Max.Y; y++ {
			for x := gap.Min.X; x < gap.Max.X; x++ {
				if img.RGBAAt(x, y) != assets.Background {
					bad++
				}
			}
		}
		if bad > 0 {
			t.Errorf("the gap %v before pane %d has %d pixels that are not the background", gap, i+1, bad)
		}
	}
}
