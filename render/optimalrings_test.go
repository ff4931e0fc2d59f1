package render

import (
	"math"
	"strings"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// staircase is a route turning at every cell: a maze's shortest route seen
// from far away.
func staircase(n int) []pathing.Point {
	wp := []pathing.Point{{X: 0, Y: 0}}
	for i := 1; i < n; i++ {
		p := wp[len(wp)-1]
		if i%2 == 1 {
			p.X++
		} else {
			p.Y++
		}
		wp = append(wp, p)
	}
	return wp
}

// optimalRings are the centres of the corner rings drawOptimal draws for
// wp at scale pixels per cell.
func optimalRings(wp []pathing.Point, scale float64) [][2]float64 {
	at := func(p pathing.Point) (float64, float64) {
		return (float64(p.X) + 0.5) * scale, (float64(p.Y) + 0.5) * scale
	}
	all := func(x, y, pad float64) bool { return true }
	var out [][2]float64
	for _, sh := range drawOptimal(nil, wp, scale, at, all) {
		if sh.Kind == Circle && sh.Color == assets.Optimal {
			out = append(out, [2]float64{float64(sh.X0), float64(sh.Y0)})
		}
	}
	return out
}

// TestOptimalRingsThinWhenZoomedOut: at 20 px a cell every corner of a
// staircase gets its ring; at 1 px a cell no two rings are closer than 3
// radii with their casing (they would cover the map), and there are still some.
func TestOptimalRingsThinWhenZoomedOut(t *testing.T) {
	wp := staircase(200)
	if got := optimalRings(wp, 20); len(got) != len(wp)-2 {
		t.Fatalf("at 20 px a cell: %d rings, want one at each of the %d corners", len(got), len(wp)-2)
	}
	rings := optimalRings(wp, 1)
	if len(rings) < 5 {
		t.Fatalf("at 1 px a cell: %d rings, want some still", len(rings))
	}
	r := clamp(0.25, 2.5, 7)
	for i := 1; i < len(rings); i++ {
		a, b := rings[i-1], rings[i]
		if d := math.Hypot(a[0]-b[0], a[1]-b[1]); d < 3*(r+1)-1e-9 {
			t.Fatalf("at 1 px a cell rings %d and %d are %.1f px apart, want at least %.1f (%d rings for %d corners)",
				i-1, i, d, 3*(r+1), len(rings), len(wp)-2)
		}
	}
}

// TestLegendNamesTheLayersMarks: with the shortest route and the tightest
// squeeze on, the legend names the corner rings and says what the
// squeeze's "room N" measures.
func TestLegendNamesTheLayersMarks(t *testing.T) {
	s := small()
	withFootLayers(s, false, false, false, true)
	ly := s.Layers()
	ly.Optimal = true
	s.Apply(scene.SetLayers{Layers: ly})
	var names []string
	for _, it := range legendOf(s) {
		names = append(names, it.name)
	}
	got := strings.Join(names, "\n")
	for _, want := range []string{"shortest possible's corners", "room N means", "N cells wider and taller"} {
		if !strings.Contains(got, want) {
			t.Errorf("legend lacks %q:\n%s", want, got)
		}
	}
}
