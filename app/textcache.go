package app

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// textImages keeps each text the screen draws as an image of its own, so
// that a text drawn again (the split view's figures table, the side
// column's figures, a label) is one image copy instead of being shaped
// and drawn glyph by glyph. Shaping and placing the glyphs was most of a
// frame's CPU on the UI thread in the split view (text.Draw: 87 % of the
// screen's list with 4 panes under --continuous).
//
// An image is the text drawn at the fraction of its position, on a margin
// of textPad pixels, and is copied at whole pixels: each glyph then lands
// on the very pixels, with the very pixel values, that text.Draw gives it
// (its glyphs are placed at whole pixels plus the text's offset, sampled
// with the nearest filter; drawn over transparent pixels they keep their
// colours exactly). --check-damage checks this on every redraw
// (damagecheck.go). The zero value is ready.
type textImages struct {
	m     map[textKey]*textImage
	frame uint64
	// direct draws every text with text.Draw, bypassing the images (the
	// damage check's reference)
	direct bool
}

// textKey is what a text's image depends on: its string, size and colour,
// and the fractions of its position.
type textKey struct {
	s      string
	size   float32
	c      color.RGBA
	fx, fy float32
}

// textImage is a text's image (nil until a second frame draws the text)
// and the last frame that drew it.
type textImage struct {
	img  *ebiten.Image
	used uint64
}

// textPad is the margin round a text's image: glyphs reach a pixel or two
// outside the text's advance and line box.
const textPad = 3

// maxTextImages is the most text images kept; past it those not drawn in
// the last frames go (a window's texts are a few hundred).
const maxTextImages = 1024

// nextFrame starts a frame: texts not drawn for a while may go.
func (t *textImages) nextFrame() {
	t.frame++
	if len(t.m) <= maxTextImages {
		return
	}
	for k, e := range t.m {
		if e.used+textKeepFrames < t.frame {
			if e.img != nil {
				e.img.Deallocate()
			}
			delete(t.m, k)
		}
	}
}

// textKeepFrames is how many frames an unused text image is kept once
// there are more than maxTextImages.
const textKeepFrames = 2

// draw draws str with face at (x, y) (its top left) in colour c on dst,
// as text.Draw does.
func (t *textImages) draw(dst *ebiten.Image, str string, face *text.GoTextFace, x, y float32, c color.RGBA) {
	if t.direct || strings.ContainsRune(str, '\n') || len(t.m) > 4*maxTextImages {
		drawText(dst, str, face, float64(x), float64(y), c)
		return
	}
	ix, iy := math.Floor(float64(x)), math.Floor(float64(y))
	k := textKey{str, float32(face.Size), c, x - float32(ix), y - float32(iy)}
	e := t.m[k]
	if e == nil || (e.img == nil && e.used == t.frame) {
		// the first frame that draws a text draws it glyph by glyph: a
		// value that changes every frame (a plan's time while painting)
		// would otherwise make an image a frame, and software GL pays
		// dearly for each switch to drawing into another image
		if e == nil {
			if t.m == nil {
				t.m = map[textKey]*textImage{}
			}
			t.m[k] = &textImage{used: t.frame}
		}
		drawText(dst, str, face, float64(x), float64(y), c)
		return
	}
	if e.img == nil {
		w, h := text.Measure(str, face, 0)
		img := ebiten.NewImage(int(math.Ceil(w))+2*textPad+1, int(math.Ceil(h))+2*textPad+1)
		drawText(img, str, face, textPad+float64(k.fx), textPad+float64(k.fy), c)
		e.img = img
	}
	e.used = t.frame
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(ix-textPad, iy-textPad)
	dst.DrawImage(e.img, op)
}

// drawText is text.Draw of str at (x, y) in colour c.
func drawText(dst *ebiten.Image, str string, face *text.GoTextFace, x, y float64, c color.RGBA) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, str, face, op)
}

// held is how many text images there are and their pixels.
func (t *textImages) held() (n, pixels int) {
	for _, e := range t.m {
		if e.img != nil {
			n++
			b := e.img.Bounds()
			pixels += b.Dx() * b.Dy()
		}
	}
	return n, pixels
}

// release lets go of every text image.
func (t *textImages) release() {
	for _, e := range t.m {
		if e.img != nil {
			e.img.Deallocate()
		}
	}
	t.m = nil
}
