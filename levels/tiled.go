package levels

import (
	"bytes"
	"fmt"
	"io/fs"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"swath/pathing"
)

// Tiled maps (mapeditor.org): .tmx (XML), .tmj and older .json (JSON). Swath
// reads orthogonal, finite maps and keeps only which cells are obstacles,
// plus a start and goal from point objects named "start" and "goal". Which
// cells are obstacles (the first rule that applies wins):
//
//  1. LoadOptions.Layer: every non-empty tile of the tile layer of that name;
//  2. a tile layer named "collision" or "collisions" (any case), else the
//     first tile layer whose name contains one of tiledLayerWords;
//  3. every tile of any tile layer whose tileset gives it a true bool
//     property named one of tiledSolidProps;
//  4. else an error naming the file.
//
// Layers inside groups count, in document order. The reader is Swath's own
// (tiled_xml.go, tiled_json.go, tiled_data.go, tiled_tileset.go,
// tiled_rules.go) rather than github.com/lafriks/go-tiled, which reads only
// the XML form (no .tmj/.json maps or .tsj tilesets) and inflates whole
// layers into memory with no bound.

// LoadOptions are the choices a person makes when opening a file that needs
// them; the zero value applies the automatic rules.
type LoadOptions struct {
	// Layer names the Tiled tile layer whose non-empty tiles are the
	// obstacles (rule 1): the first of that exact name in document order;
	// "" applies rules 2 and 3. Files of other formats refuse a non-empty
	// Layer.
	Layer string
	// Files, when set, is where a Tiled map's external tilesets are read
	// from (e.g. the files dropped on the window, where a dropped map has no
	// folder on disk), at the map's name joined with the tileset's path;
	// nil reads them from the disk beside the map.
	Files fs.FS
}

// tiledFlipBits are the gid bits Tiled uses for flips and hexagonal
// rotation; the tile is the rest.
const tiledFlipBits = 0xF0000000

// tiledMap is a Tiled map as read from XML or JSON, before any layer data is
// decoded.
type tiledMap struct {
	file          string
	orientation   string
	infinite      bool
	width, height int
	tileW, tileH  int
	files         fs.FS // LoadOptions.Files
	tilesets      []tiledTileset
	layers        []tiledLayer  // tile layers, groups flattened, in document order
	objects       []tiledObject // the first points named start and goal
	rootLine      int           // where the <map> element starts (XML), for errors
}

// tiledLayer is one tile layer and its still encoded data.
type tiledLayer struct {
	name                  string
	width, height         int
	encoding, compression string
	text                  string   // csv or base64 text
	gids                  []uint32 // JSON arrays and XML <tile> elements
	chunked               bool
	line                  int // 1-based line of the layer in an XML file; 0 in JSON
}

// tiledObject is an object of an object layer; only points named start or
// goal matter.
type tiledObject struct {
	name  string
	x, y  float64
	point bool
	line  int
}

// TiledImport is a Tiled map read as a level, with how it was read.
type TiledImport struct {
	Level *Level
	// From says which rule chose the obstacles, e.g. `layer "Solid"`.
	From string
	// HasStart and HasGoal report point objects named start and goal; the
	// level's other end is DefaultEnds'.
	HasStart, HasGoal bool
	// Layers are the names of the map's tile layers in document order.
	Layers []string
}

