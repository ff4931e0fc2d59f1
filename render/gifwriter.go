package render

import (
	"bufio"
	"compress/lzw"
	"errors"
	"image"
	"image/color"
	"io"
	"slices"

	"swath/pathing"
)

// lzwPace and diffPace pace the browser's turns of a frame's rows as
// they are coded and as they are compared with the last frame's
// (pathing.Pacer).
var lzwPace, diffPace pathing.Pacer

// GIFWriter writes an animated GIF one frame at a time, so that a long
// animation holds only two frames in memory (image/gif wants them all at
// once). Every frame is quantized to one global palette without dithering
// (cells stay crisp), and only the rectangle that changed since the last
// frame is stored, its unchanged pixels transparent (they compress to
// almost nothing). The animation loops forever.
type GIFWriter struct {
	w      *bufio.Writer
	pal    color.Palette // written to the file, the transparent entry last
	opaque color.Palette // the caller's colours, for quantizing
	width  int
	height int
	prev   *image.RGBA // the last frame as drawn
	idx    *image.Paletted
	cache  map[uint32]uint8
	// clear is the transparent index that keeps the last frame's pixel,
	// or -1 when the palette is full
	clear  int
	frames int
	err    error
	sub    subBlocks
}

// NewGIFWriter writes the GIF header for width×height frames with palette
// pal (at most 256 colours; with 255 or fewer one more index is the
// transparent "unchanged" colour) to w.
func NewGIFWriter(w io.Writer, width, height int, pal color.Palette) (*GIFWriter, error) {
	if len(pal) == 0 || len(pal) > 256 {
		return nil, errors.New("gif: the palette needs 1 to 256 colours")
	}
	if width < 1 || height < 1 || width > 0xffff || height > 0xffff {
		return nil, errors.New("gif: frame size out of range")
	}
	g := &GIFWriter{w: bufio.NewWriter(w), width: width, height: height, cache: map[uint32]uint8{}, clear: -1}
	g.pal, g.opaque = pal, pal
	if len(pal) < 256 {
		g.clear = len(pal)
		g.pal = append(slices.Clip(pal), color.RGBA{})
	}
	pal = g.pal
	bits := 1
	for 1<<bits < len(pal) {
		bits++
	}
	b := g.w
	b.WriteString("GIF89a")
	le16(b, width)
	le16(b, height)
	b.WriteByte(0x80 | byte(bits-1)<<4 | byte(bits-1)) // global table, its size
	b.WriteByte(0)                                     // background colour index
	b.WriteByte(0)                                     // pixel aspect ratio
	for i := 0; i < 1<<bits; i++ {
		var r, gg, bb uint32
		if i < len(pal) {
			r, gg, bb, _ = pal[i].RGBA()
		}
		b.Write([]byte{byte(r >> 8), byte(gg >> 8), byte(bb >> 8)})
	}
	// NETSCAPE2.0 application extension: loop forever
	b.Write([]byte{0x21, 0xff, 0x0b})
	b.WriteString("NETSCAPE2.0")
	b.Write([]byte{0x03, 0x01, 0x00, 0x00, 0x00})
	g.sub.w = b
	return g, g.flushErr()
}

func le16(b *bufio.Writer, v int) { b.Write([]byte{byte(v), byte(v >> 8)}) }

func (g *GIFWriter) flushErr() error {
	if g.err == nil {
		_, g.err = g.w.Write(nil)
	}
	return g.err
}

// Frames is the number of frames written so far.
func (g *GIFWriter) Frames() int { return g.frames }

