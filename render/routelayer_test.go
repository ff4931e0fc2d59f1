package render

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"swath/scene"
)

// insideRef reports whether the centre of pixel (px, py) lies in s, by
// the plain definition of each shape (a line is the rectangle its stroke
// covers); a centre on an edge counts for a left or top edge only.
func insideRef(s *Shape, px, py int) bool {
	x, y := float64(px)+0.5, float64(py)+0.5
	x0, y0, x1, y1 := float64(s.X0), float64(s.Y0), float64(s.X1), float64(s.Y1)
	box := func(x0, y0, x1, y1 float64) bool { return x >= x0 && x < x1 && y >= y0 && y < y1 }
	switch s.Kind {
	case Rect:
		return box(x0, y0, x1, y1)
	case Outline:
		t := float64(s.Size)
		return box(x0, y0, x1, y1) && !box(x0+t, y0+t, x1-t, y1-t)
	case Circle: // the polygon the screen makes of it
		p := circlePolygon(s.Size)
		n := len(p) / 2
		sign := 0.0
		for i := range n {
			ax, ay := x0+p[2*i], y0+p[2*i+1]
			bx, by := x0+p[2*((i+1)%n)], y0+p[2*((i+1)%n)+1]
			c := (bx-ax)*(y-ay) - (by-ay)*(x-ax)
			if c == 0 && ax == bx && ay == by {
				continue
			}
			if sign == 0 {
				sign = c
			}
			if c*sign <= 0 {
				return false
			}
		}
		return true
	case Line:
		dx, dy := x1-x0, y1-y0
		n := math.Hypot(dx, dy)
		if n == 0 {
			return false
		}
		along := ((x-x0)*dx + (y-y0)*dy) / n
		across := ((x-x0)*dy - (y-y0)*dx) / n
		hw := float64(s.Size) / 2
		return along > 0 && along < n && across > -hw && across < hw
	}
	return false
}

// TestPaintLayerMatchesReference paints random shapes with paintLayer and
// pixel by pixel with the plain definition: the same pixels (shapes are
// placed off the half-pixel grid, where edge ties would need the edge
// rules; TestPaintLayerEdges has those).
func TestPaintLayerMatchesReference(t *testing.T) {
	seed := uint64(20261130)
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 1))
	const w, h = 61, 47
	f := func() float32 { return float32(rng.IntN(w*64)) / 64 * 1.0009765625 } // off the half-pixel grid
	for k := range 400 {
		var s Shape
		s.Color = color.RGBA{uint8(rng.IntN(256)), 40, 200, 255}
		switch rng.IntN(4) {
		case 0:
			s = Shape{Kind: Line, X0: f(), Y0: f() * h / w, X1: f(), Y1: f() * h / w, Size: 0.3 + float32(rng.IntN(40))/10}
		case 1:
			s = Shape{Kind: Circle, X0: f(), Y0: f() * h / w, Size: 0.2 + float32(rng.IntN(100))/10}
		case 2:
			a, b := f(), f()
			s = Shape{Kind: Rect, X0: min(a, b), Y0: f() * h / w / 2, X1: max(a, b), Y1: h/2 + f()*h/w/2}
		case 3: // at least twice its width wide (the screen's stroke of a narrower one differs)
			a, b := f(), f()
			s = Shape{Kind: Outline, X0: min(a, b), Y0: f() * h / w / 2, X1: max(a, b) + 6, Y1: h/2 + 6 + f()*h/w/2, Size: 1 + float32(rng.IntN(3))}
		}
		s.Color = color.RGBA{200, 100, 50, 255}
		pix := make([]byte, 4*w*h)
		paintLayer(pix, w, h, List{s})
		for py := range h {
			for px := range w {
				got := pix[4*(py*w+px)+3] != 0
				if want := insideRef(&s, px, py); got != want {
					t.Fatalf("shape %d %+v: pixel (%d,%d) painted %v, want %v", k, s, px, py, got, want)
				}
			}
		}
	}
}

