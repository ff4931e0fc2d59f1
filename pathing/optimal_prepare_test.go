package pathing

import (
	"math"
	"slices"
	"testing"
)

// checkPreparedLists checks that every corner of o's aware corner list has
// a list equal to one made afresh, or is too wide to list, or (when the
// arena is full) has none; it returns how many lists it compared.
func checkPreparedLists(t *testing.T, o *OptimalSearcher, g *Grid, f Footprint, where string) int {
	t.Helper()
	cs := &o.corners[Aware&1]
	var fp placement
	var fresh cornerSet
	fp.build(g, f)
	fresh.build(&fp)
	fresh.budget = cs.budget
	if len(fresh.x) != len(cs.x) {
		t.Fatalf("%s: %d corners, afresh %d\n%s", where, len(cs.x), len(fresh.x), g)
	}
	var scratch OptimalSearcher
	n := 0
	for v := range int32(len(cs.x)) {
		w := fresh.at[fp.index(Pt(int(cs.x[v]), int(cs.y[v])))]
		if w < 0 {
			t.Fatalf("%s: (%d,%d) is a corner but not afresh\n%s", where, cs.x[v], cs.y[v], g)
		}
		afresh := scratch.listCorner(&fresh, w)
		switch r := cs.vis[v]; {
		case r == visWide:
			if afresh != visWide {
				t.Fatalf("%s: (%d,%d) is deemed too wide, afresh it lists %v\n%s", where, cs.x[v], cs.y[v], listOf(&fresh, w), g)
			}
		case r < 0:
			if !cs.full() {
				t.Fatalf("%s: (%d,%d) has no list (%d) though the arena has room\n%s", where, cs.x[v], cs.y[v], r, g)
			}
		default:
			n++
			if got, want := listOf(cs, v), listOf(&fresh, w); !slices.Equal(got, want) {
				t.Fatalf("%s: (%d,%d) lists %v, afresh %v\n%s", where, cs.x[v], cs.y[v], got, want, g)
			}
		}
	}
	return n
}

// TestPreparedSearcherMatchesFresh prepares a searcher on random maps and
// keeps it over random edits (patched in place, as the app re-plans while
// the user paints, and prepared again now and then): every corner is
// listed as afresh, and its searches find what a fresh searcher finds
// (checked against brute force, TestOptimalMatchesBruteForce), and now
// and then brute force itself. Small arenas make it run out of room, small
// budgets make corners too wide to list.
func TestPreparedSearcherMatchesFresh(t *testing.T) {
	rng := seeded(t, 51)
	searches, lists, unlisted, prepares := 0, 0, 0, 0
	for round := range 80 {
		g := NewGrid(8+rng.IntN(24), 8+rng.IntN(24))
		if round%2 == 1 {
			g = NewGrid(30+rng.IntN(40), 30+rng.IntN(40))
		}
		for range g.Width() * g.Height() / (3 + rng.IntN(5)) {
			g.Set(rng.IntN(g.Width()), rng.IntN(g.Height()), true)
		}
		f := Footprint{1 + rng.IntN(3), 1 + rng.IntN(3)}
		if round%3 == 0 {
			f = Footprint{1, 1}
		}
		var o OptimalSearcher
		cs := &o.corners[Aware&1]
		if round%5 == 1 {
			cs.arenaCap = 40 + rng.IntN(200)
		}
		if round%4 == 2 {
			cs.budget = 2 + rng.IntN(40)
		}
		p := o.Prepare(g, f, Aware)
		prepares++
		if p.Stopped || p.Corners != len(cs.x) || p.Listed+p.Wide+p.Unlisted != p.Corners || p.Unlisted == 0 && p.Cast != p.Corners {
			t.Fatalf("round %d: prepared %+v of %d corners", round, p, len(cs.x))
		}
		if p.Unlisted > 0 && !cs.full() {
			t.Fatalf("round %d: %d corners left unlisted with room in the arena (%+v)", round, p.Unlisted, p)
		}
		unlisted += p.Unlisted
		lists += checkPreparedLists(t, &o, g, f, "prepared")
		for e := range 20 {
			valid := bruteValid(g, f)
			var pts []Point
			for y := range g.h {
				for x := range g.w {
					if valid(Pt(x, y)) {
						pts = append(pts, Pt(x, y))
					}
				}
			}
			for range 3 {
				if len(pts) < 2 {
					break
				}
				s, goal := pts[rng.IntN(len(pts))], pts[rng.IntN(len(pts))]
				var fresh OptimalSearcher
				w := fresh.Search(g, f, Aware, s, goal, nil)
				want, how := w.Length, "a fresh search"
				if w.Failure != NoFailure {
					want = math.Inf(1)
				}
				if searches%10 == 0 && g.w*g.h <= 1000 {
					want, how = bruteShortest(g, f, s, goal), "brute force"
				}
				got := o.Search(g, f, Aware, s, goal, nil)
				searches++
				if math.IsInf(want, 1) != (got.Failure != NoFailure) || !math.IsInf(want, 1) && math.Abs(got.Length-want) > 1e-9 {
					t.Fatalf("round %d edit %d, %v agent, %v -> %v: prepared %v %.12f (%v), %s %.12f\n%s", round, e, f, s, goal, got.Failure, got.Length, got.Path, how, want, g)
				}
				if got.Failure == NoFailure {
					if err := checkOptimalRoute(g, f, got, s, goal); err != nil {
						t.Fatalf("round %d edit %d: %v\n%s", round, e, err, g)
					}
				}
			}
			x, y := rng.IntN(g.Width()), rng.IntN(g.Height())
			switch rng.IntN(3) {
			case 0:
				g.Set(x, y, !g.Blocked(x, y))
			case 1:
				g.Fill(Rect{x, y, x + rng.IntN(4), y + rng.IntN(3)}, rng.IntN(2) == 0)
			case 2:
				g = g.Clone() // the app plans on a copy
				g.Set(x, y, !g.Blocked(x, y))
			}
			if e%2 == 0 {
				// prepared again after the edit: only what it dropped
				p := o.Prepare(g, f, Aware)
				prepares++
				if p.Cast > p.Corners || p.Listed+p.Wide+p.Unlisted != p.Corners {
					t.Fatalf("round %d edit %d: prepared again %+v", round, e, p)
				}
				lists += checkPreparedLists(t, &o, g, f, "prepared after an edit")
			}
		}
	}
	t.Logf("%d prepares, %d lists checked, %d corners left unlisted by a full arena, %d searches", prepares, lists, unlisted, searches)
	if lists < 50000 || unlisted == 0 || searches < 4000 {
		t.Fatalf("only %d lists, %d unlisted, %d searches: the test checks too little", lists, unlisted, searches)
	}
}

