package scene

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"swath/levels"
	"swath/pathing"
)

// BenchmarkSplitRepaint paints a stroke across the route on the 512×512
// Moving AI random map in the split view, one cell a step, every pane
// planned again after each step in the call (Refresh: the time from the
// edit to every pane's route installed, on one core), and reports the
// thread's CPU a step. "shared" is the app's way (panes whose searches
// agree share one, agent.Group), "alone" every pane searching on its own
// (agent.Shared.Alone), as before. The panes differ in their smoothing
// only (farthest, sampling): the case sharing is for. Run with -cpu 1,
// the two interleaved (-count).
func BenchmarkSplitRepaint(b *testing.B) {
	for _, panes := range []struct {
		name  string
		specs []string
	}{
		{"2panes", []string{"farthest=linear"}},
		{"4panes", []string{"farthest=linear", "sampling=paper", "sampling=paper,farthest=linear"}},
	} {
		for _, alone := range []bool{false, true} {
			name := "shared"
			if alone {
				name = "alone"
			}
			b.Run(fmt.Sprintf("%s/%s", panes.name, name), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
				if err != nil {
					b.Fatal(err)
				}
				agent := pathing.Footprint{L: 1, W: 1}
				start, goal := fitting(g, agent, pathing.Pt(8, 8), 1), fitting(g, agent, pathing.Pt(g.Width()-9, g.Height()-9), -1)
				s := New(Level{Grid: g, Agent: agent, Start: start, Goal: goal})
				s.shared.Alone = alone
				s.Apply(SetSplit{Specs: panes.specs})
				s.Refresh()
				if !s.Selected().Plan().Found || !s.SplitShown() {
					b.Fatalf("no route or no split view on the benchmark map: %v", s.Selected().Plan().Err)
				}
				y, x := g.Height()/2, 0
				s.Apply(Press{pathing.Pt(x, y), Primary})
				searches := s.shared.Searches()
				b.ResetTimer()
				c0 := threadCPU()
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
				cpu := threadCPU() - c0
				b.StopTimer()
				b.ReportMetric(float64(cpu)/float64(b.N)/float64(time.Millisecond), "cpu-ms/op")
				b.ReportMetric(float64(s.shared.Searches()-searches)/float64(b.N), "searches/op")
			})
		}
	}
}
