package pathing

import (
	"math/rand/v2"
	"testing"
)

// TestPlacementGridMatchesFits: the exported grid says a pivot is valid
// exactly where the plain loop over the footprint's cells says it fits,
// and its padding ring is invalid, on random maps, after edits too.
func TestPlacementGridMatchesFits(t *testing.T) {
	const seed = 23
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	var s Searcher
	for trial := range 40 {
		w, h := 3+rng.IntN(12), 3+rng.IntN(12)
		g := NewGrid(w, h)
		for i := range w * h {
			if rng.IntN(4) == 0 {
				g.Set(i%w, i/w, true)
			}
		}
		f := Footprint{1 + rng.IntN(4), 1 + rng.IntN(4)}
		for edit := range 3 {
			ok, stride := s.PlacementGrid(g, f)
			if stride != w+2 || len(ok) != stride*(h+2) {
				t.Fatalf("trial %d: stride %d len %d for a %dx%d map", trial, stride, len(ok), w, h)
			}
			for y := -1; y <= h; y++ {
				for x := -1; x <= w; x++ {
					want := g.In(Pt(x, y)) && g.Fits(f, Pt(x, y))
					if got := ok[(y+1)*stride+x+1]; got != want {
						t.Fatalf("trial %d edit %d: %v at (%d,%d): got %v, want %v\n%s", trial, edit, f, x, y, got, want, g)
					}
				}
			}
			g.Set(rng.IntN(w), rng.IntN(h), rng.IntN(2) == 0)
		}
	}
}
