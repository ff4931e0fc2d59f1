package render

import (
	"fmt"
	"image"
	"testing"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// paneSpecs are the variants of the benchmarks' panes after the first.
var paneSpecs = []string{"farthest=linear", "sampling=paper", "agent=3x3"}

// paneScene is the demo level, or the 512×512 Moving AI map random512-20-0
// with a long query, in the split view with n panes (1: the single view).
func paneScene(b *testing.B, big bool, n int) *scene.Scene {
	b.Helper()
	var s *scene.Scene
	if big {
		g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
		if err != nil {
			b.Fatal(err)
		}
		s = scene.New(scene.Level{Grid: g, Start: pathing.Pt(429, 504), Goal: pathing.Pt(23, 16)})
	} else {
		lv, err := levels.LoadBuiltin("demo")
		if err != nil {
			b.Fatal(err)
		}
		s = scene.New(*lv)
	}
	if n > 1 {
		s.Apply(scene.SetSplit{Specs: paneSpecs[:n-1]})
	}
	s.Refresh()
	if got := s.Split(); (got == nil) != (n == 1) || (got != nil && len(got.Panes) != n) {
		b.Fatalf("the split view does not show %d panes", n)
	}
	return s
}

// benchPanes runs frame, one frame of a pan, on the demo and the 512² map
// with 1, 2 and 4 panes: the view moved a few pixels, then frame draws it.
func benchPanes(b *testing.B, frame func(s *scene.Scene, r *Renderer)) {
	for _, big := range []bool{false, true} {
		for _, n := range []int{1, 2, 4} {
			name := "demo"
			if big {
				name = "512"
			}
			b.Run(fmt.Sprintf("%s/panes=%d", name, n), func(b *testing.B) {
				s := paneScene(b, big, n)
				r := &Renderer{RouteLayer: true}
				r.Update(s, s.View(), 1280, 800)
				r.Uploaded()
				b.ReportAllocs()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					s.Apply(scene.Pan{DX: float64(3 - 6*(i/8%2)), DY: 0})
					frame(s, r)
					r.Uploaded()
				}
			})
		}
	}
}

// BenchmarkPanesPan is one frame of a pan in the split view with 1, 2 and
// 4 panes, as the app makes it: every pane's display lists rebuilt
// (Renderer.Update), then the frame drawn on the CPU (Rasterize, the
// screen's picture). The panes share the view, the cells and the window:
// 4 panes should cost little more than 1.
func BenchmarkPanesPan(b *testing.B) {
	dst := image.NewRGBA(image.Rect(0, 0, 1280, 800))
	benchPanes(b, func(s *scene.Scene, r *Renderer) { Rasterize(dst, r.Update(s, s.View(), 1280, 800)) })
}

// BenchmarkPanesUpdate is BenchmarkPanesPan's Renderer.Update alone: the
// per-frame work on the app's UI thread before the GPU draws.
func BenchmarkPanesUpdate(b *testing.B) {
	benchPanes(b, func(s *scene.Scene, r *Renderer) { r.Update(s, s.View(), 1280, 800) })
}
