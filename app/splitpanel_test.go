package app

import (
	"testing"

	"swath/pathing"
)

// The panel's + pane and a pane's button never give a pane the level's own
// settings, nor one another pane shows.
func TestSplitPanelPresets(t *testing.T) {
	base := pathing.Query{Agent: pathing.Footprint{L: 2, W: 2}} // aware, exact, binary, A*
	tests := []struct {
		specs []string
		cur   string
		want  string
	}{
		{nil, "", "farthest=linear"},
		{[]string{"farthest=linear"}, "", "sampling=paper"},                 // not farthest=binary: the level's
		{[]string{"farthest=linear", "sampling=paper"}, "", "search=point"}, // not sampling=exact
		{[]string{"farthest=linear"}, "farthest=linear", "sampling=paper"},
		{[]string{"agent=3x3"}, "agent=3x3", "optimal=on"}, // not agent=2x2
		{[]string{"optimal=on"}, "optimal=on", "farthest=linear"},
	}
	for _, tt := range tests {
		if got := nextPreset(base, tt.specs, tt.cur); got != tt.want {
			t.Errorf("panes %q, after %q: got %q, want %q", tt.specs, tt.cur, got, tt.want)
		}
	}
}
