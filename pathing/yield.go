package pathing

import "time"

// Yield lets long work share the web page's one thread. In the browser
// (GOOS=js) the app runs on the page's only thread and goroutines are
// never preempted: a search, a smoothing or a route layer that runs for a
// second on a goroutine holds the page for that second, and the page
// neither draws nor takes input. runtime.Gosched does not help: it only
// switches to another goroutine, and the browser has its turn only when
// every goroutine waits. So a long loop calls Yield every few thousand
// steps (a millisecond or less); once Go has held the thread for
// YieldSlice, Yield waits for the browser to run its queued tasks (a frame
// to draw, input) and goes on. The search, JPS, the smoothing and the
// shortest route call it where they ask their Stop hook, the app's route
// layer (render) as it paints. Off the browser Yield does nothing and
// Yields is false, so a loop can leave out its checks at compile time.
// Yield must not be called from a JavaScript callback (syscall/js.FuncOf):
// a callback that waits blocks the browser's event loop. Yield reads the
// clock only every so many calls (fewer the faster they come); a loop whose
// calls are far apart (thousands of steps, a map's rows, a phase's end)
// calls YieldPhase, which reads it every time.

// Pacer paces one loop's calls to Yield by their own rate. Yield's calls
// share one: after a loop that called it a thousand times a millisecond,
// it skipped the clock for the next thousand calls whoever made them, and
// a loop that calls it once a millisecond then held the page for a
// second. A hot loop keeps a Pacer (a package variable beside it, or a
// field of its long-lived state) and calls its Yield. The zero value is
// ready; off the browser it is empty and its Yield does nothing.
type Pacer struct{ pace }

// YieldSlice is how long work may hold the page's thread before Yield
// gives the browser its turn: half a frame at 60 Hz, so that a frame is
// drawn on time when the work and the frame take turns.
const YieldSlice = 8 * time.Millisecond
