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
	from := len(a.out.String())
	time.Sleep(3 * time.Second)
	var busy []string
	for _, ln := range strings.Split(a.out.String()[from:], "\n") {
		f := strings.Fields(ln)
		for i := 0; i+1 < len(f); i++ {
			if f[i] == "draws/s" {
				if v, err := strconv.ParseFloat(f[i+1], 64); err == nil && v > 2 {
					busy = append(busy, ln)
				}
			}
		}
	}
	if len(busy) > 0 {
		t.Fatalf("an idle dialog drew frames for 3 s:\n%s", strings.Join(busy, "\n"))
	}
	if !strings.Contains(a.out.String(), "draws/s") {
		t.Fatalf("--stats printed nothing at all: the test cannot tell")
	}
}
