//go:build !linux

package bench

import "time"

// threadClock on systems without a per-thread CPU clock here: the wall
// clock (nil), which a loaded machine inflates.
func threadClock() (clock func() time.Duration, unlock func(), name string, cost time.Duration) {
	return nil, func() {}, wallClockName, 0
}
