package pathing_test

import (
	"fmt"

	"swath/pathing"
)

// A whole query, the front door: a 2×2 agent (its pivot the top-left cell)
// cannot take the one-cell gap a point would, so A* finds the pivot cells
// over the wall's top (o), and smoothing keeps the waypoints (W) between
// which the footprint's whole swept region is clear.
func ExamplePlanner_Plan() {
	g := pathing.ParseGrid(
		"..............",
		"..............",
		"......#.......",
		"......#.......",
		"..............",
		"......#.......",
		"......#.......",
		"......#.......",
	)
	q := pathing.Query{Start: pathing.Pt(1, 4), Goal: pathing.Pt(12, 4), Agent: pathing.Footprint{L: 2, W: 2}}
	var pl pathing.Planner
	p := pl.Plan(g, q, nil)
	marks := map[pathing.Point]byte{}
	for _, c := range p.Raw {
		marks[c] = 'o'
	}
	for _, c := range p.Waypoints {
		marks[c] = 'W'
	}
	marks[q.Start], marks[q.Goal] = 'S', 'G'
	fmt.Print(draw(g, marks))
	m := p.Metrics
	fmt.Printf("nodes %d -> %d, turns %d -> %d, length %.3f -> %.3f, %d visibility tests\n",
		m.RawNodes, m.Waypoints, m.RawTurns, m.SmoothedTurns, m.RawLength, m.SmoothedLength, m.VisibilityTests)
	// Output:
	// ....WooW......
	// ...o....o.....
	// ..o...#..o....
	// ..o...#...o...
	// .S.........oG.
	// ......#.......
	// ......#.......
	// ......#.......
	// nodes 13 -> 4, turns 5 -> 2, length 14.899 -> 14.403, 10 visibility tests
}
