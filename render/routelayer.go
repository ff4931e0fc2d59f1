package render

import (
	"image"
	"math"
	"sync"
	"sync/atomic"

	"swath/agent"
	"swath/pathing"
	"swath/timeline"
	"swath/view"
)

// RouteLayer is the route's shapes (buildRoute) in a layer of their own,
// which the screen draws once into an image and then only moves: a long
// route (240,000 nodes on a 2048² maze) has far too many shapes to draw
// every frame while panning. The layer covers the whole map when that
// fits in MaxRouteLayer pixels a side and MaxWholeLayer pixels in all,
// else the viewport and a margin around it; it is rebuilt when its inputs change (the plan, the shortest
// route, the lesson, the layers, the agent, the zoom, the sub-pixel part
// of the pan) or the viewport leaves it. A long route's layer is built on
// a goroutine (Renderer.RouteAsync): meanwhile the last one is shown,
// scaled to the view (Zoom).
type RouteLayer struct {
	// List is the shapes in the layer's pixels: (0, 0) is its top-left.
	List List
	// Pix is List drawn as the screen draws shapes (paintLayer), W×H
	// premultiplied RGBA: the screen uploads it, a texture write instead
	// of a million triangles.
	Pix []byte
	// W, H are the layer's size in pixels.
	W, H int
	// Origin is the window pixel of the layer's (0, 0) in this frame, and
	// Zoom the window pixels a layer pixel covers: 1 (and X, Y whole) for
	// a layer built for this view; else it was built for another zoom and
	// is drawn scaled until its successor is built.
	Origin image.Point
	X, Y   float64
	Zoom   float64
	// Key changes whenever List does (a new build), never otherwise.
	Key uint64
	// Ink is the layer's pixels that are not transparent, in its own
	// pixels (empty: none), when inked: the screen draws the layer and
	// marks it changed only there (InkBox). Most of a whole map's layer
	// is transparent: a short route's layer covers the map.
	Ink   image.Rectangle
	inked bool

	in  routeInputs
	win image.Rectangle // the layer's pixels in map pixels (routeWindow)
}

// Box is the layer's pixels in the window in this frame.
func (r *RouteLayer) Box() image.Rectangle {
	if r.Zoom == 1 {
		return image.Rectangle{r.Origin, r.Origin.Add(image.Pt(r.W, r.H))}
	}
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)),
		int(math.Ceil(r.X+float64(r.W)*r.Zoom)), int(math.Ceil(r.Y+float64(r.H)*r.Zoom)))
}

// InkBox is the part of Box that the layer's Ink covers in the window
// (all of Box when its ink is not known): outside it, drawing the layer
// changes no pixel.
func (r *RouteLayer) InkBox() image.Rectangle {
	if !r.inked {
		return r.Box()
	}
	if r.Ink.Empty() {
		return image.Rectangle{}
	}
	if r.Zoom == 1 {
		return r.Ink.Add(r.Origin)
	}
	return image.Rect(int(math.Floor(r.X+float64(r.Ink.Min.X)*r.Zoom))-1, int(math.Floor(r.Y+float64(r.Ink.Min.Y)*r.Zoom))-1,
		int(math.Ceil(r.X+float64(r.Ink.Max.X)*r.Zoom))+1, int(math.Ceil(r.Y+float64(r.Ink.Max.Y)*r.Zoom))+1).Intersect(r.Box())
}

// InkOf is the smallest rectangle of a w×h premultiplied RGBA image's
// pixels that holds every pixel with a non-zero byte.
func InkOf(pix []byte, w, h int) image.Rectangle {
	var ink image.Rectangle
	for y := range h {
		row := pix[4*w*y : 4*w*(y+1)]
		x0 := -1
		for i, b := range row {
			if b != 0 {
				x0 = i / 4
				break
			}
		}
		if x0 < 0 {
			continue
		}
		x1 := x0 + 1
		for i := len(row) - 1; i >= 4*x1; i-- {
			if row[i] != 0 {
				x1 = i/4 + 1
				break
			}
		}
		ink = ink.Union(image.Rect(x0, y, x1, y+1))
	}
	return ink
}

// MaxRouteLayer is the longest side of a route layer, in pixels: a layer
// this big takes 64 MB. A viewport larger than that draws its route inline.
const MaxRouteLayer = 4096

// MaxWholeLayer is the most pixels a layer of the whole map may have (16
// MB); a map bigger than that at the view's zoom gets a window round the
// viewport. A 512² map zoomed to 7 px a cell made whole layers of 52 MB,
// built again at every edit of the route and once per pane in the split
// view, each kept twice more by the screen (its image and the staging
// one): the window soak's RSS went past 1.5× its first minute's (issue
// 22). A window round a 980×752 viewport is 2.9 M pixels.
const MaxWholeLayer = 4 << 20

