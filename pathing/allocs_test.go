package pathing

import "testing"

// The fast paths promise to allocate nothing once warm: a search on a
// Searcher that has searched this map before, a visibility test, a sweep
// until its cells are asked for, and smoothing on a warm Smoother.
func TestFastPathsAllocateNothing(t *testing.T) {
	g := ParseGrid(
		"....................",
		"....................",
		"....#########.......",
		"............#.......",
		"..#####.....#.......",
		"......#.....#.......",
		"......#.............",
		"......#######.......",
		"....................",
		"....................",
	)
	start, goal := Pt(1, 0), Pt(17, 8)
	for _, f := range []Footprint{{1, 1}, {2, 1}, {3, 2}} {
		for _, mode := range SearchModes() {
			var s Searcher
			res := s.Search(g, f, mode, start, goal, nil)
			if res.Failure != NoFailure {
				t.Fatalf("%v %v: %v", f, mode, res.Failure)
			}
			path := append([]Point(nil), res.Path...)
			if n := testing.AllocsPerRun(20, func() { s.Search(g, f, mode, start, goal, nil) }); n != 0 {
				t.Errorf("%v %v: a warm search allocates %.0f times", f, mode, n)
			}
			var sm Smoother
			for _, smp := range Samplings() {
				for _, st := range Strategies() {
					sm.Smooth(g, f, path, smp, st, nil)
					if n := testing.AllocsPerRun(20, func() { sm.Smooth(g, f, path, smp, st, nil) }); n != 0 {
						t.Errorf("%v %v %v %v: a warm smoothing allocates %.0f times", f, mode, smp, st, n)
					}
					q := FarthestQuery{Grid: g, Agent: f, Nodes: path, Sampling: smp, Strategy: st}
					if n := testing.AllocsPerRun(20, func() { Farthest(q, nil) }); n != 0 {
						t.Errorf("%v %v %v: Farthest without probes allocates %.0f times", f, smp, st, n)
					}
				}
			}
		}
		for _, smp := range Samplings() {
			if n := testing.AllocsPerRun(20, func() {
				sw := NewSweep(f, start, goal, smp)
				sw.Size()
				sw.Contains(Pt(3, 3))
				sw.Column(4)
				Visible(g, f, start, goal, smp)
			}); n != 0 {
				t.Errorf("%v %v: a sweep and a visibility test allocate %.0f times", f, smp, n)
			}
		}
	}
}
