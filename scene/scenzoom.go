package scene

import (
	"math"

	"swath/pathing"
)

// maxQueryZoom is the closest zoom a picked query brings the view to, in
// pixels per cell: two ends a few cells apart on a big map are shown
// with room around them, not at MaxScale.
const maxQueryZoom = 24

// zoomToQuery brings a picked .scen query into view: both footprints and
// the whole region its route can run in (a route no longer than optimal
// keeps within the ellipse whose foci are the ends and whose major axis is
// optimal: its bounding box, with the footprint's size around it). A
// query that the fitted map already shows large enough keeps the fitted
// view; otherwise the view zooms so that the region fills it, and counts
// as zoomed (a resize keeps it).
func (s *Scene) zoomToQuery(q pathing.Query, optimal float64) {
	v := &s.view
	if v.W <= 16 || v.H <= 16 {
		return
	}
	w, h := s.grid.Width(), s.grid.Height()
	r := queryRegion(q, optimal, w, h)
	fitted := *v
	fitted.Fit(w, h)
	sc := math.Min(float64(v.W-16)/float64(r.Dx()), float64(v.H-16)/float64(r.Dy()))
	sc = math.Min(sc, maxQueryZoom)
	if sc >= 2 {
		sc = math.Floor(sc)
	}
	if sc <= fitted.Scale {
		*v = fitted
		s.viewAuto = true
		return
	}
	cx, cy := float64(r.MinX+r.MaxX+1)/2, float64(r.MinY+r.MaxY+1)/2
	v.Scale = sc
	v.OX = math.Round(float64(v.W)/2 - cx*sc)
	v.OY = math.Round(float64(v.H)/2 - cy*sc)
	s.viewFitted, s.viewAuto = true, false
}

// queryRegion is the cells q's route can reach if it is no longer than
// optimal (less than the straight line: the straight line), with both
// footprints and a margin of the footprint's size, clipped to the w×h map.
func queryRegion(q pathing.Query, optimal float64, w, h int) pathing.Rect {
	sx, sy := float64(q.Start.X)+0.5, float64(q.Start.Y)+0.5
	gx, gy := float64(q.Goal.X)+0.5, float64(q.Goal.Y)+0.5
	d := math.Hypot(gx-sx, gy-sy)
	a := math.Max(optimal, d) / 2 // the ellipse's half axes
	b := math.Sqrt(math.Max(a*a-d*d/4, 0))
	ux, uy := 1.0, 0.0
	if d > 0 {
		ux, uy = (gx-sx)/d, (gy-sy)/d
	}
	hx := math.Sqrt(a*a*ux*ux + b*b*uy*uy)
	hy := math.Sqrt(a*a*uy*uy + b*b*ux*ux)
	f := q.Agent.Norm()
	m := float64(max(f.L, f.W)) + 1
	cx, cy := (sx+gx)/2, (sy+gy)/2
	r := pathing.Rect{
		MinX: int(math.Floor(cx - hx - m)), MinY: int(math.Floor(cy - hy - m)),
		MaxX: int(math.Ceil(cx + hx + m)), MaxY: int(math.Ceil(cy + hy + m)),
	}
	r.MinX, r.MinY = max(r.MinX, 0), max(r.MinY, 0)
	r.MaxX, r.MaxY = min(r.MaxX, w-1), min(r.MaxY, h-1)
	return r
}

// nearMarker reports whether cell c's centre lies inside the least-size
// marker square of the end at p (only where the view draws one: the
// footprint's cover is smaller than MarkerMinPx on screen).
func (s *Scene) nearMarker(c, p pathing.Point, f pathing.Footprint) bool {
	sc := s.view.Scale
	n := f.Norm()
	if sc <= 0 || float64(min(n.L, n.W))*sc >= MarkerMinPx {
		return false
	}
	half := MarkerMinPx / 2 / sc
	return math.Abs(float64(c.X-p.X)) <= half && math.Abs(float64(c.Y-p.Y)) <= half
}
