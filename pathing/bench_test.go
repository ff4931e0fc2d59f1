package pathing_test

import (
	"container/heap"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"swath/levels"
	"swath/pathing"
)

// The benchmarks run the Moving AI queries of the 512×512 maps in
// ../testdata/movingai. Each A* op is one query; the queries are taken in a
// fixed shuffled order (seed benchSeed) and cycled, so a short run samples
// every bucket. ns/exp (time per expanded node) does not depend on which
// queries a run happens to take; ns/op does.
//
//	go test -run '^$' -bench . -benchmem ./pathing/
//
// SWATH_BENCH_SCEN adds other .scen files of any size (comma-separated;
// the map beside each), e.g. den520d, which the repository does not ship.

const benchSeed = 1

type benchMap struct {
	name    string
	grid    *pathing.Grid
	scens   []levels.Scenario // shuffled
	queries map[pathing.Footprint][]levels.Scenario
	paths   map[pathing.Footprint][]benchPath
}

var (
	benchOnce sync.Once
	benchMaps []*benchMap
	benchErr  error
)

func loadBenchMaps(b *testing.B) []*benchMap {
	benchOnce.Do(func() {
		files, _ := filepath.Glob(filepath.Join("..", "testdata", "movingai", "*", "*.map.scen"))
		shipped := len(files)
		if extra := os.Getenv("SWATH_BENCH_SCEN"); extra != "" {
			files = append(files, strings.Split(extra, ",")...)
		}
		for k, f := range files {
			g, err := levels.LoadMap(strings.TrimSuffix(f, ".scen"))
			if err != nil {
				benchErr = err
				return
			}
			if k < shipped && (g.Width() != 512 || g.Height() != 512) {
				continue
			}
			sc, err := levels.LoadScen(f)
			if err != nil {
				benchErr = err
				return
			}
			rng := rand.New(rand.NewPCG(benchSeed, 0))
			rng.Shuffle(len(sc), func(i, j int) { sc[i], sc[j] = sc[j], sc[i] })
			benchMaps = append(benchMaps, &benchMap{name: strings.TrimSuffix(filepath.Base(f), ".map.scen"), grid: g, scens: sc,
				queries: map[pathing.Footprint][]levels.Scenario{}, paths: map[pathing.Footprint][]benchPath{}})
		}
	})
	if benchErr != nil {
		b.Fatal(benchErr)
	}
	if len(benchMaps) == 0 {
		b.Fatal("no 512x512 Moving AI maps in ../testdata/movingai")
	}
	return benchMaps
}

var benchAgents = []pathing.Footprint{{L: 1, W: 1}, {L: 3, W: 3}}

// queriesFor returns the map's queries usable by footprint f: all of them
// for 1×1; for a larger agent those of the first 400 (shuffled) whose start
// and goal are valid placements joined by a path (found once, untimed).
func queriesFor(b *testing.B, m *benchMap, f pathing.Footprint) []levels.Scenario {
	if f == (pathing.Footprint{L: 1, W: 1}) {
		return m.scens
	}
	if qs, ok := m.queries[f]; ok {
		return qs
	}
	var s pathing.Searcher
	out := []levels.Scenario{}
	for _, sc := range m.scens[:min(len(m.scens), 400)] {
		if r := s.Search(m.grid, f, pathing.Aware, sc.Start, sc.Goal, nil); r.Failure == pathing.NoFailure {
			out = append(out, sc)
		}
	}
	m.queries[f] = out
	return out
}

// BenchmarkAStar is the product's searcher, one query per op.
func BenchmarkAStar(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		for _, f := range benchAgents {
			qs := queriesFor(b, m, f)
			if len(qs) == 0 {
				continue // e.g. a 3x3 agent fits no corridor of maze512-1-0
			}
			next := 0
			b.Run(m.name+"/"+f.String(), func(b *testing.B) {
				var s pathing.Searcher
				s.Search(m.grid, f, pathing.Aware, qs[0].Start, qs[0].Goal, nil) // warm the buffers
				exp := 0
				b.ReportAllocs()
				b.ResetTimer()
				for range b.N {
					q := qs[next%len(qs)]
					next++
					r := s.Search(m.grid, f, pathing.Aware, q.Start, q.Goal, nil)
					exp += r.Expanded
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(exp, 1)), "ns/exp")
				b.ReportMetric(float64(exp)/float64(b.N), "exp/query")
			})
		}
	}
}