// routePad is the margin of a whole-map layer past the map's edges, in
// pixels: the largest marker's radius with its ring, and line caps.
const routePad = 24

// routeBuildHook, when set (tests), runs first in each layer build's
// goroutine: a test holds builds there to see what happens meanwhile.
var routeBuildHook func()

// asyncRoute is the size (routeData.size) from which a route layer is
// built on a goroutine: a smaller one takes under a few milliseconds.
var asyncRoute = 20000 // a variable for the tests

// routeInputs is everything buildRoute reads, but the view's whole-pixel
// offsets: equal inputs draw equal layers.
type routeInputs struct {
	plan             uint64
	optimal          *pathing.OptimalRoute
	lesson           *agent.Lesson
	layers           view.Layers
	agent            pathing.Footprint
	stepOn           bool
	scale, fx, fy    float64
	gridW, gridH     int
	stuckAt, failure int
	// stepTL is the timeline whose node set (and route, step says) the
	// layer shows under the step view (routeData.withStep), nil when it
	// shows none
	stepTL *timeline.Timeline
	step   stepLayer
}

// routeCache keeps a Renderer's route layer between frames, and the one
// being built on a goroutine.
type routeCache struct {
	async bool
	wake  func()
	shown *RouteLayer
	// want is the build asked for last (its inputs and window); building
	// says it runs on a goroutine
	want     routeInputs
	wantWin  image.Rectangle
	building bool
	mu       sync.Mutex
	landed   *RouteLayer // a goroutine's layer, waiting for update
	// spare is the shapes' buffer of the last layer built on a goroutine,
	// for the next (under mu): a long route's list is a million shapes,
	// and growing a fresh one copies it again and again into new memory
	// (the copies hold up the garbage collector's stops, and the UI with
	// them); a layer built on a goroutine keeps its pixels only
	spare List
	// running says a goroutine builds a layer; pending that another build
	// is wanted when it lands (start)
	running, pending bool
	// stage holds a new layer bigger than StageLayerPixels in staged until
	// uploaded says the screen has its pixels (Renderer.RouteStaged)
	stage    bool
	staged   *RouteLayer
	uploaded uint64
	// freePix is the pixels of the last layer let go (retire), for the
	// next build: a layer of a zoomed-in 512² map is 50 MB, built again
	// at every edit of the route, and a fresh buffer each time left
	// hundreds of megabytes of garbage between two collections (the
	// window soak's RSS spikes, issue 22). Only the UI thread touches it.
	freePix []byte
	// builds counts the builds (for tests)
	builds int
}

// StageLayerPixels is the largest route layer shown in the frame it is
// built for when the renderer stages layers (Renderer.RouteStaged): a
// bigger one waits in Frame.Staged while the screen uploads it a strip
// of rows a frame (a 784² layer is 16 ms of software-GL upload in one go).
const StageLayerPixels = 128 * 1024

// show makes l the layer shown, or, staging, the one staged when it is big.
func (c *routeCache) show(l *RouteLayer) {
	if c.stage && l.W*l.H > StageLayerPixels {
		c.retire(c.staged, l)
		c.staged = l
		return
	}
	old, staged := c.shown, c.staged
	c.shown, c.staged = l, nil
	c.retire(old, l)
	c.retire(staged, l)
}

// retire lets go of layer l, replaced by by: its pixels become the next
// build's buffer (takePix), unless it is still shown or staged. Nothing
// draws a layer once the renderer has replaced it: a frame shows the
// layer of the last Update, and the screen uploads a layer (or the rows
// of a staged one) only from the current frame. Its Pix is then nil, so
// that a stray use fails loudly instead of showing another layer's
// pixels.
func (c *routeCache) retire(l, by *RouteLayer) {
	if l == nil || l == by || l == c.shown || l == c.staged || l.Pix == nil {
		return
	}
	if cap(l.Pix) > cap(c.freePix) {
		c.freePix = l.Pix
	}
	l.Pix = nil
}

// takePix is a cleared buffer of n bytes for a layer's pixels: the one
// let go last when it fits, and is not far bigger than n (a big zoom's,
// back at a small one, is let go to the collector), else a new one.
func (c *routeCache) takePix(n int) []byte {
	p := c.freePix
	c.freePix = nil
	if cap(p) < n || cap(p) > 2*n+1<<20 {
		return make([]byte, n)
	}
	p = p[:n]
	clear(p)
	return p
}

