package pathing

import (
	"container/heap"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// This file checks the A* searcher against a plain Dijkstra written from the
// search rules alone (8-connected, costs 1 and √2, no corner cutting): placement validity by loops over the
// footprint, 8 neighbours, a diagonal only when both orthogonal neighbours
// are valid, and costs kept exact as (straight, diagonal) step counts.

// refCost is a path cost s + d·√2, kept exact.
type refCost struct{ s, d int }

func (c refCost) float() float64 { return float64(c.s) + math.Sqrt2*float64(c.d) }

// less compares s1 + d1√2 < s2 + d2√2 exactly: with p = s1-s2 and q = d2-d1
// it asks p < q√2.
func (c refCost) less(o refCost) bool {
	p, q := c.s-o.s, o.d-c.d
	switch {
	case p < 0 && q >= 0:
		return true
	case p >= 0 && q <= 0:
		return false
	case p >= 0: // q > 0
		return p*p < 2*q*q
	default: // p < 0, q < 0
		return p*p > 2*q*q
	}
}

// refValid reports whether footprint f fits at p, cell by cell.
func refValid(g *Grid, f Footprint, p Point) bool {
	f = f.Norm()
	left, top := (f.L-1)/2, (f.W-1)/2
	for y := p.Y - top; y < p.Y-top+f.W; y++ {
		for x := p.X - left; x < p.X-left+f.L; x++ {
			if x < 0 || y < 0 || x >= g.Width() || y >= g.Height() || g.Blocked(x, y) {
				return false
			}
		}
	}
	return true
}

// refResult holds, per cell y*w+x, the exact distance from the start,
// whether the cell was reached, and how many shortest paths reach it
// (counted up to 2).
type refResult struct {
	w     int
	dist  []refCost
	seen  []bool
	count []int
}

func (r refResult) at(p Point) (refCost, bool, int) {
	i := p.Y*r.w + p.X
	return r.dist[i], r.seen[i], r.count[i]
}

type refItem struct {
	c refCost
	i int
}

type refQueue []refItem

func (q refQueue) Len() int           { return len(q) }
func (q refQueue) Less(a, b int) bool { return q[a].c.less(q[b].c) }
func (q refQueue) Swap(a, b int)      { q[a], q[b] = q[b], q[a] }
func (q *refQueue) Push(x any)        { *q = append(*q, x.(refItem)) }
func (q *refQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// refDijkstra runs Dijkstra from start over the placements of f on g.
// The start must be a valid placement.
func refDijkstra(g *Grid, f Footprint, start Point) refResult {
	w, h := g.Width(), g.Height()
	r := refResult{w: w, dist: make([]refCost, w*h), seen: make([]bool, w*h), count: make([]int, w*h)}
	done := make([]bool, w*h)
	valid := func(x, y int) bool { return refValid(g, f, Pt(x, y)) }
	si := start.Y*w + start.X
	r.seen[si], r.count[si] = true, 1
	q := &refQueue{{refCost{}, si}}
	for q.Len() > 0 {
		it := heap.Pop(q).(refItem)
		if done[it.i] {
			continue
		}
		done[it.i] = true
		x, y := it.i%w, it.i/w
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if dx == 0 && dy == 0 || !valid(x+dx, y+dy) {
					continue
				}
				c := r.dist[it.i]
				if dx != 0 && dy != 0 {
					if !valid(x+dx, y) || !valid(x, y+dy) {
						continue
					}
					c.d++
				} else {
					c.s++
				}
				j := (y+dy)*w + x + dx
				switch {
				case !r.seen[j] || c.less(r.dist[j]):
					r.seen[j], r.dist[j], r.count[j] = true, c, r.count[it.i]
					heap.Push(q, refItem{c, j})
				case c == r.dist[j]:
					r.count[j] = min(2, r.count[j]+r.count[it.i])
				}
			}
		}
	}
	return r
}

// checkPath reports the first way path breaks the rules for f on g (mode
// point checks it as a 1×1 path), or "".
func checkPath(g *Grid, f Footprint, mode SearchMode, path []Point, start, goal Point, cost float64) string {
	if mode == PointMode {
		f = Footprint{1, 1}
	}
	if err := ValidateNodes(path, start, goal); err != nil {
		return err.Error()
	}
	for i, p := range path {
		if !refValid(g, f, p) {
			return fmt.Sprintf("node %d %v is not a valid placement", i, p)
		}
		if i > 0 {
			q := path[i-1]
			if p.X != q.X && p.Y != q.Y && (!refValid(g, f, Pt(p.X, q.Y)) || !refValid(g, f, Pt(q.X, p.Y))) {
				return fmt.Sprintf("step %d %v→%v cuts a corner", i, q, p)
			}
		}
	}
	if l := Length(path); math.Abs(l-cost) > 1e-9*(1+l) {
		return fmt.Sprintf("cost %v differs from the path's length %v", cost, l)
	}
	return ""
}

