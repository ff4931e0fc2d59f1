package pathing

import "unsafe"

// prefetch asks the processor to start loading the cache line at p, so
// that a later read of it does not wait: the optimal search names the
// records of the vertex it will expand next while it expands this one.
//
//go:noescape
func prefetch(p unsafe.Pointer)