// BenchmarkTextbookAStar is the in-run reference: a plain A* with maps and
// container/heap over the same queries, in the same order.
func BenchmarkTextbookAStar(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		for _, f := range benchAgents {
			qs := queriesFor(b, m, f)
			if len(qs) == 0 {
				continue
			}
			next := 0
			b.Run(m.name+"/"+f.String(), func(b *testing.B) {
				var s pathing.Searcher
				q := qs[0]
				want := s.Search(m.grid, f, pathing.Aware, q.Start, q.Goal, nil).Cost
				if got, _ := textbookAStar(m.grid, f, q.Start, q.Goal); math.Abs(got-want) > 1e-6 {
					b.Fatalf("textbook A* cost %v, searcher %v on %v→%v", got, want, q.Start, q.Goal)
				}
				exp := 0
				b.ReportAllocs()
				b.ResetTimer()
				for range b.N {
					q := qs[next%len(qs)]
					next++
					_, e := textbookAStar(m.grid, f, q.Start, q.Goal)
					exp += e
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(exp, 1)), "ns/exp")
				b.ReportMetric(float64(exp)/float64(b.N), "exp/query")
			})
		}
	}
}

// benchPath is a raw path of the fixed sample of found paths per map and footprint: up to
// 100 queries spread evenly over the shuffled list (computed untimed).
type benchPath struct {
	nodes      []pathing.Point
	searchTime time.Duration
}

func samplePaths(b *testing.B, m *benchMap, f pathing.Footprint) []benchPath {
	if ps, ok := m.paths[f]; ok {
		return ps
	}
	qs := queriesFor(b, m, f)
	var s pathing.Searcher
	var out []benchPath
	step := max(1, len(qs)/100)
	for i := 0; i < len(qs) && len(out) < 100; i += step {
		t0 := time.Now()
		r := s.Search(m.grid, f, pathing.Aware, qs[i].Start, qs[i].Goal, nil)
		d := time.Since(t0)
		if r.Failure == pathing.NoFailure {
			out = append(out, benchPath{append([]pathing.Point(nil), r.Path...), d})
		}
	}
	m.paths[f] = out
	return out
}

// BenchmarkSmooth smooths the raw paths of a sample of the same queries
// (binary strategy, exact sampling), one path per op. smooth-%-of-astar
// compares with the A* time of those same queries, measured untimed in
// the same run.
func BenchmarkSmooth(b *testing.B) {
	for _, m := range loadBenchMaps(b) {
		for _, f := range benchAgents {
			paths := samplePaths(b, m, f)
			if len(paths) == 0 {
				continue
			}
			var searchNS float64
			for _, p := range paths {
				searchNS += float64(p.searchTime.Nanoseconds())
			}
			searchNS /= float64(len(paths))
			for _, st := range []pathing.Strategy{pathing.Binary, pathing.Linear} {
				b.Run(m.name+"/"+f.String()+"/"+st.String(), func(b *testing.B) {
					var sm pathing.Smoother
					sm.Smooth(m.grid, f, paths[0].nodes, pathing.Exact, st, nil)
					nodes, tests := 0, 0
					b.ReportAllocs()
					b.ResetTimer()
					for i := range b.N {
						p := paths[i%len(paths)]
						r := sm.Smooth(m.grid, f, p.nodes, pathing.Exact, st, nil)
						nodes += len(p.nodes)
						tests += r.Tests
					}
					perQuery := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
					b.ReportMetric(float64(tests)/float64(b.N), "tests/query")
					b.ReportMetric(100*perQuery/searchNS, "smooth-%-of-astar")
				})
			}
		}
	}
}

