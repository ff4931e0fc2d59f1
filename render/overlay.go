package render

import (
	"image"

	"swath/assets"
	"swath/pathing"
	"swath/view"
)

// buildOverlay writes the per-cell overlay for the current plan: the band
// the footprint sweeps along the smoothed route (the union of the exact
// scan sets of its segments), warning cells where the footprint does not
// fit at a marker, and the obstacle cells that block a stuck route. It
// returns the box of cells it coloured. band false leaves the band out.
func buildOverlay(p *Pixels, s view.Reader, band bool) image.Rectangle {
	box := image.Rectangle{}
	if band {
		box, _ = buildBand(p, s, 0, 0)
	}
	return box.Union(buildMarks(p, s))
}

// buildBand writes the band's segments from segment from on, until more
// than budget cells are written (budget ≤ 0: no limit). It returns the box
// of the cells it wrote and the segment to go on from, -1 when done.
func buildBand(p *Pixels, s view.Reader, from, budget int) (image.Rectangle, int) {
	w := cellWriter{p: p}
	bandC := rgba(assets.Band)
	pl := s.Selected().Plan()
	n := 0
	for i := from; i+1 < len(pl.Waypoints); i++ {
		if budget > 0 && n > budget {
			return w.box, i
		}
		sw := pathing.NewSweep(s.Selected().Agent(), pl.Waypoints[i], pl.Waypoints[i+1], pathing.Exact)
		n += 64 // the sweep's set-up
		for x := sw.Rect.MinX; x <= sw.Rect.MaxX; x++ {
			if y0, y1, ok := sw.Column(x); ok {
				for y := y0; y <= y1; y++ {
					w.put(x, y, bandC)
				}
				n += y1 - y0 + 1
			}
		}
	}
	return w.box, -1
}

// buildMarks writes the overlay's cells over the band: warning cells where
// the footprint does not fit at a marker and the obstacle cells that block
// a stuck route.
func buildMarks(p *Pixels, s view.Reader) image.Rectangle {
	g := s.Grid()
	w := cellWriter{p: p}
	put := w.put
	pl := s.Selected().Plan()
	warn, hit := rgba(assets.WarnFill), rgba(assets.HitFill)
	for _, m := range []struct {
		at   pathing.Point
		fits bool
	}{{s.Selected().Start(), s.Selected().StartFits()}, {s.Selected().Goal(), s.Selected().GoalFits()}} {
		if m.fits {
			continue
		}
		r := s.Selected().Agent().Cover(m.at)
		for y := r.MinY; y <= r.MaxY; y++ {
			for x := r.MinX; x <= r.MaxX; x++ {
				if g.Blocked(x, y) {
					put(x, y, hit)
				} else {
					put(x, y, warn)
				}
			}
		}
	}
	for _, h := range pl.StuckHits {
		put(h.X, h.Y, hit)
	}
	return w.box
}

// clearBox makes the cells of r transparent.
func clearBox(p *Pixels, r image.Rectangle) {
	r = r.Intersect(image.Rect(0, 0, p.W, p.H))
	for y := r.Min.Y; y < r.Max.Y; y++ {
		clear(p.Pix[4*(y*p.W+r.Min.X) : 4*(y*p.W+r.Max.X)])
	}
}

// writeGrid paints the cells of r: free or obstacle.
func writeGrid(p *Pixels, g *pathing.Grid, r image.Rectangle) {
	r = r.Intersect(image.Rect(0, 0, p.W, p.H))
	free, obst := rgba(assets.Free), rgba(assets.Obstacle)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := 4 * (y*p.W + x)
			if g.Blocked(x, y) {
				copy(p.Pix[i:i+4], obst[:])
			} else {
				copy(p.Pix[i:i+4], free[:])
			}
		}
	}
}
