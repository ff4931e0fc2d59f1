package app

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"swath/render"
)

// checkBytes is what a damage check holds: its window-sized images' pixels
// and the pixels it read back.
func (c *damageCheck) checkBytes() int {
	n := cap(c.a) + cap(c.b)
	for _, img := range []*ebiten.Image{c.mirror, c.fresh, c.textA, c.textB} {
		if img != nil {
			n += 4 * img.Bounds().Dx() * img.Bounds().Dy()
		}
	}
	return n
}

// TestClosedPanesLetTheirImagesGo: the split view opened and closed ten
// times with --check-damage. Each pane's screen has a damage check of its
// own (four window-sized images and two window-sized buffers, 32 MB at
// 1280×800); closing the split view let go of the pane's route and overlay
// images but not of those, and the slice's spare room kept the closed
// panes' screens, until the split view opened again (issue 22's soak).
func TestClosedPanesLetTheirImagesGo(t *testing.T) {
	lay := render.NewLayout(1280, 800, true)
	s := screenImages{check: &damageCheck{}}
	var closed []*screenImages
	for round := range 10 {
		for range 3 { // the panes after the first, as drawPanes makes them
			ps := &screenImages{check: &damageCheck{}}
			windowPair(&ps.check.mirror, &ps.check.fresh, lay)
			windowPair(&ps.check.textA, &ps.check.textB, lay)
			n := 4 * lay.W * lay.H
			ps.check.a, ps.check.b = make([]byte, n), make([]byte, n)
			ps.route = sized(nil, 64, 64)
			s.panes = append(s.panes, ps)
			closed = append(closed, ps)
		}
		s.closePanes(0) // the split view closed
		held := 0
		for _, ps := range closed {
			held += ps.check.checkBytes() + ps.mapImageBytes()
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

// TestCHeapIsTrimmedWhenMuchIsFree: a check trims the C heap when its free
// part passes trimFree, and not below; ticks in a row schedule one check,
// and the next ticks after it another (an idle app none).
func TestCHeapIsTrimmedWhenMuchIsFree(t *testing.T) {
	var free atomic.Uint64
	var trimmed atomic.Int32
	tr := &cHeapTrimmer{
		stats: func() (uint64, uint64, uint64) { return 150 << 20, free.Load(), 0 },
		trim:  func() { trimmed.Add(1); free.Store(0) },
		every: 20 * time.Millisecond,
	}
	free.Store(trimFree - 1)
	if tr.check() || trimmed.Load() != 0 {
		t.Fatalf("%d MB free: trimmed", (trimFree-1)>>20)
	}
	free.Store(90 << 20)
	if !tr.check() || trimmed.Load() != 1 {
		t.Fatalf("90 MB free: not trimmed (%d trims)", trimmed.Load())
	}
	if !glibcHeap {
		return // tick does nothing where the C heap is not glibc's
	}
	free.Store(90 << 20)
	for range 100 {
		tr.tick()
	}
	for tr.due.Load() {
		time.Sleep(5 * time.Millisecond)
	}
	if got := tr.trims.Load(); got != 2 {
		t.Fatalf("100 ticks and 90 MB free: %d trims in all, want 2 (one check)", got)
	}
	free.Store(90 << 20)
	tr.tick()
	for tr.due.Load() {
		time.Sleep(5 * time.Millisecond)
	}
	if got := tr.trims.Load(); got != 3 {
		t.Fatalf("a tick after the check: %d trims in all, want 3", got)
	}
}
