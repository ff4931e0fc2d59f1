package app

import (
	"slices"
	"testing"

	"swath/levels"
	"swath/render"
	"swath/scene"
)

// anyMoved reports whether movedRegions(a, b) moves any region.
func anyMoved(a, b render.Layout) bool {
	moved, _ := movedRegions(a, b)
	return slices.Contains(moved[:], true)
}

// TestRegionsMovedNotByTheSideOverflow: a layout that differs from the
// last drawn only in how far the side column's text overflows does not
// redraw every region (and the options panel): painting a cell made a
// line of figures come and go, and every region was drawn twice a cell.
func TestRegionsMovedNotByTheSideOverflow(t *testing.T) {
	a := render.NewLayout(1280, 713, true)
	b := a
	b.SideScrollMax = a.SideScrollMax + 36
	if anyMoved(a, b) || anyMoved(b, a) {
		t.Errorf("layouts that differ in SideScrollMax only (%d, %d): regions moved, want not", a.SideScrollMax, b.SideScrollMax)
	}
	c := render.NewLayout(1280, 600, true)
	if moved, window := movedRegions(a, c); !window || slices.Contains(moved[:], false) {
		t.Errorf("layouts of 1280x713 and 1280x600: moved %v, window %v, want every region and the window", moved, window)
	}
	d := a
	d.Panel.Max.Y += 36
	if moved, _ := movedRegions(a, d); !moved[render.RegionSide] {
		t.Errorf("a taller options panel: the side column not moved, want moved")
	}
}

// TestTimelineBandMovesTheMapAlone: the timeline band that T opens takes
// the bottom of the map; the side column and the status bar stay where
// they were and are not drawn again for the new layout (they were: every
// region was drawn whole on the T key's tick).
func TestTimelineBandMovesTheMapAlone(t *testing.T) {
	lv, err := levels.LoadBuiltin(levels.DefaultBuiltin)
	if err != nil {
		t.Fatal(err)
	}
	sc := scene.New(*lv)
	a := render.LayoutOf(sc, 1280, 800, true)
	sc.Apply(scene.ActTimeline)
	b := render.LayoutOf(sc, 1280, 800, true)
	if b.Timeline.Empty() {
		t.Fatal("the step-through view's layout has no timeline band")
	}
	moved, window := movedRegions(b, a)
	want := [render.NumRegions]bool{}
	want[render.RegionMap], want[render.RegionTimeline] = true, true
	if window || moved != want {
		t.Errorf("T: moved %v (window %v), want %v: the map and the band alone", moved, window, want)
	}
}
