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
	checked, offered, visible, bounded := 0, 0, 0, 0
	for m := 0; m < 10000; m++ {
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
		e := optExpansion{pl: pl, ux: u.X, uy: u.Y, ufree: freeDirs(pl, pl.index(u)), goal: goal, gi: -2, bound: math.Inf(1), probe: &probe}
		// a bound: none, the straight line to the goal (the ellipse is a
		// segment), through a random corner (it lies on the ellipse), or
		// with some slack
		e.gu = float64(r.IntN(5))
		dist := func(a, b Point) float64 { return math.Sqrt(float64((a.X-b.X)*(a.X-b.X) + (a.Y-b.Y)*(a.Y-b.Y))) }
		switch r.IntN(4) {
		case 1:
			e.bound = e.gu + dist(u, goal)
		case 2:
			if len(cs.x) > 0 {
				v := r.IntN(len(cs.x))
				q := Pt(int(cs.x[v]), int(cs.y[v]))
				e.bound = e.gu + dist(u, q) + dist(q, goal)
			}
		case 3:
			e.bound = e.gu + dist(u, goal) + 10*r.Float64()
		}
		var mask uint8
		var ax, ay int
		if v := pl.index(u); cs.at[v] >= 0 && r.IntN(3) > 0 {
			mask = cs.mask[cs.at[v]]
			ax, ay = r.IntN(9)-4, r.IntN(9)-4
			e.turn, e.cone = true, newTurnCone(mask, ax, ay)
		}
		o.castFOV(&e, cs, max(g.w, g.h)+1) // as search does with no bound: the ellipse alone limits
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
			if e.gu+dist(u, q)+dist(q, goal) > e.bound {
				continue
			}
			visible++
			if !math.IsInf(e.bound, 1) {
				bounded++
			}
			if got[q] == 0 {
				t.Fatalf("map %d, %v agent: %v sees %v (turn %v, mask %04b, arriving (%d,%d), goal %v, bound %v) but the field of view misses it\n%s",
					m, f, u, q, e.turn, mask, ax, ay, goal, e.bound-e.gu, g)
			}
		}
		checked++
		offered += len(probe)
	}
	t.Logf("%d casts, %d visible corners found (%d within a bound) among %d offered", checked, visible, bounded, offered)
	if visible < 15000 || bounded < 5000 {
		t.Fatalf("only %d visible corners checked, %d within a bound: the test checks too little", visible, bounded)
	}
}
