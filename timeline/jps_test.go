package timeline

import (
	"math"
	"reflect"
	"slices"
	"testing"

	"swath/pathing"
)

// jpsCases are the timeline cases searched with JPS.
func jpsCases(t testing.TB) []tlCase {
	var out []tlCase
	for _, c := range allCases(t) {
		c.name += "-jps"
		c.q.Algorithm = pathing.JPS
		out = append(out, c)
	}
	return out
}

// A JPS timeline's search phase is the JPS trace, step for step: one step
// per jump point expanded, in the trace's order, each with exactly the
// runs, successors and forced neighbours the trace recorded for it; the
// per-cell scanned steps are the first expansion whose runs passed over
// the cell, and the running count of cells scanned ends at the plan's.
func TestJPSTimelineMatchesTrace(t *testing.T) {
	checked := 0
	for _, c := range jpsCases(t) {
		g := pathing.ParseGrid(c.rows...)
		tl := Build(g, c.q)
		var tr pathing.JPSTrace
		var js pathing.JPSearcher
		q := tl.Query()
		if !g.In(q.Start) || !g.In(q.Goal) {
			if tl.Expansions() != 0 {
				t.Fatalf("%s: marker off the map but %d expansions", c.name, tl.Expansions())
			}
			continue
		}
		sr := js.Search(g, q.Agent, q.Search, q.Start, q.Goal, &tr)
		if tl.Algorithm() != pathing.JPS {
			t.Fatalf("%s: timeline algorithm %v", c.name, tl.Algorithm())
		}
		if tl.Expansions() != len(tr.Expanded) || sr.Expanded != len(tr.Expanded) {
			t.Fatalf("%s: %d search steps, trace has %d expansions (search says %d)", c.name, tl.Expansions(), len(tr.Expanded), sr.Expanded)
		}
		firstScan := map[pathing.Point]int{}
		sum := 0
		lastG := 0.0
		for k, p := range tr.Expanded {
			v := tl.At(k)
			if v.Kind != StepExpand || v.Algorithm != pathing.JPS || v.SearchStep != k {
				t.Fatalf("%s step %d: kind %v, algorithm %v, search step %d", c.name, k, v.Kind, v.Algorithm, v.SearchStep)
			}
			if v.Expanded != p {
				t.Fatalf("%s step %d: expands %v, trace %v", c.name, k, v.Expanded, p)
			}
			rlo, slo := 0, 0
			if k > 0 {
				rlo, slo = int(tr.RunsEnd[k-1]), int(tr.SuccEnd[k-1])
			}
			runs, succs := tr.Runs[rlo:tr.RunsEnd[k]], tr.Successors[slo:tr.SuccEnd[k]]
			if !slices.Equal(v.Runs, runs) || !slices.Equal(v.Successors, succs) {
				t.Fatalf("%s step %d: runs %v succs %v, trace %v %v", c.name, k, v.Runs, v.Successors, runs, succs)
			}
			var forced []pathing.Point
			cells := 0
			for _, r := range runs {
				cells += r.Len
				for i := range r.Len {
					cell := pathing.Pt(r.From.X+i*r.Dir.X, r.From.Y+i*r.Dir.Y)
					if _, ok := firstScan[cell]; !ok {
						firstScan[cell] = k
					}
				}
				if r.Stop == pathing.JPSForced {
					if r.NForced == 0 {
						t.Fatalf("%s step %d: run %v stopped forced with no forced neighbour", c.name, k, r)
					}
					for _, f := range r.Forced[:r.NForced] {
						fc := pathing.Pt(r.Last().X+f.X, r.Last().Y+f.Y)
						if !g.In(fc) {
							t.Fatalf("%s step %d: forced neighbour %v off the map", c.name, k, fc)
						}
						forced = append(forced, fc)
					}
				}
			}
			sum += cells
			if !slices.Equal(v.Forced, forced) || v.RunCells != cells || v.ScannedSoFar != sum {
				t.Fatalf("%s step %d: forced %v cells %d so far %d; want %v %d %d", c.name, k, v.Forced, v.RunCells, v.ScannedSoFar, forced, cells, sum)
			}
			var opened []pathing.Point
			for _, s := range succs {
				if s.Opened {
					opened = append(opened, s.To)
				}
			}
			if !slices.Equal(v.Opened, opened) {
				t.Fatalf("%s step %d: opened %v, want %v", c.name, k, v.Opened, opened)
			}
			if v.Closed != k+1 {
				t.Fatalf("%s step %d: %d closed", c.name, k, v.Closed)
			}
			lastG = v.G
		}
		if sum != sr.Scanned || tl.Plan().Scanned != sr.Scanned {
			t.Fatalf("%s: runs hold %d cells, the search scanned %d (plan %d)", c.name, sum, sr.Scanned, tl.Plan().Scanned)
		}
		if tl.Plan().Found && math.Abs(lastG-tl.Plan().RawCost) > 1e-4 {
			t.Fatalf("%s: g of the goal's expansion %.4f, raw cost %.4f", c.name, lastG, tl.Plan().RawCost)
		}
		sa := tl.ScannedAt()
		for i, at := range sa {
			p := pathing.Pt(i%g.Width(), i/g.Width())
			want, ok := firstScan[p]
			if !ok {
				want = NotReached
			}
			if int(at) != want {
				t.Fatalf("%s: cell %v scanned at step %d, want %d", c.name, p, at, want)
			}
			if ok {
				st := tl.SearchCell(p, want)
				if st == CellUntouched || (want > 0 && tl.SearchCell(p, want-1) == CellScanned) {
					t.Fatalf("%s: cell %v at step %d is %v", c.name, p, want, st)
				}
			}
		}
		checked++
	}
	if checked < 15 {
		t.Fatalf("only %d JPS timelines checked", checked)
	}
}

