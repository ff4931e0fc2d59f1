package scene

import (
	"testing"

	"swath/levels"
	"swath/pathing"
)

// BenchmarkReplanWhilePainting paints a stroke across the route on the
// 512×512 Moving AI random map, one cell per step, re-planning after each
// step as the app does once per tick, and reports the planning time's p95.
// (At 20 % random obstacles only a 1×1 agent crosses that map.) "fresh"
// searches from scratch every time, the reference; "resume" is the app's
// way, resuming the previous search (pathing/resume.go).
func BenchmarkReplanWhilePainting(b *testing.B) {
	for _, c := range []struct {
		name   string
		resume bool
	}{{"fresh", false}, {"resume", true}} {
		agent := pathing.Footprint{L: 1, W: 1}
		b.Run(agent.String()+"/"+c.name, func(b *testing.B) {
			g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
			if err != nil {
				b.Fatal(err)
			}
			start, goal := fitting(g, agent, pathing.Pt(8, 8), 1), fitting(g, agent, pathing.Pt(g.Width()-9, g.Height()-9), -1)
			s := New(Level{Grid: g, Agent: agent, Start: start, Goal: goal})
			if !s.Selected().Plan().Found {
				b.Fatalf("no route on the benchmark map: %s", s.Selected().Plan().Err)
			}
			s.shared.Pool.Fresh = !c.resume
			s.shared.Pool.Clear() // New's planner resumes: the next is made as Fresh says
			s.sa().ResetPlanStats()
			// a horizontal stroke across the map's middle row, which the
			// diagonal route must cross; undo it whenever it is finished
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
				s.Refresh()
			}
			b.StopTimer()
			st := s.Selected().PlanStats()
			b.ReportMetric(float64(st.Median.Microseconds())/1000, "ms-p50")
			b.ReportMetric(float64(st.P95.Microseconds())/1000, "ms-p95")
		})
	}
}

// fitting returns the first pivot from p along the diagonal (step ±1) where
// the footprint fits.
func fitting(g *pathing.Grid, f pathing.Footprint, p pathing.Point, step int) pathing.Point {
	for g.In(p) && !g.Fits(f, p) {
		p = p.Add(pathing.Pt(step, step))
	}
	return p
}
