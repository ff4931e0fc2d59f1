package render

import (
	"bytes"
	"encoding/binary"
	"image"

	"swath/assets"
	"swath/pathing"
	"swath/timeline"
)

// buildStepOverlay writes the per-cell overlay of step v of tl: during the
// search each reached cell's state (closed, open, expanded now) from the
// timeline's per-cell OpenedAt/ClosedAt, so any step costs one pass over
// the search's bounds; during the smoothing the test's scan cells, the
// cells the paper sampling misses and the obstacle cells hit; from the
// result on the swept band. It returns the box of cells it wrote.
func buildStepOverlay(p *Pixels, tl *timeline.Timeline, v *timeline.StepView) image.Rectangle {
	w := cellWriter{p: p}
	put := w.put
	sweep := func(sw *pathing.Sweep, c [4]byte) {
		for x := sw.Rect.MinX; x <= sw.Rect.MaxX; x++ {
			if y0, y1, ok := sw.Column(x); ok {
				for y := y0; y <= y1; y++ {
					put(x, y, c)
				}
			}
		}
	}
	hit := rgba(assets.HitFill)
	switch {
	case v.Phase == timeline.PhaseSearch:
		if v.SearchStep < 0 {
			return w.box
		}
		box, ok := searchBox(tl, p)
		if !ok {
			return w.box
		}
		colourSearch(p, tl, v, box)
		return box
	case v.HasSweep:
		fill := rgba(assets.ScanFill)
		if v.Kind == timeline.StepChoose && !v.Stuck {
			fill = rgba(assets.ChosenFill)
		}
		sweep(&v.Sweep, fill)
		miss := rgba(assets.MissFill)
		for _, c := range v.Samplings.Missed {
			put(c.X, c.Y, miss)
		}
		for _, c := range v.Hits {
			put(c.X, c.Y, hit)
		}
		for _, c := range v.Samplings.MissedHits {
			put(c.X, c.Y, hit)
		}
	case v.Kind == timeline.StepResult || v.Kind == timeline.StepWalk:
		band := rgba(assets.Band)
		for i := range v.Band {
			sweep(&v.Band[i], band)
		}
		for _, c := range v.Hits {
			put(c.X, c.Y, hit)
		}
	}
	return w.box
}

// searchBox is the search's bounds (Timeline.SearchBounds) in p's cells;
// ok is false when the search opened none.
func searchBox(tl *timeline.Timeline, p *Pixels) (image.Rectangle, bool) {
	b, ok := tl.SearchBounds()
	return image.Rect(b.MinX, b.MinY, b.MaxX+1, b.MaxY+1).Intersect(image.Rect(0, 0, p.W, p.H)), ok
}

// colourSearch writes the search state at step v of each cell of box that
// the search has reached (closed, open, expanding, JPS scanned) into p; it
// leaves the others as they are.
func colourSearch(p *Pixels, tl *timeline.Timeline, v *timeline.StepView, box image.Rectangle) {
	sc := newSearchColours(tl, v)
	w := p.W
	for y := box.Min.Y; y < box.Max.Y; y++ {
		row := p.Pix[4*y*w : 4*(y+1)*w]
		for x := box.Min.X; x < box.Max.X; x++ {
			if col := sc.of(y*w + x); col != nil {
				copy(row[4*x:4*x+4], col[:])
			}
		}
	}
}

// copyChanged copies the pixels of r that differ from src into dst and
// returns the box of those it copied: the part the screen must upload.
// Equal rows are skipped with one memory compare and a row's first and
// last differing pixels are found eight bytes at a time: a strip of a big
// map's overlay is mostly unchanged rows.
func copyChanged(dst, src *Pixels, r image.Rectangle) image.Rectangle {
	r = r.Intersect(image.Rect(0, 0, dst.W, dst.H))
	changed := image.Rectangle{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i0, i1 := 4*(y*dst.W+r.Min.X), 4*(y*dst.W+r.Max.X)
		d, s := dst.Pix[i0:i1], src.Pix[i0:i1]
		if bytes.Equal(d, s) {
			continue
		}
		lo, hi := firstDiff(d, s), lastDiff(d, s)
		copy(d[lo:hi+4], s[lo:hi+4])
		changed = changed.Union(image.Rect(r.Min.X+lo/4, y, r.Min.X+hi/4+1, y+1))
	}
	return changed
}

