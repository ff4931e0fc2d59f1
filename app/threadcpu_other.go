//go:build !linux

package app

import "time"

func lockThread() {}

// threadCPU is not measured here: the slow-step lines give wall time only.
func threadCPU() (time.Duration, bool) { return 0, false }
