package app

import (
	"os"
	"time"
)

// slowTicks is a test hook: SWATH_SLOW_TICKS=DURATION makes every tick
// that took input that much longer, as a loaded machine's frame is, so
// that an end-to-end test can show on any machine that a key tapped while
// the app is busy is not lost (stickykeys_linux.go).
type slowTicks time.Duration

// slowTicksFromEnv reads SWATH_SLOW_TICKS; 0 when unset or unreadable.
func slowTicksFromEnv() slowTicks {
	d, err := time.ParseDuration(os.Getenv("SWATH_SLOW_TICKS"))
	if err != nil || d < 0 {
		return 0
	}
	return slowTicks(d)
}

// after stalls a tick that was active.
func (s slowTicks) after(active bool) {
	if s > 0 && active {
		time.Sleep(time.Duration(s))
	}
}
