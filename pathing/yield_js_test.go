//go:build js

package pathing

import (
	"testing"
	"time"
)

// busy works for d without letting go of the thread.
func busy(d time.Duration) {
	for t := time.Now(); time.Since(t) < d; {
	}
}

// TestYieldPhaseAfterFastCalls: once fast calls have made Yield skip its
// clock reads, a loop whose YieldPhase calls are a millisecond apart
// still gives the event loop its turn within a few slices (with Yield, a
// thousand such calls would pass unread). Run it with
// GOOS=js GOARCH=wasm go test -run YieldPhase ./pathing/ (Node).
func TestYieldPhaseAfterFastCalls(t *testing.T) {
	YieldPhase()
	if !yieldProbe.port.Truthy() {
		t.Skip("no MessageChannel here")
	}
	for range 200000 {
		Yield() // fast calls: Yield reads the clock every 1023
	}
	if yieldProbe.every < 64 {
		t.Fatalf("after fast calls Yield reads the clock every %d calls; the test wants it skipping", yieldProbe.every)
	}
	t0 := time.Now()
	for range 4 * int(YieldSlice/time.Millisecond) {
		busy(time.Millisecond)
		YieldPhase()
	}
	if !yieldProbe.sent.After(t0) {
		t.Fatalf("4 slices of work in calls 1 ms apart: no probe posted since they began (the last at %v before), so the event loop never had its turn", t0.Sub(yieldProbe.sent))
	}
}
