package render

import "swath/pathing"

// yieldAt gives the browser its turn (the web page's one thread) at every
// 256th i of a loop over a route's points: the route layer's goroutine
// turns a maze's thousands of waypoints and nodes into shapes, for tens of
// milliseconds in the browser. It reads the clock each time
// (pathing.YieldPhase): Yield, paced by faster callers to skip 1023
// calls, let such a loop run 260,000 points unread. Off the browser it is
// nothing.
func yieldAt(i int) {
	if pathing.Yields && i%256 == 255 {
		pathing.YieldPhase()
	}
}
