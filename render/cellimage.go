package render

import (
	"image"
	"math"
)

// CellImage is a screen's record of what its one-pixel-per-cell image of
// the map was composed for: the grid's colours, with the overlay blended
// in when it is shown and not drawn apart (Frame.OverApart, the split
// view, where each pane draws its own overlay over the shared cells). The
// zero value is an image not made yet.
type CellImage struct {
	w, h                int
	made                bool
	showOver, overApart bool
}

// Rewrite returns the cells the image must be rewritten at for frame f:
// those f says changed, or every cell when the image is to be made again
// (fresh: none yet, or another size) or was composed otherwise. The
// overlay shown or hidden changes every cell, and so does the split view
// opened or closed: until then the cells held the single view's overlay
// blended in, which the panes drew their own overlays over (the start's
// and goal's marks twice as strong), and after it the single view lacked
// its overlay where no cell changed (issue 22, item 26).
func (c *CellImage) Rewrite(f *Frame) (dirty image.Rectangle, fresh bool) {
	all := image.Rect(0, 0, f.Grid.W, f.Grid.H)
	dirty = f.GridDirty.Union(f.OverDirty)
	if !c.made || c.w != f.Grid.W || c.h != f.Grid.H {
		c.made, c.w, c.h = true, f.Grid.W, f.Grid.H
		fresh, dirty = true, all
	}
	if f.ShowOver != c.showOver || f.OverApart != c.overApart {
		c.showOver, c.overApart = f.ShowOver, f.OverApart
		dirty = all
	}
	return dirty.Intersect(all), fresh
}

// CellPixels writes the image's pixels of the cells in r (inside f's map)
// into dst, row after row, 4·r's area bytes: each cell's colour, the
// overlay blended over it when shown and not drawn apart.
func CellPixels(dst []byte, f *Frame, r image.Rectangle) {
	row, k := 4*r.Dx(), 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := 4 * (y*f.Grid.W + r.Min.X)
		copy(dst[k:k+row], f.Grid.Pix[i:i+row])
		if f.ShowOver && !f.OverApart {
			OverPixels(dst[k:k+row], f.Over.Pix[i:i+row])
		}
		k += row
	}
}

// CellsOnScreen is the window's pixels that the cells in c cover in f's
// map region (a Damager's changed cells).
func (f *Frame) CellsOnScreen(c image.Rectangle) image.Rectangle {
	if c.Empty() {
		return image.Rectangle{}
	}
	v, m := f.View, f.Layout.Map.Min
	at := func(x, y int, round func(float64) float64) image.Point {
		return image.Pt(m.X+int(round(v.OX+float64(x)*v.Scale)), m.Y+int(round(v.OY+float64(y)*v.Scale)))
	}
	return image.Rectangle{at(c.Min.X, c.Min.Y, math.Floor), at(c.Max.X, c.Max.Y, math.Ceil)}
}
