package levels

import (
	"bytes"
	"fmt"
	"strings"
)

// line is one line of a text file with its 1-based number; CR and trailing
// spaces or tabs are removed. off is where the line starts in the data the
// scanner was made from (the byte order mark counted).
type line struct {
	n    int
	text string
	off  int
}

// lineScanner hands out the lines of data one at a time, accepting LF and
// CRLF endings and skipping a UTF-8 byte order mark at the start. It keeps
// no list of lines: a file of millions of blank lines costs no more memory
// than the file itself. Each line is a copy of its own bytes, made when it
// is handed out: a copy of the whole data (67 MB for an 8192² .map) was
// made before its header was read, and so before the map's size was
// weighed against the room left (room.go).
type lineScanner struct {
	rest []byte
	n    int // lines handed out so far
	off  int // where rest starts in the data
}

func newLineScanner(data []byte) *lineScanner {
	rest := bytes.TrimPrefix(data, []byte(utf8BOM))
	return &lineScanner{rest: rest, off: len(data) - len(rest)}
}

// utf8BOM is the byte order mark some editors put at the start of a file.
const utf8BOM = "\uFEFF"

// next returns the next line, or ok false at the end of the data.
func (s *lineScanner) next() (ln line, ok bool) {
	if len(s.rest) == 0 {
		return line{}, false
	}
	var t []byte
	off := s.off
	if i := bytes.IndexByte(s.rest, '\n'); i < 0 {
		t, s.rest = s.rest, nil
		s.off += len(t)
	} else {
		t, s.rest = s.rest[:i], s.rest[i+1:]
		s.off += i + 1
	}
	s.n++
	return line{s.n, string(bytes.TrimRight(t, " \t\r")), off}, true
}

// nextNonBlank skips blank lines and returns the next other one.
func (s *lineScanner) nextNonBlank() (line, bool) {
	for {
		ln, ok := s.next()
		if !ok || ln.text != "" {
			return ln, ok
		}
	}
}

// end is the number of the line after the last one, where an error about
// missing content points.
func (s *lineScanner) end() int { return s.n + 1 }

// field is a whitespace-separated word of a line with its 1-based column.
type field struct {
	col  int
	text string
}

// maxFields is the most words fields returns: no line of the formats has
// more than 9, and a line of millions of words must not cost a slice of
// millions.
const maxFields = 10

// fields splits s at spaces and tabs, remembering where each word starts;
// it stops after maxFields words.
func fields(s string) []field { return appendFields(nil, s) }

// appendFields is fields appending to out (a caller reading many lines
// reuses one slice: fields(out[:0], line)).
func appendFields(out []field, s string) []field {
	start := -1
	for i, n := 0, len(out); i <= len(s) && len(out)-n < maxFields; i++ {
		sp := i == len(s) || s[i] == ' ' || s[i] == '\t'
		if sp && start >= 0 {
			out = append(out, field{start + 1, s[start:i]})
			start = -1
		} else if !sp && start < 0 {
			start = i
		}
	}
	return out
}

// quoteByte shows a byte of input in an error message.
func quoteByte(c byte) string {
	if c >= 0x20 && c < 0x7f {
		return fmt.Sprintf("'%c'", c)
	}
	return fmt.Sprintf("byte 0x%02x", c)
}

// quoteText shows a word of input in an error message, shortened if long;
// %q escapes control characters, so nothing of the file reaches the
// terminal as a command.
func quoteText(s string) string {
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return fmt.Sprintf("%q", s)
}

// notText returns an error when data is clearly not a text file of the kind
// want names (a PNG image, or binary bytes), so the reader is told what the
// file is rather than which line of it looks wrong.
func notText(file string, data []byte, want string) error {
	if bytes.HasPrefix(data, []byte(pngMagic)) {
		return &ParseError{File: file, Msg: "this is a PNG image, not " + want}
	}
	if bytes.IndexByte(data[:min(len(data), 512)], 0) >= 0 {
		return &ParseError{File: file, Msg: "this is a binary file, not " + want}
	}
	return nil
}

// CleanName makes a name read from a file (or typed) safe to print on one
// line: control characters become '?' (an ANSI escape in a .scen must not
// reach the terminal) and it is cut to maxShownName bytes.
func CleanName(s string) string {
	s = printable(s)
	if len(s) > maxShownName {
		cut := maxShownName
		for cut > 0 && s[cut]&0xc0 == 0x80 {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}

// maxShownName is the longest name CleanName shows.
const maxShownName = 200

// printable replaces control characters (C0, DEL and C1) with '?'.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return '?'
		}
		return r
	}, s)
}
