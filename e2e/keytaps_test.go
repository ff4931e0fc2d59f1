package e2e

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// stallMS stalls every tick of the app (SWATH_STALL_TICK_MS) well past a
// quick tap's hold, as a loaded machine does now and then: Ebitengine
// reads the keyboard once a tick, so most of these taps fall inside one
// tick and no tick sees them down.
const stallMS = "150"

// tapKeys taps key n times, each held 50 ms with 100 ms between, with no
// retries, and returns how many the app logged as taken (lines "key
// WHAT") within a few seconds.
func (a *app) tapKeys(key, what string, n int) int {
	a.t.Helper()
	count := func() int {
		c := 0
		for _, ln := range a.logLines() {
			if _, rest, _ := strings.Cut(ln, " "); rest == "key "+what {
				c++
			}
		}
		return c
	}
	before := count()
	for range n {
		a.xdo("keydown", key, "sleep", "0.05", "keyup", key, "sleep", "0.1")
	}
	got := 0
	for deadline := time.Now().Add(4 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if got = count() - before; got >= n {
			time.Sleep(500 * time.Millisecond) // (and none more)
			return count() - before
		}
	}
	return got
}

// TestTapsReachDialogsAndMap (issue 22: a layer dialog took 4 of 10 quick
// taps under load while the map view took 10): with every tick stalled,
// quick taps in the Tiled layer dialog and over the map all arrive, each
// once, as the window system reported them; without the tap source
// (SWATH_NO_TAP_WATCH, the control) the same taps are lost, so the stall
// is real and the test can fail.
func TestTapsReachDialogsAndMap(t *testing.T) {
	path, err := filepath.Abs("../levels/testdata/tiled/excalibur-city/example-city-gzip.tmx")
	if err != nil {
		t.Fatal(err)
	}
	const n = 6
	ctl := startEnv(t, "", []string{"SWATH_STALL_TICK_MS=" + stallMS, "SWATH_NO_TAP_WATCH=1"}, "--map", path)
	time.Sleep(time.Second)
	lostCtl := n - ctl.tapKeys("Down", "Down", n)
	t.Logf("control, without the tap source: %d of %d taps in the layer dialog lost", lostCtl, n)
	if lostCtl == 0 {
		t.Fatalf("with ticks stalled %s ms and no tap source, all %d quick taps arrived: the test cannot tell the source's work", stallMS, n)
	}
	ctl.proc.Kill()

	a := startEnv(t, "", []string{"SWATH_STALL_TICK_MS=" + stallMS}, "--map", path)
	time.Sleep(time.Second)
	if got := a.tapKeys("Down", "Down", n); got != n {
		t.Fatalf("the layer dialog took %d of %d quick taps of Down", got, n)
	}
	a.press("Escape") // close the dialog: the map view
	if got := a.tapKeys("bracketright", "]", n); got != n {
		t.Fatalf("the map view took %d of %d quick taps of ]", got, n)
	}
}
