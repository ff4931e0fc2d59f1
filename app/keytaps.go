package app

import (
	"os"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Ebitengine reads the keyboard once a tick (GLFW's GetKey), so a key
// pressed and released while one tick stalls is never seen: on a loaded
// machine a quick tap in a dialog or over the map was lost. The window
// system saw it, though. A tap source (keytaps_x11.go: a second X
// connection listening to the window's key events) reports every press
// and release, and keyTaps gives each tap that no tick saw down to the
// next tick as a one-tick press. Every reader of keys (the map view,
// dialogs, the NPC name field) asks keyTaps.ticks, so all of them take
// a lost tap the same way.

// tapEvent is one key press or release the window system reported.
type tapEvent struct {
	key         ebiten.Key
	press       bool
	ctrl, shift bool
}

// tapSource queues the window's key events; drain hands over those since
// the last call, oldest first.
type tapSource interface {
	drain(buf []tapEvent) []tapEvent
}

// tapForget is how long a key's balance may stay negative with no event
// of it (the source missed a press: it started while the key was down).
const tapForget = time.Second

// keyTaps balances, key by key, the presses the source reported against
// those the ticks saw (a key down in a tick and not in the one before):
// a tap whose release has come while the balance says no tick saw its
// press was lost, and the next tick gives it. The source's events come on
// another connection, a little before or after the ticks see the key; a
// balance does not mind the order.
type keyTaps struct {
	src     tapSource
	events  []tapEvent
	balance map[ebiten.Key]int
	press   map[ebiten.Key]tapEvent // a press reported and not yet released
	last    map[ebiten.Key]time.Time
	// queue holds lost taps not yet given (one a key a tick), lost this
	// tick's
	queue []tapEvent
	lost  []tapEvent
	edges []ebiten.Key
	tries int // the ticks that looked for the source
	// wake asks for a tick from the source's goroutine (Game's ticks.wake)
	wake func()
}

// taps is the app's one ledger (Game.Update ticks it first).
var taps keyTaps

// tick is called at the start of every Update: it reads the source and
// decides which taps this tick gives. edges are the keys the tick saw go
// down (nil: ask Ebitengine).
func (t *keyTaps) tick(now time.Time, edges []ebiten.Key) {
	t.lost = t.lost[:0]
	if t.src == nil {
		return
	}
	if t.balance == nil {
		t.balance, t.press, t.last = map[ebiten.Key]int{}, map[ebiten.Key]tapEvent{}, map[ebiten.Key]time.Time{}
	}
	if edges == nil {
		t.edges = inpututil.AppendJustPressedKeys(t.edges[:0])
		edges = t.edges
	}
	for _, k := range edges {
		t.balance[k]--
		t.last[k] = now
	}
	t.events = t.src.drain(t.events[:0])
	for _, e := range t.events {
		t.last[e.key] = now
		if e.press {
			if _, open := t.press[e.key]; !open { // (a second press: its release was missed)
				t.balance[e.key]++
			}
			t.press[e.key] = e
			continue
		}
		p, ok := t.press[e.key]
		delete(t.press, e.key)
		if ok && t.balance[e.key] > 0 {
			t.balance[e.key]--
			t.queue = append(t.queue, p) // a tap no tick saw
		}
	}
	for k := range t.balance {
		if _, open := t.press[k]; !open && now.Sub(t.last[k]) > tapForget {
			delete(t.balance, k)
			delete(t.last, k)
		}
	}
	// give at most one lost tap a key this tick, the rest the next ticks
	rest := t.queue[:0]
	for _, e := range t.queue {
		if t.tapped(e.key) || slices.Contains(edges, e.key) { // (a tick that sees a press acts on it once)
			rest = append(rest, e)
		} else {
			t.lost = append(t.lost, e)
		}
	}
	t.queue = rest
}

// pending reports whether lost taps wait for the next ticks.
func (t *keyTaps) pending() bool {
	return len(t.queue) > 0
}

// ticks is how many ticks key k has been held, as
// inpututil.KeyPressDuration says, or 1 in the tick that gives a lost
// tap of it (never one that sees it go down).
func (t *keyTaps) ticks(k ebiten.Key) int {
	if t.tapped(k) {
		return 1 // (also while the key is down again: that press is another)
	}
	return inpututil.KeyPressDuration(k)
}

// tapped reports whether this tick gives a lost tap of k.
func (t *keyTaps) tapped(k ebiten.Key) bool {
	return slices.ContainsFunc(t.lost, func(e tapEvent) bool { return e.key == k })
}

// released is inpututil.IsKeyJustReleased, or true in the tick that
// gives a lost tap of k (a tap's press and release in one tick).
func (t *keyTaps) released(k ebiten.Key) bool {
	return inpututil.IsKeyJustReleased(k) || t.tapped(k)
}

// mods are the modifiers held now, with those of the taps this tick gives
// (a Ctrl held only while the tapped key was down went unseen too).
func (t *keyTaps) mods() (ctrl, shift bool) {
	ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	for _, e := range t.lost {
		ctrl, shift = ctrl || e.ctrl, shift || e.shift
	}
	return ctrl, shift
}

// begin is Update's first call: it looks for the tap source while the
// window may still be coming up (ticks 1, 2, 4, … 32), waits
// SWATH_STALL_TICK_MS when set (the tests' stalled ticks, as on a loaded
// machine), and ticks the ledger.
func (t *keyTaps) begin() {
	if t.src == nil && t.tries < 64 {
		t.tries++
		if t.tries&(t.tries-1) == 0 {
			t.src = startTaps(t.wake)
		}
	}
	if d := stallTick(); d > 0 {
		time.Sleep(d)
	}
	t.tick(time.Now(), nil)
}

// stallTick is SWATH_STALL_TICK_MS as a duration (0 when unset or bad).
var stallTick = sync.OnceValue(func() time.Duration {
	ms, err := strconv.Atoi(os.Getenv("SWATH_STALL_TICK_MS"))
	if err != nil || ms <= 0 || ms > 2000 {
		return 0
	}
	return time.Duration(ms) * time.Millisecond
})
