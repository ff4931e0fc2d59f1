//go:build linux && cgo

package app

/*
#include <malloc.h>
*/
import "C"

// glibcHeap: the C heap is glibc's (cHeap and trimCHeap work).
const glibcHeap = true

// keepFrameBuffers stops glibc from giving the C heap's big blocks back to
// the kernel as soon as they are freed. Mesa's software renderer (llvmpipe,
// what a machine without a GPU driver runs) allocates and frees
// multi-megabyte buffers for every frame it presents; by default glibc
// serves each with a fresh mmap, so every frame page-faults them in again.
// Measured under Xvfb at 1280×800, redrawing the whole window every frame:
// 26 → 40 frames a second from this alone (scripts/fps.sh). It costs the
// few buffers kept in the heap (cHeapTrimmer gives the rest back).
func keepFrameBuffers() {
	C.mallopt(C.M_MMAP_THRESHOLD, 64<<20)
	C.mallopt(C.M_TRIM_THRESHOLD, 128<<20)
}

// trimCHeap gives the C heap's free memory back to the kernel (glibc keeps
// it under M_TRIM_THRESHOLD, see keepFrameBuffers): the textures of a map
// no longer shown.
func trimCHeap() { C.malloc_trim(0) }

// cHeap is what glibc's heap holds, in bytes: in use by the program, free
// but kept, and mmapped apart (mallinfo2, over all arenas).
func cHeap() (used, free, mapped uint64) {
	m := C.mallinfo2()
	return uint64(m.uordblks), uint64(m.fordblks), uint64(m.hblkhd)
}
