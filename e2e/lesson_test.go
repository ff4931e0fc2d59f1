package e2e

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"swath/assets"
	"swath/levels"
	"swath/render"
)

// TestSideColumnScrolls turns the wheel over the side column: the app
// takes it as a scroll of the column (not a zoom of the map), the column's
// text moves, and the map stays as it was.
func TestSideColumnScrolls(t *testing.T) {
	a := start(t)
	m := newModel(t)
	before := a.waitDrawn(m)
	lay := m.lay
	p := image.Pt(lay.Side.Min.X+120, lay.Side.Max.Y-60)
	a.act("the wheel over the side column", "scroll side", "mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y),
		"sleep", "0.15", "click", "5", "sleep", "0.1", "click", "5")
	col := image.Rect(lay.Side.Min.X, lay.Panel.Max.Y+4, lay.Side.Max.X, lay.Side.Max.Y)
	after := a.wait("the column scrolled", func(img *image.RGBA) bool { return winDiffIn(before, img, col) > 200 })
	if n := m.mapDiff(before, after); n > 50 {
		save(t, "side scrolled", after)
		t.Fatalf("the wheel over the column changed %d map pixels", n)
	}
	for _, ln := range a.logLines() {
		if strings.Contains(ln, "zoom") {
			t.Fatalf("the wheel over the column zoomed: %q", ln)
		}
	}
}

// TestImportedMapEndsFit opens an empty Moving AI map with --map and a
// 2×2 agent: S and G are put where the footprint fits, so the route is
// drawn and the status line warns of nothing (the goal used to be on the
// last cell, with no route and no reason).
func TestImportedMapEndsFit(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("type octile\nheight 12\nwidth 20\nmap\n")
	for range 12 {
		b.WriteString(strings.Repeat(".", 20) + "\n")
	}
	path := filepath.Join(dir, "empty.map")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	a := startIn(t, dir, "--map", path, "--agent", "2x2")
	lay := render.NewLayout(winW, winH, true)
	a.park()
	a.wait("a route drawn, no warning", func(img *image.RGBA) bool {
		route, warn := 0, 0
		for y := lay.Map.Min.Y; y < lay.Map.Max.Y; y++ {
			for x := lay.Map.Min.X; x < lay.Map.Max.X; x++ {
				if near(img.RGBAAt(x, y), assets.Segment) {
					route++
				}
			}
		}
		for y := lay.Status.Min.Y; y < lay.Status.Max.Y; y++ {
			for x := lay.Status.Min.X; x < lay.Status.Max.X; x++ {
				if near(img.RGBAAt(x, y), assets.Warning) {
					warn++
				}
			}
		}
		return route > 100 && warn == 0
	})
}

// TestPanelStaysWhenTitleDragged drags the options panel's title bar far
// to the left and lets go: the panel is still in its place and works (a
// click on its grid lines box still toggles the layer).
func TestPanelStaysWhenTitleDragged(t *testing.T) {
	a, before, lay, title := startTitleDrag(t)
	args := []string{"mousemove", "--sync", fmt.Sprint(a.x + title.X), fmt.Sprint(a.y + title.Y), "sleep", "0.2", "mousedown", "1", "sleep", "0.2"}
	args = append(append(args, a.titleDragMoves(title, "0.06")...), "sleep", "0.2", "mouseup", "1", "sleep", "0.3")
	a.xdo(args...)
	a.panelInPlace("the panel in its place", before, lay.Panel)
	box := lay.Panel.Min.Add(image.Pt(12, 235+npcSection))
	a.act("a click on the grid lines box", "panel layers grid=false", "mousemove", "--sync", fmt.Sprint(a.x+box.X), fmt.Sprint(a.y+box.Y), "sleep", "0.15",
		"mousedown", "1", "sleep", "0.15", "mouseup", "1", "sleep", "0.1")
}

