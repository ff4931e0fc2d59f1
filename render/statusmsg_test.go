package render

import (
	"strings"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// TestNoticeKeepsTheReason: a notice ("Opened …") shown while there is no
// route leaves the reason, with the blocking cell, on the status line.
func TestNoticeKeepsTheReason(t *testing.T) {
	s := small()
	s.Apply(scene.SetAgent{Agent: pathing.Footprint{L: 12, W: 2}})
	s.Refresh()
	lay := NewLayout(picW, picH, false)
	msg, _ := statusMessage(s, lay)
	if !strings.Contains(msg, "No route") {
		t.Fatalf("status %q: want the reason", msg)
	}
	s.Apply(scene.Notice{Text: "Opened small."})
	msg, col := statusMessage(s, lay)
	if !strings.Contains(msg, "No route") || !strings.Contains(msg, "Opened small.") || col != assets.Warning {
		t.Fatalf("status with a notice %q: want the reason and the notice, in the warning colour", msg)
	}
}
