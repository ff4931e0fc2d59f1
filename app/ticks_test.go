package app

import (
	"sync/atomic"
	"testing"
	"time"
)

// countingTicks is a ticks whose requests are counted instead of sent.
func countingTicks() (*ticks, *atomic.Int64) {
	var n atomic.Int64
	t := newTicks()
	t.ask = func() { n.Add(1) }
	return t, &n
}

// waitFor polls until cond holds, up to a generous limit (the watcher
// works in milliseconds; a loaded machine may take far longer).
func waitFor(cond func() bool) bool {
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(time.Millisecond) {
		if cond() {
			return true
		}
	}
	return false
}

// A wanted tick that does not come is asked for again; an idle app is
// asked nothing more.
func TestTicksAskAgainWhenLate(t *testing.T) {
	tk, n := countingTicks()
	tk.watch()
	tk.end(true, false)
	if n.Load() != 1 {
		t.Fatalf("a tick that wants the next asked %d times, want 1 at once", n.Load())
	}
	// the next tick never comes: the watcher asks again
	if !waitFor(func() bool { return n.Load() >= 2 }) {
		t.Fatal("a lost tick was never asked for again")
	}
	tk.end(false, false) // the tick came; the app is idle now
	idle := n.Load()
	time.Sleep(10 * tickLate)
	if got := n.Load(); got != idle {
		t.Fatalf("idle: %d more requests", got-idle)
	}
}

// A held key or button asks for one tick heldTick later, one timer at a
// time however many ticks report it held.
func TestTicksWhileHeld(t *testing.T) {
	tk, n := countingTicks()
	tk.end(false, true)
	tk.end(false, true)
	tk.end(false, true)
	if n.Load() != 0 {
		t.Fatalf("held: %d immediate requests, want none (they would spin the CPU)", n.Load())
	}
	if !waitFor(func() bool { return n.Load() >= 1 }) {
		t.Fatal("held: no tick asked for")
	}
	time.Sleep(10 * heldTick)
	if got := n.Load(); got != 1 {
		t.Fatalf("three held ticks asked for %d later ticks, want 1", got)
	}
}

// A background result wakes the loop.
func TestTicksWake(t *testing.T) {
	tk, n := countingTicks()
	tk.wake()
	if n.Load() != 1 {
		t.Fatalf("wake asked %d times", n.Load())
	}
}
