//go:build js

package pathing

import (
	"sync"
	"syscall/js"
	"time"
)

// Yields is true where Yield yields (the browser).
const Yields = true

// yieldProbe tells when the browser last had the thread. Yield posts a message
// to a MessageChannel (a probe) when none is in flight; the browser
// delivers it once Go lets go of the thread, to the handler below, which
// marks the probe delivered and wakes whoever waits for it. A probe still
// in flight YieldSlice after it was posted means Go has held the thread all
// that time: Yield then waits for its delivery, and the browser runs what
// it has queued first (a due frame is drawn between two tasks). A message
// is not clamped to 4 ms as a nested setTimeout(0) is; the browser's turn
// costs its own work only. Work that ends within a slice (a tick that
// plans a small map) never waits: its probe is delivered after it.
var yieldProbe struct {
	once     sync.Once
	port     js.Value
	inFlight bool
	sent     time.Time
	waiters  []chan struct{}
	// delivered counts the probes delivered: the browser's turns (the
	// tests')
	delivered int
}

// pace is a Pacer's state. read is when the Pacer last read the clock,
// and skip the calls it returns at once before it reads it again (a clock
// read is two calls out to JavaScript: with the binary farthest's Yield
// before every visibility test, time.Now was a fifth of the page's busiest
// stretch while a 512² maze's timeline built). every is the calls between
// two reads, doubled while they take under a millisecond, and back to 0
// (every call read) after a gap over two: the slice is overrun by two
// milliseconds at most, or by every calls of a loop that slowed down.
type pace struct {
	read  time.Time
	skip  int
	every int
}

// shared is the Pacer of the calls to Yield.
var shared Pacer

// Yield gives the browser its turn when Go has held the page's thread for
// YieldSlice, else returns at once (now and then a clock read, and a
// message posted when none is in flight). Its calls share one Pacer: a
// hot loop that calls it often should keep its own.
func Yield() { shared.Yield() }

// Yield is pathing.Yield paced by this loop's calls alone.
func (p *Pacer) Yield() {
	if yieldProbe.inFlight && p.skip > 0 {
		p.skip--
		return
	}
	yieldProbe.once.Do(startYield)
	if !yieldProbe.port.Truthy() {
		return // no MessageChannel (not a browser): nothing to yield to
	}
	now := time.Now()
	switch d := now.Sub(p.read); {
	case d < time.Millisecond:
		p.every = min(2*p.every+1, 1023)
	case d > 2*time.Millisecond:
		p.every = 0
	}
	p.read, p.skip = now, p.every
	if yieldAt(now) {
		p.read = time.Now() // the browser's turn is no work of the calls
	}
}

// YieldPhase is Yield for calls far apart (a tenth of a millisecond of work
// or more between two: a build's rows, a thousand replayed expansions, a
// phase's end): it reads the clock at every call. Yield skips up to a
// thousand calls between two reads once they came fast, so a loop that
// called it every few thousand steps after a hot loop had made it skip
// held the page for a second (a 512² maze's timeline replaying its
// search). It leaves Yield's pacing alone.
func YieldPhase() {
	yieldProbe.once.Do(startYield)
	if !yieldProbe.port.Truthy() {
		return
	}
	yieldAt(time.Now())
}

// yieldAt posts a probe when none is in flight, or waits for the one in
// flight when it was posted YieldSlice before now; it reports whether it
// waited.
func yieldAt(now time.Time) bool {
	if !yieldProbe.inFlight {
		yieldProbe.inFlight, yieldProbe.sent = true, now
		yieldProbe.port.Call("postMessage", nil)
		return false
	}
	if now.Sub(yieldProbe.sent) < YieldSlice {
		return false
	}
	w := make(chan struct{})
	yieldProbe.waiters = append(yieldProbe.waiters, w)
	<-w
	return true
}

// startYield opens the channel. Its handler runs on the page's thread while
// every goroutine waits, so the probe's state needs no lock; it must not
// block (a blocked handler would block the browser's event loop).
func startYield() {
	mc := js.Global().Get("MessageChannel")
	if !mc.Truthy() {
		return
	}
	ch := mc.New()
	ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		yieldProbe.inFlight = false
		yieldProbe.delivered++
		for _, w := range yieldProbe.waiters {
			close(w)
		}
		yieldProbe.waiters = yieldProbe.waiters[:0]
		return nil
	}))
	yieldProbe.port = ch.Get("port2")
}

// BrowserTurns is how many times Yield and YieldPhase have given the browser its
// turn (their probes delivered): how tests see that a long loop yields.
func BrowserTurns() int { return yieldProbe.delivered }
