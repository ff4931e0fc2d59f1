package pathing

import (
	"math/rand/v2"
	"testing"
)

// TestRegionsMatchSearch checks reachability against the search itself:
// two valid placements share a region exactly when A* finds a path, on
// seeded random maps with random footprints in both modes.
func TestRegionsMatchSearch(t *testing.T) {
	seed := uint64(9)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	var s Searcher
	var reg Regions
	for n := range 400 {
		w, h := 2+r.IntN(12), 2+r.IntN(12)
		g := randomGrid(r, w, h, 0.1+0.3*r.Float64())
		f := Footprint{1 + r.IntN(3), 1 + r.IntN(3)}
		mode := SearchModes()[n%2]
		s.Regions(g, f, mode, &reg)
		searchAgent := f
		if mode == PointMode {
			searchAgent = Footprint{1, 1}
		}
		for range 20 {
			a, b := Pt(r.IntN(w), r.IntN(h)), Pt(r.IntN(w), r.IntN(h))
			if v := g.Fits(searchAgent, a); v != (reg.Of(a) != 0) {
				t.Fatalf("map %d %v %v: %v valid %v, region %d\n%s", n, f, mode, a, v, reg.Of(a), g)
			}
			res := s.Search(g, f, mode, a, b, nil)
			if got, want := reg.Connected(a, b), res.Failure == NoFailure; got != want {
				t.Fatalf("map %d %v %v: %v→%v connected %v, search %v\n%s", n, f, mode, a, b, got, res.Failure, g)
			}
		}
	}
}
