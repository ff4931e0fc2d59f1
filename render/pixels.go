package render

import (
	"image"
	"image/color"
)

// Pixels is an image of one pixel per map cell, RGBA premultiplied, row
// after row: the form the app uploads with WritePixels and draws scaled
// with the nearest filter.
type Pixels struct {
	W, H int
	Pix  []byte
	sub  []byte
}

// resize makes p w×h, keeping its buffer when the size is unchanged. It
// reports whether the buffer is new (all transparent).
func (p *Pixels) resize(w, h int) bool {
	if p.W == w && p.H == h && p.Pix != nil {
		return false
	}
	p.W, p.H = w, h
	p.Pix = make([]byte, 4*w*h)
	return true
}

// At returns the colour of cell (x, y).
func (p *Pixels) At(x, y int) color.RGBA {
	i := 4 * (y*p.W + x)
	return color.RGBA{p.Pix[i], p.Pix[i+1], p.Pix[i+2], p.Pix[i+3]}
}

// Sub returns the pixels of r (in cells) packed row after row, as
// WritePixels on a sub-image of r wants them. The slice is reused by the
// next call.
func (p *Pixels) Sub(r image.Rectangle) []byte {
	r = r.Intersect(image.Rect(0, 0, p.W, p.H))
	n := 4 * r.Dx() * r.Dy()
	if cap(p.sub) < n {
		p.sub = make([]byte, n)
	}
	p.sub = p.sub[:n]
	row := 4 * r.Dx()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := 4 * (y*p.W + r.Min.X)
		copy(p.sub[(y-r.Min.Y)*row:], p.Pix[i:i+row])
	}
	return p.sub
}

// cellWriter colours cells of p (those off p are skipped) and keeps the box
// of the cells it wrote.
type cellWriter struct {
	p   *Pixels
	box image.Rectangle
}

func (w *cellWriter) put(x, y int, c [4]byte) {
	p := w.p
	if x < 0 || y < 0 || x >= p.W || y >= p.H {
		return
	}
	i := 4 * (y*p.W + x)
	copy(p.Pix[i:i+4], c[:])
	w.box = w.box.Union(image.Rect(x, y, x+1, y+1))
}
