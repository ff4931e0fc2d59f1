package app

import (
	"testing"

	"swath/render"
)

// TestRegionsMovedNotByTheSideOverflow: a layout that differs from the
// last drawn only in how far the side column's text overflows does not
// redraw every region (and the options panel): painting a cell made a
// line of figures come and go, and every region was drawn twice a cell.
func TestRegionsMovedNotByTheSideOverflow(t *testing.T) {
	a := render.NewLayout(1280, 713, true)
	b := a
	b.SideScrollMax = a.SideScrollMax + 36
	if regionsMoved(a, b) || regionsMoved(b, a) {
		t.Errorf("layouts that differ in SideScrollMax only (%d, %d): regions moved, want not", a.SideScrollMax, b.SideScrollMax)
	}
	c := render.NewLayout(1280, 600, true)
	if !regionsMoved(a, c) {
		t.Errorf("layouts of 1280x713 and 1280x600: regions not moved, want moved")
	}
	d := a
	d.Panel.Max.Y += 36
	if !regionsMoved(a, d) {
		t.Errorf("a taller options panel: regions not moved, want moved")
	}
}
