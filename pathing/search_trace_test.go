package pathing

import (
	"slices"
	"testing"
)

// TestSearchTrace checks the search trace the animation replays: tracing
// changes nothing, every expansion has its range of opened cells, cells are
// opened before they are expanded and expanded once, and each opened cell
// is a valid placement next to the node that opened it. A traced search
// that fails leaves an empty trace, not the previous one.
func TestSearchTrace(t *testing.T) {
	rng := seeded(t, 71)
	var s Searcher
	var tr SearchTrace
	traced := 0
	for round := range 400 {
		w, h := 8+rng.IntN(20), 8+rng.IntN(20)
		g := NewGrid(w, h)
		for range w * h / 10 {
			g.Set(rng.IntN(w), rng.IntN(h), true)
		}
		f := Footprint{1 + rng.IntN(3), 1 + rng.IntN(3)}
		mode := SearchMode(rng.IntN(2))
		rf := f
		if mode == PointMode {
			rf = Footprint{1, 1}
		}
		start, goal := Pt(rng.IntN(w), rng.IntN(h)), Pt(rng.IntN(w), rng.IntN(h))
		plain := s.Search(g, f, mode, start, goal, nil)
		plainPath := slices.Clone(plain.Path)
		res := s.Search(g, f, mode, start, goal, &tr)
		if res.Failure != plain.Failure || res.Expanded != plain.Expanded || !slices.Equal(res.Path, plainPath) {
			t.Fatalf("round %d: traced search differs: %v %d %v, untraced %v %d %v", round, res.Failure, res.Expanded, res.Path, plain.Failure, plain.Expanded, plainPath)
		}
		if res.Failure == StartBlocked || res.Failure == GoalBlocked {
			if len(tr.Expanded) != 0 || len(tr.Reached.Items) != 0 || len(tr.Reached.End) != 0 {
				t.Fatalf("round %d: %v, but the trace holds %d expansions", round, res.Failure, len(tr.Expanded))
			}
			continue
		}
		traced++
		if len(tr.Expanded) != res.Expanded || len(tr.Reached.End) != len(tr.Expanded) {
			t.Fatalf("round %d: %d expansions, %d in the trace, %d opened ranges", round, res.Expanded, len(tr.Expanded), len(tr.Reached.End))
		}
		if tr.Expanded[0] != start || tr.Reached.Items[0] != start {
			t.Fatalf("round %d: trace starts with expanded %v opened %v, want the start %v", round, tr.Expanded[0], tr.Reached.Items[0], start)
		}
		if res.Failure == NoFailure && tr.Expanded[len(tr.Expanded)-1] != goal {
			t.Fatalf("round %d: last expansion %v, want the goal %v", round, tr.Expanded[len(tr.Expanded)-1], goal)
		}
		if int(tr.Reached.End[len(tr.Reached.End)-1]) != len(tr.Reached.Items) {
			t.Fatalf("round %d: ranges end at %d of %d opened cells", round, tr.Reached.End[len(tr.Reached.End)-1], len(tr.Reached.Items))
		}
		opened := map[Point]bool{}
		expanded := map[Point]bool{}
		lo := 0
		for i, e := range tr.Expanded {
			hi := int(tr.Reached.End[i])
			if hi < lo {
				t.Fatalf("round %d: opened ranges go backwards at expansion %d", round, i)
			}
			if i == 0 {
				opened[start] = true
			}
			if !opened[e] || expanded[e] || !refValid(g, rf, e) {
				t.Fatalf("round %d: expansion %d %v: opened before %v, expanded before %v, valid %v", round, i, e, opened[e], expanded[e], refValid(g, rf, e))
			}
			expanded[e] = true
			for k, o := range tr.Reached.Items[lo:hi] {
				if i == 0 && k == 0 {
					continue // the start itself
				}
				if o.Chebyshev(e) != 1 || !refValid(g, rf, o) || expanded[o] {
					t.Fatalf("round %d: expansion %d %v opened %v (adjacent %v, valid %v, already expanded %v)", round, i, e, o, o.Chebyshev(e) == 1, refValid(g, rf, o), expanded[o])
				}
				opened[o] = true
			}
			lo = hi
		}
	}
	t.Logf("%d traced searches", traced)
	if traced < 200 {
		t.Errorf("only %d of 400 searches got past the start and goal checks", traced)
	}
}
