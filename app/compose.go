package app

import (
	"image"
	"slices"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"swath/assets"
	"swath/render"
)

// compositor remembers what is on the screen (which the app does not clear
// between frames) so that a frame redraws only the parts that changed: the
// map, the band under it (timeline and status bar) and the side column,
// which is kept in an offscreen image with the options panel drawn on it.
// Under software GL every draw call costs, and the side column (mostly
// text and the panel's many rectangles) rarely changes.
type compositor struct {
	// size is the screen's size last drawn; zero before the first frame.
	size image.Point
	lay  render.Layout
	// full asks the next frame to redraw everything (after a help overlay
	// or a dialog, which cover the whole window).
	full bool

	mapKey       mapKey
	mapList      render.List
	mapPts       []float32
	side, bottom render.List // this frame's split of the UI list
	lastSide     render.List
	sidePts      []float32
	lastBottom   render.List
	bottomPts    []float32
	sideImg      *ebiten.Image
}

// mapKey is what, besides the map's display list, decides the map's pixels.
type mapKey struct {
	rect       image.Rectangle
	ox, oy, sc float64
	showOver   bool
}

// split sorts the UI list's shapes into the side column's and the bottom
// band's, by where they start. A shape may run past the right edge of
// either: the side column's background covers what spills from the band
// (the frame draws it later) and the window's edge ends the column. split
// reports false when a shape starts elsewhere (over the map); the caller
// then redraws the whole window.
func (c *compositor) split(ui render.List, lay render.Layout) bool {
	c.side, c.bottom = c.side[:0], c.bottom[:0]
	side, bottom := toF(lay.Side), toF(bottomRect(lay))
	const e = 0.5
	for _, sh := range ui {
		b := bounds(&sh)
		switch {
		case b.x0 >= side.x0-e && b.y0 >= side.y0-e:
			c.side = append(c.side, sh)
		case b.x0 >= bottom.x0-e && b.y0 >= bottom.y0-e:
			c.bottom = append(c.bottom, sh)
		default:
			return false
		}
	}
	return true
}

// bottomRect is the band under the map, left of the side column: the
// timeline band (when shown) and the status bar.
func bottomRect(lay render.Layout) image.Rectangle {
	return image.Rect(0, lay.Map.Max.Y, lay.Side.Min.X, lay.H)
}

type fbox struct{ x0, y0, x1, y1 float32 }

func toF(r image.Rectangle) fbox {
	return fbox{float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)}
}

// bounds is the box a shape may paint (text: Go Mono's advance, a line
// and a half high).
func bounds(sh *render.Shape) fbox {
	switch sh.Kind {
	case render.Line:
		h := sh.Size / 2
		return fbox{min(sh.X0, sh.X1) - h, min(sh.Y0, sh.Y1) - h, max(sh.X0, sh.X1) + h, max(sh.Y0, sh.Y1) + h}
	case render.Circle:
		return fbox{sh.X0 - sh.Size, sh.Y0 - sh.Size, sh.X0 + sh.Size, sh.Y0 + sh.Size}
	case render.Polygon:
		if len(sh.Pts) < 2 {
			return fbox{sh.X0, sh.Y0, sh.X0, sh.Y0}
		}
		b := fbox{sh.Pts[0], sh.Pts[1], sh.Pts[0], sh.Pts[1]}
		for i := 2; i+1 < len(sh.Pts); i += 2 {
			b.x0, b.x1 = min(b.x0, sh.Pts[i]), max(b.x1, sh.Pts[i])
			b.y0, b.y1 = min(b.y0, sh.Pts[i+1]), max(b.y1, sh.Pts[i+1])
		}
		return b
	case render.Text:
		w := 0.6 * sh.Size * float32(utf8.RuneCountInString(sh.Text))
		return fbox{sh.X0, sh.Y0, sh.X0 + w, sh.Y0 + sh.Size*1.4}
	default: // Rect, Outline
		return fbox{min(sh.X0, sh.X1), min(sh.Y0, sh.Y1), max(sh.X0, sh.X1), max(sh.Y0, sh.Y1)}
	}
}

// sameList reports whether two display lists draw the same.
func sameList(a, b render.List) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := &a[i], &b[i]
		if x.Kind != y.Kind || x.X0 != y.X0 || x.Y0 != y.Y0 || x.X1 != y.X1 || x.Y1 != y.Y1 ||
			x.Size != y.Size || x.Color != y.Color || x.Text != y.Text || !slices.Equal(x.Pts, y.Pts) {
			return false
		}
	}
	return true
}

