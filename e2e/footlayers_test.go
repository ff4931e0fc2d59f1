package e2e

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// TestFootLayerKeys toggles each footprint layer with its key (F7-F10) in
// the real window: cells away from the route take the layer's colour as
// the model's scene computes it (the pivot cannot stand, unreachable, the
// clearance's ramp colour), the squeeze draws its ring and label, and a
// second press brings the plain picture back.
func TestFootLayerKeys(t *testing.T) {
	a := start(t)
	m := newModel(t)
	plain := a.waitDrawn(m)
	f := m.sc.FootLayers()
	bucket := func(k int) int {
		b := 0
		for i, lo := range assets.ClearanceBuckets {
			if k >= lo {
				b = i
			}
		}
		return b
	}
	for _, c := range []struct {
		key, name string
		// want is the colour a free cell away from the route must show,
		// ok false for cells the layer leaves as they are
		want func(p pathing.Point) (color.RGBA, bool)
	}{
		{"F7", "placements", func(p pathing.Point) (color.RGBA, bool) {
			return assets.NoPlace, !f.Placement(p)
		}},
		{"F8", "reachable", func(p pathing.Point) (color.RGBA, bool) {
			return assets.Unreachable, !f.Reachable(p)
		}},
		{"F9", "clearance", func(p pathing.Point) (color.RGBA, bool) {
			return assets.ClearanceRamp[bucket(f.Clearance(p))], true
		}},
		{"F10", "squeeze", nil},
	} {
		a.press(c.key)
		m.sc.Apply(scene.KeyPress{Chord: scene.Chord{Key: c.key}})
		m.sc.Refresh()
		if c.want == nil {
			sq, ok := f.Squeeze()
			if !ok {
				t.Fatal("the demo's route has no squeeze in the model")
			}
			at := m.px(pathing.Pt(int(math.Round(sq.AtX)), int(math.Round(sq.AtY))), 0, 0)
			near := image.Rect(at.X-40, at.Y-40, at.X+40, at.Y+40)
			on := a.wait("the squeeze drawn", func(img *image.RGBA) bool {
				return countNear(img, near, assets.Squeeze) > 30 && countNear(img, m.lay.Map, assets.Squeeze) > 60
			})
			save(t, "layer "+c.name, on)
		} else {
			cells := awayFromRoute(m, func(p pathing.Point) bool { _, ok := c.want(p); return ok })
			if len(cells) < 5 {
				t.Fatalf("%s: only %d cells to check", c.name, len(cells))
			}
			on := a.wait("the "+c.name+" layer drawn", func(img *image.RGBA) bool {
				for _, p := range cells {
					want, _ := c.want(p)
					if q := m.px(p, 0, 0); !nearColour(img.RGBAAt(q.X, q.Y), want) {
						return false
					}
				}
				return true
			})
			save(t, "layer "+c.name, on)
			t.Logf("%s: %d cells checked", c.name, len(cells))
		}
		a.press(c.key)
		m.sc.Apply(scene.KeyPress{Chord: scene.Chord{Key: c.key}})
		m.sc.Refresh()
		a.park()
		a.wait("the plain picture back after "+c.key, func(img *image.RGBA) bool { return outsideStatus(m.lay, plain, img) == 0 })
	}
}

// awayFromRoute are free cells for which keep holds, more than one cell
// from every node of the raw route, the markers and the map's edge, so
// that no shape covers their centre; every third such cell, at most 40.
func awayFromRoute(m *model, keep func(pathing.Point) bool) []pathing.Point {
	g := m.sc.Grid()
	pl := m.sc.Selected().Plan()
	var r render.Renderer
	fr := r.Update(m.sc, m.sc.View(), winW, winH)
	busy := append(append([]pathing.Point{}, pl.Raw...), m.sc.Selected().Start(), m.sc.Selected().Goal())
	var out []pathing.Point
	n := 0
	for y := 1; y < g.Height()-1; y++ {
		for x := 1; x < g.Width()-1; x++ {
			p := pathing.Pt(x, y)
			if g.Blocked(x, y) || !keep(p) || fr.Over.Pix[4*(y*fr.Over.W+x)+3] != 0 {
				continue
			}
			clear := true
			for _, b := range busy {
				if max(b.X-x, x-b.X, b.Y-y, y-b.Y) <= 1 {
					clear = false
					break
				}
			}
			if !clear {
				continue
			}
			if n++; n%3 == 0 && len(out) < 40 {
				out = append(out, p)
			}
		}
	}
	return out
}

// nearColour is near, for the layer colours (screenshots are exact here).
func nearColour(a, b color.RGBA) bool { return near(a, b) }

// countNear counts the pixels of r in img near colour c.
func countNear(img *image.RGBA, r image.Rectangle, c color.RGBA) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(img.RGBAAt(x, y), c) {
				n++
			}
		}
	}
	return n
}

// TestPanelTogglesAFootLayer clicks the options panel's "placements" box
// (two rows under "grid lines"): the cells where the pivot cannot stand
// take the layer's colour, and a second click brings the plain picture
// back.
func TestPanelTogglesAFootLayer(t *testing.T) {
	a := start(t)
	m := newModel(t)
	plain := a.waitDrawn(m)
	box := m.lay.Panel.Min.Add(image.Pt(12, 235+npcSection+2*panelRow))
	click := func(what, want string) {
		a.act(what, want, "mousemove", "--sync", fmt.Sprint(a.x+box.X), fmt.Sprint(a.y+box.Y), "sleep", "0.15",
			"mousedown", "1", "sleep", "0.15", "mouseup", "1", "sleep", "0.1")
		a.park()
	}
	click("a click on the placements box", "panel layers grid=true raw=true waypoints=true band=true placements=true")
	ly := m.sc.Layers()
	ly.Placements = true
	m.sc.Apply(scene.SetLayers{Layers: ly})
	m.sc.Refresh()
	f := m.sc.FootLayers()
	cells := awayFromRoute(m, func(p pathing.Point) bool { return !f.Placement(p) })
	if len(cells) < 5 {
		t.Fatalf("only %d cells to check", len(cells))
	}
	a.wait("the placements layer drawn", func(img *image.RGBA) bool {
		for _, p := range cells {
			if q := m.px(p, 0, 0); !near(img.RGBAAt(q.X, q.Y), assets.NoPlace) {
				return false
			}
		}
		return true
	})
	click("a second click on the box", "panel layers grid=true raw=true waypoints=true band=true placements=false")
	a.wait("the plain picture back", func(img *image.RGBA) bool { return outsideStatus(m.lay, plain, img) == 0 })
}
