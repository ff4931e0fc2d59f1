package e2e

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// TestPanelTogglesALayer clicks the options panel's "grid lines" box: the
// grid lines leave the map, the box shows the change, and no cell is
// painted (a click on the panel never reaches the map). A second click
// brings the identical picture back.
func TestPanelTogglesALayer(t *testing.T) {
	a := start(t)
	m := newModel(t)
	before := a.waitDrawn(m)
	// the box's place in debugui's layout of the panel (Options, Agent with
	// two sliders, the NPCs, Method with four boxes, then Layers)
	box := m.lay.Panel.Min.Add(image.Pt(12, 235+npcSection))
	click := func(what, want string) {
		a.act(what, want, "mousemove", "--sync", fmt.Sprint(a.x+box.X), fmt.Sprint(a.y+box.Y), "sleep", "0.15",
			"mousedown", "1", "sleep", "0.15", "mouseup", "1", "sleep", "0.1")
		a.park()
	}
	// a grid line: the left edge of a free cell on the map
	g := m.sc.Grid()
	var line image.Point
	for y := 0; y < g.Height() && line == (image.Point{}); y++ {
		for x := 1; x < g.Width(); x++ {
			if !g.Blocked(x, y) && !g.Blocked(x-1, y) {
				c := m.px(pathing.Pt(x, y), -0.5, 0)
				for dx := -2; dx <= 2 && line == (image.Point{}); dx++ {
					if near(before.RGBAAt(c.X+dx, c.Y), assets.GridLine) && !near(before.RGBAAt(c.X+dx+4, c.Y), assets.GridLine) {
						line = c.Add(image.Pt(dx, 0))
					}
				}
				if line != (image.Point{}) {
					break
				}
			}
		}
	}
	if line == (image.Point{}) {
		t.Fatal("no grid line drawn on the demo")
	}
	click("a click on the grid lines box", "panel layers grid=false")
	m.sc.Apply(scene.SetLayers{Layers: func() scene.Layers { l := m.sc.Layers(); l.GridLines = false; return l }()})
	off := a.wait("the grid lines gone", func(img *image.RGBA) bool {
		return !m.hovered(img) && !near(img.RGBAAt(line.X, line.Y), assets.GridLine) && winDiffIn(before, img, m.lay.Panel) > 0
	})
	if n := m.mapDiff(before, off); n < 500 {
		t.Fatalf("only %d map pixels changed without the grid lines", n)
	}
	click("a second click on the box", "panel layers grid=true")
	a.wait("the first picture back", func(img *image.RGBA) bool { return outsideStatus(m.lay, before, img) == 0 })
	for _, ln := range a.logLines() {
		if strings.Contains(ln, " press ") || strings.Contains(ln, " release ") {
			t.Fatalf("a click on the panel reached the map: %q", ln)
		}
	}
}
