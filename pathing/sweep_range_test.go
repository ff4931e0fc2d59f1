package pathing

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// maxSide is the largest agent side Swath offers (levels.MaxAgentSide).
const maxSide = 16

// TestSweepFarFromOrigin: a move shifted to the ends of the coordinate
// range MaxSweepCoord promises has the same scan set, shifted: no product
// of the sweep's arithmetic overflows there.
func TestSweepFarFromOrigin(t *testing.T) {
	seed := uint64(5)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	for range 300 {
		f := Footprint{L: 1 + r.IntN(maxSide), W: 1 + r.IntN(maxSide)}
		a := Pt(r.IntN(41)-20, r.IntN(41)-20)
		b := Pt(r.IntN(41)-20, r.IntN(41)-20)
		for _, s := range []Sampling{Exact, Paper} {
			near := NewSweep(f, a, b, s)
			want := near.Cells()
			for _, off := range []Point{{MaxSweepCoord - 40, MaxSweepCoord - 40}, {-MaxSweepCoord + 40, MaxSweepCoord - 40}, {-MaxSweepCoord + 40, -MaxSweepCoord + 40}} {
				far := NewSweep(f, a.Add(off), b.Add(off), s)
				got := far.Cells()
				shifted := make([]Point, len(want))
				for i, p := range want {
					shifted[i] = p.Add(off)
				}
				if !slices.Equal(got, shifted) {
					t.Fatalf("%v %v->%v %v shifted by %v: %d cells, want %d", f, a, b, s, off, len(got), len(shifted))
				}
			}
		}
	}
}

// TestSweepLongestMoves: the longest oblique moves within ±MaxSweepCoord
// keep the footprint at both ends inside the scan set, which overflowing
// arithmetic breaks (the rows come out anywhere, or a division by zero).
func TestSweepLongestMoves(t *testing.T) {
	seed := uint64(9)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	c := MaxSweepCoord - maxSide
	coord := func() int { return r.IntN(2*c+1) - c }
	for range 2000 {
		f := Footprint{L: 1 + r.IntN(maxSide), W: 1 + r.IntN(maxSide)}
		a, b := Pt(-c+r.IntN(8), coord()), Pt(c-r.IntN(8), coord())
		if r.IntN(2) == 0 {
			a, b = b, a
		}
		for _, s := range []Sampling{Exact, Paper} {
			sw := NewSweep(f, a, b, s)
			for _, p := range []Point{a, b} {
				y0, y1, ok := sw.Column(p.X)
				if !ok || y0 > p.Y-f.Top() || y1 < p.Y+f.Bottom() {
					t.Fatalf("%v %v->%v %v: column %d has rows %d..%d (ok %v), want %d..%d inside", f, a, b, s, p.X, y0, y1, ok, p.Y-f.Top(), p.Y+f.Bottom())
				}
			}
		}
	}
}
