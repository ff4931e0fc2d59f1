package pathing

import (
	"math/bits"
	"unsafe"
)

// packPad is the blocked margin, in bits, at both ends of a packed line: a
// scan reads 64 bits at a time from one bit before (or after) its cell, so
// with a word of zeros on each side it never needs a bounds test.
const packPad = 64

// scanRun is how many cells one word of a scan decides: 64 bits less up to
// 7 lost to byte alignment and the one bit read behind the first cell.
const scanRun = 56

// bitPlane is one orientation of the packed placement grid: lines of
// cells, one bit a cell (1 = valid placement), lines -1 and n blocked like
// the margins. The row plane's lines are rows (cells are columns); the
// column plane is the transpose, so a vertical jump reads it exactly as a
// horizontal one reads the rows.
type bitPlane struct {
	bits   []byte
	stride int // bytes per line
	n      int // cells per line
}

// reset sizes p for lines lines of n cells, all blocked.
func (p *bitPlane) reset(lines, n int) {
	p.n = n
	p.stride = (n + 2*packPad + 63) / 64 * 8
	size := (lines + 2) * p.stride
	if cap(p.bits) < size {
		p.bits = make([]byte, size)
	}
	p.bits = p.bits[:size]
	clear(p.bits)
}

// set makes cell c of line l valid or not.
func (p *bitPlane) set(l, c int, v bool) {
	i := (l+1)*p.stride*8 + c + packPad
	if v {
		p.bits[i>>3] |= 1 << (i & 7)
	} else {
		p.bits[i>>3] &^= 1 << (i & 7)
	}
}

// get reports whether cell c of line l is valid; off-map cells are not.
func (p *bitPlane) get(l, c int) bool {
	i := (l+1)*p.stride*8 + c + packPad
	return p.bits[i>>3]>>(i&7)&1 != 0
}

// scanStop says how a straight scan ended.
type scanStop uint8

const (
	// stopBlocked: the next cell is not a valid placement (a dead end).
	stopBlocked scanStop = iota
	// stopForced: the cell has a forced neighbour: a jump point.
	stopForced
	// stopGoal: the cell is the goal.
	stopGoal
)

// scanUp scans line l from cell c (the first cell to test) towards larger
// cells, as a jump does: it stops at the first cell that is the goal (gc,
// -1 for none on this line) or has a forced neighbour, or before the first
// invalid cell. It returns that cell (for a dead end, the invalid one) and
// how the scan stopped. A forced neighbour of cell x is a valid cell beside
// it on line l±1 whose predecessor x-1 on that line is not valid: there the
// shortest way round an obstacle bends, with no corner cut.
func (p *bitPlane) scanUp(l, c, gc int) (int, scanStop) {
	// The margins make every read below land inside p.bits (see packPad),
	// so the words are loaded without bounds checks.
	mid := unsafe.Pointer(unsafe.SliceData(p.bits[(l+1)*p.stride:]))
	up, dn := unsafe.Add(mid, -p.stride), unsafe.Add(mid, p.stride)
	for x := c; ; x += scanRun {
		b := x - 1 + packPad // the bit of cell x-1
		i, sh := b>>3, uint(b&7)
		m := load64(mid, i) >> sh
		u := load64(up, i) >> sh
		d := load64(dn, i) >> sh
		// bit k+1 is cell x+k; drop bit 0 (cell x-1), keep scanRun cells
		stop := ((u&^(u<<1) | d&^(d<<1) | ^m) >> 1) & (1<<scanRun - 1)
		if k := gc - x; uint(k) < scanRun {
			stop |= 1 << k
		}
		if stop == 0 {
			continue
		}
		k := bits.TrailingZeros64(stop)
		switch {
		case m>>(k+1)&1 == 0:
			return x + k, stopBlocked
		case x+k == gc:
			return x + k, stopGoal
		}
		return x + k, stopForced
	}
}

// scanDown is scanUp towards smaller cells: the forced neighbour of cell x
// is then valid where x+1 on its line is not.
func (p *bitPlane) scanDown(l, c, gc int) (int, scanStop) {
	mid := unsafe.Pointer(unsafe.SliceData(p.bits[(l+1)*p.stride:]))
	up, dn := unsafe.Add(mid, -p.stride), unsafe.Add(mid, p.stride)
	for x := c; ; x -= scanRun {
		b := x + 1 + packPad // the bit of cell x+1, read into bit 63
		i, sh := b>>3-7, uint(7-b&7)
		m := load64(mid, i) << sh
		u := load64(up, i) << sh
		d := load64(dn, i) << sh
		// bit 62-k is cell x-k; after the shift by one, bit 63-k
		stop := ((u&^(u>>1) | d&^(d>>1) | ^m) << 1) &^ (1<<(64-scanRun) - 1)
		if k := x - gc; uint(k) < scanRun && gc >= 0 {
			stop |= 1 << 63 >> k
		}
		if stop == 0 {
			continue
		}
		k := bits.LeadingZeros64(stop)
		switch {
		case m>>(62-k)&1 == 0:
			return x - k, stopBlocked
		case x-k == gc:
			return x - k, stopGoal
		}
		return x - k, stopForced
	}
}

// load64 reads the 8 bytes at base+i as a little-endian word (an unaligned
// load; the caller guarantees they lie inside one allocation).
func load64(base unsafe.Pointer, i int) uint64 {
	v := *(*uint64)(unsafe.Add(base, i))
	if bigEndian {
		v = bits.ReverseBytes64(v)
	}
	return v
}

// bigEndian is true on big-endian machines, where load64 swaps bytes.
var bigEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 0
}()

// packedGrid is the placement grid as bits, in rows and in columns, kept
// in step with its placement: built with it, patched where its update
// recomputed pivots. It needs no preprocessing that an edit would discard.
type packedGrid struct {
	rows, cols bitPlane
	w, h       int
}

// build packs every cell of pl.
func (pk *packedGrid) build(pl *placement) {
	pk.w, pk.h = pl.w, pl.h
	pk.rows.reset(pl.h, pl.w)
	pk.cols.reset(pl.w, pl.h)
	pk.patch(pl, Rect{0, 0, pl.w - 1, pl.h - 1})
}

// patch repacks the cells of r from pl.
func (pk *packedGrid) patch(pl *placement, r Rect) {
	for y := max(r.MinY, 0); y <= min(r.MaxY, pl.h-1); y++ {
		if Yields && (y-r.MinY)&15 == 15 {
			YieldPhase() // the browser's turn (the web page's one thread): 512² cells set bit by bit take tens of ms there
		}
		base := (y+1)*pl.pw + 1
		for x := max(r.MinX, 0); x <= min(r.MaxX, pl.w-1); x++ {
			v := pl.ok[base+x]
			pk.rows.set(y, x, v)
			pk.cols.set(x, y, v)
		}
	}
}
