package pathing_test

import (
	"testing"

	"swath/pathing"
)

// BenchmarkFarthestLinear runs the Linear strategy's farthest-node search
// from every anchor of the linear smoothing of the sampled paths (1×1
// agent), one path per op: "region" is the product's method, "scan" the old
// backward scan it replaced, on the same anchors in the same run.
//
//	go test -run '^$' -bench FarthestLinear -benchtime 20x ./pathing/
func BenchmarkFarthestLinear(b *testing.B) {
	f := pathing.Footprint{L: 1, W: 1}
	for _, m := range loadBenchMaps(b) {
		paths := samplePaths(b, m, f)
		for _, smp := range []pathing.Sampling{pathing.Exact, pathing.Paper} {
			anchors := make([][]int, len(paths))
			var sm pathing.Smoother
			for k, p := range paths {
				anchors[k] = append([]int(nil), sm.Smooth(m.grid, f, p.nodes, smp, pathing.Linear, nil).Idx...)
			}
			for _, method := range []string{"region", "scan"} {
				far := func(nodes []pathing.Point, i int) (int, int, int) {
					r := pathing.Farthest(pathing.FarthestQuery{Grid: m.grid, Agent: f, Nodes: nodes, From: i, Sampling: smp, Strategy: pathing.Linear}, nil)
					return r.T, r.Tests, r.Scanned
				}
				if method == "scan" {
					far = func(nodes []pathing.Point, i int) (int, int, int) {
						return pathing.FarthestScan(m.grid, f, nodes, i, smp, nil)
					}
				}
				b.Run(m.name+"/"+smp.String()+"/"+method, func(b *testing.B) {
					n, tests := 0, 0
					for i := range b.N {
						k := i % len(paths)
						idx := anchors[k]
						for _, a := range idx[:len(idx)-1] {
							_, t, _ := far(paths[k].nodes, a)
							tests += t
						}
						n += len(idx) - 1
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(n, 1)), "ns/anchor")
					b.ReportMetric(float64(tests)/float64(max(n, 1)), "tests/anchor")
				})
			}
		}
	}
}
