package render

import (
	"swath/agent"
	"swath/view"
)

// A split view draws the one map once per pane (view.Split): each pane is
// the scene seen through its pane's agent (paneReader) in its own viewport
// (Layout.Panes), with its own overlay and route layer; the map's cells
// are the first pane's Grid, written once, which every pane shares, but
// for a pane whose footprint layers are of another footprint (a cell
// layer on): it writes cells of its own (view.Pane.OwnCells). The
// first pane is the Frame itself, with Layout.Map its viewport; the others
// are Frame.Panes, each a Frame of its own whose UI is empty (their
// captions and the figures table are the first Frame's, under the panes).
// In the split view each pane's overlay is drawn over the shared cells
// (Frame.OverApart), not blended into them.

// paneReader is the scene seen through one pane of its split view: the
// pane's agent as the selected NPC.
type paneReader struct {
	view.Reader
	sel agent.View
	// foot are the pane's footprint layers and their version (nil: the
	// level's own)
	foot    view.FootLayers
	footVer uint64
}

func (p *paneReader) Selected() agent.View { return p.sel }

func (p *paneReader) FootLayers() view.FootLayers {
	if p.foot != nil {
		return p.foot
	}
	return p.Reader.FootLayers()
}

func (p *paneReader) Versions() view.Versions {
	v := p.Reader.Versions()
	if p.foot != nil {
		v.Layers = p.footVer
	}
	return v
}

func (p *paneReader) Agents() []agent.View {
	v := p.Reader.Agents()
	for i := range v {
		if v[i].Selected() {
			v[i] = p.sel
		}
	}
	return v
}

// paneOf is s seen through pane i of sp.
func paneOf(s view.Reader, sp *view.Split, i int) view.Reader {
	pn := &sp.Panes[i]
	return &paneReader{Reader: s, sel: pn.Agent, foot: pn.Foot, footVer: pn.FootVer}
}

// updatePanes brings the frames of the split view's panes after the first
// up to date (one renderer each, kept between frames) in f.Panes; nil
// outside the split view.
func (r *Renderer) updatePanes(s view.Reader, sp *view.Split, v view.View, f *Frame) {
	f.Panes = f.Panes[:0]
	if sp == nil {
		r.panes = nil
		return
	}
	n := f.Layout.NPanes
	for len(r.panes) < n-1 {
		r.panes = append(r.panes, &Renderer{pane: true})
	}
	r.panes = r.panes[:max(n-1, 0)]
	for k, pr := range r.panes {
		i := k + 1
		pr.Export, pr.Strips = r.Export, r.Strips
		pr.RouteLayer, pr.RouteAsync, pr.RouteWake, pr.RouteStaged = r.RouteLayer, r.RouteAsync, r.RouteWake, r.RouteStaged
		pr.paneLay = Layout{W: f.Layout.W, H: f.Layout.H, Map: f.Layout.Panes[i], Export: f.Layout.Export}
		if own := i < len(sp.Panes) && sp.Panes[i].OwnCells; own != pr.ownCells {
			pr.ownCells, pr.grid0 = own, nil // its cells written whole, or let go
			if !own {
				pr.grid = Pixels{}
			}
		}
		pf := pr.Update(paneOf(s, sp, i), v, f.Layout.W, f.Layout.H)
		if !pr.ownCells {
			pf.Grid = f.Grid
		}
		pf.OverApart = true
		f.Panes = append(f.Panes, pf)
	}
}

// paneUploaded is Uploaded for the panes' frames.
func (r *Renderer) panesUploaded() {
	for _, pr := range r.panes {
		pr.Uploaded()
	}
}

// PaneRouteUploaded tells pane i's renderer (1 for the second pane) that
// the screen holds its staged route layer with this key.
func (r *Renderer) PaneRouteUploaded(i int, key uint64) {
	if i >= 1 && i <= len(r.panes) {
		r.panes[i-1].RouteUploaded(key)
	}
}

// panesPending reports whether a pane's renderer has work waiting.
func (r *Renderer) panesPending() bool {
	for _, pr := range r.panes {
		if pr.Pending() {
			return true
		}
	}
	return false
}
