package render

import (
	"image"

	"swath/scene"
)

// Picture draws s as a w×h image on the CPU, as the app would show it
// without its options panel.
func Picture(s *scene.Scene, w, h int) *image.RGBA {
	lay := LayoutOf(s, w, h, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	var r Renderer
	f := r.Update(s, w, h)
	img := image.NewRGBA(image.Rect(0, 0, f.Layout.W, f.Layout.H))
	Rasterize(img, f)
	return img
}
