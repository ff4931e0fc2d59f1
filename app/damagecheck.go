package app

import (
	"fmt"
	"image"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"swath/render"
)

// damageCheck verifies the partial redraws of the map (--check-damage, for
// tests and bug reports): it repeats every redraw on a mirror of the
// screen, draws the whole map region afresh on another image, and compares
// their pixels. A difference means a changed part was missed; it is
// reported on w. Slow (two read-backs a frame); off by default.
type damageCheck struct {
	w             io.Writer
	mirror, fresh *ebiten.Image
	a, b          []byte
	frames        int
	// whole takes the map drawn with its layers whole (noInk), compared
	// with fresh, drawn over their ink only; c its pixels
	whole *ebiten.Image
	c     []byte
	inks  int
	// rmirror takes every redraw of the regions but the map's, rfresh
	// a region drawn whole (verifyRegion); rseen the regions the mirror
	// holds
	rmirror, rfresh *ebiten.Image
	rseen           [render.NumRegions]bool
	ra, rb          []byte
	regions         int
	// textA and textB take a region's texts drawn from their images and
	// with text.Draw (verifyTexts)
	textA, textB *ebiten.Image
	texts        int
	shown        render.List
}

func (c *damageCheck) verify(s *screenImages, f *render.Frame, parts []image.Rectangle) {
	rect := f.Layout.Map
	if windowPair(&c.mirror, &c.fresh, f.Layout) {
		parts = []image.Rectangle{rect}
	}
	for _, p := range parts {
		s.drawMap(c.mirror, f, p)
	}
	c.fresh.Clear()
	s.drawMap(c.fresh, f, rect)
	n := 4 * f.Layout.W * f.Layout.H
	if cap(c.a) < n {
		c.a, c.b = make([]byte, n), make([]byte, n)
	}
	a, b := c.a[:n], c.b[:n]
	c.mirror.ReadPixels(a)
	c.fresh.ReadPixels(b)
	c.frames++
	diff, first, box := 0, image.Point{-1, -1}, image.Rectangle{}
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			i := 4 * (y*f.Layout.W + x)
			if a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] {
				if diff == 0 {
					first = image.Pt(x, y)
				}
				box = box.Union(image.Rect(x, y, x+1, y+1))
				diff++
			}
		}
	}
	if diff > 0 {
		fmt.Fprintf(c.w, "swath: damage check: map frame %d: %d pixels differ from a whole redraw (first at %d,%d, all in %v; redrawn %v)\n",
			c.frames, diff, first.X, first.Y, box, parts)
		c.explain(s, f, box)
	}
	c.verifyInk(s, f, b)
}

// verifyInk draws f's whole map region again with the pane's overlay and
// the route layer drawn whole (noInk), not only over their ink, and
// compares it with fresh's pixels: a difference is ink outside an ink box
// (render.InkOf, paneOverlay.ink, RouteLayer.InkBox).
func (c *damageCheck) verifyInk(s *screenImages, f *render.Frame, fresh []byte) {
	if c.whole == nil || c.whole.Bounds() != c.fresh.Bounds() {
		if c.whole != nil {
			c.whole.Deallocate()
		}
		c.whole = ebiten.NewImageWithOptions(c.fresh.Bounds(), &ebiten.NewImageOptions{Unmanaged: true})
	}
	c.whole.Clear()
	s.noInk = true
	s.drawMap(c.whole, f, f.Layout.Map)
	s.noInk = false
	if cap(c.c) < len(fresh) {
		c.c = make([]byte, len(fresh))
	}
	w := c.c[:len(fresh)]
	c.whole.ReadPixels(w)
	c.inks++
	rect := f.Layout.Map
	diff, first, box := 0, image.Point{-1, -1}, image.Rectangle{}
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			i := 4 * (y*f.Layout.W + x)
			if w[i] != fresh[i] || w[i+1] != fresh[i+1] || w[i+2] != fresh[i+2] {
				if diff == 0 {
					first = image.Pt(x, y)
				}
				box = box.Union(image.Rect(x, y, x+1, y+1))
				diff++
			}
		}
	}
	if diff > 0 {
		ink := image.Rectangle{}
		if f.Route != nil {
			ink = f.Route.InkBox()
		}
		fmt.Fprintf(c.w, "swath: damage check: map %d: %d pixels differ from the map with its layers drawn whole (first at %d,%d, all in %v; overlay ink %v on screen %v, route ink %v)\n",
			c.inks, diff, first.X, first.Y, box, s.over.ink, s.over.inkOnScreen(f), ink)
	}
}

// explain says what the last frame's and this frame's stamps hold over
// box (the differing pixels), for a bug report: a shape whose box misses
// pixels it draws, or one drawn where no stamp changed, shows there.
func (c *damageCheck) explain(s *screenImages, f *render.Frame, box image.Rectangle) {
	near := box.Inset(-4)
	say := func(what string, st []render.Stamp) {
		n := 0
		for _, x := range st {
			if x.Box.Overlaps(near) {
				if n < 12 {
					fmt.Fprintf(c.w, "swath: damage check:   %s stamp %016x %v\n", what, x.Hash, x.Box)
				}
				n++
			}
		}
		if n > 12 {
			fmt.Fprintf(c.w, "swath: damage check:   %s: %d more stamps\n", what, n-12)
		}
	}
	say("last", s.stamps)
	say("this", f.Regions.Stamps)
	if r := f.Route; r != nil {
		fmt.Fprintf(c.w, "swath: damage check:   route layer key %d box %v zoom %g at %.2f,%.2f\n", r.Key, r.Box(), r.Zoom, r.X, r.Y)
	}
	fmt.Fprintf(c.w, "swath: damage check:   view %+v (last %+v) overlay %v over-apart %v\n", f.View, s.mapView, f.ShowOver, f.OverApart)
}

