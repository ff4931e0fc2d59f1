package levels

import "fmt"

// ParseError says where a file is malformed and what was expected there.
// Line and Col are 1-based; a zero Col (or Line) is left out of the message.
// PNG errors concern the whole file (signature, header, size, data), so
// they carry no line.
type ParseError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string {
	file := printable(e.File)
	if file == "" {
		file = "<input>"
	}
	switch {
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
