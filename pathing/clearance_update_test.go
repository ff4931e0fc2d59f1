package pathing

import (
	"math/rand/v2"
	"testing"
)

// TestClearanceUpdateMatchesCompute edits random maps with random boxes
// (filled or cleared) and checks that Update leaves the same clearances as
// computing the map afresh.
func TestClearanceUpdateMatchesCompute(t *testing.T) {
	seed := uint64(1616)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	var inc, fresh Clearance
	for n := range 200 {
		w, h := 1+r.IntN(40), 1+r.IntN(40)
		g := randomGrid(r, w, h, []float64{0, 0.05, 0.15, 0.35, 0.8}[n%5])
		inc.Compute(g)
		for e := range 20 {
			x, y := r.IntN(w), r.IntN(h)
			b := Rect{MinX: x, MinY: y, MaxX: min(x+r.IntN(4), w-1), MaxY: min(y+r.IntN(4), h-1)}
			if g.Fill(b, r.IntN(2) == 0) == 0 {
				continue
			}
			inc.Update(g, b)
			fresh.Compute(g)
			for i := range fresh.side {
				if inc.side[i] != fresh.side[i] {
					t.Fatalf("map %d edit %d (%v):\n%s\nclearance at (%d,%d) = %d, want %d",
						n, e, b, g, i%w, i/w, inc.side[i], fresh.side[i])
				}
			}
		}
	}
}
