package render

import (
	"runtime"
	"sort"
	"testing"
	"time"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// BenchmarkFootLayersPaintAndDraw is one tick of painting on the 512×512
// Moving AI random map with a 3x2 agent, as the window does it: a stroke
// step, the scene's refresh (plan and footprint layers) and the renderer's
// frame (the changed cells rewritten, the display lists), in thread CPU
// time; "off" with the footprint layers off, the reference, "on" with all
// four on. It reports the p50 and p95 of a step.
//
//	go test -run '^$' -bench FootLayersPaintAndDraw -benchtime 300x ./render/
func BenchmarkFootLayersPaintAndDraw(b *testing.B) {
	for _, on := range []bool{false, true} {
		name := "off"
		if on {
			name = "on"
		}
		b.Run(name, func(b *testing.B) {
			g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
			if err != nil {
				b.Fatal(err)
			}
			s := scene.New(scene.Level{Grid: g, Agent: pathing.Footprint{L: 3, W: 2}, Start: pathing.Pt(20, 20), Goal: pathing.Pt(490, 490)})
			ly := s.Layers()
			ly.Placements, ly.Reachable, ly.Clearance, ly.Squeeze = on, on, on, on
			s.Apply(scene.SetLayers{Layers: ly})
			s.Apply(scene.Resize{W: 1000, H: 760})
			s.Refresh()
			var r Renderer
			r.Update(s, s.View(), 1280, 800)
			r.Uploaded()
			y, x := g.Height()/2, 0
			s.Apply(scene.Press{Cell: pathing.Pt(x, y), Button: scene.Primary})
			steps := make([]time.Duration, 0, b.N)
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				t0 := threadCPU()
				x++
				if x == g.Width() {
					s.Apply(scene.Release{Cell: pathing.Pt(x-1, y)})
					s.Apply(scene.ActUndo)
					x = 0
					s.Apply(scene.Press{Cell: pathing.Pt(x, y), Button: scene.Primary})
				} else {
					s.Apply(scene.Drag{Cell: pathing.Pt(x, y)})
				}
				s.Refresh()
				r.Update(s, s.View(), 1280, 800)
				r.Uploaded()
				steps = append(steps, threadCPU()-t0)
			}
			b.StopTimer()
			sort.Slice(steps, func(i, j int) bool { return steps[i] < steps[j] })
			b.ReportMetric(float64(steps[len(steps)/2].Microseconds())/1000, "ms-p50")
			b.ReportMetric(float64(steps[len(steps)*95/100].Microseconds())/1000, "ms-p95")
		})
	}
}
