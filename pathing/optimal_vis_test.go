package pathing

import (
	"math"
	"slices"
	"testing"
)

// listOf is corner v's list as moves (dx, dy), sorted, or nil when it
// has none.
func listOf(cs *cornerSet, v int32) [][2]int {
	off := cs.vis[v]
	if off < 0 {
		return nil
	}
	var out [][2]int
	cs.renumber(off, int(cs.x[v]), int(cs.y[v]))
	if cs.listMask(off) != cs.mask[v] {
		return [][2]int{{math.MinInt, int(cs.listMask(off))}} // another corner's list
	}
	for _, ed := range cs.listMoves(off) {
		x, y := int(cs.x[v])+int(ed.dx), int(cs.y[v])+int(ed.dy)
		if x < 0 || y < 0 || x >= cs.w || y >= cs.h || cs.at[(y+1)*(cs.w+2)+x+1] != ed.id {
			return [][2]int{{math.MinInt, math.MinInt}} // a move to no corner, or numbered wrong
		}
		out = append(out, [2]int{int(ed.dx), int(ed.dy)})
	}
	slices.SortFunc(out, func(a, b [2]int) int { return a[0]*1000 + a[1] - b[0]*1000 - b[1] })
	return out
}

// plainList is the list corner u should have, written plainly: every
// other corner q that the plain segment test sees, that a move from u can
// leave u by (the unit square or neighbour it enters at once is free) and
// arrive at q by (arriveDirs), and that leaves u tangent to one of its
// blocked quadrants.
func plainList(pl *placement, cs *cornerSet, valid func(Point) bool, u int32) [][2]int {
	a := Pt(int(cs.x[u]), int(cs.y[u]))
	free := freeDirs(pl, pl.index(a))
	var out [][2]int
	for w := range cs.x {
		q := Pt(int(cs.x[w]), int(cs.y[w]))
		b := q.Sub(a)
		if q == a || !bruteSegmentFree(valid, a, q) {
			continue
		}
		if free&cs.arrive[w]&(1<<dirIndex(sign(b.X), sign(b.Y))) == 0 || !tangent(cs.mask[u], -b.X, -b.Y) {
			continue
		}
		out = append(out, [2]int{b.X, b.Y})
	}
	slices.SortFunc(out, func(a, b [2]int) int { return a[0]*1000 + a[1] - b[0]*1000 - b[1] })
	return out
}

// TestCornerListsHoldEveryMove lists every corner of random maps and
// compares each list with the plain one: the search walks only the list,
// so a move missing from it would be a bend the search never tries.
func TestCornerListsHoldEveryMove(t *testing.T) {
	r := seeded(t, 31)
	var o OptimalSearcher
	corners, moves, wide := 0, 0, 0
	for m := 0; m < 1500; m++ {
		f := Footprint{1 + r.IntN(4), 1 + r.IntN(4)}
		g := randomOptimalMap(r, f)
		if r.IntN(3) == 0 {
			g = NewGrid(20+r.IntN(30), 20+r.IntN(30))
			for range r.IntN(g.w * g.h / 4) {
				g.Set(r.IntN(g.w), r.IntN(g.h), true)
			}
		}
		pl := &o.aware
		pl.build(g, f)
		cs := &o.corners[0]
		cs.budget = 0
		if m%5 == 0 {
			cs.budget = 1 + r.IntN(30) // some corners too wide to list
		}
		cs.build(pl)
		valid := bruteValid(g, f)
		for u := range int32(len(cs.x)) {
			if o.listCorner(cs, u) == visWide {
				wide++
				continue
			}
			got, want := listOf(cs, u), plainList(pl, cs, valid, u)
			if !slices.Equal(got, want) {
				t.Fatalf("map %d, %v agent: corner (%d,%d) lists %v, want %v\n%s", m, f, cs.x[u], cs.y[u], got, want, g)
			}
			corners++
			moves += len(got)
		}
	}
	cs := &o.corners[0]
	cs.budget = 0
	t.Logf("%d corners listed with %d moves, %d too wide", corners, moves, wide)
	if corners < 10000 || moves < 30000 || wide < 100 {
		t.Fatalf("only %d corners, %d moves, %d wide: the test checks too little", corners, moves, wide)
	}
}

