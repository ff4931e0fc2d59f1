package scene

import (
	"math/rand/v2"
	"testing"

	"swath/pathing"
)

// On a map over bigFootCells with RunJobsInBackground, the cell layers
// are a job's: turned on, a layer shows once its job is installed, and
// then exactly as a scene computing them in the tick shows them; after an
// edit the last layers stay until the next job lands; a layer turned off
// goes at once, with no job.
func TestFootLayersInTheBackground(t *testing.T) {
	const seed, n = 41, 600
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	g := pathing.NewGrid(n, n)
	for range n * n / 6 {
		g.Set(rng.IntN(n), rng.IntN(n), true)
	}
	lv := Level{Grid: g, Agent: pathing.Footprint{L: 2, W: 1}, Start: pathing.Pt(1, 1), Goal: pathing.Pt(n-2, n-2)}
	lv.Grid.Set(1, 1, false)
	lv.Grid.Set(2, 1, false)
	bg, tick := New(lv), New(Level{Grid: g.Clone(), Agent: lv.Agent, Start: lv.Start, Goal: lv.Goal})
	bg.RunJobsInBackground()
	both := func(in Intent) { bg.Apply(in); tick.Apply(in) }
	land := func(what string) {
		t.Helper()
		runJob(bg, mustPending(t, bg, JobFootLayers, false, what))
		if handOut(bg, JobFootLayers, false) != nil {
			t.Fatalf("%s: a job still wanted after the install", what)
		}
	}
	same := func(what string) {
		t.Helper()
		a, b := bg.FootLayers(), tick.FootLayers()
		if a.On() != b.On() {
			t.Fatalf("%s: layers on %+v, in the tick %+v", what, a.On(), b.On())
		}
		for y := range n {
			for x := range n {
				p := pathing.Pt(x, y)
				if a.Placement(p) != b.Placement(p) || a.Reachable(p) != b.Reachable(p) || a.Clearance(p) != b.Clearance(p) {
					t.Fatalf("%s: cell %v differs from the tick's layers", what, p)
				}
			}
		}
	}
	ly := bg.Layers()
	ly.Placements, ly.Reachable, ly.Clearance = true, true, true
	v0 := bg.Versions().Layers
	both(SetLayers{Layers: ly})
	if on := bg.FootLayers().On(); on.Placements || on.Reachable || on.Clearance {
		t.Fatal("the cell layers show before their job has run")
	}
	land("turned on")
	same("turned on")
	if r, ok := bg.FootLayers().Changes(v0); !ok || r != (pathing.Rect{MaxX: n - 1, MaxY: n - 1}) {
		t.Errorf("after the install the changed cells are %v (%v), want the whole map", r, ok)
	}
	for i := range 5 {
		p := pathing.Pt(2+rng.IntN(n-4), 2+rng.IntN(n-4))
		b := Primary // a wall where it is free, free where it is a wall
		if bg.Grid().Blocked(p.X, p.Y) {
			b = Secondary
		}
		both(Press{Cell: p, Button: b})
		both(Release{Cell: p})
		if bg.Grid().Blocked(p.X, p.Y) != (b == Primary) {
			t.Fatalf("edit %d at %v did not change the cell", i, p)
		}
		if !bg.FootLayers().On().Placements {
			t.Fatalf("edit %d: the layers went while their job runs", i)
		}
		land("edit")
		same("after an edit")
	}
	ly.Reachable = false
	both(SetLayers{Layers: ly})
	if bg.FootLayers().On().Reachable {
		t.Fatal("a layer turned off is still shown")
	}
	land("reachable off")
	same("reachable off")
	ly.Placements, ly.Clearance = false, false
	both(SetLayers{Layers: ly})
	if handOut(bg, JobFootLayers, false) != nil {
		t.Fatal("a job wanted with every cell layer off")
	}
	same("all off")
}