func TestSearchAgainstDijkstra(t *testing.T) {
	rng := seeded(t, 20260529)
	var s Searcher // one searcher for every grid, footprint and mode
	searches, found := 0, 0
	for round := range 30 {
		w, h := 6+rng.IntN(22), 6+rng.IntN(22)
		g := NewGrid(w, h)
		density := 0.05 + 0.35*rng.Float64()
		for y := range h {
			for x := range w {
				g.Set(x, y, rng.Float64() < density)
			}
		}
		// Pass 1 searches g as built; pass 2 edits the same *Grid in place,
		// which must invalidate the searcher's cached placements.
		for pass := range 2 {
			if pass == 1 {
				for range w * h / 10 {
					x, y := rng.IntN(w), rng.IntN(h)
					g.Set(x, y, !g.Blocked(x, y))
				}
			}
			for l := 1; l <= 4; l++ {
				for wd := 1; wd <= 4; wd++ {
					f := Footprint{l, wd}
					for _, mode := range []SearchMode{Aware, PointMode} {
						rf := f
						if mode == PointMode {
							rf = Footprint{1, 1}
						}
						for range 4 {
							start := Pt(rng.IntN(w), rng.IntN(h))
							var ref refResult
							if refValid(g, rf, start) {
								ref = refDijkstra(g, rf, start)
							}
							for range 8 {
								goal := Pt(rng.IntN(w), rng.IntN(h))
								res := s.Search(g, f, mode, start, goal, nil)
								searches++
								want := NoFailure
								var dist refCost
								switch {
								case !refValid(g, rf, start):
									want = StartBlocked
								case !refValid(g, rf, goal):
									want = GoalBlocked
								default:
									var seen bool
									dist, seen, _ = ref.at(goal)
									if !seen {
										want = Unreachable
									}
								}
								ctx := func() string {
									return fmt.Sprintf("round %d pass %d, %v agent, %v search, %v→%v\n%s", round, pass, f, mode, start, goal, g)
								}
								if res.Failure != want {
									t.Fatalf("failure %v, want %v; %s", res.Failure, want, ctx())
								}
								if want != NoFailure {
									if len(res.Path) != 0 {
										t.Fatalf("failed search returned a path %v; %s", res.Path, ctx())
									}
									continue
								}
								found++
								if math.Abs(res.Cost-dist.float()) > 1e-9*(1+dist.float()) {
									t.Fatalf("cost %v, Dijkstra %v (%d straight + %d diagonal); %s", res.Cost, dist.float(), dist.s, dist.d, ctx())
								}
								if msg := checkPath(g, f, mode, res.Path, start, goal, res.Cost); msg != "" {
									t.Fatalf("%s: path %v; %s", msg, res.Path, ctx())
								}
								if res.Expanded < 1 {
									t.Fatalf("found a path after %d expansions; %s", res.Expanded, ctx())
								}
								// A fresh searcher must find the very same path: reuse
								// leaves nothing behind, and ties break the same way.
								if found%5 == 0 {
									have := slices.Clone(res.Path)
									var fresh Searcher
									if again := fresh.Search(g, f, mode, start, goal, nil); !slices.Equal(again.Path, have) || again.Expanded != res.Expanded {
										t.Fatalf("reused searcher: %v (%d expanded), fresh one: %v (%d expanded); %s", have, res.Expanded, again.Path, again.Expanded, ctx())
									}
								}
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d searches, %d found a path", searches, found)
	if found < searches/5 {
		t.Errorf("only %d of %d searches found a path: the test exercises too little", found, searches)
	}
}

func TestRefCostLess(t *testing.T) {
	// The exact comparison must agree with floating point where floats are
	// far from a tie.
	rng := rand.New(rand.NewPCG(7, 7))
	for range 100000 {
		a := refCost{rng.IntN(60), rng.IntN(60)}
		b := refCost{rng.IntN(60), rng.IntN(60)}
		fa, fb := a.float(), b.float()
		if math.Abs(fa-fb) > 1e-9 && a.less(b) != (fa < fb) {
			t.Fatalf("%v < %v = %v, floats say %v", a, b, a.less(b), fa < fb)
		}
		if a == b && a.less(b) {
			t.Fatalf("%v < itself", a)
		}
	}
}