// TestPanelStaysWhenTitleDragInOneStall: on a loaded machine the press on
// the panel's title and the drag's moves reach the app in one frame, so
// the press is first seen with the pointer already far off the title. The
// app is stopped (SIGSTOP) for the press and the moves, as a stalled frame
// would be: the panel still stays in its place.
func TestPanelStaysWhenTitleDragInOneStall(t *testing.T) {
	a, before, lay, title := startTitleDrag(t)
	a.xdo("mousemove", "--sync", fmt.Sprint(a.x+title.X), fmt.Sprint(a.y+title.Y), "sleep", "0.3",
		"mousemove_relative", "--sync", "1", "0", "sleep", "0.5")
	if err := a.proc.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	a.xdo(append([]string{"mousedown", "1", "sleep", "0.1"}, a.titleDragMoves(title, "0.03")...)...)
	if err := a.proc.Signal(syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	a.xdo("sleep", "0.5", "mouseup", "1", "sleep", "0.3")
	a.panelInPlace("the panel in its place after a stalled drag", before, lay.Panel)
}

// startTitleDrag starts the app on the demo level and waits for its first
// frame (before), with the layout and the point of the panel's title bar
// that the drags grab.
func startTitleDrag(t *testing.T) (a *app, before *image.RGBA, lay render.Layout, title image.Point) {
	a = start(t)
	m := newModel(t)
	before = a.waitDrawn(m)
	lay = m.lay
	return a, before, lay, image.Pt(lay.Panel.Min.X+120, lay.Panel.Min.Y+12)
}

// titleDragMoves are xdotool's moves of a drag from the panel's title
// point far to the left and down, a pause between them.
func (a *app) titleDragMoves(title image.Point, pause string) []string {
	var args []string
	for dx := 40; dx <= 480; dx += 40 {
		args = append(args, "mousemove", "--sync", fmt.Sprint(a.x+title.X-dx), fmt.Sprint(a.y+title.Y+dx/4), "sleep", pause)
	}
	return args
}

// panelInPlace parks the pointer and waits until the panel is drawn as
// it was before (a moved panel leaves most of its place bare, tens of
// thousands of pixels; a few hundred differ by the hover and focus shades
// alone).
func (a *app) panelInPlace(what string, before *image.RGBA, panel image.Rectangle) {
	a.t.Helper()
	a.park()
	a.wait(what, func(img *image.RGBA) bool {
		return winDiffIn(before, img, panel) < panel.Dx()*panel.Dy()/50
	})
}

// TestUIScaleKept starts the app at --ui-scale 2: the side column takes
// twice its width of the window; Ctrl+- makes it smaller and the scale
// is written to the settings file in the user's config folder. At scale
// 2 the 13-pixel text is 26 pixels high (at least 16, for a projector).
func TestUIScaleKept(t *testing.T) {
	a := startIn(t, t.TempDir(), "--ui-scale", "2")
	// at scale 2 the app lays out a 500x320 window and it is shown twice as large
	lay := render.NewLayout(winW/2, winH/2, true)
	statusY := 2*lay.Status.Min.Y + 5 // above its text; at scale 1 this is the map's margin
	a.park()
	a.wait("the status bar twice as tall", func(img *image.RGBA) bool {
		return near(img.RGBAAt(60, statusY), assets.Panel) && near(img.RGBAAt(2*lay.Status.Max.X-20, statusY), assets.Panel)
	})
	a.press("ctrl+minus")
	settings := filepath.Join(a.config, "swath", "settings")
	kept := false
	for i := 0; i < 50 && !kept; i++ {
		data, err := os.ReadFile(settings)
		kept = err == nil && strings.Contains(string(data), "ui-scale 1.5")
		if !kept {
			a.xdo("sleep", "0.1")
		}
	}
	if !kept {
		data, err := os.ReadFile(settings)
		t.Fatalf("settings file after Ctrl+-: %q %v, want ui-scale 1.5", data, err)
	}
	// a fractional scale goes through the app's own final filter
	// (app/finalscreen.go): the status bar, 1.5 times as tall, is drawn in
	// its colour, sharp inside its pixels
	w15, h15 := float64(winW), float64(winH)
	lay = render.NewLayout(int(w15/1.5), int(h15/1.5), true)
	top, bottom := int(1.5*float64(lay.Status.Min.Y))+3, int(1.5*float64(lay.Status.Min.Y))+10
	a.park()
	a.wait("the status bar at scale 1.5", func(img *image.RGBA) bool {
		return near(img.RGBAAt(60, top), assets.Panel) && near(img.RGBAAt(60, bottom), assets.Panel) &&
			near(img.RGBAAt(int(1.5*float64(lay.Status.Max.X))-20, top), assets.Panel) && !near(img.RGBAAt(60, top-6), assets.Panel)
	})
}

// TestOpenDialogTypedBuiltin: Ctrl+O, then typing "u-t" narrows the list
// and Enter opens the built-in u-turn level (the window's title says so).
func TestOpenDialogTypedBuiltin(t *testing.T) {
	a := startIn(t, t.TempDir())
	m := newModel(t)
	a.waitDrawn(m)
	a.press("ctrl+o")
	a.act("typing u-t", "text", "type", "--delay", "120", "u-t")
	a.press("Return")
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	a.waitTitle("Swath — " + lv.Title)
}