// TestCornerListsFollowEdits keeps one searcher over random edits of
// random maps, as the app re-plans while the user paints: after every
// edit, every list it still holds equals the list built afresh, and its
// searches find the brute-force optimum. Small arenas and budgets make it
// compact, drop everything and fall back to casting as well.
func TestCornerListsFollowEdits(t *testing.T) {
	rng := seeded(t, 32)
	edits, kept, searches := 0, 0, 0
	for round := range 60 {
		// small maps for brute force, big ones so that most edits land
		// outside the squares of the lists they must drop (a square
		// within a point of an edit is listed afresh anyway)
		g := NewGrid(8+rng.IntN(24), 8+rng.IntN(24))
		if round%2 == 1 {
			g = NewGrid(40+rng.IntN(50), 40+rng.IntN(50))
		}
		for range g.Width() * g.Height() / (3 + rng.IntN(5)) {
			g.Set(rng.IntN(g.Width()), rng.IntN(g.Height()), true)
		}
		f := Footprint{1 + rng.IntN(3), 1 + rng.IntN(3)}
		if round%3 == 0 {
			f = Footprint{1, 1}
		}
		var o OptimalSearcher
		cs := &o.corners[0]
		if round%3 == 1 {
			cs.arenaCap = 40 + rng.IntN(200)
		}
		if round%4 == 2 {
			cs.budget = 2 + rng.IntN(40)
		}
		valid := func() func(Point) bool { return bruteValid(g, f) }
		vs := func() []Point {
			ok := valid()
			var out []Point
			for y := range g.h {
				for x := range g.w {
					if ok(Pt(x, y)) {
						out = append(out, Pt(x, y))
					}
				}
			}
			return out
		}
		for e := range 30 {
			pts := vs()
			for range 3 {
				if len(pts) < 2 {
					break
				}
				s, goal := pts[rng.IntN(len(pts))], pts[rng.IntN(len(pts))]
				// a fresh searcher (which the brute-force tests check),
				// and now and then brute force itself
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
				if len(cs.arena) > cs.arenaMax {
					t.Fatalf("round %d edit %d: the arena holds %d entries, past its bound %d", round, e, len(cs.arena), cs.arenaMax)
				}
				if math.IsInf(want, 1) != (got.Failure != NoFailure) || !math.IsInf(want, 1) && math.Abs(got.Length-want) > 1e-9 {
					t.Fatalf("round %d edit %d, %v agent, %v -> %v: search %v %.12f (%v), %s %.12f\n%s", round, e, f, s, goal, got.Failure, got.Length, got.Path, how, want, g)
				}
			}
			// every list still held equals one made afresh
			var fp placement
			var fresh cornerSet
			fp.build(g, f)
			fresh.build(&fp)
			var scratch OptimalSearcher
			for v := range int32(len(cs.x)) {
				if cs.vis[v] < 0 {
					continue
				}
				kept++
				w := fresh.at[fp.index(Pt(int(cs.x[v]), int(cs.y[v])))]
				if w < 0 {
					t.Fatalf("round %d edit %d: (%d,%d) keeps a list but is no corner\n%s", round, e, cs.x[v], cs.y[v], g)
				}
				scratch.listCorner(&fresh, w)
				if got, want := listOf(cs, v), listOf(&fresh, w); !slices.Equal(got, want) {
					t.Fatalf("round %d edit %d (%v agent): (%d,%d) keeps %v, afresh %v\n%s", round, e, f, cs.x[v], cs.y[v], got, want, g)
				}
			}
			x, y := rng.IntN(g.Width()), rng.IntN(g.Height())
			if v := int32(rng.IntN(len(cs.x) + 1)); v < int32(len(cs.x)) && cs.vis[v] >= 0 && f == (Footprint{1, 1}) && rng.IntN(2) == 0 {
				// on the edge of a list's reach, where an off-by-one in
				// dropping it would show
				rv := cs.listReach(cs.vis[v])
				x, y = int(cs.x[v])+rv*(2*rng.IntN(2)-1), int(cs.y[v])+rng.IntN(2*rv+1)-rv
				if rng.IntN(2) == 0 {
					x, y = int(cs.x[v])+rng.IntN(2*rv+1)-rv, int(cs.y[v])+rv*(2*rng.IntN(2)-1)
				}
				x, y = min(max(x, 0), g.w-1), min(max(y, 0), g.h-1)
			}
			switch rng.IntN(4) {
			case 0, 1:
				g.Set(x, y, !g.Blocked(x, y))
			case 2:
				g.Fill(Rect{x, y, x + rng.IntN(4), y + rng.IntN(3)}, rng.IntN(2) == 0)
			case 3:
				g = g.Clone() // the app plans on a copy
				g.Set(x, y, !g.Blocked(x, y))
			}
			edits++
		}
	}
	t.Logf("%d edits, %d searches, %d kept lists checked", edits, searches, kept)
	if kept < 20000 {
		t.Fatalf("only %d kept lists checked: the test checks too little", kept)
	}
}

// TestTautTableMatchesTautTurn checks the turn cone of listed corners,
// read from the signs, against the plain taut test for every mask and
// arrival and leaving direction up to 6 cells.
func TestTautTableMatchesTautTurn(t *testing.T) {
	for mask := uint8(0); mask < 16; mask++ {
		for ax := -6; ax <= 6; ax++ {
			for ay := -6; ay <= 6; ay++ {
				bits := tautTable[mask][dirIndex(sign(ax), sign(ay))]
				for bx := -6; bx <= 6; bx++ {
					for by := -6; by <= 6; by++ {
						c := ay*bx - ax*by
						got := bits>>(2*dirIndex(sign(bx), sign(by))+int(uint(-c)>>63))&1 != 0 && c != 0
						want := tautTurn(mask, ax, ay, bx, by)
						if got != want {
							t.Fatalf("mask %04b a (%d,%d) b (%d,%d): table %v, tautTurn %v", mask, ax, ay, bx, by, got, want)
						}
						// a list keeps only moves tangent on leaving: every
						// turn's are
						if want && !tangent(mask, -bx, -by) {
							t.Fatalf("mask %04b a (%d,%d) b (%d,%d): a taut turn that a list leaves out", mask, ax, ay, bx, by)
						}
					}
				}
			}
		}
	}
}

