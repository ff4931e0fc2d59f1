package render

import (
	"image"
	"testing"

	"swath/pathing"
	"swath/scene"
)

// TestUIShapesStayInTheirRegion: the app redraws one region of the window
// at a time, clipped to it, so every shape of the window's list (outside
// the help and the dialogs, which redraw the whole window) must lie inside
// the region that holds its anchor, in every view.
func TestUIShapesStayInTheirRegion(t *testing.T) {
	check := func(name string, s *scene.Scene, w, h int) {
		t.Helper()
		var r Renderer
		r.WithPanel = true
		lay := LayoutOf(s, w, h, true)
		s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
		s.Refresh()
		f := r.Update(s, s.View(), w, h)
		if len(f.UI) == 0 {
			t.Fatalf("%s: no window shapes", name)
		}
		for i := range f.UI[:f.Overlay] {
			sh := &f.UI[i]
			win := image.Rect(0, 0, f.Layout.W, f.Layout.H)
			if !sh.Bounds().Overlaps(win) {
				continue // off the window: drawn nowhere
			}
			reg, ok := RegionOf(f.Layout, sh)
			if !ok {
				t.Fatalf("%s: shape %d (%+v) is anchored in no region", name, i, *sh)
			}
			if b, rr := sh.Bounds().Intersect(win), f.Layout.Rect(reg); !b.In(rr) {
				t.Fatalf("%s: shape %d (%v %q) covers %v, outside its region %v", name, i, sh.Kind, sh.Text, b, rr)
			}
		}
	}
	for _, size := range [][2]int{{1000, 640}, {1280, 800}, {800, 500}} {
		w, h := size[0], size[1]
		s := scene.New(scene.Demo())
		check("demo", s, w, h)
		s.Apply(scene.Hover{Cell: pathing.Pt(3, 3), In: true})
		s.Apply(scene.Notice{Text: "a long notice that says something about the last export and then some more words", Warn: true})
		check("demo with a notice", s, w, h)
		s.Apply(scene.SetAgent{Agent: pathing.Footprint{L: 16, W: 16}})
		check("demo, agent too big", s, w, h)

		u := uturnScene(t)
		for i := 0; i < u.Selected().Player().Len(); i += max(1, u.Selected().Player().Len()/40) {
			u.Apply(scene.SeekStep{Step: i})
			check("u-turn timeline", u, w, h)
		}
	}
}

// TestRegionHashes: moving the pointer to another cell changes the map's
// picture (the hover outline) and the status bar's (the cell's
// coordinates), and not the side column's; every window shape is in one
// region.
func TestRegionHashes(t *testing.T) {
	s := scene.New(scene.Demo())
	var r Renderer
	r.WithPanel = true
	lay := LayoutOf(s, 1000, 640, true)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	s.Apply(scene.Hover{Cell: pathing.Pt(3, 3), In: true})
	f := r.Update(s, s.View(), 1000, 640)
	n := 0
	for _, it := range f.Regions.Items {
		n += len(it)
	}
	if f.Regions.Unplaced || n != f.Overlay {
		t.Fatalf("%d of %d window shapes placed (unplaced %v)", n, f.Overlay, f.Regions.Unplaced)
	}
	before := f.Regions.Hash
	s.Apply(scene.Hover{Cell: pathing.Pt(4, 3), In: true})
	after := r.Update(s, s.View(), 1000, 640).Regions.Hash
	for _, c := range []struct {
		r       Region
		changed bool
	}{{RegionMap, true}, {RegionStatus, true}, {RegionSide, false}} {
		if (before[c.r] != after[c.r]) != c.changed {
			t.Errorf("region %d: hash changed %v, want %v", c.r, before[c.r] != after[c.r], c.changed)
		}
	}
}
