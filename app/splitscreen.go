package app

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"swath/assets"
	"swath/render"
)

// The split view on the screen (render/panes.go): the map's cells are one
// image, uploaded once whatever the number of panes, and each pane draws
// it scaled into its viewport, then its own overlay image over it, its
// route layer and its shapes. A pane after the first has a screenImages
// of its own for what is its own (its map region's stamps and damage, its
// route image, its overlay), sharing the first's cells, but for a pane
// whose footprint layers are of another footprint: its cells are its own.

// paneOverlay is a pane's overlay on the GPU, one pixel per cell, kept in
// step with its frame's Over where it changed.
type paneOverlay struct {
	img   *ebiten.Image
	shown bool
	// ink holds the overlay's cells that are not transparent (more, once
	// some were cleared: a change adds the ink in its cells, a whole
	// upload finds it afresh)
	ink image.Rectangle
}

// inkOnScreen is the window pixels over the overlay's ink in f's view,
// a pixel wider all round (the cells' quad is placed to a third of a
// pixel).
func (o *paneOverlay) inkOnScreen(f *render.Frame) image.Rectangle {
	if o.ink.Empty() {
		return image.Rectangle{}
	}
	v, m := f.View, f.Layout.Map
	x0, y0 := float64(m.Min.X)+v.OX, float64(m.Min.Y)+v.OY
	return image.Rect(int(math.Floor(x0+float64(o.ink.Min.X)*v.Scale))-1, int(math.Floor(y0+float64(o.ink.Min.Y)*v.Scale))-1,
		int(math.Ceil(x0+float64(o.ink.Max.X)*v.Scale))+1, int(math.Ceil(y0+float64(o.ink.Max.Y)*v.Scale))+1)
}

// upload brings the overlay image up to date with f's (in the split view,
// where the overlay is drawn apart from the cells) and returns the cells
// that changed.
func (o *paneOverlay) upload(f *render.Frame) image.Rectangle {
	if !f.OverApart || f.Over == nil || f.Over.W == 0 {
		if o.img != nil {
			o.img.Deallocate()
			o.img, o.shown = nil, false
		}
		return image.Rectangle{}
	}
	all := image.Rect(0, 0, f.Over.W, f.Over.H)
	dirty := f.OverDirty.Intersect(all)
	if o.img == nil || o.img.Bounds() != all {
		o.img = sized(o.img, f.Over.W, f.Over.H) // off the atlas, as the cells
		dirty = all
	}
	if f.ShowOver != o.shown {
		o.shown, dirty = f.ShowOver, all
	}
	if dirty.Empty() {
		return image.Rectangle{}
	}
	px := f.Over.Sub(dirty)
	writePixels(o.img, dirty, px)
	ink := render.InkOf(px, dirty.Dx(), dirty.Dy())
	if !ink.Empty() {
		ink = ink.Add(dirty.Min)
	}
	if dirty == all {
		o.ink = ink
	} else {
		o.ink = o.ink.Union(ink)
	}
	return dirty
}

// drawPanes draws the split view's panes after the first (f.Panes), each
// only where it changed, as the first pane's map region is drawn: its
// viewport's cells changed (cells, the shared grid's; its overlay's), or
// its shapes. all redraws them whole, and the gaps between them.
func (s *screenImages) drawPanes(screen *ebiten.Image, f *render.Frame, all bool, cells image.Rectangle) {
	if all {
		// only the gaps between the panes: each pane fills its own margins
		// (software GL pays for every pixel filled, and the panes after the
		// first are most of the map's area)
		lay := f.Layout
		for i := 1; i < lay.NPanes; i++ {
			gap := image.Rect(lay.Panes[i-1].Max.X, lay.PaneArea.Min.Y, lay.Panes[i].Min.X, lay.PaneArea.Max.Y)
			if !gap.Empty() {
				screen.SubImage(gap).(*ebiten.Image).Fill(assets.Background)
			}
		}
	}
	for len(s.panes) < len(f.Panes) {
		ps := &screenImages{}
		if s.check != nil {
			ps.check = s.check.paneCheck()
		}
		s.panes = append(s.panes, ps)
	}
	for k, pf := range f.Panes {
		ps := s.panes[k]
		ps.texts.nextFrame()
		own := ps.paneCells(pf, f, s.cells)
		if pf.Grid == f.Grid {
			own = cells // the shared cells' changes
		}
		ps.drawRoute(pf.Route)
		dirty := own.Union(ps.over.upload(pf))
		h := pf.Regions.Hash[render.RegionMap]
		if !all && h == ps.hash[render.RegionMap] && dirty.Empty() && ps.mapDrawn {
			continue
		}
		ps.hash[render.RegionMap] = h
		ps.drawMapRegion(screen, pf, all, dirty)
	}
	s.closePanes(len(f.Panes))
}

// closePanes lets go of the panes' screens after the first n (the split
// view closed, or shows fewer panes): their images, their damage check's,
// and the screens themselves, which the slice's spare room kept until the
// split view opened again.
func (s *screenImages) closePanes(n int) {
	for i, ps := range s.panes[n:] {
		ps.release()
		s.panes[n+i] = nil
	}
	s.panes = s.panes[:n]
}

// stagePanes uploads the panes' staged route layers a strip a frame, as
// stageRoute does the first pane's, and tells their renderers when one is
// up.
func (s *screenImages) stagePanes(f *render.Frame, r *render.Renderer) {
	for k, pf := range f.Panes {
		if k >= len(s.panes) {
			break
		}
		if key, up := s.panes[k].stageRoute(pf.Staged); up {
			r.PaneRouteUploaded(k+1, key)
		}
	}
}

// paneCells points a pane's screen at its cells: the first pane's shared
// ones (shared), or, for a pane whose footprint layers are of another
// footprint (its frame's Grid is its own), an image of its own composed
// as the first pane's is. It returns the pane's own cells that changed,
// and an empty rectangle for shared cells.
func (s *screenImages) paneCells(pf, first *render.Frame, shared *ebiten.Image) image.Rectangle {
	if pf.Grid == first.Grid {
		if s.ownCells && s.cells != nil {
			s.cells.Deallocate()
		}
		s.cells, s.ownCells, s.upTodo, s.cellsFor = shared, false, image.Rectangle{}, render.CellImage{}
		return image.Rectangle{}
	}
	if !s.ownCells {
		s.cells, s.ownCells = nil, true // compose makes its own
	}
	return s.compose(pf)
}

// release lets go of a pane's own images (the pane closed).
func (s *screenImages) release() {
	if s.ownCells && s.cells != nil {
		s.cells.Deallocate()
		s.cells, s.ownCells = nil, false
	}
	for _, img := range []*ebiten.Image{s.route, s.routeUp, s.over.img, s.cpuImg} {
		if img != nil {
			img.Deallocate()
		}
	}
	s.route, s.routeUp, s.over.img, s.cpuImg = nil, nil, nil, nil
	s.texts.release()
	if s.check != nil {
		s.check.release()
	}
}

// panesUploading reports whether a pane's own cells wait for the next
// frames' uploads.
func (s *screenImages) panesUploading() bool {
	for _, ps := range s.panes {
		if ps.ownCells && ps.uploading() {
			return true
		}
	}
	return false
}
