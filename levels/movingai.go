package levels

import (
	"io"
	"strconv"

	"swath/pathing"
)

// MaxSide is the largest width or height of any map Swath opens or creates.
const MaxSide = 8192

// MinNewSide is the smallest width or height of a map a person creates
// (and of a .swath level). Imported Moving AI maps and PNG masks may be
// smaller, down to 1×1.
const MinNewSide = 4

// Moving AI terrain letters (movingai.com/benchmarks/formats.html):
//
//	.  G   passable ground            -> free
//	S      swamp, passable            -> free
//	@  O   out of bounds              -> blocked
//	T      trees, not passable        -> blocked
//	W      water: a ground agent cannot enter it from ground -> blocked
//
// Swath's agent walks on ground, so water counts as an obstacle. Any other
// byte is an error. WriteMap writes only '.' and '@'; a map read with
// ParseMapTerrain and written with WriteMapTerrain keeps its letters (see
// Terrain).
const mapLetters = ".G@OTSW"

// mapBlocked reports whether a Moving AI terrain letter is an obstacle; ok is
// false for a letter the format does not define.
func mapBlocked(c byte) (blocked, ok bool) {
	switch c {
	case '.', 'G', 'S':
		return false, true
	case '@', 'O', 'T', 'W':
		return true, true
	}
	return false, false
}

// ParseMap reads a Moving AI .map: the header lines "type octile",
// "height N", "width N" (in any order), the line "map", then N rows of
// terrain letters. file names the input in error messages. Sizes must be
// 1..MaxSide. Lines may end in LF or CRLF.
func ParseMap(file string, data []byte) (*pathing.Grid, error) {
	g, _, err := ParseMapTerrain(file, data)
	return g, err
}

// ParseMapTerrain is ParseMap that also returns the file's terrain letters
// and layout, for WriteMapTerrain to write the map back as it was; the
// terrain is nil when the file is exactly what WriteMap writes. The
// terrain keeps data: the caller must not change it afterwards.
func ParseMapTerrain(file string, data []byte) (*pathing.Grid, *Terrain, error) {
	g, t, err := parseMap(file, data)
	if err != nil {
		return nil, nil, err
	}
	return g, t, nil
}

func parseMap(file string, data []byte) (*pathing.Grid, *Terrain, error) {
	if err := notText(file, data, "a Moving AI .map (a text file starting \"type octile\")"); err != nil {
		return nil, nil, err
	}
	sc := newLineScanner(data)
	w, h, typ := -1, -1, ""
	var mapLine int
	for {
		ln, ok := sc.next()
		if !ok {
			return nil, nil, errAt(file, sc.end(), 0, "missing the \"map\" line that ends the header")
		}
		fs := fields(ln.text)
		if len(fs) == 0 {
			continue
		}
		if len(fs) == 1 && fs[0].text == "map" {
			mapLine = ln.n
			break
		}
		key := fs[0]
		known := key.text == "type" || key.text == "height" || key.text == "width"
		if !known && typ == "" && w < 0 && h < 0 {
			// not a map at all: nothing of it is shown (it may be any
			// file a link or a .scen led to)
			return nil, nil, errAt(file, ln.n, key.col, "want a header line \"type octile\", \"height N\", \"width N\" or \"map\" first; this is not a Moving AI map")
		}
		if len(fs) != 2 {
			return nil, nil, errAt(file, ln.n, key.col, "want a header line \"type octile\", \"height N\", \"width N\" or \"map\" (this line has %d words)", len(fs))
		}
		val := fs[1]
		switch key.text {
		case "type":
			if typ != "" {
				return nil, nil, errAt(file, ln.n, key.col, "\"type\" given twice")
			}
			if val.text != "octile" {
				return nil, nil, errAt(file, ln.n, val.col, "map type %s is not supported (want octile)", quoteText(val.text))
			}
			typ = val.text
		case "height", "width":
			if (key.text == "height" && h >= 0) || (key.text == "width" && w >= 0) {
				return nil, nil, errAt(file, ln.n, key.col, "%q given twice", key.text)
			}
			n, err := parseSide(file, ln.n, val, key.text, 1)
			if err != nil {
				return nil, nil, err
			}
			if key.text == "height" {
				h = n
			} else {
				w = n
			}
		default:
			return nil, nil, errAt(file, ln.n, key.col, "unknown header key %s (want type, height, width or map)", quoteText(key.text))
		}
	}
	switch {
	case typ == "":
		return nil, nil, errAt(file, mapLine, 1, "the header has no \"type octile\" line")
	case h < 0:
		return nil, nil, errAt(file, mapLine, 1, "the header has no \"height N\" line")
	case w < 0:
		return nil, nil, errAt(file, mapLine, 1, "the header has no \"width N\" line")
	}
	if err := roomToRead(file, w, h, mapReadBytesPerCell, 0); err != nil {
		return nil, nil, err
	}
	t := &Terrain{data: data, w: w, h: h, rows: make([]int, 0, h)}
	g, err := readRows(sc, file, w, h, mapBlocked, mapRows, &t.rows)
	if err != nil {
		return nil, nil, err
	}
	if t.canonical() {
		t = nil
	}
	return g, t, nil
}

