package render

import (
	"image"
	"math/rand"
	"testing"
)

// covered reports whether every pixel of r lies in one of rects.
func covered(r image.Rectangle, rects []image.Rectangle) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			in := false
			for _, q := range rects {
				if image.Pt(x, y).In(q) {
					in = true
					break
				}
			}
			if !in {
				return false
			}
		}
	}
	return true
}

func TestDamageCases(t *testing.T) {
	region := image.Rect(10, 20, 10+640, 20+480)
	a := Stamp{1, image.Rect(100, 100, 110, 110)}
	b := Stamp{2, image.Rect(400, 300, 420, 330)}
	var d Damager

	if rects, whole := d.Damage(region, []Stamp{a, b}, []Stamp{b, a}, image.Rectangle{}); rects != nil || whole {
		t.Errorf("same shapes in another order: %v %v, want nothing", rects, whole)
	}
	moved := Stamp{1, image.Rect(500, 100, 510, 110)}
	moved.Hash = 3 // a moved shape hashes differently
	rects, whole := d.Damage(region, []Stamp{a, b}, []Stamp{moved, b}, image.Rectangle{})
	if whole || !covered(a.Box.Inset(-damagePad), rects) || !covered(moved.Box.Inset(-damagePad), rects) {
		t.Errorf("a moved shape: %v whole %v, want its old and new boxes covered", rects, whole)
	}
	if covered(b.Box, rects) {
		t.Errorf("a moved shape: %v also covers an unchanged shape far away", rects)
	}
	// a shape drawn twice, then once: its box changed
	rects, _ = d.Damage(region, []Stamp{a, a}, []Stamp{a}, image.Rectangle{})
	if !covered(a.Box, rects) {
		t.Errorf("a doubled shape undoubled: %v, want its box covered", rects)
	}
	cells := image.Rect(300, 200, 303, 260)
	rects, _ = d.Damage(region, nil, nil, cells)
	if !covered(cells, rects) {
		t.Errorf("changed cells %v: %v, want them covered", cells, rects)
	}
	if rects, whole := d.Damage(region, nil, nil, region); !whole || rects != nil {
		t.Errorf("everything changed: %v %v, want whole", rects, whole)
	}
	// many scattered changes: too many pieces, so the whole region
	var many []Stamp
	for i := range 40 {
		x, y := 12+i%8*80, 22+i/8*90
		many = append(many, Stamp{uint64(100 + i), image.Rect(x, y, x+2, y+2)})
	}
	if rects, whole := d.Damage(region, nil, many, image.Rectangle{}); !whole {
		t.Errorf("40 scattered new shapes: %d rectangles, want a whole redraw", len(rects))
	}
}

// TestDamageCoversEveryChange: for random lists of shapes and random
// edits, the rectangles lie in the region, do not overlap, and cover the
// padded box (within the region) of every shape added or removed and the
// changed cells, unless a whole redraw is asked for.
func TestDamageCoversEveryChange(t *testing.T) {
	const seed = 7
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	region := image.Rect(0, 40, 900, 700)
	box := func() image.Rectangle {
		x, y := rng.Intn(1000)-50, rng.Intn(760)
		return image.Rect(x, y, x+1+rng.Intn(60), y+1+rng.Intn(40))
	}
	var d Damager
	partial := 0
	for range 2000 {
		var prev []Stamp
		for range rng.Intn(30) {
			prev = append(prev, Stamp{uint64(rng.Intn(1 << 20)), box()})
		}
		cur := append([]Stamp(nil), prev...)
		var changed []image.Rectangle
		for range rng.Intn(3) { // remove some of the old shapes
			if len(cur) > 0 {
				i := rng.Intn(len(cur))
				changed = append(changed, cur[i].Box)
				cur = append(cur[:i], cur[i+1:]...)
			}
		}
		for range 1 + rng.Intn(3) { // add some
			s := Stamp{uint64(1<<20 + rng.Intn(1<<20)), box()}
			changed = append(changed, s.Box)
			cur = append(cur, s)
		}
		rng.Shuffle(len(cur), func(i, j int) { cur[i], cur[j] = cur[j], cur[i] })
		var cells image.Rectangle
		if rng.Intn(2) == 0 {
			cells = box()
			changed = append(changed, cells)
		}
		rects, whole := d.Damage(region, prev, cur, cells)
		if whole {
			continue
		}
		partial++
		for i, r := range rects {
			if !r.In(region) {
				t.Fatalf("%v outside the region %v", r, region)
			}
			for _, q := range rects[:i] {
				if r.Overlaps(q) {
					t.Fatalf("%v overlaps %v", r, q)
				}
			}
		}
		for _, c := range changed {
			if c := c.Inset(-damagePad).Intersect(region); !covered(c, rects) {
				t.Fatalf("changed box %v not covered by %v\nprev %v\ncur %v\ncells %v", c, rects, prev, cur, cells)
			}
		}
	}
	t.Logf("%d of 2000 redrawn in part", partial)
	if partial < 1000 {
		t.Errorf("only %d partial redraws: the test checks too little", partial)
	}
}
