package cli

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTimeID is Linux's CLOCK_THREAD_CPUTIME_ID.
const clockThreadCPUTimeID = 3

// threadClock returns a clock of the calling thread's CPU time, with the
// goroutine locked to its thread (call unlock when done), so that a loaded
// machine does not inflate bench's timings; ok is false when the kernel
// refuses the clock: then clock is nil and the wall clock is used.
func threadClock() (clock func() time.Duration, unlock func(), name string) {
	runtime.LockOSThread()
	clock = func() time.Duration {
		var ts syscall.Timespec
		if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
			return -1
		}
		return time.Duration(ts.Nano())
	}
	if clock() < 0 {
		runtime.UnlockOSThread()
		return nil, func() {}, wallClockName
	}
	return clock, runtime.UnlockOSThread, "thread CPU time (CLOCK_THREAD_CPUTIME_ID, each worker locked to its OS thread)"
}
