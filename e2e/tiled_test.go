package e2e

import (
	"image"
	"path/filepath"
	"testing"

	"swath/assets"
	"swath/levels"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// cellsAsModel counts the map's cells whose centre pixel the window draws
// in the obstacle colour where the model's cell is free, or in the free
// colour where it is an obstacle (cells under a route, in neither colour,
// and the markers' cells are passed over).
func (m *model) cellsAsModel(img *image.RGBA) (wrong, checked int) {
	g, ag := m.sc.Grid(), m.sc.Selected().Agent()
	for y := range g.Height() {
		for x := range g.Width() {
			c := pathing.Pt(x, y)
			if ag.Cover(m.sc.Selected().Start()).Contains(c) || ag.Cover(m.sc.Selected().Goal()).Contains(c) {
				continue
			}
			p := m.px(c, 0, 0)
			col := img.RGBAAt(p.X, p.Y)
			obst, free := near(col, assets.Obstacle), near(col, assets.Free)
			if !obst && !free {
				continue
			}
			checked++
			if obst != g.Blocked(x, y) {
				wrong++
			}
		}
	}
	return wrong, checked
}

// TestTiledLayerChoice opens a real Tiled map (Excalibur's example city)
// with --map: the window offers its four tile layers, the rules' choice
// (layer "Solid") first; Down four times and Enter read the map again
// with the layer "Solid Level 2", whose tiles the window then draws as the
// obstacles, as the model (the same choice made through the open dialog)
// has them.
func TestTiledLayerChoice(t *testing.T) {
	path, err := filepath.Abs("../levels/testdata/tiled/excalibur-city/example-city-gzip.tmx")
	if err != nil {
		t.Fatal(err)
	}
	a := startIn(t, "", "--map", path)
	lay := render.NewLayout(winW, winH, true)
	sc := scene.New(scene.Demo())
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	sc.Apply(scene.OpenPath{Path: path})
	m := &model{sc, lay}
	d := sc.Dialog()
	if d == nil || d.Kind != scene.LayerDialog || d.Entries[0].Label != `automatic: layer "Solid"` {
		t.Fatalf("the model offers no layers: %+v", d)
	}
	solid := a.wait("the layer dialog", func(img *image.RGBA) bool { return dialogShown(img, d) })
	for range 4 {
		a.press("Down")
		sc.Apply(scene.ActDialogDown)
	}
	a.press("Return")
	sc.Apply(scene.ActDialogOK)
	if layer, from, _ := sc.TiledLayer(); layer != "Solid Level 2" || sc.Dialog() != nil {
		t.Fatalf("the model reads layer %q (%s), dialog open %v", layer, from, sc.Dialog() != nil)
	}
	solidLv, err := levels.LoadWith(path, levels.LoadOptions{Layer: "Solid"})
	if err != nil {
		t.Fatal(err)
	}
	if solidLv.Grid.Equal(sc.Grid()) {
		t.Fatal("the layers Solid and Solid Level 2 hold the same tiles: the test could not tell them apart")
	}
	sc.Refresh()
	a.park()
	got := a.wait("the Solid Level 2 layer's tiles as the obstacles", func(img *image.RGBA) bool {
		wrong, checked := m.cellsAsModel(img)
		return checked > 9000 && wrong == 0
	})
	wrong, checked := m.cellsAsModel(got)
	t.Logf("%d cells checked against the model, %d differ", checked, wrong)
	save(t, "tiled-solid-level-2", got)
	if n := m.mapDiff(solid, got); n < 100 {
		t.Fatalf("only %d map pixels changed from the layer Solid to Solid Level 2", n)
	}
}
