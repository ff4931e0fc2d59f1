package scene

import (
	"fmt"
	"strings"

	"swath/pathing"
)

// FootLayers are the "where this footprint can go" layers (issue 16): the
// placements of the agent's pivot, the region it reaches from the start,
// every free cell's clearance and the route's tightest squeeze. The scene
// computes them inside Apply, Refresh and InstallPlan, and only those that
// are on, so that drawing only reads them; while painting they follow the
// edit in place (the placement grid and the clearance are updated in the
// window an edit can affect, the regions relabelled whole, a few ms on a
// 512² map). A layer that is off answers its zero value.
type FootLayers struct {
	on Layers

	// placements and regions (valid placements are the labelled cells)
	searcher pathing.Searcher
	regions  pathing.Regions
	regKey   footKey
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

	// state is each cell's picture in the cell layers (cellState), to find
	// the cells a recomputation changed; log holds their boxes by version
	state   []uint32
	allZero bool // every state is 0 (no cell layer on)
	ver     uint64
	log     changeLog
}

// footKey is what the placements and regions depend on.
type footKey struct {
	grid    *pathing.Grid
	version uint64
	agent   pathing.Footprint
	mode    pathing.SearchMode
}

// Placement reports whether the footprint's pivot can stand at p (a valid
// placement of the search's mode); false when the layer is off.
func (f *FootLayers) Placement(p pathing.Point) bool {
	return f.on.Placements && f.regions.Of(p) != 0
}

// Reachable reports whether the footprint reaches p from the start; false
// when the layer is off.
func (f *FootLayers) Reachable(p pathing.Point) bool {
	return f.on.Reachable && f.startReg != 0 && f.regions.Of(p) == f.startReg
}

// Clearance is the side of the largest square footprint that fits with its
// pivot at p; 0 when the layer is off.
func (f *FootLayers) Clearance(p pathing.Point) int {
	if !f.on.Clearance {
		return 0
	}
	return f.clear.At(p)
}

// MaxClearance is the largest clearance on the map (the legend's scale).
func (f *FootLayers) MaxClearance() int {
	if !f.on.Clearance {
		return 0
	}
	return f.clearMax
}

// Squeeze is the route's tightest squeeze, ok false when the layer is off
// or there is no route the footprint passes.
func (f *FootLayers) Squeeze() (pathing.Squeeze, bool) {
	return f.squeeze, f.on.Squeeze && f.squeezeOK
}

// Changes returns the box of cells whose picture in the cell layers
// (placements, reachable, clearance) changed since layers version v
// (Versions.Layers), ok false when none did.
func (f *FootLayers) Changes(v uint64) (pathing.Rect, bool) { return f.log.since(v, f.ver) }

// FootLayers are the footprint layers as of the last change.
func (s *Scene) FootLayers() *FootLayers { return &s.foot }

// refreshFoot brings the footprint layers that are on up to date with the
// map, agent, mode, start and plan, and bumps Versions.Layers when a
// cell's picture in them changed.
func (s *Scene) refreshFoot() {
	f := &s.foot
	f.on = s.layers
	g := s.grid
	if f.on.Placements || f.on.Reachable {
		k := footKey{g, g.Version(), s.set.Agent, s.set.Options.Search}
		if !f.regOK || k != f.regKey {
			f.searcher.Regions(g, k.agent, k.mode, &f.regions)
			f.regKey, f.regOK = k, true
		}
		f.startReg = f.regions.Of(s.set.Start)
	}
	if f.on.Clearance {
		switch {
		case !f.clearOK || f.clearG != g:
			f.clear.Compute(g)
			f.clearMax = f.clear.Max()
		case f.clearVer != s.ver.Grid:
			if r, ok := s.GridChanges(f.clearVer); ok {
				f.clear.Update(g, r)
				f.clearMax = f.clear.Max()
			}
		}
		f.clearG, f.clearVer, f.clearOK = g, s.ver.Grid, true
	}
	if f.on.Squeeze && (!f.sqOn || f.sqPlan != s.ver.Plan || f.sqGridVer != s.ver.Grid) {
		f.squeeze, f.squeezeOK = pathing.TightestSqueeze(g, s.set.Agent, s.plan.Waypoints)
		if !s.plan.Found {
			f.squeezeOK = false
		}
		f.sqPlan, f.sqGridVer = s.ver.Plan, s.ver.Grid
	}
	f.sqOn = f.on.Squeeze
	s.diffFoot()
}

// Cell layer states: bit 0 a valid placement, bit 1 reachable, the rest
// the clearance; cells of layers that are off are 0.
func (s *Scene) cellState(i int) uint32 {
	f := &s.foot
	w := s.grid.Width()
	p := pathing.Pt(i%w, i/w)
	var st uint32
	if f.Placement(p) {
		st |= 1
	}
	if f.Reachable(p) {
		st |= 2
	}
	return st | uint32(f.Clearance(p))<<2
}

// diffFoot compares every cell's layer state with the one last drawn and
// logs the box of those that changed (a whole-map scan, well under a
// millisecond on 512²; a pivot's reachability can change anywhere).
func (s *Scene) diffFoot() {
	f := &s.foot
	n := s.grid.Width() * s.grid.Height()
	if len(f.state) != n {
		f.state, f.allZero = make([]uint32, n), true
		all := pathing.Rect{MaxX: s.grid.Width() - 1, MaxY: s.grid.Height() - 1}
		f.log.reset(all)
		f.ver++
		f.log.add(f.ver, all)
	}
	on := f.on.Placements || f.on.Reachable || f.on.Clearance
	if !on && f.allZero {
		return
	}
	w := s.grid.Width()
	box, changed := pathing.Rect{}, false
	for i := range n {
		st := uint32(0)
		if on {
			st = s.cellState(i)
		}
		if st == f.state[i] {
			continue
		}
		f.state[i] = st
		x, y := i%w, i/w
		if !changed {
			box, changed = pathing.Rect{MinX: x, MinY: y, MaxX: x, MaxY: y}, true
			continue
		}
		box = union(box, pathing.Rect{MinX: x, MinY: y, MaxX: x, MaxY: y})
	}
	f.allZero = !on
	if changed {
		f.ver++
		f.log.add(f.ver, box)
	}
	s.ver.Layers = f.ver
}

// footFigures are the footprint layers' figures: the tightest squeeze.
func (s *Scene) footFigures() []Figure {
	if !s.layers.Squeeze {
		return nil
	}
	sq, ok := s.foot.Squeeze()
	if !ok {
		return []Figure{{"tightest squeeze", "-"}}
	}
	return []Figure{{"tightest squeeze", fmt.Sprintf("room %d at (%.1f,%.1f)", sq.Room, sq.AtX, sq.AtY)}}
}

// footStatus is what the footprint layers say about the hovered cell.
func (s *Scene) footStatus() string {
	var b strings.Builder
	if s.layers.Clearance && !s.grid.Blocked(s.hover.X, s.hover.Y) {
		fmt.Fprintf(&b, " · clearance %d", s.foot.Clearance(s.hover))
	}
	if s.layers.Placements && !s.grid.Blocked(s.hover.X, s.hover.Y) && !s.foot.Placement(s.hover) {
		b.WriteString(" · pivot cannot stand")
	}
	if s.layers.Reachable && !s.foot.Reachable(s.hover) && !s.grid.Blocked(s.hover.X, s.hover.Y) {
		b.WriteString(" · unreachable from S")
	}
	return b.String()
}
