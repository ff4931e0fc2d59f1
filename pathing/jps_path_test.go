package pathing

import (
	"math"
	"slices"
	"testing"
)

// TestJPSCellOrder lays one JPS path out both ways: diagonal-first as
// found, straight-first where the swapped route is free, and diagonal-
// first again where an obstacle blocks the swap.
func TestJPSCellOrder(t *testing.T) {
	open := ParseGrid(
		"......",
		"......",
		"......",
		"......",
	)
	blocked := ParseGrid(
		"..#...",
		"......",
		"......",
		"......",
	)
	diag := []Point{{0, 0}, {1, 1}, {2, 2}, {3, 2}, {4, 2}, {5, 2}}
	straight := []Point{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 1}, {5, 2}}
	for _, c := range []struct {
		name  string
		g     *Grid
		order CellOrder
		want  []Point
	}{
		{"open, diagonal-first", open, DiagonalFirst, diag},
		{"open, straight-first", open, StraightFirst, straight},
		{"blocked swap, straight-first", blocked, StraightFirst, diag},
	} {
		var s JPSearcher
		s.Order = c.order
		r := s.Search(c.g, Footprint{}, Aware, Pt(0, 0), Pt(5, 2), nil)
		if !slices.Equal(r.Path, c.want) {
			t.Errorf("%s: path %v, want %v (jump points %v)\n%s", c.name, r.Path, c.want, s.JumpPoints(nil), c.g)
		}
		other := DiagonalFirst
		if c.order == DiagonalFirst {
			other = StraightFirst
		}
		again := slices.Clone(s.Expand(other))
		if back := s.Expand(c.order); !slices.Equal(back, c.want) || len(again) != len(c.want) {
			t.Errorf("%s: Expand(%v) %v, Expand back %v", c.name, other, again, back)
		}
	}
	for _, o := range []CellOrder{DiagonalFirst, StraightFirst} {
		if p, err := ParseCellOrder(o.String()); err != nil || p != o {
			t.Errorf("ParseCellOrder(%q) = %v, %v", o.String(), p, err)
		}
	}
	if _, err := ParseCellOrder("zigzag"); err == nil {
		t.Error("ParseCellOrder accepts zigzag")
	}
}

func TestAlgorithmNames(t *testing.T) {
	for _, a := range Algorithms() {
		if p, err := ParseAlgorithm(a.String()); err != nil || p != a {
			t.Errorf("ParseAlgorithm(%q) = %v, %v", a.String(), p, err)
		}
	}
	if AStar.Next() != JPS || JPS.Next() != AStar {
		t.Errorf("Next: %v %v", AStar.Next(), JPS.Next())
	}
	if _, err := ParseAlgorithm("dijkstra"); err == nil || Algorithm(7).String() != "Algorithm(7)" {
		t.Errorf("bad names accepted: %v, %q", err, Algorithm(7).String())
	}
}

// TestPlannerJPS: Plan dispatches on Query.Algorithm: the same cost as
// A*, JPS's figures, its trace filled and A*'s left empty, a smoothed
// route; A* after it still fills only its own trace.
func TestPlannerJPS(t *testing.T) {
	g := ParseGrid(
		"..........",
		"...####...",
		"......#...",
		"..#...#...",
		"..........",
	)
	var p Planner
	var tr Trace
	q := Query{Start: Pt(0, 0), Goal: Pt(8, 4), Agent: Footprint{2, 1}}
	a := p.Plan(g, q, &tr)
	if !a.Found || len(tr.Search.Expanded) == 0 || len(tr.JPS.Expanded) != 0 || a.Scanned != 0 {
		t.Fatalf("A*: %d A* expansions traced, %d JPS, scanned %d", len(tr.Search.Expanded), len(tr.JPS.Expanded), a.Scanned)
	}
	q.Algorithm = JPS
	j := p.Plan(g, q, &tr)
	if !j.Found || j.Query.Algorithm != JPS || math.Abs(j.RawCost-a.RawCost) > 1e-9 {
		t.Fatalf("JPS plan %+v, A* cost %v", j, a.RawCost)
	}
	if len(tr.Search.Expanded) != 0 || len(tr.JPS.Expanded) != j.Expanded || j.Scanned == 0 || len(tr.Smooth.Steps) == 0 {
		t.Fatalf("JPS: %d A* expansions traced, %d JPS of %d, scanned %d, %d smoothing steps",
			len(tr.Search.Expanded), len(tr.JPS.Expanded), j.Expanded, j.Scanned, len(tr.Smooth.Steps))
	}
}
