package pathing

import (
	"math"
	"testing"
)

// TestFieldOfViewHoldsEveryVisibleCorner casts the field of view from
// random points of random maps, with and without a turn cone, and checks
// that it offers every corner (and the goal) that the plain segment test
// sees and the plain taut test allows: the search relies on that to stay
// exact, since it tests only what the field of view offers.
func TestFieldOfViewHoldsEveryVisibleCorner(t *testing.T) {
	r := seeded(t, 18)
	var o OptimalSearcher
	checked, offered, visible := 0, 0, 0
	for m := 0; m < 6000; m++ {
		f := Footprint{1 + r.IntN(4), 1 + r.IntN(4)}
		g := randomOptimalMap(r, f)
		if r.IntN(4) == 0 { // wider maps, with long sight lines
			g = NewGrid(20+r.IntN(30), 20+r.IntN(30))
			for range r.IntN(g.w * g.h / 5) {
				g.Set(r.IntN(g.w), r.IntN(g.h), true)
			}
		}
		pl := &o.aware
		pl.build(g, f)
		cs := &o.corners[0]
		cs.build(pl)
		valid := bruteValid(g, f)
		var vs []Point
		for y := range g.h {
			for x := range g.w {
				if valid(Pt(x, y)) {
					vs = append(vs, Pt(x, y))
				}
			}
		}
		if len(vs) < 2 {
			continue
		}
		u, goal := vs[r.IntN(len(vs))], vs[r.IntN(len(vs))]
		var probe []Point
		e := optExpansion{pl: pl, ux: u.X, uy: u.Y, goal: goal, gi: -2, bound: math.Inf(1), probe: &probe}
		var mask uint8
		var ax, ay int
		if v := pl.index(u); cs.at[v] >= 0 && r.IntN(3) > 0 {
			mask = cs.mask[cs.at[v]]
			ax, ay = r.IntN(9)-4, r.IntN(9)-4
			e.turn, e.cone = true, newTurnCone(mask, ax, ay)
		}
		o.castFOV(&e, cs, max(g.w, g.h)+1)
		got := map[Point]int{}
		for _, p := range probe {
			got[p]++
			if got[p] > 1 {
				t.Fatalf("map %d: %v offered twice from %v\n%s", m, p, u, g)
			}
		}
		want := []Point{goal}
		for v := range cs.x {
			want = append(want, Pt(int(cs.x[v]), int(cs.y[v])))
		}
		for _, q := range want {
			if q == u || !bruteSegmentFree(valid, u, q) {
				continue
			}
			if e.turn && !tautTurn(mask, ax, ay, q.X-u.X, q.Y-u.Y) {
				continue
			}
			visible++
			if got[q] == 0 {
				t.Fatalf("map %d, %v agent: %v sees %v (turn %v, mask %04b, arriving (%d,%d)) but the field of view misses it\n%s",
					m, f, u, q, e.turn, mask, ax, ay, g)
			}
		}
		checked++
		offered += len(probe)
	}
	t.Logf("%d casts, %d visible corners found among %d offered", checked, visible, offered)
	if visible < 15000 {
		t.Fatalf("only %d visible corners checked: the test checks too little", visible)
	}
}
