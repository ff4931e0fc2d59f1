// Package levels reads and writes Swath's level files (own .swath format,
// Moving AI .map/.scen, PNG masks) and holds the built-in teaching levels.
// It is pure Go: no Ebitengine.
package levels

import "fmt"

// ParseError says where a file is malformed and what was expected there.
// Line and Col are 1-based; a zero Col (or Line) is left out of the message.
// For PNG masks, Pixel is set and names the pixel instead of a line.
type ParseError struct {
	File      string
	Line, Col int
	// Pixel is true when X, Y name a pixel of an image.
	Pixel bool
	X, Y  int
	Msg   string
}

func (e *ParseError) Error() string {
	file := e.File
	if file == "" {
		file = "<input>"
	}
	switch {
	case e.Pixel:
		return fmt.Sprintf("%s: pixel (%d,%d): %s", file, e.X, e.Y, e.Msg)
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", file, e.Line, e.Col, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("%s:%d: %s", file, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", file, e.Msg)
}

func errAt(file string, line, col int, format string, args ...any) error {
	return &ParseError{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func errPixel(file string, x, y int, format string, args ...any) error {
	return &ParseError{File: file, Pixel: true, X: x, Y: y, Msg: fmt.Sprintf(format, args...)}
}