// TestCirclePolygon: the screen's circle is a polygon whose corners lie on
// the circle, its sides within about half a pixel of it: a hexagon for a
// marker of a pixel or less, more sides for larger ones.
func TestCirclePolygon(t *testing.T) {
	for _, r := range []float32{0.35, 1, 2.5, 3.5, 9, 12.5} {
		p := circlePolygon(r)
		n := len(p) / 2
		if n < 6 || (r <= 1 && n != 6) {
			t.Errorf("r %v: %d corners", r, n)
		}
		for i := range n {
			d := math.Hypot(p[2*i], p[2*i+1])
			if math.Abs(d-float64(r)) > 1e-4*float64(r)+1e-5 {
				t.Errorf("r %v: corner %d at distance %v", r, i, d)
			}
			j := (i + 1) % n
			mx, my := (p[2*i]+p[2*j])/2, (p[2*i+1]+p[2*j+1])/2
			if sag := float64(r) - math.Hypot(mx, my); sag > 0.5 {
				t.Errorf("r %v: side %d is %v px inside the circle", r, i, sag)
			}
		}
	}
}

// TestPaintLayerEdges: a centre on a shape's left or top edge is in, on
// its right or bottom edge out, so that shapes that meet share no pixel
// and leave none out (a one-pixel line on a cell's edge lights one column).
func TestPaintLayerEdges(t *testing.T) {
	const w, h = 8, 4
	pix := make([]byte, 4*w*h)
	red := color.RGBA{255, 0, 0, 255}
	// a vertical line one pixel wide at x = 3: its edges at 2.5 and 3.5
	// pass through the centres of columns 2 and 3
	paintLayer(pix, w, h, List{{Kind: Line, X0: 3, Y0: 0, X1: 3, Y1: 4, Size: 1, Color: red}})
	for py := range h {
		for px := range w {
			if got, want := pix[4*(py*w+px)+3] != 0, px == 2; got != want {
				t.Errorf("pixel (%d,%d) painted %v, want %v", px, py, got, want)
			}
		}
	}
	// a translucent colour blends over what is there, premultiplied
	clear(pix)
	paintLayer(pix, w, h, List{
		{Kind: Rect, X0: 0, Y0: 0, X1: 8, Y1: 4, Color: color.RGBA{0, 0, 200, 255}},
		{Kind: Rect, X0: 0, Y0: 0, X1: 8, Y1: 4, Color: color.RGBA{100, 0, 0, 128}},
	})
	if got, want := [4]byte(pix[:4]), [4]byte{100, 0, 100, 255}; got != want {
		t.Errorf("blended pixel %v, want %v", got, want)
	}
}

// layerScene is scene s in a 1280×800 window, planned, with the view
// scaled to scale pixels a cell (0: the fit).
func layerScene(t *testing.T, s *scene.Scene) Layout {
	t.Helper()
	lay := NewLayout(1280, 800, true)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	return lay
}

// sameShapes fails unless a (a route layer's shapes moved by its origin)
// and b (the inline route) are the same shapes, to a thousandth of a pixel.
func sameShapes(t *testing.T, a List, org image.Point, b List) {
	t.Helper()
	if len(a) != len(b) {
		t.Fatalf("the layer has %d shapes, the inline route %d", len(a), len(b))
	}
	ox, oy := float32(org.X), float32(org.Y)
	near := func(x, y float32) bool { return math.Abs(float64(x-y)) < 1e-3 }
	for i := range a {
		p, q := a[i], b[i]
		if p.Kind != q.Kind || p.Color != q.Color || p.Size != q.Size || !near(p.X0+ox, q.X0) || !near(p.Y0+oy, q.Y0) ||
			(p.Kind != Circle && (!near(p.X1+ox, q.X1) || !near(p.Y1+oy, q.Y1))) {
			t.Fatalf("shape %d: layer %+v at %v, inline %+v", i, p, org, q)
		}
	}
}

