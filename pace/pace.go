// Package pace lets long work share the web page's one thread. In the
// browser (GOOS=js) the app runs on the page's only thread and goroutines
// are never preempted: a search, a smoothing or a route layer that runs
// for a second on a goroutine holds the page for that second, and the
// page neither draws nor takes input. runtime.Gosched does not help: it
// only switches to another goroutine, and the browser has its turn only
// when every goroutine waits. So a long loop calls Yield every few
// thousand steps (a millisecond or less); once Go has held the thread for
// a slice (Slice), Yield waits for the browser to run its queued tasks (a
// frame to draw, input) and goes on. Off the browser Yield does nothing and Enabled is
// false, so a loop can leave out its checks at compile time.
package pace

import "time"

// Slice is how long work may hold the page's thread before Yield gives
// the browser its turn: half a frame at 60 Hz, so that a frame is drawn
// on time when the work and the frame take turns.
const Slice = 8 * time.Millisecond
