//go:build !linux || !cgo

package app

// keepFrameBuffers is a no-op where the C heap is not glibc's (see
// malloc_linux.go).
func keepFrameBuffers() {}

// glibcHeap: no glibc heap here.
const glibcHeap = false

// trimCHeap is a no-op where the C heap is not glibc's.
func trimCHeap() {}

// cHeap is unknown here.
func cHeap() (used, free, mapped uint64) { return 0, 0, 0 }
