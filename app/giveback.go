package app

import (
	"runtime/debug"
	"time"
)

// giveBack returns the memory a big map leaves behind to the system once
// the window has moved on to a smaller one: the scene lets go of the map's
// buffers (planners, searchers, copies), but Go keeps the freed heap for
// reuse and frees it to the kernel only slowly, and an idle app runs no
// garbage collection at all; glibc keeps the C heap llvmpipe's textures of
// the map's size came from. A 2048² maze and back to the demo held 649 MB
// where a fresh start holds 166. giveBackAfter after the switch (the new
// map's first frames drawn, the old map's jobs ended) the heap is collected
// and returned, once; nothing is done while the map stays the same.
type giveBack struct {
	cells int // the map's cells at the last tick
	timer *time.Timer
	// release gives the memory back (nil: releaseMemory; tests count)
	release func()
}

// giveBackAfter is how long after a switch to a smaller map the memory is
// given back; giveBackCells the least map worth it (a 512² map's buffers
// are a few tens of MB).
const (
	giveBackAfter = 1500 * time.Millisecond
	giveBackCells = 512 * 512
)

// update is called every tick with the map's size.
func (b *giveBack) update(w, h int) {
	n := w * h
	if b.cells >= giveBackCells && n < b.cells {
		if b.timer != nil {
			b.timer.Stop()
		}
		f := b.release
		if f == nil {
			f = releaseMemory
		}
		b.timer = time.AfterFunc(giveBackAfter, f)
	}
	b.cells = n
}

// releaseMemory collects the Go heap and returns its free pages to the
// system, and trims the C heap (malloc_linux.go). It stops the world for a
// collection: tens of milliseconds, once per switch.
func releaseMemory() {
	debug.FreeOSMemory()
	trimCHeap()
}
