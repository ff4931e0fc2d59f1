package jobs

import (
	"sync/atomic"
	"testing"
	"time"
)

// job is a test job: it runs until it is released or stopped, and records
// how it ended.
type job struct {
	name    string
	release chan struct{}
	ran     atomic.Bool
	early   atomic.Bool // Run returned because stop said so
}

func newJob(name string) *job { return &job{name: name, release: make(chan struct{})} }

func (j *job) Run(stop func() bool) {
	j.ran.Store(true)
	for {
		select {
		case <-j.release:
			return
		default:
		}
		if stop() {
			j.early.Store(true)
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// queue hands out its jobs in order and records what comes back.
type queue struct {
	todo     []*job
	quick    map[*job]bool
	stale    map[*job]bool
	asked    map[*job]int // Stale calls per job while it is stale
	finished []string
	stopped  map[string]bool
}

func newQueue(jobs ...*job) *queue {
	return &queue{todo: jobs, quick: map[*job]bool{}, stale: map[*job]bool{}, asked: map[*job]int{}, stopped: map[string]bool{}}
}

func (q *queue) Next() (Job, bool) {
	if len(q.todo) == 0 {
		return nil, false
	}
	j := q.todo[0]
	q.todo = q.todo[1:]
	return j, q.quick[j]
}

func (q *queue) Stale(j Job) bool {
	if q.stale[j.(*job)] {
		q.asked[j.(*job)]++
	}
	return q.stale[j.(*job)]
}

func (q *queue) Finish(j Job, stopped bool) {
	q.finished = append(q.finished, j.(*job).name)
	q.stopped[j.(*job).name] = stopped
}

// updateUntil runs the loop's turns until done holds (a second at most).
func updateUntil(t *testing.T, l *Loop, q *queue, done func() bool) {
	t.Helper()
	for t0 := time.Now(); !done(); {
		if time.Since(t0) > 5*time.Second {
			t.Fatalf("timed out; finished %v", q.finished)
		}
		l.Update(q)
		time.Sleep(time.Millisecond)
	}
}

// A job runs on a goroutine of its own and is given back once, on the
// loop's goroutine, when it ends; a quick one runs in the call; a job its
// queue calls stale is stopped, given back stopped, and asked about no
// more once stopped.
func TestLoop(t *testing.T) {
	a, b, c := newJob("a"), newJob("b"), newJob("c")
	close(c.release) // c ends at once
	q := newQueue(a, b, c)
	q.quick[c] = true
	woken := atomic.Int32{}
	var l Loop
	l.Wake = func() { woken.Add(1) }
	if n := l.Update(q); n != 1 || len(q.finished) != 1 || q.finished[0] != "c" {
		t.Fatalf("the first turn gave back %d (%v), want the quick job c", n, q.finished)
	}
	if l.Running() != 2 {
		t.Fatalf("%d jobs under way, want a and b", l.Running())
	}
	updateUntil(t, &l, q, func() bool { return a.ran.Load() && b.ran.Load() })
	q.stale[b] = true
	updateUntil(t, &l, q, func() bool { return len(q.finished) == 2 })
	if q.finished[1] != "b" || !q.stopped["b"] || !b.early.Load() {
		t.Fatalf("the stale job: finished %v, stopped %v, returned early %v", q.finished, q.stopped["b"], b.early.Load())
	}
	if q.asked[b] != 1 {
		t.Errorf("the stale job was asked %d times, want once: a stopped job is not asked again", q.asked[b])
	}
	close(a.release)
	updateUntil(t, &l, q, func() bool { return len(q.finished) == 3 })
	if q.stopped["a"] || a.early.Load() || l.Running() != 0 {
		t.Fatalf("a current job was stopped (%v) or is still under way (%d)", q.stopped["a"], l.Running())
	}
	if woken.Load() != 2 {
		t.Errorf("woken %d times, want once per job that ran on a goroutine (2)", woken.Load())
	}
}

// Drain runs every job in the call, in order, each given back once.
func TestDrain(t *testing.T) {
	var js []*job
	for _, n := range []string{"x", "y", "z"} {
		j := newJob(n)
		close(j.release)
		js = append(js, j)
	}
	q := newQueue(js...)
	if n := Drain(q); n != 3 {
		t.Fatalf("drained %d jobs, want 3", n)
	}
	if len(q.finished) != 3 || q.finished[0] != "x" || q.finished[2] != "z" || q.stopped["y"] {
		t.Fatalf("finished %v (stopped %v)", q.finished, q.stopped)
	}
}

// endless hands out a quick job for ever.
type endless struct{ n int }

func (e *endless) Next() (Job, bool) { j := newJob("q"); close(j.release); return j, true }
func (e *endless) Stale(Job) bool    { return false }
func (e *endless) Finish(Job, bool)  { e.n++ }

// A queue that never runs out of quick jobs cannot hold the loop's
// goroutine for ever.
func TestLoopBoundsOneQueue(t *testing.T) {
	var l Loop
	e := &endless{}
	if n := l.Update(e); n != maxPerUpdate || e.n != maxPerUpdate {
		t.Fatalf("one turn ran %d quick jobs (%d given back), want the bound %d", n, e.n, maxPerUpdate)
	}
}
