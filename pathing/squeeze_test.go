package pathing

import (
	"math/rand/v2"
	"testing"
)

// TestTightestSqueezeAgainstBruteForce grows the footprint ring by ring on
// every segment until its sweep hits something, on seeded random maps and
// routes that the planner found.
func TestTightestSqueezeAgainstBruteForce(t *testing.T) {
	seed := uint64(33)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	var p Planner
	checked := 0
	for n := 0; checked < 300 && n < 5000; n++ {
		w, h := 4+r.IntN(14), 4+r.IntN(14)
		g := randomGrid(r, w, h, 0.05+0.2*r.Float64())
		f := Footprint{1 + r.IntN(3), 1 + r.IntN(3)}
		q := Query{Start: Pt(r.IntN(w), r.IntN(h)), Goal: Pt(r.IntN(w), r.IntN(h)), Agent: f}
		plan := p.Plan(g, q, nil)
		if !plan.Found || len(plan.Waypoints) < 2 {
			continue
		}
		checked++
		got, ok := TightestSqueeze(g, f, plan.Waypoints)
		want, wantSeg := -1, -1
		for i := 0; i+1 < len(plan.Waypoints); i++ {
			room := 0
			for {
				grown := Footprint{f.L + 2*(room+1), f.W + 2*(room+1)}
				if v, _ := Visible(g, grown, plan.Waypoints[i], plan.Waypoints[i+1], Exact); !v {
					break
				}
				room++
			}
			if want < 0 || room < want {
				want, wantSeg = room, i
			}
		}
		if !ok || got.Room != want || got.Seg != wantSeg {
			t.Fatalf("map %d %v route %v:\n%s\ngot %+v ok %v, want room %d on segment %d", n, f, plan.Waypoints, g, got, ok, want, wantSeg)
		}
		grown := Footprint{f.L + 2*(want+1), f.W + 2*(want+1)}
		sw := NewSweep(grown, plan.Waypoints[got.Seg], plan.Waypoints[got.Seg+1], Exact)
		if !sw.Contains(got.Blocker) || !g.Blocked(got.Blocker.X, got.Blocker.Y) {
			t.Fatalf("map %d: blocker %v is not a blocked cell of the grown sweep", n, got.Blocker)
		}
	}
	if checked < 300 {
		t.Fatalf("only %d routes checked", checked)
	}
}

func TestTightestSqueezeCorridor(t *testing.T) {
	g := ParseGrid(
		"##########",
		"..........",
		"..........",
		"####..####",
		"..........",
	)
	// a 1×1 agent along row 2 has one free ring above (row 1) and none
	// below at the wall: room 0, blocked by the wall under it.
	sq, ok := TightestSqueeze(g, Footprint{1, 1}, []Point{Pt(1, 2), Pt(8, 2)})
	if !ok || sq.Room != 0 || sq.Blocker.Y != 3 || !g.Blocked(sq.Blocker.X, sq.Blocker.Y) {
		t.Errorf("corridor: %+v %v", sq, ok)
	}
	// on an open 7×5 map, a 1×1 agent standing at the centre has two
	// free rings around it before the map edge.
	open := ParseGrid(
		".......",
		".......",
		".......",
		".......",
		".......",
	)
	if sq, ok := TightestSqueeze(open, Footprint{1, 1}, []Point{Pt(3, 2), Pt(3, 2)}); !ok || sq.Room != 2 {
		t.Errorf("open map, centre: %+v %v, want room 2", sq, ok)
	}
	if _, ok := TightestSqueeze(g, Footprint{1, 1}, []Point{Pt(0, 2)}); ok {
		t.Error("a one-point route has no squeeze")
	}
	if _, ok := TightestSqueeze(g, Footprint{1, 1}, []Point{Pt(0, 2), Pt(0, 4)}); ok {
		t.Error("a route through a wall has no squeeze")
	}
}
