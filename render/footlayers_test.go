package render

import (
	"bytes"
	"image"
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// withFootLayers turns the footprint layers on in s.
func withFootLayers(s *scene.Scene, place, reach, clear, squeeze bool) {
	ly := s.Layers()
	ly.Placements, ly.Reachable, ly.Clearance, ly.Squeeze = place, reach, clear, squeeze
	s.Apply(scene.SetLayers{Layers: ly})
	s.Refresh()
}

// TestFootLayerCellColours checks each cell layer's colour against the
// scene's layer, cell by cell, on the small map with a 2x2 agent.
func TestFootLayerCellColours(t *testing.T) {
	s := small()
	s.Apply(scene.SetAgent{Agent: pathing.Footprint{L: 2, W: 2}})
	for _, c := range []struct {
		name                string
		place, reach, clear bool
		want                func(p pathing.Point) [4]byte
	}{
		{"placements", true, false, false, func(p pathing.Point) [4]byte {
			if !s.FootLayers().Placement(p) {
				return rgba(assets.NoPlace)
			}
			return rgba(assets.Free)
		}},
		{"reachable", false, true, false, func(p pathing.Point) [4]byte {
			if !s.FootLayers().Reachable(p) {
				return rgba(assets.Unreachable)
			}
			return rgba(assets.Free)
		}},
		{"clearance", false, false, true, func(p pathing.Point) [4]byte {
			return rgba(assets.ClearanceRamp[clearanceBucket(s.FootLayers().Clearance(p))])
		}},
	} {
		withFootLayers(s, c.place, c.reach, c.clear, false)
		var r Renderer
		f := r.Update(s, s.View(), picW, picH)
		g := s.Grid()
		kinds := map[[4]byte]bool{}
		for y := range g.Height() {
			for x := range g.Width() {
				i := 4 * (y*f.Grid.W + x)
				var got [4]byte
				copy(got[:], f.Grid.Pix[i:i+4])
				want := rgba(assets.Obstacle)
				if !g.Blocked(x, y) {
					want = c.want(pathing.Pt(x, y))
				}
				if got != want {
					t.Fatalf("%s: cell (%d,%d) is %v, want %v", c.name, x, y, got, want)
				}
				kinds[got] = true
			}
		}
		if len(kinds) < 3 {
			t.Fatalf("%s: only %d colours on the map: the case shows too little", c.name, len(kinds))
		}
	}
}

// TestFootLayersIncrementalEqualsFresh paints random strokes with every
// footprint layer on: a renderer that follows the scene must show the same
// cells as a fresh one after each (the layers' changed boxes are complete).
func TestFootLayersIncrementalEqualsFresh(t *testing.T) {
	const seed = 1616
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	s := small()
	withFootLayers(s, true, true, true, true)
	var r Renderer
	r.Update(s, s.View(), picW, picH)
	r.Uploaded()
	for step := range 200 {
		before := slices.Clone(r.grid.Pix)
		var did string
		switch rng.Intn(6) {
		case 0:
			k := []string{"BracketRight", "BracketLeft", "F7", "F8", "F9", "M"}[rng.Intn(6)]
			s.Apply(scene.KeyPress{Chord: scene.Chord{Key: k}})
			did = "key " + k
		case 1:
			s.Apply(scene.KeyPress{Chord: scene.Chord{Key: "Z", Ctrl: true}})
			did = "undo"
		default:
			p := pathing.Pt(rng.Intn(12), rng.Intn(8))
			s.Apply(scene.Press{Cell: p, Button: scene.Button(rng.Intn(2))})
			s.Apply(scene.Release{Cell: p})
			did = "stroke at " + p.String()
		}
		s.Refresh()
		f := r.Update(s, s.View(), picW, picH)
		var fresh Renderer
		want := fresh.Update(s, s.View(), picW, picH)
		if !bytes.Equal(f.Grid.Pix, want.Grid.Pix) {
			for i := 0; i < len(want.Grid.Pix); i += 4 {
				if !bytes.Equal(f.Grid.Pix[i:i+4], want.Grid.Pix[i:i+4]) {
					t.Fatalf("step %d (%s): cell (%d,%d) is %v, a fresh renderer's %v", step, did,
						i/4%f.Grid.W, i/4/f.Grid.W, f.Grid.Pix[i:i+4], want.Grid.Pix[i:i+4])
				}
			}
		}
		for y := range f.Grid.H {
			for x := range f.Grid.W {
				i := 4 * (y*f.Grid.W + x)
				if !bytes.Equal(before[i:i+4], f.Grid.Pix[i:i+4]) && !image.Pt(x, y).In(f.GridDirty) {
					t.Fatalf("step %d: cell (%d,%d) changed outside the dirty box %v", step, x, y, f.GridDirty)
				}
			}
		}
		r.Uploaded()
	}
}

// TestSqueezeDrawnOnTheRoute checks the squeeze's ring, blocker outline and
// label: the label names the room, and lies clear of the ring and of the
// blocker cell.
func TestSqueezeDrawnOnTheRoute(t *testing.T) {
	s := small()
	withFootLayers(s, false, false, false, true)
	sq, ok := s.FootLayers().Squeeze()
	if !ok {
		t.Fatal("no squeeze on the small map's route")
	}
	lay := LayoutOf(s, picW, picH, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	var r Renderer
	f := r.Update(s, s.View(), picW, picH)
	v := f.View
	var ring, label *Shape
	for i := range f.Map {
		sh := &f.Map[i]
		if sh.Color != assets.Squeeze {
			continue
		}
		switch sh.Kind {
		case Circle:
			if ring == nil {
				ring = sh
			}
		case Text:
			label = sh
		}
	}
	if ring == nil || label == nil {
		t.Fatalf("squeeze ring %v, label %v", ring != nil, label != nil)
	}
	if want := "room " + strconv.Itoa(sq.Room); label.Text != want {
		t.Fatalf("label %q, want %q", label.Text, want)
	}
	bx, by := v.Corner(float64(sq.Blocker.X), float64(sq.Blocker.Y))
	blocker := image.Rect(int(bx)+lay.Map.Min.X, int(by)+lay.Map.Min.Y, int(bx+v.Scale)+lay.Map.Min.X, int(by+v.Scale)+lay.Map.Min.Y)
	lw := int(charWidth(labelSize) * float64(len(label.Text)))
	lb := image.Rect(int(label.X0), int(label.Y0), int(label.X0)+lw, int(label.Y0)+labelSize)
	ringBox := image.Rect(int(ring.X0-ring.Size), int(ring.Y0-ring.Size), int(ring.X0+ring.Size), int(ring.Y0+ring.Size))
	if lb.Overlaps(blocker) || lb.Overlaps(ringBox) {
		t.Fatalf("label %v overlaps the blocker %v or the ring %v", lb, blocker, ringBox)
	}
	var figs []string
	for _, fg := range s.Figures() {
		figs = append(figs, fg.Label+" "+fg.Value)
	}
	if !strings.Contains(strings.Join(figs, "|"), "tightest squeeze room "+strconv.Itoa(sq.Room)) {
		t.Fatalf("figures %v do not list the squeeze", figs)
	}
}
