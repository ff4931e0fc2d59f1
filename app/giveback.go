package app

import (
	"fmt"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"time"

	"swath/memroom"
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
	// report prints what was given back (--stats)
	report bool
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
		f, report := b.release, b.report
		if f == nil {
			f = func() { releaseMemory(report) }
		}
		b.timer = time.AfterFunc(giveBackAfter, f)
	}
	b.cells = n
}

// releaseMemory collects the Go heap and returns its free pages to the
// system, and trims the C heap (malloc_linux.go). It stops the world for a
// collection: tens of milliseconds, once per switch. report prints the
// process's RSS at each stage and what Go itself holds (--stats), which
// tells the Go heap's part from the C heap's and the GPU's.
func releaseMemory(report bool) {
	rss0 := residentMB()
	debug.FreeOSMemory()
	rss1 := residentMB()
	trimCHeap()
	if report {
		m := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
		metrics.Read(m)
		mb := func(i int) float64 { return float64(m[i].Value.Uint64()) / (1 << 20) }
		fmt.Fprintf(os.Stderr, "stats: memory given back: RSS %.0f MB, %.0f after Go's heap, %.0f after the C heap's; Go holds %.0f MB (live heap %.0f MB)\n",
			rss0, rss1, residentMB(), mb(1)-mb(2), mb(0))
	}
}

// residentMB is the process's resident memory in MB (0 where it is not read).
func residentMB() float64 { return float64(memroom.Resident()) / (1 << 20) }
