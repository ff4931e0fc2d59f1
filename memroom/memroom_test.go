package memroom

import (
	"math"
	"strings"
	"testing"
)

// TestCheckSaysWhatAndWhy: a need within the room passes; one over it is
// refused in one line naming what needs it, how much, the room left and
// the bound.
func TestCheckSaysWhatAndWhy(t *testing.T) {
	r := Room{Bytes: 1 << 30, Limit: 3 << 30, Why: "its address-space limit, ulimit -v,"}
	if err := r.Check(1<<30, "the map"); err != nil {
		t.Fatalf("a need equal to the room: %v", err)
	}
	err := r.Check(5<<30, "big.map (8192×8192 cells)")
	if err == nil {
		t.Fatalf("5 GB passed in 1 GB of room")
	}
	want := "big.map (8192×8192 cells) needs about 5.0 GB, more than the 1.0 GB this process has left (its address-space limit, ulimit -v, 3.0 GB)"
	if got := err.Error(); got != want || strings.Contains(got, "\n") {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if err := (Room{Bytes: math.MaxInt64}).Check(math.MaxInt64, "anything"); err != nil {
		t.Fatalf("an unbounded room refused: %v", err)
	}
}

// TestSize: bytes read in the unit that fits.
func TestSize(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{{512, "512 B"}, {300 << 10, "300 KB"}, {5 << 20, "5 MB"}, {1536 << 20, "1.5 GB"}} {
		if got := Size(c.n); got != c.want {
			t.Errorf("Size(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}

// TestNowIsSane: the room now is positive and, when bounded, at most its
// limit and named.
func TestNowIsSane(t *testing.T) {
	r := Now()
	t.Logf("room: %s (%s %s)", Size(r.Bytes), r.Why, Size(r.Limit))
	if r.Bytes <= 0 || (!r.Unbounded() && (r.Bytes > r.Limit || r.Why == "")) {
		t.Fatalf("room %+v", r)
	}
}
