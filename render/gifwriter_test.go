package render

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"strings"
	"testing"

	"swath/assets"
)

// decodeFrames decodes a GIF and composes its frames (disposal "leave in
// place") into full pictures.
func decodeFrames(t *testing.T, data []byte) (*gif.GIF, []*image.RGBA) {
	t.Helper()
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the GIF does not decode: %v", err)
	}
	canvas := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	var out []*image.RGBA
	for _, fr := range g.Image {
		draw.Draw(canvas, fr.Bounds(), fr, fr.Bounds().Min, draw.Over)
		c := image.NewRGBA(canvas.Rect)
		copy(c.Pix, canvas.Pix)
		out = append(out, c)
	}
	return g, out
}

// GIFWriter's frames decode with image/gif to the pictures given, within
// the palette's precision, and unchanged frames still count.
func TestGIFWriterRoundTrip(t *testing.T) {
	const w, h = 40, 30
	pal := color.Palette{assets.Free, assets.Obstacle, assets.Waypoint, assets.Goal, assets.Text}
	frames := make([]*image.RGBA, 4)
	for k := range frames {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(img, img.Rect, image.NewUniform(assets.Free), image.Point{}, draw.Src)
		// a block that moves, and one that stays
		draw.Draw(img, image.Rect(5*k, 3, 5*k+6, 9), image.NewUniform(assets.Waypoint), image.Point{}, draw.Src)
		draw.Draw(img, image.Rect(30, 20, 38, 28), image.NewUniform(assets.Goal), image.Point{}, draw.Src)
		frames[k] = img
	}
	frames = append(frames, frames[3]) // nothing changes
	var buf bytes.Buffer
	gw, err := NewGIFWriter(&buf, w, h, pal)
	if err != nil {
		t.Fatal(err)
	}
	for k, f := range frames {
		if err := gw.Frame(f, 10+k); err != nil {
			t.Fatal(err)
		}
	}
	if err := gw.Close(); err != nil {
		t.Fatal(err)
	}
	g, got := decodeFrames(t, buf.Bytes())
	if len(got) != len(frames) || g.Config.Width != w || g.Config.Height != h {
		t.Fatalf("%d frames of %dx%d, want %d of %dx%d", len(got), g.Config.Width, g.Config.Height, len(frames), w, h)
	}
	if g.LoopCount != 0 {
		t.Errorf("loop count %d, want 0 (forever)", g.LoopCount)
	}
	for k := range frames {
		if g.Delay[k] != 10+k {
			t.Errorf("frame %d: delay %d, want %d", k, g.Delay[k], 10+k)
		}
		if bad, worst := diff(got[k], frames[k], 0); bad > 0 {
			t.Errorf("frame %d: %d pixels differ (worst %d)", k, bad, worst)
		}
	}
	if b := g.Image[1].Bounds(); b.Dx() >= w || b.Dy() >= h {
		t.Errorf("frame 1 stores %v: only the changed rectangle should be stored", b)
	}
}

func TestGIFWriterBadInput(t *testing.T) {
	var buf bytes.Buffer
	if _, err := NewGIFWriter(&buf, 10, 10, nil); err == nil {
		t.Error("no palette: no error")
	}
	gw, err := NewGIFWriter(&buf, 10, 10, color.Palette{assets.Free})
	if err != nil {
		t.Fatal(err)
	}
	if err := gw.Frame(image.NewRGBA(image.Rect(0, 0, 11, 10)), 5); err == nil {
		t.Error("a frame of another size: no error")
	}
}

// The palette holds the app's colours exactly and the most used others.
func TestGIFPalette(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 50, 50))
	odd := color.RGBA{0x10, 0x80, 0x20, 0xff}
	draw.Draw(img, img.Rect, image.NewUniform(odd), image.Point{}, draw.Src)
	pal := GIFPalette(img)
	if len(pal) > 256 {
		t.Fatalf("%d colours", len(pal))
	}
	for _, c := range []color.RGBA{assets.Free, assets.Obstacle, assets.Waypoint, odd, Over(assets.Free, assets.Band)} {
		if got := pal.Convert(c); got != c {
			t.Errorf("%v becomes %v", c, got)
		}
	}
}

// failAfter accepts n bytes, then fails.
type failAfter struct{ n int }

func (f *failAfter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k := f.n
		f.n = 0
		return k, errors.New("disk full")
	}
	f.n -= len(p)
	return len(p), nil
}

// A failing writer is reported by Frame or Close, never ignored.
func TestGIFWriterWriteError(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 300, 200))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	gw, err := NewGIFWriter(&failAfter{n: 1000}, 300, 200, color.Palette{assets.Free, assets.Obstacle, assets.Text})
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 3 && err == nil; k++ {
		err = gw.Frame(img, 10)
	}
	if err == nil {
		err = gw.Close()
	}
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("got %v, want the writer's error", err)
	}
}
