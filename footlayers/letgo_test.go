package footlayers

import (
	"runtime"
	"testing"

	"swath/pathing"
	"swath/view"
)

// liveHeap is the live heap after two collections, in bytes.
func liveHeap() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// TestSmallerMapLetsGoOfTheLayersBuffers: with the placements, reachable
// and clearance layers on, a 1024² map and then a 24×16 one: the layers
// keep none of the big map's buffers (the placement grid, the regions and
// the clearance were computed into them at the big map's capacity: 56 MB
// of a 2048² maze held for the demo).
func TestSmallerMapLetsGoOfTheLayersBuffers(t *testing.T) {
	on := view.Layers{Placements: true, Reachable: true, Clearance: true}
	level := func(w, h int) Level {
		g := pathing.NewGrid(w, h)
		for x := 2; x < w-2; x += 4 {
			g.Set(x, h/2, true)
		}
		return Level{Grid: g, Query: pathing.Query{Agent: pathing.Footprint{L: 2, W: 2}}, On: on}
	}
	base := liveHeap()
	var f Layers
	f.Refresh(level(1024, 1024))
	if f.Clearance(pathing.Pt(0, 0)) == 0 {
		t.Fatalf("no clearance computed on the big map")
	}
	onBig := liveHeap() - base
	f.Refresh(level(24, 16))
	if f.Clearance(pathing.Pt(0, 0)) == 0 {
		t.Fatalf("no clearance computed on the small map")
	}
	after := liveHeap() - min(base, liveHeap())
	t.Logf("live heap over the start: %.1f MB on 1024², %.2f MB on 24×16", float64(onBig)/(1<<20), float64(after)/(1<<20))
	if after > onBig/10 {
		t.Fatalf("on the 24×16 map the layers keep %.1f MB of the big map's %.1f MB", float64(after)/(1<<20), float64(onBig)/(1<<20))
	}
	runtime.KeepAlive(&f)
}