// TestCornerListReach checks the reach a list records: toggling any point
// just beyond it (the ring one point farther, where a too short reach
// would show first) leaves the corner's list as it was.
func TestCornerListReach(t *testing.T) {
	r := seeded(t, 33)
	var o OptimalSearcher
	rings := 0
	for m := 0; m < 400; m++ {
		f := Footprint{1 + r.IntN(2), 1 + r.IntN(2)}
		g := NewGrid(12+r.IntN(20), 12+r.IntN(20))
		for range g.w * g.h / (2 + r.IntN(6)) {
			g.Set(r.IntN(g.w), r.IntN(g.h), true)
		}
		pl, cs := &o.aware, &o.corners[0]
		pl.build(g, f)
		cs.build(pl)
		if len(cs.x) == 0 {
			continue
		}
		u := int32(r.IntN(len(cs.x)))
		ux, uy := int(cs.x[u]), int(cs.y[u])
		off := o.listCorner(cs, u)
		want, reach := listOf(cs, u), cs.listReach(off)
		// the cells whose toggle can move a placement point of the ring
		for y := range g.h {
			for x := range g.w {
				h := g.Clone()
				h.Set(x, y, !h.Blocked(x, y))
				var hp placement
				var hc cornerSet
				hp.build(h, f)
				moved := false
				for py := uy - reach - 1; py <= uy+reach+1; py++ {
					for px := ux - reach - 1; px <= ux+reach+1; px++ {
						if max(abs(px-ux), abs(py-uy)) <= reach || px < 0 || py < 0 || px >= g.w || py >= g.h {
							continue
						}
						moved = moved || hp.valid(Pt(px, py)) != pl.valid(Pt(px, py))
					}
				}
				inside := false
				for py := uy - reach; py <= uy+reach; py++ {
					for px := ux - reach; px <= ux+reach; px++ {
						if px >= 0 && py >= 0 && px < g.w && py < g.h && hp.valid(Pt(px, py)) != pl.valid(Pt(px, py)) {
							inside = true
						}
					}
				}
				if !moved || inside {
					continue
				}
				hc.build(&hp)
				w := hc.at[hp.index(Pt(ux, uy))]
				if w < 0 {
					t.Fatalf("map %d: toggling (%d,%d) beyond reach %d of (%d,%d) unmade the corner\n%s", m, x, y, reach, ux, uy, g)
				}
				o.listCorner(&hc, w)
				rings++
				if got := listOf(&hc, w); !slices.Equal(got, want) {
					t.Fatalf("map %d, %v agent: toggling (%d,%d), beyond reach %d of corner (%d,%d), changes its list %v to %v\n%s", m, f, x, y, reach, ux, uy, want, got, g)
				}
			}
		}
	}
	t.Logf("%d toggles beyond a reach", rings)
	if rings < 5000 {
		t.Fatalf("only %d toggles: the test checks too little", rings)
	}
}

// TestCornerListedOnSecondExpansion: a search casts the cone of a corner
// it expands for the first time and lists nothing; the same search again
// lists every corner it expands (and finds the same route); dropping the
// lists forgets the first expansions too, so the next search is cold.
func TestCornerListedOnSecondExpansion(t *testing.T) {
	rng := seeded(t, 41)
	g := NewGrid(96, 96)
	for range 96 * 96 / 5 {
		g.Set(rng.IntN(96), rng.IntN(96), true)
	}
	start, goal := Pt(2, 2), Pt(93, 90)
	g.Set(start.X, start.Y, false)
	g.Set(goal.X, goal.Y, false)
	var o OptimalSearcher
	cs := &o.corners[Aware&1]
	count := func() (once, listed int) {
		for _, r := range cs.vis {
			switch {
			case r == visOnce:
				once++
			case r >= 0:
				listed++
			}
		}
		return once, listed
	}
	first := o.Search(g, Footprint{1, 1}, Aware, start, goal, nil)
	if first.Failure != NoFailure {
		t.Fatalf("no route on the test map:\n%s", g)
	}
	once, listed := count()
	if once < 50 || listed != 0 {
		t.Fatalf("after one search: %d corners cast once, %d listed; want many cast, none listed", once, listed)
	}
	second := o.Search(g, Footprint{1, 1}, Aware, start, goal, nil)
	if second.Length != first.Length {
		t.Fatalf("the second search: length %v, the first %v", second.Length, first.Length)
	}
	once2, listed2 := count()
	if listed2 < once/2 || once2 >= once {
		t.Fatalf("after two searches: %d cast once, %d listed (after one: %d cast once)", once2, listed2, once)
	}
	DropCornerLists(&o)
	if once, listed := count(); once != 0 || listed != 0 {
		t.Fatalf("after dropping the lists: %d cast once, %d listed; want none", once, listed)
	}
}
