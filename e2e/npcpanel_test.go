package e2e

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"swath/agent"
	"swath/assets"
	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// TestNPCPanelAddColourRemove drives the NPC section of the panel, right
// under the footprint where a designer sees it without scrolling: on the
// demo (one NPC) its add button adds an NPC, the first NPC's colour button
// gives it another colour, its remove button removes the selected NPC, and
// undo brings back each step. The new NPC's goal is dragged away from the
// first one's, so that both routes show. After each click the map and the section's
// swatches show what the model holds: every NPC not selected drawn in its
// colour, no other NPC colour on the map, and each row's swatch in its
// NPC's colour.
func TestNPCPanelAddColourRemove(t *testing.T) {
	a := start(t)
	m := newModel(t)
	a.waitDrawn(m)
	at := func(x, y int) image.Point { return m.lay.Panel.Min.Add(image.Pt(x, y)) }
	click := func(what, want string, p image.Point) {
		a.act(what, want, "mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y), "sleep", "0.15",
			"mousedown", "1", "sleep", "0.15", "mouseup", "1", "sleep", "0.1")
		a.park()
	}
	addRow := func() int { return npcRowOfFirst + len(m.sc.Agents())*panelRow }
	// shows reports whether the screen shows the model's NPCs
	shows := func(img *image.RGBA) (bool, string) {
		if m.hovered(img) {
			a.park()
			return false, "a hover outline"
		}
		for _, w := range m.sc.Selected().Plan().Waypoints {
			if p := m.route(w); !near(img.RGBAAt(p.X, p.Y), assets.Waypoint) {
				return false, fmt.Sprintf("the selected route's waypoint %v not drawn", w)
			}
		}
		npcs := m.sc.Agents()
		for i, n := range npcs {
			sw := at(npcSwatchX, npcRowOfFirst+i*panelRow)
			if got := img.RGBAAt(sw.X, sw.Y); !near(got, n.Colour()) {
				return false, fmt.Sprintf("row %d's swatch is %v, want %v", i, got, n.Colour())
			}
			if k := nearPixels(img, m, n.Colour()); !n.Selected() && k < minNPCPixels {
				return false, fmt.Sprintf("NPC %q (not selected) has %d pixels of its colour on the map", n.Name(), k)
			}
		}
		for _, c := range levels.NPCPalette() {
			if has := npcHas(npcs, c); !has {
				if k := npcPixels(img, m, c); k > 0 {
					return false, fmt.Sprintf("%d map pixels in %s, which no NPC not selected has", k, levels.FormatColour(c))
				}
			}
		}
		// the add row: no swatch left of the add button
		sw := at(npcSwatchX, addRow())
		for _, c := range levels.NPCPalette() {
			if near(img.RGBAAt(sw.X, sw.Y), c) {
				return false, "a swatch where the add row is"
			}
		}
		return true, ""
	}
	waitShows := func(what string) {
		t.Helper()
		last := ""
		a.wait(what, func(img *image.RGBA) bool {
			ok, why := shows(img)
			if !ok && why != last {
				t.Logf("%s: not yet: %s", what, why)
				last = why
			}
			return ok
		})
	}
	waitShows("one NPC, its swatch")

	click("a click on add", "panel add NPC", at(npcAddX, addRow()))
	m.sc.Apply(scene.AddNPC{})
	m.sc.Refresh()
	if len(m.sc.Agents()) != 2 || m.sc.SelectedNPC() != 1 {
		t.Fatalf("the model after add: %+v", m.sc.Agents())
	}
	// the new NPC's goal dragged away, so that the first one's route is
	// no longer under the selected one's
	target := pathing.Pt(21, 14)
	from, to := m.px(m.sc.Selected().Goal(), 0, 0), m.px(target, 0, 0)
	mid := image.Pt((from.X+to.X)/2, (from.Y+to.Y)/2)
	cells := a.stroke("the goal drag", "mousemove", "--sync", fmt.Sprint(a.x+from.X), fmt.Sprint(a.y+from.Y), "sleep", "0.15",
		"mousedown", "1", "sleep", "0.2", "mousemove", "--sync", fmt.Sprint(a.x+mid.X), fmt.Sprint(a.y+mid.Y), "sleep", "0.12",
		"mousemove", "--sync", fmt.Sprint(a.x+to.X), fmt.Sprint(a.y+to.Y), "sleep", "0.2", "mouseup", "1", "sleep", "0.2")
	a.park()
	m.replay(cells)
	if m.sc.Selected().Goal() != target || !m.sc.Selected().Plan().Found {
		t.Fatalf("the model's goal went to %v (found %v), want %v (cells %v)", m.sc.Selected().Goal(), m.sc.Selected().Plan().Found, target, cells)
	}
	waitShows("two NPCs, the first in its colour")

	was := m.sc.Agents()[0].Colour()
	click("a click on the first NPC's colour", "panel colour NPC 0", at(npcColourX, npcRowOfFirst))
	m.sc.Apply(scene.CycleNPCColour{Index: 0})
	m.sc.Refresh()
	if now := m.sc.Agents()[0].Colour(); now == was || now == m.sc.Agents()[1].Colour() {
		t.Fatalf("the model's first NPC went from %v to %v", was, now)
	}
	waitShows("the first NPC in its new colour")

	click("a click on remove", "panel remove NPC 1", at(npcRemoveX, addRow()))
	m.sc.Apply(scene.RemoveNPC{Index: 1})
	m.sc.Refresh()
	if len(m.sc.Agents()) != 1 {
		t.Fatalf("the model after remove: %+v", m.sc.Agents())
	}
	waitShows("one NPC again, in its new colour")

	for i, what := range []string{"the removal undone", "the colour undone"} {
		a.press("ctrl+z")
		m.sc.Apply(scene.ActUndo)
		m.sc.Refresh()
		if i == 1 && m.sc.Agents()[0].Colour() != was {
			t.Fatalf("the model's undo of the colour: %v, want %v", m.sc.Agents()[0].Colour(), was)
		}
		waitShows(what)
	}
}

// minNPCPixels is the least map pixels near an NPC's colour that show its
// route and markers.
const minNPCPixels = 200

// nearPixels counts the map's pixels near colour c (antialiased text
// has few of exactly c).
func nearPixels(img *image.RGBA, m *model, c color.RGBA) int {
	n := 0
	for y := m.lay.Map.Min.Y; y < m.lay.Map.Max.Y; y++ {
		for x := m.lay.Map.Min.X; x < m.lay.Map.Max.X; x++ {
			if near(img.RGBAAt(x, y), c) {
				n++
			}
		}
	}
	return n
}

func npcHas(npcs []agent.View, c color.RGBA) bool {
	for _, n := range npcs {
		if !n.Selected() && n.Colour() == c {
			return true
		}
	}
	return false
}
