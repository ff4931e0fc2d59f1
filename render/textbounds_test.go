package render

import (
	"bytes"
	"math"
	"sync"
	"testing"

	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"

	"swath/assets"
)

var (
	screenFaceOnce sync.Once
	screenFace     *font.Face
	screenFaceErr  error
)

// screenText is the extent of text shape sh as the screen lays it out,
// shaped by go-text (what Ebitengine's text/v2 draws with): how far right
// of X0 its glyphs' ink and its advance reach, and how far below Y0 its
// line does (ascent and descent).
func screenText(t testing.TB, sh *Shape) (right, bottom float64) {
	t.Helper()
	screenFaceOnce.Do(func() { screenFace, screenFaceErr = font.ParseTTF(bytes.NewReader(assets.FontTTF)) })
	if screenFaceErr != nil {
		t.Fatal(screenFaceErr)
	}
	var sp shaping.HarfbuzzShaper
	runes := []rune(sh.Text)
	out := sp.Shape(shaping.Input{
		Text: runes, RunStart: 0, RunEnd: len(runes),
		Direction: di.DirectionLTR, Face: screenFace,
		Size:   fixed.Int26_6(math.Round(float64(sh.Size) * 64)),
		Script: language.Latin, Language: language.NewLanguage("en"),
	})
	f26 := func(v fixed.Int26_6) float64 { return float64(v) / 64 }
	right, pen := f26(out.Advance), 0.0
	for _, g := range out.Glyphs {
		right = max(right, pen+f26(g.XOffset+g.XBearing+g.Width))
		pen += f26(g.XAdvance)
	}
	return right, f26(out.LineBounds.Ascent - out.LineBounds.Descent)
}

// TestTextBoundsHoldTheScreensText: a text shape's box, padded as the
// Damager and the screen's culling pad it, holds the text as the screen
// lays it out (screenText), its ink and its whole advance, at the NPC
// labels' size and at every size from 6 to 40 px in steps of 0.05. A box
// short of the text leaves its last glyphs out of partial redraws (issue
// 22, item 26: an NPC's label at 11.05 px reached 2.8 px past its box of
// 0.6 em a character, go-text scaling the font to the size rounded up).
func TestTextBoundsHoldTheScreensText(t *testing.T) {
	sizes := []float64{assets.TextSize * 0.85, assets.TextSize}
	for s := 6.0; s <= 40; s += 0.05 {
		sizes = append(sizes, math.Round(s*100)/100)
	}
	words := []string{"G npc 10", "S Wide-WWW_", "mmm@@@###", "jpgqy|"}
	const x0, y0 = 100.3, 50.6 // fractional, as the labels are
	for _, size := range sizes {
		for _, w := range words {
			s := Shape{Kind: Text, X0: x0, Y0: y0, Size: float32(size), Text: w}
			right, bottom := screenText(t, &s)
			b := s.Bounds().Inset(-damagePad)
			// the ink reaches at most a pixel past its outline (antialiasing)
			if got, want := b.Max.X, int(math.Ceil(x0+right))+1; got < want {
				t.Errorf("%q at %.2f px: the padded box ends at x %d, the text at %.2f (+1 px of antialiasing: %d); box %v",
					w, size, got, x0+right, want, s.Bounds())
			}
			if got, want := b.Max.Y, int(math.Ceil(y0+bottom))+1; got < want {
				t.Errorf("%q at %.2f px: the padded box ends at y %d, the line at %.2f (%d); box %v",
					w, size, got, y0+bottom, want, s.Bounds())
			}
			if b.Min.X > int(math.Floor(x0))-1 || b.Min.Y > int(math.Floor(y0))-1 {
				t.Errorf("%q at %.2f px: the padded box %v starts after the text's top-left (%v, %v)", w, size, b, x0, y0)
			}
		}
	}
}
