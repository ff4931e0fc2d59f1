package render

import (
	"image"
	"image/color"
	"math/rand"
	"testing"

	"swath/pathing"
)

// A long winding route at a zoom where many nodes share a pixel: merged,
// it has at most one segment per pixel and paints nearly the same pixels as
// the plain polyline (checked against it, drawn by the same painter).
func TestRouteLinesMergePerPixel(t *testing.T) {
	seed := int64(7)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	// a random walk of 200,000 unit steps on a 1000×1000 grid
	pts := []pathing.Point{{X: 500, Y: 500}}
	for len(pts) < 200_000 {
		p := pts[len(pts)-1]
		d := []pathing.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}}[r.Intn(6)]
		q := pathing.Point{X: p.X + d.X, Y: p.Y + d.Y}
		if q.X >= 0 && q.Y >= 0 && q.X < 1000 && q.Y < 1000 {
			pts = append(pts, q)
		}
	}
	const w, h, scale = 400, 400, 0.4
	at := func(p pathing.Point) (float64, float64) {
		return (float64(p.X) + 0.5) * scale, (float64(p.Y) + 0.5) * scale
	}
	all := func(_, _, _, _ float64) bool { return true }
	c := color.RGBA{0xff, 0, 0, 0xff}
	plain := routeLines(nil, pts, at, all, nil, 1, c)
	merged := routeLines(nil, pts, at, all, newPixelMarks(0, 0, w, h), 1, c)
	if len(plain) != len(pts)-1 {
		t.Fatalf("plain: %d segments for %d points", len(plain), len(pts))
	}
	if len(merged) > w*h || len(merged) > len(plain)/4 {
		t.Fatalf("merged: %d segments (plain %d, %d pixels)", len(merged), len(plain), w*h)
	}
	paint := func(l List) *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		var p painter
		p.drawList(img, l)
		return img
	}
	a, b := paint(plain), paint(merged)
	painted, missing, extra := 0, 0, 0
	for i := 0; i < len(a.Pix); i += 4 {
		// a hole: solid in the plain picture, untouched in the merged one
		// (antialiased edges and overdraw differ, the route's pixels must not)
		if a.Pix[i+3] >= 0x80 {
			painted++
			if b.Pix[i+3] == 0 {
				missing++
			}
		}
		if b.Pix[i+3] >= 0x80 && a.Pix[i+3] == 0 {
			extra++
		}
	}
	t.Logf("%d segments → %d; %d pixels painted, %d missing, %d extra", len(plain), len(merged), painted, missing, extra)
	if missing+extra > painted/50 {
		t.Fatalf("merged route differs in %d+%d of %d painted pixels", missing, extra, painted)
	}
}
