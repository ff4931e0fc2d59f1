package app

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

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

// heldImages says what the screen holds on the GPU (the SIGUSR1 heap
// profile's line): the text images, the panes' screens, the map images,
// the C heap's trims. It asks the UI thread (held, answered by Update),
// and says so when no tick came within a second.
func (g *Game) heldImages() string {
	ask := make(chan string, 1)
	select {
	case g.held <- ask:
	case <-time.After(time.Second):
		return "no tick to ask what the screen holds"
	}
	return <-ask
}

// answerHeld answers heldImages, on the UI thread.
func (g *Game) answerHeld() {
	select {
	case ask := <-g.held:
		texts, area := g.scr.texts.held()
		n := 0
		for _, ps := range g.scr.panes[:cap(g.scr.panes)] {
			if ps != nil {
				t, a := ps.texts.held()
				texts, area, n = texts+t, area+a, n+1
			}
		}
		ask <- fmt.Sprintf("text images %d (%.1f MB), pane screens %d (%d open), map images %.1f MB, C heap trims %d (longest %.1f ms)",
			texts, float64(4*area)/1e6, n, len(g.scr.panes), float64(g.scr.mapImageBytes())/1e6, g.trim.trims.Load(), float64(g.trim.longest.Load())/1e6)
	default:
	}
}
