package levels

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"

	"swath/pathing"
)

// pngMagic starts every PNG file.
const pngMagic = "\x89PNG\r\n\x1a\n"

// ParsePNG reads a PNG mask: a pixel is an obstacle when its luminance
// (Rec. 601: 0.299 R + 0.587 G + 0.114 B) is below 50 %. Transparent pixels
// are seen over white, so a drawing on a transparent background works.
// The image is one cell per pixel, 1..MaxSide on each side; the size is
// checked from the header before any pixel is decoded, and the pixels are
// read a row at a time into the grid (readPNGMask): a mask costs its grid,
// whatever its bit depth.
func ParsePNG(file string, data []byte) (*pathing.Grid, error) {
	if !bytes.HasPrefix(data, []byte(pngMagic)) {
		return nil, &ParseError{File: file, Msg: "not a PNG image (the file does not start with the PNG signature)"}
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, &ParseError{File: file, Msg: fmt.Sprintf("bad PNG header: %v", err)}
	}
	if cfg.Width < 1 || cfg.Height < 1 || cfg.Width > MaxSide || cfg.Height > MaxSide {
		return nil, &ParseError{File: file, Msg: fmt.Sprintf("the image is %dx%d pixels; each side must be 1..%d", cfg.Width, cfg.Height, MaxSide)}
	}
	// the grid, and two rows of pixels as the file stores them (up to 8
	// bytes a pixel: 16-bit RGBA); DecodeConfig has checked the IHDR
	// chunk that follows the signature (length, type, then width,
	// height, bit depth, colour type)
	hd := pngReader{depth: int(data[24]), ctype: data[25]}
	rows := 2 * (1 + (int64(hd.bitsPerPixel())*int64(cfg.Width)+7)/8)
	if err := roomToRead(file, cfg.Width, cfg.Height, pngReadBytesPerCell, rows); err != nil {
		return nil, err
	}
	g, err := readPNGMask(data)
	if err != nil {
		return nil, &ParseError{File: file, Msg: fmt.Sprintf("bad PNG data: %v", err)}
	}
	return g, nil
}

// dark reports whether c, seen over white, has luminance below 50 %.
func dark(c color.Color) bool { return darkRGBA(c.RGBA()) }

// darkRGBA is dark of a colour's premultiplied values (0..0xffff).
func darkRGBA(r, g, b, a uint32) bool {
	over := 0xffff - a
	r, g, b = r+over, g+over, b+over
	// 299+587+114 = 1000; compare with half of full scale.
	return 299*uint64(r)+587*uint64(g)+114*uint64(b) < 1000*0xffff/2
}

// maskPalette is the 1-bit palette WritePNG uses: obstacles black, free white.
var maskPalette = color.Palette{color.Gray{Y: 0xff}, color.Gray{Y: 0}}

// WritePNG writes g as a 1-bit PNG mask, one pixel per cell: black obstacles
// on white.
func WritePNG(w io.Writer, g *pathing.Grid) error {
	img := image.NewPaletted(image.Rect(0, 0, g.Width(), g.Height()), maskPalette)
	for y := 0; y < g.Height(); y++ {
		for x := 0; x < g.Width(); x++ {
			if g.Blocked(x, y) {
				img.Pix[y*img.Stride+x] = 1
			}
		}
	}
	return png.Encode(w, img)
}

// LoadPNG reads the PNG mask at path.
func LoadPNG(path string) (*pathing.Grid, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParsePNG(path, data)
}
