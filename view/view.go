package view

import (
	"math"

	"swath/pathing"
)

// View maps cells to screen pixels inside the map viewport. Cell (x, y)
// covers the pixels [OX+x·Scale, OX+(x+1)·Scale) × [OY+y·Scale, OY+(y+1)·Scale);
// OX, OY are relative to the viewport's top-left corner.
type View struct {
	Scale  float64
	OX, OY float64
	// W, H are the viewport's size in pixels.
	W, H int
}

// MaxScale is the largest zoom, in pixels per cell.
const MaxScale = 128

// CellAt returns the cell under viewport pixel (sx, sy) (not necessarily on the map).
func (v View) CellAt(sx, sy float64) pathing.Point {
	return pathing.Pt(int(math.Floor((sx-v.OX)/v.Scale)), int(math.Floor((sy-v.OY)/v.Scale)))
}

// Centre returns the viewport position of the centre of cell p.
func (v View) Centre(p pathing.Point) (x, y float64) {
	return v.OX + (float64(p.X)+0.5)*v.Scale, v.OY + (float64(p.Y)+0.5)*v.Scale
}

// Corner returns the viewport position of cell coordinate (cx, cy), where
// whole numbers fall on the top-left corners of cells.
func (v View) Corner(cx, cy float64) (x, y float64) {
	return v.OX + cx*v.Scale, v.OY + cy*v.Scale
}

// Fit zooms and centres so that a w×h map fills the viewport with a margin.
func (v *View) Fit(w, h int) {
	if v.W <= 0 || v.H <= 0 {
		v.Scale, v.OX, v.OY = 1, 0, 0
		return
	}
	s := math.Min(float64(v.W-16)/float64(w), float64(v.H-16)/float64(h))
	if s >= 2 {
		s = math.Floor(s) // whole pixels per cell keep the cells even
	}
	v.Scale = math.Max(math.Min(s, MaxScale), v.minScale(w, h))
	v.OX = math.Round((float64(v.W) - float64(w)*v.Scale) / 2)
	v.OY = math.Round((float64(v.H) - float64(h)*v.Scale) / 2)
}

// minScale lets the whole map shrink to a quarter of the viewport, no further.
func (v View) minScale(w, h int) float64 {
	s := math.Min(float64(max(v.W, 1))/float64(w), float64(max(v.H, 1))/float64(h)) / 4
	return math.Min(s, 1)
}

// ZoomAt scales by factor keeping the map point under (sx, sy) fixed.
func (v *View) ZoomAt(sx, sy, factor float64, w, h int) {
	ux, uy := (sx-v.OX)/v.Scale, (sy-v.OY)/v.Scale
	v.Scale = math.Max(math.Min(v.Scale*factor, MaxScale), v.minScale(w, h))
	v.OX = sx - ux*v.Scale
	v.OY = sy - uy*v.Scale
}

// MarkerMinPx is the least size, in screen pixels, of the selected NPC's
// start and goal markers: zoomed out on a big map a footprint is a pixel
// or two, and its marker stays a square this wide around the pivot that a
// press inside grabs (scene.nearMarker).
const MarkerMinPx = 14