// keep copies src into *dst, the points into *pts, so that the renderer
// reusing its buffers cannot change the copy.
func keep(dst *render.List, pts *[]float32, src render.List) {
	*dst, *pts = append((*dst)[:0], src...), (*pts)[:0]
	for _, sh := range src {
		*pts = append(*pts, sh.Pts...)
	}
	at := 0
	for i := range *dst {
		n := len((*dst)[i].Pts)
		if n > 0 {
			(*dst)[i].Pts = (*pts)[at : at+n : at+n]
		}
		at += n
	}
}

// drawOptions says what Draw knows beyond the frame.
type drawOptions struct {
	// overlay is true while the help or a dialog covers the window: all is
	// drawn, without the panel.
	overlay bool
	// mapAlways redraws the map even when it did not change (--continuous).
	mapAlways bool
	// panel draws the options panel; panelChanged says that it may look
	// different from the last time it was drawn.
	panel        func(*ebiten.Image)
	panelChanged bool
}

// draw puts f on the screen, redrawing only what changed since the last
// call. It reports whether it drew the panel.
func (s *screenImages) draw(screen *ebiten.Image, f *render.Frame, o drawOptions) bool {
	gridNew := s.upload(&s.grid, f.Grid, f.GridDirty)
	overNew := s.upload(&s.over, f.Over, f.OverDirty)
	c := &s.comp
	size := screen.Bounds().Size()
	if o.overlay || !c.split(f.UI, f.Layout) {
		// the whole window, in the order the frame gives
		screen.Fill(assets.Background)
		s.drawMap(screen, f)
		s.list(screen, f.UI)
		c.full = true
		if o.overlay {
			return false
		}
		o.panel(screen)
		return true
	}
	full := c.full || size != c.size || f.Layout != c.lay
	if full {
		screen.Fill(assets.Background)
	}
	key := mapKey{f.Layout.Map, f.View.OX, f.View.OY, f.View.Scale, f.ShowOver}
	if full || o.mapAlways || gridNew || overNew || !f.GridDirty.Empty() || !f.OverDirty.Empty() ||
		key != c.mapKey || !sameList(f.Map, c.mapList) {
		if !full {
			screen.SubImage(f.Layout.Map).(*ebiten.Image).Fill(assets.Background)
		}
		s.drawMap(screen, f)
		c.mapKey = key
		keep(&c.mapList, &c.mapPts, f.Map)
	}
	if full || !sameList(c.bottom, c.lastBottom) {
		b := screen.SubImage(bottomRect(f.Layout)).(*ebiten.Image)
		if !full {
			b.Fill(assets.Background)
		}
		s.list(b, c.bottom)
		keep(&c.lastBottom, &c.bottomPts, c.bottom)
	}
	drew := false
	if full || o.panelChanged || !sameList(c.side, c.lastSide) {
		if c.sideImg == nil || c.sideImg.Bounds().Size() != size {
			if c.sideImg != nil {
				c.sideImg.Deallocate()
			}
			// window-sized: the panel draws at window coordinates
			c.sideImg = ebiten.NewImage(size.X, size.Y)
		}
		side := c.sideImg.SubImage(f.Layout.Side).(*ebiten.Image)
		side.Fill(assets.Background)
		s.list(side, c.side)
		o.panel(c.sideImg)
		keep(&c.lastSide, &c.sidePts, c.side)
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		op.GeoM.Translate(float64(f.Layout.Side.Min.X), float64(f.Layout.Side.Min.Y))
		screen.DrawImage(side, op)
		drew = true
	}
	c.full, c.size, c.lay = false, size, f.Layout
	return drew
}

// drawMap draws the two cell images scaled with the nearest filter, then
// the map's display list, clipped to the map.
func (s *screenImages) drawMap(screen *ebiten.Image, f *render.Frame) {
	m := screen.SubImage(f.Layout.Map).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
	op.GeoM.Scale(f.View.Scale, f.View.Scale)
	op.GeoM.Translate(float64(f.Layout.Map.Min.X)+f.View.OX, float64(f.Layout.Map.Min.Y)+f.View.OY)
	m.DrawImage(s.grid, op)
	if f.ShowOver {
		m.DrawImage(s.over, op)
	}
	s.list(m, f.Map)
}
