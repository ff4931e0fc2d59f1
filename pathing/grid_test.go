package pathing

import "testing"

// TestCopyFrom checks that copying a rectangle brings those cells, and
// only those, from the source, with its version; other sizes are refused.
func TestCopyFrom(t *testing.T) {
	src := ParseGrid("#..#\n.##.\n..#.\n")
	src.Set(0, 2, true)
	dst := NewGrid(4, 3)
	if !dst.CopyFrom(src, Rect{MinX: 1, MinY: 1, MaxX: 9, MaxY: 2}) {
		t.Fatal("same size refused")
	}
	for y := range 3 {
		for x := range 4 {
			want := y >= 1 && x >= 1 && src.Blocked(x, y)
			if dst.Blocked(x, y) != want {
				t.Errorf("(%d,%d) blocked %v, want %v", x, y, dst.Blocked(x, y), want)
			}
		}
	}
	if dst.Version() != src.Version() {
		t.Errorf("version %d, want the source's %d", dst.Version(), src.Version())
	}
	if NewGrid(3, 3).CopyFrom(src, Rect{MaxX: 2, MaxY: 2}) {
		t.Error("a grid of another size was copied")
	}
}
