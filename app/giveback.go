package app

import (
	"fmt"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
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
		held, live := goHeld()
		fmt.Fprintf(os.Stderr, "stats: memory given back: RSS %.0f MB, %.0f after Go's heap, %.0f after the C heap's; Go holds %.0f MB (live heap %.0f MB)\n",
			rss0, rss1, residentMB(), float64(held)/(1<<20), float64(live)/(1<<20))
	}
}

// goHeld is what the Go runtime holds from the system, released pages
// left out, and its heap's objects, in bytes: the Go part of the RSS,
// beside the C heap's (cHeap).
func goHeld() (held, objects uint64) {
	m := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(m)
	return m[1].Value.Uint64() - m[2].Value.Uint64(), m[0].Value.Uint64()
}

// residentMB is the process's resident memory in MB (0 where it is not read).
func residentMB() float64 { return float64(memroom.Resident()) / (1 << 20) }

// cHeapTrimmer gives the C heap's free memory back to the kernel while
// the app runs. keepFrameBuffers keeps glibc from returning the blocks
// Mesa frees (its per-frame buffers would otherwise be mmapped and faulted
// in again every frame), so every texture let go of (a route layer of
// another zoom, a closed pane's images, the text images) stays resident:
// in 15 minutes of editing with 8 NPCs on a 512² map the C heap's free
// part grew from 12 MB to over 90 MB, with the memory in use flat at
// ~150 MB (the heap profiles' mallinfo2 lines). trimEvery after a tick it
// looks at the free part and trims when it passes trimFree (check): the
// next frame faults its buffers in once (about a millisecond for 4 MB),
// not every frame. A trim takes 2 ms (22 ms at worst under load) off the
// UI thread.
type cHeapTrimmer struct {
	// stats, trim and now are cHeap, trimCHeap and time.Now (tests count)
	stats func() (used, free, mapped uint64)
	trim  func()
	now   func() time.Time
	// last is when the last trim was, lastFree the free part then (checks
	// come one at a time)
	last     time.Time
	lastFree uint64
	// every is how long after a tick the check comes (0: trimEvery)
	every time.Duration
	trims atomic.Int32 // the trims done
	due   atomic.Bool  // a check is scheduled
	// longest is the longest trim, in nanoseconds
	longest atomic.Int64
}

const (
	trimEvery = 5 * time.Second
	trimAgain = 30 * time.Second
	trimFree  = 16 << 20
)

// check trims when the free part passes trimFree and either grew by
// trimFree since the last trim or the last was trimAgain ago (a trim
// leaves the free blocks free, only not resident: the free part does not
// fall), and reports whether it did.
func (t *cHeapTrimmer) check() bool {
	stats, trim, now := t.stats, t.trim, t.now
	if stats == nil {
		stats, trim = cHeap, trimCHeap
	}
	if now == nil {
		now = time.Now
	}
	_, free, _ := stats()
	if free < trimFree || free < t.lastFree+trimFree && now().Sub(t.last) < trimAgain {
		return false
	}
	t0 := time.Now()
	trim()
	t.trims.Add(1)
	if d := int64(time.Since(t0)); d > t.longest.Load() {
		t.longest.Store(d)
	}
	t.last, t.lastFree = now(), free
	return true
}

// tick is called every tick: a check trimEvery later, unless one is
// already due. An idle app has no ticks and so no checks (the last one
// comes trimEvery after the last tick).
func (t *cHeapTrimmer) tick() {
	if !glibcHeap || !t.due.CompareAndSwap(false, true) {
		return
	}
	every := t.every
	if every == 0 {
		every = trimEvery
	}
	time.AfterFunc(every, func() {
		t.check()
		t.due.Store(false)
	})
}
