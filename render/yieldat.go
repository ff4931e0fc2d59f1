package render

import "swath/pathing"

// yieldAt gives the browser its turn (pathing.Yield: the web page's one
// thread) at every 256th i of a loop over a route's points: the route
// layer's goroutine turns a maze's thousands of waypoints and nodes into
// shapes, for tens of milliseconds in the browser. Off the browser it is
// nothing.
func yieldAt(i int) {
	if pathing.Yields && i%256 == 255 {
		pathing.Yield()
	}
}