func inputsOf(s view.Reader, v view.View) routeInputs {
	opt, _ := s.Selected().Optimal()
	pl := s.Selected().Plan()
	var stepTL *timeline.Timeline
	step := stepInLayer(s.Selected().Step())
	if step.nodes {
		stepTL = s.Selected().Timeline()
	}
	return routeInputs{stepTL: stepTL, step: step,
		plan: s.Versions().Plan, optimal: opt, lesson: s.Selected().Lesson(), layers: s.Layers(), agent: s.Selected().Agent(),
		stepOn: s.Selected().Step() != nil, scale: v.Scale, fx: v.OX - math.Floor(v.OX), fy: v.OY - math.Floor(v.OY),
		gridW: s.Grid().Width(), gridH: s.Grid().Height(), stuckAt: pl.StuckAt, failure: int(pl.Failure),
	}
}

// ready reports whether a goroutine's layer waits to be shown.
func (c *routeCache) ready() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.landed != nil
}

// update brings the layer up to date for s seen through v in the map
// region m and returns the layer to show (nil: none yet), placed for v;
// ok is false when the viewport is too large for a layer (the route must
// then be drawn inline).
func (c *routeCache) update(s view.Reader, v view.View, m image.Rectangle) (shown *RouteLayer, ok bool) {
	if m.Dx() > MaxRouteLayer || m.Dy() > MaxRouteLayer {
		return nil, false
	}
	c.mu.Lock()
	if l := c.landed; l != nil {
		c.landed, c.running = nil, false
		if l.in == c.want && l.win == c.wantWin {
			c.building = false
			c.show(l)
		} else {
			c.retire(l, nil) // built for what is no longer wanted
		}
	}
	c.mu.Unlock()
	if l := c.staged; l != nil && l.Key == c.uploaded {
		old := c.shown
		c.shown, c.staged = l, nil
		c.retire(old, l)
	}
	in := inputsOf(s, v)
	fox, foy := math.Floor(v.OX), math.Floor(v.OY)
	// the viewport in map pixels
	view := image.Rect(0, 0, m.Dx(), m.Dy()).Sub(image.Pt(int(fox), int(foy)))
	all := routeExtent(v, in.gridW, in.gridH)
	var d *routeData // what the route draws, read once a tick at most
	if in != c.want || !view.Intersect(all).In(c.wantWin) || (c.shown == nil && !c.building && c.staged == nil) {
		c.want, c.wantWin = in, routeWindow(all, view)
		c.builds++
		d = routeDataOf(s).withStep(s)
		if c.async && d.size() >= asyncRoute {
			c.building, c.pending = true, true
			if l := c.shown; l != nil && (l.in.gridW != in.gridW || l.in.gridH != in.gridH || l.in.stepOn != in.stepOn) {
				shown, staged := c.shown, c.staged
				c.shown, c.staged = nil, nil // another map's route, or the step view's: nothing until it lands
				c.retire(shown, nil)
				c.retire(staged, nil)
			}
		} else {
			c.building, c.pending = false, false
			c.show(buildLayer(nil, c.takePix(4*c.wantWin.Dx()*c.wantWin.Dy()), d, v, in, c.wantWin, newLayerKey()))
			if !c.running {
				c.mu.Lock()
				c.spare = nil // a long route's buffer, kept for no one
				c.mu.Unlock()
			}
		}
	}
	if c.pending && !c.running {
		if d == nil { // wanted while the last build ran: the route as it is now
			d = routeDataOf(s).withStep(s)
		}
		c.start(d, v)
	}
	if l := c.shown; l != nil {
		l.place(v, m)
	}
	return c.shown, true
}

// start builds the layer c wants, for d seen through v, on a goroutine,
// into the spare shapes buffer; only one runs at a time (pending says that
// another is wanted when it lands), so the buffer is always there after the
// first build and no two builds share the cores.
func (c *routeCache) start(d *routeData, v view.View) {
	c.pending, c.running = false, true
	in, win, key := c.want, c.wantWin, newLayerKey()
	pix := c.takePix(4 * win.Dx() * win.Dy())
	c.mu.Lock()
	into := c.spare
	c.spare = nil
	c.mu.Unlock()
	if need := 2*d.size() + 256; cap(into) < need || cap(into) > maxSpare(need) {
		// room for a line and a dot a point: a list grown by appending
		// is copied whole at each step, and such a copy of tens of
		// megabytes cannot be interrupted, so the collector's stops, and
		// the UI thread with them, waited for it. A buffer far bigger
		// than the route needs (a big maze's, back on a small map) is
		// let go: it held 54 MB for the demo's route
		into = make(List, 0, need)
	}
	go func() {
		if routeBuildHook != nil {
			routeBuildHook()
		}
		l := buildLayer(into, pix, d, v, in, win, key)
		c.mu.Lock()
		c.landed, c.spare, l.List = l, l.List[:0], nil
		c.mu.Unlock()
		if c.wake != nil {
			c.wake()
		}
	}()
}

