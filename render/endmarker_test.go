package render

import (
	"math"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// TestEndMarkersKeepTheirSize: on a 512² map fitted to the window (under
// a pixel a cell) the start and goal are each drawn as a square of
// scene.MarkerMinPx around the pivot, the square a press grabs;
// zoomed in, where the footprint is big enough, no such square is added.
func TestEndMarkersKeepTheirSize(t *testing.T) {
	s := scene.New(scene.Level{Grid: pathing.NewGrid(512, 512), Start: pathing.Pt(100, 100), Goal: pathing.Pt(400, 400)})
	lay := LayoutOf(s, picW, picH, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	squares := func(v scene.View) map[string]bool {
		var r Renderer
		f := r.Update(s, v, picW, picH)
		got := map[string]bool{}
		for _, end := range []struct {
			name string
			at   pathing.Point
			col  any
		}{{"S", s.Selected().Start(), assets.Start}, {"G", s.Selected().Goal(), assets.Goal}} {
			cx, cy := v.Centre(end.at)
			cx, cy = cx+float64(f.Layout.Map.Min.X), cy+float64(f.Layout.Map.Min.Y)
			for _, sh := range f.Map {
				if sh.Kind != Outline || any(sh.Color) != end.col {
					continue
				}
				w, h := float64(sh.X1-sh.X0), float64(sh.Y1-sh.Y0)
				mx, my := float64(sh.X0+sh.X1)/2, float64(sh.Y0+sh.Y1)/2
				if math.Abs(w-scene.MarkerMinPx) < 0.5 && math.Abs(h-scene.MarkerMinPx) < 0.5 && math.Abs(mx-cx) < 1 && math.Abs(my-cy) < 1 {
					got[end.name] = true
				}
			}
		}
		return got
	}
	v := s.View()
	if v.Scale >= 2 {
		t.Fatalf("fitted at %.2f px/cell, want zoomed out", v.Scale)
	}
	if got := squares(v); !got["S"] || !got["G"] {
		t.Fatalf("at %.2f px/cell the markers drawn at least %d px: %v, want S and G", v.Scale, scene.MarkerMinPx, got)
	}
	v.Scale = 24
	v.OX, v.OY = -100*24+100, -100*24+100
	if got := squares(v); got["S"] {
		t.Errorf("at 24 px/cell a least-size square is still drawn around S")
	}
}
