package input

import (
	"image"

	"swath/render"
)

// paneCursor is the pointer as over the first pane of a split view: every
// pane shows the one map through the one view, so a press, a drag or the
// wheel over any pane acts on the map where that pane shows it. While a
// button is down the pane it went down in is kept, so that a drag that
// crosses into the next pane neither jumps nor pans by a pane's width.
// Outside the split view it is the pointer itself.
func (m *Map) paneCursor(d *Devices, lay render.Layout) image.Point {
	if lay.NPanes < 2 {
		m.paneOff = image.Point{}
		return d.Cursor
	}
	held := m.dragging // a button that went down in an earlier tick
	for b := range numButtons {
		held = held || d.Down[b] && !d.Pressed[b]
	}
	if !held {
		if i := lay.PaneAt(d.Cursor); i >= 0 {
			m.paneOff = lay.PaneOffset(i)
		} else {
			m.paneOff = image.Point{}
		}
	}
	return d.Cursor.Sub(m.paneOff)
}
