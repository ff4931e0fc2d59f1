package crowd

import (
	"math/rand/v2"
	"testing"

	"swath/pathing"
)

var (
	one   = pathing.Footprint{L: 1, W: 1}
	two   = pathing.Footprint{L: 2, W: 2}
	three = pathing.Footprint{L: 3, W: 3}
)

func mv(x0, y0, x1, y1 int) Move { return Move{pathing.Pt(x0, y0), pathing.Pt(x1, y1)} }

// TestCollideCases: the moves of the model's rules, by hand.
func TestCollideCases(t *testing.T) {
	for _, c := range []struct {
		name    string
		fa      pathing.Footprint
		a       Move
		fb      pathing.Footprint
		b       Move
		collide bool
	}{
		{"side by side, waiting", one, mv(0, 0, 0, 0), one, mv(1, 0, 1, 0), false},
		{"the same cell", one, mv(0, 0, 0, 0), one, mv(0, 0, 0, 0), true},
		{"into the same cell", one, mv(0, 0, 1, 0), one, mv(2, 0, 1, 0), true},
		{"a swap", one, mv(0, 0, 1, 0), one, mv(1, 0, 0, 0), true},
		{"nose to tail", one, mv(0, 0, 1, 0), one, mv(-1, 0, 0, 0), false},
		{"nose to tail, diagonal", one, mv(0, 0, 1, 1), one, mv(-1, -1, 0, 0), false},
		{"crossing diagonals", one, mv(0, 0, 1, 1), one, mv(1, 0, 0, 1), true},
		{"a diagonal past a waiting corner", one, mv(0, 0, 1, 1), one, mv(1, 0, 1, 0), true},
		{"a diagonal beside one going the same way", one, mv(0, 0, 1, 1), one, mv(1, 0, 2, 1), false},
		{"a diagonal beside one going right", one, mv(0, 0, 1, 1), one, mv(1, 0, 2, 0), false},
		{"a diagonal beside one leaving up", one, mv(0, 0, 1, 1), one, mv(1, 0, 1, -1), true},
		{"into a cell left sideways", one, mv(0, 1, 0, 0), one, mv(0, 0, 1, 0), true},
		{"parallel lanes", one, mv(0, 0, 1, 0), one, mv(1, 1, 0, 1), false},
		{"3x3 onto a 1x1 ahead", three, mv(0, 0, 1, 0), one, mv(2, 1, 2, 1), true},
		{"3x3 beside a 1x1 it passes", three, mv(0, 0, 1, 0), one, mv(1, 2, 1, 2), false},
		{"3x3 touching a 1x1 after its step", three, mv(0, 0, 1, 0), one, mv(3, 0, 3, 0), false},
		{"2x2 and 2x2 following", two, mv(0, 0, 1, 0), two, mv(-2, 0, -1, 0), false},
		{"2x2 and 2x2 head on", two, mv(0, 0, 1, 0), two, mv(3, 0, 2, 0), true},
		{"2x2 and 2x2 meeting edge to edge", two, mv(0, 0, 1, 0), two, mv(4, 0, 3, 0), false},
		{"wide body sweeping a small one's corner", three, mv(0, 0, 1, 1), one, mv(2, -1, 2, -1), true},
	} {
		got := Collide(c.fa, c.a, c.fb, c.b)
		back := Collide(c.fb, c.b, c.fa, c.a)
		_, sampled := overlaps(c.fa, c.a.From, c.a.To, c.fb, c.b.From, c.b.To)
		if got != c.collide || back != c.collide || sampled != c.collide {
			t.Errorf("%s: Collide %v, swapped %v, the checker's %v; want %v", c.name, got, back, sampled, c.collide)
		}
	}
}

// TestCollideAgainstChecker: the planner's interval test and the tests'
// quarter-tick checker agree on random pairs of moves and sizes, and on
// a fine sampling of the tick (which can only miss overlaps, never find
// false ones).
func TestCollideAgainstChecker(t *testing.T) {
	const seed = 2323
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	n := 200000
	for range n {
		fa := pathing.Footprint{L: 1 + rng.IntN(4), W: 1 + rng.IntN(4)}
		fb := pathing.Footprint{L: 1 + rng.IntN(4), W: 1 + rng.IntN(4)}
		a0 := pathing.Pt(0, 0)
		b0 := pathing.Pt(rng.IntN(11)-5, rng.IntN(11)-5)
		a1 := a0.Add(pathing.Pt(rng.IntN(3)-1, rng.IntN(3)-1))
		b1 := b0.Add(pathing.Pt(rng.IntN(3)-1, rng.IntN(3)-1))
		got := Collide(fa, Move{a0, a1}, fb, Move{b0, b1})
		_, want := overlaps(fa, a0, a1, fb, b0, b1)
		if got != want {
			t.Fatalf("%v %v→%v and %v %v→%v: Collide %v, checker %v", fa, a0, a1, fb, b0, b1, got, want)
		}
		if fine := fineOverlap(fa, a0, a1, fb, b0, b1); fine && !want {
			t.Fatalf("%v %v→%v and %v %v→%v: a fine sampling overlaps, the checker does not", fa, a0, a1, fb, b0, b1)
		}
	}
}

// fineOverlap samples the tick at 1/96 steps in floating point.
func fineOverlap(fa pathing.Footprint, a0, a1 pathing.Point, fb pathing.Footprint, b0, b1 pathing.Point) bool {
	const steps = 96
	for k := 0; k <= steps; k++ {
		s := float64(k) / steps
		ax, ay := float64(a0.X)+s*float64(a1.X-a0.X), float64(a0.Y)+s*float64(a1.Y-a0.Y)
		bx, by := float64(b0.X)+s*float64(b1.X-b0.X), float64(b0.Y)+s*float64(b1.Y-b0.Y)
		ox := min(ax+float64(fa.Right())+.5, bx+float64(fb.Right())+.5) - max(ax-float64(fa.Left())-.5, bx-float64(fb.Left())-.5)
		oy := min(ay+float64(fa.Bottom())+.5, by+float64(fb.Bottom())+.5) - max(ay-float64(fa.Top())-.5, by-float64(fb.Top())-.5)
		if ox > 1e-9 && oy > 1e-9 {
			return true
		}
	}
	return false
}

// TestCollideLongMoves: Collide takes moves of any length (its bounds are
// fractions), checked on a fine sampling of moves of up to 3 cells.
func TestCollideLongMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 0))
	for range 20000 {
		fa := pathing.Footprint{L: 1 + rng.IntN(3), W: 1 + rng.IntN(3)}
		fb := pathing.Footprint{L: 1 + rng.IntN(3), W: 1 + rng.IntN(3)}
		a0, b0 := pathing.Pt(0, 0), pathing.Pt(rng.IntN(9)-4, rng.IntN(9)-4)
		a1 := a0.Add(pathing.Pt(rng.IntN(7)-3, rng.IntN(7)-3))
		b1 := b0.Add(pathing.Pt(rng.IntN(7)-3, rng.IntN(7)-3))
		got := Collide(fa, Move{a0, a1}, fb, Move{b0, b1})
		if fine := fineOverlap(fa, a0, a1, fb, b0, b1); fine && !got {
			t.Fatalf("%v %v→%v and %v %v→%v: sampled overlap, Collide says none", fa, a0, a1, fb, b0, b1)
		}
	}
}
