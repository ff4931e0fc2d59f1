package e2e

import (
	"image"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// TestSplitViewPaneFootprintLayers: the demo with an agent=3x3 pane
// (--vs) and the placements layer on (F7): cells where the level's 2x2
// pivot can stand and a 3x3 one cannot are shaded in the 3x3 pane and
// plain in the level's own, in the real window.
func TestSplitViewPaneFootprintLayers(t *testing.T) {
	a := startIn(t, "", "--vs", "agent=3x3")
	m := newModel(t)
	m.sc.Apply(scene.SetSplit{Specs: []string{"agent=3x3"}})
	m.relayout()
	// (waitPanes looks for each pane's waypoints at pivot cells' centres,
	// where a 3x3 body's route does not pass: the placements are waited
	// for below)
	a.park()
	a.press("F7")
	m.sc.Apply(scene.KeyPress{Chord: scene.Chord{Key: "F7"}})
	m.sc.Refresh()
	sp := m.sc.Split()
	if sp == nil || len(sp.Panes) != 2 || sp.Panes[1].Foot == nil {
		t.Fatalf("the model's split view has no 3x3 pane layers: %+v", sp)
	}
	own, pane := m.sc.FootLayers(), sp.Panes[1].Foot
	var r render.Renderer
	fr := r.Update(m.sc, m.sc.View(), winW, winH)
	g := m.sc.Grid()
	busy := append(append([]pathing.Point{}, sp.Panes[0].Agent.Plan().Raw...), sp.Panes[1].Agent.Plan().Raw...)
	busy = append(busy, m.sc.Selected().Start(), m.sc.Selected().Goal())
	var cells []pathing.Point
	for y := 1; y < g.Height()-1; y++ {
		for x := 1; x < g.Width()-1; x++ {
			p := pathing.Pt(x, y)
			i := 4*(y*fr.Over.W+x) + 3
			if g.Blocked(x, y) || !own.Placement(p) || pane.Placement(p) || fr.Over.Pix[i] != 0 || fr.Panes[0].Over.Pix[i] != 0 {
				continue
			}
			clear := true
			for _, b := range busy {
				if max(b.X-x, x-b.X, b.Y-y, y-b.Y) <= 1 {
					clear = false
					break
				}
			}
			if clear && len(cells) < 40 {
				cells = append(cells, p)
			}
		}
	}
	if len(cells) < 5 {
		t.Fatalf("only %d cells where 2x2 stands and 3x3 does not", len(cells))
	}
	bad := ""
	img := a.waitOr("the 3x3 pane's placements drawn", func(img *image.RGBA) bool {
		for _, p := range cells {
			q0, q1 := m.panePixel(m.lay, 0, p), m.panePixel(m.lay, 1, p)
			if c := img.RGBAAt(q1.X, q1.Y); !near(c, assets.NoPlace) {
				bad = "the 3x3 pane shows " + p.String() + " unshaded"
				return false
			}
			if c := img.RGBAAt(q0.X, q0.Y); near(c, assets.NoPlace) {
				bad = "the level's pane shows " + p.String() + " shaded"
				return false
			}
		}
		return true
	}, func() string { return bad })
	save(t, "split-pane-placements", img)
	t.Logf("%d cells checked", len(cells))
}
