package render

import (
	"testing"
	"time"

	"swath/scene"
)

// TestRouteLayerLetsGoOfABigBuffer: after a 512² maze's route layer was
// built on the goroutine, neither a 64² maze's layer (built there too) nor
// a small map's short route (built on the spot) keeps the maze's shapes
// buffer as the spare (54 MB held for the demo after a 2048² maze).
func TestRouteLayerLetsGoOfABigBuffer(t *testing.T) {
	defer func(n int) { asyncRoute = n }(asyncRoute)
	asyncRoute = 1
	woke := make(chan struct{}, 4)
	r := &Renderer{RouteLayer: true, RouteAsync: true, RouteWake: func() { woke <- struct{}{} }}
	build := func(s *scene.Scene) int {
		t.Helper()
		lay := layerScene(t, s)
		r.Update(s, s.View(), lay.W, lay.H)
		select {
		case <-woke:
		case <-time.After(20 * time.Second):
			t.Fatal("the layer's goroutine never woke the app")
		}
		r.Update(s, s.View(), lay.W, lay.H)
		r.route.mu.Lock()
		defer r.route.mu.Unlock()
		return cap(r.route.spare)
	}
	big := build(mazeScene(t, 512, 3))
	s := small()
	if got := build(mazeScene(t, 64, 3)); got >= big { // built on the goroutine too
		t.Fatalf("after the maze's layer (a %d-shape buffer), a 64² maze's keeps a %d-shape spare", big, got)
	}
	big = build(mazeScene(t, 512, 4))
	asyncRoute = 1 << 30 // the small map's route is built on the spot
	lay := layerScene(t, s)
	r.Update(s, s.View(), lay.W, lay.H)
	r.route.mu.Lock()
	kept := cap(r.route.spare)
	r.route.mu.Unlock()
	if kept != 0 {
		t.Fatalf("a short route built on the spot after the maze's: the maze's %d-shape buffer kept (%d)", big, kept)
	}
}