// ParseTiled reads a Tiled map (XML or JSON, by its first byte) as a level.
// file names the input in errors and locates external tilesets, whose paths
// are relative to it. On error it returns nil.
func ParseTiled(file string, data []byte, opt LoadOptions) (*TiledImport, error) {
	m, err := readTiled(file, data)
	if err != nil {
		return nil, err
	}
	m.files = opt.Files
	g, from, err := m.obstacles(opt)
	if err != nil {
		return nil, err
	}
	lv := levelFromGrid(strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)), g)
	lv.Description = fmt.Sprintf("Imported from the Tiled map %s: obstacles from %s.", filepath.Base(file), from)
	imp := &TiledImport{Level: lv, From: from, Layers: m.layerNames()}
	for _, o := range m.objects {
		var end *pathing.Point
		var has *bool
		switch {
		case !o.point:
			continue
		case strings.EqualFold(o.name, "start"):
			end, has = &lv.Start, &imp.HasStart
		case strings.EqualFold(o.name, "goal"):
			end, has = &lv.Goal, &imp.HasGoal
		default:
			continue
		}
		if *has {
			continue // the first in document order wins
		}
		p := pathing.Pt(int(math.Floor(o.x/float64(m.tileW))), int(math.Floor(o.y/float64(m.tileH))))
		if math.IsNaN(o.x) || math.IsNaN(o.y) || math.IsInf(o.x, 0) || math.IsInf(o.y, 0) || !g.In(p) {
			return nil, m.errAt(o.line, "point %q at pixel %g,%g is off the %dx%d map", CleanName(o.name), o.x, o.y, m.width, m.height)
		}
		*end, *has = p, true
	}
	return imp, nil
}

// LoadTiled reads the Tiled map at path (see ParseTiled).
func LoadTiled(path string, opt LoadOptions) (*TiledImport, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseTiled(path, data, opt)
}

// TiledLayers returns the names of the tile layers of the Tiled map at path,
// in document order (groups flattened), for a person to choose the
// obstacle layer from (LoadOptions.Layer). It decodes no layer data.
func TiledLayers(path string) ([]string, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := readTiled(path, data)
	if err != nil {
		return nil, err
	}
	return m.layerNames(), nil
}

func (m *tiledMap) layerNames() []string {
	names := make([]string, len(m.layers))
	for i, l := range m.layers {
		names[i] = l.name
	}
	return names
}

