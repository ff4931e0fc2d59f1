package render

import (
	"math/rand/v2"
	"testing"

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
	g := pathing.NewGrid(n, n)
	for y := range n {
		for x := range n {
			g.Set(x, y, true)
		}
	}
	m := (n + 1) / 2
	seen := make([]bool, m*m)
	stack := []int{0}
	seen[0] = true
	g.Set(0, 0, false)
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		cx, cy := c%m, c/m
		var nb [4]int
		k := 0
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			x, y := cx+d[0], cy+d[1]
			if x >= 0 && y >= 0 && x < m && y < m && 2*x < n && 2*y < n && !seen[y*m+x] {
				nb[k] = y*m + x
				k++
			}
		}
		if k == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		q := nb[rng.IntN(k)]
		qx, qy := q%m, q/m
		seen[q] = true
		g.Set(2*qx, 2*qy, false)
		g.Set(cx+qx, cy+qy, false)
		stack = append(stack, q)
	}
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
	b.Logf("%d raw nodes, %d waypoints", len(s.Plan().Raw), len(s.Plan().Waypoints))
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
