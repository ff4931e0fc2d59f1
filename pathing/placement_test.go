package pathing

import (
	"testing"
)

// TestValidAgainstLoops checks the O(1) placement test against a loop over
// the footprint's cells, for every pivot (off-map ones too), footprints
// 1×1..6×6, on random grids edited in place with Set, Fill and Clear: every
// edit must invalidate the cached placement grid.
func TestValidAgainstLoops(t *testing.T) {
	rng := seeded(t, 61)
	var s Searcher
	for round := range 40 {
		g := NewGrid(3+rng.IntN(20), 3+rng.IntN(20))
		for edit := range 6 {
			switch edit {
			case 0:
				for range g.Width() * g.Height() / 6 {
					g.Set(rng.IntN(g.Width()), rng.IntN(g.Height()), true)
				}
			case 1, 4:
				x, y := rng.IntN(g.Width()), rng.IntN(g.Height())
				g.Set(x, y, !g.Blocked(x, y))
			case 2:
				x, y := rng.IntN(g.Width()), rng.IntN(g.Height())
				g.Fill(Rect{x, y, x + rng.IntN(4), y + rng.IntN(4)}, rng.IntN(2) == 0)
			case 3:
				g.Clear()
				g.Set(rng.IntN(g.Width()), rng.IntN(g.Height()), true)
			case 5:
				g = g.Resized(g.Width()+rng.IntN(5)-2, g.Height()+rng.IntN(5)-2)
			}
			for l := 1; l <= 6; l++ {
				for w := 1; w <= 6; w++ {
					f := Footprint{l, w}
					for _, mode := range []SearchMode{Aware, PointMode} {
						rf := f
						if mode == PointMode {
							rf = Footprint{1, 1}
						}
						for y := -2; y < g.Height()+2; y++ {
							for x := -2; x < g.Width()+2; x++ {
								want := refValid(g, rf, Pt(x, y))
								if got := s.Valid(g, f, mode, Pt(x, y)); got != want {
									t.Fatalf("round %d edit %d: Valid(%v, %v, %v) = %v, want %v\n%s", round, edit, f, mode, Pt(x, y), got, want, g)
								}
								if got := g.Fits(rf, Pt(x, y)); got != want {
									t.Fatalf("round %d edit %d: Fits(%v, %v) = %v, want %v", round, edit, rf, Pt(x, y), got, want)
								}
								if got := g.FitError(rf, Pt(x, y)) == nil; got != want {
									t.Fatalf("round %d edit %d: FitError(%v, %v) = %v, want nil %v", round, edit, rf, Pt(x, y), g.FitError(rf, Pt(x, y)), want)
								}
							}
						}
					}
				}
			}
		}
	}
}
