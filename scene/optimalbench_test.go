package scene

import (
	"testing"
	"time"

	"swath/levels"
	"swath/pathing"
	"swath/stats"
)

// BenchmarkReplanWhilePaintingOptimal is BenchmarkReplanWhilePainting with
// the Optimal layer off and on, on a 512² room map (a dense random map or
// a maze takes seconds per optimum: the app's worker's case): per cell
// of a stroke across the route, the route is re-planned (resumed) and,
// with the layer on, the optimum found after it, reusing the searcher's
// placement grid and corner list. ms-route is the route's time, ms-opt
// the optimum's (the app runs it on its worker when slow).
func BenchmarkReplanWhilePaintingOptimal(b *testing.B) {
	for _, m := range []string{"rooms/32room_000.map"} {
		for _, on := range []bool{false, true} {
			name := m + "/off"
			if on {
				name = m + "/on"
			}
			b.Run(name, func(b *testing.B) {
				g, err := levels.LoadMap("../testdata/movingai/" + m)
				if err != nil {
					b.Fatal(err)
				}
				agent := pathing.Footprint{L: 1, W: 1}
				start, goal := fitting(g, agent, pathing.Pt(8, 8), 1), fitting(g, agent, pathing.Pt(g.Width()-9, g.Height()-9), -1)
				s := New(Level{Grid: g, Agent: agent, Start: start, Goal: goal})
				ly := s.Layers()
				ly.Optimal = on
				s.Apply(SetLayers{ly})
				s.Refresh()
				if !s.Selected().Plan().Found {
					b.Fatalf("no route: %s", s.Selected().Plan().Err)
				}
				s.sa().ResetPlanStats()
				var opt []time.Duration
				y, x := g.Height()/2, 0
				s.Apply(Press{pathing.Pt(x, y), Primary})
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					x++
					if x == g.Width() {
						s.Apply(Release{pathing.Pt(x-1, y)})
						s.Apply(ActUndo)
						x = 0
						s.Apply(Press{pathing.Pt(x, y), Primary})
					} else {
						s.Apply(Drag{pathing.Pt(x, y)})
					}
					k := s.sa().Optima()
					s.Refresh()
					if on && s.sa().Optima() != k { // found again (the cell changed)
						if _, cur := s.Selected().Optimal(); !cur {
							b.Fatal("Refresh left the optimum stale")
						}
						opt = append(opt, s.Selected().OptimalTime())
					}
				}
				b.StopTimer()
				st := s.Selected().PlanStats()
				b.ReportMetric(float64(st.Median.Microseconds())/1000, "ms-route")
				if on && len(opt) > 0 {
					b.ReportMetric(float64(len(opt)), "optima")
					b.ReportMetric(float64(stats.Median(stats.Sorted(opt)).Microseconds())/1000, "ms-opt")
				}
			})
		}
	}
}
