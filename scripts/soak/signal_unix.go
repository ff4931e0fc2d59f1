//go:build unix

package main

import "syscall"

// profileSignal makes the app write its live heap's profile (--memprofile).
var profileSignal = syscall.SIGUSR1