// Stepping a JPS timeline forward and back gives identical views, and the
// phases after the search follow it as they do for A*.
func TestJPSTimelineStepBack(t *testing.T) {
	for _, c := range jpsCases(t) {
		tl := c.build()
		var p Player
		p.Reset(tl.Len(), 0)
		fwd := []StepView{tl.At(0)}
		for p.Step(+1) {
			fwd = append(fwd, tl.At(p.Cursor()))
		}
		for i := len(fwd) - 1; i >= 0; i-- {
			if got := tl.At(i); !reflect.DeepEqual(got, fwd[i]) {
				t.Fatalf("%s: step %d differs going back", c.name, i)
			}
			if i > 0 {
				p.Step(-1)
			}
		}
		if tl.Anchors() > 0 && tl.PhaseStart(PhaseSmooth) != tl.Expansions()+1 {
			t.Fatalf("%s: smoothing starts at %d after %d expansions", c.name, tl.PhaseStart(PhaseSmooth), tl.Expansions())
		}
	}
}

// Both timelines report both algorithms' figures: the traced plan's and
// a fresh search with the other algorithm.
func TestTimelineSearchesBothAlgorithms(t *testing.T) {
	for _, c := range tlCases {
		g := pathing.ParseGrid(c.rows...)
		a := Build(g, c.q)
		qj := c.q
		qj.Algorithm = pathing.JPS
		j := Build(g, qj)
		if a.Searches() != j.Searches() {
			t.Fatalf("%s: A* timeline %+v, JPS timeline %+v", c.name, a.Searches(), j.Searches())
		}
		f := a.Searches()
		if f[0].Algorithm != pathing.AStar || f[1].Algorithm != pathing.JPS {
			t.Fatalf("%s: order %v %v", c.name, f[0].Algorithm, f[1].Algorithm)
		}
		if f[0].Expanded != a.Expansions() || f[1].Expanded != j.Expansions() || f[0].Found != f[1].Found {
			t.Fatalf("%s: figures %+v, expansions %d / %d", c.name, f, a.Expansions(), j.Expansions())
		}
		if f[0].Found && f[1].Expanded > f[0].Expanded {
			t.Logf("%s: JPS expanded %d jump points, A* %d cells", c.name, f[1].Expanded, f[0].Expanded)
		}
	}
}

// BenchmarkTimelineBuildJPS512 is BenchmarkTimelineBuild512 stepping JPS:
// compare the two (the JPS build also counts an A* search, and the A*
// build a JPS search, for the figures).
func BenchmarkTimelineBuildJPS512(b *testing.B) {
	g, q := longQuery512(b)
	q.Algorithm = pathing.JPS
	var tb Builder
	var tl *Timeline
	for b.Loop() {
		tl = tb.Build(g, q)
	}
	b.ReportMetric(float64(tl.Bytes()), "timeline-bytes")
	b.ReportMetric(float64(tl.Len()), "steps")
	b.ReportMetric(float64(tl.Expansions()), "search-steps")
}
