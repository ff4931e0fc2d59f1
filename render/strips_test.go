package render

import (
	"bytes"
	"math/rand"
	"testing"

	"swath/pathing"
	"swath/scene"
)

// stripScene is an n×n map with random walls (fixed seed) and a planned
// route, so that both the grid and the overlay (the band) have cells.
func stripScene(t *testing.T, n int) *scene.Scene {
	const seed = 13
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	g := pathing.NewGrid(n, n)
	for range n * n / 50 {
		x, y := rng.Intn(n), rng.Intn(n)
		if x > 8 && y > 8 && x < n-8 && y < n-8 {
			g.Set(x, y, true)
		}
	}
	s := scene.New(scene.Level{Grid: g, Agent: pathing.Footprint{L: 2, W: 1},
		Start: pathing.Pt(3, 3), Goal: pathing.Pt(n-4, n-4)})
	ly := s.Layers()
	ly.Band = true
	s.Apply(scene.SetLayers{Layers: ly})
	s.Apply(scene.Resize{W: 1000, H: 760})
	s.Refresh()
	return s
}

// oneShot is the renderer's buffers for s built in one Update.
func oneShot(s *scene.Scene) (grid, over []byte) {
	var r Renderer
	f := r.Update(s, s.View(), 1280, 800)
	return bytes.Clone(f.Grid.Pix), bytes.Clone(f.Over.Pix)
}

// sameAsOneShot fails unless r's grid and overlay are those one Update of
// a fresh renderer builds for s.
func sameAsOneShot(t *testing.T, r *Renderer, s *scene.Scene) {
	t.Helper()
	wantGrid, wantOver := oneShot(s)
	if !bytes.Equal(r.grid.Pix, wantGrid) {
		t.Error("grid after the strips differs from one Update's")
	}
	if !bytes.Equal(r.over.Pix, wantOver) {
		t.Error("overlay after the strips differs from one Update's")
	}
}

// stripsUntilDone runs Updates until nothing is pending, checking that each
// writes at most StripCells grid cells and copies overlay cells within a
// box of at most that many; it returns the number of Updates.
func stripsUntilDone(t *testing.T, r *Renderer, s *scene.Scene) (f *Frame, n int) {
	t.Helper()
	for n = 1; ; n++ {
		f = r.Update(s, s.View(), 1280, 800)
		if a := f.GridDirty.Dx() * f.GridDirty.Dy(); a > StripCells {
			t.Fatalf("update %d: %d grid cells written (%v), budget %d", n, a, f.GridDirty, StripCells)
		}
		if a := f.OverDirty.Dx() * f.OverDirty.Dy(); a > StripCells && f.OverDirty.Dy() > 1 {
			t.Fatalf("update %d: overlay copied over %d cells (%v), budget %d", n, a, f.OverDirty, StripCells)
		}
		r.Uploaded()
		if !r.Pending() {
			return f, n
		}
		if n > 1000 {
			t.Fatal("still pending after 1000 updates")
		}
	}
}

// TestStripsSpreadABigMapsFirstFrame checks that a 2048² map's first frame
// writes one strip of cells, not the whole map, and that the strips end in
// the buffers that one Update builds.
func TestStripsSpreadABigMapsFirstFrame(t *testing.T) {
	const n = 2048
	s := stripScene(t, n)
	if s.Selected().Plan().Waypoints == nil {
		t.Fatal("no route: the test wants the band's cells")
	}
	r := Renderer{Strips: true}
	f := r.Update(s, s.View(), 1280, 800)
	written := 0
	for i := 3; i < len(f.Grid.Pix); i += 4 {
		if f.Grid.Pix[i] != 0 {
			written++
		}
	}
	if written > StripCells || written == 0 {
		t.Fatalf("first update wrote %d grid cells, want 1..%d", written, StripCells)
	}
	if !r.Pending() {
		t.Fatal("first update of a 2048² map: nothing pending")
	}
	r.Uploaded()
	_, k := stripsUntilDone(t, &r, s)
	t.Logf("%d updates after the first", k)
	sameAsOneShot(t, &r, s)
}

// TestStripsFollowAChangeMidWay changes the overlay and the grid while
// strips are pending: the end must still be the one-shot picture.
func TestStripsFollowAChangeMidWay(t *testing.T) {
	s := stripScene(t, 1024)
	r := Renderer{Strips: true}
	for range 6 { // into the overlay's strips
		r.Update(s, s.View(), 1280, 800)
		r.Uploaded()
	}
	ly := s.Layers()
	ly.Band = false
	s.Apply(scene.SetLayers{Layers: ly})
	s.Apply(scene.Press{Cell: pathing.Pt(500, 900), Button: scene.Primary})
	s.Apply(scene.Release{Cell: pathing.Pt(500, 900)})
	s.Refresh()
	stripsUntilDone(t, &r, s)
	sameAsOneShot(t, &r, s)
}

