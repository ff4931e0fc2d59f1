package levels

import (
	"math/rand/v2"

	"swath/pathing"
)

// Maze is an n×n perfect maze of one-cell corridors, the generated big
// maps of benchmarks, tests and scripts/bigmap: rooms at even (x, y),
// joined depth first by knocking down the wall between two rooms, in an
// order rng draws. Every room is free and one route joins any two; (0,0)
// is a room, and so is (last, last) with last = 2·((n−1)/2).
func Maze(n int, rng *rand.Rand) *pathing.Grid {
	g := pathing.NewGrid(n, n)
	for y := range n {
		for x := range n {
			g.Set(x, y, true)
		}
	}
	m := (n + 1) / 2 // rooms a side
	seen := make([]bool, m*m)
	stack := []int32{0}
	seen[0] = true
	g.Set(0, 0, false)
	for len(stack) > 0 {
		c := int(stack[len(stack)-1])
		cx, cy := c%m, c/m
		var nb [4]int
		k := 0
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			x, y := cx+d[0], cy+d[1]
			if x >= 0 && y >= 0 && x < m && y < m && !seen[y*m+x] {
				nb[k] = y*m + x
				k++
			}
		}
		if k == 0 {
			stack = stack[:len(stack)-1]
			continue
		}
		q := nb[rng.IntN(k)]
		qx, qy := q%m, q/m
		seen[q] = true
		g.Set(2*qx, 2*qy, false)
		g.Set(cx+qx, cy+qy, false)
		stack = append(stack, int32(q))
	}
	return g
}