// errAt makes a ParseError naming the map; line 0 leaves the line out.
func (m *tiledMap) errAt(line int, format string, args ...any) error {
	return &ParseError{File: m.file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// layerErr makes a ParseError naming the map and the layer.
func (m *tiledMap) layerErr(l *tiledLayer, format string, args ...any) error {
	return m.errAt(l.line, "layer %s: %s", shownLayer(l.name), fmt.Sprintf(format, args...))
}

// shownLayer is a layer's name as messages show it: quoted, control
// characters escaped and cut to maxShownName bytes (a name may be a
// megabyte long).
func shownLayer(name string) string { return fmt.Sprintf("%q", CleanName(name)) }

// MaxTiledLayers and MaxTiledTilesets bound what a Tiled map may hold:
// real maps have tens of tile layers and tilesets, and each is kept while
// the map is read (a file of a million empty <layer/>s would take a
// gigabyte). Other layers, objects and groups are not kept and not
// bounded but by the file's size.
const (
	MaxTiledLayers   = 1024
	MaxTiledTilesets = 1024
)

// countLayer refuses a tile layer past MaxTiledLayers.
func (m *tiledMap) countLayer(name string, line int) error {
	if len(m.layers) >= MaxTiledLayers {
		return m.errAt(line, "more than %d tile layers (the most Swath reads); layer %s is one too many", MaxTiledLayers, shownLayer(name))
	}
	return nil
}

// countTileset refuses a tileset past MaxTiledTilesets.
func (m *tiledMap) countTileset(line int) error {
	if len(m.tilesets) >= MaxTiledTilesets {
		return m.errAt(line, "more than %d tilesets (the most Swath reads)", MaxTiledTilesets)
	}
	return nil
}

// wantsEnd reports whether an object named name could be the map's start
// or goal: only the first point of each name counts, so the others are not
// kept (a file of millions of objects costs no memory).
func (m *tiledMap) wantsEnd(name string) bool {
	for _, end := range []string{"start", "goal"} {
		if strings.EqualFold(name, end) && !slices.ContainsFunc(m.objects, func(o tiledObject) bool { return strings.EqualFold(o.name, end) }) {
			return true
		}
	}
	return false
}

// addObject keeps o when it is the first point named start or goal.
func (m *tiledMap) addObject(o tiledObject) {
	if o.point && m.wantsEnd(o.name) {
		m.objects = append(m.objects, o)
	}
}

// check refuses what Swath does not read: other orientations, infinite
// maps, sizes outside 1..MaxSide and unknown or zstd layer encodings. It
// runs before any layer is decoded.
func (m *tiledMap) check() error {
	switch m.orientation {
	case "orthogonal", "":
	case "isometric", "staggered", "hexagonal":
		return m.errAt(m.rootLine, "%s maps are not supported; Swath reads orthogonal Tiled maps only", m.orientation)
	default:
		return m.errAt(m.rootLine, "unknown orientation %s; Swath reads orthogonal Tiled maps only", quoteText(m.orientation))
	}
	if m.infinite {
		return m.errAt(m.rootLine, "infinite (chunked) maps are not supported; in Tiled, untick Infinite in the map's properties and save again")
	}
	if m.width < 1 || m.height < 1 || m.width > MaxSide || m.height > MaxSide {
		return m.errAt(m.rootLine, "the map is %dx%d tiles; each side must be 1..%d", m.width, m.height, MaxSide)
	}
	if m.tileW < 1 || m.tileH < 1 {
		return m.errAt(m.rootLine, "tile size %dx%d: each side must be at least 1 pixel", m.tileW, m.tileH)
	}
	for i := range m.layers {
		l := &m.layers[i]
		if l.chunked {
			return m.layerErr(l, "infinite (chunked) layers are not supported; in Tiled, untick Infinite in the map's properties and save again")
		}
		if l.width != m.width || l.height != m.height {
			return m.layerErr(l, "the layer is %dx%d tiles, the map %dx%d", l.width, l.height, m.width, m.height)
		}
		switch l.encoding {
		case "", "csv":
			if l.compression != "" {
				return m.layerErr(l, "compression %s needs base64 encoding", quoteText(l.compression))
			}
		case "base64":
			switch l.compression {
			case "", "zlib", "gzip":
			case "zstd":
				return m.layerErr(l, "zstd compression is not supported; in Tiled, set the map's Tile Layer Format to CSV, Base64, zlib or gzip")
			default:
				return m.layerErr(l, "unknown compression %s (want zlib or gzip)", quoteText(l.compression))
			}
		default:
			return m.layerErr(l, "unknown encoding %s (want csv or base64)", quoteText(l.encoding))
		}
	}
	return nil
}

// readTiled reads a Tiled map, JSON when it starts with '{' and XML
// otherwise, and refuses what Swath does not read (check).
func readTiled(file string, data []byte) (*tiledMap, error) {
	var m *tiledMap
	var err error
	switch {
	case tiledJSON(data):
		m, err = readTiledJSON(file, data)
	case !tiledXML(data) && jsonName(file):
		// what the name promises, not what an XML reader would say of it
		what := "its first character is not '{'"
		if tiledFirst(data) == 0 {
			what = "the file is empty"
		}
		return nil, errAt(file, 0, 0, "not a Tiled JSON map: %s", what)
	default:
		m, err = readTiledXML(file, data)
	}
	if err != nil {
		return nil, err
	}
	if err := m.check(); err != nil {
		return nil, err
	}
	// before the grid or any layer's tiles (room.go)
	if err := roomToRead(file, m.width, m.height, m.tiledReadBytes(), 0); err != nil {
		return nil, err
	}
	return m, nil
}

// tiledJSON reports whether data, after a BOM and white space, starts with
// '{'; tiledXML whether it starts with '<'. Sniff uses them.
func tiledJSON(data []byte) bool { return tiledFirst(data) == '{' }

func tiledXML(data []byte) bool { return tiledFirst(data) == '<' }

// jsonName reports whether file's extension is a Tiled JSON one (.tmj,
// .tsj, .json).
func jsonName(file string) bool {
	switch strings.ToLower(filepath.Ext(file)) {
	case ".tmj", ".tsj", ".json":
		return true
	}
	return false
}

func tiledFirst(data []byte) byte {
	data = bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\uFEFF")), " \t\r\n")
	if len(data) == 0 {
		return 0
	}
	return data[0]
}
