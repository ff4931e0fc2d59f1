package render

import (
	"image/color"
	"math"
	"testing"

	"swath/assets"
	"swath/scene"
)

// TestMarkersScaleWithCells: zoomed out to 1.4 pixels a cell, waypoint
// and node dots stay within their cell (they used to merge into blobs
// that hid a maze) and S and G's letters sit outside their footprints.
func TestMarkersScaleWithCells(t *testing.T) {
	s := small()
	var r Renderer
	lay := LayoutOf(s, picW, picH, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	v := s.View()
	v.Scale = 1.4
	f := r.Update(s, v, picW, picH)
	for _, sh := range f.Map {
		if sh.Kind == Circle && (sh.Color == assets.Waypoint || sh.Color == assets.RawNode) && float64(sh.Size) > 0.5*v.Scale {
			t.Fatalf("a %v dot of radius %.2f at %.1f px/cell: wider than its cell", sh.Color, sh.Size, v.Scale)
		}
	}
	v = s.View() // zoomed in: the letters are outside the footprints
	f = r.Update(s, v, picW, picH)
	for _, sh := range f.Map {
		if sh.Kind != Text || (sh.Text != "S" && sh.Text != "G") {
			continue
		}
		p := s.Selected().Start()
		if sh.Text == "G" {
			p = s.Selected().Goal()
		}
		cr := s.Selected().Agent().Cover(p)
		_, y0 := v.Corner(float64(cr.MinX), float64(cr.MinY))
		if float64(sh.Y0)+assets.TextSize > y0+float64(f.Layout.Map.Min.Y)+0.5 {
			t.Errorf("%s's letter at y %.0f reaches into its footprint (top %.0f)", sh.Text, sh.Y0, y0+float64(f.Layout.Map.Min.Y))
		}
	}
}

// TestNoColourMeansTwoThings: the colours the issue found doubled in one
// frame are told apart now: the raw path and ft, fb and the missed cells,
// the missed cells and the other strategy's route.
func TestNoColourMeansTwoThings(t *testing.T) {
	hue := func(c color.RGBA) float64 {
		r, g, b := float64(c.R)/255, float64(c.G)/255, float64(c.B)/255
		mx, mn := math.Max(r, math.Max(g, b)), math.Min(r, math.Min(g, b))
		d := mx - mn
		var h float64
		switch mx {
		case r:
			h = math.Mod((g-b)/d, 6)
		case g:
			h = (b-r)/d + 2
		default:
			h = (r-g)/d + 4
		}
		h *= 60
		if h < 0 {
			h += 360
		}
		return h
	}
	apart := func(a, b color.RGBA) bool {
		d := math.Abs(hue(a) - hue(b))
		return math.Min(d, 360-d) >= 30
	}
	for _, p := range []struct {
		what string
		a, b color.RGBA
	}{
		{"raw path / ft", assets.RawPath, assets.TopLine},
		{"raw nodes / ft", assets.RawNode, assets.TopLine},
		{"fb / missed", assets.BottomLine, assets.MissLine},
		{"fb / missed fill", assets.BottomLine, assets.MissFill},
		{"missed / other route", assets.MissLine, assets.AltRoute},
		{"ft / pass", assets.TopLine, assets.Pass},
	} {
		if !apart(p.a, p.b) {
			t.Errorf("%s: hues %.0f and %.0f are too close", p.what, hue(p.a), hue(p.b))
		}
	}
}

// TestStepMarkersScaleWithCells: the step-through view's dots stay within
// their cells at 1.4 pixels a cell too.
func TestStepMarkersScaleWithCells(t *testing.T) {
	s := uturnScene(t)
	s.Apply(scene.ActLast)
	var r Renderer
	lay := LayoutOf(s, picW, picH, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	v := s.View()
	v.Scale = 1.4
	f := r.Update(s, v, picW, picH)
	n := 0
	for _, sh := range f.Map {
		if sh.Kind == Circle && (sh.Color == assets.Waypoint || sh.Color == assets.RawNode) {
			n++
			if float64(sh.Size) > 0.5*v.Scale {
				t.Fatalf("a dot of radius %.2f at %.1f px/cell: wider than its cell", sh.Size, v.Scale)
			}
		}
	}
	if n == 0 {
		t.Fatal("no dots drawn in the step view")
	}
}
