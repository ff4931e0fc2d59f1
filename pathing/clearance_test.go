package pathing

import (
	"math/rand/v2"
	"testing"
)

// TestClearanceAgainstBruteForce tries every square footprint at every cell
// with Grid.Fits and compares the largest that fits.
func TestClearanceAgainstBruteForce(t *testing.T) {
	seed := uint64(16)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	var c Clearance
	for n := range 300 {
		w, h := 1+r.IntN(14), 1+r.IntN(14)
		g := randomGrid(r, w, h, []float64{0, 0.05, 0.15, 0.35}[n%4])
		c.Compute(g)
		for y := range h {
			for x := range w {
				want := 0
				for k := 1; k <= max(w, h); k++ {
					if g.Fits(Footprint{k, k}, Pt(x, y)) {
						want = k
					}
				}
				if got := c.At(Pt(x, y)); got != want {
					t.Fatalf("map %d (%dx%d):\n%s\nclearance at (%d,%d) = %d, want %d", n, w, h, g, x, y, got, want)
				}
			}
		}
	}
}

func TestClearanceHandCases(t *testing.T) {
	g := ParseGrid(
		".....",
		".....",
		"..#..",
		".....",
	)
	var c Clearance
	c.Compute(g)
	for _, tc := range []struct {
		p    Point
		want int
	}{{Pt(0, 0), 2}, {Pt(2, 2), 0}, {Pt(3, 0), 2}, {Pt(1, 1), 1}, {Pt(4, 3), 1}, {Pt(-1, 0), 0}} {
		if got := c.At(tc.p); got != tc.want {
			t.Errorf("%v: %d, want %d\n%s", tc.p, got, tc.want, g)
		}
	}
	if c.Max() != 2 {
		t.Errorf("max %d, want 2", c.Max())
	}
}
