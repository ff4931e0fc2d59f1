package e2e

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"path/filepath"
	"slices"
	"testing"

	"swath/assets"
	"swath/levels"
	"swath/render"
	"swath/scene"
)

// cellPixels are the map's window pixels that lie wholly inside a cell
// that is an obstacle (blocked) or free (!blocked) in the model's view:
// drawn in that cell's colour unless a shape covers them.
func (m *model) cellPixels(blocked bool) []image.Point {
	v, g, r := m.sc.View(), m.sc.Grid(), m.lay.Map
	var out []image.Point
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			sx, sy := float64(x-r.Min.X), float64(y-r.Min.Y)
			c := v.CellAt(sx, sy)
			if !g.In(c) || g.Blocked(c.X, c.Y) != blocked {
				continue
			}
			// the pixel's far corner in the same cell (it may touch the
			// cell's edges)
			if v.CellAt(sx+0.99, sy+0.99) != c || v.CellAt(sx+0.01, sy+0.01) != c {
				continue
			}
			out = append(out, image.Pt(x, y))
		}
	}
	return out
}

// TestMarkersZoomedOutKeepTheMaze opens a maze with one-cell corridors at
// 2 pixels a cell and zooms out twice with the wheel (1.39 pixels a cell,
// the case). The pixels that lie wholly inside a wall next to the
// route's nodes are still drawn as wall: the markers stay within their
// cells. They used to have a least size in pixels (raw dots 1.2 pixels,
// waypoints 2) and merged into blobs that hid the maze.
func TestMarkersZoomedOutKeepTheMaze(t *testing.T) {
	lay := render.NewLayout(winW, winH, true)
	n := (lay.Map.Dy()-16)/2 - 1 // fitted at 2 pixels a cell
	n -= 1 - n%2                 // odd: rooms on both edges
	seed := uint64(7)
	t.Logf("seed %d, a %dx%d maze", seed, n, n)
	dir := t.TempDir()
	path := filepath.Join(dir, "maze.map")
	writeMaze(t, path, n, seed)
	lv, err := levels.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	levels.PlaceImportedEnds(lv, path)
	sc := scene.New(scene.FromLevel(lv))
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	sc.Refresh()
	m := &model{sc, lay}
	if v := sc.View(); v.Scale != 2 {
		t.Fatalf("the maze is fitted at %.3g pixels a cell, want 2", v.Scale)
	}
	if pl := sc.Selected().Plan(); !pl.Found || len(pl.Raw) < n {
		t.Fatalf("the maze's route: found %v, %d nodes", pl.Found, len(pl.Raw))
	}

	a := startIn(t, dir, "--map", path)
	// the shortest route (F6) bends round the walls' corners: hidden, so
	// that every wall pixel left is one a marker could cover
	a.press("F6")
	a.park()
	walls, free := m.cellPixels(true), m.cellPixels(false)
	a.wait("the maze at 2 pixels a cell", func(img *image.RGBA) bool { return m.aligned(img, walls, free) })

	// two clicks of the wheel down over the map's centre zoom out by 1.2 each
	c := image.Pt(lay.Map.Min.X+lay.Map.Dx()/2, lay.Map.Min.Y+lay.Map.Dy()/2)
	a.xdo("mousemove", "--sync", fmt.Sprint(a.x+c.X), fmt.Sprint(a.y+c.Y), "sleep", "0.2", "click", "5", "sleep", "0.2", "click", "5", "sleep", "0.2")
	for range 2 {
		m.sc.Apply(scene.Zoom{X: float64(c.X - lay.Map.Min.X), Y: float64(c.Y - lay.Map.Min.Y), Factor: 1 / 1.2})
	}
	a.park()
	if s := m.sc.View().Scale; math.Abs(s-2/1.44) > 1e-9 {
		t.Fatalf("the model's scale after two clicks is %.4f", s)
	}
	walls, free = m.cellPixels(true), m.cellPixels(false)
	t.Logf("%d pixels lie wholly inside walls at %.3f pixels a cell", len(walls), m.sc.View().Scale)
	on := a.wait("the maze zoomed out, walls where the model has them", func(img *image.RGBA) bool {
		return m.aligned(img, walls, free)
	})
	save(t, "maze-zoomed-out", on)
	// the wall pixels a marker of the route could reach: within two pixels
	// of a raw node or waypoint
	var reach []image.Point
	pl := m.sc.Selected().Plan()
	for _, p := range walls {
		for _, q := range append(pl.Raw, pl.Waypoints...) {
			c := m.route(q)
			if dx, dy := p.X-c.X, p.Y-c.Y; dx*dx+dy*dy <= 4 {
				reach = append(reach, p)
				break
			}
		}
	}
	hidden := 0
	for _, p := range reach {
		if !near(on.RGBAAt(p.X, p.Y), assets.Obstacle) {
			hidden++
		}
	}
	t.Logf("at %.3f pixels a cell: of %d pixels inside walls, %d are within 2 pixels of a route node; %d of those are covered",
		m.sc.View().Scale, len(walls), len(reach), hidden)
	if len(reach) < 1000 {
		t.Fatalf("only %d wall pixels near the route: the maze does not test the markers", len(reach))
	}
	if hidden > len(reach)/200 {
		t.Fatalf("zoomed out to %.2f pixels a cell, the route's markers cover %d of the %d wall pixels beside its nodes", m.sc.View().Scale, hidden, len(reach))
	}
}

