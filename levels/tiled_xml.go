package levels

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
)

// xmlReader walks a .tmx or .tsx file token by token, so that layers and
// groups keep their document order and errors carry the line.
type xmlReader struct {
	file string
	d    *xml.Decoder
}

func newXMLReader(file string, data []byte) *xmlReader {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	return &xmlReader{file: file, d: xml.NewDecoder(bytes.NewReader(data))}
}

// line is the current line of the input (1-based).
func (r *xmlReader) line() int {
	n, _ := r.d.InputPos()
	return n
}

func (r *xmlReader) errf(format string, args ...any) error {
	return errAt(r.file, r.line(), 0, format, args...)
}

// syntax turns a decoder error into a ParseError with its line.
func (r *xmlReader) syntax(err error) error {
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		if se.Msg == "unexpected EOF" {
			return errAt(r.file, se.Line, 0, "the XML ends early")
		}
		return errAt(r.file, se.Line, 0, "bad XML: %s", se.Msg)
	}
	if errors.Is(err, io.EOF) {
		return r.errf("the XML ends early")
	}
	return r.errf("bad XML: %v", err)
}

// root returns the document's first element.
func (r *xmlReader) root() (xml.StartElement, error) {
	for {
		tok, err := r.d.Token()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return xml.StartElement{}, errAt(r.file, 0, 0, "no XML element found; not a Tiled map")
			}
			return xml.StartElement{}, r.syntax(err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			return se, nil
		}
	}
}

// attr returns the attribute name of se, or "".
func attr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// intAttr reads a whole-number attribute; missing is 0.
func (r *xmlReader) intAttr(se xml.StartElement, name string) (int, error) {
	s := attr(se, name)
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, r.errf("<%s %s=%s>: want a whole number", se.Name.Local, name, quoteText(s))
	}
	return n, nil
}

