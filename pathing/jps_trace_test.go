package pathing

import (
	"math"
	"slices"
	"testing"
)

// TestJPSTrace checks a recorded search against the search itself and
// against the grid: the same result as with no trace; one record per
// expansion; every run's cells valid and as long as the cells scanned;
// a straight run's stop cell really has the forced neighbours it lists
// (and a forced stop has at least one); each successor is a valid cell
// whose cost is at least its true distance; the path's jump points were
// all expanded.
func TestJPSTrace(t *testing.T) {
	rng := seeded(t, 77)
	var s JPSearcher
	var tr JPSTrace
	traced := 0
	for round := range 1000 {
		w, h := 5+rng.IntN(40), 5+rng.IntN(30)
		g := randomGrid(rng, w, h, 0.25*rng.Float64())
		f := Footprint{1 + rng.IntN(3), 1 + rng.IntN(3)}
		start, goal := Pt(rng.IntN(w), rng.IntN(h)), Pt(rng.IntN(w), rng.IntN(h))
		plain := s.Search(g, f, Aware, start, goal, nil)
		plainPath := slices.Clone(plain.Path)
		res := s.Search(g, f, Aware, start, goal, &tr)
		if res.Failure != plain.Failure || res.Cost != plain.Cost || res.Expanded != plain.Expanded ||
			res.Scanned != plain.Scanned || !slices.Equal(res.Path, plainPath) {
			t.Fatalf("round %d: traced search differs: %+v vs %+v", round, res, plain)
		}
		if res.Failure == StartBlocked || res.Failure == GoalBlocked {
			if len(tr.Expanded) != 0 {
				t.Fatalf("round %d: %v but %d expansions traced", round, res.Failure, len(tr.Expanded))
			}
			continue
		}
		traced++
		if len(tr.Expanded) != res.Expanded || len(tr.RunsEnd) != res.Expanded || len(tr.SuccEnd) != res.Expanded {
			t.Fatalf("round %d: %d expanded, trace has %d/%d/%d", round, res.Expanded, len(tr.Expanded), len(tr.RunsEnd), len(tr.SuccEnd))
		}
		valid := func(p Point) bool { return refValid(g, f, p) }
		cells := 0
		for _, r := range tr.Runs {
			cells += r.Len
			for k := range r.Len {
				p := Pt(r.From.X+k*r.Dir.X, r.From.Y+k*r.Dir.Y)
				if !valid(p) {
					t.Fatalf("round %d: run %+v passes over the invalid cell %v", round, r, p)
				}
			}
			if r.Stop == JPSBlocked {
				if next := r.Last().Add(r.Dir); valid(next) && (r.Dir.X == 0 || r.Dir.Y == 0) {
					t.Fatalf("round %d: run %+v stops as blocked before the valid %v", round, r, next)
				}
			}
			if r.Stop == JPSForced && r.NForced == 0 {
				t.Fatalf("round %d: run %+v stops at a jump point with no forced neighbour", round, r)
			}
			for _, off := range r.Forced[:r.NForced] {
				l := r.Last()
				n, behind := l.Add(off), l.Add(off).Sub(r.Dir)
				if !valid(n) || valid(behind) {
					t.Fatalf("round %d: run %+v lists %v as forced (valid %v, behind it %v valid %v)", round, r, n, valid(n), behind, valid(behind))
				}
			}
		}
		if cells != res.Scanned {
			t.Fatalf("round %d: runs hold %d cells, Scanned %d", round, cells, res.Scanned)
		}
		var ref refResult
		if valid(start) {
			ref = refDijkstra(g, f, start)
		}
		for _, sc := range tr.Successors {
			d, seen, _ := ref.at(sc.To)
			if !valid(sc.To) || !seen || sc.Cost < d.float()-1e-9 {
				t.Fatalf("round %d: successor %+v (valid %v, true distance %v)", round, sc, valid(sc.To), d.float())
			}
		}
		if res.Failure == NoFailure {
			for _, jp := range s.JumpPoints(nil) {
				if !slices.Contains(tr.Expanded, jp) {
					t.Fatalf("round %d: jump point %v of the path was never expanded", round, jp)
				}
			}
			if last := tr.Expanded[len(tr.Expanded)-1]; last != goal {
				t.Fatalf("round %d: the last expansion is %v, not the goal %v", round, last, goal)
			}
			if math.Abs(Length(res.Path)-res.Cost) > 1e-9 {
				t.Fatalf("round %d: path length %v, cost %v", round, Length(res.Path), res.Cost)
			}
		}
	}
	t.Logf("%d traced searches", traced)
}
