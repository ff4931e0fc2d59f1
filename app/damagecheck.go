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
	diff, first := 0, image.Point{-1, -1}
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			i := 4 * (y*f.Layout.W + x)
			if a[i] != b[i] || a[i+1] != b[i+1] || a[i+2] != b[i+2] {
				if diff == 0 {
					first = image.Pt(x, y)
				}
				diff++
			}
		}
	}
	if diff > 0 {
		fmt.Fprintf(c.w, "swath: damage check: map frame %d: %d pixels differ from a whole redraw (first at %d,%d; redrawn %v)\n",
			c.frames, diff, first.X, first.Y, parts)
	}
}