// shown is the share of pixels ps drawn in colour c.
func shown(img *image.RGBA, ps []image.Point, c color.RGBA) float64 {
	k := 0
	for _, p := range ps {
		if near(img.RGBAAt(p.X, p.Y), c) {
			k++
		}
	}
	return float64(k) / float64(max(len(ps), 1))
}

// aligned reports whether the window draws the maze where the model's view
// puts it: most pixels inside walls in the obstacle colour and most inside
// free cells in the free colour (a view one cell off swaps the two in a
// maze; the route covers the rest).
func (m *model) aligned(img *image.RGBA, walls, free []image.Point) bool {
	w, f := shown(img, walls, assets.Obstacle), shown(img, free, assets.Free)
	return w > 0.8 && f > 0.6
}

// colourGroup is one meaning on the map: the opaque colours it is drawn
// in, and where the model draws it.
type colourGroup struct {
	name   string
	colors []color.RGBA
	// at reports whether window pixel p is on one of the group's shapes
	// (within two pixels)
	at func(p image.Point) bool
}

// onShapes reports whether p is within two pixels of a shape of sh whose
// colour is one of cs.
func onShapes(sh []render.Shape, cs []color.RGBA, p image.Point) bool {
	px, py := float64(p.X)+0.5, float64(p.Y)+0.5
	for _, s := range sh {
		if !slices.Contains(cs, s.Color) {
			continue
		}
		x0, y0, x1, y1, sz := float64(s.X0), float64(s.Y0), float64(s.X1), float64(s.Y1), float64(s.Size)
		var in bool
		switch s.Kind {
		case render.Line:
			in = nearLine([]render.Shape{s}, p) || segDist(px, py, x0, y0, x1, y1) <= sz/2+2
		case render.Circle:
			in = math.Hypot(px-x0, py-y0) <= sz+2
		case render.Rect, render.Outline:
			in = px >= x0-2 && px <= x1+2 && py >= y0-2 && py <= y1+2
		case render.Text:
			w := 0.6 * sz * float64(len([]rune(s.Text)))
			in = px >= x0-2 && px <= x0+w+2 && py >= y0-2 && py <= y0+sz+4
		}
		if in {
			return true
		}
	}
	return false
}

func segDist(px, py, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = math.Max(0, math.Min(1, ((px-ax)*dx+(py-ay)*dy)/l2))
	}
	return math.Hypot(px-(ax+t*dx), py-(ay+t*dy))
}

// nearish is near with twice the slack: colours a person could take for
// one another.
func nearish(a, b color.RGBA) bool {
	return absDiff(a.R, b.R) <= 16 && absDiff(a.G, b.G) <= 16 && absDiff(a.B, b.B) <= 16
}

