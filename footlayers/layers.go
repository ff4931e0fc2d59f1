// Package footlayers is the "where this footprint can go" layers (issue
// 16): the placements of the agent's pivot, the region it reaches from the
// start, every free cell's clearance and the route's tightest squeeze,
// with the log of the cells whose picture in them changed and, on a big
// map, the background Work that computes them. The scene composes one
// Layers, brings it up to date after every change (Refresh, with the
// level as it is) and hands it to drawing as a view.FootLayers.
package footlayers

import (
	"fmt"
	"strings"

	"swath/changelog"
	"swath/pathing"
	"swath/view"
)

// Layers are the footprint layers. The scene computes them inside Apply,
// Refresh and Finish, and only those that are on, so that drawing only
// reads them; while painting they follow the edit in place (the placement
// grid and the clearance are updated in the window an edit can affect,
// the regions relabelled whole only when a placement changed: a few ms a
// stroke step on a 512² map). A layer that is off answers its zero value;
// the cell layers are off while the step-through view is shown. The zero
// value has every layer off.
type Layers struct {
	on view.Layers

	// placements and regions (valid placements are the labelled cells)
	searcher pathing.Searcher
	regions  pathing.Regions
	regKey   footKey
	regVer   uint64 // scene grid version the regions are of
	regOK    bool
	startReg int

	clear    pathing.Clearance
	clearMax int
	clearG   *pathing.Grid
	clearVer uint64 // scene grid version the clearance is of
	clearOK  bool

	squeeze   pathing.Squeeze
	squeezeOK bool
	sqPlan    uint64 // plan version the squeeze is of
	sqGridVer uint64
	sqOn      bool

	// state is each cell's picture in the cell layers (diffFoot), to find
	// the cells a recomputation changed (nil while every one is 0); log
	// holds their boxes by version, size is the map they are of
	state []uint32
	size  pathing.Rect
	// zero says that every state is 0 (no cell layer shows anything): a
	// diff with the layers off then has nothing to do (on a 2048² map
	// just opened the diff was 90 ms of the UI thread)
	zero bool
	ver  uint64
	log  changelog.Log
	// last is what the layers were brought up to date with
	last footState
	done bool

	// a big map's cell layers in the background (work.go): installed
	// is what the cell layers shown are of, jobWant the layers wanted
	// (nil: those shown), jobRunning a job under way
	installed  footJobKey
	jobWant    *footJobKey
	jobRunning bool
}

// footKey is what the placements and regions depend on.
type footKey struct {
	grid    *pathing.Grid
	version uint64
	agent   pathing.Footprint
	mode    pathing.SearchMode
}

// On are the layers shown: the scene's, less the cell layers while the
// step-through view is shown.
func (f *Layers) On() view.Layers { return f.on }

// Placement reports whether the footprint's pivot can stand at p (a valid
// placement of the search's mode); false when the layer is off.
func (f *Layers) Placement(p pathing.Point) bool {
	return f.on.Placements && f.regions.Of(p) != 0
}

// Reachable reports whether the footprint reaches p from the start; false
// when the layer is off.
func (f *Layers) Reachable(p pathing.Point) bool {
	return f.on.Reachable && f.startReg != 0 && f.regions.Of(p) == f.startReg
}

// Clearance is the side of the largest square footprint that fits with its
// pivot at p; 0 when the layer is off.
func (f *Layers) Clearance(p pathing.Point) int {
	if !f.on.Clearance {
		return 0
	}
	return f.clear.At(p)
}

// MaxClearance is the largest clearance on the map (the legend's scale).
func (f *Layers) MaxClearance() int {
	if !f.on.Clearance {
		return 0
	}
	return f.clearMax
}

// Squeeze is the route's tightest squeeze, ok false when the layer is off
// or there is no route the footprint passes.
func (f *Layers) Squeeze() (pathing.Squeeze, bool) {
	return f.squeeze, f.on.Squeeze && f.squeezeOK
}

// Changes returns the box of cells whose picture in the cell layers
// (placements, reachable, clearance) changed since layers version v
// (Version), ok false when none did.
func (f *Layers) Changes(v uint64) (pathing.Rect, bool) { return f.log.Since(v, f.ver) }

// Version counts the changes of a cell's picture in the cell layers
// (view.Versions.Layers).
func (f *Layers) Version() uint64 { return f.ver }