// TestRouteLayerIsTheInlineRoute: the app's route layer holds the shapes
// an export draws inline, moved by the layer's origin, and Rasterize draws
// the same picture either way; panning moves the layer without a rebuild,
// zooming and a new plan rebuild it.
func TestRouteLayerIsTheInlineRoute(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    func() *scene.Scene
		pan  float64
	}{
		{"small, zoomed in", small, 3},
		{"maze 128, merged per pixel", func() *scene.Scene { return mazeScene(t, 128, 7) }, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.s()
			lay := layerScene(t, s)
			if tc.name != "small, zoomed in" {
				s.Apply(scene.Zoom{X: 10, Y: 10, Factor: 0.25}) // under mergeBelow: a route merged per pixel
			}
			// shapes are compared where the whole route is in view (the
			// inline list leaves out what is off the viewport, the layer
			// what is off the map), pictures always
			check := func(what string, shapes bool) (*Renderer, *Frame) {
				t.Helper()
				var inl Renderer
				lr := &Renderer{RouteLayer: true}
				fi := inl.Update(s, s.View(), lay.W, lay.H)
				want := append(List(nil), fi.Map...)
				fl := lr.Update(s, s.View(), lay.W, lay.H)
				if fl.Route == nil {
					t.Fatalf("%s: no route layer", what)
				}
				got := append(append(append(List(nil), fl.Map[:fl.RouteAt]...), fl.Route.List...), fl.Map[fl.RouteAt:]...)
				n := len(fl.Route.List)
				if n == 0 {
					t.Fatalf("%s: an empty route layer", what)
				}
				if shapes {
					sameShapes(t, got[fl.RouteAt:fl.RouteAt+n], fl.Route.Origin, want[fl.RouteAt:fl.RouteAt+n])
					sameShapes(t, got[:fl.RouteAt], image.Point{}, want[:fl.RouteAt])
				}
				ia, ib := image.NewRGBA(image.Rect(0, 0, lay.W, lay.H)), image.NewRGBA(image.Rect(0, 0, lay.W, lay.H))
				Rasterize(ia, fl)
				Rasterize(ib, &inl.frame)
				if d := pixelDiff(ia, ib, 3); d > 0 {
					t.Fatalf("%s: %d pixels differ between the layered and the inline picture", what, d)
				}
				return lr, fl
			}
			r, f := check("fit", true)
			builds, org := r.route.builds, f.Route.Origin
			s.Apply(scene.Pan{DX: tc.pan, DY: -2})
			f = r.Update(s, s.View(), lay.W, lay.H)
			if r.route.builds != builds || f.Route.Origin != org.Add(image.Pt(int(tc.pan), -2)) {
				t.Fatalf("a pan by (%v,-2): %d builds (want %d), origin %v (was %v)", tc.pan, r.route.builds, builds, f.Route.Origin, org)
			}
			check("panned", true)
			s.Apply(scene.Zoom{X: 100, Y: 100, Factor: 1.25})
			r.Update(s, s.View(), lay.W, lay.H)
			if r.route.builds != builds+1 {
				t.Fatalf("a zoom: %d builds, want %d", r.route.builds, builds+1)
			}
			check("zoomed", false)
		})
	}
}

// pixelDiff counts the pixels of a and b that differ by more than tol in
// a channel.
func pixelDiff(a, b *image.RGBA, tol int) int {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		for c := range 4 {
			if d := int(a.Pix[i+c]) - int(b.Pix[i+c]); d > tol || d < -tol {
				n++
				break
			}
		}
	}
	return n
}

// TestRouteLayerZoomedInFollowsTheView: a map too big for one layer at
// this zoom gets a window around the viewport, rebuilt only when the
// viewport leaves it, and always holding the viewport.
func TestRouteLayerZoomedInFollowsTheView(t *testing.T) {
	s := mazeScene(t, 256, 3)
	lay := layerScene(t, s)
	s.Apply(scene.Zoom{X: float64(lay.Map.Dx()) / 2, Y: float64(lay.Map.Dy()) / 2, Factor: 24})
	r := &Renderer{RouteLayer: true}
	f := r.Update(s, s.View(), lay.W, lay.H)
	if f.Route == nil || f.Route.W > MaxRouteLayer || f.Route.H > MaxRouteLayer {
		t.Fatalf("zoomed in: layer %+v", f.Route)
	}
	builds := r.route.builds
	for i := range 40 {
		s.Apply(scene.Pan{DX: 97 * float64(1-2*(i/20)), DY: 61 * float64(1-2*(i/20))})
		f = r.Update(s, s.View(), lay.W, lay.H)
		if !lay.Map.Intersect(mapOnScreen(f)).In(f.Route.Box()) {
			t.Fatalf("pan %d: the layer %v does not hold the map's viewport %v", i, f.Route.Box(), lay.Map.Intersect(mapOnScreen(f)))
		}
	}
	if n := r.route.builds - builds; n == 0 || n > 20 {
		t.Fatalf("40 pans rebuilt the layer %d times, want a few", n)
	}
	t.Logf("40 pans, %d rebuilds", r.route.builds-builds)
}

// mapOnScreen is the window pixels the map's cells cover in f.
func mapOnScreen(f *Frame) image.Rectangle {
	v, m := f.View, f.Layout.Map.Min
	return image.Rect(m.X+int(math.Floor(v.OX)), m.Y+int(math.Floor(v.OY)),
		m.X+int(math.Ceil(v.OX+float64(f.Grid.W)*v.Scale)), m.Y+int(math.Ceil(v.OY+float64(f.Grid.H)*v.Scale)))
}

