package crowd

import (
	"strings"
	"testing"

	"swath/pathing"
)

// TestCheckerCatches: the tests' checker (and Verify) refuse plans that
// break the model: a swap, a wide body sweeping a small one, a corner
// cut, a jump, a crossing, a wrong start, a false arrival.
func TestCheckerCatches(t *testing.T) {
	g := pathing.ParseGrid(
		"........",
		"........",
		"....#...",
		"........",
		"........",
	)
	pt := pathing.Pt
	route := func(pts ...pathing.Point) Route { return Route{Path: pts, Why: "not asked"} }
	for _, c := range []struct {
		name   string
		npcs   []NPC
		routes []Route
		want   string // in the checker's error
		verify string // in Verify's error, or "conflict"
	}{
		{
			name:   "a swap",
			npcs:   []NPC{{Agent: one, Start: pt(0, 0), Goal: pt(1, 0)}, {Agent: one, Start: pt(1, 0), Goal: pt(0, 0)}},
			routes: []Route{route(pt(0, 0), pt(1, 0)), route(pt(1, 0), pt(0, 0))},
			want:   "overlap", verify: "conflict",
		},
		{
			name:   "a 3x3 sweeping into a 1x1",
			npcs:   []NPC{{Agent: three, Start: pt(1, 1), Goal: pt(2, 1)}, {Agent: one, Start: pt(3, 0), Goal: pt(3, 0)}},
			routes: []Route{route(pt(1, 1), pt(2, 1)), route(pt(3, 0))},
			want:   "overlap", verify: "conflict",
		},
		{
			name:   "crossing diagonals",
			npcs:   []NPC{{Agent: one, Start: pt(0, 0), Goal: pt(1, 1)}, {Agent: one, Start: pt(1, 0), Goal: pt(0, 1)}},
			routes: []Route{route(pt(0, 0), pt(1, 1)), route(pt(1, 0), pt(0, 1))},
			want:   "overlap", verify: "conflict",
		},
		{
			name:   "entering a cell its occupant leaves sideways",
			npcs:   []NPC{{Agent: one, Start: pt(0, 0), Goal: pt(1, 0)}, {Agent: one, Start: pt(1, 0), Goal: pt(1, 1)}},
			routes: []Route{route(pt(0, 0), pt(1, 0)), route(pt(1, 0), pt(1, 1))},
			want:   "overlap", verify: "conflict",
		},
		{
			name:   "a 3x3's diagonal sweeping a 1x1 it touches at neither tick",
			npcs:   []NPC{{Agent: three, Start: pt(1, 1), Goal: pt(2, 2)}, {Agent: one, Start: pt(3, 0), Goal: pt(3, 0)}},
			routes: []Route{route(pt(1, 1), pt(2, 2)), route(pt(3, 0))},
			want:   "tick 0+¼", verify: "conflict",
		},
		{
			name:   "a step onto a wall",
			npcs:   []NPC{{Agent: one, Start: pt(3, 1), Goal: pt(4, 1)}},
			routes: []Route{route(pt(3, 1), pt(4, 2))},
			want:   "does not fit", verify: "overlaps the obstacle",
		},
		{
			name:   "a diagonal cutting the wall's corner",
			npcs:   []NPC{{Agent: one, Start: pt(3, 1), Goal: pt(5, 3)}},
			routes: []Route{route(pt(3, 1), pt(4, 1), pt(5, 2), pt(5, 3))},
			want:   "cuts a corner", verify: "cuts a corner",
		},
		{
			name:   "a 2x2 through the wall",
			npcs:   []NPC{{Agent: two, Start: pt(2, 2), Goal: pt(3, 2)}},
			routes: []Route{route(pt(2, 2), pt(3, 2))},
			want:   "does not fit", verify: "overlaps the obstacle",
		},
		{
			name:   "a jump",
			npcs:   []NPC{{Agent: one, Start: pt(0, 0), Goal: pt(2, 0)}},
			routes: []Route{route(pt(0, 0), pt(2, 0))},
			want:   "jumps", verify: "is no step",
		},
		{
			name:   "a wrong start",
			npcs:   []NPC{{Agent: one, Start: pt(0, 0), Goal: pt(1, 0)}},
			routes: []Route{route(pt(0, 1), pt(1, 0))},
			want:   "does not start", verify: "does not start",
		},
		{
			name:   "arrived but not at its goal",
			npcs:   []NPC{{Agent: one, Start: pt(0, 0), Goal: pt(2, 0)}},
			routes: []Route{{Path: []pathing.Point{pt(0, 0), pt(1, 0)}, Arrived: true}},
			want:   "arrived true",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			routes := c.routes[:len(c.npcs)]
			plan := &Plan{Routes: routes}
			for _, r := range routes {
				plan.Makespan = max(plan.Makespan, len(r.Path)-1)
			}
			err := checkPlan(g, c.npcs, plan)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("checker: got %v, want an error with %q", err, c.want)
			}
			conflicts, verr := Verify(Problem{Grid: g, NPCs: c.npcs}, plan)
			switch {
			case c.verify == "conflict" && (verr != nil || len(conflicts) != 1):
				t.Errorf("Verify: got %v, %v; want one conflict", conflicts, verr)
			case c.verify != "" && c.verify != "conflict" && (verr == nil || !strings.Contains(verr.Error(), c.verify)):
				t.Errorf("Verify: got %v, want an error with %q", verr, c.verify)
			}
		})
	}
}
