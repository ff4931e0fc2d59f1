//go:build linux

package background

import (
	"runtime"

	"golang.org/x/sys/unix"
)

// niceness is the background threads' nice value: a nice-10 thread gets
// about a tenth of a core that a nice-0 thread wants too.
const niceness = 10

func lower() {
	runtime.LockOSThread() // never unlocked: the thread exits with the goroutine
	// on Linux a thread id names one thread to setpriority; an error
	// (a sandbox may forbid it) leaves the thread as it was
	_ = unix.Setpriority(unix.PRIO_PROCESS, unix.Gettid(), niceness)
}
