package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestIdleDialogDrawsNothing: with the open dialog up and nothing
// touched, the app draws no frames (--stats prints a line a second only
// while it ticks, each with the frames drawn): a dialog that drew frames
// back to back took a core, and under load a 50 ms key tap fell between
// two polls (4 of 10 reached the dialog while the map took all 10).
func TestIdleDialogDrawsNothing(t *testing.T) {
	a := startIn(t, "", "--stats")
	a.park()
	a.press("ctrl+o")
	time.Sleep(2 * time.Second) // the listing and the first frames settle
	// An idle app does not tick, so the second's line comes with the next
	// tick at least a second after the last and counts the frames drawn
	// since: keys in the dialog bring the lines of the start and of the
	// first key, then after three idle seconds a key brings the line that
	// covers them (a key's frames, about 4, and none for 3 s: about 1.3
	// a second; a dialog drawing back to back drew 30-60).
	a.press("Down")
	statsLines(t, a, 0)
	time.Sleep(1200 * time.Millisecond)
	from := len(a.out.String())
	a.press("Down") // its line covers the first key's frames
	statsLines(t, a, from)
	from = len(a.out.String())
	time.Sleep(3 * time.Second)
	a.press("Down") // its line: the second key's few frames, 3 s of none
	var busy []string
	for _, ln := range statsLines(t, a, from) {
		f := strings.Fields(ln)
		for i := 0; i+1 < len(f); i++ {
			if f[i] == "draws/s" {
				if v, err := strconv.ParseFloat(f[i+1], 64); err == nil && v > 3 {
					busy = append(busy, ln)
				}
			}
		}
	}
	if len(busy) > 0 {
		t.Fatalf("an idle dialog drew frames for 3 s:\n%s", strings.Join(busy, "\n"))
	}
}

// statsLines waits for --stats' lines of a second printed after byte from
// of the app's output, and returns them.
func statsLines(t *testing.T, a *app, from int) []string {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		var lines []string
		for _, ln := range strings.Split(a.out.String()[from:], "\n") {
			if strings.Contains(ln, "draws/s") {
				lines = append(lines, ln)
			}
		}
		if len(lines) > 0 {
			return lines
		}
	}
	t.Fatalf("--stats printed no line of a second after a key: the test cannot tell")
	return nil
}
