package app

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// writeBand is the most bytes one WritePixels hands Ebitengine: a bigger
// upload goes in bands of rows. Ebitengine copies what WritePixels is given
// into a buffer of a pool it keeps (up to 31 buffers, up to 1 GB) and hands
// the first buffer big enough to the next upload, whatever its size: whole
// route layers (up to 16 MB), CPU-painted lists (a window's, 4 MB), cells
// and overlays of a 512² map (1 MB) left 39 MB of such buffers live after
// three minutes of the soak, 9 MB in its first; in bands the pool keeps at
// most 31 × writeBand (8 MB).
const writeBand = 256 << 10

// writePixels is img.SubImage(r).WritePixels(pix) (pix r's pixels, row
// by row), in bands of at most writeBand bytes (writeBands).
func writePixels(img *ebiten.Image, r image.Rectangle, pix []byte) {
	row := 4 * r.Dx()
	for _, band := range writeBands(r) {
		y0, y1 := band.Min.Y-r.Min.Y, band.Max.Y-r.Min.Y
		img.SubImage(band).(*ebiten.Image).WritePixels(pix[row*y0 : row*y1])
	}
}

// writeBands cuts r into bands of whole rows of at most writeBand bytes
// (one row each where a row is more).
func writeBands(r image.Rectangle) []image.Rectangle {
	if r.Empty() {
		return nil
	}
	rows := max(1, writeBand/(4*r.Dx()))
	bands := make([]image.Rectangle, 0, (r.Dy()+rows-1)/rows)
	for y := r.Min.Y; y < r.Max.Y; y += rows {
		bands = append(bands, image.Rect(r.Min.X, y, r.Max.X, min(r.Max.Y, y+rows)))
	}
	return bands
}
