package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"swath/levels"
)

// TestMapKeepsTitle opens a .swath file with --map: the side column
// shows the level's title (not the file's path), M twice leaves the
// window unmarked, and Ctrl+S after a change writes the level's own title
// back into the file.
func TestMapKeepsTitle(t *testing.T) {
	dir := t.TempDir()
	lv, err := levels.LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	lv.Title, lv.Description = "My lesson", "What this level teaches."
	path := filepath.Join(dir, "my.swath")
	if err := levels.Save(path, lv); err != nil {
		t.Fatal(err)
	}
	a := startIn(t, dir, "--map", path)
	a.waitTitle("Swath — my.swath")
	a.press("m")
	a.waitTitle("Swath — my.swath •")
	a.press("m")
	a.waitTitle("Swath — my.swath") // as on disk again: no mark
	a.press("m")
	a.waitTitle("Swath — my.swath •")
	a.press("ctrl+s")
	a.waitTitle("Swath — my.swath")
	var got *levels.Level
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if got, err = levels.Load(path); err == nil && got.Options != lv.Options {
			break
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	if got.Title != "My lesson" || got.Description != lv.Description {
		data, _ := os.ReadFile(path)
		t.Fatalf("saved title %q, description %q; want the level's own:\n%s", got.Title, got.Description, data)
	}
	if got.Options == lv.Options {
		t.Fatal("Ctrl+S did not save the toggled option")
	}
}

// TestSliderDragIsOneUndoStep drags the options panel's L slider across
// many values: one Ctrl+Z takes it all back (the window is unmarked again).
func TestSliderDragIsOneUndoStep(t *testing.T) {
	a := startIn(t, t.TempDir())
	m := newModel(t)
	a.waitDrawn(m)
	a.waitTitle("Swath — " + demoTitle)
	// the L slider: the Agent header's first row, right of its 70-pixel label
	y := m.lay.Panel.Min.Y + sliderRowY
	x0, x1 := m.lay.Panel.Min.X+95, m.lay.Panel.Max.X-30
	args := []string{"mousemove", "--sync", fmt.Sprint(a.x + x0), fmt.Sprint(a.y + y), "sleep", "0.2", "mousedown", "1", "sleep", "0.2"}
	for x := x0; x <= x1; x += 12 {
		args = append(args, "mousemove", "--sync", fmt.Sprint(a.x+x), fmt.Sprint(a.y+y), "sleep", "0.08")
	}
	args = append(args, "sleep", "0.2", "mouseup", "1", "sleep", "0.3")
	a.xdo(args...)
	a.park()
	n := 0
	for _, ln := range a.logLines() {
		if strings.Contains(ln, "panel agent") {
			n++
		}
	}
	if n < 3 {
		save(t, "slider drag", a.shot())
		t.Fatalf("the drag changed the agent %d times, want several (input log:\n%s)", n, strings.Join(a.logLines(), "\n"))
	}
	a.waitTitle("Swath — " + demoTitle + " •")
	a.press("ctrl+z")
	a.waitTitle("Swath — " + demoTitle)
}

// sliderRowY is the L slider's row in debugui's layout of the panel
// (Options title, the Agent header, then L), from the panel's top.
const sliderRowY = 54

// demoTitle is the built-in demo's title.
const demoTitle = "Demo: a zigzag of 19 nodes smooths to 5"
