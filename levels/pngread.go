package levels

import (
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"

	"swath/pathing"
)

// readPNGMask decodes a PNG straight into a grid, a row at a time: image/png
// would first make the whole image (up to 8 bytes a pixel: 512 MB for a
// 16-bit 8192² mask that compresses to half a megabyte). It reads what
// image/png reads, with the same colours (palettes, transparency, 1 to 16
// bits, Adam7 interlacing) and refuses what it refuses; a pixel is an
// obstacle when dark (see ParsePNG). Errors are image/png's words.
func readPNGMask(data []byte) (*pathing.Grid, error) {
	d := pngReader{data: data, at: len(pngMagic)}
	if len(data) < len(pngMagic) || string(data[:len(pngMagic)]) != pngMagic {
		return nil, errors.New("not a PNG file")
	}
	stage := 0 // 0 start, 1 IHDR, 2 PLTE, 3 tRNS, 4 IDAT
	for {
		typ, body, err := d.chunk()
		if err != nil {
			return nil, err
		}
		switch typ {
		case "IHDR":
			if stage != 0 {
				return nil, errChunkOrder
			}
			stage = 1
			if err := d.header(body); err != nil {
				return nil, err
			}
		case "PLTE":
			if stage != 1 {
				return nil, errChunkOrder
			}
			stage = 2
			if err := d.plte(body); err != nil {
				return nil, err
			}
		case "tRNS":
			switch {
			case d.ctype == 3 && stage != 2,
				(d.ctype == 2 || d.ctype == 6) && stage != 1 && stage != 2,
				(d.ctype == 0 || d.ctype == 4) && stage != 1:
				return nil, errChunkOrder
			}
			stage = 3
			if err := d.trns(body); err != nil {
				return nil, err
			}
		case "IDAT":
			if stage < 1 || (stage == 1 && d.ctype == 3) {
				return nil, errChunkOrder
			}
			if stage == 4 {
				continue // trailing IDAT chunks, as image/png ignores them
			}
			stage = 4
			if err := d.pixels(body); err != nil {
				return nil, err
			}
		case "IEND":
			if stage != 4 {
				return nil, errChunkOrder
			}
			if len(body) != 0 {
				return nil, errors.New("bad IEND length")
			}
			return d.g, nil
		}
	}
}

var errChunkOrder = errors.New("chunk out of order")

// pngReader is a PNG being read from data.
type pngReader struct {
	data  []byte
	at    int // the next chunk's offset
	w, h  int
	depth int
	ctype byte
	adam7 bool
	// palette (colour type 3): opaque black past its entries, as
	// image/png makes it
	pal  [256][4]uint8
	npal int
	// transparency of colour types 0 and 2: the colour's sample bytes
	trans    [6]byte
	useTrans bool
	g        *pathing.Grid
	// the IDAT chunk being read: its bytes left, and where it started
	idat     []byte
	idatCRC  uint32
	idatType int
}

// chunk returns the next chunk after checking its CRC.
func (d *pngReader) chunk() (typ string, body []byte, err error) {
	if len(d.data)-d.at < 12 {
		return "", nil, io.ErrUnexpectedEOF
	}
	n := binary.BigEndian.Uint32(d.data[d.at:])
	if n > 0x7fffffff || int(n) > len(d.data)-d.at-12 {
		if n > 0x7fffffff {
			return "", nil, fmt.Errorf("bad chunk length: %d", n)
		}
		return "", nil, io.ErrUnexpectedEOF
	}
	start := d.at + 8
	typ, body = string(d.data[d.at+4:start]), d.data[start:start+int(n)]
	if crc32.ChecksumIEEE(d.data[d.at+4:start+int(n)]) != binary.BigEndian.Uint32(d.data[start+int(n):]) {
		return "", nil, errors.New("invalid checksum")
	}
	d.at = start + int(n) + 4
	return typ, body, nil
}

// header reads IHDR: the size (1..MaxSide, checked before anything is
// allocated), the bit depth and colour type, and interlacing.
func (d *pngReader) header(b []byte) error {
	if len(b) != 13 {
		return errors.New("bad IHDR length")
	}
	if b[10] != 0 {
		return errors.New("unsupported compression method")
	}
	if b[11] != 0 {
		return errors.New("unsupported filter method")
	}
	if b[12] > 1 {
		return errors.New("invalid interlace method")
	}
	d.adam7 = b[12] == 1
	w, h := int32(binary.BigEndian.Uint32(b[0:])), int32(binary.BigEndian.Uint32(b[4:]))
	if w <= 0 || h <= 0 {
		return errors.New("non-positive dimension")
	}
	d.depth, d.ctype = int(b[8]), b[9]
	ok := false
	switch d.ctype {
	case 0:
		ok = d.depth == 1 || d.depth == 2 || d.depth == 4 || d.depth == 8 || d.depth == 16
	case 3:
		ok = d.depth == 1 || d.depth == 2 || d.depth == 4 || d.depth == 8
	case 2, 4, 6:
		ok = d.depth == 8 || d.depth == 16
	}
	if !ok {
		return fmt.Errorf("unsupported bit depth %d, color type %d", d.depth, d.ctype)
	}
	if w > MaxSide || h > MaxSide {
		return errBigPNG{int(w), int(h)}
	}
	d.w, d.h = int(w), int(h)
	return nil
}

