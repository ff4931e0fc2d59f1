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

// cycle is a tick's turn of the worker: it installs the result of a job
// that has ended, then asks next for the next one and runs it on another
// goroutine. next returns nil when no job is due or when it did the work in
// the tick itself (then inTick is true). cycle reports whether a result was
// installed, in either way.
func (w *worker[R]) cycle(install func(R), next func() (job func() R, inTick bool)) bool {
	installed := false
	if w.busy {
		r, ok := w.finished()
		if !ok {
			return false
		}
		install(r)
		installed = true
	}
	job, inTick := next()
	if job != nil {
		w.start(job)
	}
	return installed || inTick
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

// runner runs a scene job that runs itself (a level file to read, a big
// map's cell layers) on another goroutine, one at a time, so that the
// window keeps drawing through it: reading a 2048² map takes about half a
// second, its cell layers 150-300 ms.
type runner[J interface{ Run() }] struct {
	worker[J]
}

// update installs a job that has run and starts the next one pending
// offers (ok false: none). It reports whether one was installed.
func (r *runner[J]) update(install func(J), pending func() (J, bool)) bool {
	return r.cycle(install, func() (func() J, bool) {
		job, ok := pending()
		if !ok {
			return nil, false
		}
		return func() J {
			job.Run()
			return job
		}, false
	})
}