// Level is what the layers depend on: the level as it is now.
type Level struct {
	Grid *pathing.Grid
	// GridVer is the scene's grid version (view.Versions.Grid); Changes
	// gives the box of cells changed since one (scene.Scene.GridChanges)
	GridVer uint64
	Changes func(v uint64) (pathing.Rect, bool)
	// Query is the selected NPC's (its footprint, search mode and start)
	Query pathing.Query
	// On are the layers shown (less the cell layers while the
	// step-through view is shown)
	On view.Layers
	// Plan is the selected NPC's plan and PlanVer its version
	// (view.Versions.Plan): the squeeze follows the route
	Plan    *pathing.Plan
	PlanVer uint64
	// Async: the cell layers go to background Work (Async)
	Async bool
}

// Refresh brings the layers that are on up to date with the map, agent,
// mode, start and plan of l, and bumps Version when a cell's picture in
// them changed. It runs after every change, so it first checks that
// something they depend on did.
func (f *Layers) Refresh(l Level) {
	g := l.Grid
	on := l.On
	q := l.Query
	k := footState{footKey{g, g.Version(), q.Agent, q.Search}, q.Start, on, l.PlanVer}
	if f.done && k == f.last {
		return
	}
	f.last, f.done = k, true
	if l.Async {
		cells := f.on
		f.on = on
		f.on.Placements, f.on.Reachable, f.on.Clearance = cells.Placements, cells.Reachable, cells.Clearance
		f.refreshCellsAsync(l, k.footKey, on)
		f.refreshSqueeze(l)
		return
	}
	f.jobWant, f.installed = nil, footJobKey{}
	full := f.on != on || f.size != (pathing.Rect{MaxX: g.Width() - 1, MaxY: g.Height() - 1})
	if f.size != (pathing.Rect{MaxX: g.Width() - 1, MaxY: g.Height() - 1}) {
		// a map of another size: the buffers are of the old one, which a
		// small map would reuse at the big one's size (a 2048² maze's
		// placement grid, regions and clearance kept 56 MB for the demo)
		f.searcher, f.regions, f.clear, f.clearOK, f.regOK = pathing.Searcher{}, pathing.Regions{}, pathing.Clearance{}, false, false
	}
	f.on = on
	var dirty pathing.Rect
	dirtyOK := false
	grow := func(r pathing.Rect) {
		if dirtyOK {
			r = changelog.Union(dirty, r)
		}
		dirty, dirtyOK = r, true
	}
	if f.on.Placements || f.on.Reachable {
		if f.regionsStale(l, k.footKey) {
			f.searcher.Regions(g, k.agent, k.mode, &f.regions)
			full = true
		}
		f.regKey, f.regVer, f.regOK = k.footKey, l.GridVer, true
		if r := f.regions.Of(q.Start); r != f.startReg {
			f.startReg, full = r, true
		}
	}
	if f.on.Clearance {
		switch {
		case !f.clearOK || f.clearG != g:
			f.clear.Compute(g)
			f.clearMax = f.clear.Max()
			full = true
		case f.clearVer != l.GridVer:
			if r, ok := l.Changes(f.clearVer); ok {
				grow(f.clear.Update(g, r))
				f.clearMax = f.clear.Max()
			}
		}
		f.clearG, f.clearVer, f.clearOK = g, l.GridVer, true
	}
	f.refreshSqueeze(l)
	if full {
		dirty, dirtyOK = pathing.Rect{MaxX: g.Width() - 1, MaxY: g.Height() - 1}, true
	}
	if dirtyOK {
		f.diff(g, dirty)
	}
}

// refreshSqueeze finds the route's tightest squeeze again when its layer
// is on and the route or the map changed.
func (f *Layers) refreshSqueeze(l Level) {
	if f.on.Squeeze && (!f.sqOn || f.sqPlan != l.PlanVer || f.sqGridVer != l.GridVer) {
		p := l.Plan
		f.squeeze, f.squeezeOK = pathing.TightestSqueeze(l.Grid, l.Query.Agent, p.Waypoints)
		if !p.Found {
			f.squeezeOK = false
		}
		f.sqPlan, f.sqGridVer = l.PlanVer, l.GridVer
	}
	f.sqOn = f.on.Squeeze
}

// footState is everything the footprint layers depend on.
type footState struct {
	footKey
	start  pathing.Point
	layers view.Layers
	plan   uint64
}

