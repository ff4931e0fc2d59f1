package render

import (
	"image"
	"image/color"

	"swath/pathing"
	"swath/timeline"
	"swath/view"
)

// Frame is one picture of a scene, ready to draw: the grid and overlay
// images (one pixel per cell) placed by View inside Layout.Map, then the
// map's display list clipped to Layout.Map, then the rest of the window's
// display list. The screen and the CPU rasterizer both draw exactly this.
type Frame struct {
	Layout Layout
	// View places cells in Layout.Map (its offsets are relative to Map.Min).
	View view.View
	Grid *Pixels
	Over *Pixels
	// ShowOver is false when the overlay has nothing to show.
	ShowOver bool
	// GridDirty and OverDirty are the cells changed since the last Uploaded.
	GridDirty, OverDirty image.Rectangle
	Map, UI              List
	// Overlay is the index in UI where the help or a dialog starts (shapes
	// over the whole window); len(UI) when neither is shown. The shapes
	// before it each lie in the region that holds their anchor.
	Overlay int
	// Regions splits the picture by window region (regions.go).
	Regions Regions
	// Route, when not nil, is the route's layer (routelayer.go), drawn
	// after Map[:RouteAt] and before the rest of Map; nil when the route's
	// shapes are in Map itself.
	Route   *RouteLayer
	RouteAt int
	// Staged, when not nil, is a newer route layer for the screen to upload
	// (Renderer.RouteStaged); Route stays the last one until it is up.
	Staged *RouteLayer
	// Panes are the split view's panes after the first (panes.go), each a
	// frame of its own sharing Grid; nil in the single view. OverApart
	// says that Over is drawn over the cells, not blended into them: in
	// the split view every pane has its own overlay over the one grid.
	Panes     []*Frame
	OverApart bool
}

// Renderer turns a scene into Frames, keeping the pixel buffers between
// frames so that only changed cells are rewritten. The zero value is ready.
type Renderer struct {
	// WithPanel reserves the top of the side column for the app's options panel.
	WithPanel bool
	// Export draws pictures for files (Layout.Export).
	Export bool
	// RouteLayer puts the route's shapes in Frame.Route, rebuilt only when
	// they change, instead of in Frame.Map every frame (the app's screen
	// draws the layer once and moves it).
	RouteLayer bool
	// RouteAsync builds a long route's layer on a goroutine, calling
	// RouteWake when it is ready (Pending then reports it; the next Update
	// shows it); until then the last layer is shown, scaled to the view.
	RouteAsync bool
	RouteWake  func()
	// RouteStaged keeps a new route layer bigger than StageLayerPixels in
	// Frame.Staged, the last one shown, until the screen has uploaded it
	// and called RouteUploaded, so that no frame uploads a whole layer.
	RouteStaged bool
	route       routeCache
	// Strips spreads a big map's buffer work over frames (strips.go): at
	// most StripCells cells an Update, the rest pending (Pending).
	Strips bool
	// gridTodo and overTodo are the cells still to write into grid and
	// to copy from next into over
	gridTodo, overTodo image.Rectangle
	// bandAt is the plan band's segment that the next Update writes on
	// from; -1 when the band is whole
	bandAt int

	grid, over Pixels
	gridDirty  image.Rectangle
	overDirty  image.Rectangle
	overBox    image.Rectangle
	// seen are the scene's versions this renderer last drew: the cells
	// changed since come from Reader.GridChanges, the overlay is rebuilt
	// when the plan or the step moved on
	seen    view.Versions
	drewAny bool
	bandOn  bool
	grid0   *pathing.Grid
	frame   Frame
	// next is the overlay being built; only the cells that differ from over
	// are copied and uploaded (a search step changes a few cells)
	next    Pixels
	nextBox image.Rectangle
	stepOn  bool
	// searchTL and searchAt say that the overlay shows search step
	// searchAt of searchTL, so that a nearby step rewrites only its cells
	searchTL *timeline.Timeline
	searchAt int
	// searchTodo are the rows of next still to clear and colour at that
	// step, a strip an Update (searchStrip); searchBox is the search's
	// bounds, where the colours go
	searchTodo, searchBox image.Rectangle
	// pane is set for the renderer of a split view's pane after the first
	// (panes.go): it draws the pane's overlay and route in paneLay.Map and
	// no cells (the first pane's grid is shared) and no window
	pane    bool
	paneLay Layout
	// ownCells: a pane's renderer writes cells of its own (its footprint
	// layers are of another footprint than the first pane's, panes.go)
	ownCells bool
	panes    []*Renderer
}

