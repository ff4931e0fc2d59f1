package pathing

import (
	"math"
	"testing"
)

func TestTurns(t *testing.T) {
	for _, c := range []struct {
		name string
		pts  []Point
		want int
	}{
		{"empty", nil, 0},
		{"one point", []Point{{3, 3}}, 0},
		{"one step", []Point{{0, 0}, {1, 1}}, 0},
		{"straight", []Point{{0, 0}, {1, 0}, {2, 0}, {3, 0}}, 0},
		{"diagonal", []Point{{0, 0}, {1, 1}, {2, 2}}, 0},
		{"collinear, uneven steps", []Point{{0, 0}, {1, 2}, {4, 8}}, 0},
		{"one corner", []Point{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}, 1},
		{"straight to diagonal", []Point{{0, 0}, {1, 0}, {2, 1}}, 1},
		{"staircase", []Point{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}}, 3},
		{"reversal", []Point{{0, 0}, {2, 0}, {1, 0}}, 1},
		{"zigzag of waypoints", []Point{{0, 0}, {5, 1}, {6, 4}, {9, 4}}, 2},
	} {
		if got := Turns(c.pts); got != c.want {
			t.Errorf("%s: Turns(%v) = %d, want %d", c.name, c.pts, got, c.want)
		}
	}
}

func TestLength(t *testing.T) {
	for _, c := range []struct {
		name string
		pts  []Point
		want float64
	}{
		{"empty", nil, 0},
		{"one point", []Point{{3, 3}}, 0},
		{"straight", []Point{{0, 0}, {1, 0}, {2, 0}}, 2},
		{"diagonal steps", []Point{{0, 0}, {1, 1}, {2, 2}}, 2 * math.Sqrt2},
		{"3-4-5", []Point{{0, 0}, {3, 4}}, 5},
		{"there and back", []Point{{0, 0}, {3, 4}, {0, 0}}, 10},
		{"upward", []Point{{2, 9}, {2, 1}, {-4, 9}}, 18},
	} {
		if got := Length(c.pts); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("%s: Length(%v) = %v, want %v", c.name, c.pts, got, c.want)
		}
	}
}

// TestPlanMetrics checks the figures of one drawn plan by hand: the 3×3
// agent's detour around the gap (search_test.go's gapRows).
func TestPlanMetrics(t *testing.T) {
	m := parseASCII(t, gapRows)
	var p Planner
	for _, st := range []Strategy{Binary, Linear} {
		plan := p.Plan(m.grid, Query{Start: m.start, Goal: m.goal, Agent: Footprint{3, 3}, Options: Options{Strategy: st}}, nil)
		if !plan.Found {
			t.Fatalf("%v: %s", st, plan.Err)
		}
		// Raw: 6 right, 4 down, 6 left: 17 nodes, 2 turns, length 16.
		// Smoothed: the corners (6,2) (12,2) (12,6) (6,6): 2 turns, length 16.
		got := plan.Metrics
		want := Metrics{RawNodes: 17, Waypoints: 4, RawTurns: 2, SmoothedTurns: 2, RawLength: 16, SmoothedLength: 16,
			VisibilityTests: got.VisibilityTests, CellsScanned: got.CellsScanned}
		if got != want {
			t.Errorf("%v: metrics %+v, want %+v", st, got, want)
		}
		if got.VisibilityTests < 3 || got.CellsScanned < 3*9 {
			t.Errorf("%v: %d tests over %d cells: too few for three moves of a 3x3 agent", st, got.VisibilityTests, got.CellsScanned)
		}
	}
}
