package pathing_test

import (
	"fmt"
	"strings"

	"swath/pathing"
)

// ExampleJPSearcher finds a route for a 2×2 agent with Jump Point Search
// and draws it: J the jump points of the route, * the cells between them
// (laid out diagonal-first), # obstacles. The pivot of a 2×2 agent is its
// top-left cell.
func ExampleJPSearcher() {
	g := pathing.ParseGrid(
		"..............",
		"..............",
		"......##......",
		"......##......",
		"......##......",
		"..............",
		"..............",
	)
	var s pathing.JPSearcher
	r := s.Search(g, pathing.Footprint{L: 2, W: 2}, pathing.Aware, pathing.Pt(0, 3), pathing.Pt(12, 3), nil)
	rows := strings.Split(strings.TrimSpace(g.String()), "\n")
	put := func(p pathing.Point, c byte) {
		b := []byte(rows[p.Y])
		b[p.X] = c
		rows[p.Y] = string(b)
	}
	for _, p := range r.Path {
		put(p, '*')
	}
	for _, p := range s.JumpPoints(nil) {
		put(p, 'J')
	}
	fmt.Println(strings.Join(rows, "\n"))
	fmt.Printf("cost %.3f, %d jump points expanded, %d cells scanned\n", r.Cost, r.Expanded, r.Scanned)
	// Output:
	// ..............
	// ..............
	// ......##......
	// J.....##..**J.
	// .*....##.*....
	// ..******J.....
	// ..............
	// cost 13.657, 3 jump points expanded, 66 cells scanned
}
