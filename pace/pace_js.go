//go:build js

package pace

import (
	"sync"
	"syscall/js"
	"time"
)

// Enabled is true where Yield yields (the browser).
const Enabled = true

// probe tells when the browser last had the thread. Yield posts a message
// to a MessageChannel (a probe) when none is in flight; the browser
// delivers it once Go lets go of the thread, to the handler below, which
// marks the probe delivered and wakes whoever waits for it. A probe still
// in flight Slice after it was posted means Go has held the thread all
// that time: Yield then waits for its delivery, and the browser runs what
// it has queued first (a due frame is drawn between two tasks). A message
// is not clamped to 4 ms as a nested setTimeout(0) is; the browser's turn
// costs its own work only. Work that ends within a slice (a tick that
// plans a small map) never waits: its probe is delivered after it.
var probe struct {
	once     sync.Once
	port     js.Value
	inFlight bool
	sent     time.Time
	waiters  []chan struct{}
}

// Yield gives the browser its turn when Go has held the page's thread for
// Slice, else returns at once (a clock read, and a message posted when
// none is in flight).
func Yield() {
	probe.once.Do(start)
	if !probe.port.Truthy() {
		return // no MessageChannel (not a browser): nothing to yield to
	}
	now := time.Now()
	if !probe.inFlight {
		probe.inFlight, probe.sent = true, now
		probe.port.Call("postMessage", nil)
		return
	}
	if now.Sub(probe.sent) < Slice {
		return
	}
	w := make(chan struct{})
	probe.waiters = append(probe.waiters, w)
	<-w
}

// start opens the channel. Its handler runs on the page's thread while
// every goroutine waits, so the probe's state needs no lock; it must not
// block (a blocked handler would block the browser's event loop).
func start() {
	mc := js.Global().Get("MessageChannel")
	if !mc.Truthy() {
		return
	}
	ch := mc.New()
	ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		probe.inFlight = false
		for _, w := range probe.waiters {
			close(w)
		}
		probe.waiters = probe.waiters[:0]
		return nil
	}))
	probe.port = ch.Get("port2")
}
