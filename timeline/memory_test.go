package timeline

import (
	"cmp"
	"runtime"
	"slices"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// longQuery512 is the longest query of the Moving AI random512-20-0
// scenarios (fixture copied into testdata/movingai by the levels work).
func longQuery512(tb testing.TB) (*pathing.Grid, pathing.Query) {
	g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
	if err != nil {
		tb.Fatal(err)
	}
	sc, err := levels.LoadScen("../testdata/movingai/random/random512-20-0.map.scen")
	if err != nil {
		tb.Fatal(err)
	}
	best := sc[0]
	for _, s := range sc {
		if s.Optimal > best.Optimal {
			best = s
		}
	}
	return g, pathing.Query{Start: best.Start, Goal: best.Goal}
}

// The timeline of a long query on a 512×512 map stays small: a few int32
// per cell for the search colouring and a few words per expansion and
// probe; every step's geometry is recomputed.
func TestTimelineMemory512(t *testing.T) {
	g, q := longQuery512(t)
	for _, agent := range []pathing.Footprint{{L: 1, W: 1}, {L: 2, W: 2}} {
		q.Agent = agent
		if agent.L > 1 {
			q = longestFor(t, g, agent)
		}
		for _, st := range []pathing.Strategy{pathing.Binary, pathing.Linear} {
			q.Strategy = st
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			tl := Build(g, q)
			runtime.GC()
			runtime.ReadMemStats(&after)
			held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
			p := tl.Plan()
			if !p.Found {
				t.Fatalf("%v %v: no route: %s", agent, st, p.Err)
			}
			cells := g.Width() * g.Height()
			t.Logf("512x512 %v %v %v→%v: %d steps (%d expansions, %d probes, %d walk), Bytes()=%d (%.1f per cell, %.1f per step), heap held %d",
				agent, st, q.Start, q.Goal, tl.Len(), tl.Expansions(), len(tl.probes), tl.nWalk,
				tl.Bytes(), float64(tl.Bytes())/float64(cells), float64(tl.Bytes())/float64(tl.Len()), held)
			// per cell: two int32 and the grid copy; per expansion: a few
			// int32 and the opened cells; per probe: one small record
			if limit := 9*cells + 64*tl.Expansions() + 32*len(tl.probes) + 1<<16; tl.Bytes() > limit {
				t.Errorf("%v %v: timeline holds %d bytes, more than %d", agent, st, tl.Bytes(), limit)
			}
			if held > int64(tl.Bytes())+1<<20 {
				t.Errorf("%v %v: the heap grew by %d bytes, Bytes() says %d", agent, st, held, tl.Bytes())
			}
			// a step in the middle of the smoothing and of the walk
			v := tl.At((tl.PhaseStart(PhaseSmooth) + tl.PhaseStart(PhaseResult)) / 2)
			t.Logf("  %s", v.Text)
			runtime.KeepAlive(tl)
		}
	}
}

// longestFor is the longest scenario of random512-20-0 whose ends fit f
// and that has a route for f.
func longestFor(tb testing.TB, g *pathing.Grid, f pathing.Footprint) pathing.Query {
	sc, err := levels.LoadScen("../testdata/movingai/random/random512-20-0.map.scen")
	if err != nil {
		tb.Fatal(err)
	}
	slices.SortFunc(sc, func(a, b levels.Scenario) int { return cmp.Compare(b.Optimal, a.Optimal) })
	var p pathing.Planner
	for _, s := range sc {
		q := pathing.Query{Start: s.Start, Goal: s.Goal, Agent: f}
		if p.Searcher.Valid(g, f, pathing.Aware, s.Start) && p.Searcher.Valid(g, f, pathing.Aware, s.Goal) && p.Plan(g, q, nil).Found {
			return q
		}
	}
	tb.Fatalf("no scenario has a route for %v", f)
	return pathing.Query{}
}

func BenchmarkTimelineBuild512(b *testing.B) {
	g, q := longQuery512(b)
	var tb Builder
	var tl *Timeline
	for b.Loop() {
		tl = tb.Build(g, q)
	}
	b.ReportMetric(float64(tl.Bytes()), "timeline-bytes")
	b.ReportMetric(float64(tl.Len()), "steps")
}

func BenchmarkTimelineAt512(b *testing.B) {
	g, q := longQuery512(b)
	tl := Build(g, q)
	s, e := tl.PhaseStart(PhaseSmooth), tl.Len()
	i := s
	for b.Loop() {
		tl.At(i)
		if i++; i == e {
			i = s
		}
	}
}
