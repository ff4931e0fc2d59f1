package splitview

import (
	"swath/footlayers"
	"swath/pathing"
	"swath/view"
)

// Each pane shows the footprint layers of its own footprint (issue 16's
// placements, reachable, clearance and tightest squeeze). The cell layers
// depend on the footprint and the search mode (the start is the level's):
// a pane with the level's own shares the level's layers, panes with
// another share one footlayers.Layers per distinct footprint and mode,
// computed as the level's are (in the tick on a small map, by a job on a
// big one: FootJobs). The squeeze follows each pane's own route.

// footKey is what a pane's cell layers depend on besides the map.
type footKey struct {
	agent pathing.Footprint
	mode  pathing.SearchMode
}

// FootLevel is the level as the panes' footprint layers read it.
type FootLevel struct {
	// Layers is the level's own footprint layers (the selected NPC's)
	Layers *footlayers.Layers
	// Level is what they were brought up to date with; its On, Query
	// and Plan are the selected NPC's
	Level footlayers.Level
}

// paneFoot is one pane's footprint layers as drawing reads them: the cell
// layers of its footprint and the squeeze of its own route.
type paneFoot struct {
	cells *footlayers.Layers
	on    view.Layers
	sq    pathing.Squeeze
	sqOK  bool
	// what the squeeze is of
	sqPlan, sqGrid uint64
	sqDone         bool
}

func (p *paneFoot) On() view.Layers {
	on := p.cells.On()
	on.Squeeze = p.on.Squeeze
	return on
}
func (p *paneFoot) Placement(pt pathing.Point) bool       { return p.cells.Placement(pt) }
func (p *paneFoot) Reachable(pt pathing.Point) bool       { return p.cells.Reachable(pt) }
func (p *paneFoot) Clearance(pt pathing.Point) int        { return p.cells.Clearance(pt) }
func (p *paneFoot) MaxClearance() int                     { return p.cells.MaxClearance() }
func (p *paneFoot) Changes(v uint64) (pathing.Rect, bool) { return p.cells.Changes(v) }
func (p *paneFoot) Squeeze() (pathing.Squeeze, bool) {
	return p.sq, p.on.Squeeze && p.sqOK
}

// RefreshFoot brings every pane's footprint layers up to date after a
// change, as footlayers.Layers.Refresh does the level's: the cell layers
// of each footprint other than the level's (made, refreshed, let go when
// no pane has it any more) and each pane's squeeze. It reports whether a
// pane's picture in them changed (the caller redraws).
func (st *State) RefreshFoot(l FootLevel) (changed bool) {
	if !st.On {
		st.foot, st.paneFoot = nil, nil
		return false
	}
	lv := l.Level
	own := footKey{lv.Query.Agent, lv.Query.Search}
	used := map[footKey]bool{}
	if len(st.paneFoot) != len(st.Panes) {
		st.paneFoot = make([]*paneFoot, len(st.Panes))
	}
	for i, a := range st.Panes {
		q := a.Query()
		k := footKey{q.Agent, q.Search}
		pf := st.paneFoot[i]
		if pf == nil {
			pf = &paneFoot{}
			st.paneFoot[i] = pf
		}
		pf.on = lv.On
		cells := l.Layers
		if k != own {
			used[k] = true
			if st.foot == nil {
				st.foot = map[footKey]*footlayers.Layers{}
			}
			cells = st.foot[k]
			if cells == nil {
				cells = &footlayers.Layers{}
				st.foot[k] = cells
			}
		}
		pf.cells = cells
		if pf.on.Squeeze && (!pf.sqDone || pf.sqPlan != lv.PlanVer || pf.sqGrid != lv.GridVer) {
			p := a.Plan()
			pf.sq, pf.sqOK = pathing.TightestSqueeze(lv.Grid, q.Agent, p.Waypoints)
			pf.sqOK = pf.sqOK && p.Found
			pf.sqPlan, pf.sqGrid, pf.sqDone = lv.PlanVer, lv.GridVer, true
			changed = true
		}
		if !pf.on.Squeeze {
			pf.sqDone = false
		}
	}
	for k, f := range st.foot {
		if !used[k] {
			delete(st.foot, k)
			continue
		}
		before := f.Version()
		fl := lv
		fl.Query.Agent, fl.Query.Search = k.agent, k.mode
		fl.On.Squeeze = false // each pane's own, above
		fl.Plan = nil
		f.Refresh(fl)
		changed = changed || f.Version() != before
	}
	return changed
}

// paneFootOf is pane i's (after the first) footprint layers and their
// version, and whether its cell layers are of another footprint than the
// level's with a cell layer on (its cells are then drawn apart); nil when
// the split view has none for it.
func (st *State) paneFootOf(i int) (f *paneFoot, ownCells bool) {
	if i >= len(st.paneFoot) || st.paneFoot[i] == nil || st.paneFoot[i].cells == nil {
		return nil, false
	}
	f = st.paneFoot[i]
	on := f.cells.On()
	return f, st.HasFoot(f.cells) && (on.Placements || on.Reachable || on.Clearance)
}

// FootJobs are the jobs that would bring the panes' cell layers of big
// maps up to date (footlayers.Layers.Next), one per footprint at most;
// snap gives the copy of the map each reads.
func (st *State) FootJobs(async bool, snap func() *pathing.Grid) (layers *footlayers.Layers, w *footlayers.Work) {
	for _, f := range st.foot {
		if w := f.Next(async, snap); w != nil {
			return f, w
		}
	}
	return nil, nil
}

// HasFoot reports whether f is the cell layers of a pane's footprint
// still (a job of one let go is stale).
func (st *State) HasFoot(f *footlayers.Layers) bool {
	for _, c := range st.foot {
		if c == f {
			return true
		}
	}
	return false
}