// maxSearchDelta is the largest cursor move within the search that updates
// the overlay cell by cell (about nine cells a step); farther jumps redraw
// the search's bounds. Playing as fast as possible moves a few thousand
// steps a frame on a 512×512 map, still far cheaper cell by cell.
const maxSearchDelta = 4096

// updateOverlay brings the overlay up to date: the plan's band, or the
// step's cells. Only the cells that changed are marked for upload.
func (r *Renderer) updateOverlay(s view.Reader) {
	v, tl := s.Selected().Step(), s.Selected().Timeline()
	if v != nil && v.Phase == timeline.PhaseSearch && tl == r.searchTL && r.searchAt >= 0 &&
		max(v.Index-r.searchAt, r.searchAt-v.Index) <= maxSearchDelta {
		if r.overTodo.Empty() && r.searchTodo.Empty() {
			r.overDirty = r.overDirty.Union(updateSearchOverlay(&r.over, &r.next, tl, r.searchAt, v))
		} else { // over is still being copied: move next on, over follows
			r.overTodo = r.overTodo.Union(updateSearchOverlay(&r.next, &r.next, tl, r.searchAt, v))
		}
		r.searchAt = v.Index
		return
	}
	r.searchTL, r.bandAt, r.searchTodo = nil, -1, image.Rectangle{}
	if v != nil && v.Phase == timeline.PhaseSearch && r.startSearchStrips(tl, v) {
		r.searchTL, r.searchAt = tl, v.Index
	} else if v != nil {
		clearBox(&r.next, r.nextBox)
		r.nextBox = buildStepOverlay(&r.next, tl, v)
		if v.Phase == timeline.PhaseSearch {
			r.searchTL, r.searchAt = tl, v.Index
		}
	} else {
		clearBox(&r.next, r.nextBox)
		r.nextBox, r.bandAt = r.buildPlanOverlay(s)
	}
	r.overTodo = r.overTodo.Union(r.overBox.Union(r.nextBox))
	r.overBox = r.nextBox
}

