// Command pacepage is the browser test of pathing.Yield (web/pace_test.go):
// built for GOOS=js, it keeps the page's thread busy for a second on each
// of two goroutines, calling pathing.Yield (or not, with ?noyield), and marks
// on the page when the work began and ended, so that the test counts the
// animation frames the browser drew meanwhile.
package main

import (
	"strings"
	"syscall/js"
	"time"

	"swath/pathing"
)

func main() {
	yield := !strings.Contains(js.Global().Get("location").Get("search").String(), "noyield")
	now := func() float64 { return js.Global().Get("performance").Call("now").Float() }
	// the page draws frames first (none come while it is still loading)
	for js.Global().Get("frameTimes").Length() < 10 {
		time.Sleep(10 * time.Millisecond)
	}
	js.Global().Set("busyStart", now())
	done := make(chan int, 2)
	for range 2 {
		go func() {
			n := 0
			for t0 := time.Now(); time.Since(t0) < time.Second; n++ {
				for i := 0; i < 1000; i++ { // a few microseconds of work
					n += i & 1
				}
				if yield {
					pathing.Yield()
				}
			}
			done <- n
		}()
	}
	<-done
	<-done
	js.Global().Set("busyEnd", now())
	select {} // keep the page's Go alive
}