// mapRows are the .map rows' words in readRows' errors.
var mapRows = rowWords{
	short: "the map has %d rows, the header says height %d",
	width: "row %d has %d cells, the header says width %d",
	cell:  "unexpected %s (want one of " + mapLetters + ")",
	extra: "text after the last row (the header says height %d)",
}

// rowWords are the error formats of readRows: too few rows (rows read,
// height), a row of the wrong width (row, cells, width), a bad cell (the
// byte, quoted) and text after the last row (height).
type rowWords struct{ short, width, cell, extra string }

// readRows reads the h rows of w cells that end a map file, cell telling
// each byte's meaning, and checks nothing but blank lines follows. When
// offs is not nil, where each row starts in the data is appended to it.
func readRows(sc *lineScanner, file string, w, h int, cell func(byte) (blocked, ok bool), words rowWords, offs *[]int) (*pathing.Grid, error) {
	g := pathing.NewGrid(w, h)
	for y := 0; y < h; y++ {
		ln, ok := sc.next()
		if !ok {
			return nil, errAt(file, sc.end(), 0, words.short, y, h)
		}
		if len(ln.text) != w {
			return nil, errAt(file, ln.n, min(len(ln.text), w)+1, words.width, y, len(ln.text), w)
		}
		if offs != nil {
			*offs = append(*offs, ln.off)
		}
		for x := 0; x < w; x++ {
			b, ok := cell(ln.text[x])
			if !ok {
				return nil, errAt(file, ln.n, x+1, words.cell, quoteByte(ln.text[x]))
			}
			if b {
				g.Set(x, y, true)
			}
		}
	}
	if ln, ok := sc.nextNonBlank(); ok {
		return nil, errAt(file, ln.n, 1, words.extra, h)
	}
	return g, nil
}

// parseSide reads a map side length in lo..MaxSide.
func parseSide(file string, line int, f field, what string, lo int) (int, error) {
	n, err := strconv.Atoi(f.text)
	if err != nil {
		return 0, errAt(file, line, f.col, "%s %s is not a whole number", what, quoteText(f.text))
	}
	if n > MaxSide {
		return 0, errAt(file, line, f.col, "%s %d is larger than the %d limit", what, n, MaxSide)
	}
	if n < lo {
		return 0, errAt(file, line, f.col, "%s %d is too small (want %d..%d)", what, n, lo, MaxSide)
	}
	return n, nil
}

// WriteMap writes g as a Moving AI .map: '.' for free cells, '@' for obstacles.
func WriteMap(w io.Writer, g *pathing.Grid) error { return WriteMapTerrain(w, g, nil) }

// LoadMap reads the Moving AI .map at path.
func LoadMap(path string) (*pathing.Grid, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseMap(path, data)
}
