//go:build !linux || !cgo

package app

// keepFrameBuffers is a no-op where the C heap is not glibc's (see
// malloc_linux.go).
func keepFrameBuffers() {}

// trimCHeap is a no-op where the C heap is not glibc's.
func trimCHeap() {}
