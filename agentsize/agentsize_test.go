package agentsize

import (
	"strings"
	"testing"

	"swath/pathing"
)

// TestParse: sides 1..Max are read; a side beyond Max or below 1 is
// refused with a message naming the text and the range; a malformed text
// keeps pathing's message.
func TestParse(t *testing.T) {
	for _, c := range []struct {
		in      string
		want    pathing.Footprint
		wantErr string
	}{
		{"3x2", pathing.Footprint{L: 3, W: 2}, ""},
		{"16x16", pathing.Footprint{L: 16, W: 16}, ""},
		{"17x1", pathing.Footprint{}, `agent "17x1": each side must be 1..16`},
		{"0x3", pathing.Footprint{}, `agent "0x3": each side must be 1..16`},
		{"3by2", pathing.Footprint{}, "want LxW"},
	} {
		got, err := Parse(c.in)
		switch {
		case c.wantErr == "" && (err != nil || got != c.want):
			t.Errorf("Parse(%q) = %v, %v; want %v", c.in, got, err, c.want)
		case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
			t.Errorf("Parse(%q) error %v; want one with %q", c.in, err, c.wantErr)
		}
	}
}