// verifyTexts draws the texts among l's shapes at items (nil: all of l)
// that reach into rect twice, on transparent pixels, from their images
// (textImages) and with text.Draw, and reports the pixels that differ: a
// text image that is not the text as text.Draw puts it (placed a pixel
// off, at another fraction of a pixel, in another colour, or another
// text's). On transparent pixels the two agree exactly; over other pixels
// an image's edge pixels may differ from text.Draw's by one in 255, as
// they are rounded once more.
func (c *damageCheck) verifyTexts(s *screenImages, f *render.Frame, l render.List, items []int32, rect image.Rectangle) {
	c.shown = c.shown[:0]
	n := len(l)
	if items != nil {
		n = len(items)
	}
	for k := range n {
		i := k
		if items != nil {
			i = int(items[k])
		}
		if l[i].Kind == render.Text && l[i].Bounds().Overlaps(rect) {
			c.shown = append(c.shown, l[i])
		}
	}
	if len(c.shown) == 0 {
		return
	}
	windowPair(&c.textA, &c.textB, f.Layout)
	a, b := c.textA.SubImage(rect).(*ebiten.Image), c.textB.SubImage(rect).(*ebiten.Image)
	a.Clear()
	b.Clear()
	s.list(a, c.shown, nil, rect)
	s.texts.direct = true
	s.list(b, c.shown, nil, rect)
	s.texts.direct = false
	n = 4 * rect.Dx() * rect.Dy()
	if cap(c.a) < n {
		c.a, c.b = make([]byte, n), make([]byte, n)
	}
	pa, pb := c.a[:n], c.b[:n]
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	c.texts++
	diff, first := 0, image.Point{-1, -1}
	for i := 0; i < n; i += 4 {
		if pa[i] != pb[i] || pa[i+1] != pb[i+1] || pa[i+2] != pb[i+2] || pa[i+3] != pb[i+3] {
			if diff == 0 {
				first = rect.Min.Add(image.Pt(i/4%rect.Dx(), i/4/rect.Dx()))
			}
			diff++
		}
	}
	if diff > 0 {
		fmt.Fprintf(c.w, "swath: damage check: texts %d: %d pixels of the %d texts in %v differ from text.Draw's (first at %d,%d)\n",
			c.texts, diff, len(c.shown), rect, first.X, first.Y)
	}
}

// windowPair makes *a and *b two images of the window's size, unless they
// are already, and reports whether it made them. They are unmanaged: off
// the atlas, so that both place pixels alike (on an atlas, sampling ties
// in the scaled cells can round otherwise).
func windowPair(a, b **ebiten.Image, lay render.Layout) bool {
	if *a != nil && (*a).Bounds().Dx() == lay.W && (*a).Bounds().Dy() == lay.H {
		return false
	}
	if *a != nil {
		(*a).Deallocate()
		(*b).Deallocate()
	}
	r := image.Rect(0, 0, lay.W, lay.H)
	opts := &ebiten.NewImageOptions{Unmanaged: true}
	*a, *b = ebiten.NewImageWithOptions(r, opts), ebiten.NewImageWithOptions(r, opts)
	return true
}

// verifyRegion checks a redraw of region r (not the map's) in parts: it
// repeats the parts on a mirror of the regions, draws the whole region
// afresh on another image, and reports the pixels that differ (a changed
// shape whose box missed pixels it draws), but by one in 255. The panel over the side
// column is a copy of the same parts (drawPanel) and is left out.
func (c *damageCheck) verifyRegion(s *screenImages, f *render.Frame, r render.Region, parts []image.Rectangle) {
	rect := f.Layout.Rect(r)
	items := f.Regions.Items[r]
	if windowPair(&c.rmirror, &c.rfresh, f.Layout) {
		c.rmirror.Clear()
		for k := range c.rseen {
			c.rseen[k] = false
		}
	}
	if !c.rseen[r] {
		parts = []image.Rectangle{rect} // the mirror holds nothing of r yet
		c.rseen[r] = true
	}
	for _, p := range parts {
		s.drawRegion(c.rmirror, f, items, rect, p)
	}
	if len(parts) == 1 && parts[0] == rect {
		return // a whole redraw: nothing to compare
	}
	fresh := c.rfresh.SubImage(rect).(*ebiten.Image)
	fresh.Clear()
	s.drawRegion(c.rfresh, f, items, rect, rect)
	n := 4 * rect.Dx() * rect.Dy()
	if cap(c.ra) < n {
		c.ra, c.rb = make([]byte, n), make([]byte, n)
	}
	a, b := c.ra[:n], c.rb[:n]
	c.rmirror.SubImage(rect).(*ebiten.Image).ReadPixels(a)
	fresh.ReadPixels(b)
	c.regions++
	diff, first := 0, image.Point{-1, -1}
	// a text drawn glyph by glyph the first frame and from its image after
	// (textcache.go) may differ by one in 255 at its edges over the
	// background: not a missed change
	far := func(x, y byte) bool { return int(x) > int(y)+1 || int(y) > int(x)+1 }
	for i := 0; i < n; i += 4 {
		if far(a[i], b[i]) || far(a[i+1], b[i+1]) || far(a[i+2], b[i+2]) || far(a[i+3], b[i+3]) {
			if diff == 0 {
				first = rect.Min.Add(image.Pt(i/4%rect.Dx(), i/4/rect.Dx()))
			}
			diff++
		}
	}
	if diff > 0 {
		fmt.Fprintf(c.w, "swath: damage check: %s region %d: %d pixels differ from a whole redraw (first at %d,%d; redrawn %v)\n",
			r, c.regions, diff, first.X, first.Y, parts)
	}
}
