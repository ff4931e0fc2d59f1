package render

import (
	"bytes"
	"image"
	"math/rand/v2"
	"testing"
)

// TestCopyChangedMatchesAPixelScan checks copyChanged against a plain
// pixel-by-pixel scan: random buffers that differ in a few random pixels
// (and in a byte of a pixel only), random boxes, the same copied pixels and
// the same box returned.
func TestCopyChangedMatchesAPixelScan(t *testing.T) {
	const seed = 7
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	for trial := range 2000 {
		w, h := 1+rng.IntN(40), 1+rng.IntN(12)
		src := Pixels{W: w, H: h, Pix: make([]byte, 4*w*h)}
		for i := range src.Pix {
			src.Pix[i] = byte(rng.IntN(3))
		}
		dst := Pixels{W: w, H: h, Pix: bytes.Clone(src.Pix)}
		for range rng.IntN(6) {
			dst.Pix[rng.IntN(len(dst.Pix))] ^= byte(1 + rng.IntN(255))
		}
		r := image.Rect(rng.IntN(w+2)-1, rng.IntN(h+2)-1, rng.IntN(w+2), rng.IntN(h+2)).Canon()
		want := Pixels{W: w, H: h, Pix: bytes.Clone(dst.Pix)}
		wantBox := pixelScanCopy(&want, &src, r)
		got := copyChanged(&dst, &src, r)
		if got != wantBox || !bytes.Equal(dst.Pix, want.Pix) {
			t.Fatalf("trial %d (%d×%d, box %v): box %v, want %v; pixels equal %v",
				trial, w, h, r, got, wantBox, bytes.Equal(dst.Pix, want.Pix))
		}
	}
}

// pixelScanCopy is copyChanged done one pixel at a time: each row's
// pixels from the first to the last that differ are copied.
func pixelScanCopy(dst, src *Pixels, r image.Rectangle) image.Rectangle {
	r = r.Intersect(image.Rect(0, 0, dst.W, dst.H))
	box := image.Rectangle{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		lo, hi := -1, -1
		for x := r.Min.X; x < r.Max.X; x++ {
			i := 4 * (y*dst.W + x)
			if !bytes.Equal(dst.Pix[i:i+4], src.Pix[i:i+4]) {
				if lo < 0 {
					lo = x
				}
				hi = x
			}
		}
		if lo >= 0 {
			i, j := 4*(y*dst.W+lo), 4*(y*dst.W+hi+1)
			copy(dst.Pix[i:j], src.Pix[i:j])
			box = box.Union(image.Rect(lo, y, hi+1, y+1))
		}
	}
	return box
}
