package pathing

import (
	"math"
	"math/rand/v2"
	"testing"
)

// bruteBlocks lists the cell blocks footprint f covers along a→b by
// stepping the pivot in steps of 1/(4·|dx|·|dy|) of the segment (finer than
// any change of block) and taking the cells the footprint overlaps with a
// positive area; consecutive repeats are dropped.
func bruteBlocks(f Footprint, a, b Point) []block {
	f = f.Norm()
	dx, dy := b.X-a.X, b.Y-a.Y
	d := 4 * max(abs(dx), 1) * max(abs(dy), 1)
	var out []block
	for k := 0; k <= d; k++ {
		// the footprint's left edge, times d: (a.X - left)·d + dx·k
		span := func(o, dd, side int) (int, int) {
			lo := o*d + dd*k
			hi := lo + side*d
			return floorDiv(lo, d), ceilDiv(hi, d) - 1
		}
		x0, x1 := span(a.X-f.Left(), dx, f.L)
		y0, y1 := span(a.Y-f.Top(), dy, f.W)
		bl := block{x0, y0, x1, y1}
		if len(out) == 0 || out[len(out)-1] != bl {
			out = append(out, bl)
		}
	}
	return out
}

// bruteRoom grows a rectangle around b cell by cell: the largest r (up to
// MaxSqueezeRoom) such that some free (L+r)×(W+r) rectangle holds b, 0
// when none does.
func bruteRoom(g *Grid, f Footprint, b block) int {
	free := func(x0, y0, x1, y1 int) bool {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				if g.Blocked(x, y) {
					return false
				}
			}
		}
		return true
	}
	room := 0
	for r := 1; r <= MaxSqueezeRoom; r++ {
		w, h := f.L+r, f.W+r
		ok := false
		for qy := b.Y1 - h + 1; qy <= b.Y0 && !ok; qy++ {
			for qx := b.X1 - w + 1; qx <= b.X0 && !ok; qx++ {
				ok = free(qx, qy, qx+w-1, qy+h-1)
			}
		}
		if ok {
			room = r
		} else if w >= b.X1-b.X0+1 && h >= b.Y1-b.Y0+1 {
			break // a rectangle this size could hold b: room stops growing
		}
	}
	return room
}

// TestSqueezeBlocksAreTheSweep: the blocks TightestSqueeze walks are those
// of a fine brute-force stepping, and together they are the exact swept
// region's cells (so the room is measured where the visibility test looks).
func TestSqueezeBlocksAreTheSweep(t *testing.T) {
	seed := uint64(22)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	for n := 0; n < 2000; n++ {
		f := Footprint{1 + r.IntN(4), 1 + r.IntN(4)}
		a := Pt(r.IntN(12)-6, r.IntN(12)-6)
		b := Pt(r.IntN(12)-6, r.IntN(12)-6)
		if n%7 == 0 {
			b.Y = a.Y // horizontal moves
		}
		var got []block
		blocksAlong(f, a, b, func(bl block, _, _ float64) {
			if len(got) == 0 || got[len(got)-1] != bl {
				got = append(got, bl)
			}
		})
		want := bruteBlocks(f, a, b)
		if len(got) != len(want) {
			t.Fatalf("%v %v→%v: %d blocks %v, want %d %v", f, a, b, len(got), got, len(want), want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%v %v→%v: block %d is %v, want %v", f, a, b, i, got[i], want[i])
			}
		}
		sw := NewSweep(f, a, b, Exact)
		in := map[Point]bool{}
		for _, bl := range got {
			for y := bl.Y0; y <= bl.Y1; y++ {
				for x := bl.X0; x <= bl.X1; x++ {
					in[Pt(x, y)] = true
					if !sw.Contains(Pt(x, y)) {
						t.Fatalf("%v %v→%v: block cell %v is not in the exact sweep", f, a, b, Pt(x, y))
					}
				}
			}
		}
		for _, c := range sw.Cells() {
			if !in[c] {
				t.Fatalf("%v %v→%v: sweep cell %v is in no block", f, a, b, c)
			}
		}
	}
}