// firstDiff is the byte offset of the first pixel where a and b (of equal
// length, a whole number of pixels, not equal) differ.
func firstDiff(a, b []byte) int {
	i := 0
	for ; i+8 <= len(a) && binary.LittleEndian.Uint64(a[i:]) == binary.LittleEndian.Uint64(b[i:]); i += 8 {
	}
	for ; a[i] == b[i]; i++ {
	}
	return i &^ 3
}

// lastDiff is the byte offset of the last pixel where a and b differ.
func lastDiff(a, b []byte) int {
	i := len(a)
	for ; i >= 8 && binary.LittleEndian.Uint64(a[i-8:]) == binary.LittleEndian.Uint64(b[i-8:]); i -= 8 {
	}
	for i--; a[i] == b[i]; i-- {
	}
	return i &^ 3
}

// searchColours colours cells by their search state at one step.
type searchColours struct {
	opened, closed []int32
	scanned        []int32 // JPS only: the step a jump first passed over the cell
	k              int32
	expanding      bool
	cl, op, ex, sn [4]byte
}

func newSearchColours(tl *timeline.Timeline, v *timeline.StepView) searchColours {
	return searchColours{opened: tl.OpenedAt(), closed: tl.ClosedAt(), scanned: tl.ScannedAt(), k: int32(v.SearchStep),
		expanding: v.Kind == timeline.StepExpand,
		cl:        rgba(assets.ClosedFill), op: rgba(assets.OpenFill), ex: rgba(assets.ExpandFill), sn: rgba(assets.JPSScannedFill)}
}

// of is the colour of cell index c, nil when the search has not reached it.
func (sc *searchColours) of(c int) *[4]byte {
	switch {
	case sc.closed[c] == sc.k && sc.expanding:
		return &sc.ex
	case sc.closed[c] <= sc.k:
		return &sc.cl
	case sc.opened[c] <= sc.k:
		return &sc.op
	case sc.scanned != nil && sc.scanned[c] <= sc.k:
		return &sc.sn
	}
	return nil
}

// updateSearchOverlay moves a search overlay (in dst and its copy next)
// from step from to step v, rewriting only the cells that any expansion
// between the two touched: the expanded cells and the cells they opened.
// It returns the box of the cells that changed.
func updateSearchOverlay(dst, next *Pixels, tl *timeline.Timeline, from int, v *timeline.StepView) image.Rectangle {
	last := tl.Expansions() - 1
	a, b := min(from, last), v.SearchStep
	lo, hi := min(a, b), max(a, b)
	sc := newSearchColours(tl, v)
	changed := image.Rectangle{}
	var none [4]byte
	set := func(p pathing.Point) {
		if p.X < 0 || p.Y < 0 || p.X >= dst.W || p.Y >= dst.H {
			return
		}
		c := p.Y*dst.W + p.X
		col := sc.of(c)
		if col == nil {
			col = &none
		}
		i := 4 * c
		if [4]byte(dst.Pix[i:i+4]) != *col {
			copy(dst.Pix[i:i+4], col[:])
			copy(next.Pix[i:i+4], col[:])
			changed = changed.Union(image.Rect(p.X, p.Y, p.X+1, p.Y+1))
		}
	}
	for j := max(lo, 0); j <= hi; j++ {
		sv := tl.At(j)
		set(sv.Expanded)
		for _, o := range sv.Opened {
			set(o)
		}
		for _, r := range sv.Runs { // JPS: the cells its jumps passed over
			for i := range r.Len {
				set(pathing.Point{X: r.From.X + i*r.Dir.X, Y: r.From.Y + i*r.Dir.Y})
			}
		}
	}
	if lo == 0 || hi == 0 { // the start, opened before the first expansion
		set(tl.Query().Start)
	}
	return changed
}
