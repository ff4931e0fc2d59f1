package changelog

import (
	"testing"

	"swath/pathing"
)

func box(x0, y0, x1, y1 int) pathing.Rect {
	return pathing.Rect{MinX: x0, MinY: y0, MaxX: x1, MaxY: y1}
}

// TestLogSince: a consumer behind by a few versions gets the union of
// what they changed; one up to date gets nothing; one older than the ring
// gets the whole map; Grow adds to the newest version's box.
func TestLogSince(t *testing.T) {
	all := box(0, 0, 99, 99)
	var l Log
	l.Reset(all)
	if r, ok := l.Since(0, 0); ok {
		t.Fatalf("nothing changed: got %v", r)
	}
	l.Add(1, box(1, 1, 1, 1))
	l.Add(2, box(5, 2, 6, 3))
	l.Grow(box(9, 9, 9, 9))
	for _, c := range []struct {
		v    uint64
		want pathing.Rect
		ok   bool
	}{
		{0, box(1, 1, 9, 9), true},
		{1, box(5, 2, 9, 9), true},
		{2, pathing.Rect{}, false},
	} {
		if r, ok := l.Since(c.v, 2); r != c.want || ok != c.ok {
			t.Errorf("since %d: %v %v, want %v %v", c.v, r, ok, c.want, c.ok)
		}
	}
	for v := uint64(3); v <= Len+2; v++ {
		l.Add(v, box(int(v), 0, int(v), 0))
	}
	if r, ok := l.Since(1, Len+2); !ok || r != all {
		t.Errorf("a version older than the ring: %v %v, want the whole map %v", r, ok, all)
	}
	if r, ok := l.Since(Len+1, Len+2); !ok || r != box(Len+2, 0, Len+2, 0) {
		t.Errorf("the newest version: %v %v", r, ok)
	}
}
