package app

import (
	"runtime/debug"
	"testing"
)

// TestCollectionsPaced: the app collects at gcPercent, not Go's default
// 100 (the heap's growth past its live part was most of the window soak's
// RSS growth, issue 22), and a GOGC the user set stands.
func TestCollectionsPaced(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	paceCollections(func(string) string { return "" })
	if got := debug.SetGCPercent(100); got != gcPercent {
		t.Fatalf("without GOGC the app collects at %d %%, want %d", got, gcPercent)
	}
	paceCollections(func(k string) string {
		if k == "GOGC" {
			return "200"
		}
		return ""
	})
	if got := debug.SetGCPercent(100); got != 100 {
		t.Fatalf("with GOGC=200 set the app changed the pace to %d %%", got)
	}
}
