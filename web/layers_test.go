package web

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"

	"swath/assets"
	"swath/levels"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// TestPageNPCsShortestRouteAndJPS drives, in one tab, the parts of the app
// beyond one agent's route: a level with NPCs opened by its link draws
// every NPC's route in its colour; F6 hides and shows the shortest route
// (dashed yellow); J and T open the timeline of a Jump Point Search, whose
// step shows its scanned runs, which the A* timeline has none of.
func TestPageNPCsShortestRouteAndJPS(t *testing.T) {
	b := newBrowser(t)

	// the crowd level's eight NPCs, by link (one view: not in crowd mode)
	crowd, err := levels.LoadBuiltin("crowd")
	if err != nil {
		t.Fatal(err)
	}
	// the selected route is drawn over the others (1x1 a's runs on cart
	// E's, the first NPC's): the first NPC over whose route none runs is
	// made the first, selected when the level opens
	list := crowd.NPCList()
	for i := range list {
		l := append([]levels.NPC{list[i]}, slices.Delete(slices.Clone(list), i, i+1)...)
		crowd.SetNPCs(l)
		if mi := newModel(t, crowd, 1280, 713); !mi.hides() {
			break
		}
	}
	frag, err := levels.EncodeShare(crowd)
	if err != nil {
		t.Fatal(err)
	}
	b.open("#" + frag)
	m := newModel(t, crowd, b.w, b.h)
	npcs := m.sc.Agents()
	if len(npcs) != 8 || m.hides() {
		t.Fatalf("the crowd level has %d NPCs (want 8), and the selected %s's route hides another's: %v", len(npcs), m.sc.Selected().Name(), m.hides())
	}
	// every NPC's route in its colour (the selected one's has the usual
	// colours: the demo's test); none runs under the selected route
	sel := m.sc.Selected()
	var got []string
	img := b.wait("every NPC's route in its colour", func(img *image.RGBA) bool {
		got = got[:0]
		ok := true
		for _, n := range npcs {
			if n.Selected() {
				continue
			}
			hits, of := m.npcRoute(img, n.Plan().Waypoints, n.Agent(), n.Colour())
			got = append(got, fmt.Sprintf("%s %d/%d", n.Name(), hits, of))
			ok = ok && of > 0 && hits*2 >= of
		}
		return ok && m.drawsRoute(img)
	})
	t.Logf("%s selected: the pixels along the other NPCs' routes in their colours: %v", sel.Name(), got)
	if st := b.status(); st.Title != crowd.Title || st.Notice != "" {
		t.Errorf("swathStatus() = %+v, want the crowd's title and no notice", st)
	}
	// the NPCs' colours are their own: none of them is on the demo level
	b.open("")
	demo := demoModel(t, b)
	img = b.wait("the demo's route", demo.drawsRoute)
	for _, n := range npcs {
		if n.Selected() {
			continue
		}
		if hits, of := demo.npcRoute(img, n.Plan().Waypoints, n.Agent(), n.Colour()); hits*4 > of {
			save(t, "npc colour on the demo", img)
			t.Fatalf("the demo level shows %s's colour at %d of %d points of its route: the NPC check sees colours that are not there", n.Name(), hits, of)
		}
	}

	// the shortest route: on by default, F6 hides it and shows it again
	opt, _ := demo.sc.Selected().Optimal()
	if opt == nil || len(opt.Waypoints) < 2 {
		t.Fatal("the model has no shortest route for the demo")
	}
	shortest := func(img *image.RGBA) float64 { return demo.alongRoute(img, opt.Waypoints, assets.Optimal) }
	img = b.wait("the shortest route", func(img *image.RGBA) bool { return shortest(img) >= 0.2 })
	on := shortest(img)
	b.key(kb.F6)
	img = b.wait("the shortest route hidden", func(img *image.RGBA) bool { return shortest(img) < 0.02 })
	off := shortest(img)
	b.key(kb.F6)
	img = b.wait("the shortest route shown again", func(img *image.RGBA) bool { return shortest(img) >= 0.2 })
	t.Logf("the shortest route's yellow along it: %.0f %% shown, %.0f %% after F6, %.0f %% after F6 again", 100*on, 100*off, 100*shortest(img))

	// the timeline: A*'s step has no JPS runs; J's has
	runs := func(img *image.RGBA) int { return count(img, demo.lay.Map, assets.JPSRunLine) }
	before := b.shot()
	b.key("t")
	demo.sc.Apply(scene.ActTimeline)
	if tl := demo.sc.Selected().Timeline(); tl == nil || tl.Algorithm() != pathing.AStar {
		t.Fatal("T did not open the model's A* timeline")
	}
	demo.lay = render.LayoutOf(demo.sc, b.w, b.h, true)
	demo.sc.Apply(scene.Resize{W: demo.lay.Map.Dx(), H: demo.lay.Map.Dy()})
	band := demo.lay.Timeline
	if band.Empty() {
		t.Fatal("the model shows no timeline band")
	}
	shown := b.wait("the A* timeline band", func(img *image.RGBA) bool {
		changed := 0
		for y := band.Min.Y; y < band.Max.Y; y++ {
			for x := band.Min.X; x < band.Max.X; x++ {
				if !near(img.RGBAAt(x, y), before.RGBAAt(x, y)) {
					changed++
				}
			}
		}
		return changed > band.Dx()*band.Dy()/4
	})
	b.settle(time.Second) // the timeline's stages drawn
	shown = b.shot()
	if n := runs(shown); n > 0 {
		t.Fatalf("the A* timeline shows %d pixels of JPS runs", n)
	}
	b.key("j")
	demo.sc.Apply(scene.ActToggleAlgorithm)
	demo.sc.Refresh()
	tl := demo.sc.Selected().Timeline()
	if tl == nil || tl.Algorithm() != pathing.JPS {
		t.Fatal("J did not give the model a JPS timeline")
	}
	want := 0
	if v := demo.sc.Selected().Step(); v != nil {
		for _, r := range v.Runs {
			if r.Len > 0 {
				want++
			}
		}
	}
	if want == 0 {
		t.Fatalf("the model's JPS step at the timeline's cursor scans no runs: the test sees nothing to look for")
	}
	img = b.wait("the JPS step's runs", func(img *image.RGBA) bool { return runs(img) >= 10*want })
	t.Logf("JPS: %d run lines at the cursor's step, %d pixels of their colour", want, runs(img))
}

