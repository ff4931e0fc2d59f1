package e2e

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTapsInAStalledTickArrive: a key tapped (held 50 ms) while the app
// is busy with the tick before — a loaded machine's frame, made here
// 500 ms long by SWATH_SLOW_TICKS — is pressed and released before the
// app next reads the keyboard. Ebitengine turns GLFW's sticky keys off in
// the idle-friendly FPS mode, so such a tap was never seen (the layer
// dialog and the Open dialog took 5 of 10 taps, every Up tapped during
// Down's tick lost); with them on (stickykeys_linux.go) the next tick
// sees the key down once. Five times Down then Up, Up tapped 100 ms after
// Down's release, in the layer dialog of a Tiled map and in the Open
// dialog: every Up arrives.
func TestTapsInAStalledTickArrive(t *testing.T) {
	tmx, err := filepath.Abs("../levels/testdata/tiled/excalibur-city/example-city-gzip.tmx")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		dialog string
		args   []string
		open   string // the key that opens the dialog ("": it opens at start)
	}{
		{"the layer dialog", []string{"--map", tmx}, ""},
		{"the Open dialog", nil, "ctrl+o"},
	} {
		t.Run(strings.Fields(c.dialog)[1], func(t *testing.T) {
			a := startEnv(t, "", []string{"SWATH_SLOW_TICKS=500ms"}, c.args...)
			if c.open != "" {
				a.press(c.open)
			}
			time.Sleep(1500 * time.Millisecond) // the dialog's first frames
			var want []string
			n := len(a.logLines())
			for range 5 {
				a.xdo("keydown", "Down", "sleep", "0.05", "keyup", "Down", "sleep", "0.1", "keydown", "Up", "sleep", "0.05", "keyup", "Up")
				want = append(want, "key Down", "key Up")
				time.Sleep(1200 * time.Millisecond) // past the stalls
			}
			var got []string
			ups := 0
			for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline) && ups < 5; time.Sleep(100 * time.Millisecond) {
				got, ups = got[:0], 0
				for _, ln := range a.logLines()[n:] {
					if _, rest, ok := strings.Cut(ln, " "); ok && strings.HasPrefix(rest, "key ") {
						got = append(got, rest)
						if rest == "key Up" {
							ups++
						}
					}
				}
			}
			// every Up, tapped inside Down's stalled tick, arrives; a Down
			// that came while the app was drawing its settling frames can
			// still be lost (a frame with no Update reads the key's one
			// sticky press: see the report), so of those only one is asked
			if ups != 5 || len(got) < 6 {
				t.Fatalf("%s under 500 ms ticks took %d Up taps of 5 (%d taps in all):\n got %q\nwant %q", c.dialog, ups, len(got), got, want)
			}
			t.Logf("%s: %d of %d taps: %q", c.dialog, len(got), len(want), got)
		})
	}
}
