package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"testing"
	"time"

	"swath/assets"
	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// crowdScene is the built-in crowd level in the crowd mode, planned, laid
// out in a w×h window (the band under the map cut from it).
func crowdScene(t testing.TB, w, h int) *scene.Scene {
	t.Helper()
	lv, err := levels.LoadBuiltin("crowd")
	if err != nil {
		t.Fatal(err)
	}
	s := scene.New(*lv)
	s.Apply(scene.ActCrowd)
	lay := LayoutOf(s, w, h, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	if v := s.Crowd(); v.Plan == nil || !v.Plan.Done() {
		t.Fatalf("the crowd level has no plan that takes everyone home")
	}
	return s
}

// bodyBox is NPC i's body on screen at the clock's time, worked out here
// from the plan (not by the code that draws it): the footprint's cells
// around the pivot between its two ticks.
func bodyBox(s *scene.Scene, lay Layout, i int) (x0, y0, x1, y1 float64) {
	c := s.Crowd()
	v := s.View()
	k := int(math.Floor(c.Time))
	a, b := c.Plan.At(i, k), c.Plan.At(i, k+1)
	f := c.Time - float64(k)
	px, py := float64(a.X)+f*float64(b.X-a.X), float64(a.Y)+f*float64(b.Y-a.Y)
	fp := c.NPCs[i].Agent
	x0 = float64(lay.Map.Min.X) + v.OX + (px-float64(fp.Left()))*v.Scale
	y0 = float64(lay.Map.Min.Y) + v.OY + (py-float64(fp.Top()))*v.Scale
	return x0, y0, x0 + float64(fp.L)*v.Scale, y0 + float64(fp.W)*v.Scale
}

func nearF(a float32, b float64) bool { return math.Abs(float64(a)-b) < 0.01 }

// TestCrowdFrameDrawsTheBodies: between two ticks every NPC's body is one
// rectangle in its colour where its pivot is on its move; the map shows
// no single route (no route layer, no waypoint); the band under the map
// is the crowd's clock.
func TestCrowdFrameDrawsTheBodies(t *testing.T) {
	s := crowdScene(t, picW, picH)
	s.Apply(scene.SeekStep{Step: 6})
	s.Apply(scene.ActPlayPause)
	s.Apply(scene.Tick{DT: 125 * time.Millisecond}) // 6.5
	r := Renderer{RouteLayer: true}
	f := r.Update(s, s.View(), picW, picH)
	c := s.Crowd()
	if c.Time != 6.5 {
		t.Fatalf("the clock is at %v", c.Time)
	}
	for i, n := range c.NPCs {
		x0, y0, x1, y1 := bodyBox(s, f.Layout, i)
		found := 0
		for _, sh := range f.Map {
			if sh.Kind == Rect && sh.Color == n.Colour && nearF(sh.X0, x0) && nearF(sh.Y0, y0) && nearF(sh.X1, x1) && nearF(sh.Y1, y1) {
				found++
			}
		}
		if found != 1 {
			t.Errorf("NPC %s: %d rectangles of its colour at (%.1f,%.1f)-(%.1f,%.1f), want 1", n.Name, found, x0, y0, x1, y1)
		}
	}
	if f.Route != nil || f.RouteAt >= 0 {
		t.Errorf("the crowd mode has a route layer (%v, at %d)", f.Route != nil, f.RouteAt)
	}
	for _, sh := range f.Map {
		if sh.Color == assets.Waypoint {
			t.Fatalf("a %v in the waypoints' colour: the single route is drawn under the crowd", sh.Kind)
		}
	}
	if f.Layout.Timeline.Empty() {
		t.Fatal("no band under the map in the crowd mode")
	}
	texts := ""
	for _, sh := range f.UI {
		if sh.Kind == Text && image.Pt(int(sh.X0), int(sh.Y0)).In(f.Layout.Timeline) {
			texts += sh.Text + "|"
		}
	}
	// home at tick 6: at its goal from then on (worked out from the plan)
	home := 0
	for i, n := range c.NPCs {
		at := true
		for k := 6; k <= c.Plan.Makespan; k++ {
			at = at && c.Plan.At(i, k) == n.Goal
		}
		if at {
			home++
		}
	}
	for _, want := range []string{"crowd:", "6 / 42", "playing, 4 ticks/s", fmt.Sprintf("tick 6 of 42, %d of 8 home.", home)} {
		if !strings.Contains(strings.ReplaceAll(texts, "|", " "), want) { // wrapped lines joined again
			t.Errorf("the band lacks %q: %s", want, texts)
		}
	}
	s.Apply(scene.ActCrowd)
	f = r.Update(s, s.View(), picW, picH)
	if f.Route == nil || !f.Layout.Timeline.Empty() {
		t.Errorf("out of the crowd mode: route layer %v, band %v", f.Route != nil, f.Layout.Timeline)
	}
}

// TestCrowdFrameMarksWaits: at a tick where an NPC waits for another, the
// waiting body is ringed (inside) in the wait colour, the one it waits
// for in the blocker's colour, and a line on the way between their
// centres joins their edges.
func TestCrowdFrameMarksWaits(t *testing.T) {
	for _, s := range []*scene.Scene{crowdScene(t, picW, picH), pocketScene(t)} {
		marksWaits(t, s)
	}
}

// pocketScene is two 3x3 carts swapping the ends of a corridor 3 wide:
// one waits in the side pocket while the other passes (crowd's example).
func pocketScene(t *testing.T) *scene.Scene {
	t.Helper()
	cart := pathing.Footprint{L: 3, W: 3}
	s := scene.New(scene.Level{
		Grid: pathing.ParseGrid(
			"#################",
			"#...............#",
			"#...............#",
			"#...............#",
			"#######...#######",
			"#######...#######",
			"#######...#######",
			"#################",
		),
		Agent: cart, Start: pathing.Pt(2, 2), Goal: pathing.Pt(14, 2),
		NPCs: []levels.NPC{{Name: "a", Agent: cart, Start: pathing.Pt(2, 2), Goal: pathing.Pt(14, 2), Colour: levels.DefaultNPCColour(0)},
			{Name: "b", Agent: cart, Start: pathing.Pt(14, 2), Goal: pathing.Pt(2, 2), Colour: levels.DefaultNPCColour(1)}},
	})
	s.Apply(scene.ActCrowd)
	lay := LayoutOf(s, picW, picH, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	return s
}

// marksWaits checks the marks of every wait of s's crowd, tick by tick.
func marksWaits(t *testing.T, s *scene.Scene) {
	var r Renderer
	lines := 0
	for k := 0; k <= s.Crowd().Plan.Makespan; k++ {
		s.Apply(scene.SeekStep{Step: k})
		f := r.Update(s, s.View(), picW, picH)
		c := s.Crowd()
		ringed := func(i int, col color.RGBA) bool {
			x0, y0, x1, y1 := bodyBox(s, f.Layout, i)
			for _, sh := range f.Map {
				if sh.Kind == Outline && sh.Color == col && nearF(sh.X0, x0) && nearF(sh.Y0, y0) && nearF(sh.X1, x1) && nearF(sh.Y1, y1) {
					return true
				}
			}
			return false
		}
		for _, wt := range c.Analysis.WaitsAt(k) {
			if !ringed(wt.NPC, assets.CrowdWait) {
				t.Errorf("tick %d: %s waits, not ringed", k, c.NPCs[wt.NPC].Name)
			}
			if wt.For < 0 {
				continue
			}
			if !ringed(wt.For, assets.CrowdBlocker) {
				t.Errorf("tick %d: %s waits for %s, which is not ringed", k, c.NPCs[wt.NPC].Name, c.NPCs[wt.For].Name)
			}
			ax0, ay0, ax1, ay1 := bodyBox(s, f.Layout, wt.NPC)
			bx0, by0, bx1, by1 := bodyBox(s, f.Layout, wt.For)
			if ax1 >= bx0-2 && bx1 >= ax0-2 && ay1 >= by0-2 && by1 >= ay0-2 {
				continue // they touch: no room for a line
			}
			// on the segment between the centres, from A's ring to B's
			acx, acy, bcx, bcy := (ax0+ax1)/2, (ay0+ay1)/2, (bx0+bx1)/2, (by0+by1)/2
			on := func(x, y float32) bool {
				cross := (float64(x)-acx)*(bcy-acy) - (float64(y)-acy)*(bcx-acx)
				return math.Abs(cross) < 0.01*math.Hypot(bcx-acx, bcy-acy)
			}
			outside := func(x, y float32, x0, y0, x1, y1 float64) bool {
				return float64(x) <= x0 || float64(x) >= x1 || float64(y) <= y0 || float64(y) >= y1
			}
			line := false
			for _, sh := range f.Map {
				line = line || sh.Kind == Line && sh.Color == assets.CrowdWait && on(sh.X0, sh.Y0) && on(sh.X1, sh.Y1) &&
					outside(sh.X0, sh.Y0, ax0, ay0, ax1, ay1) && outside(sh.X1, sh.Y1, bx0, by0, bx1, by1)
			}
			if !line {
				t.Errorf("tick %d: no line from %s to %s", k, c.NPCs[wt.NPC].Name, c.NPCs[wt.For].Name)
			}
			lines++
		}
	}
	if lines == 0 && len(s.Crowd().NPCs) == 2 {
		t.Error("no wait in the pocket whose two bodies stand apart: the lines went untested")
	}
}

// interiorShare is the share of the pixels inside (x0,y0)-(x1,y1), less a
// margin of m pixels, that are colour c.
func interiorShare(img *image.RGBA, x0, y0, x1, y1, m float64, c color.RGBA) float64 {
	n, in := 0, 0
	for y := int(math.Ceil(y0 + m)); y < int(y1-m); y++ {
		for x := int(math.Ceil(x0 + m)); x < int(x1-m); x++ {
			n++
			if p := img.RGBAAt(x, y); p.R == c.R && p.G == c.G && p.B == c.B {
				in++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(in) / float64(n)
}

// TestCrowdPictureBodiesApart: painted on the CPU, at every tick and
// between ticks, each body's pixels are its own colour (no other body is
// drawn over it: bodies never overlap on the screen either). The
// selected NPC's S and G markers are drawn over its body at its ends.
func TestCrowdPictureBodiesApart(t *testing.T) {
	s := crowdScene(t, picW, picH)
	c := s.Crowd()
	img := image.NewRGBA(image.Rect(0, 0, picW, picH))
	var r Renderer
	for k := 0; k <= 4*c.Plan.Makespan; k++ {
		s.Apply(scene.SeekStep{Step: k / 4})
		if k%4 > 0 {
			s.Apply(scene.ActPlayPause)
			s.Apply(scene.Tick{DT: time.Duration(k%4) * time.Second / 16}) // a quarter tick at 4 ticks/s
			s.Apply(scene.ActPlayPause)
		}
		f := r.Update(s, s.View(), picW, picH)
		Rasterize(img, f)
		for i, n := range s.Crowd().NPCs {
			x0, y0, x1, y1 := bodyBox(s, f.Layout, i)
			want := 0.9
			if n.Selected {
				want = 0.6
			}
			if sh := interiorShare(img, x0, y0, x1, y1, 3, n.Colour); sh < want {
				t.Fatalf("time %v: %s's body is %.0f %% its colour", s.Crowd().Time, n.Name, 100*sh)
			}
		}
	}
}

// TestCrowdLabelsUnderBodies: in the window, at every tick of the crowd
// level, no NPC's name label is drawn after (over) a body it overlaps: at
// tick 1 the label of 1x1 b lay over the whole body of 1x1 c.
func TestCrowdLabelsUnderBodies(t *testing.T) {
	const w, h = 1000, 640 // the app's window: names drawn
	s := crowdScene(t, w, h)
	r := Renderer{RouteLayer: true}
	labels := 0
	for k := 0; k <= s.Crowd().Plan.Makespan; k++ {
		s.Apply(scene.SeekStep{Step: k})
		f := r.Update(s, s.View(), w, h)
		c := s.Crowd()
		for i, n := range c.NPCs {
			x0, y0, x1, y1 := bodyBox(s, f.Layout, i)
			at := -1
			for j, sh := range f.Map {
				if sh.Kind == Rect && sh.Color == n.Colour && nearF(sh.X0, x0) && nearF(sh.Y0, y0) && nearF(sh.X1, x1) && nearF(sh.Y1, y1) {
					at = j
				}
			}
			if at < 0 {
				t.Fatalf("tick %d: %s's body not drawn", k, n.Name)
			}
			for j, sh := range f.Map[at+1:] {
				if sh.Kind == Rect && sh.Color == assets.LabelBack {
					if float64(sh.X0) < x1 && float64(sh.X1) > x0 && float64(sh.Y0) < y1 && float64(sh.Y1) > y0 {
						t.Fatalf("tick %d: a label (%v,%v)-(%v,%v), shape %d, over %s's body (%.0f,%.0f)-(%.0f,%.0f), shape %d",
							k, sh.X0, sh.Y0, sh.X1, sh.Y1, at+1+j, n.Name, x0, y0, x1, y1, at)
					}
				}
			}
		}
		for _, sh := range f.Map {
			if sh.Kind == Rect && sh.Color == assets.LabelBack {
				labels++
			}
		}
	}
	if labels == 0 {
		t.Fatal("no names drawn")
	}
}

// TestCrowdBodiesSeenZoomedOut: zoomed out (under 2 px a cell) every body
// is drawn minBodyPx wide at least, centred where its footprint's centre
// is: on a large map a 1x1 NPC is not a lone pixel.
func TestCrowdBodiesSeenZoomedOut(t *testing.T) {
	const w, h = 260, 200
	s := crowdScene(t, w, h)
	s.Apply(scene.SeekStep{Step: 9})
	f := (&Renderer{}).Update(s, s.View(), w, h)
	if sc := s.View().Scale; sc >= 2 {
		t.Fatalf("the view is %.2f px a cell; want under 2", sc)
	}
	for i, n := range s.Crowd().NPCs {
		x0, y0, x1, y1 := bodyBox(s, f.Layout, i)
		cx, cy := (x0+x1)/2, (y0+y1)/2
		found := false
		for _, sh := range f.Map {
			if sh.Kind == Rect && sh.Color == n.Colour && nearF((sh.X0+sh.X1)/2, cx) && nearF((sh.Y0+sh.Y1)/2, cy) &&
				float64(sh.X1-sh.X0) >= max(minBodyPx, x1-x0)-0.01 && float64(sh.Y1-sh.Y0) >= max(minBodyPx, y1-y0)-0.01 {
				found = true
			}
		}
		if !found {
			t.Errorf("%s (%v): no body of at least %d px around (%.1f,%.1f)", n.Name, n.Agent, minBodyPx, cx, cy)
		}
	}
}
