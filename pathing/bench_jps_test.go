package pathing_test

import (
	"math"
	"runtime"
	"testing"
	"time"

	"swath/levels"
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

// BenchmarkJPSRatios runs the queries (one per op, the shuffled order of
// BenchmarkAStar) with the reference A* of PERFORMANCE.md (refAStar, "the
// textbook A*" of the issue's targets), the product's A* and JPS in turn,
// a block of ratioBlock queries at a time, each block timed with the
// thread's CPU time (the clock is a system call of a microsecond or two: per
// query it would inflate JPS's few microseconds), and reports the totals'
// ratios: the three see the same queries under the same load.
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
				var tRef, tA, tJ time.Duration
				var want, costA, costJ [ratioBlock]float64
				for lo := 0; lo < b.N; lo += ratioBlock {
					n := min(ratioBlock, b.N-lo)
					q := func(k int) *levels.Scenario { return &qs[(lo+k)%len(qs)] }
					t0 := threadCPU()
					for k := range n {
						want[k], _ = ref.search(q(k).Start, q(k).Goal)
					}
					t1 := threadCPU()
					for k := range n {
						costA[k] = a.Search(m.grid, f, pathing.Aware, q(k).Start, q(k).Goal, nil).Cost
					}
					t2 := threadCPU()
					for k := range n {
						costJ[k] = j.Search(m.grid, f, pathing.Aware, q(k).Start, q(k).Goal, nil).Cost
					}
					t3 := threadCPU()
					tRef, tA, tJ = tRef+t1-t0, tA+t2-t1, tJ+t3-t2
					for k := range n {
						if math.Abs(costA[k]-want[k]) > 1e-6 || math.Abs(costJ[k]-want[k]) > 1e-6 {
							b.Fatalf("%v→%v: reference %v, A* %v, JPS %v", q(k).Start, q(k).Goal, want[k], costA[k], costJ[k])
						}
					}
				}
				b.ReportMetric(float64(tJ.Nanoseconds())/float64(b.N), "jps-cpu-ns/query")
				b.ReportMetric(float64(tA.Nanoseconds())/float64(b.N), "astar-cpu-ns/query")
				b.ReportMetric(float64(tRef.Nanoseconds())/float64(b.N), "ref-cpu-ns/query")
				b.ReportMetric(float64(tJ)/float64(tRef), "jps/ref")
				b.ReportMetric(float64(tA)/float64(tRef), "astar/ref")
				b.ReportMetric(float64(tJ)/float64(tA), "jps/astar")
			})
		}
	}
}

// ratioBlock is how many queries BenchmarkJPSRatios times at once.
const ratioBlock = 32

// BenchmarkJPSFootprintCost runs the queries a 3×3 agent can answer (the
// first 400 shuffled ones that it can) with JPS at 1×1 and at 3×3 in
// turn, blocks timed with the thread's CPU time, and reports 3x3/1x1:
// what a footprint costs per query on the same queries.
func BenchmarkJPSFootprintCost(b *testing.B) {
	one, three := pathing.Footprint{L: 1, W: 1}, pathing.Footprint{L: 3, W: 3}
	for _, m := range loadBenchMaps(b) {
		qs := queriesFor(b, m, three)
		if len(qs) == 0 {
			continue
		}
		b.Run(m.name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var s1, s3 pathing.JPSearcher
			s1.Search(m.grid, one, pathing.Aware, qs[0].Start, qs[0].Goal, nil)
			s3.Search(m.grid, three, pathing.Aware, qs[0].Start, qs[0].Goal, nil)
			var t1, t3 time.Duration
			e1, e3 := 0, 0
			for lo := 0; lo < b.N; lo += ratioBlock {
				n := min(ratioBlock, b.N-lo)
				t0 := threadCPU()
				for k := range n {
					q := &qs[(lo+k)%len(qs)]
					e1 += s1.Search(m.grid, one, pathing.Aware, q.Start, q.Goal, nil).Expanded
				}
				tm := threadCPU()
				for k := range n {
					q := &qs[(lo+k)%len(qs)]
					e3 += s3.Search(m.grid, three, pathing.Aware, q.Start, q.Goal, nil).Expanded
				}
				te := threadCPU()
				t1, t3 = t1+tm-t0, t3+te-tm
			}
			b.ReportMetric(float64(len(qs)), "queries")
			b.ReportMetric(float64(t1.Nanoseconds())/float64(b.N), "1x1-cpu-ns/query")
			b.ReportMetric(float64(t3.Nanoseconds())/float64(b.N), "3x3-cpu-ns/query")
			b.ReportMetric(float64(t3)/float64(t1), "3x3/1x1")
			b.ReportMetric(float64(e3)/float64(max(e1, 1)), "exp-3x3/1x1")
		})
	}
}
