package cli

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"swath/assets"
)

// TestExportOptimal: with --optimal the PNG draws the shortest route in
// its own colour; without it, that colour appears nowhere.
func TestExportOptimal(t *testing.T) {
	m := writeMap(t, exportMap...)
	count := func(more ...string) int {
		out := filepath.Join(t.TempDir(), "route.png")
		code, _, stderr := run(t, exportArgs(m, append([]string{"--png", out, "--scale", "20"}, more...)...)...)
		if code != ExitOK {
			t.Fatalf("exit %d, stderr %q", code, stderr)
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		img, err := png.Decode(f)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if c := image.NewRGBA(image.Rect(0, 0, 1, 1)).ColorModel().Convert(img.At(x, y)); c == assets.Optimal {
					n++
				}
			}
		}
		return n
	}
	if n := count(); n != 0 {
		t.Errorf("%d pixels of the shortest route's colour without --optimal", n)
	}
	if n := count("--optimal"); n < 100 {
		t.Errorf("only %d pixels of the shortest route's colour with --optimal", n)
	}
}
