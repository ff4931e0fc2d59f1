//go:build unix

package app

import (
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"syscall"

	"swath/atomicfile"
)

// watchHeapSignal writes the live heap's profile (after a collection) to
// path.1, path.2, … at each SIGUSR1, while the app runs (--memprofile path):
// two taken minutes apart, diffed with go tool pprof -base, name what the
// app keeps live that it did not before (scripts/soak sends them once a
// minute).
func watchHeapSignal(path string, more func() string) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGUSR1)
	go func() {
		n := 0
		for range c {
			n++
			if err := writeHeapProfile(fmt.Sprintf("%s.%d", path, n)); err != nil {
				fmt.Fprintln(os.Stderr, "swath: --memprofile:", err)
			}
			// what Go holds and the C heap beside it (Mesa's textures and
			// buffers): which part of the RSS grew
			used, free, mapped := cHeap()
			held, live := goHeld()
			fmt.Fprintf(os.Stderr, "stats: heap profile %d: Go holds %.1f MB (live heap %.1f MB); C heap in use %.1f MB, free but kept %.1f MB, mmapped %.1f MB; RSS %.1f MB; %s\n",
				n, float64(held)/1e6, float64(live)/1e6, float64(used)/1e6, float64(free)/1e6, float64(mapped)/1e6, residentMB(), more())

		}
	}()
}

// writeHeapProfile writes the heap's profile after a collection to path.
func writeHeapProfile(path string) error {
	f, err := atomicfile.Create(path)
	if err != nil {
		return err
	}
	runtime.GC()
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}
