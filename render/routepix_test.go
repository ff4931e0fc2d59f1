package render

import (
	"runtime"
	"testing"
	"time"

	"swath/scene"
)

// Route layers rebuilt again and again (each edit of the route, each layer
// toggled) paint into the pixels of the layer they replace: 20 rebuilds of
// a zoomed-in maze's layer use at most three pixel buffers, not 20 (the
// window soak's RSS spikes of issue 22 were those buffers, 12-50 MB each,
// left to the collector). Built on the spot and on a goroutine, staged or
// not; a replaced layer's pixels are nil, the shown one's whole and the
// same as a layer painted into a new buffer.
func TestRouteLayersReuseTheirPixels(t *testing.T) {
	for _, tc := range []struct {
		name          string
		async, staged bool
	}{{"on the spot", false, false}, {"on a goroutine, staged", true, true}} {
		t.Run(tc.name, func(t *testing.T) {
			old := asyncRoute
			asyncRoute = 1
			t.Cleanup(func() { asyncRoute = old })
			s := mazeScene(t, 96, 5)
			lay := layerScene(t, s)
			s.Apply(scene.Zoom{X: 300, Y: 300, Factor: 1.5})
			woke := make(chan struct{}, 64)
			r := &Renderer{RouteLayer: true, RouteAsync: tc.async, RouteStaged: tc.staged, RouteWake: func() { woke <- struct{}{} }}
			// settle renders until the layer for the scene as it is is shown
			settle := func() *Frame {
				for range 100 {
					f := r.Update(s, s.View(), lay.W, lay.H)
					if f.Staged != nil {
						r.RouteUploaded(f.Staged.Key)
						continue
					}
					if !r.route.building && !r.route.running && f.Route != nil {
						return f
					}
					select {
					case <-woke:
					case <-time.After(20 * time.Second):
						t.Fatal("the layer's goroutine never woke the app")
					}
				}
				t.Fatal("no layer after 100 frames")
				return nil
			}
			f := settle()
			size := len(f.Route.Pix)
			if size < 4<<20 {
				t.Fatalf("the layer is %d bytes: too small to tell its buffer from the rest", size)
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			const rebuilds = 20
			var last *RouteLayer
			buffers := map[*byte]bool{&f.Route.Pix[0]: true}
			for i := range rebuilds {
				s.Apply(scene.ActLayerWaypoints)
				f = settle()
				if f.Route == last {
					t.Fatalf("rebuild %d: the layer was not rebuilt", i)
				}
				if last != nil && last.Pix != nil {
					t.Fatalf("rebuild %d: the layer replaced keeps its pixels", i)
				}
				if len(f.Route.Pix) != size {
					t.Fatalf("rebuild %d: the layer shown has %d bytes of pixels, want %d", i, len(f.Route.Pix), size)
				}
				last = f.Route
				buffers[&f.Route.Pix[0]] = true
			}
			runtime.ReadMemStats(&after)
			got := after.TotalAlloc - before.TotalAlloc
			t.Logf("%d rebuilds of a %d-byte layer: %d pixel buffers, %d bytes allocated in all (%.2f layers)",
				rebuilds, size, len(buffers), got, float64(got)/float64(size))
			if len(buffers) > 3 {
				t.Errorf("%d rebuilds painted into %d pixel buffers: the replaced layers' are not reused", rebuilds, len(buffers))
			}
			// the pixels shown are the layer's: a layer built afresh paints the same
			var fresh Renderer
			fresh.RouteLayer = true
			if want := fresh.Update(s, s.View(), lay.W, lay.H).Route; string(want.Pix) != string(f.Route.Pix) {
				t.Error("the layer painted into a reused buffer differs from one painted into a new one")
			}
		})
	}
}

// A map that would make a layer of more than MaxWholeLayer pixels at the
// view's zoom (a 512² maze at 7 px a cell: 3,632² pixels, 52 MB) gets a
// window round the viewport instead, which holds the viewport.
func TestRouteLayerOfAZoomedInMapIsAWindow(t *testing.T) {
	s := mazeScene(t, 512, 2)
	lay := layerScene(t, s)
	s.Apply(scene.Zoom{X: float64(lay.Map.Dx()) / 2, Y: float64(lay.Map.Dy()) / 2, Factor: 7 / s.View().Scale})
	r := &Renderer{RouteLayer: true}
	f := r.Update(s, s.View(), lay.W, lay.H)
	if f.Route == nil {
		t.Fatal("no route layer")
	}
	whole := routeExtent(f.View, f.Grid.W, f.Grid.H)
	t.Logf("at %.2f px a cell the whole map's layer would be %v, the layer is %dx%d", f.View.Scale, whole.Size(), f.Route.W, f.Route.H)
	if n := f.Route.W * f.Route.H; n > MaxWholeLayer || n > 4*lay.Map.Dx()*lay.Map.Dy() {
		t.Errorf("the layer has %d pixels: more than MaxWholeLayer (%d) or four viewports (%d)", n, MaxWholeLayer, 4*lay.Map.Dx()*lay.Map.Dy())
	}
	if !lay.Map.Intersect(mapOnScreen(f)).In(f.Route.Box()) {
		t.Errorf("the layer %v does not hold the map's viewport %v", f.Route.Box(), lay.Map.Intersect(mapOnScreen(f)))
	}
}

// Layers of different renderers never share a key: a split view's pane
// gets a new renderer each time the view opens, and the screen keeps a
// pane's layer image by its key (with a key per renderer, a new pane's
// first layer was key 1 again, as its predecessor's).
func TestRouteLayerKeysAreUniqueAcrossRenderers(t *testing.T) {
	s := mazeScene(t, 32, 1)
	lay := layerScene(t, s)
	seen := map[uint64]int{}
	for i := range 3 {
		r := &Renderer{RouteLayer: true}
		f := r.Update(s, s.View(), lay.W, lay.H)
		if f.Route == nil {
			t.Fatalf("renderer %d: no layer", i)
		}
		if j, ok := seen[f.Route.Key]; ok {
			t.Fatalf("renderers %d and %d built layers with the same key %d", j, i, f.Route.Key)
		}
		seen[f.Route.Key] = i
	}
}
