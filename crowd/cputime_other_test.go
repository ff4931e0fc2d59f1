//go:build !linux

package crowd

import "time"

var cpuEpoch = time.Now()

// threadCPU falls back to the wall clock where there is no thread clock.
func threadCPU() time.Duration { return time.Since(cpuEpoch) }
