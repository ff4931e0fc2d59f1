package pathing_test

import (
	"slices"
	"testing"

	"swath/levels"
	"swath/pathing"
)

func mustLoad(t *testing.T, path string) *pathing.Grid {
	t.Helper()
	g, err := levels.LoadMap(path)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestResumeOnABigMap paints a wall across the route on the 512×512 Moving
// AI random map, cell by cell, with the app's checkpoint spacing, and
// compares each resumed search with a fresh one.
func TestResumeOnABigMap(t *testing.T) {
	g := mustLoad(t, "../testdata/movingai/random/random512-20-0.map")
	f := pathing.Footprint{1, 1}
	start, goal := pathing.Pt(8, 8), pathing.Pt(g.Width()-9, g.Height()-9)
	for !g.Fits(f, start) {
		start = start.Add(pathing.Pt(1, 1))
	}
	for !g.Fits(f, goal) {
		goal = goal.Add(pathing.Pt(-1, -1))
	}
	res := &pathing.Searcher{Resumable: true}
	fresh := new(pathing.Searcher)
	res.Search(g, f, pathing.Aware, start, goal, nil)
	reused, total := 0, 0
	y := g.Height() / 2
	for x := 200; x < 320; x += 3 {
		g.Set(x, y, true)
		got := res.Search(g, f, pathing.Aware, start, goal, nil)
		got.Path = slices.Clone(got.Path)
		want := fresh.Search(g, f, pathing.Aware, start, goal, nil)
		if got.Failure != want.Failure || got.Expanded != want.Expanded || got.Cost != want.Cost || !slices.Equal(got.Path, want.Path) {
			t.Fatalf("wall to x=%d: resumed search (reused %d of %d expansions) differs from a fresh one (%d expansions, cost %v vs %v)",
				x, got.Reused, got.Expanded, want.Expanded, got.Cost, want.Cost)
		}
		reused, total = reused+got.Reused, total+got.Expanded
	}
	t.Logf("reused %d of %d expansions (%.0f %%)", reused, total, 100*float64(reused)/float64(total))
	if reused == 0 {
		t.Error("no search was resumed")
	}
}