// TestStripsLeaveSmallMapsWhole checks that a 512² map is drawn in one
// Update with Strips, as without.
func TestStripsLeaveSmallMapsWhole(t *testing.T) {
	s := stripScene(t, 512)
	wantGrid, wantOver := oneShot(s)
	r := Renderer{Strips: true}
	f := r.Update(s, s.View(), 1280, 800)
	if r.Pending() {
		t.Fatal("512² map: cells pending after one update")
	}
	if !bytes.Equal(f.Grid.Pix, wantGrid) || !bytes.Equal(f.Over.Pix, wantOver) {
		t.Error("512² map with strips differs from one Update's")
	}
}

// TestStripsFollowTheSearchSteps steps the search back on every Update while the
// overlay's strips are pending (the overlay moved cell by cell in next):
// the end must be the one-shot picture of the last step.
func TestStripsFollowTheSearchSteps(t *testing.T) {
	s := stripScene(t, 1024)
	s.Apply(scene.SeekStep{Step: 0})
	tl := s.Selected().Timeline()
	if tl == nil || tl.Expansions() < 400 {
		t.Fatal("no timeline with a long search")
	}
	r := Renderer{Strips: true}
	step := tl.Expansions() / 2
	for i := range 12 {
		s.Apply(scene.SeekStep{Step: step - 7*i}) // back: cells go untouched, as over still is
		r.Update(s, s.View(), 1280, 800)
		r.Uploaded()
		if i == 5 && r.overTodo.Empty() {
			t.Fatal("the overlay's strips are done too soon for the test")
		}
	}
	stripsUntilDone(t, &r, s)
	sameAsOneShot(t, &r, s)
}

// TestStripsBuildALongBandInStrips draws a route that snakes through a
// 1024² map (walls every fourth row, the gap at alternate ends): its band
// is far more than one budget of cells, so it is written over Updates and
// must end as one Update's.
func TestStripsBuildALongBandInStrips(t *testing.T) {
	const n = 1024
	g := pathing.NewGrid(n, n)
	for y := 4; y < n-4; y += 4 {
		for x := range n {
			gap := x < 6
			if (y/4)%2 == 1 {
				gap = x >= n-6
			}
			if !gap {
				g.Set(x, y, true)
			}
		}
	}
	s := scene.New(scene.Level{Grid: g, Agent: pathing.Footprint{L: 2, W: 1},
		Start: pathing.Pt(2, 1), Goal: pathing.Pt(2, n-2)})
	ly := s.Layers()
	ly.Band = true
	s.Apply(scene.SetLayers{Layers: ly})
	s.Apply(scene.Resize{W: 1000, H: 760})
	s.Refresh()
	if len(s.Selected().Plan().Waypoints) < 200 {
		t.Fatalf("route of %d waypoints, want a long one", len(s.Selected().Plan().Waypoints))
	}
	r := Renderer{Strips: true}
	r.Update(s, s.View(), 1280, 800)
	r.Uploaded()
	if r.bandAt <= 0 {
		t.Fatal("the band was written whole in the first update")
	}
	_, k := stripsUntilDone(t, &r, s)
	t.Logf("%d updates after the first", k)
	sameAsOneShot(t, &r, s)
}

// TestStripsColourAFarSearchJump jumps to the last expansion of a 1024²
// maze's search (its bounds are most of the map): the step's cells are
// coloured a strip an Update, steps taken meanwhile are followed, and the
// end is the one-shot picture of the step the cursor ends on.
func TestStripsColourAFarSearchJump(t *testing.T) {
	const n = 1024
	s := mazeScene(t, n, 1)
	lay := NewLayout(1280, 800, true)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	s.Apply(scene.SeekStep{Step: 0})
	tl := s.Selected().Timeline()
	b, ok := tl.SearchBounds()
	if !ok || (b.MaxX-b.MinX+1)*(b.MaxY-b.MinY+1) < 4*StripCells {
		t.Fatalf("search bounds %v: the test wants a search over many strips", b)
	}
	r := Renderer{Strips: true}
	stripsUntilDone(t, &r, s)
	last := tl.Expansions() - 1
	s.Apply(scene.SeekStep{Step: last})
	rowsLeft := func() int { return r.searchTodo.Dy() }
	r.Update(s, s.View(), 1280, 800)
	r.Uploaded()
	if rowsLeft() == 0 {
		t.Fatal("a far jump in the search coloured all its cells in one Update")
	}
	for i := range 3 { // a few steps back while the strips go on
		before := rowsLeft()
		s.Apply(scene.SeekStep{Step: last - 40*(i+1)})
		r.Update(s, s.View(), 1280, 800)
		r.Uploaded()
		if done := before - rowsLeft(); done > StripCells/n+1 {
			t.Fatalf("step %d: %d rows coloured in one Update, budget %d", i, done, StripCells/n)
		}
	}
	_, k := stripsUntilDone(t, &r, s)
	t.Logf("%d updates after the steps", k)
	sameAsOneShot(t, &r, s)
}