// errBigPNG is an image over MaxSide on a side.
type errBigPNG struct{ w, h int }

func (e errBigPNG) Error() string {
	return fmt.Sprintf("the image is %dx%d pixels; each side must be 1..%d", e.w, e.h, MaxSide)
}

func (d *pngReader) plte(b []byte) error {
	np := len(b) / 3
	if len(b)%3 != 0 || np <= 0 || np > 256 || np > 1<<d.depth {
		return errors.New("bad PLTE length")
	}
	switch d.ctype {
	case 3:
		for i := range d.pal {
			d.pal[i] = [4]uint8{0, 0, 0, 0xff}
		}
		for i := range np {
			d.pal[i] = [4]uint8{b[3*i], b[3*i+1], b[3*i+2], 0xff}
		}
		d.npal = np
	case 2, 6:
		// optional for true colour, and ignored
	default:
		return errors.New("PLTE, color type mismatch")
	}
	return nil
}

func (d *pngReader) trns(b []byte) error {
	switch d.ctype {
	case 0:
		if len(b) != 2 {
			return errors.New("bad tRNS length")
		}
		copy(d.trans[:], b)
		switch d.depth {
		case 1:
			d.trans[1] *= 0xff
		case 2:
			d.trans[1] *= 0x55
		case 4:
			d.trans[1] *= 0x11
		}
		d.useTrans = true
	case 2:
		if len(b) != 6 {
			return errors.New("bad tRNS length")
		}
		copy(d.trans[:], b)
		d.useTrans = true
	case 3:
		if len(b) > 256 {
			return errors.New("bad tRNS length")
		}
		d.npal = max(d.npal, len(b))
		for i, a := range b {
			d.pal[i][3] = a
		}
	default:
		return errors.New("tRNS, color type mismatch")
	}
	return nil
}

// Read reads the image data: the current IDAT chunk's bytes, then the
// next chunk's, which must be an IDAT too.
func (d *pngReader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for len(d.idat) == 0 {
		typ, body, err := d.chunk()
		if err != nil {
			if errors.Is(err, io.ErrUnexpectedEOF) {
				err = io.EOF
			}
			return 0, err
		}
		if typ != "IDAT" {
			return 0, errors.New("not enough pixel data")
		}
		d.idat = body
	}
	n := copy(p, d.idat)
	d.idat = d.idat[n:]
	return n, nil
}

// adam7 are the interlacing passes: x and y offsets and factors.
var adam7 = [7][4]int{{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}}

// pixels decodes the image data starting with the IDAT chunk body into
// the grid, pass by pass, row by row.
func (d *pngReader) pixels(first []byte) error {
	d.idat = first
	z, err := zlib.NewReader(d)
	if err != nil {
		return err
	}
	defer z.Close()
	d.g = pathing.NewGrid(d.w, d.h)
	passes := [][4]int{{0, 0, 1, 1}}
	if d.adam7 {
		passes = adam7[:]
	}
	for _, p := range passes {
		w, h := (d.w-p[0]+p[2]-1)/p[2], (d.h-p[1]+p[3]-1)/p[3]
		if w == 0 || h == 0 {
			continue
		}
		if err := d.pass(z, w, h, func(x, y int) (int, int) { return x*p[2] + p[0], y*p[3] + p[1] }); err != nil {
			return err
		}
	}
	// the zlib checksum is checked at its end; nothing may follow
	var one [1]byte
	n := 0
	for i := 0; n == 0 && err == nil; i++ {
		if i == 100 {
			return io.ErrNoProgress
		}
		n, err = z.Read(one[:])
	}
	if err != nil && err != io.EOF {
		return err
	}
	if n != 0 || len(d.idat) != 0 {
		return errors.New("too much pixel data")
	}
	return nil
}

// bitsPerPixel is the size of a pixel in the image data.
func (d *pngReader) bitsPerPixel() int {
	switch d.ctype {
	case 2:
		return 3 * d.depth
	case 4:
		return 2 * d.depth
	case 6:
		return 4 * d.depth
	}
	return d.depth
}

