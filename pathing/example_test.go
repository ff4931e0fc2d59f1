package pathing_test

import (
	"fmt"
	"strings"

	"swath/pathing"
)

// draw prints g with marks: each mark's letter at its cell.
func draw(g *pathing.Grid, marks map[pathing.Point]byte) string {
	var b strings.Builder
	for y := range g.Height() {
		for x := range g.Width() {
			c := byte('.')
			if g.Blocked(x, y) {
				c = '#'
			}
			if m, ok := marks[pathing.Pt(x, y)]; ok {
				c = m
			}
			b.WriteByte(c)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// A 2×2 agent searches the pivot cells (o) where its whole footprint fits:
// the one-cell gap a point would take is too narrow, so it goes over the top.
func ExampleSearcher_Search() {
	g := pathing.ParseGrid(
		"..........",
		"..........",
		"....#.....",
		"..........",
		"....#.....",
		"..........",
	)
	var s pathing.Searcher
	res := s.Search(g, pathing.Footprint{L: 2, W: 2}, pathing.Aware, pathing.Pt(1, 3), pathing.Pt(7, 3), nil)
	marks := map[pathing.Point]byte{}
	for _, p := range res.Path {
		marks[p] = 'o'
	}
	fmt.Print(draw(g, marks))
	fmt.Printf("%d nodes, cost %.3f\n", len(res.Path), res.Cost)
	// Output:
	// ..oooo....
	// ..o...o...
	// ..o.#..o..
	// .o.....o..
	// ....#.....
	// ..........
	// 10 nodes, cost 10.243
}

// The region a 1×1 agent sweeps from (0,0) to (1,3): the exact scan set
// (x) holds two cells that the paper's column-centre sampling misses (m).
func ExampleNewSweep() {
	ex := pathing.NewSweep(pathing.Footprint{L: 1, W: 1}, pathing.Pt(0, 0), pathing.Pt(1, 3), pathing.Exact)
	pa := pathing.NewSweep(pathing.Footprint{L: 1, W: 1}, pathing.Pt(0, 0), pathing.Pt(1, 3), pathing.Paper)
	g := pathing.NewGrid(3, 4)
	marks := map[pathing.Point]byte{}
	for _, c := range ex.Cells() {
		marks[c] = 'x'
		if !pa.Contains(c) {
			marks[c] = 'm'
		}
	}
	fmt.Print(draw(g, marks))
	fmt.Printf("exact %d cells, paper %d\n", ex.Size(), pa.Size())
	// Output:
	// xm.
	// xx.
	// xx.
	// mx.
	// exact 8 cells, paper 6
}

// Smoothing keeps the waypoints (W) of the raw A* nodes (o). On this
// U-turn the paper's binary search stops short of what the exact linear
// strategy reaches.
func ExampleSmoother_Smooth() {
	g := pathing.ParseGrid(
		"..#.#......#",
		"..#.......#.",
		"......#.....",
		"#...##......",
		"..#.#.#.....",
	)
	nodes := []pathing.Point{{X: 1, Y: 3}, {X: 2, Y: 3}, {X: 3, Y: 2}, {X: 4, Y: 2}, {X: 5, Y: 1}, {X: 6, Y: 0}}
	var sm pathing.Smoother
	for _, st := range pathing.Strategies() {
		res := sm.Smooth(g, pathing.Footprint{}, nodes, pathing.Exact, st, nil)
		marks := map[pathing.Point]byte{}
		for _, p := range nodes {
			marks[p] = 'o'
		}
		for _, i := range res.Idx {
			marks[nodes[i]] = 'W'
		}
		fmt.Printf("%s: waypoints %v, %d visibility tests\n", st, res.Idx, res.Tests)
		fmt.Print(draw(g, marks))
	}
	// Output:
	// binary: waypoints [0 2 4 5], 7 visibility tests
	// ..#.#.W....#
	// ..#..W....#.
	// ...Wo.#.....
	// #Wo.##......
	// ..#.#.#.....
	// linear: waypoints [0 4 5], 3 visibility tests
	// ..#.#.W....#
	// ..#..W....#.
	// ...oo.#.....
	// #Wo.##......
	// ..#.#.#.....
}
