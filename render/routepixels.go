package render

import (
	"image/color"

	"swath/pathing"
)

// mergeBelow is the zoom (pixels per cell) under which a route's segments
// and node markers are merged per screen pixel: below it several nodes of
// a long route (290,000 on a 2048² maze) fall in one pixel, and drawing
// each one froze the window. At or above it every node has pixels of its
// own and nothing is merged, so the picture is exactly the plain one.
const mergeBelow = 2

// pixelMarks records the screen pixels of a map region that already hold
// a route's marker or segment end, one bit each.
type pixelMarks struct {
	x0, y0, w, h int
	bits         []uint64
}

func newPixelMarks(x0, y0, w, h int) *pixelMarks {
	return &pixelMarks{x0: x0, y0: y0, w: w, h: h, bits: make([]uint64, (w*h+63)/64)}
}

// mark sets the pixel holding (x, y) and reports whether it was clear; a
// point outside the region is never marked and always reported clear.
func (m *pixelMarks) mark(x, y float64) bool {
	px, py := int(x)-m.x0, int(y)-m.y0
	if x < float64(m.x0) || y < float64(m.y0) || px >= m.w || py >= m.h {
		return true
	}
	i := py*m.w + px
	if m.bits[i/64]&(1<<(i%64)) != 0 {
		return false
	}
	m.bits[i/64] |= 1 << (i % 64)
	return true
}

// routeLines appends pts as a polyline of width w. Merged (marks not nil),
// consecutive points in one pixel make one point, and a segment no longer
// than a pixel and a half that ends in a pixel an earlier one ended in is
// left out (its pixels are painted already); longer segments are always
// drawn. keep says whether a segment's ends are near enough to the view.
func routeLines(l List, pts []pathing.Point, at func(pathing.Point) (float64, float64), keep func(ax, ay, bx, by float64) bool,
	marks *pixelMarks, w float64, c color.RGBA) List {
	if len(pts) == 0 {
		return l
	}
	ax, ay := at(pts[0])
	for i := 1; i < len(pts); i++ {
		yieldAt(i)
		bx, by := at(pts[i])
		if marks != nil {
			if int(bx) == int(ax) && int(by) == int(ay) && bx >= 0 && by >= 0 {
				continue // same pixel: merged into the previous point
			}
			dx, dy := bx-ax, by-ay
			if dx*dx+dy*dy <= 2.25 && !marks.mark(bx, by) {
				ax, ay = bx, by
				continue
			}
		}
		if keep(ax, ay, bx, by) {
			l.line(ax, ay, bx, by, w, c)
		}
		ax, ay = bx, by
	}
	return l
}
