package timeline_test

import (
	"fmt"
	"time"

	"swath/pathing"
	"swath/timeline"
)

// A timeline drives the step-through view: build it from the map and the
// query, keep a Player as the cursor, and draw tl.At(player.Cursor()).
func ExampleBuild() {
	g := pathing.ParseGrid(
		"..#.#......#",
		"..#.......#.",
		"......#.....",
		"#...##......",
		"..#.#.#.....",
	)
	tl := timeline.Build(g, pathing.Query{Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0)})
	var p timeline.Player
	p.Reset(tl.Len(), 0)
	p.Seek(tl.NextPhase(p.Cursor())) // Shift+→: the node-set check
	p.Seek(tl.NextPhase(p.Cursor())) // Shift+→: anchor P0's first probe
	for range 3 {
		v := tl.At(p.Cursor())
		fmt.Printf("%d/%d %s: %s\n", v.Index+1, v.Len, v.Phase, v.Text)
		p.Step(+1) // →
	}
	p.SetSpeed(4)
	p.Play()
	p.Advance(time.Second) // one second later: four steps on
	fmt.Println(tl.At(p.Cursor()).Text)
	fmt.Println(tl.At(tl.Last()).Text)
	// Output:
	// 8/44 smoothing: P0 tests P5: 16 cells swept, 2 obstacles, first at (2,1) → not visible; block=5, next t=2
	// 9/44 smoothing: P0 tests P2: 6 cells swept, no obstacle → visible; pass=2, next t=3
	// 10/44 smoothing: P0 tests P3: 10 cells swept, obstacle at (2,1) → not visible; block=3, next t=2 [paper sampling misses 1 cells and accepts it]
	// P2 tests P4: 6 cells swept, no obstacle → visible; t=block-1: return P4
	// Walk: pivot at (6.00,0.00) on segment T2→T3, 5.89 of 5.89 cells
}
