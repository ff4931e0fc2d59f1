package e2e

import (
	"fmt"
	"testing"
	"time"
)

// TestTextImagesMatchTextDraw shows the split view's four panes, their
// figures table and their labels, zooms so that S, G and the labels fall
// between pixels, and steps the timeline (the captions' texts change every
// step). The app draws each text from an image of its own (app/textcache.go);
// its --check-damage draws every redrawn region's texts from those images
// and with text.Draw, and the map's reference redraw with text.Draw, and
// reports any pixel that differs: such a line fails the test at its cleanup
// (startEnv). A text image placed a pixel off, or drawn at another
// fraction of a pixel, fails it (tried by breaking textImages.draw).
func TestTextImagesMatchTextDraw(t *testing.T) {
	a := startIn(t, "", "--vs", "farthest=linear", "--vs", "sampling=paper", "--vs", "agent=3x3")
	time.Sleep(time.Second)
	// the wheel over the first pane, up then down: 1.2 and back, the
	// labels at other fractions of a pixel on the way
	// (the wheel's zoom leaves no line in the input log: waited for)
	a.xdo("mousemove", "--sync", fmt.Sprint(a.x+120), fmt.Sprint(a.y+200), "sleep", "0.15", "click", "4", "sleep", "0.5", "click", "5", "sleep", "0.5")
	a.park()
	for _, k := range []string{"t", "Right", "Right", "Right", "k", "Left"} {
		a.press(k)
		time.Sleep(200 * time.Millisecond)
	}
	time.Sleep(time.Second)
}