// TestTightestSqueezeAgainstBruteForce: the room is the least brute-force
// room of the route's blocks, At lies on a block that narrow, and Blocker
// is an obstacle at most one ring past the room from it; on seeded random
// maps and routes the planner found.
func TestTightestSqueezeAgainstBruteForce(t *testing.T) {
	seed := uint64(33)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	var p Planner
	checked, open := 0, 0
	for n := 0; checked < 300 && n < 5000; n++ {
		w, h := 4+r.IntN(30), 4+r.IntN(30)
		g := randomGrid(r, w, h, 0.02+0.2*r.Float64())
		f := Footprint{1 + r.IntN(3), 1 + r.IntN(3)}
		q := Query{Start: Pt(r.IntN(w), r.IntN(h)), Goal: Pt(r.IntN(w), r.IntN(h)), Agent: f}
		plan := p.Plan(g, q, nil)
		if !plan.Found || len(plan.Waypoints) < 2 {
			continue
		}
		checked++
		got, ok := TightestSqueeze(g, f, plan.Waypoints)
		want := -1
		rooms := map[[2]float64]int{} // the room at each pivot position
		for i := 0; i+1 < len(plan.Waypoints); i++ {
			a, b := plan.Waypoints[i], plan.Waypoints[i+1]
			blocksAlong(f, a, b, func(bl block, px, py float64) {
				room := bruteRoom(g, f, bl)
				rooms[[2]float64{px, py}] = room
				if want < 0 || room < want {
					want = room
				}
			})
		}
		if !ok || got.Room != want || got.Open != (want == MaxSqueezeRoom) {
			t.Fatalf("map %d %v route %v:\n%s\ngot %+v ok %v, want room %d", n, f, plan.Waypoints, g, got, ok, want)
		}
		if room, ok := rooms[[2]float64{got.AtX, got.AtY}]; !ok || room != want {
			t.Fatalf("map %d %v route %v:\n%s\nAt (%g,%g) is not on a block of room %d (room there %d, %v)", n, f, plan.Waypoints, g, got.AtX, got.AtY, want, room, ok)
		}
		if got.Open {
			open++
			continue
		}
		if !g.Blocked(got.Blocker.X, got.Blocker.Y) {
			t.Fatalf("map %d: blocker %v is a free cell", n, got.Blocker)
		}
		cx, cy := got.AtX, got.AtY
		if d := math.Max(math.Abs(float64(got.Blocker.X)-cx), math.Abs(float64(got.Blocker.Y)-cy)); d > float64(want+1+max(f.L, f.W)) {
			t.Fatalf("map %d %v: blocker %v is %g cells from (%g,%g), room %d", n, f, got.Blocker, d, cx, cy, want)
		}
	}
	if checked < 300 {
		t.Fatalf("only %d routes checked", checked)
	}
	t.Logf("%d routes, %d with room everywhere", checked, open)
}

