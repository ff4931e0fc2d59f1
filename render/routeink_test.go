package render

import (
	"image"
	"math/rand/v2"
	"testing"

	"swath/scene"
)

// inkRef is the bounding box of the pixels of a w×h RGBA image with a
// non-zero byte, pixel by pixel.
func inkRef(pix []byte, w, h int) image.Rectangle {
	var r image.Rectangle
	for y := range h {
		for x := range w {
			i := 4 * (y*w + x)
			if pix[i]|pix[i+1]|pix[i+2]|pix[i+3] != 0 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}

// TestInkOf: InkOf is the box of the pixels that are not all zero, for
// empty, full and sparse images (a lone byte in any channel counts).
func TestInkOf(t *testing.T) {
	const seed = 24
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	for k := range 300 {
		w, h := 1+rng.IntN(40), 1+rng.IntN(40)
		pix := make([]byte, 4*w*h)
		switch k % 3 {
		case 0: // empty, or one byte
			if k%2 == 0 {
				pix[rng.IntN(len(pix))] = byte(1 + rng.IntN(255))
			}
		case 1: // a few bytes
			for range 1 + rng.IntN(5) {
				pix[rng.IntN(len(pix))] = byte(1 + rng.IntN(255))
			}
		default: // dense
			for i := range pix {
				if rng.IntN(4) == 0 {
					pix[i] = byte(rng.IntN(256))
				}
			}
		}
		if got, want := InkOf(pix, w, h), inkRef(pix, w, h); got != want {
			t.Fatalf("case %d (%d×%d): InkOf %v, want %v", k, w, h, got, want)
		}
	}
}

// TestRouteLayerInk: a built route layer's Ink is exactly the box of its
// pixels that are not transparent, and its InkBox, the window pixels the
// screen draws it over and marks changed, holds every window pixel the
// layer covers with ink, at its own zoom and drawn scaled at another.
func TestRouteLayerInk(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    func() *scene.Scene
	}{
		{"small", small},
		{"maze 64", func() *scene.Scene { return mazeScene(t, 64, 7) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.s()
			lay := layerScene(t, s)
			r := &Renderer{RouteLayer: true}
			f := r.Update(s, s.View(), lay.W, lay.H)
			l := f.Route
			if l == nil || len(l.List) == 0 {
				t.Fatal("no route layer")
			}
			if want := inkRef(l.Pix, l.W, l.H); l.Ink != want || want.Empty() {
				t.Fatalf("Ink %v, want %v", l.Ink, want)
			}
			if l.Ink == image.Rect(0, 0, l.W, l.H) {
				t.Logf("the ink fills the layer (%d×%d)", l.W, l.H)
			}
			covers := func(what string) {
				t.Helper()
				box := l.InkBox()
				n := 0
				for _, px := range paintedWindowPixels(l) {
					if !px.In(box) {
						if n == 0 {
							t.Errorf("%s: window pixel %v of the layer's ink lies outside its InkBox %v (zoom %g at %.2f,%.2f)", what, px, box, l.Zoom, l.X, l.Y)
						}
						n++
					}
				}
				if n > 0 {
					t.Fatalf("%s: %d ink pixels outside the InkBox", what, n)
				}
			}
			covers("built")
			// the stopgap: the layer drawn scaled while its successor is built
			saved := *l
			l.Zoom, l.X, l.Y = 1.37, float64(l.Origin.X)+0.41, float64(l.Origin.Y)-0.73
			covers("scaled")
			*l = saved
		})
	}
}

// paintedWindowPixels are the window pixels whose centre samples a
// non-transparent pixel of l drawn where it lies (nearest, as the screen
// draws it).
func paintedWindowPixels(l *RouteLayer) []image.Point {
	var out []image.Point
	b := l.Box().Inset(-2)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			sx := int(floorDiv(float64(x)+0.5-l.X, l.Zoom))
			sy := int(floorDiv(float64(y)+0.5-l.Y, l.Zoom))
			if l.Zoom == 1 {
				sx, sy = x-l.Origin.X, y-l.Origin.Y
			}
			if sx < 0 || sy < 0 || sx >= l.W || sy >= l.H {
				continue
			}
			i := 4 * (sy*l.W + sx)
			if l.Pix[i]|l.Pix[i+1]|l.Pix[i+2]|l.Pix[i+3] != 0 {
				out = append(out, image.Pt(x, y))
			}
		}
	}
	return out
}

func floorDiv(a, b float64) float64 {
	q := a / b
	if q < 0 && q != float64(int(q)) {
		return float64(int(q) - 1)
	}
	return float64(int(q))
}
