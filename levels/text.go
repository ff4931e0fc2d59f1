package levels

import (
	"fmt"
	"strings"
)

// line is one line of a text file with its 1-based number; CR and trailing
// spaces or tabs are removed.
type line struct {
	n    int
	text string
}

// splitLines cuts data into lines, accepting LF and CRLF endings.
func splitLines(data []byte) []line {
	s := string(data)
	var out []line
	for n := 1; len(s) > 0; n++ {
		i := strings.IndexByte(s, '\n')
		var t string
		if i < 0 {
			t, s = s, ""
		} else {
			t, s = s[:i], s[i+1:]
		}
		out = append(out, line{n, strings.TrimRight(t, " \t\r")})
	}
	return out
}

// field is a whitespace-separated word of a line with its 1-based column.
type field struct {
	col  int
	text string
}

// fields splits s at spaces and tabs, remembering where each word starts.
func fields(s string) []field {
	var out []field
	start := -1
	for i := 0; i <= len(s); i++ {
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

// quoteText shows a word of input in an error message, shortened if long.
func quoteText(s string) string {
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return fmt.Sprintf("%q", s)
}
