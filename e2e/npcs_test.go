package e2e

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"swath/levels"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// TestNPCsTiledSaveReopen opens a real Tiled map (Excalibur's example
// city, 100×100), adds an NPC (N), drags the new NPC's goal, paints a few
// cells, selects the first NPC again (Tab), saves the level as a .swath
// file and opens that file: the file holds both NPCs and the painted
// cells, and the window shows what it showed before the save.
func TestNPCsTiledSaveReopen(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("../levels/testdata/tiled/excalibur-city/example-city-base64.tmx")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "city.tmx")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	a := startIn(t, dir, "--map", path)
	a.waitTitle("Swath — city.tmx")

	// the model: the same map as the app opens it; the window offers the
	// map's tile layers, Enter takes the rules' choice
	m := &model{sc: scene.New(scene.Demo()), lay: render.NewLayout(winW, winH, true)}
	m.sc.Apply(scene.Resize{W: m.lay.Map.Dx(), H: m.lay.Map.Dy()})
	m.sc.Apply(scene.OpenPath{Path: path})
	d := m.sc.Dialog()
	if d == nil || d.Kind != scene.LayerDialog {
		t.Fatalf("the model offers no layers: %+v", d)
	}
	a.wait("the layer dialog", func(img *image.RGBA) bool { return dialogShown(img, d) })
	a.press("Return")
	m.sc.Apply(scene.ActDialogOK)
	m.sc.Refresh()
	a.park()
	opened := a.wait("the city drawn", func(img *image.RGBA) bool { return !m.hovered(img) })

	// N: a second NPC, selected, on the first one's ends
	a.press("n")
	m.sc.Apply(scene.AddNPC{})
	if n := len(m.sc.Agents()); n != 2 {
		t.Fatalf("the model has %d NPCs after N", n)
	}
	// the app shows the new NPC's route where the model does before its
	// goal is grabbed: its view is the model's (a whole-suite run once
	// pressed while the app's view was another, and took the goal's pixel
	// as cell (74,74))
	m.sc.Refresh()
	a.waitDrawn(m)

	// drag the new NPC's goal to a free cell near the middle
	g := m.sc.Grid()
	free := func(p pathing.Point) bool {
		for _, n := range m.sc.Agents() {
			if n.Agent().Cover(n.Start()).Contains(p) || n.Agent().Cover(n.Goal()).Contains(p) {
				return false
			}
		}
		return g.In(p) && !g.Blocked(p.X, p.Y)
	}
	target := pathing.Pt(-1, -1)
	for r := 0; r < 40 && target.X < 0; r++ {
		for dy := -r; dy <= r && target.X < 0; dy++ {
			for dx := -r; dx <= r; dx++ {
				if p := pathing.Pt(50+dx, 50+dy); free(p) {
					target = p
					break
				}
			}
		}
	}
	if target.X < 0 {
		t.Fatal("no free cell near the middle of the city")
	}
	from, to := m.px(m.sc.Selected().Goal(), 0, 0), m.px(target, 0, 0)
	mid := image.Pt((from.X+to.X)/2, (from.Y+to.Y)/2)
	cells := a.stroke("the goal drag", "mousemove", "--sync", fmt.Sprint(a.x+from.X), fmt.Sprint(a.y+from.Y), "sleep", "0.15",
		"mousedown", "1", "sleep", "0.2", "mousemove", "--sync", fmt.Sprint(a.x+mid.X), fmt.Sprint(a.y+mid.Y), "sleep", "0.12",
		"mousemove", "--sync", fmt.Sprint(a.x+to.X), fmt.Sprint(a.y+to.Y), "sleep", "0.2", "mouseup", "1", "sleep", "0.2")
	a.park()
	m.replay(cells)
	if m.sc.Selected().Goal() != target {
		t.Fatalf("the model's goal went to %v, want %v (cells %v)", m.sc.Selected().Goal(), target, cells)
	}

	// paint four free cells in a row, off every marker
	var row []pathing.Point
	for y := 20; y < g.Height()-20 && len(row) < 4; y++ {
		row = row[:0]
		for x := 20; x < g.Width()-20 && len(row) < 4; x++ {
			if p := pathing.Pt(x, y); free(p) && p != target {
				row = append(row, p)
			} else {
				row = row[:0]
			}
		}
	}
	p0 := m.px(row[0], 0, 0)
	args := []string{"mousemove", "--sync", fmt.Sprint(a.x + p0.X), fmt.Sprint(a.y + p0.Y), "sleep", "0.15", "mousedown", "1", "sleep", "0.2"}
	for _, c := range row[1:] {
		p := m.px(c, 0, 0)
		args = append(args, "mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y), "sleep", "0.12")
	}
	painted := a.stroke("the stroke", append(args, "sleep", "0.1", "mouseup", "1", "sleep", "0.2")...)
	a.park()
	m.replay(painted)

	// Tab: the first NPC selected again (a reopened level selects it)
	a.press("Tab")
	m.sc.Apply(scene.ActNextNPC)
	m.sc.Refresh()
	before := a.wait("both routes drawn", func(img *image.RGBA) bool {
		return !m.hovered(img) && m.mapDiff(opened, img) > 0 && npcPixels(img, m, levels.DefaultNPCColour(1)) > 20
	})

	// save as a .swath file (a Tiled map is read, not written: the dialog
	// proposes city.swath and says why, as the model's does)
	a.press("ctrl+shift+s")
	m.sc.SetFiles(nil, dir)
	m.sc.Apply(scene.ActSaveAs)
	sd := *m.sc.Dialog()
	m.sc.Apply(scene.ActDialogCancel)
	a.wait("the save dialog", func(img *image.RGBA) bool { return dialogShown(img, &sd) })
	a.xdo("type", "--delay", "120", "npcs")
	a.press("Return")
	a.waitTitle("Swath — npcs.swath")
	saved := filepath.Join(dir, "npcs.swath")
	got, err := levels.Load(saved)
	if err != nil {
		t.Fatalf("the saved file: %v", err)
	}
	want := m.sc.Level()
	if !got.Grid.Equal(want.Grid) || !slices.Equal(got.NPCList(), want.NPCList()) || got.Options != want.Options {
		data, _ := os.ReadFile(saved)
		t.Fatalf("the saved file is not the edited level: NPCs %+v, want %+v\n%s", got.NPCList(), want.NPCList(), data)
	}
	for _, c := range painted {
		if !got.Grid.Blocked(c.X, c.Y) {
			t.Errorf("painted cell %v is free in the saved file", c)
		}
	}

	// open the saved file: the same picture, the same level
	a.press("ctrl+o")
	do := scene.New(scene.Demo())
	do.SetFiles(nil, dir)
	do.Apply(scene.ActOpen)
	a.wait("the open dialog", func(img *image.RGBA) bool { return dialogShown(img, do.Dialog()) })
	a.xdo("type", "--delay", "120", "npcs.swath")
	a.press("Return")
	a.waitTitle("Swath — npcs.swath")
	a.park()
	a.wait("the level as it was before the save", func(img *image.RGBA) bool {
		return !m.hovered(img) && outsideStatus(m.lay, before, img) == 0
	})
	// an unchanged level saves nothing: what was reopened is what was saved
	data0, _ := os.ReadFile(saved)
	a.press("ctrl+s")
	data1, _ := os.ReadFile(saved)
	if string(data0) != string(data1) {
		t.Errorf("saving the reopened level changed the file:\n%s\nwas\n%s", data1, data0)
	}
}

// npcPixels counts the map's pixels in colour c.
func npcPixels(img *image.RGBA, m *model, c interface{ RGBA() (r, g, b, a uint32) }) int {
	r0, g0, b0, _ := c.RGBA()
	n := 0
	for y := m.lay.Map.Min.Y; y < m.lay.Map.Max.Y; y++ {
		for x := m.lay.Map.Min.X; x < m.lay.Map.Max.X; x++ {
			p := img.RGBAAt(x, y)
			if uint32(p.R) == r0>>8 && uint32(p.G) == g0>>8 && uint32(p.B) == b0>>8 {
				n++
			}
		}
	}
	return n
}
