package input

import (
	"math"

	"swath/assets"
	"swath/render"
	"swath/scene"
)

// sideWheel is the wheel over the side column's text (below the options
// panel): it scrolls the text, three lines a notch, as far as it
// overflows. Nil when the wheel did not turn there.
func sideWheel(d *Devices, lay render.Layout) *scene.ScrollSide {
	if d.WheelY == 0 || d.OverPanel || !d.Cursor.In(lay.Side) || d.Cursor.In(lay.Panel) {
		return nil
	}
	dy := int(math.Round(-d.WheelY * 3 * assets.LineHeight))
	if dy == 0 {
		return nil
	}
	return &scene.ScrollSide{DY: dy, Max: lay.SideScrollMax}
}