// Update brings the buffers and display lists up to date with s seen
// through v in a w×h window, and returns the frame. It only reads s: the
// cells to rewrite are those changed since the versions it last drew, so
// any number of renderers can draw one scene.
func (r *Renderer) Update(s view.Reader, v view.View, w, h int) *Frame {
	sp := s.Split()
	if sp != nil && !r.pane {
		s = paneOf(s, sp, 0) // the first pane: the selected NPC with its differences marked
	}
	g := s.Grid()
	ver := s.Versions()
	dirty, ok := s.GridChanges(r.seen.Grid)
	if g != r.grid0 || r.grid.W != g.Width() || r.grid.H != g.Height() {
		if r.pane && !r.ownCells {
			r.grid.W, r.grid.H = g.Width(), g.Height() // no cells of its own
		} else {
			r.grid.resize(g.Width(), g.Height())
		}
		// a new buffer is all transparent: nothing to clear or copy (on
		// a big map, clearing fresh memory is most of the first frame)
		r.overBox, r.nextBox = image.Rect(0, 0, g.Width(), g.Height()), image.Rect(0, 0, g.Width(), g.Height())
		if r.over.resize(g.Width(), g.Height()) {
			r.overBox = image.Rectangle{}
		}
		if r.next.resize(g.Width(), g.Height()) {
			r.nextBox = image.Rectangle{}
		}
		r.grid0 = g
		dirty, ok = pathing.Rect{MaxX: g.Width() - 1, MaxY: g.Height() - 1}, true
		r.drewAny = false
		r.searchTL, r.bandAt = nil, 0
		r.gridTodo, r.overTodo, r.searchTodo = image.Rectangle{}, image.Rectangle{}, image.Rectangle{}
	}
	if lr, lok := s.FootLayers().Changes(r.seen.Layers); lok {
		if ok {
			lr = pathing.Rect{MinX: min(lr.MinX, dirty.MinX), MinY: min(lr.MinY, dirty.MinY),
				MaxX: max(lr.MaxX, dirty.MaxX), MaxY: max(lr.MaxY, dirty.MaxY)}
		}
		dirty, ok = lr, true
	}
	if ok && (!r.pane || r.ownCells) {
		r.gridTodo = r.gridTodo.Union(image.Rect(dirty.MinX, dirty.MinY, dirty.MaxX+1, dirty.MaxY+1))
	}
	b := r.budget()
	left := r.writeGridStrips(s, b)
	crowdOn := crowdShown(s) // the crowd mode draws no route, no band (crowd.go)
	if band := s.Layers().Band && !crowdOn; !r.drewAny || ver.Plan != r.seen.Plan || band != r.bandOn || ver.Step != r.seen.Step || s.Selected().TimelineShown() != r.stepOn {
		r.bandOn, r.stepOn = band, s.Selected().TimelineShown()
		r.updateOverlay(s)
	}
	r.bandStrip(s)
	r.searchStrip(s)
	r.copyOverStrips(b, left)
	r.seen, r.drewAny = ver, true
	f := &r.frame
	f.Layout = LayoutOf(s, w, h, r.WithPanel)
	if r.pane {
		f.Layout = r.paneLay
	}
	f.Layout.Export = r.Export
	f.OverApart = sp != nil
	f.View = v
	f.Grid, f.Over = &r.grid, &r.over
	// over keeps the cells of the last overlay until they are copied
	f.ShowOver = !r.overBox.Empty() || !r.overTodo.Empty()
	f.GridDirty, f.OverDirty = r.gridDirty, r.overDirty
	var layer *RouteLayer
	layered := false
	if r.RouteLayer && !crowdOn {
		r.route.async, r.route.wake, r.route.stage = r.RouteAsync, r.RouteWake, r.RouteStaged
		layer, layered = r.route.update(s, v, f.Layout.Map)
	}
	f.Staged = r.route.staged
	f.Map, f.RouteAt = buildMap(f.Map[:0], s, v, f.Layout, layered)
	f.Route = layer
	f.UI = f.UI[:0]
	if !r.pane {
		f.UI = buildTimelineBand(f.UI, s, f.Layout)
		f.UI = buildSplitCaptions(f.UI, sp, f.Layout) // panecaptions.go
		f.UI = buildUI(f.UI, s, v, f.Layout)
	}
	f.Overlay = len(f.UI)
	if s.Help() && !r.pane {
		f.UI = buildHelp(f.UI, f.Layout)
	}
	if d := s.Dialog(); d != nil && !r.pane {
		f.UI = buildDialog(f.UI, d, f.Layout)
	}
	f.split()
	if !r.pane {
		r.updatePanes(s, sp, v, f)
	}
	return f
}

// Pending reports whether a route layer built on a goroutine waits for
// the next Update to show it, or strips of cells wait for their Update.
func (r *Renderer) Pending() bool {
	return r.panesPending() || r.route.ready() || r.route.staged != nil || !r.gridTodo.Empty() || !r.overTodo.Empty() || r.bandAt > 0 || !r.searchTodo.Empty()
}

// RouteUploaded tells the renderer that the screen holds the pixels of the
// staged route layer with this key: the next Update shows it.
func (r *Renderer) RouteUploaded(key uint64) { r.route.uploaded = key }

// Uploaded tells the renderer that the dirty cells of the last frame are on
// the screen.
func (r *Renderer) Uploaded() {
	r.panesUploaded()
	r.gridDirty, r.overDirty = image.Rectangle{}, image.Rectangle{}
	r.frame.GridDirty, r.frame.OverDirty = image.Rectangle{}, image.Rectangle{}
}

func rgba(c color.RGBA) [4]byte { return [4]byte{c.R, c.G, c.B, c.A} }
