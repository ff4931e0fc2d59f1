package levels

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
)

// A Tiled JSON map (.tmj, .json) is read token by token (jsonReader): only
// what Swath uses is kept (the header, the tilesets' solid tiles, the tile
// layers and the first points named start and goal), so a file of
// millions of empty objects or layers costs no more than its size, and
// groups nested a million deep cost no stack. Tiled's keys are matched
// without regard to case, as encoding/json does.

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
	Layers         json.RawMessage // only a map has it
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
	return jsonAt(file, data, off, "%s", msg)
}

// jsonAt is a ParseError at byte offset off of data (its line and column;
// none when off is not in data).
func jsonAt(file string, data []byte, off int64, format string, args ...any) error {
	if off < 0 || off > int64(len(data)) {
		return errAt(file, 0, 0, format, args...)
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - bytes.LastIndexByte(before, '\n')
	return errAt(file, line, col, format, args...)
}

// solidTiles marks ts's tiles that have a true bool property of
// tiledSolidProps, in either JSON layout.
func (jt *jsonTileset) solidTiles(file string, ts *tiledTileset) error {
	if t := bytes.TrimSpace(jt.Tiles); len(t) > 0 && t[0] == '[' {
		// one tile at a time: a list of millions of tiles is not kept
		dec := json.NewDecoder(bytes.NewReader(t))
		if _, err := dec.Token(); err != nil {
			return errAt(file, 0, 0, "tileset tiles: %v", err)
		}
		for dec.More() {
			var tile jsonTile
			if err := dec.Decode(&tile); err != nil {
				return errAt(file, 0, 0, "tileset tiles: %v", err)
			}
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
	if len(jt.Layers) > 0 && jt.Type != "tileset" {
		return errAt(file, 0, 0, "this is a Tiled map, not a tileset")
	}
	if jt.Type != "" && jt.Type != "tileset" {
		return errAt(file, 0, 0, "not a Tiled tileset: \"type\" is %s", quoteText(jt.Type))
	}
	return jt.solidTiles(file, ts)
}

// jsonReader reads a Tiled JSON file token by token.
type jsonReader struct {
	file string
	data []byte
	dec  *json.Decoder
}

// fail turns a decoding error into a ParseError at its line and column.
func (r *jsonReader) fail(err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return errAt(r.file, 0, 0, "the JSON ends early")
	}
	return jsonErr(r.file, r.data, err)
}

// token is the next token.
func (r *jsonReader) token() (json.Token, error) {
	tok, err := r.dec.Token()
	if err != nil {
		return nil, r.fail(err)
	}
	return tok, nil
}

// value decodes the next value into v; key names it in errors.
func (r *jsonReader) value(key string, v any) error {
	base := r.dec.InputOffset()
	if err := r.dec.Decode(v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			// the decoder counts from the value's start
			te.Offset += base
			if te.Field == "" {
				te.Field = key
			}
		}
		return r.fail(err)
	}
	return nil
}

// open reads the token that opens an object or array (d) under key; ok
// is false for null, which stands for an empty one.
func (r *jsonReader) open(key string, d json.Delim) (ok bool, err error) {
	at := r.dec.InputOffset()
	tok, err := r.token()
	if err != nil || tok == nil {
		return false, err
	}
	if tok != d {
		what := "an object"
		if d == '[' {
			what = "an array"
		}
		if key == "" {
			key = "the file"
		}
		return false, jsonAt(r.file, r.data, at, "bad JSON: %s: want %s, got %s", strconv.Quote(key), what, jsonKind(tok))
	}
	return true, nil
}

// jsonKind names a token's kind in messages (never its text).
func jsonKind(tok json.Token) string {
	switch tok.(type) {
	case json.Delim:
		if tok == json.Delim('{') {
			return "an object"
		}
		return "an array"
	case string:
		return "a string"
	case float64, json.Number:
		return "a number"
	case bool:
		return "true or false"
	}
	return "null"
}

// key reads an object's next key.
func (r *jsonReader) key() (string, error) {
	tok, err := r.token()
	if err != nil {
		return "", err
	}
	k, _ := tok.(string)
	return k, nil
}

// skip passes over the next value, however deep, without recursion.
func (r *jsonReader) skip() error {
	depth := 0
	for {
		tok, err := r.token()
		if err != nil {
			return err
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			depth++
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
		if depth == 0 {
			return nil
		}
	}
}

// tilesetKeys are keys of a tileset's JSON that a map's does not have:
// a JSON tileset saved without "type" is known by them.
var tilesetKeys = []string{"tilecount", "columns", "image", "tiles", "imagewidth", "imageheight", "tileproperties"}

// readTiledJSON reads a Tiled JSON map's header, tilesets, tile layers and
// objects; layer data stays encoded.
func readTiledJSON(file string, data []byte) (*tiledMap, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	r := &jsonReader{file: file, data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	if ok, err := r.open("", '{'); err != nil || !ok {
		if err == nil {
			err = errAt(file, 0, 0, "not a Tiled map: the JSON is null")
		}
		return nil, err
	}
	m := &tiledMap{file: file}
	typ, hasLayers, tileset := "", false, false
	for r.dec.More() {
		key, err := r.key()
		if err != nil {
			return nil, err
		}
		k := strings.ToLower(key)
		switch k {
		case "type":
			err = r.value(key, &typ)
		case "orientation":
			err = r.value(key, &m.orientation)
		case "infinite":
			err = r.value(key, &m.infinite)
		case "width":
			err = r.value(key, &m.width)
		case "height":
			err = r.value(key, &m.height)
		case "tilewidth":
			err = r.value(key, &m.tileW)
		case "tileheight":
			err = r.value(key, &m.tileH)
		case "tilesets":
			err = r.tilesets(m)
		case "layers":
			hasLayers = true
			err = r.layers(m)
		default:
			tileset = tileset || slices.Contains(tilesetKeys, k)
			err = r.skip()
		}
		if err != nil {
			return nil, err
		}
	}
	if _, err := r.token(); err != nil { // the closing brace
		return nil, err
	}
	if _, err := r.dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errAt(file, 0, 0, "text after the map's JSON object")
	}
	switch {
	case typ == "tileset" || (typ == "" && !hasLayers && tileset):
		return nil, errAt(file, 0, 0, "this is a Tiled tileset, not a map; open the map that uses it")
	case typ != "map" && !hasLayers:
		return nil, errAt(file, 0, 0, "not a Tiled map: a JSON file without \"type\": \"map\" or \"layers\"")
	}
	for i := range m.layers {
		if l := &m.layers[i]; l.width == 0 && l.height == 0 {
			l.width, l.height = m.width, m.height
		}
	}
	return m, nil
}

// tilesets reads the map's "tilesets" array, one tileset at a time.
func (r *jsonReader) tilesets(m *tiledMap) error {
	if ok, err := r.open("tilesets", '['); err != nil || !ok {
		return err
	}
	for r.dec.More() {
		if err := m.countTileset(0); err != nil {
			return err
		}
		var jt jsonTileset
		if err := r.value("tilesets", &jt); err != nil {
			return err
		}
		ts := tiledTileset{firstgid: jt.FirstGID, source: jt.Source}
		if err := jt.solidTiles(r.file, &ts); err != nil {
			return err
		}
		m.tilesets = append(m.tilesets, ts)
	}
	_, err := r.token()
	return err
}

// jsonFrame is a layer being read: what Swath keeps of it.
type jsonFrame struct {
	typ     string
	l       tiledLayer
	data    json.RawMessage
	objects []tiledObject // its points named start or goal, the first of each
}

// layers reads a "layers" array, groups and all, in document order and
// without recursion: a stack of the layers open.
func (r *jsonReader) layers(m *tiledMap) error {
	if ok, err := r.open("layers", '['); err != nil || !ok {
		return err
	}
	var stack []*jsonFrame
	inArray := true // reading the elements of a layers array
	for {
		if inArray {
			if !r.dec.More() {
				if _, err := r.token(); err != nil { // ]
					return err
				}
				if len(stack) == 0 {
					return nil
				}
				inArray = false // back to the keys of the group
				continue
			}
			ok, err := r.open("layers", '{')
			if err != nil {
				return err
			}
			if ok {
				stack = append(stack, &jsonFrame{})
				inArray = false
			}
			continue
		}
		fr := stack[len(stack)-1]
		if !r.dec.More() {
			if _, err := r.token(); err != nil { // }
				return err
			}
			stack = stack[:len(stack)-1]
			if err := m.addJSONLayer(fr); err != nil {
				return err
			}
			inArray = true
			continue
		}
		key, err := r.key()
		if err != nil {
			return err
		}
		switch strings.ToLower(key) {
		case "layers":
			inArray, err = r.open(key, '[')
		case "objects":
			err = r.objects(fr)
		case "type":
			err = r.value(key, &fr.typ)
		case "name":
			err = r.value(key, &fr.l.name)
		case "width":
			err = r.value(key, &fr.l.width)
		case "height":
			err = r.value(key, &fr.l.height)
		case "encoding":
			err = r.value(key, &fr.l.encoding)
		case "compression":
			err = r.value(key, &fr.l.compression)
		case "data":
			err = r.value(key, &fr.data)
		case "chunks":
			fr.l.chunked, err = r.nonEmptyArray(key)
		default:
			err = r.skip()
		}
		if err != nil {
			return err
		}
	}
}

// nonEmptyArray reads a value and reports whether it is an array with
// something in it ("chunks": [] beside real data is not an infinite map).
func (r *jsonReader) nonEmptyArray(key string) (bool, error) {
	var v json.RawMessage
	if err := r.value(key, &v); err != nil {
		return false, err
	}
	v = bytes.TrimSpace(v)
	return len(v) > 0 && v[0] == '[' && len(bytes.TrimSpace(v[1:len(v)-1])) > 0, nil
}

// objects reads a layer's "objects" array one object at a time, keeping
// only the first points named start and goal.
func (r *jsonReader) objects(fr *jsonFrame) error {
	if ok, err := r.open("objects", '['); err != nil || !ok {
		return err
	}
	for r.dec.More() {
		var o jsonObject
		if err := r.value("objects", &o); err != nil {
			return err
		}
		if !o.Point {
			continue
		}
		for _, end := range []string{"start", "goal"} {
			if strings.EqualFold(o.Name, end) && !slices.ContainsFunc(fr.objects, func(k tiledObject) bool { return strings.EqualFold(k.name, end) }) {
				fr.objects = append(fr.objects, tiledObject{name: o.Name, x: o.X, y: o.Y, point: true})
			}
		}
	}
	_, err := r.token()
	return err
}

// addJSONLayer keeps a layer just read: a tile layer's data still encoded,
// an object group's start and goal.
func (m *tiledMap) addJSONLayer(fr *jsonFrame) error {
	switch fr.typ {
	case "objectgroup":
		for _, o := range fr.objects {
			m.addObject(o)
		}
		return nil
	case "tilelayer":
	default:
		return nil
	}
	if err := m.countLayer(fr.l.name, 0); err != nil {
		return err
	}
	l := fr.l
	d := bytes.TrimSpace(fr.data)
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
	return nil
}
