package render

import (
	"image"
	"testing"
)

// TestRegionStamps: a region's stamps are its shapes, one each in the
// order of Regions.Items, boxed as the shapes; a changed text changes its
// stamp and only its, so that a Damager redraws that line alone.
func TestRegionStamps(t *testing.T) {
	s := small()
	lay := layerScene(t, s)
	var r Renderer
	f := r.Update(s, s.View(), lay.W, lay.H)
	for _, reg := range []Region{RegionSide, RegionStatus} {
		st := f.RegionStamps(reg, nil)
		items := f.Regions.Items[reg]
		if len(st) != len(items) || len(st) == 0 {
			t.Fatalf("%v: %d stamps for %d shapes", reg, len(st), len(items))
		}
		for k, i := range items {
			if st[k].Box != f.UI[i].Bounds() {
				t.Fatalf("%v: stamp %d boxes %v, its shape %v", reg, k, st[k].Box, f.UI[i].Bounds())
			}
		}
		if again := f.RegionStamps(reg, nil); len(again) != len(st) || again[0] != st[0] {
			t.Fatalf("%v: the stamps change between two calls", reg)
		}
	}
	// change one text of the side column: one stamp differs, and the
	// Damager's parts hold its box
	items := f.Regions.Items[RegionSide]
	k := -1
	for j, i := range items {
		if f.UI[i].Kind == Text && f.UI[i].Text != "" {
			k = j
			break
		}
	}
	if k < 0 {
		t.Fatal("no text in the side column")
	}
	before := f.RegionStamps(RegionSide, nil)
	f.UI[items[k]].Text += "x"
	after := f.RegionStamps(RegionSide, nil)
	n := 0
	for j := range before {
		if before[j] != after[j] {
			n++
			if j != k {
				t.Fatalf("stamp %d changed, the text changed was %d", j, k)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d stamps changed, want 1", n)
	}
	var d Damager
	rect := lay.Side
	parts, whole := d.Damage(rect, before, after, image.Rectangle{})
	box := after[k].Box.Union(before[k].Box)
	if whole {
		t.Fatalf("one changed text redraws the whole side column")
	}
	covered := false
	for _, p := range parts {
		if box.Intersect(rect).In(p) {
			covered = true
		}
	}
	if !covered {
		t.Fatalf("the parts %v miss the changed text's box %v", parts, box)
	}
}
