package memroom

import "testing"

// TestResidentGrowsWithTouchedMemory: the resident figure is read (not 0)
// and counts 64 MB once they are written to.
func TestResidentGrowsWithTouchedMemory(t *testing.T) {
	before := Resident()
	if before <= 0 {
		t.Fatalf("resident memory %d B", before)
	}
	b := make([]byte, 64<<20)
	for i := range b {
		b[i] = 1
	}
	after := Resident()
	t.Logf("resident %d MB, %d MB with 64 MB written", before>>20, after>>20)
	if after-before < 48<<20 {
		t.Errorf("resident went from %d to %d B with 64 MB written", before, after)
	}
	_ = b[len(b)-1]
}
