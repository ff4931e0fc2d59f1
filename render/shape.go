package render

import (
	"fmt"
	"image/color"

	"swath/pathing"
)

// Kind is the kind of a display-list shape.
type Kind uint8

const (
	// Line from (X0,Y0) to (X1,Y1), Size pixels wide.
	Line Kind = iota
	// Circle filled, centre (X0,Y0), radius Size.
	Circle
	// Rect filled, from (X0,Y0) to (X1,Y1).
	Rect
	// Outline is a rectangle outline inside (X0,Y0)-(X1,Y1), Size pixels wide.
	Outline
	// Polygon filled, through Pts (x, y pairs).
	Polygon
	// Text with its top-left corner at (X0,Y0), Size pixels high.
	Text
)

func (k Kind) String() string {
	switch k {
	case Line:
		return "line"
	case Circle:
		return "circle"
	case Rect:
		return "rect"
	case Outline:
		return "outline"
	case Polygon:
		return "polygon"
	case Text:
		return "text"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Shape is one item of a display list, in screen pixels.
type Shape struct {
	Kind           Kind
	X0, Y0, X1, Y1 float32
	Size           float32
	Color          color.RGBA
	Pts            []float32
	Text           string
}

// List is a display list: shapes drawn in order.
type List []Shape

// polyline adds the segments joining pts in order, at the places at gives.
func (l *List) polyline(pts []pathing.Point, at func(pathing.Point) (float64, float64), w float64, c color.RGBA) {
	for i := 1; i < len(pts); i++ {
		ax, ay := at(pts[i-1])
		bx, by := at(pts[i])
		l.line(ax, ay, bx, by, w, c)
	}
}

func (l *List) line(x0, y0, x1, y1, w float64, c color.RGBA) {
	*l = append(*l, Shape{Kind: Line, X0: float32(x0), Y0: float32(y0), X1: float32(x1), Y1: float32(y1), Size: float32(w), Color: c})
}

func (l *List) circle(x, y, r float64, c color.RGBA) {
	*l = append(*l, Shape{Kind: Circle, X0: float32(x), Y0: float32(y), Size: float32(r), Color: c})
}

func (l *List) rect(x0, y0, x1, y1 float64, c color.RGBA) {
	*l = append(*l, Shape{Kind: Rect, X0: float32(x0), Y0: float32(y0), X1: float32(x1), Y1: float32(y1), Color: c})
}

func (l *List) outline(x0, y0, x1, y1, w float64, c color.RGBA) {
	*l = append(*l, Shape{Kind: Outline, X0: float32(x0), Y0: float32(y0), X1: float32(x1), Y1: float32(y1), Size: float32(w), Color: c})
}

func (l *List) text(x, y float64, size float64, c color.RGBA, s string) {
	*l = append(*l, Shape{Kind: Text, X0: float32(x), Y0: float32(y), Size: float32(size), Color: c, Text: s})
}
