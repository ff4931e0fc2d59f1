package pathing

import "math"

// Turns counts the interior points of a route where the direction of travel
// changes; collinear points are not turns, a reversal is.
func Turns(pts []Point) int {
	n := 0
	for i := 1; i+1 < len(pts); i++ {
		a, b := pts[i].Sub(pts[i-1]), pts[i+1].Sub(pts[i])
		cross := a.X*b.Y - a.Y*b.X
		dot := a.X*b.X + a.Y*b.Y
		if cross != 0 || dot <= 0 {
			n++
		}
	}
	return n
}

// Length is the Euclidean length of the route through pts, in cells.
func Length(pts []Point) float64 {
	l := 0.0
	for i := 1; i < len(pts); i++ {
		d := pts[i].Sub(pts[i-1])
		l += math.Hypot(float64(d.X), float64(d.Y))
	}
	return l
}
