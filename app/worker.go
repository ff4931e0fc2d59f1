package app

// worker runs one background job at a time and hands its result back to
// the tick, which alone touches the scene; the app wakes when it is done.
type worker[R any] struct {
	busy  bool
	done  chan R
	ticks *ticks
}

// finished returns the result of the job under way once it has ended; ok
// is false while it still runs, or when none does.
func (w *worker[R]) finished() (r R, ok bool) {
	if !w.busy {
		return r, false
	}
	select {
	case r = <-w.done:
		w.busy = false
		return r, true
	default:
		return r, false
	}
}

// start runs job on another goroutine.
func (w *worker[R]) start(job func() R) {
	if w.done == nil {
		w.done = make(chan R, 1)
	}
	w.busy = true
	go func() {
		w.done <- job()
		w.ticks.wake() // to show it
	}()
}
