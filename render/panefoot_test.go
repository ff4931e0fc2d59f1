package render

import (
	"bytes"
	"strings"
	"testing"

	"swath/pathing"
	"swath/scene"
)

// cellRows prints the cells of p whose pixel differs from q's ('x') for a
// failure message.
func cellRows(p, q *Pixels) string {
	var b strings.Builder
	for y := range p.H {
		for x := range p.W {
			i := 4 * (y*p.W + x)
			if bytes.Equal(p.Pix[i:i+4], q.Pix[i:i+4]) {
				b.WriteByte('.')
			} else {
				b.WriteByte('x')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// A pane of another footprint shows that footprint's layers: with the
// placements, reachable and squeeze layers on, the cells of the split
// view's agent=3x3 pane are those of a one-pane view of the same map at
// 3x3, and its squeeze is that view's; a pane with the level's footprint
// (farthest=linear) shares the level's cells, as before.
func TestSplitPaneShowsItsOwnFootprintsLayers(t *testing.T) {
	const w, h = 900, 600
	one := small()
	one.Apply(scene.SetAgent{Agent: pathing.Footprint{L: 3, W: 3}})
	withFootLayers(one, true, true, false, true)
	var r1 Renderer
	want := r1.Update(one, one.View(), w, h)

	sp := small()
	withFootLayers(sp, true, true, false, true)
	sp.Apply(scene.SetSplit{Specs: []string{"agent=3x3", "farthest=linear"}})
	sp.Refresh()
	var r Renderer
	f := r.Update(sp, sp.View(), w, h)
	if len(f.Panes) != 2 {
		t.Fatalf("%d panes after the first, want 2", len(f.Panes))
	}
	got := f.Panes[0].Grid
	if got == f.Grid {
		t.Fatal("the 3x3 pane shares the level's (2x2) cells")
	}
	if !bytes.Equal(got.Pix, want.Grid.Pix) {
		t.Fatalf("the 3x3 pane's cells differ from a one-pane view at 3x3 (x):\n%s", cellRows(got, want.Grid))
	}
	if bytes.Equal(f.Grid.Pix, want.Grid.Pix) {
		t.Fatal("the level's 2x2 cells equal the 3x3 ones: the map does not tell the footprints apart")
	}
	if f.Panes[1].Grid != f.Grid {
		t.Fatal("the farthest=linear pane (the level's footprint) does not share the level's cells")
	}
	wsq, wok := one.FootLayers().Squeeze()
	gsq, gok := sp.Split().Panes[1].Foot.Squeeze()
	if wok != gok || wsq != gsq {
		t.Fatalf("the 3x3 pane's squeeze %+v (%v), want the one-pane view's %+v (%v)", gsq, gok, wsq, wok)
	}
	// the layers off: every pane shares the level's cells again
	withFootLayers(sp, false, false, false, false)
	f = r.Update(sp, sp.View(), w, h)
	if f.Panes[0].Grid != f.Grid {
		t.Fatal("with the cell layers off the 3x3 pane keeps cells of its own")
	}
}
