//go:build js

package render

import (
	"image/color"
	"testing"
	"time"

	"swath/pathing"
)

// TestPaintLayerYieldsAfterFastCalls: once fast calls have made
// pathing.Yield skip its clock reads, a route layer of big shapes (a
// maze's band: a whole layer's worth of pixels each) still gives the event
// loop its turn while it is painted. With Yield every 64 shapes its 1023
// skipped calls were 65,000 shapes: the layer was painted in one go. Run
// it with GOOS=js GOARCH=wasm go test -run PaintLayer ./render/ (Node).
func TestPaintLayerYieldsAfterFastCalls(t *testing.T) {
	pathing.YieldPhase()
	for range 200000 {
		pathing.Yield() // fast calls: Yield reads the clock every 1023
	}
	const w, h = 256, 256
	pix := make([]byte, 4*w*h)
	var l List
	for i := range 1000 {
		l = append(l, Shape{Kind: Rect, X1: w, Y1: h, Color: color.RGBA{uint8(i), 0x40, 0x80, 0xff}})
	}
	t0, before := time.Now(), pathing.BrowserTurns()
	paintLayer(pix, w, h, l)
	took, n := time.Since(t0), pathing.BrowserTurns()-before
	t.Logf("%d shapes of %d pixels painted in %v; the event loop had %d turns", len(l), w*h, took, n)
	if took < 8*pathing.YieldSlice {
		t.Fatalf("the layer took %v, under the 8 slices the test needs", took)
	}
	if n < 4 {
		t.Fatalf("a layer of %v gave the event loop %d turns, want one a slice (%v) or so", took, n, pathing.YieldSlice)
	}
}