// pass reads a w×h pass whose pixel (x, y) is the grid's cell at(x, y).
func (d *pngReader) pass(r io.Reader, w, h int, at func(x, y int) (int, int)) error {
	bpp := d.bitsPerPixel()
	step := (bpp + 7) / 8
	rowSize := 1 + (bpp*w+7)/8
	cr, pr := make([]byte, rowSize), make([]byte, rowSize)
	for y := range h {
		if _, err := io.ReadFull(r, cr); err != nil {
			if err == io.EOF || err == io.ErrUnexpectedEOF {
				return errors.New("not enough pixel data")
			}
			return err
		}
		cdat, pdat := cr[1:], pr[1:]
		switch cr[0] {
		case 0:
		case 1:
			for i := step; i < len(cdat); i++ {
				cdat[i] += cdat[i-step]
			}
		case 2:
			for i, p := range pdat {
				cdat[i] += p
			}
		case 3:
			for i := 0; i < step; i++ {
				cdat[i] += pdat[i] / 2
			}
			for i := step; i < len(cdat); i++ {
				cdat[i] += uint8((int(cdat[i-step]) + int(pdat[i])) / 2)
			}
		case 4:
			for i := range cdat {
				var a, c int
				if i >= step {
					a, c = int(cdat[i-step]), int(pdat[i-step])
				}
				b := int(pdat[i])
				pa, pb, pc := abs(b-c), abs(a-c), abs(a+b-2*c)
				switch {
				case pa <= pb && pa <= pc:
					cdat[i] += uint8(a)
				case pb <= pc:
					cdat[i] += uint8(b)
				default:
					cdat[i] += uint8(c)
				}
			}
		default:
			return errors.New("bad filter type")
		}
		for x := range w {
			if d.dark(cdat, x) {
				gx, gy := at(x, y)
				d.g.Set(gx, gy, true)
			}
		}
		cr, pr = pr, cr
	}
	return nil
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// dark reports whether pixel x of the unfiltered row is dark, with the
// colour image/png would give it (see dark in pngmask.go).
func (d *pngReader) dark(row []byte, x int) bool {
	var r, g, b, a uint32 // premultiplied, 0..0xffff
	// nrgba8 and nrgba16 premultiply as color.NRGBA and NRGBA64 do
	nrgba8 := func(r8, g8, b8, a8 uint8) {
		a = uint32(a8) * 0x101
		r = uint32(r8) * 0x101 * uint32(a8) / 0xff
		g = uint32(g8) * 0x101 * uint32(a8) / 0xff
		b = uint32(b8) * 0x101 * uint32(a8) / 0xff
	}
	nrgba16 := func(r16, g16, b16, a16 uint32) {
		r, g, b, a = r16*a16/0xffff, g16*a16/0xffff, b16*a16/0xffff, a16
	}
	u16 := func(i int) uint32 { return uint32(row[i])<<8 | uint32(row[i+1]) }
	switch d.ctype {
	case 0:
		if d.depth == 16 {
			v := u16(2 * x)
			if d.useTrans && v == uint32(d.trans[0])<<8|uint32(d.trans[1]) {
				nrgba16(v, v, v, 0)
			} else {
				r, g, b, a = v, v, v, 0xffff
			}
			break
		}
		v := uint8(d.sample(row, x) * (0xff / (1<<d.depth - 1)))
		alpha := uint8(0xff)
		if d.useTrans && v == d.trans[1] {
			alpha = 0
		}
		nrgba8(v, v, v, alpha)
	case 2:
		if d.depth == 16 {
			cr, cg, cb := u16(6*x), u16(6*x+2), u16(6*x+4)
			alpha := uint32(0xffff)
			if d.useTrans && cr == uint32(d.trans[0])<<8|uint32(d.trans[1]) &&
				cg == uint32(d.trans[2])<<8|uint32(d.trans[3]) && cb == uint32(d.trans[4])<<8|uint32(d.trans[5]) {
				alpha = 0
			}
			nrgba16(cr, cg, cb, alpha)
			break
		}
		cr, cg, cb := row[3*x], row[3*x+1], row[3*x+2]
		alpha := uint8(0xff)
		if d.useTrans && cr == d.trans[1] && cg == d.trans[3] && cb == d.trans[5] {
			alpha = 0
		}
		nrgba8(cr, cg, cb, alpha)
	case 3:
		c := d.pal[d.sample(row, x)]
		nrgba8(c[0], c[1], c[2], c[3])
	case 4:
		if d.depth == 16 {
			v := u16(4 * x)
			nrgba16(v, v, v, u16(4*x+2))
			break
		}
		nrgba8(row[2*x], row[2*x], row[2*x], row[2*x+1])
	case 6:
		if d.depth == 16 {
			nrgba16(u16(8*x), u16(8*x+2), u16(8*x+4), u16(8*x+6))
			break
		}
		nrgba8(row[4*x], row[4*x+1], row[4*x+2], row[4*x+3])
	}
	return darkRGBA(r, g, b, a)
}

// sample is pixel x's value in a row of 1-, 2-, 4- or 8-bit samples.
func (d *pngReader) sample(row []byte, x int) int {
	per := 8 / d.depth
	shift := 8 - d.depth*(x%per+1)
	return int(row[x/per]>>shift) & (1<<d.depth - 1)
}
