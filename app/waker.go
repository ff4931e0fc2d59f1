package app

import (
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// waker keeps the ticks coming while the app needs them (the timeline
// plays, a button is held, a frame waits to be drawn). In the idle-friendly
// FPS mode the next tick comes only from input or ScheduleFrame, and a
// ScheduleFrame called from Update can be lost: the timeline playing at
// full speed was seen stopped in glfwWaitEvents, showing "playing", until
// the pointer moved. The waker watches from its own goroutine and asks
// again whenever a needed tick is late; it asks nothing while ticks come
// on time (an extra wake-up costs Ebitengine a present) or when idle.
type waker struct {
	want atomic.Bool
	last atomic.Int64 // time of the last tick, in ns
	kick chan struct{}
}

// wakerLate is how late a needed tick may be before the waker asks again
// (ticks are 1/60 s apart), and wakerPoll how often it looks.
const (
	wakerLate = 20 * time.Millisecond
	wakerPoll = 4 * time.Millisecond
)

func newWaker() *waker {
	w := &waker{kick: make(chan struct{}, 1)}
	go w.run()
	return w
}

// tick records a tick and whether the app wants the next one.
func (w *waker) tick(want bool) {
	w.last.Store(time.Now().UnixNano())
	if want && !w.want.Swap(true) {
		select {
		case w.kick <- struct{}{}:
		default:
		}
	} else if !want {
		w.want.Store(false)
	}
}

func (w *waker) run() {
	for range w.kick {
		for w.want.Load() {
			time.Sleep(wakerPoll)
			if w.want.Load() && time.Since(time.Unix(0, w.last.Load())) > wakerLate {
				ebiten.ScheduleFrame() //nolint:staticcheck // see Run
			}
		}
	}
}
