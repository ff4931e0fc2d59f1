package levels

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"swath/levels/hostile"
	"swath/pathing"
)

// rawPNG is a PNG written sample by sample, in any colour type, bit depth,
// filter and interlacing, so that the test covers what png.Encode never
// writes (1-, 2- and 4-bit grey, grey with alpha, tRNS colour keys,
// Adam7).
type rawPNG struct {
	w, h         int
	ctype, depth int
	adam7        bool
	plte         []byte // PLTE body (nil: none)
	trns         []byte // tRNS body (nil: none)
	// samples[y*w+x] are the pixel's samples (channels) in 0..2^depth-1
	samples [][]int
	filters *rand.Rand // a random filter per row, or nil for none
}

func (p rawPNG) channels() int { return map[int]int{0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[p.ctype] }

// encode writes the PNG.
func (p rawPNG) encode() []byte {
	var out bytes.Buffer
	out.WriteString(pngMagic)
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, uint32(p.w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(p.h))
	ihdr[8], ihdr[9] = byte(p.depth), byte(p.ctype)
	if p.adam7 {
		ihdr[12] = 1
	}
	writeChunk(&out, "IHDR", ihdr)
	if p.plte != nil {
		writeChunk(&out, "PLTE", p.plte)
	}
	if p.trns != nil {
		writeChunk(&out, "tRNS", p.trns)
	}
	var raw bytes.Buffer
	passes := [][4]int{{0, 0, 1, 1}}
	if p.adam7 {
		passes = adam7[:]
	}
	bpp := p.channels() * p.depth
	step := (bpp + 7) / 8
	for _, ps := range passes {
		pw, ph := (p.w-ps[0]+ps[2]-1)/ps[2], (p.h-ps[1]+ps[3]-1)/ps[3]
		if pw == 0 || ph == 0 {
			continue
		}
		prev := make([]byte, (bpp*pw+7)/8)
		for y := range ph {
			row := make([]byte, len(prev))
			bit := 0
			for x := range pw {
				for _, v := range p.samples[(y*ps[3]+ps[1])*p.w+x*ps[2]+ps[0]] {
					if p.depth == 16 {
						row[bit/8], row[bit/8+1] = byte(v>>8), byte(v)
					} else {
						row[bit/8] |= byte(v << (8 - p.depth - bit%8))
					}
					bit += p.depth
				}
			}
			f := 0
			if p.filters != nil {
				f = p.filters.IntN(5)
			}
			raw.WriteByte(byte(f))
			raw.Write(filterRow(f, row, prev, step))
			prev = row
		}
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(raw.Bytes())
	zw.Close()
	data := z.Bytes()
	for len(data) > 0 { // several IDAT chunks
		n := min(len(data), 1+len(data)/3)
		writeChunk(&out, "IDAT", data[:n])
		data = data[n:]
	}
	writeChunk(&out, "IEND", nil)
	return out.Bytes()
}

// filterRow applies PNG filter f to row (prev is the row above).
func filterRow(f int, row, prev []byte, step int) []byte {
	out := make([]byte, len(row))
	for i := range row {
		var a, c int
		if i >= step {
			a, c = int(row[i-step]), int(prev[i-step])
		}
		b := int(prev[i])
		pred := 0
		switch f {
		case 1:
			pred = a
		case 2:
			pred = b
		case 3:
			pred = (a + b) / 2
		case 4:
			pa, pb, pc := abs(b-c), abs(a-c), abs(a+b-2*c)
			switch {
			case pa <= pb && pa <= pc:
				pred = a
			case pb <= pc:
				pred = b
			default:
				pred = c
			}
		}
		out[i] = row[i] - byte(pred)
	}
	return out
}

func writeChunk(b *bytes.Buffer, typ string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	b.Write(n[:])
	b.WriteString(typ)
	b.Write(data)
	binary.BigEndian.PutUint32(n[:], crc32.ChecksumIEEE(append([]byte(typ), data...)))
	b.Write(n[:])
}

// randomPNG is a random image of one of PNG's colour type and depth pairs.
func randomPNG(r *rand.Rand) rawPNG {
	kinds := [][2]int{{0, 1}, {0, 2}, {0, 4}, {0, 8}, {0, 16}, {2, 8}, {2, 16}, {3, 1}, {3, 2}, {3, 4}, {3, 8}, {4, 8}, {4, 16}, {6, 8}, {6, 16}}
	k := kinds[r.IntN(len(kinds))]
	p := rawPNG{w: 1 + r.IntN(19), h: 1 + r.IntN(19), ctype: k[0], depth: k[1], adam7: r.IntN(2) == 0, filters: r}
	top := 1<<p.depth - 1
	// few distinct values, so that colour keys and palettes are hit
	val := func() int {
		switch r.IntN(4) {
		case 0:
			return 0
		case 1:
			return top
		case 2:
			return top / 2
		}
		return r.IntN(top + 1)
	}
	if p.ctype == 3 {
		np := 1 + r.IntN(1<<p.depth)
		for range 3 * np {
			p.plte = append(p.plte, byte(r.IntN(256)))
		}
		if r.IntN(2) == 0 {
			for range 1 + r.IntN(min(256, np+2)) {
				p.trns = append(p.trns, byte(r.IntN(256)))
			}
		}
	}
	key := make([]int, p.channels())
	for i := range key {
		key[i] = val()
	}
	if (p.ctype == 0 || p.ctype == 2) && r.IntN(2) == 0 {
		for _, v := range key {
			if p.depth < 8 {
				v &= top
			}
			p.trns = append(p.trns, byte(v>>8), byte(v))
		}
	}
	for range p.w * p.h {
		s := make([]int, p.channels())
		if p.trns != nil && p.ctype != 3 && r.IntN(3) == 0 {
			copy(s, key) // the colour key
		} else {
			for i := range s {
				s[i] = val()
			}
		}
		if p.ctype == 3 && r.IntN(10) == 0 {
			s[0] = top // often past the palette: opaque black
		}
		p.samples = append(p.samples, s)
	}
	return p
}

// stdlibMask is what image/png and dark make of data.
func stdlibMask(data []byte) (*pathing.Grid, error) {
	// a damaged size would make image/png allocate gigabytes; ParsePNG
	// refuses it from the header
	if cfg, err := png.DecodeConfig(bytes.NewReader(data)); err == nil && (cfg.Width > MaxSide || cfg.Height > MaxSide) {
		return nil, errBigPNG{cfg.Width, cfg.Height}
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	b := img.Bounds()
	g := pathing.NewGrid(b.Dx(), b.Dy())
	for y := range b.Dy() {
		for x := range b.Dx() {
			if dark(img.At(b.Min.X+x, b.Min.Y+y)) {
				g.Set(x, y, true)
			}
		}
	}
	return g, nil
}

// TestPNGReadAgainstImagePNG: the row-by-row reader gives the grid
// image/png and dark give, on random images of every colour type, depth,
// filter, transparency and interlacing, and refuses what image/png refuses
// on damaged copies of them.
func TestPNGReadAgainstImagePNG(t *testing.T) {
	const seed = 23
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	damaged, refused := 0, 0
	for n := range 3000 {
		p := randomPNG(r)
		data := p.encode()
		want, werr := stdlibMask(data)
		if werr != nil {
			t.Fatalf("case %d (%+v): image/png refuses the test's own PNG: %v", n, p, werr)
		}
		got, err := readPNGMask(data)
		if err != nil || !got.Equal(want) {
			t.Fatalf("case %d: colour type %d depth %d adam7 %v %dx%d plte %d trns %v: got %v\n%v\nwant\n%v", n, p.ctype, p.depth, p.adam7, p.w, p.h, len(p.plte)/3, p.trns, err, got, want)
		}
		// damage it: a byte changed (often with the chunk's CRC fixed,
		// to reach the checks past it) or the end cut off
		bad := bytes.Clone(data)
		if r.IntN(4) == 0 {
			bad = bad[:len(pngMagic)+r.IntN(len(bad)-len(pngMagic))]
		} else {
			i := len(pngMagic) + r.IntN(len(bad)-len(pngMagic))
			bad[i] ^= byte(1 + r.IntN(255))
			if r.IntN(3) > 0 {
				fixCRCs(bad)
			}
		}
		damaged++
		want, werr = stdlibMask(bad)
		got, err = readPNGMask(bad)
		switch {
		case werr != nil && err == nil:
			t.Fatalf("damaged case %d: image/png says %v, the reader accepts it", n, werr)
		case werr == nil && (err != nil || !got.Equal(want)):
			t.Fatalf("damaged case %d: image/png reads it, the reader says %v", n, err)
		case werr != nil:
			refused++
		}
	}
	t.Logf("%d damaged copies, %d refused by both", damaged, refused)
}

// fixCRCs rewrites each whole chunk's CRC.
func fixCRCs(b []byte) {
	for at := len(pngMagic); at+12 <= len(b); {
		n := int(binary.BigEndian.Uint32(b[at:]))
		if n < 0 || at+12+n > len(b) {
			return
		}
		binary.BigEndian.PutUint32(b[at+8+n:], crc32.ChecksumIEEE(b[at+4:at+8+n]))
		at += 12 + n
	}
}

// TestPNG16BitMemory: a 16-bit 8192² mask of a few hundred KB, greyscale
// or RGBA, costs its grid, not its image (issue 22, item 23: 1 GB).
func TestPNG16BitMemory(t *testing.T) {
	for _, rgba := range []bool{false, true} {
		side := MaxSide
		if rgba {
			side = MaxSide / 2 // 8 bytes a pixel take long to make
		}
		p := filepath.Join(t.TempDir(), "big16.png")
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := hostile.WritePNG16(f, side, rgba); err != nil {
			t.Fatal(err)
		}
		f.Close()
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var g *pathing.Grid
		peak := peakHeap(func() { g, err = ParsePNG(p, data) })
		if err != nil {
			t.Fatal(err)
		}
		if g.Width() != side || !g.Blocked(0, 0) || g.Blocked(0, 8) || !g.Blocked(side-1, 64) {
			t.Errorf("rgba %v: the bands of black rows are not obstacles", rgba)
		}
		cells := uint64(side * side)
		t.Logf("rgba %v: %d KB PNG: heap peak %d MB (%.2f bytes a cell)", rgba, len(data)>>10, peak/mb, float64(peak)/float64(cells))
		if peak > cells+cells/4 {
			t.Errorf("rgba %v: reading a %d KB %d² PNG took %d MB of heap, over its grid's %d MB", rgba, len(data)>>10, side, peak/mb, cells/mb)
		}
	}
}