// TestPrepareStops: Prepare asks its Stop before listing any corner and
// then at least every prepareStopEvery corners it lists; stopped, it
// keeps what it listed, and going on from there lists the rest as one
// uninterrupted Prepare does. The point mode's corners are its own.
func TestPrepareStops(t *testing.T) {
	rng := seeded(t, 52)
	g := NewGrid(120, 100)
	for range 120 * 100 / 5 {
		g.Set(rng.IntN(120), rng.IntN(100), true)
	}
	f := Footprint{2, 1}
	var whole OptimalSearcher
	all := whole.Prepare(g, f, Aware)
	if all.Cast < 10*prepareStopEvery || !all.Done() {
		t.Fatalf("the test map has %+v: too few corners", all)
	}
	var o OptimalSearcher
	asked, stops, gap, cast := 0, 0, 0, 0
	prev := 0
	o.Stop = func() bool {
		asked++
		cs := &o.corners[Aware&1]
		listed := 0
		for _, r := range cs.vis {
			if r >= 0 || r == visWide {
				listed++
			}
		}
		gap = max(gap, listed-prev)
		prev = listed
		return asked%3 == 0 // stop every third question
	}
	for range 1000 {
		p := o.Prepare(g, f, Aware)
		cast += p.Cast
		if !p.Stopped {
			if p.Listed != all.Listed || p.Wide != all.Wide || p.Moves != all.Moves {
				t.Fatalf("prepared in steps %+v, at once %+v", p, all)
			}
			break
		}
		stops++
	}
	if stops < 5 {
		t.Fatalf("stopped only %d times", stops)
	}
	if gap > prepareStopEvery {
		t.Fatalf("%d corners listed between two questions to Stop, at most %d wanted", gap, prepareStopEvery)
	}
	if cast != all.Cast {
		t.Fatalf("in steps it listed %d corners, at once %d: a stop lost or redid work", cast, all.Cast)
	}
	checkPreparedLists(t, &o, g, f, "prepared in steps")
	if pm := o.Prepare(g, f, PointMode); pm.Cast == 0 || pm.Corners == all.Corners && pm.Moves == all.Moves {
		t.Fatalf("point mode prepared %+v, aware %+v", pm, all)
	}
	t.Logf("%d corners in %d stops, at most %d between two questions", cast, stops, gap)
}

// TestPrepareAllocatesNothing: once the arena and the cast's scratch have
// grown, preparing the map again allocates nothing.
func TestPrepareAllocatesNothing(t *testing.T) {
	rng := seeded(t, 53)
	g := NewGrid(96, 96)
	for range 96 * 96 / 5 {
		g.Set(rng.IntN(96), rng.IntN(96), true)
	}
	var o OptimalSearcher
	o.Prepare(g, Footprint{1, 1}, Aware)
	stop := func() bool { return false }
	o.Stop = stop
	if n := testing.AllocsPerRun(5, func() {
		DropCornerLists(&o)
		if p := o.Prepare(g, Footprint{1, 1}, Aware); !p.Done() || p.Cast == 0 {
			t.Fatalf("prepared %+v", p)
		}
	}); n != 0 {
		t.Fatalf("Prepare allocates %v times", n)
	}
}
