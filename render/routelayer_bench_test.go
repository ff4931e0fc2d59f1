package render

import (
	"math/rand/v2"
	"testing"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// mazeScene is an n×n perfect maze of one-cell corridors (depth-first,
// seeded), S and G at opposite corners: its route winds through most of
// the map, the longest kind of route there is.
func mazeScene(tb testing.TB, n int, seed uint64) *scene.Scene {
	tb.Helper()
	tb.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	g := levels.Maze(n, rng)
	last := 2 * ((n - 1) / 2)
	return scene.New(scene.Level{Title: "maze", Grid: g, Agent: pathing.Footprint{L: 1, W: 1},
		Start: pathing.Pt(0, 0), Goal: pathing.Pt(last, last)})
}

// BenchmarkRouteLayer builds a 1024² maze's route layer at the zoom that
// fits the map (shapes and pixels), against the same route inline in the
// map's list as the exports draw it.
func BenchmarkRouteLayer(b *testing.B) {
	s := mazeScene(b, 1024, 1)
	lay := NewLayout(1280, 800, true)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	b.Logf("%d raw nodes, %d waypoints", len(s.Selected().Plan().Raw), len(s.Selected().Plan().Waypoints))
	v := s.View()
	b.Run("layer", func(b *testing.B) {
		var c routeCache
		for b.Loop() {
			c.want = routeInputs{}
			c.update(s, v, lay.Map)
		}
		b.ReportMetric(float64(len(c.shown.List)), "shapes")
	})
	b.Run("inline", func(b *testing.B) {
		var l List
		for b.Loop() {
			l = buildRoute(l[:0], routeDataOf(s), v, float64(lay.Map.Min.X), float64(lay.Map.Min.Y), lay.Map)
		}
		b.ReportMetric(float64(len(l)), "shapes")
	})
}
