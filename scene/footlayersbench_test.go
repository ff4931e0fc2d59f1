package scene

import (
	"runtime"
	"sort"
	"testing"
	"time"

	"swath/levels"
	"swath/pathing"
)

// BenchmarkFootLayersWhilePainting paints a stroke across the 512×512
// Moving AI random map one cell per step, as BenchmarkReplanWhilePainting
// does, and reports the p50 and p95 of a whole stroke step (the edit, the
// re-plan and the footprint layers, what one tick costs) in thread CPU
// time, which a loaded machine does not inflate: "off" with the footprint
// layers off, the reference; "on" with all four on. At 20 % obstacles only
// a 1×1 agent crosses the map: 3x2 has no route, so its "on" is the
// layers' own cost.
//
//	go test -run '^$' -bench FootLayersWhilePainting -benchtime 400x ./scene/
func BenchmarkFootLayersWhilePainting(b *testing.B) {
	for _, agent := range []pathing.Footprint{{L: 1, W: 1}, {L: 3, W: 2}} {
		for _, on := range []bool{false, true} {
			name := agent.String() + "/off"
			if on {
				name = agent.String() + "/on"
			}
			b.Run(name, func(b *testing.B) {
				g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
				if err != nil {
					b.Fatal(err)
				}
				start, goal := fitting(g, agent, pathing.Pt(8, 8), 1), fitting(g, agent, pathing.Pt(g.Width()-9, g.Height()-9), -1)
				s := New(Level{Grid: g, Agent: agent, Start: start, Goal: goal})
				ly := s.Layers()
				ly.Placements, ly.Reachable, ly.Clearance, ly.Squeeze = on, on, on, on
				s.Apply(SetLayers{ly})
				s.Refresh()
				y, x := g.Height()/2, 0
				s.Apply(Press{pathing.Pt(x, y), Primary})
				steps := make([]time.Duration, 0, b.N)
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					t0 := threadCPU()
					x++
					if x == g.Width() {
						s.Apply(Release{pathing.Pt(x-1, y)})
						s.Apply(ActUndo)
						x = 0
						s.Apply(Press{pathing.Pt(x, y), Primary})
					} else {
						s.Apply(Drag{pathing.Pt(x, y)})
					}
					s.Refresh()
					steps = append(steps, threadCPU()-t0)
				}
				b.StopTimer()
				sort.Slice(steps, func(i, j int) bool { return steps[i] < steps[j] })
				b.ReportMetric(float64(steps[len(steps)/2].Microseconds())/1000, "ms-p50")
				b.ReportMetric(float64(steps[len(steps)*95/100].Microseconds())/1000, "ms-p95")
			})
		}
	}
}
