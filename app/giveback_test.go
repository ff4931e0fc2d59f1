package app

import (
	"sync/atomic"
	"testing"
	"time"
)

// TestGiveBackAfterABigMap: going from a 2048² map to the 24×16 demo gives
// the memory back once, giveBackAfter later; staying on the demo, growing
// to a bigger map, or leaving a map under giveBackCells does not.
func TestGiveBackAfterABigMap(t *testing.T) {
	var n atomic.Int32
	b := giveBack{release: func() { n.Add(1) }}
	settle := func() { time.Sleep(giveBackAfter + 500*time.Millisecond) }
	b.update(24, 16)
	b.update(2048, 2048) // a bigger map: nothing to give back
	b.update(2048, 2048)
	settle()
	if got := n.Load(); got != 0 {
		t.Fatalf("opening a big map gave memory back %d times", got)
	}
	b.update(24, 16)
	for range 5 {
		b.update(24, 16)
	}
	if got := n.Load(); got != 0 {
		t.Fatalf("the memory was given back at once (%d), not after the new map's first frames", got)
	}
	settle()
	if got := n.Load(); got != 1 {
		t.Fatalf("back on the demo: memory given back %d times, want once", got)
	}
	b.update(300, 300)
	b.update(24, 16) // from a map under giveBackCells
	settle()
	if got := n.Load(); got != 1 {
		t.Fatalf("leaving a 300² map gave memory back (%d in all)", got)
	}
}
