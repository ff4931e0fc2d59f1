package jobs

import (
	"sync/atomic"
	"time"
)

// Job is one piece of background work (see the package comment).
type Job interface {
	// Run does the work; it returns early once stop reports true.
	Run(stop func() bool)
}

// Queue hands out jobs and takes them back (see the package comment).
type Queue interface {
	// Next hands out the next job to run, nil when none is due. A quick
	// job is expected to take under a few milliseconds: the loop runs it
	// in the call, so that what it makes is shown in the same frame.
	Next() (j Job, quick bool)
	// Stale reports whether the outcome of a job under way is no longer
	// wanted; the loop then stops it.
	Stale(j Job) bool
	// Finish installs j's outcome, or drops it when stopped, and releases
	// what j held.
	Finish(j Job, stopped bool)
}

// maxPerUpdate bounds the jobs one queue may hand out in one Update (quick
// ones run in the call): a queue that hands out a job whose Finish does
// not satisfy it would otherwise hold the loop's goroutine for ever.
const maxPerUpdate = 64

// Loop runs the jobs of its queues on goroutines. The zero value is
// ready; it is used from one goroutine (the app's tick).
type Loop struct {
	// Wake, when not nil, is called on a job's goroutine once it has
	// ended: the app asks for a tick to show it.
	Wake func()
	// Ended, when not nil, is told of every job given back, with how long
	// it ran (the app's --stats lines).
	Ended func(j Job, took time.Duration, stopped bool)

	running []*run
	done    chan *run
}

// run is a job under way: its queue, its stop flag and, once it has
// ended, how long it took.
type run struct {
	j    Job
	q    Queue
	stop atomic.Bool
	took time.Duration
}

// Running is the number of jobs under way.
func (l *Loop) Running() int { return len(l.running) }

// Update gives the jobs that have ended back to their queues, stops those
// under way whose queue calls them stale, and starts what the queues hand
// out now (a quick job in the call). It reports how many jobs were given
// back: each may have changed what its queue shows.
func (l *Loop) Update(qs ...Queue) int {
	if l.done == nil {
		l.done = make(chan *run, 16)
	}
	n := 0
	for more := true; more; {
		select {
		case r := <-l.done:
			l.end(r)
			n++
		default:
			more = false
		}
	}
	for _, r := range l.running {
		if !r.stop.Load() && r.q.Stale(r.j) {
			r.stop.Store(true)
		}
	}
	for _, q := range qs {
		for range maxPerUpdate {
			j, quick := q.Next()
			if j == nil {
				break
			}
			r := &run{j: j, q: q}
			if quick {
				t0 := time.Now()
				j.Run(r.stop.Load)
				r.took = time.Since(t0)
				l.giveBack(r)
				n++
				continue
			}
			l.running = append(l.running, r)
			go l.work(r)
		}
	}
	return n
}

// work runs r on its goroutine.
func (l *Loop) work(r *run) {
	t0 := time.Now()
	r.j.Run(r.stop.Load)
	r.took = time.Since(t0)
	l.done <- r
	if l.Wake != nil {
		l.Wake()
	}
}

// end gives back a job that ran on a goroutine.
func (l *Loop) end(r *run) {
	for i, x := range l.running {
		if x == r {
			l.running = append(l.running[:i], l.running[i+1:]...)
			break
		}
	}
	l.giveBack(r)
}

func (l *Loop) giveBack(r *run) {
	stopped := r.stop.Load()
	r.q.Finish(r.j, stopped)
	if l.Ended != nil {
		l.Ended(r.j, r.took, stopped)
	}
}

// Wait blocks until every job under way has ended and gives them back (a
// test's end, the app's exit).
func (l *Loop) Wait() {
	for len(l.running) > 0 {
		l.end(<-l.done)
	}
}

// Drain runs the jobs q hands out in the call, one after another, until
// it hands out none. It reports how many ran.
func Drain(q Queue) int {
	n := 0
	for range 1 << 16 { // a bound, as Update's
		j, _ := q.Next()
		if j == nil {
			break
		}
		j.Run(never)
		q.Finish(j, false)
		n++
	}
	return n
}

func never() bool { return false }
