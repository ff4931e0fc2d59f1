//go:build !unix

package main

import "syscall"

// profileSignal: no SIGUSR1 here; the window's soak needs Xvfb anyway.
var profileSignal = syscall.Signal(0)
