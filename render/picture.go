package render

import (
	"image"

	"swath/view"
)

// Picture draws s as a w×h image on the CPU, as the app would show it
// without its options panel, through the view s would have in a window of
// that size (Reader.ViewFor). It changes nothing in s: bring the plan up
// to date (Refresh) first.
func Picture(s view.Reader, w, h int) *image.RGBA {
	lay := LayoutOf(s, w, h, false)
	var r Renderer
	f := r.Update(s, s.ViewFor(lay.Map.Dx(), lay.Map.Dy()), w, h)
	img := image.NewRGBA(image.Rect(0, 0, f.Layout.W, f.Layout.H))
	Rasterize(img, f)
	return img
}
