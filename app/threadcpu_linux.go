//go:build linux

package app

import (
	"runtime"
	"time"

	"golang.org/x/sys/unix"
)

// lockThread keeps the calling goroutine (Ebitengine's game loop) on its
// OS thread, so that threadCPU measures its work alone (--stats).
func lockThread() { runtime.LockOSThread() }

// threadCPU is the CPU time the calling thread has used: unlike the wall
// clock it does not count the time the thread waited for a core, which
// on a busy 2-core machine can be most of a slow step.
func threadCPU() (time.Duration, bool) {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
