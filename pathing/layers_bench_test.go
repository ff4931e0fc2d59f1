package pathing_test

import (
	"testing"

	"swath/levels"
	"swath/pathing"
)

// BenchmarkLayers times recomputing the footprint layers of a 512² map,
// what painting costs per stroke step when every layer is shown:
//
//	go test -run '^$' -bench Layers ./pathing/
func BenchmarkLayers(b *testing.B) {
	g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
	if err != nil {
		b.Fatal(err)
	}
	f := pathing.Footprint{L: 3, W: 2}
	b.Run("clearance", func(b *testing.B) {
		var c pathing.Clearance
		for b.Loop() {
			c.Compute(g)
		}
	})
	b.Run("clearance-update", func(b *testing.B) {
		// one cell painted or erased per step, as a stroke does, then
		// the window it can affect recomputed (compare "clearance")
		g := g.Clone()
		var c pathing.Clearance
		c.Compute(g)
		i := 0
		for b.Loop() {
			x, y := i%g.Width(), g.Height()/2
			i++
			g.Set(x, y, !g.Blocked(x, y))
			c.Update(g, pathing.Rect{MinX: x, MinY: y, MaxX: x, MaxY: y})
		}
	})
	b.Run("regions", func(b *testing.B) {
		var s pathing.Searcher
		var r pathing.Regions
		for b.Loop() {
			s.Regions(g, f, pathing.Aware, &r)
		}
	})
}
