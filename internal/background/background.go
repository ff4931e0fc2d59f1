// Package background runs the app's background work (plans, timelines,
// optimal searches, route layers) below the UI thread's priority.
package background

// Lower puts the calling goroutine on an OS thread of its own at a lower
// scheduling priority (nice 10) for the rest of its life. Call it first in
// a goroutine that does background work and let the goroutine end: its
// thread ends with it, so no other goroutine ever runs at the lower
// priority. On a machine with few cores this leaves the cores to the UI
// thread (and the display server and software GL) when they need them, and
// the background work the rest. Where threads have no priority of their
// own it does nothing.
func Lower() { lower() }
