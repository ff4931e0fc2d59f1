package app

import (
	"os"
	"runtime"
	"runtime/debug"
)

// gcPercent is how far the Go heap may grow past its live part before the
// next collection, in percent: Go's default is 100. The app's live heap
// swings with what is in flight when a collection comes (planners'
// searches, timeline builds, route layers' pixels, uploads on their way
// to the GPU): in the window soak with 8 NPCs on a 512² map it was
// 120–200 MB at the collections of one minute, and each collection let
// the heap grow to twice that before the next, so that what Go held (the
// larger part of the RSS) rose from 180–240 MB in the first minute to
// 320–380 MB later. Most of that heap is pixels and search buffers
// without pointers, which marking skips: at 50 the heap stays within 1.5×
// of its live part, and in the soak (seed 1, 7 minutes, the app starved
// as at a load of ~10, GODEBUG=gctrace=1) there were 974 collections
// against 650, 1 % of the CPU against under 1 %, and each minute's highest
// RSS was 52–102 MB lower (416–601 MB against 487–673).
const gcPercent = 50

// paceCollections sets the collections' pace to gcPercent, unless GOGC
// (getenv's) says otherwise: the user's choice stands. The web page keeps
// Go's default: there a collection's marking runs on the browser's one
// thread, between its frames.
func paceCollections(getenv func(string) string) {
	if getenv == nil {
		getenv = os.Getenv
	}
	if runtime.GOOS == "js" || getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(gcPercent)
}
