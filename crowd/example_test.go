package crowd_test

import (
	"fmt"
	"strings"

	"swath/crowd"
	"swath/pathing"
)

// Two 3×3 carts swap ends of a corridor exactly 3 wide: one waits in the
// side pocket while the other passes. Each line is a tick: the corridor's
// middle row, then the pocket's bottom row (a: the cart that starts left,
// b: the other).
func ExamplePlanner_Plan() {
	g := pathing.ParseGrid(
		"#################",
		"#...............#",
		"#...............#",
		"#...............#",
		"#######...#######",
		"#######...#######",
		"#######...#######",
		"#################",
	)
	cart := pathing.Footprint{L: 3, W: 3}
	p := crowd.Problem{Grid: g, NPCs: []crowd.NPC{
		{Name: "a", Agent: cart, Start: pathing.Pt(2, 2), Goal: pathing.Pt(14, 2)},
		{Name: "b", Agent: cart, Start: pathing.Pt(14, 2), Goal: pathing.Pt(2, 2)},
	}}
	var pl crowd.Planner
	plan, err := pl.Plan(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	a := plan.Analyze()
	w := a.Longest
	fmt.Printf("%d of 2 home in %d ticks; %s waits %d ticks from tick %d for %s\n",
		plan.Arrived, plan.Makespan, p.NPCs[w.NPC].Name, w.Ticks, w.From, p.NPCs[w.For].Name)
	for t := 0; t <= plan.Makespan; t++ {
		fmt.Printf("tick %2d %s\n", t, corridorRow(p, plan, t))
	}
	// Output:
	// 2 of 2 home in 24 ticks; b waits 6 ticks from tick 9 for a
	// tick  0 #aaa.........bbb#  #######...#######
	// tick  1 #.aaa.......bbb.#  #######...#######
	// tick  2 #..aaa.....bbb..#  #######...#######
	// tick  3 #...aaa...bbb...#  #######...#######
	// tick  4 #....aaa.bbb....#  #######...#######
	// tick  5 #....aaabbb.....#  #######...#######
	// tick  6 #...aaabbb......#  #######...#######
	// tick  7 #...aaabbb......#  #######...#######
	// tick  8 #...aaa.........#  #######bbb#######
	// tick  9 #...aaa.........#  #######bbb#######
	// tick 10 #....aaa........#  #######bbb#######
	// tick 11 #.....aaa.......#  #######bbb#######
	// tick 12 #......aaa......#  #######bbb#######
	// tick 13 #.......aaa.....#  #######bbb#######
	// tick 14 #........aaa....#  #######bbb#######
	// tick 15 #.........aaa...#  #######bbb#######
	// tick 16 #..........aaa..#  #######bbb#######
	// tick 17 #......bbb..aaa.#  #######...#######
	// tick 18 #......bbb...aaa#  #######...#######
	// tick 19 #.....bbb....aaa#  #######...#######
	// tick 20 #....bbb.....aaa#  #######...#######
	// tick 21 #...bbb......aaa#  #######...#######
	// tick 22 #..bbb.......aaa#  #######...#######
	// tick 23 #.bbb........aaa#  #######...#######
	// tick 24 #bbb.........aaa#  #######...#######
}

// corridorRow draws the corridor's middle row and the pocket's bottom
// row at tick t, side by side.
func corridorRow(p crowd.Problem, plan *crowd.Plan, t int) string {
	row := func(y int) string {
		b := []byte(strings.Repeat(".", p.Grid.Width()))
		for x := range b {
			if p.Grid.Blocked(x, y) {
				b[x] = '#'
			}
		}
		for i, n := range p.NPCs {
			r := n.Agent.Cover(plan.At(i, t))
			if y >= r.MinY && y <= r.MaxY {
				for x := r.MinX; x <= r.MaxX; x++ {
					b[x] = n.Name[0]
				}
			}
		}
		return string(b)
	}
	return row(2) + "  " + row(5)
}
