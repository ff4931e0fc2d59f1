package levels

import (
	"slices"
	"strings"
	"testing"
)

// TestKeyStepsParse: keysteps reads step numbers and refuses others with
// the line; a level without them writes no keysteps line.
func TestKeyStepsParse(t *testing.T) {
	src := "swath 1\nsize: 3x1\nkeysteps: 4 2\ngrid:\n...\n"
	lv, err := ParseSwath("k.swath", []byte(src))
	if err != nil || !slices.Equal(lv.KeySteps, []int{4, 2}) {
		t.Fatalf("keysteps %v, %v", lv.KeySteps, err)
	}
	for _, bad := range []string{"0", "x", "3 -1"} {
		_, err := ParseSwath("k.swath", []byte(strings.Replace(src, "4 2", bad, 1)))
		if err == nil || !strings.Contains(err.Error(), "k.swath:3") {
			t.Errorf("keysteps %q: error %v, want one at k.swath:3", bad, err)
		}
	}
	var b strings.Builder
	lv.KeySteps = nil
	if err := WriteSwath(&b, lv); err != nil || strings.Contains(b.String(), "keysteps") {
		t.Fatalf("no key steps written as %q (%v)", b.String(), err)
	}
}