// regionsStale reports whether the regions must be labelled again for k:
// after an edit of the same map, only if a placement in the window the
// edited cells reach changed (the searcher updates its placement grid
// there in place); the labels depend on nothing else.
func (f *Layers) regionsStale(l Level, k footKey) bool {
	o := f.regKey
	if !f.regOK || k.grid != o.grid || k.agent != o.agent || k.mode != o.mode {
		return true
	}
	if k.version == o.version {
		return false
	}
	r, ok := l.Changes(f.regVer)
	if !ok {
		return false
	}
	ag := k.agent.Norm()
	if k.mode == pathing.PointMode {
		ag = pathing.Footprint{L: 1, W: 1}
	}
	// pivot p covers cells p-Left … p+Right: the pivots over r
	x0, x1 := max(r.MinX-ag.Right(), 0), min(r.MaxX+ag.Left(), k.grid.Width()-1)
	y0, y1 := max(r.MinY-ag.Bottom(), 0), min(r.MaxY+ag.Top(), k.grid.Height()-1)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			p := pathing.Pt(x, y)
			if f.searcher.Valid(k.grid, k.agent, k.mode, p) != (f.regions.Of(p) != 0) {
				return true
			}
		}
	}
	return false
}

// diff compares the layer state of the cells in r with the one last
// drawn and logs the box of those that changed. A cell's state is what the
// layers that are on show there: bit 0 shaded (the pivot cannot stand),
// bit 1 dimmed (not reachable), the rest its clearance; 0 for layers off.
func (f *Layers) diff(g *pathing.Grid, r pathing.Rect) {
	w, h := g.Width(), g.Height()
	all := pathing.Rect{MaxX: w - 1, MaxY: h - 1}
	if f.size != all {
		// another map: every cell changed, and none shows anything yet
		f.size, f.state, f.zero = all, nil, true
		f.log.Reset(all)
		f.ver++
		f.log.Add(f.ver, all)
	}
	box, changed := pathing.Rect{}, false
	place, reach, clear := f.on.Placements, f.on.Reachable, f.on.Clearance
	if !place && !reach && !clear {
		if f.zero {
			return
		}
		if r == all {
			f.zero = true // the loop below clears every state
		}
	} else {
		f.zero = false
	}
	if f.state == nil {
		// made when a cell layer first shows something: 4 bytes a cell
		// (256 MB on an 8192² map) that a map with them off never needs
		f.state = make([]uint32, w*h)
	}
	for y := r.MinY; y <= r.MaxY; y++ {
		for x := r.MinX; x <= r.MaxX; x++ {
			p := pathing.Pt(x, y)
			st := uint32(0)
			if place || reach {
				lab := f.regions.Of(p)
				if place && lab == 0 {
					st |= 1
				}
				if reach && (lab == 0 || lab != f.startReg) {
					st |= 2
				}
			}
			if clear {
				st |= uint32(f.clear.At(p)) << 2
			}
			i := y*w + x
			if st == f.state[i] {
				continue
			}
			f.state[i] = st
			c := pathing.Rect{MinX: x, MinY: y, MaxX: x, MaxY: y}
			if changed {
				c = changelog.Union(box, c)
			}
			box, changed = c, true
		}
	}
	if changed {
		f.ver++
		f.log.Add(f.ver, box)
	}
	if f.zero {
		f.state = nil // all zero again: let it go
	}
}

// Figures are the footprint layers' figures: the tightest squeeze.
func (f *Layers) Figures() []view.Figure {
	if !f.on.Squeeze {
		return nil
	}
	sq, ok := f.Squeeze()
	if !ok {
		return []view.Figure{{Label: "tightest squeeze", Value: "-"}}
	}
	return []view.Figure{{Label: "tightest squeeze", Value: fmt.Sprintf("room %d", sq.Room)}, {Label: "  at", Value: fmt.Sprintf("(%.1f, %.1f)", sq.AtX, sq.AtY)}}
}

// Status is what the footprint layers say about cell p of g, the hovered
// one (the status line's tail).
func (f *Layers) Status(g *pathing.Grid, p pathing.Point) string {
	var b strings.Builder
	if f.on.Clearance && !g.Blocked(p.X, p.Y) {
		fmt.Fprintf(&b, " · clearance %d", f.Clearance(p))
	}
	if f.on.Placements && !g.Blocked(p.X, p.Y) && !f.Placement(p) {
		b.WriteString(" · pivot cannot stand")
	}
	if f.on.Reachable && !f.Reachable(p) && !g.Blocked(p.X, p.Y) {
		b.WriteString(" · unreachable from S")
	}
	return b.String()
}
