package levels

import (
	"bytes"
	"fmt"
	"testing"
)

// mapText is a w×h Moving AI map with a diagonal of obstacles.
func mapText(w, h int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "type octile\nheight %d\nwidth %d\nmap\n", h, w)
	row := bytes.Repeat([]byte{'.'}, w)
	for y := range h {
		row[y%w] = '@'
		b.Write(row)
		b.WriteByte('\n')
		row[y%w] = '.'
	}
	return b.Bytes()
}

// BenchmarkParseMap2048 parses a 2048×2048 .map (4 MB): time and the bytes
// allocated besides the grid.
func BenchmarkParseMap2048(b *testing.B) {
	data := mapText(2048, 2048)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseMap("m.map", data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseBlankLines parses 8 MB of blank lines after a header: the
// memory a file of nothing costs.
func BenchmarkParseBlankLines(b *testing.B) {
	data := append([]byte("swath 1\n"), bytes.Repeat([]byte{'\n'}, 8<<20)...)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseSwath("b.swath", data); err == nil {
			b.Fatal("no error for a level without a grid")
		}
	}
}
