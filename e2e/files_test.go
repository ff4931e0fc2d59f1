package e2e

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"swath/assets"
	"swath/levels"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// title is the window's title.
func (a *app) title() string { return strings.TrimSpace(a.xdo("getwindowname", a.win)) }

// waitTitle waits until the window's title is want.
func (a *app) waitTitle(want string) {
	a.t.Helper()
	got := ""
	for deadline := time.Now().Add(8 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if got = a.title(); got == want {
			return
		}
	}
	a.t.Fatalf("window title %q, want %q", got, want)
}

// outsideStatus counts the window pixels that differ between two
// screenshots outside the status bar (whose second line says what was
// last saved or opened) and the figures (the planning time varies); the
// side column's title and description are compared.
func outsideStatus(lay render.Layout, a, b *image.RGBA) int {
	figures := image.Rect(lay.Side.Min.X, lay.Panel.Max.Y+12+5*assets.LineHeight, lay.Side.Max.X, lay.Side.Max.Y)
	n := 0
	for y := 0; y < winH; y++ {
		for x := 0; x < winW; x++ {
			if p := image.Pt(x, y); p.In(lay.Status) || p.In(figures) {
				continue
			}
			if !near(a.RGBAAt(x, y), b.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// dialogShown reports whether the dialog's first button (filled with the
// segment colour) is on the screen where DialogLayout puts it: its four
// corners, which no route line covers all at once.
func dialogShown(img *image.RGBA, d *scene.Dialog) bool {
	b := render.DialogLayout(d, winW, winH)
	r := b.Buttons[0]
	for _, p := range []image.Point{{r.Min.X + 3, r.Min.Y + 3}, {r.Max.X - 4, r.Min.Y + 3}, {r.Min.X + 3, r.Max.Y - 4}, {r.Max.X - 4, r.Max.Y - 4}} {
		if !near(img.RGBAAt(p.X, p.Y), assets.Segment) {
			return false
		}
	}
	return true
}

// TestSaveOpenAnotherReopen paints a few cells, saves the level as a new
// .swath file by typing its name in the save dialog, opens a built-in
// level from the open dialog's list with a double click, then opens the
// saved file again by typing its name, and checks that the screen is the
// painted one again and that the file holds what was painted.
func TestSaveOpenAnotherReopen(t *testing.T) {
	dir := t.TempDir()
	a := startIn(t, dir, "--dir", dir)
	m := newModel(t)
	demo, err := levels.LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	park := a.park
	keys := a.press
	first := a.waitDrawn(m)
	a.waitTitle("Swath — " + demo.Title)

	// three free cells in a row, away from the markers' footprints
	g := m.sc.Grid()
	sc, gc := m.sc.Selected().Agent().Cover(m.sc.Selected().Start()), m.sc.Selected().Agent().Cover(m.sc.Selected().Goal())
	var cells []pathing.Point
	for y := 1; y < g.Height()-1 && len(cells) < 3; y++ {
		cells = cells[:0]
		for x := 1; x < g.Width()-1 && len(cells) < 3; x++ {
			p := pathing.Pt(x, y)
			if g.Blocked(x, y) || sc.Contains(p) || gc.Contains(p) {
				cells = cells[:0]
				continue
			}
			cells = append(cells, p)
		}
	}
	if len(cells) < 3 {
		t.Fatal("no three free cells in a row on the demo")
	}
	p0 := m.px(cells[0], 0, 0)
	args := []string{"mousemove", "--sync", fmt.Sprint(a.x + p0.X), fmt.Sprint(a.y + p0.Y), "mousedown", "1", "sleep", "0.2"}
	for _, c := range cells[1:] {
		p := m.px(c, 0, 0)
		args = append(args, "mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y), "sleep", "0.12")
	}
	cells = a.stroke("the stroke", append(args, "sleep", "0.1", "mouseup", "1", "sleep", "0.2")...)
	park()
	m.replay(cells)
	painted := a.wait("the cells painted", func(img *image.RGBA) bool {
		if m.hovered(img) {
			park()
			return false
		}
		for _, c := range cells {
			if p := m.px(c, -0.3, -0.3); !near(img.RGBAAt(p.X, p.Y), assets.Obstacle) {
				return false
			}
		}
		return true
	})
	if n := m.mapDiff(first, painted); n == 0 {
		t.Fatal("painting changed nothing")
	}
	a.waitTitle("Swath — " + demo.Title + " •")

	// Ctrl+S: the save dialog asks for a name (a built-in level has no file)
	ds := scene.New(scene.Demo())
	ds.SetFiles(nil, dir)
	ds.Apply(scene.ActSaveAs)
	keys("ctrl+s")
	a.wait("the save dialog", func(img *image.RGBA) bool { return dialogShown(img, ds.Dialog()) })
	a.xdo("type", "--delay", "120", "mine")
	keys("Return")
	saved := filepath.Join(dir, "mine.swath")
	a.waitTitle("Swath — mine.swath")
	park()
	afterSave := a.wait("the dialog closed", func(img *image.RGBA) bool {
		return !m.hovered(img) && m.mapDiff(painted, img) == 0
	})
	lv, err := levels.Load(saved)
	if err != nil {
		t.Fatalf("the saved file: %v", err)
	}
	want := m.sc.Level()
	if !lv.Grid.Equal(want.Grid) || lv.Agent != want.Agent || lv.Start != want.Start || lv.Goal != want.Goal ||
		lv.Search != want.Search || lv.Sampling != want.Sampling || lv.Strategy != want.Strategy {
		t.Fatalf("the saved file does not hold the painted level:\n%v\nwant\n%v", lv.Grid, want.Grid)
	}
	if lv.Title != demo.Title {
		t.Fatalf("saved title %q, want %q", lv.Title, demo.Title)
	}

	// Ctrl+O: double-click the built-in "gap" in the list
	do := scene.New(scene.Demo())
	do.SetFiles(nil, dir)
	do.Apply(scene.ActOpen)
	d := do.Dialog()
	gapRow := -1
	for i, e := range d.Entries {
		if e.Kind == scene.EntryBuiltin && e.Path == "gap" {
			gapRow = i
		}
	}
	b := render.DialogLayout(d, winW, winH)
	if gapRow < b.Top || gapRow >= b.Top+len(b.Rows) {
		t.Fatalf("the gap level is not among the rows shown (%d, from %d)", gapRow, b.Top)
	}
	keys("ctrl+o")
	a.wait("the open dialog", func(img *image.RGBA) bool { return dialogShown(img, d) })
	r := b.Rows[gapRow-b.Top]
	a.act("a double click on gap", "click entry "+fmt.Sprint(gapRow)+" open=true", "mousemove", "--sync", fmt.Sprint(a.x+r.Min.X+40), fmt.Sprint(a.y+(r.Min.Y+r.Max.Y)/2), "sleep", "0.15",
		"mousedown", "1", "sleep", "0.05", "mouseup", "1", "sleep", "0.12", "mousedown", "1", "sleep", "0.05", "mouseup", "1")
	gap, err := levels.LoadBuiltin("gap")
	if err != nil {
		t.Fatal(err)
	}
	a.waitTitle("Swath — " + gap.Title)
	park()
	other := a.wait("the gap level drawn", func(img *image.RGBA) bool {
		return !m.hovered(img) && m.mapDiff(painted, img) > 1000
	})

	// Ctrl+O again: type the saved file's name
	keys("ctrl+o")
	a.wait("the open dialog again", func(img *image.RGBA) bool { return dialogShown(img, d) && outsideStatus(m.lay, other, img) > 0 })
	a.xdo("type", "--delay", "120", "mine.swath")
	keys("Return")
	a.waitTitle("Swath — mine.swath")
	park()
	a.wait("the painted level back on the screen", func(img *image.RGBA) bool {
		return !m.hovered(img) && outsideStatus(m.lay, afterSave, img) == 0
	})
	if _, err := os.Stat(saved + levels.BackupSuffix); err == nil {
		t.Fatal("a backup was written for a new file")
	}
}