// TestTightestSqueezeIsThePassage: what the route hugs or grazes is not a
// squeeze; the narrowest passage it goes through is (issue 22, item 5).
func TestTightestSqueezeIsThePassage(t *testing.T) {
	cases := []struct {
		name      string
		rows      []string
		f         Footprint
		route     []Point
		room      int
		atX, atY  float64 // where the squeeze is, ±tol
		tol       float64
		blockerIn func(Point) bool
	}{{
		// a 1×1 agent along the top wall of a corridor five cells tall:
		// four cells to spare
		name: "corridor hugged",
		rows: []string{
			"##########",
			"..........",
			"..........",
			"..........",
			"..........",
			"..........",
			"##########",
		},
		f: Footprint{1, 1}, route: []Point{Pt(0, 1), Pt(9, 1)}, room: 4, atX: 4.5, atY: 1, tol: 5,
		blockerIn: func(p Point) bool { return p.Y == 0 || p.Y == 6 },
	}, {
		// a taut route grazes the pillar's corner in an open room, then
		// goes through a door three cells wide: the door is the squeeze
		name: "graze then door",
		rows: []string{
			"..............",
			"....##........",
			"....##........",
			"..............",
			"..............",
			"..............",
			"..............",
			"######...#####",
			"..............",
			"..............",
			"..............",
			"..............",
			"..............",
		},
		f: Footprint{1, 1}, route: []Point{Pt(3, 0), Pt(7, 12)}, room: 2, atX: 7, atY: 7, tol: 1.5,
		blockerIn: func(p Point) bool { return p.Y == 7 && (p.X == 5 || p.X == 9) },
	}, {
		// the start is against a wall of an open room: not a squeeze
		name: "start against a wall",
		rows: []string{
			"#########",
			".........",
			".........",
			".........",
			".........",
			".........",
		},
		f: Footprint{1, 1}, route: []Point{Pt(4, 1), Pt(4, 5)}, room: 4, atX: 4, atY: 3, tol: 3,
		blockerIn: func(Point) bool { return true },
	}, {
		// a 3×3 agent through a gap exactly its width: no room
		name: "gap of the agent's width",
		rows: []string{
			"...........",
			"...........",
			"...........",
			"...........",
			"####...####",
			"...........",
			"...........",
			"...........",
			"...........",
		},
		f: Footprint{3, 3}, route: []Point{Pt(5, 1), Pt(5, 7)}, room: 0, atX: 5, atY: 4, tol: 1,
		blockerIn: func(p Point) bool { return p.Y == 4 && (p.X == 3 || p.X == 7) },
	}}
	var p Planner
	for _, c := range cases {
		g := ParseGrid(c.rows...)
		if len(c.route) == 2 {
			// the planner's taut route between the two ends
			plan := p.Plan(g, Query{Start: c.route[0], Goal: c.route[1], Agent: c.f}, nil)
			if !plan.Found {
				t.Fatalf("%s: no route", c.name)
			}
			c.route = plan.Waypoints
		}
		sq, ok := TightestSqueeze(g, c.f, c.route)
		if !ok || sq.Room != c.room || math.Abs(sq.AtX-c.atX) > c.tol || math.Abs(sq.AtY-c.atY) > c.tol || !c.blockerIn(sq.Blocker) {
			t.Errorf("%s: %v route %v on\n%s\ngot %+v ok %v, want room %d at (%g,%g)±%g", c.name, c.f, c.route, g, sq, ok, c.room, c.atX, c.atY, c.tol)
		}
	}
}

func TestTightestSqueezeEdgeCases(t *testing.T) {
	g := ParseGrid(
		"##########",
		"..........",
		"..........",
		"####..####",
		"..........",
	)
	// on an open 7×5 map a 1×1 agent at the centre could be 5×5: room 4
	open := ParseGrid(
		".......",
		".......",
		".......",
		".......",
		".......",
	)
	if sq, ok := TightestSqueeze(open, Footprint{1, 1}, []Point{Pt(3, 2), Pt(3, 2)}); !ok || sq.Room != 4 || sq.Open {
		t.Errorf("open map, centre: %+v %v, want room 4", sq, ok)
	}
	// a big open map: room everywhere, said so
	big := NewGrid(200, 200)
	if sq, ok := TightestSqueeze(big, Footprint{2, 1}, []Point{Pt(10, 10), Pt(150, 170)}); !ok || sq.Room != MaxSqueezeRoom || !sq.Open {
		t.Errorf("200² open map: %+v %v, want room %d, open", sq, ok, MaxSqueezeRoom)
	}
	if _, ok := TightestSqueeze(g, Footprint{1, 1}, []Point{Pt(0, 2)}); ok {
		t.Error("a one-point route has no squeeze")
	}
	if _, ok := TightestSqueeze(g, Footprint{1, 1}, []Point{Pt(0, 2), Pt(0, 4)}); ok {
		t.Error("a route through a wall has no squeeze")
	}
}
