//go:build linux

package background

import (
	"testing"

	"golang.org/x/sys/unix"
)

// TestLowerNicesOnlyItsThread checks that Lower lowers the priority of the
// calling goroutine's thread and of no other thread: a goroutine started
// after it ends runs at the process's priority.
func TestLowerNicesOnlyItsThread(t *testing.T) {
	prio := func() int {
		p, err := unix.Getpriority(unix.PRIO_PROCESS, unix.Gettid())
		if err != nil {
			t.Fatal(err)
		}
		return 20 - p // the raw syscall returns 20 − nice
	}
	base := make(chan int)
	go func() { base <- prio() }()
	b := <-base
	got := make(chan int)
	go func() {
		Lower()
		got <- prio()
	}()
	if n := <-got; n != min(b+niceness, 19) {
		t.Fatalf("nice after Lower %d, want %d", n, min(b+niceness, 19))
	}
	for range 20 { // other goroutines, on whatever threads are left
		go func() { base <- prio() }()
		if n := <-base; n != b {
			t.Fatalf("a later goroutine runs at nice %d, want %d", n, b)
		}
	}
}
