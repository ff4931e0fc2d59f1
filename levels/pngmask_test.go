package levels

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"swath/pathing"
)

func encodePNG(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestParsePNGThreshold(t *testing.T) {
	// One row of pixels around the 50 % luminance threshold.
	cols := []struct {
		c       color.Color
		blocked bool
	}{
		{color.Gray{0}, true},
		{color.Gray{127}, true},
		{color.Gray{128}, false},
		{color.Gray{255}, false},
		{color.RGBA{255, 0, 0, 255}, true},    // red: 29.9 %
		{color.RGBA{0, 255, 0, 255}, false},   // green: 58.7 %
		{color.RGBA{0, 0, 255, 255}, true},    // blue: 11.4 %
		{color.RGBA{255, 255, 0, 255}, false}, // yellow: 88.6 %
		{color.RGBA{0, 0, 0, 0}, false},       // transparent: seen over white
		{color.NRGBA{0, 0, 0, 127}, false},    // 127/255 black over white: luminance 50.2 %
		{color.NRGBA{0, 0, 0, 128}, true},     // luminance 49.8 %
	}
	img := image.NewNRGBA(image.Rect(10, 20, 10+len(cols), 21)) // bounds not at 0,0
	for i, c := range cols {
		img.Set(10+i, 20, c.c)
	}
	g, err := ParsePNG("p.png", encodePNG(t, img))
	if err != nil {
		t.Fatal(err)
	}
	if g.Width() != len(cols) || g.Height() != 1 {
		t.Fatalf("size %dx%d", g.Width(), g.Height())
	}
	for i, c := range cols {
		if g.Blocked(i, 0) != c.blocked {
			t.Errorf("pixel %d %v: blocked %v, want %v", i, c.c, g.Blocked(i, 0), c.blocked)
		}
	}
}

func TestWritePNGRoundTrip(t *testing.T) {
	g := pathing.ParseGrid("#...#", ".#.#.", "..#..", "#####")
	var b bytes.Buffer
	if err := WritePNG(&b, g); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if c := color.GrayModel.Convert(img.At(0, 0)).(color.Gray); c.Y != 0 {
		t.Errorf("obstacle pixel %v, want black", c)
	}
	if c := color.GrayModel.Convert(img.At(1, 0)).(color.Gray); c.Y != 255 {
		t.Errorf("free pixel %v, want white", c)
	}
	h, err := ParsePNG("rt.png", b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !h.Equal(g) {
		t.Fatalf("have\n%swant\n%s", h, g)
	}
}

func TestParsePNGErrors(t *testing.T) {
	good := encodePNG(t, image.NewGray(image.Rect(0, 0, 4, 4)))
	big := encodePNG(t, image.NewGray(image.Rect(0, 0, MaxSide+1, 1)))
	// A header claiming 100000×100000 pixels: rejected before decoding.
	huge := append([]byte(nil), good...)
	huge[16], huge[17], huge[18], huge[19] = 0, 1, 0x86, 0xa0
	huge[20], huge[21], huge[22], huge[23] = 0, 1, 0x86, 0xa0
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"not png", []byte("hello"), "p.png: not a PNG image"},
		{"empty", nil, "p.png: not a PNG image"},
		{"header only", good[:12], "p.png: bad PNG header"},
		{"truncated", good[:len(good)-20], "p.png: bad PNG data"},
		{"too wide", big, "p.png: the image is 8193x1 pixels; each side must be 1..8192"},
		{"huge", huge, "p.png: "},
	}
	for _, c := range cases {
		g, err := ParsePNG("p.png", c.data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: have %v, want %q", c.name, err, c.want)
		}
		if g != nil {
			t.Errorf("%s: a grid came back with the error", c.name)
		}
	}
}
