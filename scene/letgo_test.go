package scene

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// liveHeap is the live heap after two collections, in bytes.
func liveHeap() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// TestSmallerLevelLetsGoOfTheBigMapsBuffers: after planning on a 768²
// maze (route, comparison with JPS, the optimum) and opening the 24×16
// demo, the scene keeps none of the maze's searchers: the live heap falls
// back to within a tenth of what the maze took (the comparison's JPS
// searcher, the optimum's searcher and its corner set stayed: 146 MB of a
// 2048² maze's 245).
func TestSmallerLevelLetsGoOfTheBigMapsBuffers(t *testing.T) {
	const seed = 7
	t.Logf("seed %d", seed)
	base := liveHeap()
	g := levels.Maze(768, rand.New(rand.NewPCG(seed, 0)))
	s := New(Level{Title: "maze", Grid: g, Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(766, 766)})
	s.Apply(Resize{W: 800, H: 600})
	s.Refresh()
	if pl := s.Selected().Plan(); pl == nil || !pl.Found {
		t.Fatalf("no route through the maze")
	}
	g = nil
	onMaze := liveHeap() - base
	s.openBuiltin("demo")
	s.Refresh()
	after := liveHeap() - min(base, liveHeap())
	t.Logf("live heap over the start: %.1f MB on the maze, %.1f MB back on the demo", float64(onMaze)/(1<<20), float64(after)/(1<<20))
	if after > onMaze/10 {
		t.Fatalf("back on the demo the scene keeps %.1f MB of the maze's %.1f MB", float64(after)/(1<<20), float64(onMaze)/(1<<20))
	}
	runtime.KeepAlive(s)
}
