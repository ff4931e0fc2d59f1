package app

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// fakeTaps is a tap source fed by the test.
type fakeTaps struct{ q []tapEvent }

func (f *fakeTaps) drain(buf []tapEvent) []tapEvent {
	buf = append(buf, f.q...)
	f.q = f.q[:0]
	return buf
}

func (f *fakeTaps) tap(k ebiten.Key, ctrl bool) {
	f.q = append(f.q, tapEvent{key: k, press: true, ctrl: ctrl}, tapEvent{key: k, ctrl: ctrl})
}

// TestKeyTapsLedger: a tap that no tick saw down is given to one tick,
// once; a tap a tick saw (its events before or after that tick, or ticks
// later) is not given again; two lost taps of a key go to two ticks.
func TestKeyTapsLedger(t *testing.T) {
	down, esc := ebiten.KeyArrowDown, ebiten.KeyEscape
	now := time.Unix(1000, 0)
	src := &fakeTaps{}
	l := &keyTaps{src: src}
	step := func(edges ...ebiten.Key) {
		now = now.Add(150 * time.Millisecond)
		if edges == nil {
			edges = []ebiten.Key{}
		}
		l.tick(now, edges)
	}
	given := func(what string, k ebiten.Key, want bool) {
		t.Helper()
		if l.tapped(k) != want {
			t.Fatalf("%s: tap of %v given %v, want %v", what, k, !want, want)
		}
	}

	src.tap(down, false) // press and release inside one stalled tick
	step()
	given("a tap no tick saw", down, true)
	step()
	given("the tick after", down, false)

	step(down) // a tick saw it go down, its events come after
	src.tap(down, false)
	step()
	given("a tap seen before its events came", down, false)

	src.q = append(src.q, tapEvent{key: down, press: true}) // events first, then the tick sees it
	step(down)
	src.q = append(src.q, tapEvent{key: down})
	step()
	given("a tap seen after its press came", down, false)

	step(down) // events three ticks late
	step()
	step()
	src.tap(down, false)
	step()
	given("a tap whose events came three ticks late", down, false)

	src.tap(down, false)
	src.tap(down, false)
	src.tap(esc, true)
	step()
	given("the first of two lost taps", down, true)
	given("a lost Escape beside it", esc, true)
	if c, _ := l.mods(); !c {
		t.Fatal("a lost Ctrl+Escape: the tick does not see Ctrl")
	}
	if !l.pending() {
		t.Fatal("the second lost tap does not wait for a tick")
	}
	step(down) // a tick that sees Down go down gives no lost tap of it
	given("a lost tap in a tick that sees a press", down, false)
	src.q = append(src.q, tapEvent{key: down, press: true}, tapEvent{key: down})
	step()
	given("the second lost tap, a tick later", down, true)
	step()
	given("after both", down, false)
	if l.pending() {
		t.Fatal("taps still wait after both were given")
	}

	// a press whose release went to another window, then a tap seen
	src.q = append(src.q, tapEvent{key: down, press: true})
	step(down)
	src.tap(down, false)
	step(down)
	step()
	given("a second press after a missed release", down, false)

	// a press the source missed (it started while the key was down): its
	// balance is forgotten after a quiet second, and a lost tap counts again
	step(esc)
	for range 8 {
		step()
	}
	src.tap(esc, false)
	step()
	given("a lost tap a second after a press only the tick saw", esc, true)
	if len(l.balance) > 1 {
		t.Fatalf("the ledger keeps %d keys' balances after they settled", len(l.balance))
	}
}

// TestKeyTapsNoSource: without a source (another platform, no X) the
// ledger gives nothing.
func TestKeyTapsNoSource(t *testing.T) {
	var l keyTaps
	l.tick(time.Now(), []ebiten.Key{})
	if l.tapped(ebiten.KeyArrowDown) || l.pending() {
		t.Fatal("a ledger with no source gives taps")
	}
}
