package render

import (
	"image"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// buildStepOverlay writes the per-cell overlay of step v of tl: during the
// search each reached cell's state (closed, open, expanded now) from the
// timeline's per-cell OpenedAt/ClosedAt, so any step costs one pass over
// the search's bounds; during the smoothing the test's scan cells, the
// cells the paper sampling misses and the obstacle cells hit; from the
// result on the swept band. It returns the box of cells it wrote.
func buildStepOverlay(p *Pixels, tl *scene.Timeline, v *scene.StepView) image.Rectangle {
	box := image.Rectangle{}
	put := func(x, y int, c [4]byte) {
		if x < 0 || y < 0 || x >= p.W || y >= p.H {
			return
		}
		i := 4 * (y*p.W + x)
		copy(p.Pix[i:i+4], c[:])
		box = box.Union(image.Rect(x, y, x+1, y+1))
	}
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
	case v.Phase == scene.PhaseSearch:
		if v.SearchStep < 0 {
			return box
		}
		r, ok := tl.SearchBounds()
		if !ok {
			return box
		}
		opened, closed := tl.OpenedAt(), tl.ClosedAt()
		k := int32(v.SearchStep)
		cl, op, ex := rgba(assets.ClosedFill), rgba(assets.OpenFill), rgba(assets.ExpandFill)
		w := p.W
		for y := max(r.MinY, 0); y <= min(r.MaxY, p.H-1); y++ {
			row := p.Pix[4*y*w : 4*(y+1)*w]
			for x := max(r.MinX, 0); x <= min(r.MaxX, w-1); x++ {
				c := y*w + x
				var col *[4]byte
				switch {
				case closed[c] == k && v.Kind == scene.StepExpand:
					col = &ex
				case closed[c] <= k:
					col = &cl
				case opened[c] <= k:
					col = &op
				default:
					continue
				}
				copy(row[4*x:4*x+4], col[:])
			}
		}
		return image.Rect(max(r.MinX, 0), max(r.MinY, 0), min(r.MaxX+1, w), min(r.MaxY+1, p.H))
	case v.HasSweep:
		fill := rgba(assets.ScanFill)
		if v.Kind == scene.StepChoose && !v.Stuck {
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
	case v.Kind == scene.StepResult || v.Kind == scene.StepWalk:
		band := rgba(assets.Band)
		for i := range v.Band {
			sweep(&v.Band[i], band)
		}
		for _, c := range v.Hits {
			put(c.X, c.Y, hit)
		}
	}
	return box
}

// copyChanged copies the pixels of r that differ from src into dst and
// returns the box of those it copied: the part the screen must upload.
func copyChanged(dst, src *Pixels, r image.Rectangle) image.Rectangle {
	r = r.Intersect(image.Rect(0, 0, dst.W, dst.H))
	changed := image.Rectangle{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i0, i1 := 4*(y*dst.W+r.Min.X), 4*(y*dst.W+r.Max.X)
		d, s := dst.Pix[i0:i1], src.Pix[i0:i1]
		lo, hi := -1, -1
		for i := 0; i < len(d); i += 4 {
			if d[i] != s[i] || d[i+1] != s[i+1] || d[i+2] != s[i+2] || d[i+3] != s[i+3] {
				if lo < 0 {
					lo = i
				}
				hi = i
			}
		}
		if lo < 0 {
			continue
		}
		copy(d[lo:hi+4], s[lo:hi+4])
		changed = changed.Union(image.Rect(r.Min.X+lo/4, y, r.Min.X+hi/4+1, y+1))
	}
	return changed
}
