package app

import (
	"testing"

	"swath/render"
)

// TestMapImagesGoWithTheMap: after a 2048² map's cells and route layers
// (shown and staged, 4096² pixels at a deep zoom) the screen draws the
// 24×16 demo's frame: the images of the map's size it then holds are
// the demo's alone (the last staged layer's image was kept: 64 MB of
// texture for the demo).
func TestMapImagesGoWithTheMap(t *testing.T) {
	var s screenImages
	frame := func(w, h, layer int, key uint64, staged bool) *render.Frame {
		f := &render.Frame{Grid: &render.Pixels{W: w, H: h, Pix: make([]byte, 4*w*h)}}
		f.Over = &render.Pixels{W: w, H: h, Pix: make([]byte, 4*w*h)}
		l := &render.RouteLayer{W: layer, H: layer, Pix: make([]byte, 4*layer*layer), Key: key}
		if staged {
			f.Staged = l
		} else {
			f.Route = l
		}
		return f
	}
	show := func(f *render.Frame) {
		s.compose(f)
		for s.uploading() {
			s.compose(f)
		}
		if f.Staged != nil {
			for {
				if _, up := s.stageRoute(f.Staged); up {
					break
				}
			}
			f.Route, f.Staged = f.Staged, nil
		}
		s.drawRoute(f.Route)
	}
	show(frame(2048, 2048, 4096, 1, false))
	show(frame(2048, 2048, 4096, 2, true)) // a rebuilt layer, staged: two of them
	big := s.mapImageBytes()
	show(frame(24, 16, 600, 3, false)) // the demo: its layer drawn at once
	demo := frame(24, 16, 600, 3, false)
	want := 4 * (demo.Grid.W*demo.Grid.H + 600*600)
	if got := s.mapImageBytes(); got > want {
		t.Fatalf("back on the demo the screen holds %.1f MB of map images (%.1f MB on the big map), want the demo's %.2f MB",
			float64(got)/(1<<20), float64(big)/(1<<20), float64(want)/(1<<20))
	}
	show(frame(2048, 2048, 4096, 4, true))
	show(frame(2048, 2048, 4096, 5, true))
	show(frame(24, 16, 600, 6, true)) // the demo's layer staged too
	if got := s.mapImageBytes(); got > want {
		t.Fatalf("back on the demo (its layer staged) the screen holds %.1f MB of map images, want the demo's %.2f MB",
			float64(got)/(1<<20), float64(want)/(1<<20))
	}
}
