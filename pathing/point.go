package pathing

import "fmt"

// Point is a cell coordinate: X is the column (0 at the left), Y the row
// (0 at the top, growing downward): cell (x, y) is the unit square centred on (x, y).
type Point struct{ X, Y int }

// Pt is shorthand for Point{x, y}.
func Pt(x, y int) Point { return Point{x, y} }

func (p Point) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

// Add returns p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Chebyshev returns max(|dx|, |dy|) between p and q.
func (p Point) Chebyshev(q Point) int {
	dx, dy := abs(p.X-q.X), abs(p.Y-q.Y)
	if dx > dy {
		return dx
	}
	return dy
}

// Rect is an inclusive rectangle of cells.
type Rect struct{ MinX, MinY, MaxX, MaxY int }

// Contains reports whether p lies in r.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.MinX && p.X <= r.MaxX && p.Y >= r.MinY && p.Y <= r.MaxY
}

// Dx is the number of columns of r.
func (r Rect) Dx() int { return r.MaxX - r.MinX + 1 }

// Dy is the number of rows of r.
func (r Rect) Dy() int { return r.MaxY - r.MinY + 1 }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