// BenchmarkVisible runs the exact visibility tests that smoothing makes on
// the sampled paths (every probe of every step), one test per op.
func BenchmarkVisible(b *testing.B) {
	type move struct{ a, b pathing.Point }
	for _, f := range benchAgents {
		var moves []move
		var grids []*pathing.Grid
		for _, m := range loadBenchMaps(b) {
			var sm pathing.Smoother
			var tr pathing.SmoothTrace
			for _, p := range samplePaths(b, m, f) {
				sm.Smooth(m.grid, f, p.nodes, pathing.Exact, pathing.Binary, &tr)
				for _, st := range tr.Steps {
					for _, pr := range st.Probes {
						if !pr.Known {
							moves = append(moves, move{p.nodes[st.Anchor], p.nodes[pr.T]})
							grids = append(grids, m.grid)
						}
					}
				}
			}
		}
		if len(moves) == 0 {
			continue
		}
		b.Run(f.String(), func(b *testing.B) {
			cells := 0
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				k := i % len(moves)
				_, n := pathing.Visible(grids[k], f, moves[k].a, moves[k].b, pathing.Exact)
				cells += n
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(cells, 1)), "ns/cell")
			b.ReportMetric(float64(cells)/float64(b.N), "cells/test")
		})
	}
}

// textbookAStar is A* as a textbook writes it: maps for g, parents and the
// closed set, container/heap with lazy deletion, the footprint checked cell
// by cell. It returns the cost (-1 when there is none) and the expansions.
func textbookAStar(g *pathing.Grid, f pathing.Footprint, start, goal pathing.Point) (float64, int) {
	valid := func(p pathing.Point) bool { return g.Fits(f, p) }
	if !valid(start) || !valid(goal) {
		return -1, 0
	}
	h := func(p pathing.Point) float64 {
		dx, dy := math.Abs(float64(p.X-goal.X)), math.Abs(float64(p.Y-goal.Y))
		return math.Max(dx, dy) + (math.Sqrt2-1)*math.Min(dx, dy)
	}
	gs := map[pathing.Point]float64{start: 0}
	parent := map[pathing.Point]pathing.Point{}
	closed := map[pathing.Point]bool{}
	open := &tbHeap{{start, h(start), 0}}
	expanded := 0
	for open.Len() > 0 {
		it := heap.Pop(open).(tbItem)
		if closed[it.p] {
			continue
		}
		closed[it.p] = true
		expanded++
		if it.p == goal {
			return it.g, expanded
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if dx == 0 && dy == 0 {
					continue
				}
				n := pathing.Pt(it.p.X+dx, it.p.Y+dy)
				if closed[n] || !valid(n) {
					continue
				}
				cost := 1.0
				if dx != 0 && dy != 0 {
					if !valid(pathing.Pt(it.p.X+dx, it.p.Y)) || !valid(pathing.Pt(it.p.X, it.p.Y+dy)) {
						continue
					}
					cost = math.Sqrt2
				}
				ng := it.g + cost
				if old, ok := gs[n]; ok && ng >= old {
					continue
				}
				gs[n] = ng
				parent[n] = it.p
				heap.Push(open, tbItem{n, ng + h(n), ng})
			}
		}
	}
	return -1, expanded
}

type tbItem struct {
	p    pathing.Point
	f, g float64
}

type tbHeap []tbItem

func (h tbHeap) Len() int { return len(h) }
func (h tbHeap) Less(i, j int) bool {
	if h[i].f != h[j].f {
		return h[i].f < h[j].f
	}
	return h[i].g > h[j].g
}
func (h tbHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *tbHeap) Push(x any)   { *h = append(*h, x.(tbItem)) }
func (h *tbHeap) Pop() any {
	old := *h
	it := old[len(old)-1]
	*h = old[:len(old)-1]
	return it
}
