package levels

import (
	"math/rand/v2"
	"testing"

	"swath/pathing"
)

// TestMaze: a perfect maze has every room free, m²−1 passages (a tree
// joins the m² rooms) and nothing else free, and one region holds them all.
func TestMaze(t *testing.T) {
	for _, n := range []int{3, 4, 9, 10, 31} {
		seed := uint64(n)
		t.Logf("n %d seed %d", n, seed)
		g := Maze(n, rand.New(rand.NewPCG(seed, 0)))
		m := (n + 1) / 2
		free := 0
		for y := range n {
			for x := range n {
				if !g.Blocked(x, y) {
					free++
				} else if x%2 == 0 && y%2 == 0 {
					t.Fatalf("n %d: room (%d,%d) blocked", n, x, y)
				}
			}
		}
		if want := 2*m*m - 1; free != want {
			t.Fatalf("n %d: %d free cells, want %d rooms and passages", n, free, want)
		}
		var sr pathing.Searcher
		var r pathing.Regions
		sr.Regions(g, pathing.Footprint{L: 1, W: 1}, pathing.Aware, &r)
		last := 2 * ((n - 1) / 2)
		if r.Count() != 1 || !r.Connected(pathing.Pt(0, 0), pathing.Pt(last, last)) {
			t.Fatalf("n %d: %d regions; want one joining (0,0) and (%d,%d)", n, r.Count(), last, last)
		}
	}
}
