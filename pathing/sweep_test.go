package pathing

import (
	"slices"
	"testing"
)

// The five test vectors of the first flaw (cells the paper's sampling misses): A = (0,0).
var sweepVectors = []struct {
	agent     Footprint
	to        Point
	exact     int
	paper     int
	paperMiss []Point
}{
	{Footprint{1, 1}, Pt(1, 3), 8, 6, []Point{{0, 3}, {1, 0}}},
	{Footprint{1, 1}, Pt(2, 5), 14, 10, []Point{{0, 3}, {1, 0}, {1, 5}, {2, 2}}},
	{Footprint{2, 2}, Pt(1, 3), 15, 13, []Point{{0, 4}, {2, 0}}},
	{Footprint{3, 2}, Pt(-5, 2), 28, 27, []Point{{-4, 0}}},
	{Footprint{2, 1}, Pt(7, -8), 39, 32, []Point{{0, -2}, {1, -3}, {2, -4}, {3, -5}, {6, -4}, {7, -5}, {8, -6}}},
}

func TestSweepVectors(t *testing.T) {
	for _, v := range sweepVectors {
		ex := NewSweep(v.agent, Pt(0, 0), v.to, Exact)
		pa := NewSweep(v.agent, Pt(0, 0), v.to, Paper)
		ec, pc := ex.Cells(), pa.Cells()
		if len(ec) != v.exact || ex.Size() != v.exact {
			t.Errorf("%v to %v: exact scan has %d cells, want %d", v.agent, v.to, len(ec), v.exact)
		}
		if len(pc) != v.paper || pa.Size() != v.paper {
			t.Errorf("%v to %v: paper scan has %d cells, want %d", v.agent, v.to, len(pc), v.paper)
		}
		var miss []Point
		for _, c := range ec {
			if !slices.Contains(pc, c) {
				miss = append(miss, c)
			}
		}
		for _, c := range pc {
			if !slices.Contains(ec, c) {
				t.Errorf("%v to %v: paper scans %v, which exact does not", v.agent, v.to, c)
			}
		}
		sortPts(miss)
		want := slices.Clone(v.paperMiss)
		sortPts(want)
		if !slices.Equal(miss, want) {
			t.Errorf("%v to %v: paper misses %v, want %v", v.agent, v.to, miss, want)
		}
	}
}

func sortPts(p []Point) {
	slices.SortFunc(p, func(a, b Point) int {
		if a.X != b.X {
			return a.X - b.X
		}
		return a.Y - b.Y
	})
}

// TestSweepVectorsObstacle puts an obstacle on each cell the paper misses:
// the paper sampling then calls a colliding move visible, the exact one
// does not (Flaw 1). A is moved to (12,12) of a free 30×30 map.
func TestSweepVectorsObstacle(t *testing.T) {
	off := Pt(12, 12)
	for _, v := range sweepVectors {
		a, b := off, v.to.Add(off)
		for _, c := range v.paperMiss {
			g := NewGrid(30, 30)
			g.Set(c.X+off.X, c.Y+off.Y, true)
			if vis, _ := Visible(g, v.agent, a, b, Paper); !vis {
				t.Errorf("%v %v→%v, obstacle on the missed cell %v: paper says not visible", v.agent, a, b, c.Add(off))
			}
			if vis, _ := Visible(g, v.agent, a, b, Exact); vis {
				t.Errorf("%v %v→%v, obstacle on the swept cell %v: exact says visible", v.agent, a, b, c.Add(off))
			}
			// The move backwards sweeps the same hull.
			if back, _ := Visible(g, v.agent, b, a, Exact); back {
				t.Errorf("%v %v→%v, obstacle on the swept cell %v: exact says visible backwards", v.agent, b, a, c.Add(off))
			}
		}
		// Exact scan set equals the brute-force hull overlap.
		ex := NewSweep(v.agent, Pt(0, 0), v.to, Exact)
		got := ex.Cells()
		sortPts(got)
		if want := bruteSwept(v.agent, Pt(0, 0), v.to); !slices.Equal(got, want) {
			t.Errorf("%v to %v: exact cells %v, brute force %v", v.agent, v.to, got, want)
		}
	}
}
