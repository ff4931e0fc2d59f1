package render

import (
	"cmp"
	"image"
	"slices"
)

// Stamp is one shape drawn in the map region: what it draws (a hash of
// it) and the pixels it can touch.
type Stamp struct {
	Hash uint64
	Box  image.Rectangle
}

// DamageTile is the side, in pixels, of the squares a partly changed map
// region is redrawn in.
const DamageTile = 32

const (
	// damagePad widens every box: antialiasing and glyphs can reach a
	// pixel or two past the measured box.
	damagePad = 2
	// maxDamageRects: with more pieces than this the whole region is
	// redrawn (each piece costs a few draw calls).
	maxDamageRects = 24
	// maxDamageShare: with more of the region changed than this, in
	// tiles, the whole region is redrawn.
	maxDamageShare = 0.6
)

// Damager finds what part of the map region changed between two frames.
// It keeps its buffers between calls; the zero value is ready.
type Damager struct {
	a, b  []Stamp
	tiles []bool
	rects []image.Rectangle
}

// Damage returns the rectangles of region to redraw when its shapes went
// from prev to cur and the pixels in cells (the changed cells, on screen)
// changed: every shape present in one list and not the other marks its
// box, padded; the marked tiles of DamageTile pixels are merged into
// rectangles, row runs first, then runs of equal width stacked. whole is
// true when redrawing all of region is the better choice. The result is
// valid until the next call.
func (d *Damager) Damage(region image.Rectangle, prev, cur []Stamp, cells image.Rectangle) (rects []image.Rectangle, whole bool) {
	tw := (region.Dx() + DamageTile - 1) / DamageTile
	th := (region.Dy() + DamageTile - 1) / DamageTile
	if tw <= 0 || th <= 0 {
		return nil, false
	}
	if cap(d.tiles) < tw*th {
		d.tiles = make([]bool, tw*th)
	}
	tiles := d.tiles[:tw*th]
	clear(tiles)
	marked := 0
	mark := func(r image.Rectangle) {
		if r.Empty() {
			return
		}
		r = r.Inset(-damagePad).Intersect(region)
		if r.Empty() {
			return
		}
		r = r.Sub(region.Min)
		for ty := r.Min.Y / DamageTile; ty <= (r.Max.Y-1)/DamageTile; ty++ {
			for tx := r.Min.X / DamageTile; tx <= (r.Max.X-1)/DamageTile; tx++ {
				if !tiles[ty*tw+tx] {
					tiles[ty*tw+tx] = true
					marked++
				}
			}
		}
	}
	mark(cells)
	// the shapes in one list and not in the other, matched as multisets
	order := func(x, y Stamp) int {
		return cmp.Or(cmp.Compare(x.Hash, y.Hash),
			cmp.Compare(x.Box.Min.X, y.Box.Min.X), cmp.Compare(x.Box.Min.Y, y.Box.Min.Y),
			cmp.Compare(x.Box.Max.X, y.Box.Max.X), cmp.Compare(x.Box.Max.Y, y.Box.Max.Y))
	}
	d.a = append(d.a[:0], prev...)
	d.b = append(d.b[:0], cur...)
	slices.SortFunc(d.a, order)
	slices.SortFunc(d.b, order)
	i, j := 0, 0
	for i < len(d.a) || j < len(d.b) {
		switch {
		case j == len(d.b) || (i < len(d.a) && order(d.a[i], d.b[j]) < 0):
			mark(d.a[i].Box)
			i++
		case i == len(d.a) || order(d.a[i], d.b[j]) > 0:
			mark(d.b[j].Box)
			j++
		default:
			i, j = i+1, j+1
		}
	}
	if marked == 0 {
		return nil, false
	}
	if float64(marked) > maxDamageShare*float64(tw*th) {
		return nil, true
	}
	// row runs, each stacked onto the rectangle above when their columns match
	d.rects = d.rects[:0]
	for ty := range th {
		for tx := 0; tx < tw; {
			if !tiles[ty*tw+tx] {
				tx++
				continue
			}
			x0 := tx
			for tx < tw && tiles[ty*tw+tx] {
				tx++
			}
			grown := false
			for k := range d.rects {
				if p := &d.rects[k]; p.Min.X == x0 && p.Max.X == tx && p.Max.Y == ty {
					p.Max.Y, grown = ty+1, true
					break
				}
			}
			if !grown {
				if len(d.rects) == maxDamageRects {
					return nil, true
				}
				d.rects = append(d.rects, image.Rect(x0, ty, tx, ty+1))
			}
		}
	}
	for k, r := range d.rects {
		d.rects[k] = image.Rect(r.Min.X*DamageTile, r.Min.Y*DamageTile, r.Max.X*DamageTile, r.Max.Y*DamageTile).
			Add(region.Min).Intersect(region)
	}
	return d.rects, false
}
