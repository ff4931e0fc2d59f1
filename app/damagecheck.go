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
}

func (c *damageCheck) verify(s *screenImages, f *render.Frame, parts []image.Rectangle) {
	rect := f.Layout.Map
	if c.mirror == nil || c.mirror.Bounds().Dx() != f.Layout.W || c.mirror.Bounds().Dy() != f.Layout.H {
		if c.mirror != nil {
			c.mirror.Deallocate()
			c.fresh.Deallocate()
		}
		// unmanaged: off the atlas, so that both place pixels alike (on
		// an atlas, sampling ties in the scaled cells can round otherwise)
		b := image.Rect(0, 0, f.Layout.W, f.Layout.H)
		opts := &ebiten.NewImageOptions{Unmanaged: true}
		c.mirror, c.fresh = ebiten.NewImageWithOptions(b, opts), ebiten.NewImageWithOptions(b, opts)
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
