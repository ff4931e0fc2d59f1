package pathing

import (
	"slices"
	"testing"
)

// The U-shaped vector of ALGORITHM.md §5: binary stops short of the
// farthest visible node.
func TestFarthestSpecVector(t *testing.T) {
	g := ParseGrid(
		"..#.#......#",
		"..#.......#.",
		"......#.....",
		"#...##......",
		"..#.#.#.....",
	)
	nodes := []Point{{1, 3}, {2, 3}, {3, 2}, {4, 2}, {5, 1}, {6, 0}}
	f := Footprint{1, 1}
	var probes []Probe
	got, _, _ := Farthest(g, f, nodes, 0, Exact, Binary, &probes)
	if got != 2 {
		t.Errorf("binary from P0 = %d, want 2", got)
	}
	var seq []int
	var vis []bool
	for _, p := range probes {
		seq, vis = append(seq, p.T), append(vis, p.Visible)
	}
	// The procedure asks about P2 again after P3 fails; that verdict is known.
	if !slices.Equal(seq, []int{5, 2, 3, 2}) || !slices.Equal(vis, []bool{false, true, false, true}) || !probes[3].Known {
		t.Errorf("binary probes %v %v, want [5 2 3 2] [false true false true], last known", seq, vis)
	}
	if got, _, _ := Farthest(g, f, nodes, 0, Exact, Linear, nil); got != 4 {
		t.Errorf("linear from P0 = %d, want 4", got)
	}
	if v, _ := Visible(g, f, nodes[0], nodes[3], Exact); v {
		t.Errorf("P0 sees P3; the square clips (4,3)")
	}
	var sm Smoother
	wantB := []int{0, 2, 4, 5}
	if r := sm.Smooth(g, f, nodes, Exact, Binary, nil); !slices.Equal(r.Idx, wantB) {
		t.Errorf("binary waypoints %v, want %v", r.Idx, wantB)
	}
	wantL := []int{0, 4, 5}
	if r := sm.Smooth(g, f, nodes, Exact, Linear, nil); !slices.Equal(r.Idx, wantL) {
		t.Errorf("linear waypoints %v, want %v", r.Idx, wantL)
	}
}
