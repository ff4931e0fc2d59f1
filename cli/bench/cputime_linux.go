package bench

import (
	"fmt"
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTimeID is Linux's CLOCK_THREAD_CPUTIME_ID.
const clockThreadCPUTimeID = 3

// threadClock returns a clock of the calling thread's CPU time, with the
// goroutine locked to its thread (call unlock when done), so that a loaded
// machine does not inflate bench's timings, and the clock's own cost: it
// is a system call, of a microsecond or so, which every interval timed
// with it includes once (the least of a few back-to-back readings). When
// the kernel refuses the clock, clock is nil and the wall clock is used.
// The reading is a raw system call: it never blocks, and a plain one
// lets the scheduler hand the worker's P away and back on a loaded
// machine (4x the voluntary context switches, random512-20 --optimal).
func threadClock() (clock func() time.Duration, unlock func(), name string, cost time.Duration) {
	runtime.LockOSThread()
	clock = func() time.Duration {
		var ts syscall.Timespec
		if _, _, e := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
			return -1
		}
		return time.Duration(ts.Nano())
	}
	if clock() < 0 {
		runtime.UnlockOSThread()
		return nil, func() {}, wallClockName, 0
	}
	cost = time.Hour
	for range 50 {
		t0 := clock()
		cost = min(cost, clock()-t0)
	}
	return clock, runtime.UnlockOSThread,
		fmt.Sprintf("thread CPU time (CLOCK_THREAD_CPUTIME_ID, each worker locked to its OS thread), less the clock's own cost (%v a reading)", cost),
		cost
}
