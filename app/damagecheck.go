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
//
// The split view's panes have a check each (a mirror each), sharing the
// first's scratch: the fresh drawing, the texts' two images and the
// pixels read back, used one check at a time on the UI thread. Each pane
// had its own, 32 MB at 1280×800, and Ebitengine keeps a copy of an
// image's pixels once they are read, until the image is next drawn on:
// about 100 MB of live heap and 64 MB of textures in a split view of four
// (issue 22's soak). The copies are dropped once read (dropReadCopy).
type damageCheck struct {
	w      io.Writer
	mirror *ebiten.Image
	frames int
	texts  int
	shown  render.List
	// scratch is shared with the panes' checks (scratchOf)
	scratch *damageScratch
	inks    int
	// rmirror takes every redraw of the regions but the map's, rfresh
	// a region drawn whole (verifyRegion); rseen the regions the mirror
	// holds. Only the screen's own check has them: the panes' checks
	// check their maps alone.
	rmirror, rfresh *ebiten.Image
	rseen           [render.NumRegions]bool
	ra, rb          []byte
	regions         int
}

// damageScratch is what the screen's checks use one at a time.
type damageScratch struct {
	fresh *ebiten.Image
	a, b  []byte
	// whole takes the map drawn with its layers whole (noInk), compared
	// with fresh, drawn over their ink only; c its pixels
	whole *ebiten.Image
	c     []byte
	// textA and textB take a region's texts drawn from their images and
	// with text.Draw (verifyTexts)
	textA, textB *ebiten.Image
	// clear is a transparent pixel: drawn on the mirror once read, it
	// changes no pixel and drops Ebitengine's copy of them
	clear *ebiten.Image
}

// scratchOf is the check's scratch, made at first use.
func (c *damageCheck) scratchOf() *damageScratch {
	if c.scratch == nil {
		c.scratch = &damageScratch{}
	}
	return c.scratch
}

// paneCheck is a check for a pane's screen, sharing c's scratch.
func (c *damageCheck) paneCheck() *damageCheck {
	return &damageCheck{w: c.w, scratch: c.scratchOf()}
}

// buffers are the scratch's two read-back buffers of n bytes.
func (sc *damageScratch) buffers(n int) ([]byte, []byte) {
	if cap(sc.a) < n {
		sc.a, sc.b = make([]byte, n), make([]byte, n)
	}
	return sc.a[:n], sc.b[:n]
}

// dropReadCopy makes Ebitengine let go of its copy of img's pixels, which
// a read-back leaves until img is next drawn on (a whole window's, 4 MB,
// per image read): a transparent pixel drawn over it changes nothing.
func (sc *damageScratch) dropReadCopy(img *ebiten.Image) {
	if sc.clear == nil {
		sc.clear = ebiten.NewImage(1, 1)
	}
	img.DrawImage(sc.clear, nil)
}

func (c *damageCheck) verify(s *screenImages, f *render.Frame, parts []image.Rectangle) {
	rect := f.Layout.Map
	sc := c.scratchOf()
	if windowImage(&c.mirror, f.Layout) {
		parts = []image.Rectangle{rect}
	}
	windowImage(&sc.fresh, f.Layout)
	for _, p := range parts {
		s.drawMap(c.mirror, f, p)
	}
	s.drawMap(sc.fresh, f, rect)
	a, b := sc.buffers(4 * f.Layout.W * f.Layout.H)
	c.mirror.ReadPixels(a)
	sc.fresh.ReadPixels(b)
	sc.dropReadCopy(c.mirror)
	sc.fresh.Clear() // for the next check; drops its copy too
	c.frames++
	diff, first, box := pixelsDiffer(a, b, rect, f.Layout.W)
	if diff > 0 {
		fmt.Fprintf(c.w, "swath: damage check: map frame %d: %d pixels differ from a whole redraw (first at %d,%d, all in %v; redrawn %v)\n",
			c.frames, diff, first.X, first.Y, box, parts)
		c.explain(s, f, box)
	}
	c.verifyInk(s, f, b)
}