// npcRoute is how many of the pixels along an NPC's route through ws
// (the body's centre) img shows in colour c, of how many.
func (m *model) npcRoute(img *image.RGBA, ws []pathing.Point, agent pathing.Footprint, c color.RGBA) (hits, of int) {
	return along(img, m.line(ws, agent), c)
}

// hides reports whether the selected agent's route is drawn over most of
// another NPC's.
func (m *model) hides() bool {
	sel := m.sc.Selected()
	for _, n := range m.sc.Agents() {
		if !n.Selected() && m.under(n.Plan().Waypoints, n.Agent(), sel.Plan().Waypoints, sel.Agent()) {
			return true
		}
	}
	return false
}

// under reports whether most of the route ws of an agent lies within 3
// pixels of the route sel of the selected agent, which is drawn over it.
func (m *model) under(ws []pathing.Point, agent pathing.Footprint, sel []pathing.Point, selAgent pathing.Footprint) bool {
	line, selLine := m.line(ws, agent), m.line(sel, selAgent)
	close, all := 0, 0
	walk(line, func(p image.Point) {
		all++
		for i := 1; i < len(selLine); i++ {
			if segDist(p, selLine[i-1], selLine[i]) <= 3 {
				close++
				return
			}
		}
	})
	return close*2 > all
}

// segDist is the distance from p to the segment ab, in pixels.
func segDist(p, a, b image.Point) float64 {
	dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = min(1, max(0, (float64(p.X-a.X)*dx+float64(p.Y-a.Y)*dy)/l))
	}
	ex, ey := float64(a.X)+t*dx-float64(p.X), float64(a.Y)+t*dy-float64(p.Y)
	return math.Sqrt(ex*ex + ey*ey)
}

// line is the window pixels of a route through ws of an agent (its
// body's centre).
func (m *model) line(ws []pathing.Point, agent pathing.Footprint) []image.Point {
	v := m.sc.View()
	ox, oy := render.BodyOffset(agent)
	var line []image.Point
	for _, p := range ws {
		x, y := v.Centre(p)
		line = append(line, image.Pt(m.lay.Map.Min.X+int(x+ox*v.Scale), m.lay.Map.Min.Y+int(y+oy*v.Scale)))
	}
	return line
}

// alongRoute is the share of the pixels along the selected agent's route
// through ws (the body's centre) that img shows in colour c.
func (m *model) alongRoute(img *image.RGBA, ws []pathing.Point, c color.RGBA) float64 {
	var line []image.Point
	for _, p := range ws {
		line = append(line, m.route(p))
	}
	hits, of := along(img, line, c)
	if of == 0 {
		return 0
	}
	return float64(hits) / float64(of)
}

// along is how many pixels along the polyline img shows in colour c (or a
// pixel beside them does), of how many.
func along(img *image.RGBA, line []image.Point, c color.RGBA) (hits, of int) {
	walk(line, func(p image.Point) {
		of++
		if nearAround(img, p, c, 1) {
			hits++
		}
	})
	return hits, of
}

// walk calls fn at every pixel along the polyline.
func walk(line []image.Point, fn func(image.Point)) {
	for i := 1; i < len(line); i++ {
		a, b := line[i-1], line[i]
		n := max(abs(b.X-a.X), abs(b.Y-a.Y))
		for k := range n {
			fn(image.Pt(a.X+(b.X-a.X)*k/n, a.Y+(b.Y-a.Y)*k/n))
		}
	}
}

func abs(x int) int { return max(x, -x) }

// nearAround reports whether a pixel within r of p is near colour c.
func nearAround(img *image.RGBA, p image.Point, c color.RGBA, r int) bool {
	for y := p.Y - r; y <= p.Y+r; y++ {
		for x := p.X - r; x <= p.X+r; x++ {
			if near(img.RGBAAt(x, y), c) {
				return true
			}
		}
	}
	return false
}
