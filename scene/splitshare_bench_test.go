package scene

import (
	"fmt"
	"runtime"
	"slices"
	"testing"
	"time"

	"swath/jobs"
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
// only (farthest, sampling): the case sharing is for; "1pane" is the
// plain view's cost for reference. Run with -cpu 1, the cases interleaved
// (one -count each, in turn).
func BenchmarkSplitRepaint(b *testing.B) {
	for _, panes := range []struct {
		name  string
		specs []string
	}{
		{"1pane", nil},
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
				s, g := splitBenchScene(b, panes.specs, alone)
				if !s.Selected().Plan().Found || s.SplitShown() != (panes.specs != nil) {
					b.Fatalf("no route or no split view on the benchmark map: %v", s.Selected().Plan().Err)
				}
				y, x := g.Height()/2, 0
				s.Apply(Press{pathing.Pt(x, y), Primary})
				searches := s.shared.Searches()
				b.ResetTimer()
				c0 := threadCPU()
				for i := 0; i < b.N; i++ {
					x = strokeStep(s, g, x, y)
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

// BenchmarkSplitEditToRoutes paints the same stroke with the scene's jobs
// in the background (jobs.Loop, as the app runs them: the selected NPC's
// plan and the panes' on goroutines) and reports the median and p95 wall
// time from a painted cell to every pane's route installed for it (the
// optima and comparisons are left to run on meanwhile). Run it with
// -cpu 2, the app's two goroutines for jobs.
func BenchmarkSplitEditToRoutes(b *testing.B) {
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
				s, g := splitBenchScene(b, panes.specs, alone)
				s.RunJobsInBackground()
				woke := make(chan struct{}, 64)
				l := jobs.Loop{Wake: func() { woke <- struct{}{} }}
				routed := func() bool {
					m := s.agentMap()
					if !s.sa().Exact(m) {
						return false
					}
					for _, a := range s.split.Panes {
						if !a.Exact(m) {
							return false
						}
					}
					return true
				}
				y, x := g.Height()/2, 0
				s.Apply(Press{pathing.Pt(x, y), Primary})
				var took []time.Duration
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					x = strokeStep(s, g, x, y)
					t0 := time.Now()
					for l.Update(s.Queue()); !routed(); l.Update(s.Queue()) {
						select {
						case <-woke:
						case <-time.After(5 * time.Millisecond):
						}
					}
					took = append(took, time.Since(t0))
				}
				b.StopTimer()
				l.Wait()
				slices.Sort(took)
				b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "ms-p50")
				b.ReportMetric(float64(took[len(took)*95/100].Microseconds())/1000, "ms-p95")
			})
		}
	}
}

// splitBenchScene is the split benchmarks' scene: a 1×1 agent across the
// 512×512 Moving AI random map, in the split view of specs (none: one
// pane), every pane searching on its own when alone, planned once.
func splitBenchScene(b *testing.B, specs []string, alone bool) (*Scene, *pathing.Grid) {
	b.Helper()
	g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
	if err != nil {
		b.Fatal(err)
	}
	agent := pathing.Footprint{L: 1, W: 1}
	start, goal := fitting(g, agent, pathing.Pt(8, 8), 1), fitting(g, agent, pathing.Pt(g.Width()-9, g.Height()-9), -1)
	s := New(Level{Grid: g, Agent: agent, Start: start, Goal: goal})
	s.shared.Alone = alone
	s.Apply(SetSplit{Specs: specs})
	s.Refresh()
	return s, g
}

// strokeStep paints the stroke of row y on one cell, from x to the next:
// at the row's end the stroke is released and undone, and a new one
// starts at its first cell. It returns the cell painted.
func strokeStep(s *Scene, g *pathing.Grid, x, y int) int {
	x++
	if x == g.Width() {
		s.Apply(Release{pathing.Pt(x-1, y)})
		s.Apply(ActUndo)
		x = 0
		s.Apply(Press{pathing.Pt(x, y), Primary})
	} else {
		s.Apply(Drag{pathing.Pt(x, y)})
	}
	return x
}
