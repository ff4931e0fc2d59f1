package pathing

import (
	"slices"
	"testing"
)

// TestPlacementUpdate edits random maps cell by cell, in strokes and in
// boxes, and after every edit compares the placement grid that update
// patched with one built afresh, for footprints 1×1 to 7×5, on the same
// grid and on a copy of it (as the app plans on a copy each time).
func TestPlacementUpdate(t *testing.T) {
	rng := seeded(t, 11)
	updated, edits := 0, 0
	for round := range 30 {
		g := NewGrid(5+rng.IntN(60), 5+rng.IntN(60))
		for range g.Width() * g.Height() / 5 {
			g.Set(rng.IntN(g.Width()), rng.IntN(g.Height()), true)
		}
		f := Footprint{1 + rng.IntN(7), 1 + rng.IntN(5)}
		var p, fresh placement
		p.build(g, f)
		for e := range 40 {
			x, y := rng.IntN(g.Width()), rng.IntN(g.Height())
			switch rng.IntN(4) {
			case 0:
				g.Set(x, y, !g.Blocked(x, y))
			case 1:
				for range 1 + rng.IntN(8) {
					g.Set(x, y, rng.IntN(4) > 0)
					x, y = min(max(x+rng.IntN(3)-1, 0), g.Width()-1), min(max(y+rng.IntN(3)-1, 0), g.Height()-1)
				}
			case 2:
				g.Fill(Rect{x, y, x + rng.IntN(8), y + rng.IntN(5)}, rng.IntN(2) == 0)
			case 3:
				g = g.Clone() // the app's copy: same cells, another grid
			}
			edits++
			if p.update(g, f) {
				updated++
			} else {
				p.build(g, f)
			}
			fresh.build(g, f)
			if !slices.Equal(p.ok, fresh.ok) || !p.fresh(g, f) {
				t.Fatalf("round %d edit %d (%v on %dx%d): the updated placement differs from a build\n%s", round, e, f, g.Width(), g.Height(), g)
			}
		}
	}
	t.Logf("%d of %d edits updated in place", updated, edits)
	if updated < edits*3/4 {
		t.Errorf("only %d of %d edits updated: the test checks too little", updated, edits)
	}
}