// floatAttr reads a number attribute; missing is 0.
func (r *xmlReader) floatAttr(se xml.StartElement, name string) (float64, error) {
	s := attr(se, name)
	if s == "" {
		return 0, nil
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil {
		return 0, r.errf("<%s %s=%s>: want a number", se.Name.Local, name, quoteText(s))
	}
	return f, nil
}

// children calls fn for each child element of the element just opened; fn
// must consume the child (read to its end or Skip). It returns at the
// element's end.
func (r *xmlReader) children(fn func(se xml.StartElement) error) error {
	return r.content(fn, nil)
}

// content is children that also hands the element's text to text (nil:
// the text is passed over).
func (r *xmlReader) content(fn func(se xml.StartElement) error, text func(xml.CharData)) error {
	for {
		tok, err := r.d.Token()
		if err != nil {
			return r.syntax(err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if err := fn(t); err != nil {
				return err
			}
		case xml.CharData:
			if text != nil {
				text(t)
			}
		case xml.EndElement:
			return nil
		}
	}
}

// readTiledXML reads a .tmx map's header, tilesets, tile layers and
// objects; layer data stays encoded.
func readTiledXML(file string, data []byte) (*tiledMap, error) {
	r := newXMLReader(file, data)
	root, err := r.root()
	if err != nil {
		return nil, err
	}
	switch root.Name.Local {
	case "map":
	case "tileset":
		return nil, r.errf("this is a Tiled tileset, not a map; open the .tmx map that uses it")
	default:
		return nil, r.errf("not a Tiled map: the root element is <%s>, want <map>", root.Name.Local)
	}
	m := &tiledMap{file: file, rootLine: r.line(), orientation: attr(root, "orientation")}
	for _, a := range []struct {
		name string
		p    *int
	}{{"width", &m.width}, {"height", &m.height}, {"tilewidth", &m.tileW}, {"tileheight", &m.tileH}} {
		if *a.p, err = r.intAttr(root, a.name); err != nil {
			return nil, err
		}
	}
	m.infinite = attr(root, "infinite") == "1"
	if err := r.mapContent(m); err != nil {
		return nil, err
	}
	return m, nil
}

// mapContent reads the children of <map> to its end. Groups are walked
// without recursion, counting how deep they are, so that a file of a
// million nested <group>s costs no stack: their layers count in document
// order like the map's own.
func (r *xmlReader) mapContent(m *tiledMap) error {
	depth := 0 // <group>s open
	for {
		tok, err := r.d.Token()
		if err != nil {
			return r.syntax(err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Local == "group" {
				depth++
				continue
			}
			if err := r.mapChild(m, t); err != nil {
				return err
			}
		case xml.EndElement:
			if depth == 0 {
				return nil // </map>
			}
			depth--
		}
	}
}

// mapChild reads one child of <map> or of a <group> other than a group.
func (r *xmlReader) mapChild(m *tiledMap, se xml.StartElement) error {
	switch se.Name.Local {
	case "tileset":
		if err := m.countTileset(r.line()); err != nil {
			return err
		}
		ts, err := r.tileset(se)
		if err != nil {
			return err
		}
		m.tilesets = append(m.tilesets, ts)
		return nil
	case "layer":
		if err := m.countLayer(attr(se, "name"), r.line()); err != nil {
			return err
		}
		l, err := r.layer(se, m)
		if err != nil {
			return err
		}
		m.layers = append(m.layers, l)
		return nil
	case "objectgroup":
		return r.children(func(o xml.StartElement) error {
			if o.Name.Local != "object" {
				return r.d.Skip()
			}
			obj := tiledObject{name: attr(o, "name"), line: r.line()}
			if !m.wantsEnd(obj.name) {
				return r.d.Skip() // only the first points named start and goal count
			}
			var err error
			if obj.x, err = r.floatAttr(o, "x"); err != nil {
				return err
			}
			if obj.y, err = r.floatAttr(o, "y"); err != nil {
				return err
			}
			if err := r.children(func(c xml.StartElement) error {
				obj.point = obj.point || c.Name.Local == "point"
				return r.d.Skip()
			}); err != nil {
				return err
			}
			m.addObject(obj)
			return nil
		})
	}
	return r.d.Skip()
}

// layer reads a <layer> and its <data>, keeping the data encoded.
func (r *xmlReader) layer(se xml.StartElement, m *tiledMap) (tiledLayer, error) {
	l := tiledLayer{name: attr(se, "name"), line: r.line()}
	var err error
	if l.width, err = r.intAttr(se, "width"); err != nil {
		return l, err
	}
	if l.height, err = r.intAttr(se, "height"); err != nil {
		return l, err
	}
	if l.width == 0 && l.height == 0 {
		l.width, l.height = m.width, m.height
	}
	err = r.children(func(c xml.StartElement) error {
		if c.Name.Local != "data" {
			return r.d.Skip()
		}
		l.encoding, l.compression = attr(c, "encoding"), attr(c, "compression")
		if l.encoding == "" {
			l.gids = []uint32{}
		}
		var text strings.Builder
		err := r.content(func(t xml.StartElement) error {
			switch t.Name.Local {
			case "chunk":
				l.chunked = true
			case "tile":
				gid := uint64(0)
				if s := attr(t, "gid"); s != "" {
					var err error
					if gid, err = strconv.ParseUint(s, 10, 32); err != nil {
						return r.errf("layer %s: <tile gid=%s>: want a whole number below 2^32", shownLayer(l.name), quoteText(s))
					}
				}
				if n := l.width * l.height; len(l.gids) >= n && n > 0 {
					return r.errf("layer %s: more than %dx%d = %d <tile> elements", shownLayer(l.name), l.width, l.height, n)
				}
				l.gids = append(l.gids, uint32(gid))
			}
			if err := r.d.Skip(); err != nil {
				return r.syntax(err)
			}
			return nil
		}, func(t xml.CharData) { text.Write(t) })
		l.text = text.String()
		return err
	})
	return l, err
}

// tileset reads a <tileset>: embedded, its tile properties; external
// (source=), only the reference.
func (r *xmlReader) tileset(se xml.StartElement) (tiledTileset, error) {
	ts := tiledTileset{source: attr(se, "source"), line: r.line()}
	if s := attr(se, "firstgid"); s != "" {
		v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 32)
		if err != nil {
			return ts, r.errf("<tileset firstgid=%s>: want a whole number", quoteText(s))
		}
		ts.firstgid = uint32(v)
	}
	return ts, r.tilesetBody(&ts)
}

// tilesetBody reads the children of a <tileset> just opened: each
// <tile id=…> with a true bool property of tiledSolidProps is solid.
func (r *xmlReader) tilesetBody(ts *tiledTileset) error {
	return r.children(func(t xml.StartElement) error {
		if t.Name.Local != "tile" {
			return r.d.Skip()
		}
		idText := attr(t, "id")
		id, err := strconv.ParseUint(strings.TrimSpace(idText), 10, 32)
		if err != nil {
			return r.errf("<tile id=%s>: want a whole number", quoteText(idText))
		}
		return r.children(func(p xml.StartElement) error {
			if p.Name.Local != "properties" {
				return r.d.Skip()
			}
			return r.children(func(q xml.StartElement) error {
				if q.Name.Local == "property" && attr(q, "type") == "bool" && attr(q, "value") == "true" {
					ts.markSolid(uint32(id), attr(q, "name"))
				}
				return r.d.Skip()
			})
		})
	})
}

// readTilesetXML reads an external .tsx file.
func readTilesetXML(file string, data []byte, ts *tiledTileset) error {
	r := newXMLReader(file, data)
	root, err := r.root()
	if err != nil {
		return err
	}
	if root.Name.Local != "tileset" {
		return r.errf("not a Tiled tileset: the root element is <%s>, want <tileset>", root.Name.Local)
	}
	return r.tilesetBody(ts)
}
