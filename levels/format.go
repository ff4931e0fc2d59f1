package levels

import (
	"bytes"
	"fmt"
	"io"
	"os"
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
	// TiledFormat is a Tiled map (.tmx XML, .tmj or .json JSON; tiled.go);
	// Swath reads it but does not write it.
	TiledFormat
)

func (f Format) String() string {
	switch f {
	case SwathFormat:
		return "swath"
	case MapFormat:
		return "map"
	case PNGFormat:
		return "png"
	case TiledFormat:
		return "tiled"
	}
	return "unknown"
}

// FormatOf chooses a format by the file name's extension (case-insensitive):
// .swath, .map, .png, or .tmx and .tmj for Tiled (a Tiled .json is known by
// its content).
func FormatOf(path string) Format {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".swath":
		return SwathFormat
	case ".map":
		return MapFormat
	case ".png":
		return PNGFormat
	case ".tmx", ".tmj":
		return TiledFormat
	}
	return UnknownFormat
}

// FileFormat is the format of the file at path as Load chooses it: by its
// first bytes (Sniff), then by its extension (FormatOf). Unlike FormatOf
// it knows a Tiled map saved as .json. It reads no more than the start of
// a regular file; anything else (missing, a folder, a FIFO) is
// FormatOf(path).
func FileFormat(path string) Format {
	if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
		if f, err := os.Open(path); err == nil {
			defer f.Close()
			head := make([]byte, sniffLen)
			n, _ := io.ReadFull(f, head)
			if got := Sniff(head[:n]); got != UnknownFormat {
				return got
			}
		}
	}
	return FormatOf(path)
}

// sniffLen is how much of a file FileFormat reads.
const sniffLen = 4096

// Sniff recognises a format by the first bytes of a file: the PNG
// signature, the line "swath …", or a Moving AI header line (type, height or
// width), or a Tiled map's first byte ('<' XML, '{' JSON). It returns
// UnknownFormat otherwise.
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
	if tiledXML(data) || tiledJSON(data) {
		return TiledFormat
	}
	return UnknownFormat
}

// Parse reads a level in any format, chosen by content (Sniff) and, when the
// content is not recognised, by file's extension. file names the input in
// error messages. A Moving AI map or PNG mask becomes a level titled with the
// file's base name, a 1×1 agent, the default options and the ends of
// DefaultEnds. On error it returns no level.
func Parse(file string, data []byte) (*Level, error) {
	return ParseWith(file, data, LoadOptions{})
}

// ParseWith is Parse with the choices of opt; a Tiled map's start and goal
// come from its point objects named start and goal (ParseTiled).
func ParseWith(file string, data []byte, opt LoadOptions) (*Level, error) {
	f := Sniff(data)
	if f == UnknownFormat {
		f = FormatOf(file)
	}
	title := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	if opt.Layer != "" && f != TiledFormat {
		return nil, &ParseError{File: file, Msg: fmt.Sprintf("a layer (%q) can be chosen only in a Tiled map (.tmx, .tmj, .json); this is a .%v file", opt.Layer, f)}
	}
	switch f {
	case TiledFormat:
		imp, err := ParseTiled(file, data, opt)
		if err != nil {
			return nil, err
		}
		return imp.Level, nil
	case SwathFormat:
		return ParseSwath(file, data)
	case MapFormat:
		g, t, err := ParseMapTerrain(file, data)
		if err != nil {
			return nil, err
		}
		lv := levelFromGrid(title, g)
		lv.Terrain = t
		return lv, nil
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
	return nil, &ParseError{File: file, Msg: "unknown level format (want a .swath level, a Moving AI .map, a PNG mask or a Tiled map)"}
}

// Load reads the level file at path (see Parse). It returns an error naming
// the file, and no level, when the file is missing, unreadable or malformed.
func Load(path string) (*Level, error) {
	return LoadWith(path, LoadOptions{})
}

// LoadWith is Load with the choices of opt (see ParseWith).
func LoadWith(path string, opt LoadOptions) (*Level, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseWith(path, data, opt)
}

// Encode writes lv in format f. MapFormat and PNGFormat keep only the
// obstacles (MapFormat with lv.Terrain's letters, see WriteMapTerrain). It
// checks lv with Validate first.
func Encode(w io.Writer, lv *Level, f Format) error {
	if err := lv.Validate(); err != nil {
		return err
	}
	switch f {
	case SwathFormat:
		return WriteSwath(w, lv)
	case MapFormat:
		return WriteMapTerrain(w, lv.Grid, lv.Terrain)
	case PNGFormat:
		return WritePNG(w, lv.Grid)
	case TiledFormat:
		return fmt.Errorf("a Tiled map is read but not written; save as .swath, .map or .png")
	}
	return fmt.Errorf("unknown level format %v", f)
}
