package levels

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// Format is a level file format.
type Format int

const (
	// UnknownFormat is neither of the others.
	UnknownFormat Format = iota
	// SwathFormat is Swath's own .swath text format; it keeps everything.
	SwathFormat
	// MapFormat is a Moving AI .map; it keeps only the obstacles.
	MapFormat
	// PNGFormat is a PNG mask; it keeps only the obstacles.
	PNGFormat
)

func (f Format) String() string {
	switch f {
	case SwathFormat:
		return "swath"
	case MapFormat:
		return "map"
	case PNGFormat:
		return "png"
	}
	return "unknown"
}

// FormatOf chooses a format by the file name's extension (case-insensitive):
// .swath, .map or .png.
func FormatOf(path string) Format {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".swath":
		return SwathFormat
	case ".map":
		return MapFormat
	case ".png":
		return PNGFormat
	}
	return UnknownFormat
}

// Sniff recognises a format by the first bytes of a file: the PNG
// signature, the line "swath …", or a Moving AI header line (type, height or
// width). It returns UnknownFormat otherwise.
func Sniff(data []byte) Format {
	if bytes.HasPrefix(data, []byte(pngMagic)) {
		return PNGFormat
	}
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if bytes.HasPrefix(data, []byte(swathMagic)) {
		return SwathFormat
	}
	first := bytes.TrimLeft(data, " \t\r\n")
	for _, k := range []string{"type ", "type\t", "height ", "height\t", "width ", "width\t"} {
		if bytes.HasPrefix(first, []byte(k)) {
			return MapFormat
		}
	}
	return UnknownFormat
}

// Parse reads a level in any format, chosen by content (Sniff) and, when the
// content is not recognised, by file's extension. file names the input in
// error messages. A Moving AI map or PNG mask becomes a level titled with the
// file's base name, a 1×1 agent, the default options and the ends of
// DefaultEnds. On error it returns no level.
func Parse(file string, data []byte) (*Level, error) {
	f := Sniff(data)
	if f == UnknownFormat {
		f = FormatOf(file)
	}
	title := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	switch f {
	case SwathFormat:
		return ParseSwath(file, data)
	case MapFormat:
		g, err := ParseMap(file, data)
		if err != nil {
			return nil, err
		}
		return levelFromGrid(title, g), nil
	case PNGFormat:
		g, err := ParsePNG(file, data)
		if err != nil {
			return nil, err
		}
		return levelFromGrid(title, g), nil
	}
	if bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte("version")) || strings.EqualFold(filepath.Ext(file), ".scen") {
		return nil, &ParseError{File: file, Msg: "this is a Moving AI scenario list (.scen), not a map; open its .map file"}
	}
	return nil, &ParseError{File: file, Msg: "unknown level format (want a .swath level, a Moving AI .map or a PNG mask)"}
}

// Load reads the level file at path (see Parse). It returns an error naming
// the file, and no level, when the file is missing, unreadable or malformed.
func Load(path string) (*Level, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Encode writes lv in format f. MapFormat and PNGFormat keep only the
// obstacles. It checks lv with Validate first.
func Encode(w io.Writer, lv *Level, f Format) error {
	if err := lv.Validate(); err != nil {
		return err
	}
	switch f {
	case SwathFormat:
		return WriteSwath(w, lv)
	case MapFormat:
		return WriteMap(w, lv.Grid)
	case PNGFormat:
		return WritePNG(w, lv.Grid)
	}
	return fmt.Errorf("unknown level format %v", f)
}
