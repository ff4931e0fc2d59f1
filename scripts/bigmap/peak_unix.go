//go:build unix

package main

import "syscall"

// rssPeak is the process's peak resident set, in bytes.
func rssPeak() int64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Maxrss * 1024
}