// TestRouteLayerAsync: a long route's layer is built on a goroutine and
// shown at the Update after it wakes the app, the same layer a build on the
// spot makes; after a zoom the old layer is shown scaled to the view until
// the new one lands; a pan builds nothing.
func TestRouteLayerAsync(t *testing.T) {
	defer func(n int) { asyncRoute = n }(asyncRoute)
	asyncRoute = 1 // every route counts as long
	s := mazeScene(t, 96, 5)
	lay := layerScene(t, s)
	woke := make(chan struct{}, 4)
	r := &Renderer{RouteLayer: true, RouteAsync: true, RouteWake: func() { woke <- struct{}{} }}
	wait := func(what string) {
		t.Helper()
		select {
		case <-woke:
		case <-time.After(20 * time.Second):
			t.Fatalf("%s: the layer's goroutine never woke the app", what)
		}
		if !r.Pending() {
			t.Fatalf("%s: woken, yet nothing pending", what)
		}
	}
	f := r.Update(s, s.View(), lay.W, lay.H)
	if f.Route != nil || f.RouteAt < 0 {
		t.Fatalf("the first frame has layer %v (route at %d) while it is built", f.Route, f.RouteAt)
	}
	wait("first build")
	f = r.Update(s, s.View(), lay.W, lay.H)
	if f.Route == nil || f.Route.Zoom != 1 || r.Pending() {
		t.Fatalf("after the build: layer %+v, pending %v", f.Route, r.Pending())
	}
	var sync Renderer
	sync.RouteLayer = true
	want := sync.Update(s, s.View(), lay.W, lay.H).Route
	if f.Route.List != nil {
		t.Error("a layer built on a goroutine keeps its shapes (its pixels are all the screen needs)")
	}
	if f.Route.Origin != want.Origin || string(f.Route.Pix) != string(want.Pix) {
		t.Fatalf("the goroutine's layer at %v differs from the one built on the spot at %v", f.Route.Origin, want.Origin)
	}
	key := f.Route.Key
	s.Apply(scene.Zoom{X: 200, Y: 150, Factor: 1.25})
	f = r.Update(s, s.View(), lay.W, lay.H)
	if f.Route == nil || f.Route.Key != key || math.Abs(f.Route.Zoom-1.25) > 1e-9 {
		t.Fatalf("while the zoomed layer is built: %+v, want the old one at zoom 1.25", f.Route)
	}
	// the old layer's cells land where the view puts them now: its map
	// corner (layer pixel −win.Min + f) on the map's corner
	v := s.View()
	cx := f.Route.X + (f.Route.in.fx-float64(f.Route.win.Min.X))*f.Route.Zoom
	if wantX := float64(lay.Map.Min.X) + v.OX; math.Abs(cx-wantX) > 1e-6 {
		t.Fatalf("the scaled layer puts the map's left edge at %v, the view at %v", cx, wantX)
	}
	wait("zoomed build")
	f = r.Update(s, s.View(), lay.W, lay.H)
	if f.Route.Key == key || f.Route.Zoom != 1 {
		t.Fatalf("after the zoomed build: key %d (was %d), zoom %v", f.Route.Key, key, f.Route.Zoom)
	}
	builds := r.route.builds
	s.Apply(scene.Pan{DX: 7, DY: 3})
	f = r.Update(s, s.View(), lay.W, lay.H)
	if r.route.builds != builds || f.Route.Zoom != 1 {
		t.Fatalf("a pan: %d builds (was %d), zoom %v", r.route.builds, builds, f.Route.Zoom)
	}
}