// Frame appends img (width×height) shown for delay hundredths of a second.
func (g *GIFWriter) Frame(img *image.RGBA, delay int) error {
	if g.err != nil {
		return g.err
	}
	if img.Bounds() != image.Rect(0, 0, g.width, g.height) {
		return errors.New("gif: frame size differs from the animation's")
	}
	r := g.changed(img)
	if r.Empty() {
		r = image.Rect(0, 0, 1, 1) // nothing changed: repeat one pixel
	}
	if g.idx == nil {
		g.idx = image.NewPaletted(image.Rect(0, 0, g.width, g.height), g.pal)
	}
	clear := g.clear
	if g.prev == nil {
		clear = -1 // nothing to keep under the first frame
	}
	g.quantize(img, r, clear)
	b := g.w
	// graphic control extension: disposal 1 (leave in place), the delay,
	// the transparent index
	flags, ti := byte(1<<2), byte(0)
	if clear >= 0 {
		flags, ti = flags|1, byte(clear)
	}
	b.Write([]byte{0x21, 0xf9, 0x04, flags})
	le16(b, min(max(delay, 0), 0xffff))
	b.Write([]byte{ti, 0})
	// image descriptor, no local palette
	b.WriteByte(0x2c)
	le16(b, r.Min.X)
	le16(b, r.Min.Y)
	le16(b, r.Dx())
	le16(b, r.Dy())
	b.WriteByte(0)
	lit := 8
	if len(g.pal) <= 4 {
		lit = 2
	}
	b.WriteByte(byte(lit))
	g.sub.n = 0
	z := lzw.NewWriter(&g.sub, lzw.LSB, lit)
	for y := r.Min.Y; y < r.Max.Y && g.err == nil; y++ {
		if pathing.Yields && y%32 == 0 {
			lzwPace.Yield() // the browser's turn (the web page's one thread): an export's job
		}
		i := g.idx.PixOffset(r.Min.X, y)
		_, g.err = z.Write(g.idx.Pix[i : i+r.Dx()])
	}
	if err := z.Close(); g.err == nil {
		g.err = err
	}
	if g.err == nil {
		g.err = g.sub.flush()
	}
	b.WriteByte(0) // block terminator
	g.frames++
	if g.prev == nil {
		g.prev = image.NewRGBA(img.Rect)
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := img.PixOffset(r.Min.X, y)
		copy(g.prev.Pix[i:i+4*r.Dx()], img.Pix[i:i+4*r.Dx()])
	}
	return g.flushErr()
}

// changed is the bounding box of the pixels that differ from the last frame.
func (g *GIFWriter) changed(img *image.RGBA) image.Rectangle {
	if g.prev == nil {
		return img.Rect
	}
	r := image.Rectangle{}
	row := 4 * g.width
	for y := 0; y < g.height; y++ {
		a, b := img.Pix[y*img.Stride:y*img.Stride+row], g.prev.Pix[y*g.prev.Stride:y*g.prev.Stride+row]
		if slices.Equal(a, b) {
			continue
		}
		x0, x1 := 0, g.width
		for x0 < x1 && [4]byte(a[4*x0:]) == [4]byte(b[4*x0:]) {
			x0++
		}
		for x1 > x0 && [4]byte(a[4*x1-4:]) == [4]byte(b[4*x1-4:]) {
			x1--
		}
		r = r.Union(image.Rect(x0, y, x1, y+1))
	}
	return r
}

// quantize maps the pixels of r to the nearest palette colour, caching the
// answer per colour (a frame has few distinct colours); with clear >= 0 the
// pixels equal to the last frame's get index clear.
func (g *GIFWriter) quantize(img *image.RGBA, r image.Rectangle, clear int) {
	last, lastIdx := uint32(0), uint8(0)
	have := false
	for y := r.Min.Y; y < r.Max.Y; y++ {
		if pathing.Yields && y%32 == 0 {
			diffPace.Yield() // the browser's turn: an export's job
		}
		s := img.Pix[img.PixOffset(r.Min.X, y):]
		d := g.idx.Pix[g.idx.PixOffset(r.Min.X, y):]
		var p []byte
		if clear >= 0 {
			p = g.prev.Pix[g.prev.PixOffset(r.Min.X, y):]
		}
		for x := 0; x < r.Dx(); x++ {
			if p != nil && [4]byte(s[4*x:]) == [4]byte(p[4*x:]) {
				d[x] = uint8(clear)
				continue
			}
			c := uint32(s[4*x])<<24 | uint32(s[4*x+1])<<16 | uint32(s[4*x+2])<<8 | uint32(s[4*x+3])
			if !have || c != last {
				k, ok := g.cache[c]
				if !ok {
					k = uint8(g.opaque.Index(color.RGBA{s[4*x], s[4*x+1], s[4*x+2], s[4*x+3]}))
					g.cache[c] = k
				}
				last, lastIdx, have = c, k, true
			}
			d[x] = lastIdx
		}
	}
}

// Close writes the trailer. It does not close the underlying writer.
func (g *GIFWriter) Close() error {
	if g.err != nil {
		return g.err
	}
	g.w.WriteByte(0x3b)
	if err := g.w.Flush(); err != nil {
		g.err = err
	}
	return g.err
}

// subBlocks cuts a stream into GIF data sub-blocks of up to 255 bytes.
type subBlocks struct {
	w   *bufio.Writer
	buf [255]byte
	n   int
}

func (s *subBlocks) Write(p []byte) (int, error) {
	total := len(p)
	for len(p) > 0 {
		k := copy(s.buf[s.n:], p)
		s.n += k
		p = p[k:]
		if s.n == len(s.buf) {
			if err := s.flush(); err != nil {
				return total - len(p), err
			}
		}
	}
	return total, nil
}

func (s *subBlocks) flush() error {
	if s.n == 0 {
		return nil
	}
	s.w.WriteByte(byte(s.n))
	_, err := s.w.Write(s.buf[:s.n])
	s.n = 0
	return err
}
