package scene

import (
	"math/rand/v2"
	"testing"

	"swath/pathing"
	"swath/view"
)

// In the split view each pane shows the footprint layers of its own
// footprint: on a big map in the background, one job computes the cell
// layers of a footprint that panes share (agent=3x3 twice: one job), and
// then the panes show exactly what a one-pane scene at 3x3 computes in the
// tick; a pane with the level's footprint shows the level's layers.
func TestSplitPanesFootLayersInTheBackground(t *testing.T) {
	const seed, n = 24, 600
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	g := pathing.NewGrid(n, n)
	for range n * n / 8 {
		g.Set(rng.IntN(n), rng.IntN(n), true)
	}
	for y := range 3 {
		for x := range 3 {
			g.Set(x, y, false)
		}
	}
	lv := Level{Grid: g, Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(1, 1), Goal: pathing.Pt(n-2, n-2)}
	bg := New(lv)
	bg.RunJobsInBackground()
	tick := New(Level{Grid: g.Clone(), Agent: pathing.Footprint{L: 3, W: 3}, Start: lv.Start, Goal: lv.Goal})
	ly := bg.Layers()
	ly.Placements, ly.Reachable = true, true
	bg.Apply(SetLayers{Layers: ly})
	tick.Apply(SetLayers{Layers: ly})
	runJob(bg, mustPending(t, bg, JobFootLayers, false, "the level's layers turned on"))
	bg.Apply(SetSplit{Specs: []string{"agent=3x3", "agent=3x3,farthest=linear", "farthest=linear"}})
	if sp := bg.Split(); sp.Panes[1].Foot != nil && sp.Panes[1].OwnCells {
		t.Fatal("the 3x3 pane has cells of its own before its job ran")
	}
	runJob(bg, mustPending(t, bg, JobFootLayers, false, "the split view opened with a 3x3 pane"))
	if j := handOut(bg, JobFootLayers, false); j != nil {
		t.Fatal("a second footprint layers job for two panes of one footprint")
	}
	sp := bg.Split()
	same := func(what string, a, b view.FootLayers) {
		t.Helper()
		for y := range n {
			for x := range n {
				p := pathing.Pt(x, y)
				if a.Placement(p) != b.Placement(p) || a.Reachable(p) != b.Reachable(p) {
					t.Fatalf("%s: cell %v: placement %v reachable %v, want %v %v", what, p,
						a.Placement(p), a.Reachable(p), b.Placement(p), b.Reachable(p))
				}
			}
		}
	}
	for i := 1; i <= 2; i++ {
		if sp.Panes[i].Foot == nil || !sp.Panes[i].OwnCells {
			t.Fatalf("pane %d (%s) shows the level's footprint layers", i, sp.Panes[i].Spec)
		}
		same(sp.Panes[i].Spec, sp.Panes[i].Foot, tick.FootLayers())
	}
	if sp.Panes[3].OwnCells {
		t.Fatal("the farthest=linear pane (the level's footprint) has cells of its own")
	}
	same("farthest=linear", sp.Panes[3].Foot, bg.FootLayers())
	placed := 0
	for y := range n {
		for x := range n {
			if tick.FootLayers().Placement(pathing.Pt(x, y)) != bg.FootLayers().Placement(pathing.Pt(x, y)) {
				placed++
			}
		}
	}
	if placed == 0 {
		t.Fatal("the map does not tell 1x1 from 3x3 placements apart")
	}
}