// TestRouteLayerStaged checks staging (Renderer.RouteStaged): a new layer
// bigger than StageLayerPixels waits in Frame.Staged while the frames keep
// the last layer, the renderer stays pending, and the Update after
// RouteUploaded shows it; a small layer is shown at once.
func TestRouteLayerStaged(t *testing.T) {
	s := mazeScene(t, 128, 7)
	lay := layerScene(t, s)
	r := &Renderer{RouteLayer: true, RouteStaged: true}
	f := r.Update(s, s.View(), lay.W, lay.H)
	if f.Staged == nil || f.Staged.W*f.Staged.H <= StageLayerPixels {
		t.Fatalf("staged %v: the test wants a layer of more than %d pixels", f.Staged, StageLayerPixels)
	}
	if f.Route != nil {
		t.Fatal("the first layer is shown before the screen has it")
	}
	if !r.Pending() {
		t.Fatal("a staged layer leaves nothing pending")
	}
	first, builds := f.Staged.Key, r.route.builds
	for range 3 { // until the screen has it, the staged layer stays
		if f = r.Update(s, s.View(), lay.W, lay.H); f.Staged == nil || f.Staged.Key != first || r.route.builds != builds {
			t.Fatalf("an Update while the layer is staged built another (builds %d → %d)", builds, r.route.builds)
		}
	}
	r.RouteUploaded(first)
	if f = r.Update(s, s.View(), lay.W, lay.H); f.Route == nil || f.Route.Key != first || f.Staged != nil {
		t.Fatal("the uploaded layer is not shown by the next Update")
	}
	s.Apply(scene.Zoom{X: 10, Y: 10, Factor: 2}) // a new zoom: a new layer
	f = r.Update(s, s.View(), lay.W, lay.H)
	if f.Staged == nil || f.Staged.Key == first {
		t.Fatal("no new layer staged after a zoom")
	}
	if f.Route == nil || f.Route.Key != first || f.Route.Zoom == 1 {
		t.Fatal("while the new layer is staged the frame does not show the last one scaled")
	}
	r.RouteUploaded(f.Staged.Key)
	if f = r.Update(s, s.View(), lay.W, lay.H); f.Route == nil || f.Route.Key == first || f.Route.Zoom != 1 {
		t.Fatal("the new layer is not shown after its upload")
	}
	sm := small()
	lay = layerScene(t, sm)
	sm.Apply(scene.Zoom{X: 10, Y: 10, Factor: 0.1})
	r = &Renderer{RouteLayer: true, RouteStaged: true}
	if f = r.Update(sm, sm.View(), lay.W, lay.H); f.Route == nil || f.Staged != nil {
		t.Fatalf("a small layer (%v) is staged", f.Staged)
	}
}

// TestRouteLayerOneBuildAtATime checks that a change while a layer is
// built on a goroutine starts no second goroutine: the build is wanted
// (pending) and starts when the first lands, stale, and the layer shown in
// the end is the one for the view as it is then.
func TestRouteLayerOneBuildAtATime(t *testing.T) {
	defer func(n int) { asyncRoute = n }(asyncRoute)
	asyncRoute = 1
	s := mazeScene(t, 96, 5)
	lay := layerScene(t, s)
	woke := make(chan struct{}, 8)
	gate := make(chan struct{}, 8) // a build goes on once the test lets it
	routeBuildHook = func() { <-gate }
	defer func() { routeBuildHook = nil }()
	r := &Renderer{RouteLayer: true, RouteAsync: true, RouteWake: func() { woke <- struct{}{} }}
	wait := func() {
		t.Helper()
		gate <- struct{}{}
		select {
		case <-woke:
		case <-time.After(20 * time.Second):
			t.Fatal("the layer's goroutine never woke the app")
		}
	}
	r.Update(s, s.View(), lay.W, lay.H)
	if !r.route.running || r.route.pending {
		t.Fatalf("first build: running %v, pending %v", r.route.running, r.route.pending)
	}
	s.Apply(scene.Zoom{X: 200, Y: 150, Factor: 1.25})
	r.Update(s, s.View(), lay.W, lay.H)
	if !r.route.running || !r.route.pending {
		t.Fatalf("a change during the build: running %v, pending %v (want a build pending, not a second one)", r.route.running, r.route.pending)
	}
	wait()
	f := r.Update(s, s.View(), lay.W, lay.H) // the stale layer lands, the wanted one starts
	if !r.route.running || r.route.pending {
		t.Fatalf("after the stale layer landed: running %v, pending %v", r.route.running, r.route.pending)
	}
	if f.Route != nil && f.Route.Zoom == 1 {
		t.Fatal("the stale layer is shown as if built for this view")
	}
	wait()
	f = r.Update(s, s.View(), lay.W, lay.H)
	var sync Renderer
	sync.RouteLayer = true
	want := sync.Update(s, s.View(), lay.W, lay.H).Route
	if f.Route == nil || f.Route.Zoom != 1 || string(f.Route.Pix) != string(want.Pix) || r.Pending() {
		t.Fatal("the layer shown in the end is not the one for the view")
	}
}