// pixelsDiffer compares the colours of rect's pixels in a and b, two
// windows w pixels wide read back: how many differ, the first and the box
// of them all.
func pixelsDiffer(a, b []byte, rect image.Rectangle, w int) (diff int, first image.Point, box image.Rectangle) {
	first = image.Point{-1, -1}
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			i := 4 * (y*w + x)
			if a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] {
				if diff == 0 {
					first = image.Pt(x, y)
				}
				box = box.Union(image.Rect(x, y, x+1, y+1))
				diff++
			}
		}
	}
	return diff, first, box
}

// verifyInk draws f's whole map region again with the pane's overlay and
// the route layer drawn whole (noInk), not only over their ink, and
// compares it with fresh's pixels: a difference is ink outside an ink box
// (render.InkOf, paneOverlay.ink, RouteLayer.InkBox).
func (c *damageCheck) verifyInk(s *screenImages, f *render.Frame, fresh []byte) {
	sc := c.scratchOf()
	windowImage(&sc.whole, f.Layout)
	sc.whole.Clear()
	s.noInk = true
	s.drawMap(sc.whole, f, f.Layout.Map)
	s.noInk = false
	if cap(sc.c) < len(fresh) {
		sc.c = make([]byte, len(fresh))
	}
	w := sc.c[:len(fresh)]
	sc.whole.ReadPixels(w)
	sc.whole.Clear() // for the next check; drops its copy too
	c.inks++
	rect := f.Layout.Map
	diff, first, box := pixelsDiffer(w, fresh, rect, f.Layout.W)
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
	sc := c.scratchOf()
	windowImage(&sc.textA, f.Layout)
	windowImage(&sc.textB, f.Layout)
	a, b := sc.textA.SubImage(rect).(*ebiten.Image), sc.textB.SubImage(rect).(*ebiten.Image)
	a.Clear()
	b.Clear()
	s.list(a, c.shown, nil, rect)
	s.texts.direct = true
	s.list(b, c.shown, nil, rect)
	s.texts.direct = false
	n = 4 * rect.Dx() * rect.Dy()
	pa, pb := sc.buffers(n)
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	a.Clear() // drops Ebitengine's copies of the two images' pixels
	b.Clear()
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

// release lets go of the check's own images (a pane closed): its
// window-sized mirror (and the regions' two, on the screen's check). The
// scratch is the screen's.
func (c *damageCheck) release() {
	for _, img := range []**ebiten.Image{&c.mirror, &c.rmirror, &c.rfresh} {
		if *img != nil {
			(*img).Deallocate()
			*img = nil
		}
	}
	c.ra, c.rb = nil, nil
}

// heldBytes is the pixels of the check's own images (the mirror) and, with
// scratch, of its scratch's images and buffers.
func (c *damageCheck) heldBytes(scratch bool) int {
	n := imageBytes(c.mirror) + imageBytes(c.rmirror) + imageBytes(c.rfresh) + cap(c.ra) + cap(c.rb)
	if sc := c.scratch; scratch && sc != nil {
		n += cap(sc.a) + cap(sc.b) + cap(sc.c) + imageBytes(sc.fresh) + imageBytes(sc.whole) + imageBytes(sc.textA) + imageBytes(sc.textB)
	}
	return n
}

// imageBytes is img's pixels, 4 bytes each (0 for nil).
func imageBytes(img *ebiten.Image) int {
	if img == nil {
		return 0
	}
	return 4 * img.Bounds().Dx() * img.Bounds().Dy()
}

// windowImage makes *img an image of the window's size, unless it is
// already, and reports whether it made it. It is unmanaged: off the atlas,
// so that the check's images all place pixels alike (on an atlas, sampling
// ties in the scaled cells can round otherwise).
func windowImage(img **ebiten.Image, lay render.Layout) bool {
	if *img != nil && (*img).Bounds().Dx() == lay.W && (*img).Bounds().Dy() == lay.H {
		return false
	}
	if *img != nil {
		(*img).Deallocate()
	}
	*img = ebiten.NewImageWithOptions(image.Rect(0, 0, lay.W, lay.H), &ebiten.NewImageOptions{Unmanaged: true})
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
	windowImage(&c.rfresh, f.Layout)
	if windowImage(&c.rmirror, f.Layout) {
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
