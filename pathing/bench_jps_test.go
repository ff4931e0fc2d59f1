package pathing_test

import (
	"math"
	"runtime"
	"testing"
	"time"

	"swath/pathing"
)

// BenchmarkJPS is Jump Point Search over the same queries as
// BenchmarkAStar, in the same order, one query per op.
func BenchmarkJPS(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		for _, f := range benchAgents {
			qs := queriesFor(b, m, f)
			if len(qs) == 0 {
				continue
			}
			next := 0
			b.Run(m.name+"/"+f.String(), func(b *testing.B) {
				var s pathing.JPSearcher
				s.Search(m.grid, f, pathing.Aware, qs[0].Start, qs[0].Goal, nil) // warm the buffers
				exp, scanned := 0, 0
				b.ReportAllocs()
				b.ResetTimer()
				for range b.N {
					q := qs[next%len(qs)]
					next++
					r := s.Search(m.grid, f, pathing.Aware, q.Start, q.Goal, nil)
					exp += r.Expanded
					scanned += r.Scanned
				}
				b.ReportMetric(float64(exp)/float64(b.N), "exp/query")
				b.ReportMetric(float64(scanned)/float64(b.N), "scanned/query")
			})
		}
	}
}

// BenchmarkJPSRatios runs each query (one per op, the shuffled order of
// BenchmarkAStar) with the reference A* of PERFORMANCE.md (refAStar, "the
// textbook A*" of the issue's targets), the product's A* and JPS in turn,
// each timed with the thread's CPU time, and reports the totals' ratios:
// the three see the same queries under the same load.
func BenchmarkJPSRatios(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		for _, f := range benchAgents {
			qs := queriesFor(b, m, f)
			if len(qs) == 0 {
				continue
			}
			b.Run(m.name+"/"+f.String(), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				ref := newRefAStar(m.grid, f)
				var a pathing.Searcher
				var j pathing.JPSearcher
				a.Search(m.grid, f, pathing.Aware, qs[0].Start, qs[0].Goal, nil)
				j.Search(m.grid, f, pathing.Aware, qs[0].Start, qs[0].Goal, nil)
				var tText, tA, tJ time.Duration
				for i := range b.N {
					q := qs[i%len(qs)]
					t0 := threadCPU()
					want, _ := ref.search(q.Start, q.Goal)
					t1 := threadCPU()
					ar := a.Search(m.grid, f, pathing.Aware, q.Start, q.Goal, nil)
					t2 := threadCPU()
					jr := j.Search(m.grid, f, pathing.Aware, q.Start, q.Goal, nil)
					t3 := threadCPU()
					tText, tA, tJ = tText+t1-t0, tA+t2-t1, tJ+t3-t2
					if math.Abs(ar.Cost-want) > 1e-6 || math.Abs(jr.Cost-want) > 1e-6 {
						b.Fatalf("%v→%v: reference %v, A* %v, JPS %v", q.Start, q.Goal, want, ar.Cost, jr.Cost)
					}
				}
				b.ReportMetric(float64(tJ.Nanoseconds())/float64(b.N), "jps-cpu-ns/query")
				b.ReportMetric(float64(tA.Nanoseconds())/float64(b.N), "astar-cpu-ns/query")
				b.ReportMetric(float64(tText.Nanoseconds())/float64(b.N), "ref-cpu-ns/query")
				b.ReportMetric(float64(tJ)/float64(tText), "jps/ref")
				b.ReportMetric(float64(tA)/float64(tText), "astar/ref")
				b.ReportMetric(float64(tJ)/float64(tA), "jps/astar")
			})
		}
	}
}
