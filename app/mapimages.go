package app

import "github.com/hajimehoshi/ebiten/v2"

// mapImageBytes is the pixels held by the screen's images whose size
// follows the map or its route layer (the cells, the route layer shown and
// the one staged, the split view's overlays and its panes' layers), 4
// bytes a pixel: what a map dropped for a smaller one must not leave
// behind. These images are all off the atlas (sized), so that letting go
// of them gives their texture back whole; the window-sized ones (panel,
// CPU-painted lists) are not counted.
func (s *screenImages) mapImageBytes() int {
	n := 0
	for _, img := range []*ebiten.Image{s.cells, s.route, s.routeUp, s.over.img} {
		if img != nil {
			n += 4 * img.Bounds().Dx() * img.Bounds().Dy()
		}
	}
	for _, ps := range s.panes {
		ps.cells = nil // shared with this screen's, counted once
		n += ps.mapImageBytes()
		ps.cells = s.cells
	}
	return n
}
