package render

import (
	"image/color"
	"math"
	"slices"

	"swath/pathing"
)

// BodyOffset is how far the centre of an agent's body lies from the
// centre of its pivot cell, in cells: (0.5, 0.5) for a 2×2 agent, whose
// pivot is its top-left cell, 0 for odd sides. The route is drawn where
// the body goes, so that an even footprint's line runs through the middle
// of the cells it sweeps, not along their top-left wall.
func BodyOffset(f pathing.Footprint) (dx, dy float64) {
	return float64(f.Right()-f.Left()) / 2, float64(f.Bottom()-f.Top()) / 2
}

// sweptOutline appends the outline of the footprint swept along each
// segment of pts (screen corners of the footprint at each point, from
// cover): the convex hull of the footprint at both ends, which is the
// region the body passes over on a straight segment. Merged (marks not
// nil), an edge no longer than a pixel and a half whose two ends lie in
// pixels earlier edges ended in is left out: zoomed out, a long route's
// outlines fall on the same few pixels over and over.
func (l *List) sweptOutline(corners func(pathing.Point) [4][2]float64, pts []pathing.Point, w float64, c color.RGBA, marks *pixelMarks) {
	var buf [24][2]float64
	for i := 1; i < len(pts); i++ {
		yieldAt(i)
		a, b := corners(pts[i-1]), corners(pts[i])
		in := buf[:8]
		copy(in, a[:])
		copy(in[4:], b[:])
		hull := convexHullInto(buf[8:8], in)
		for k := range hull {
			p, q := hull[k], hull[(k+1)%len(hull)]
			if marks != nil {
				dx, dy := q[0]-p[0], q[1]-p[1]
				mp, mq := marks.mark(p[0], p[1]), marks.mark(q[0], q[1])
				if dx*dx+dy*dy <= 2.25 && !mp && !mq {
					continue
				}
			}
			l.line(p[0], p[1], q[0], q[1], w, c)
		}
	}
}

// convexHull is the convex hull of pts (Andrew's monotone chain), in order.
func convexHull(pts [][2]float64) [][2]float64 {
	return convexHullInto(make([][2]float64, 0, 2*len(pts)), slices.Clone(pts))
}

// convexHullInto is convexHull with the caller's memory: it sorts pts in
// place and appends the hull to hull (which must not overlap pts).
func convexHullInto(hull, pts [][2]float64) [][2]float64 {
	slices.SortFunc(pts, func(a, b [2]float64) int {
		if a[0] != b[0] {
			return cmpF(a[0], b[0])
		}
		return cmpF(a[1], b[1])
	})
	pts = slices.CompactFunc(pts, func(a, b [2]float64) bool {
		return math.Abs(a[0]-b[0]) < 1e-9 && math.Abs(a[1]-b[1]) < 1e-9
	})
	if len(pts) < 3 {
		return pts
	}
	cross := func(o, a, b [2]float64) float64 {
		return (a[0]-o[0])*(b[1]-o[1]) - (a[1]-o[1])*(b[0]-o[0])
	}
	for _, p := range pts {
		for len(hull) >= 2 && cross(hull[len(hull)-2], hull[len(hull)-1], p) <= 0 {
			hull = hull[:len(hull)-1]
		}
		hull = append(hull, p)
	}
	lower := len(hull) + 1
	for i := len(pts) - 2; i >= 0; i-- {
		p := pts[i]
		for len(hull) >= lower && cross(hull[len(hull)-2], hull[len(hull)-1], p) <= 0 {
			hull = hull[:len(hull)-1]
		}
		hull = append(hull, p)
	}
	return hull[:len(hull)-1]
}

func cmpF(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
