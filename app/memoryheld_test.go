package app

import (
	"image"
	"sync/atomic"
	"testing"
	"time"

	"swath/render"
)

// openPanes opens the split view's panes after the first on s, as
// drawPanes does, each pane's check drawn once (its images made, as a
// verify makes them).
func openPanes(s *screenImages, lay render.Layout, n int) []*screenImages {
	var opened []*screenImages
	for range n {
		ps := &screenImages{check: s.check.paneCheck()}
		c := ps.check
		sc := c.scratchOf()
		windowImage(&c.mirror, lay)
		windowImage(&sc.fresh, lay)
		windowImage(&sc.textA, lay)
		windowImage(&sc.textB, lay)
		sc.buffers(4 * lay.W * lay.H)
		ps.route = sized(nil, 64, 64)
		s.panes = append(s.panes, ps)
		opened = append(opened, ps)
	}
	return opened
}

// TestClosedPanesLetTheirImagesGo: the split view opened and closed ten
// times with --check-damage. Each pane's screen has a damage check of its
// own; closing the split view let go of the pane's route and overlay
// images but not of its check's (four window-sized images and two
// window-sized buffers, 32 MB at 1280×800), and the slice's spare room kept
// the closed panes' screens, until the split view opened again (issue 22's
// soak).
func TestClosedPanesLetTheirImagesGo(t *testing.T) {
	lay := render.NewLayout(1280, 800, true)
	s := screenImages{check: &damageCheck{}}
	var closed []*screenImages
	for round := range 10 {
		closed = append(closed, openPanes(&s, lay, 3)...)
		s.closePanes(0) // the split view closed
		held := 0
		for _, ps := range closed {
			held += ps.check.heldBytes(false) + ps.mapImageBytes()
		}
		if held > 0 {
			t.Fatalf("after closing the split view %d times its panes still hold %.1f MB", round+1, float64(held)/(1<<20))
		}
		for i, ps := range s.panes[:cap(s.panes)] {
			if ps != nil {
				t.Fatalf("after closing the split view %d times the screen still keeps closed pane %d's screen", round+1, i)
			}
		}
	}
}

// TestPanesShareTheDamageCheckScratch: in a split view of four with
// --check-damage the checks hold one mirror each and one scratch between
// them (the fresh drawing, the texts' images, the read-back buffers): 40 MB
// at 1280×800, where each pane's check had its own (96 MB).
func TestPanesShareTheDamageCheckScratch(t *testing.T) {
	lay := render.NewLayout(1280, 800, true)
	s := screenImages{check: &damageCheck{}}
	windowImage(&s.check.mirror, lay)
	panes := openPanes(&s, lay, 3)
	window := 4 * lay.W * lay.H
	held := s.check.heldBytes(true)
	for _, ps := range panes {
		if ps.check.scratch != s.check.scratch {
			t.Fatalf("a pane's check has a scratch of its own")
		}
		held += ps.check.heldBytes(false)
	}
	if want := 4*window + 3*window + 2*window; held > want {
		t.Fatalf("a split view of four: the damage checks hold %.1f MB, want at most %.1f MB (a mirror each, one scratch)",
			float64(held)/(1<<20), float64(want)/(1<<20))
	}
}

// TestCHeapIsTrimmedWhenMuchIsFree: a check trims the C heap when its free
// part passes trimFree, and not below; again only once it grew by trimFree
// more or trimAgain passed (a trim does not lower the free part); ticks in
// a row schedule one check (an idle app none).
func TestCHeapIsTrimmedWhenMuchIsFree(t *testing.T) {
	var free atomic.Uint64
	var trimmed atomic.Int32
	clock := time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC)
	tr := &cHeapTrimmer{
		stats: func() (uint64, uint64, uint64) { return 150 << 20, free.Load(), 0 },
		trim:  func() { trimmed.Add(1) },
		now:   func() time.Time { return clock },
		every: 20 * time.Millisecond,
	}
	free.Store(trimFree - 1)
	if tr.check() || trimmed.Load() != 0 {
		t.Fatalf("%d MB free: trimmed", (trimFree-1)>>20)
	}
	free.Store(40 << 20)
	if !tr.check() || trimmed.Load() != 1 {
		t.Fatalf("40 MB free: not trimmed (%d trims)", trimmed.Load())
	}
	clock = clock.Add(trimEvery)
	if tr.check() {
		t.Fatalf("40 MB free again %v later: trimmed again", trimEvery)
	}
	free.Store(40<<20 + trimFree)
	if !tr.check() {
		t.Fatalf("%d MB more free: not trimmed", trimFree>>20)
	}
	clock = clock.Add(trimAgain)
	if !tr.check() || trimmed.Load() != 3 {
		t.Fatalf("as much free %v later: not trimmed (%d trims)", trimAgain, trimmed.Load())
	}
	if !glibcHeap {
		return // tick does nothing where the C heap is not glibc's
	}
	clock = clock.Add(trimAgain)
	for range 100 {
		tr.tick()
	}
	for tr.due.Load() {
		time.Sleep(5 * time.Millisecond)
	}
	if got := trimmed.Load(); got != 4 {
		t.Fatalf("100 ticks: %d trims in all, want 4 (one check)", got)
	}
}

// TestUploadsGoInBands: what the screen uploads (a 4096² route layer, a
// window's CPU-painted list, a 512² map's cells, a strip, a single wide
// row) reaches Ebitengine in bands of whole rows that tile it, each at
// most writeBand bytes: Ebitengine's pool keeps the buffers of the 31
// last uploads whatever their size (39 MB after three minutes of the
// soak, 9 MB in its first).
func TestUploadsGoInBands(t *testing.T) {
	for _, r := range []image.Rectangle{
		image.Rect(0, 0, 4096, 4096), image.Rect(0, 0, 1280, 800), image.Rect(0, 0, 512, 512),
		image.Rect(3, 7, 515, 11), image.Rect(0, 5, 100000, 6), image.Rect(0, 0, 1, 1),
	} {
		bands := writeBands(r)
		area := 0
		next := r.Min.Y
		for _, b := range bands {
			if b.Min.X != r.Min.X || b.Max.X != r.Max.X || b.Min.Y != next || b.Empty() {
				t.Fatalf("%v: band %v does not follow on from row %d", r, b, next)
			}
			if n := 4 * b.Dx() * b.Dy(); n > writeBand && b.Dy() > 1 {
				t.Fatalf("%v: band %v is %d bytes, over %d", r, b, n, writeBand)
			}
			next = b.Max.Y
			area += b.Dx() * b.Dy()
		}
		if next != r.Max.Y || area != r.Dx()*r.Dy() {
			t.Fatalf("%v: the bands %v do not tile it", r, bands)
		}
	}
	if b := writeBands(image.Rectangle{}); len(b) != 0 {
		t.Fatalf("an empty upload: bands %v", b)
	}
}