// layerKeys numbers the route layers built, every renderer's.
var layerKeys atomic.Uint64

// newLayerKey is a key no layer had: unique across renderers, as a screen
// keeps a layer's image by its key, and a split view's pane gets a new
// renderer when the view opens again. With a key per renderer, a pane's
// new layer could have the key of the old pane's image (the view closed
// and opened between two draws): the screen showed that image, or, when
// staging, wrote the new layer's rows into the old one's image of another
// size and panicked (the window soak, issue 22).
func newLayerKey() uint64 { return layerKeys.Add(1) }

// maxSpare is the most shapes a spare buffer may hold for a route that
// needs need: a few times the need, so that a route that grows and shrinks
// by an edit reuses it.
func maxSpare(need int) int { return 4*need + 1<<14 }

// buildLayer draws d for view v (whose inputs are in) in the layer whose
// pixels are win's, in map pixels; its shapes are appended to into[:0],
// its pixels painted into pix (4·win's area bytes, cleared).
func buildLayer(into List, pix []byte, d *routeData, v view.View, in routeInputs, win image.Rectangle, key uint64) *RouteLayer {
	l := &RouteLayer{W: win.Dx(), H: win.Dy(), Key: key, in: in, win: win, Zoom: 1}
	// v's whole-pixel offsets and the window's corner, taken off: the
	// shapes land in the layer's pixels
	area := image.Rect(0, 0, l.W, l.H)
	l.List = buildRoute(into[:0], d, v, -math.Floor(v.OX)-float64(win.Min.X), -math.Floor(v.OY)-float64(win.Min.Y), area)
	l.Pix = pix
	paintLayer(l.Pix, l.W, l.H, l.List)
	l.Ink, l.inked = InkOf(l.Pix, l.W, l.H), true
	return l
}

// place puts l in the window for view v and map region m: exactly where
// it was built for (Zoom 1, a whole-pixel Origin) when v has l's zoom and
// sub-pixel offsets, else scaled and moved to where its cells are now.
func (l *RouteLayer) place(v view.View, m image.Rectangle) {
	if v.Scale == l.in.scale && v.OX-math.Floor(v.OX) == l.in.fx && v.OY-math.Floor(v.OY) == l.in.fy {
		l.Zoom = 1
		l.Origin = m.Min.Add(image.Pt(int(math.Floor(v.OX)), int(math.Floor(v.OY)))).Add(l.win.Min)
		l.X, l.Y = float64(l.Origin.X), float64(l.Origin.Y)
		return
	}
	// layer pixel p shows cell coordinate (p + win.Min − f)/scale, which
	// v puts at m.Min + O + c·v.Scale
	k := v.Scale / l.in.scale
	l.Zoom = k
	l.X = float64(m.Min.X) + v.OX + (float64(l.win.Min.X)-l.in.fx)*k
	l.Y = float64(m.Min.Y) + v.OY + (float64(l.win.Min.Y)-l.in.fy)*k
	l.Origin = image.Pt(int(math.Floor(l.X)), int(math.Floor(l.Y)))
}

// routeExtent is the map's pixels, in map pixels, and a margin for the
// markers on its edge.
func routeExtent(v view.View, gw, gh int) image.Rectangle {
	fx, fy := v.OX-math.Floor(v.OX), v.OY-math.Floor(v.OY)
	return image.Rect(-routePad, -routePad,
		int(math.Ceil(fx+float64(gw)*v.Scale))+routePad, int(math.Ceil(fy+float64(gh)*v.Scale))+routePad)
}

// routeWindow is the part of the map, in map pixels, that a layer for
// viewport view (in map pixels) covers: the whole map and a margin when
// that fits in MaxRouteLayer a side and MaxWholeLayer in all, else the
// viewport with a margin of half a viewport on each side (so that panning
// rebuilds it rarely), inside the map's extent.
func routeWindow(all, view image.Rectangle) image.Rectangle {
	if all.Dx() <= MaxRouteLayer && all.Dy() <= MaxRouteLayer && all.Dx()*all.Dy() <= MaxWholeLayer {
		return all
	}
	mx := min(view.Dx()/2, (MaxRouteLayer-view.Dx())/2)
	my := min(view.Dy()/2, (MaxRouteLayer-view.Dy())/2)
	return image.Rect(view.Min.X-mx, view.Min.Y-my, view.Max.X+mx, view.Max.Y+my).Intersect(all)
}