// TestNoColourMeansTwoThingsOnScreen opens the corner level's key step in
// the step-through view: a visibility test whose edge lines ft and fb pass
// the corner cell the paper's sampling misses, with the raw A* path
// beside them. Every map pixel in (or close to) the colour of ft/fb, of
// the missed cells or of the raw nodes lies on a shape of that meaning in
// the model's frame: no colour stands for two things (ft was the raw
// path's orange, fb the missed cells' purple).
func TestNoColourMeansTwoThingsOnScreen(t *testing.T) {
	a := startIn(t, "", "--level", "corner")
	lv, err := levels.LoadBuiltin("corner")
	if err != nil {
		t.Fatal(err)
	}
	sc := scene.New(*lv)
	lay := render.NewLayout(winW, winH, true)
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	sc.Refresh()
	m := &model{sc, lay}
	a.park()
	a.press("v") // the app opens corner in its comparison: back to one view
	plain := a.wait("the corner level", func(img *image.RGBA) bool { return !m.hovered(img) && countNear(img, lay.Map, assets.Segment) > 100 })

	a.press("t")
	m.sc.Apply(scene.ActTimeline)
	a.wait("the step-through view open", func(img *image.RGBA) bool { return winDiff(plain, img) > 1000 && cursorAt(img, m) })
	a.press("k")
	m.sc.Apply(scene.ActKeyStep)
	// the band takes room from the map, which the window fits again
	lay = render.LayoutOf(m.sc, winW, winH, true)
	m.sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	m.lay = lay
	v := m.sc.Selected().Step()
	if v == nil || !v.HasSweep || !v.Sweep.Oblique || len(v.Samplings.MissedHits) == 0 {
		t.Fatalf("the corner level's key step shows no oblique sweep with a missed cell: %+v", v)
	}
	var r render.Renderer
	r.WithPanel = true
	f := r.Update(m.sc, m.sc.View(), winW, winH)
	missedCells := append(slices.Clone(v.Samplings.Missed), v.Samplings.MissedHits...)
	sv := m.sc.View()
	groups := []colourGroup{
		{"ft and fb", []color.RGBA{assets.TopLine, assets.BottomLine}, nil},
		{"the cells the paper's sampling misses", []color.RGBA{assets.MissLine}, nil},
		{"the raw A* path", []color.RGBA{assets.RawNode, assets.RawPath}, nil},
	}
	for i := range groups {
		g := &groups[i]
		g.at = func(p image.Point) bool {
			if onShapes(f.Map, g.colors, p) {
				return true
			}
			if i != 1 {
				return false
			}
			for _, c := range missedCells {
				x0, y0 := sv.Corner(float64(c.X), float64(c.Y))
				x0, y0 = x0+float64(lay.Map.Min.X), y0+float64(lay.Map.Min.Y)
				if fx, fy := float64(p.X), float64(p.Y); fx >= x0-2 && fx <= x0+sv.Scale+2 && fy >= y0-2 && fy <= y0+sv.Scale+2 {
					return true
				}
			}
			return false
		}
		shapes := 0
		for _, s := range f.Map {
			if slices.Contains(g.colors, s.Color) {
				shapes++
			}
		}
		if shapes == 0 {
			t.Fatalf("the model's frame draws nothing of %s", g.name)
		}
	}
	at := a.wait("the cursor on the key step", func(img *image.RGBA) bool { return cursorAt(img, m) })
	save(t, "corner-key-step", at)
	for _, g := range groups {
		seen, stray := 0, []image.Point{}
		for y := lay.Map.Min.Y; y < lay.Map.Max.Y; y++ {
			for x := lay.Map.Min.X; x < lay.Map.Max.X; x++ {
				c := at.RGBAAt(x, y)
				if !slices.ContainsFunc(g.colors, func(k color.RGBA) bool { return nearish(c, k) }) {
					continue
				}
				seen++
				if p := image.Pt(x, y); !g.at(p) {
					stray = append(stray, p)
				}
			}
		}
		t.Logf("%s: %d pixels in its colours, %d off its shapes", g.name, seen, len(stray))
		if seen == 0 {
			t.Errorf("%s: no pixel in its colours on the screen", g.name)
		}
		if len(stray) > 0 {
			t.Errorf("%s: %d pixels in its colours lie off its shapes, e.g. %v: that colour means something else too", g.name, len(stray), stray[:min(len(stray), 5)])
		}
	}
}
