package render

import (
	"image/color"
	"math"
	"math/rand/v2"
	"testing"
)

// TestOverRoundsToNearest checks every channel value of Over against the
// formula in floating point, rounded: s + d·(255 − a)/255 for every
// premultiplied source (s ≤ a) and destination.
func TestOverRoundsToNearest(t *testing.T) {
	for a := 0; a < 256; a++ {
		for s := 0; s <= a; s++ {
			for d := 0; d < 256; d++ {
				want := uint8(math.Round(float64(s) + float64(d)*float64(255-a)/255))
				got := Over(color.RGBA{uint8(d), 0, 0, 0xff}, color.RGBA{uint8(s), 0, 0, uint8(a)})
				if got.R != want {
					t.Fatalf("s %d a %d over d %d: have %d, want %d", s, a, d, got.R, want)
				}
			}
		}
	}
}

// TestOverOpaque: an opaque source hides the destination, a clear one
// leaves it, and anything over an opaque destination stays opaque.
func TestOverOpaque(t *testing.T) {
	dst := color.RGBA{0x22, 0x26, 0x2d, 0xff}
	src := color.RGBA{0x10, 0x20, 0x30, 0xff}
	if got := Over(dst, src); got != src {
		t.Errorf("opaque over: have %v, want %v", got, src)
	}
	if got := Over(dst, color.RGBA{}); got != dst {
		t.Errorf("clear over: have %v, want %v", got, dst)
	}
	if got := Over(dst, color.RGBA{0x08, 0x10, 0x04, 0x40}); got.A != 0xff {
		t.Errorf("over an opaque pixel: alpha %d, want 255", got.A)
	}
}

// TestOverPixelsIsOver: the byte form gives Over's colour at every pixel
// (random premultiplied pixels, seed logged).
func TestOverPixelsIsOver(t *testing.T) {
	const seed = 21
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	pix := func() color.RGBA {
		a := uint8(r.IntN(256))
		c := func() uint8 { return uint8(r.IntN(int(a) + 1)) }
		return color.RGBA{c(), c(), c(), a}
	}
	const n = 1000
	dst, src := make([]byte, 4*n), make([]byte, 4*n)
	want := make([]color.RGBA, n)
	for i := range n {
		d, s := pix(), pix()
		copy(dst[4*i:], []byte{d.R, d.G, d.B, d.A})
		copy(src[4*i:], []byte{s.R, s.G, s.B, s.A})
		want[i] = Over(d, s)
	}
	OverPixels(dst, src)
	for i := range n {
		if got := (color.RGBA{dst[4*i], dst[4*i+1], dst[4*i+2], dst[4*i+3]}); got != want[i] {
			t.Fatalf("pixel %d: have %v, want %v", i, got, want[i])
		}
	}
}
