package levels

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
)

// jsonMap is the part of a Tiled JSON map (.tmj, .json) Swath reads. The
// fields of these types are named as Tiled's keys, which encoding/json
// matches without regard to case: they need no tags.
type jsonMap struct {
	Type                  string
	Orientation           string
	Infinite              bool
	Width, Height         int
	TileWidth, TileHeight int
	Tilesets              []jsonTileset
	Layers                []jsonLayer
}

type jsonLayer struct {
	Type          string
	Name          string
	Width, Height int
	Encoding      string
	Compression   string
	Data          json.RawMessage
	Chunks        json.RawMessage
	Layers        []jsonLayer
	Objects       []jsonObject
}

type jsonObject struct {
	Name  string
	X, Y  float64
	Point bool
}

// jsonTileset is an embedded tileset, an external reference, or (with Type
// "tileset") a .tsj file. Tiles is a list of {id, properties} since Tiled
// 1.2; older files keep the properties in TileProperties by id.
type jsonTileset struct {
	Type           string
	FirstGID       uint32
	Source         string
	Tiles          json.RawMessage
	TileProperties map[string]map[string]json.RawMessage
}

type jsonTile struct {
	ID         uint32
	Properties []jsonProperty
}

type jsonProperty struct {
	Name  string
	Type  string
	Value json.RawMessage
}

// jsonErr turns a decoding error into a ParseError at its line and column.
func jsonErr(file string, data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := int64(-1)
	msg := err.Error()
	switch {
	case errors.As(err, &se):
		off, msg = se.Offset, "bad JSON: "+se.Error()
	case errors.As(err, &te):
		off = te.Offset
		msg = "bad JSON: " + te.Value + " where " + te.Type.String() + " was expected"
		if te.Field != "" {
			msg += " (field " + strconv.Quote(te.Field) + ")"
		}
	}
	if off < 0 || off > int64(len(data)) {
		return errAt(file, 0, 0, "%s", msg)
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - bytes.LastIndexByte(before, '\n')
	return errAt(file, line, col, "%s", msg)
}

// readTiledJSON reads a Tiled JSON map's header, tilesets, tile layers and
// objects; layer data stays encoded.
func readTiledJSON(file string, data []byte) (*tiledMap, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	var jm jsonMap
	if err := json.Unmarshal(data, &jm); err != nil {
		return nil, jsonErr(file, data, err)
	}
	switch {
	case jm.Type == "tileset":
		return nil, errAt(file, 0, 0, "this is a Tiled tileset, not a map; open the map that uses it")
	case jm.Type != "map" && jm.Layers == nil:
		return nil, errAt(file, 0, 0, "not a Tiled map: a JSON file without \"type\": \"map\" or \"layers\"")
	}
	m := &tiledMap{file: file, orientation: jm.Orientation, infinite: jm.Infinite,
		width: jm.Width, height: jm.Height, tileW: jm.TileWidth, tileH: jm.TileHeight}
	for _, jt := range jm.Tilesets {
		ts := tiledTileset{firstgid: jt.FirstGID, source: jt.Source}
		if err := jt.solidTiles(file, &ts); err != nil {
			return nil, err
		}
		m.tilesets = append(m.tilesets, ts)
	}
	if err := m.addJSONLayers(jm.Layers); err != nil {
		return nil, err
	}
	return m, nil
}

// addJSONLayers flattens layers (and groups) into m in document order.
func (m *tiledMap) addJSONLayers(layers []jsonLayer) error {
	for _, jl := range layers {
		switch jl.Type {
		case "tilelayer":
			l := tiledLayer{name: jl.Name, width: jl.Width, height: jl.Height,
				encoding: jl.Encoding, compression: jl.Compression, chunked: len(jl.Chunks) > 0 && string(jl.Chunks) != "null"}
			if l.width == 0 && l.height == 0 {
				l.width, l.height = m.width, m.height
			}
			d := bytes.TrimSpace(jl.Data)
			switch {
			case len(d) > 0 && d[0] == '[':
				l.gids = []uint32{}
				if err := json.Unmarshal(d, &l.gids); err != nil {
					return m.layerErr(&l, "data: want an array of whole numbers below 2^32")
				}
			case len(d) > 0 && d[0] == '"':
				if err := json.Unmarshal(d, &l.text); err != nil {
					return m.layerErr(&l, "data: bad string")
				}
				if l.encoding == "" {
					return m.layerErr(&l, "data is a string but the layer has no \"encoding\": \"base64\"")
				}
			case !l.chunked:
				return m.layerErr(&l, "no data")
			}
			m.layers = append(m.layers, l)
		case "objectgroup":
			for _, o := range jl.Objects {
				m.objects = append(m.objects, tiledObject{name: o.Name, x: o.X, y: o.Y, point: o.Point})
			}
		case "group":
			if err := m.addJSONLayers(jl.Layers); err != nil {
				return err
			}
		}
	}
	return nil
}

// solidTiles marks ts's tiles that have a true bool property of
// tiledSolidProps, in either JSON layout.
func (jt *jsonTileset) solidTiles(file string, ts *tiledTileset) error {
	if t := bytes.TrimSpace(jt.Tiles); len(t) > 0 && t[0] == '[' {
		var tiles []jsonTile
		if err := json.Unmarshal(t, &tiles); err != nil {
			return errAt(file, 0, 0, "tileset tiles: %v", err)
		}
		for _, tile := range tiles {
			for _, p := range tile.Properties {
				if (p.Type == "bool" || p.Type == "") && string(bytes.TrimSpace(p.Value)) == "true" {
					ts.markSolid(tile.ID, p.Name)
				}
			}
		}
	}
	for idText, props := range jt.TileProperties {
		id, err := strconv.ParseUint(idText, 10, 32)
		if err != nil {
			return errAt(file, 0, 0, "tileset tileproperties: tile id %s is not a whole number", quoteText(idText))
		}
		for name, v := range props {
			if string(bytes.TrimSpace(v)) == "true" {
				ts.markSolid(uint32(id), name)
			}
		}
	}
	return nil
}

// readTilesetJSON reads an external .tsj (or .json) tileset.
func readTilesetJSON(file string, data []byte, ts *tiledTileset) error {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	var jt jsonTileset
	if err := json.Unmarshal(data, &jt); err != nil {
		return jsonErr(file, data, err)
	}
	if jt.Type != "" && jt.Type != "tileset" {
		return errAt(file, 0, 0, "not a Tiled tileset: \"type\" is %s", quoteText(jt.Type))
	}
	return jt.solidTiles(file, ts)
}
