//go:build js

package pathing

import (
	"math/rand/v2"
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
	if shared.every < 64 {
		t.Fatalf("after fast calls Yield reads the clock every %d calls; the test wants it skipping", shared.every)
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

// TestOptimalSearchYieldsAfterFastCalls: once fast calls have made Yield
// skip its clock reads, the shortest-route search (a field of view cast
// per expansion, tens of microseconds) still gives the event loop its turn
// while it runs: with Yield's skips, 1023 of its calls (65,000 expansions)
// passed unread, and the page's profile showed the search holding the
// thread 30–40 ms at a time while a 512² maze's timeline built. Run it
// with GOOS=js GOARCH=wasm go test -run Optimal ./pathing/ (Node).
func TestOptimalSearchYieldsAfterFastCalls(t *testing.T) {
	YieldPhase()
	if !yieldProbe.port.Truthy() {
		t.Skip("no MessageChannel here")
	}
	const seed = 25
	t.Logf("map seed %d", seed)
	g := randomMap(rand.New(rand.NewPCG(seed, 1)), 512, 512, 0.2, false)
	var o OptimalSearcher
	f, start, goal := Footprint{L: 1, W: 1}, Pt(2, 2), Pt(500, 500)
	g.Set(start.X, start.Y, false)
	g.Set(goal.X, goal.Y, false)
	// first a search that builds the placement grid and the corners (their
	// builds yield by YieldPhase): the timed one reuses them
	if r := o.Search(g, f, Aware, start, goal, nil); r.Failure != NoFailure {
		t.Fatalf("no route on the map: %v", r.Failure)
	}
	for range 200000 {
		Yield() // fast calls: Yield reads the clock every 1023
	}
	if shared.every < 64 {
		t.Fatalf("after fast calls Yield reads the clock every %d calls; the test wants it skipping", shared.every)
	}
	t0, turns := time.Now(), yieldProbe.delivered
	r := o.Search(g, f, Aware, start, goal, nil)
	took := time.Since(t0)
	turns = yieldProbe.delivered - turns
	t.Logf("the search took %v, %d expansions; the event loop had %d turns", took, r.Expanded, turns)
	if took < 8*YieldSlice {
		t.Fatalf("the search took %v (%d expansions), under the 8 slices the test needs", took, r.Expanded)
	}
	if want := max(4, int(took/(8*YieldSlice))); turns < want {
		t.Fatalf("a search of %v (%d expansions) gave the event loop %d turns, want %d or more (one a slice, %v, or so)", took, r.Expanded, turns, want, YieldSlice)
	}
}

// TestPrepareYieldsAfterFastCalls: listing the corners' moves ahead of the
// searches (Prepare, a field of view cast per corner) gives the event loop
// its turn after fast calls had made Yield skip its clock reads (1023
// skipped calls were 16,000 corners). Run it with GOOS=js GOARCH=wasm go
// test -run Prepare ./pathing/ (Node).
func TestPrepareYieldsAfterFastCalls(t *testing.T) {
	YieldPhase()
	const seed = 25
	t.Logf("map seed %d", seed)
	g := randomMap(rand.New(rand.NewPCG(seed, 1)), 512, 512, 0.2, false)
	var o OptimalSearcher
	f := Footprint{L: 1, W: 1}
	o.Search(g, f, Aware, Pt(2, 2), Pt(2, 2), nil) // the placement grid built (its build yields by YieldPhase)
	for range 200000 {
		Yield() // fast calls: Yield reads the clock every 1023
	}
	t0, turns := time.Now(), BrowserTurns()
	p := o.Prepare(g, f, Aware)
	took := time.Since(t0)
	turns = BrowserTurns() - turns
	t.Logf("Prepare took %v, %d corners cast; the event loop had %d turns", took, p.Cast, turns)
	if took < 8*YieldSlice {
		t.Fatalf("Prepare took %v (%d corners), under the 8 slices the test needs", took, p.Cast)
	}
	if want := max(4, int(took/(8*YieldSlice))); turns < want {
		t.Fatalf("Prepare of %v (%d corners) gave the event loop %d turns, want %d or more (one a slice, %v, or so)", took, p.Cast, turns, want, YieldSlice)
	}
}

// TestPacersKeepTheirOwnRate: a loop with its own Pacer, whose calls come
// a millisecond apart, gives the event loop its turn every slice even
// right after another Pacer's fast calls made that one skip its clock
// reads; the same slow calls on the fast loop's Pacer (as on Yield's one
// shared Pacer before) pass unread and give it none. Run it with
// GOOS=js GOARCH=wasm go test -run Pacer ./pathing/ (Node).
func TestPacersKeepTheirOwnRate(t *testing.T) {
	YieldPhase()
	if !yieldProbe.port.Truthy() {
		t.Skip("no MessageChannel here")
	}
	var fast, slow Pacer
	hot := func() {
		for range 200000 {
			fast.Yield()
		}
		if fast.every < 64 {
			t.Fatalf("after fast calls the Pacer reads the clock every %d calls; the test wants it skipping", fast.every)
		}
	}
	calls := 4 * int(YieldSlice/time.Millisecond) // 4 slices of work
	slowLoop := func(p *Pacer) (turns int, took time.Duration) {
		t0, n := time.Now(), BrowserTurns()
		for range calls {
			busy(time.Millisecond)
			p.Yield()
		}
		return BrowserTurns() - n, time.Since(t0)
	}
	hot()
	turns, took := slowLoop(&slow)
	t.Logf("own Pacer: %d calls 1 ms apart (%v), %d turns", calls, took, turns)
	if turns < 2 {
		t.Fatalf("%d calls 1 ms apart on their own Pacer (%v) gave the event loop %d turns, want 2 or more", calls, took, turns)
	}
	hot()
	turns, took = slowLoop(&fast)
	t.Logf("the fast loop's Pacer: %d calls 1 ms apart (%v), %d turns", calls, took, turns)
	if turns != 0 {
		t.Fatalf("the control: %d slow calls on the fast loop's Pacer gave %d turns; it skips %d calls, so the test cannot tell Pacers apart", calls, turns, fast.every)
	}
}
