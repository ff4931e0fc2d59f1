package render

import (
	"image"
	"image/color"
	"slices"
	"testing"

	"swath/scene"
)

// TestNPCLegend: a level with several NPCs has a legend line for the
// other NPCs' routes, its swatch in the first other NPC's colour (the
// second NPC's when the first is selected, the first's otherwise); a
// level with one NPC has none.
func TestNPCLegend(t *testing.T) {
	legendLine := func(f *Frame) (image.Rectangle, bool) {
		for _, sh := range f.UI {
			if sh.Kind == Text && sh.Text == npcLegendName && image.Pt(int(sh.X0), int(sh.Y0)).In(f.Layout.Side) {
				return image.Rect(int(sh.X0)-26, int(sh.Y0), int(sh.X0), int(sh.Y0)+20), true
			}
		}
		return image.Rectangle{}, false
	}
	swatch := func(f *Frame, r image.Rectangle) []color.RGBA {
		var cs []color.RGBA
		for _, sh := range f.UI {
			if sh.Kind != Text && image.Pt(int(sh.X0), int(sh.Y0)).In(r) && !slices.Contains(cs, sh.Color) {
				cs = append(cs, sh.Color)
			}
		}
		return cs
	}
	f := tallFrame(small())
	if _, ok := legendLine(f); ok {
		t.Errorf("a level with one NPC has the legend line %q", npcLegendName)
	}
	s := smallNPCs()
	npcs := s.Agents()
	for _, sel := range []int{0, 1} {
		s.Apply(scene.SelectNPC{Index: sel})
		want := npcs[0].Colour()
		if sel == 0 {
			want = npcs[1].Colour()
		}
		f := tallFrame(s)
		r, ok := legendLine(f)
		if !ok {
			t.Fatalf("NPC %d selected: no legend line %q in %q", sel, npcLegendName, sideTexts(f))
		}
		got := swatch(f, r)
		if !slices.Equal(got, []color.RGBA{want}) {
			t.Errorf("NPC %d selected: the swatch is drawn in %v, want only %v", sel, got, want)
		}
	}
}

// tallFrame is s's frame in a window tall enough for the whole legend.
func tallFrame(s *scene.Scene) *Frame {
	const w, h = 900, 1400
	lay := NewLayout(w, h, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	var r Renderer
	return r.Update(s, s.View(), w, h)
}
