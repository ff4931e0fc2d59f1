package pathing

import (
	"slices"
	"testing"
)

// sameSearch reports how a resumed search's result differs from a fresh
// one's, or "".
func sameSearch(got, want SearchResult) string {
	switch {
	case got.Failure != want.Failure:
		return "failure " + got.Failure.String() + ", fresh " + want.Failure.String()
	case got.Expanded != want.Expanded:
		return "expansions differ"
	case got.Cost != want.Cost:
		return "cost differs"
	case !slices.Equal(got.Path, want.Path):
		return "path differs"
	}
	return ""
}

// TestResumeMatchesFreshSearch edits random maps with strokes, boxes and
// erasures, as a person painting does, and after every edit compares a
// Resumable searcher, which resumes its previous search, with a fresh
// searcher: the same path, cost, expansion count and failure every time.
// It also requires that resuming happened, both part way and whole.
func TestResumeMatchesFreshSearch(t *testing.T) {
	rng := seeded(t, 20261129)
	defer func(n int) { checkEvery = n }(checkEvery)
	checkEvery = 16 // checkpoints on these small maps too
	partial, whole, edits := 0, 0, 0
	for m := 0; m < 24; m++ {
		w, h := 40+rng.IntN(90), 40+rng.IntN(90)
		g := NewGrid(w, h)
		density := 0.1 + 0.2*rng.Float64()
		for y := range h {
			for x := range w {
				if rng.Float64() < density {
					g.Set(x, y, true)
				}
			}
		}
		f := Footprint{1 + rng.IntN(3), 1 + rng.IntN(3)}
		mode := Aware
		if m%4 == 3 {
			mode = PointMode
		}
		start, goal := Pt(rng.IntN(w/4), rng.IntN(h/4)), Pt(w-1-rng.IntN(w/4), h-1-rng.IntN(h/4))
		g.Fill(Rect{start.X - 2, start.Y - 2, start.X + 2, start.Y + 2}, false)
		g.Fill(Rect{goal.X - 2, goal.Y - 2, goal.X + 2, goal.Y + 2}, false)
		res := &Searcher{Resumable: true}
		res.Search(g, f, mode, start, goal, nil)
		for e := 0; e < 60; e++ {
			x, y := rng.IntN(w), rng.IntN(h)
			switch rng.IntN(4) {
			case 0, 1: // a stroke of a few cells
				blocked := rng.IntN(5) > 0
				for range 1 + rng.IntN(6) {
					g.Set(x, y, blocked)
					x, y = min(max(x+rng.IntN(3)-1, 0), w-1), min(max(y+rng.IntN(3)-1, 0), h-1)
				}
			case 2: // a box
				g.Fill(Rect{x, y, x + rng.IntN(6), y + rng.IntN(6)}, rng.IntN(3) > 0)
			case 3: // one cell
				g.Set(x, y, !g.Blocked(x, y))
			}
			edits++
			got := res.Search(g, f, mode, start, goal, nil)
			got.Path = slices.Clone(got.Path)
			want := new(Searcher).Search(g, f, mode, start, goal, nil)
			if d := sameSearch(got, want); d != "" {
				t.Fatalf("map %d (%dx%d, %v %v), edit %d: resumed search (reused %d of %d expansions): %s",
					m, w, h, f, mode, e, got.Reused, got.Expanded, d)
			}
			switch {
			case got.Reused == got.Expanded && got.Expanded > 0:
				whole++
			case got.Reused > 0:
				partial++
			}
		}
	}
	t.Logf("%d edits: %d resumed part way, %d answered whole from the last search", edits, partial, whole)
	if partial < edits/20 || whole < edits/20 {
		t.Errorf("resuming too rare to be tested: %d part way, %d whole, of %d edits", partial, whole, edits)
	}
}

// TestResumeAcrossQueries checks that a Resumable searcher starts afresh
// when the query changes (markers, agent, mode) and after a search with a
// trace, and that an edit on the start's cell is handled.
func TestResumeAcrossQueries(t *testing.T) {
	g := NewGrid(60, 40)
	for y := 5; y < 35; y++ {
		g.Set(30, y, true)
	}
	s := &Searcher{Resumable: true}
	check := func(what string, f Footprint, mode SearchMode, a, b Point, tr *SearchTrace) {
		t.Helper()
		got := s.Search(g, f, mode, a, b, tr)
		got.Path = slices.Clone(got.Path)
		want := new(Searcher).Search(g, f, mode, a, b, nil)
		if d := sameSearch(got, want); d != "" {
			t.Fatalf("%s: %s", what, d)
		}
	}
	a, b := Pt(2, 20), Pt(57, 20)
	check("first", Footprint{1, 1}, Aware, a, b, nil)
	check("other goal", Footprint{1, 1}, Aware, a, Pt(57, 2), nil)
	check("other agent", Footprint{3, 2}, Aware, a, Pt(57, 2), nil)
	check("point mode", Footprint{3, 2}, PointMode, a, Pt(57, 2), nil)
	var tr SearchTrace
	check("with a trace", Footprint{3, 2}, PointMode, a, Pt(57, 2), &tr)
	g.Set(a.X, a.Y, true)
	check("start walled", Footprint{1, 1}, Aware, a, b, nil)
	g.Set(a.X, a.Y, false)
	check("start freed", Footprint{1, 1}, Aware, a, b, nil)
	g.Set(30, 36, true) // near the wall's end, where the route passes
	check("route blocked", Footprint{1, 1}, Aware, a, b, nil)
}
