package render

import (
	"image"
	"math"

	"swath/pathing"
	"swath/scene"
)

// RouteLayer is the route's shapes (buildRoute) in a layer of their own,
// which the screen draws once into an image and then only moves: a long
// route (240,000 nodes on a 2048² maze) has far too many shapes to draw
// every frame while panning. The layer covers the whole map when that
// fits in MaxRouteLayer pixels a side, else the viewport and a margin
// around it; it is rebuilt when its inputs change (the plan, the shortest
// route, the lesson, the layers, the agent, the zoom, the sub-pixel part
// of the pan) or the viewport leaves it.
type RouteLayer struct {
	// List is the shapes in the layer's pixels: (0, 0) is its top-left.
	List List
	// Pix is List drawn as the screen draws shapes (paintLayer), W×H
	// premultiplied RGBA: the screen uploads it, a texture write instead
	// of a million triangles.
	Pix []byte
	// W, H are the layer's size in pixels.
	W, H int
	// Origin is the window pixel of the layer's (0, 0) in this frame.
	Origin image.Point
	// Key changes whenever List does (a new build), never otherwise.
	Key uint64
}

// Box is the layer's pixels in the window in this frame.
func (r *RouteLayer) Box() image.Rectangle {
	return image.Rectangle{r.Origin, r.Origin.Add(image.Pt(r.W, r.H))}
}

// MaxRouteLayer is the longest side of a route layer, in pixels: a layer
// this big takes 64 MB. A viewport larger than that draws its route inline.
const MaxRouteLayer = 4096

// routePad is the margin of a whole-map layer past the map's edges, in
// pixels: the largest marker's radius with its ring, and line caps.
const routePad = 24

// routeInputs is everything buildRoute reads, but the view's whole-pixel
// offsets: equal inputs draw equal layers.
type routeInputs struct {
	plan             uint64
	optimal          *pathing.OptimalRoute
	lesson           *scene.Lesson
	layers           scene.Layers
	agent            pathing.Footprint
	stepOn           bool
	scale, fx, fy    float64
	gridW, gridH     int
	stuckAt, failure int
}

// routeCache keeps a Renderer's route layer between frames.
type routeCache struct {
	layer RouteLayer
	in    routeInputs
	// win is the layer's pixels in map pixels: pixel (x, y) of the map
	// lies at window pixel Map.Min + floor(OX, OY) + (x, y)
	win   image.Rectangle
	built bool
	// Builds counts the rebuilds (for tests).
	builds int
}

func inputsOf(s scene.Reader, v scene.View) routeInputs {
	opt, _ := s.Optimal()
	pl := s.Plan()
	return routeInputs{
		plan: s.Versions().Plan, optimal: opt, lesson: s.Lesson(), layers: s.Layers(), agent: s.Agent(),
		stepOn: s.Step() != nil, scale: v.Scale, fx: v.OX - math.Floor(v.OX), fy: v.OY - math.Floor(v.OY),
		gridW: s.Grid().Width(), gridH: s.Grid().Height(), stuckAt: pl.StuckAt, failure: int(pl.Failure),
	}
}

// update brings the layer up to date for s seen through v in the map
// region m, and reports false when the viewport is too large for a layer
// (the route must then be drawn inline).
func (c *routeCache) update(s scene.Reader, v scene.View, m image.Rectangle) bool {
	if m.Dx() > MaxRouteLayer || m.Dy() > MaxRouteLayer {
		return false
	}
	in := inputsOf(s, v)
	fox, foy := math.Floor(v.OX), math.Floor(v.OY)
	// the viewport in map pixels
	view := image.Rect(0, 0, m.Dx(), m.Dy()).Sub(image.Pt(int(fox), int(foy)))
	all := routeExtent(v, in.gridW, in.gridH)
	if !c.built || in != c.in || !view.Intersect(all).In(c.win) {
		c.in, c.built = in, true
		c.win = routeWindow(all, view)
		c.layer.W, c.layer.H = c.win.Dx(), c.win.Dy()
		c.layer.Key++
		c.builds++
		// v's whole-pixel offsets and the window's corner, taken off:
		// the shapes land in the layer's pixels
		area := image.Rect(0, 0, c.layer.W, c.layer.H)
		c.layer.List = buildRoute(c.layer.List[:0], s, v, -fox-float64(c.win.Min.X), -foy-float64(c.win.Min.Y), area)
		n := 4 * c.layer.W * c.layer.H
		if cap(c.layer.Pix) < n {
			c.layer.Pix = make([]byte, n)
		}
		c.layer.Pix = c.layer.Pix[:n]
		clear(c.layer.Pix)
		paintLayer(c.layer.Pix, c.layer.W, c.layer.H, c.layer.List)
	}
	c.layer.Origin = m.Min.Add(image.Pt(int(fox), int(foy))).Add(c.win.Min)
	return true
}

// routeExtent is the map's pixels, in map pixels, and a margin for the
// markers on its edge.
func routeExtent(v scene.View, gw, gh int) image.Rectangle {
	fx, fy := v.OX-math.Floor(v.OX), v.OY-math.Floor(v.OY)
	return image.Rect(-routePad, -routePad,
		int(math.Ceil(fx+float64(gw)*v.Scale))+routePad, int(math.Ceil(fy+float64(gh)*v.Scale))+routePad)
}

// routeWindow is the part of the map, in map pixels, that a layer for
// viewport view (in map pixels) covers: the whole map and a margin when
// that fits in MaxRouteLayer, else the viewport with a margin of half a
// viewport on each side (so that panning rebuilds it rarely), inside the
// map's extent.
func routeWindow(all, view image.Rectangle) image.Rectangle {
	if all.Dx() <= MaxRouteLayer && all.Dy() <= MaxRouteLayer {
		return all
	}
	mx := min(view.Dx()/2, (MaxRouteLayer-view.Dx())/2)
	my := min(view.Dy()/2, (MaxRouteLayer-view.Dy())/2)
	return image.Rect(view.Min.X-mx, view.Min.Y-my, view.Max.X+mx, view.Max.Y+my).Intersect(all)
}
