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
	if want := max(4, int(took/(8*pathing.YieldSlice))); n < want {
		t.Fatalf("a layer of %v gave the event loop %d turns, want %d or more (one a slice, %v, or so)", took, n, want, pathing.YieldSlice)
	}
}

// TestRouteShapesYieldAfterFastCalls: the route layer's loops over a
// route's points (yieldAt) give the event loop its turn after fast calls
// had made pathing.Yield skip its clock reads: with Yield, 1023 skipped
// calls were 260,000 points (a 512² maze's route and swept band, built in
// one go). Run it with GOOS=js GOARCH=wasm go test -run RouteShapes
// ./render/ (Node).
func TestRouteShapesYieldAfterFastCalls(t *testing.T) {
	pathing.YieldPhase()
	for range 200000 {
		pathing.Yield()
	}
	pts := make([]pathing.Point, 200000)
	for i := range pts {
		pts[i] = pathing.Pt(i%512, i/512)
	}
	corners := func(p pathing.Point) [4][2]float64 {
		x, y := float64(p.X), float64(p.Y)
		return [4][2]float64{{x, y}, {x + 2, y}, {x + 2, y + 2}, {x, y + 2}}
	}
	var l List
	t0, before := time.Now(), pathing.BrowserTurns()
	l.sweptOutline(corners, pts, 1, color.RGBA{0x40, 0x80, 0xc0, 0xff}, nil)
	took, n := time.Since(t0), pathing.BrowserTurns()-before
	t.Logf("the swept outline of %d points (%d shapes) in %v; the event loop had %d turns", len(pts), len(l), took, n)
	if took < 8*pathing.YieldSlice {
		t.Fatalf("the outline took %v, under the 8 slices the test needs", took)
	}
	if want := max(4, int(took/(8*pathing.YieldSlice))); n < want {
		t.Fatalf("an outline of %v gave the event loop %d turns, want %d or more (one a slice, %v, or so)", took, n, want, pathing.YieldSlice)
	}
}
