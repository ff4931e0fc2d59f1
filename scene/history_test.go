package scene

import (
	"math/rand/v2"
	"testing"

	"swath/pathing"
)

// TestHistoryBytesBounded: 200 whole-map fills of a 1024×1024 map (800 MB
// as lists of cells; 4.2 GB on 2048×2048) stay within the history's byte
// bound, stored as runs, and the newest still undo and redo exactly.
func TestHistoryBytesBounded(t *testing.T) {
	const n = 1024
	s := New(Level{Grid: pathing.NewGrid(n, n), Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(n-1, n-1)})
	all := make([]int32, 0, n*n)
	for range 199 { // a fill of every cell but one, as the scene records it
		all = all[:0]
		for i := range int32(n * n) {
			if i != 5*n+5 {
				all = append(all, i)
			}
		}
		s.hist.push(edit{flipped: all})
		all = make([]int32, 0, n*n)
	}
	// the 200th, painted for real
	for y := range n {
		for x := range n {
			if x != 5 || y != 5 {
				s.setCell(x, y, true, &s.gesture.flipped)
			}
		}
	}
	s.gesture.kind = painting
	s.finishGesture()
	total := 0
	for _, e := range s.hist.undo {
		total += e.bytes()
	}
	if total > maxHistoryBytes || len(s.hist.undo) != 200 {
		t.Fatalf("%d steps hold %d bytes (bound %d)", len(s.hist.undo), total, maxHistoryBytes)
	}
	t.Logf("200 whole-map fills: %d bytes of history", total)
	s.Apply(ActUndo)
	if s.grid.Blocked(0, 0) || s.grid.Blocked(n-1, n-1) {
		t.Fatal("undo did not clear the fill")
	}
	s.Apply(ActRedo)
	if !s.grid.Blocked(0, 0) || !s.grid.Blocked(n-1, n-1) || s.grid.Blocked(5, 5) {
		t.Fatal("redo did not fill again")
	}
}

// TestHistoryDropsOldestPastBytes: steps too big to keep together are
// dropped oldest first; the newest is always kept.
func TestHistoryDropsOldestPastBytes(t *testing.T) {
	h := history{byteLimit: 1 << 20}
	seed := uint64(7)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	big := func() []int32 { // scattered cells: no runs, stored as a list
		c := make([]int32, h.byteLimit/4/3+1)
		for i := range c {
			c[i] = int32(2 * i)
		}
		// a stroke's cells come out of order: shuffle a window
		r.Shuffle(100, func(i, j int) { c[i], c[j] = c[j], c[i] })
		return c
	}
	for range 4 {
		h.push(edit{flipped: big()})
	}
	if len(h.undo) != 2 || h.base != 2 {
		t.Fatalf("%d steps kept (base %d), want the newest 2", len(h.undo), h.base)
	}
	var got []int32
	h.undo[1].cells.each(func(i int32) { got = append(got, i) })
	for k := 1; k < len(got); k++ {
		if got[k] != got[k-1]+2 {
			t.Fatalf("cells %d, %d out of order after compaction", got[k-1], got[k])
		}
	}
}

// TestCellSetMatchesList: the compact form yields exactly the cells given.
func TestCellSetMatchesList(t *testing.T) {
	seed := uint64(11)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	for range 200 {
		seen := map[int32]bool{}
		var in []int32
		for range r.IntN(300) {
			i := int32(r.IntN(400))
			if r.IntN(3) == 0 { // runs of neighbours
				for k := range int32(r.IntN(20)) {
					if !seen[i+k] {
						seen[i+k] = true
						in = append(in, i+k)
					}
				}
			} else if !seen[i] {
				seen[i] = true
				in = append(in, i)
			}
		}
		want := map[int32]bool{}
		for _, i := range in {
			want[i] = true
		}
		c := newCellSet(append([]int32(nil), in...))
		got := map[int32]int{}
		c.each(func(i int32) { got[i]++ })
		if len(got) != len(want) {
			t.Fatalf("%d cells back, want %d", len(got), len(want))
		}
		for i, n := range got {
			if n != 1 || !want[i] {
				t.Fatalf("cell %d given back %d times (wanted: %v)", i, n, want[i])
			}
		}
	}
}
