package app

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// ticks is the one thing that asks Ebitengine for ticks. In the
// idle-friendly FPS mode (see Run) a tick comes only from input or a
// request, so every reason for one goes through here:
//
//   - end: a tick that wants the next one (any input, a frame to draw or
//     settle, the timeline playing, the measuring modes) asks at once;
//   - held: while a key or button is down (gestures and key repeat need
//     ticks with no event), one tick heldTick later by a timer, at most
//     one pending: with vsync off an immediate request would spin the CPU;
//   - wake: another goroutine has a result to show (a background plan, an
//     export);
//   - late: a request made from Update can be lost (the timeline playing
//     at full speed was seen stopped in glfwWaitEvents, showing "playing",
//     until the pointer moved), so a watcher goroutine asks again whenever
//     a wanted tick is tickLate late. It asks nothing while ticks come on
//     time (an extra wake-up costs Ebitengine a present) or when idle.
type ticks struct {
	// ask requests a tick: ebiten.ScheduleFrame (tests count the calls).
	ask  func()
	want atomic.Bool
	last atomic.Int64 // time of the last tick, in ns
	kick chan struct{}

	heldMu  sync.Mutex
	heldSet bool // a timer will ask for the next held tick
}

// tickLate is how late a wanted tick may be before the watcher asks again
// (ticks are 1/60 s apart), tickPoll how often it looks, and heldTick the
// interval of the ticks a held key or button asks for.
const (
	tickLate = 20 * time.Millisecond
	tickPoll = 4 * time.Millisecond
	heldTick = 16 * time.Millisecond
)

func newTicks() *ticks {
	return &ticks{ask: scheduleFrame, kick: make(chan struct{}, 1)}
}

// scheduleFrame asks Ebitengine for one tick. ScheduleFrame is deprecated
// with FPSModeVsyncOffMinimum (see Run), and like it still the only way to
// tick only when needed.
func scheduleFrame() {
	//lint:ignore SA1019 see the comment above
	ebiten.ScheduleFrame() //nolint:staticcheck // see the comment above
	pageFrames(true)
}

// watch starts the goroutine that asks again for late ticks (Run starts
// it; a Game in a test has none).
func (t *ticks) watch() { go t.watcher() }

// end is called at the end of every tick: want says whether the app wants
// the next tick now, held whether a key or button is down.
func (t *ticks) end(want, held bool) {
	if held {
		t.holdOn()
	}
	if want {
		t.ask()
	}
	t.last.Store(time.Now().UnixNano())
	if want && !t.want.Swap(true) {
		select {
		case t.kick <- struct{}{}:
		default:
		}
	} else if !want {
		t.want.Store(false)
	}
	if !want && !t.held() {
		pageFrames(false) // (a real ticker's: a test's asks nothing of the page)
	}
}

// held is true while a timer will ask for the next held tick.
func (t *ticks) held() bool {
	t.heldMu.Lock()
	defer t.heldMu.Unlock()
	return t.heldSet
}

// wake asks for a tick from another goroutine: a result is ready to show.
func (t *ticks) wake() { t.ask() }

// holdOn asks for one tick heldTick from now, unless a timer already will.
func (t *ticks) holdOn() {
	t.heldMu.Lock()
	defer t.heldMu.Unlock()
	if t.heldSet {
		return
	}
	t.heldSet = true
	time.AfterFunc(heldTick, func() {
		t.heldMu.Lock()
		t.heldSet = false
		t.heldMu.Unlock()
		t.ask()
	})
}

func (t *ticks) watcher() {
	for range t.kick {
		for t.want.Load() {
			time.Sleep(tickPoll)
			if t.want.Load() && time.Since(time.Unix(0, t.last.Load())) > tickLate {
				t.ask()
			}
		}
	}
}
