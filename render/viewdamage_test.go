package render

import (
	"fmt"
	"image"
	"math/rand/v2"
	"testing"
	"time"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// damageScreen is one map region as the app's screen keeps it between
// frames (a pane of the split view has its own): the pixels shown, and
// the stamps, view and layout it was last drawn with.
type damageScreen struct {
	shown, whole, tmp []byte
	stamps            []Stamp
	view              scene.View
	lay               Layout
	drawn             bool
	d                 Damager
}

// draw redraws f's map region into s.shown as drawMapRegion does (whole
// for a new view or layout, else the Damager's parts) and returns how many
// pixels differ from a whole redraw, the first of them, and the parts.
func (s *damageScreen) draw(t testing.TB, f *Frame, w, h int) (diff int, at image.Point, parts []image.Rectangle, partial bool) {
	if s.shown == nil {
		s.shown, s.whole, s.tmp = make([]byte, 4*w*h), make([]byte, 4*w*h), make([]byte, 4*w*h)
	}
	rect := f.Layout.Map
	paintMapPart(t, s.whole, s.tmp, w, h, f, rect)
	if s.drawn && f.View == s.view && f.Layout == s.lay {
		var all bool
		parts, all = s.d.Damage(rect, s.stamps, f.Regions.Stamps, image.Rectangle{})
		if all {
			parts = []image.Rectangle{rect}
		}
		partial = !all && len(parts) > 0
		for _, p := range parts {
			paintMapPart(t, s.shown, s.tmp, w, h, f, p)
		}
		for y := rect.Min.Y; y < rect.Max.Y; y++ {
			for x := rect.Min.X; x < rect.Max.X; x++ {
				i := 4 * (y*w + x)
				if [4]byte(s.shown[i:i+4]) != [4]byte(s.whole[i:i+4]) {
					if diff == 0 {
						at = image.Pt(x, y)
					}
					diff++
				}
			}
		}
	}
	copy(s.shown, s.whole)
	s.stamps = append(s.stamps[:0], f.Regions.Stamps...)
	s.view, s.lay, s.drawn = f.View, f.Layout, true
	return diff, at, parts, partial
}

// TestPartialRedrawsMatchWholeOnesAsTheViewMoves is
// TestPartialRedrawsMatchWholeOnes with the view zoomed with the wheel,
// panned and fitted among the edits, and the route layer built as the app
// builds it: on a goroutine (every route, here), shown scaled to the view
// until its successor lands, and staged until the screen has its pixels.
// The builds are held until the test lets them land, some after the next
// edit, so frames show a layer built for another zoom or another route.
// Every frame of the first pane and of the split view's other panes is
// redrawn in part and compared with a whole redraw.
func TestPartialRedrawsMatchWholeOnesAsTheViewMoves(t *testing.T) {
	const seed, rounds = 1, 400
	t.Logf("seed %d", seed)
	gate := make(chan struct{})
	oldHook, oldAsync := routeBuildHook, asyncRoute
	routeBuildHook, asyncRoute = func() { <-gate }, 0
	t.Cleanup(func() { routeBuildHook, asyncRoute = oldHook, oldAsync })
	lv, err := levels.LoadBuiltin("rooms")
	if err != nil {
		t.Fatal(err)
	}
	s := scene.New(*lv)
	const W, H = 1280, 800
	lay := LayoutOf(s, W, H, true)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	rng := rand.New(rand.NewPCG(seed, 0))
	g := s.Grid()
	cell := func() pathing.Point { return pathing.Pt(rng.IntN(g.Width()), rng.IntN(g.Height())) }
	var ren Renderer
	ren.WithPanel, ren.RouteLayer, ren.RouteAsync, ren.RouteStaged = true, true, true, true
	var screens []*damageScreen
	frames, partial, scaled := 0, 0, 0
	var act string
	round := 0
	// frame draws a frame as the screen does, each pane on its own screen
	frame := func() *Frame {
		f := ren.Update(s, s.View(), W, H)
		frames++
		for k, pf := range append([]*Frame{f}, f.Panes...) {
			for len(screens) <= k {
				screens = append(screens, &damageScreen{})
			}
			if pf.Route != nil && pf.Route.Zoom != 1 {
				scaled++
			}
			diff, at, parts, part := screens[k].draw(t, pf, W, H)
			if part {
				partial++
			}
			if diff > 0 {
				t.Errorf("round %d (%s), pane %d: %d pixels of the partial redraw differ from a whole one, first at %v; redrawn %v",
					round, act, k, diff, at, parts)
			}
		}
		ren.Uploaded()
		return f
	}
	building := func(r *Renderer) bool {
		if crowdShown(s) {
			return false // the crowd mode draws no route: its builds land when it closes
		}
		busy := r.route.running || r.route.staged != nil || r.route.ready()
		for _, p := range r.panes {
			busy = busy || p.route.running || p.route.staged != nil || p.route.ready()
		}
		return busy
	}
	// land lets the held builds finish, frame by frame, the staged
	// layers uploaded as the screen does
	land := func() {
		for try := 0; building(&ren); try++ {
			if try == 200 {
				t.Fatalf("round %d (%s): the route layers never landed", round, act)
			}
			select {
			case gate <- struct{}{}:
			case <-time.After(20 * time.Millisecond):
			}
			for wait := 0; wait < 100 && !ren.route.ready() && ren.route.running; wait++ {
				time.Sleep(time.Millisecond)
			}
			f := frame()
			if f.Staged != nil {
				ren.RouteUploaded(f.Staged.Key)
			}
			for k, pf := range f.Panes {
				if pf.Staged != nil {
					ren.PaneRouteUploaded(k+1, pf.Staged.Key)
				}
			}
		}
	}
	t.Cleanup(func() { // no build left waiting for the gate
		for range 20 {
			select {
			case gate <- struct{}{}:
			case <-time.After(50 * time.Millisecond):
				return
			}
		}
	})
	first := len(s.Agents())
	for round = range rounds {
		m := lay.Map
		switch x := rng.IntN(100); {
		case x < 30:
			act = "stroke"
			c := cell()
			s.Apply(scene.Press{Cell: c, Button: scene.Button(rng.IntN(2))})
			for range 10 {
				c = c.Add(pathing.Pt(rng.IntN(3)-1, rng.IntN(3)-1))
				s.Apply(scene.Drag{Cell: c})
			}
			s.Apply(scene.Release{Cell: c})
		case x < 38:
			act = "undo"
			s.Apply(scene.ActUndo)
		case x < 50:
			factor := []float64{1.25, 1.5625, 0.8, 0.64}[rng.IntN(4)]
			act = fmt.Sprintf("zoom %g", factor)
			s.Apply(scene.Zoom{X: float64(rng.IntN(m.Dx())), Y: float64(rng.IntN(m.Dy())), Factor: factor})
		case x < 58:
			act = "pan"
			s.Apply(scene.Pan{DX: float64(rng.IntN(201) - 100), DY: float64(rng.IntN(201) - 100)})
		case x < 61:
			act = "fit"
			s.Apply(scene.ActFitView)
		case x < 67:
			if n := len(s.Agents()); n > first+2 || n > first-2 && rng.IntN(2) == 0 {
				act = "remove an NPC"
				s.Apply(scene.RemoveNPC{Index: s.SelectedNPC()})
			} else {
				act = "add an NPC"
				s.Apply(scene.AddNPC{})
			}
		case x < 72:
			act = "next NPC"
			s.Apply(scene.ActNextNPC)
		case x < 80:
			act = "timeline"
			s.Apply(scene.ActTimeline)
		case x < 84:
			act = "crowd"
			s.Apply(scene.ActCrowd)
		case x < 89:
			act = "split"
			s.Apply(scene.ActSplit)
		default:
			act = "step forward"
			s.Apply(scene.ActStepForward)
		}
		s.Refresh()
		frame()
		// most rounds let the builds land; the others go on with them held
		if rng.IntN(3) > 0 {
			land()
		}
	}
	land()
	t.Logf("%d frames, %d panes redrawn in part, %d showed a layer built for another zoom", frames, partial, scaled)
	if partial < 25 || scaled < 10 {
		t.Errorf("only %d partial redraws and %d scaled layers: the test checks too little", partial, scaled)
	}
}
