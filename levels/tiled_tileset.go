package levels

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	pathpkg "path"
	"path/filepath"
	"strings"
)

// tiledTileset is a tileset a map uses: its first gid, the file it lives in
// when external, and its solid tiles (rule 3) once read.
type tiledTileset struct {
	firstgid uint32
	source   string
	line     int
	solid    map[uint32]bool // local tile ids with a true solid property
	props    map[string]bool // which of tiledSolidProps made them solid (lower case)
}

// markSolid records that tile id has the true bool property name, if name
// is one of tiledSolidProps (any case).
func (ts *tiledTileset) markSolid(id uint32, name string) {
	for _, p := range tiledSolidProps {
		if strings.EqualFold(name, p) {
			if ts.solid == nil {
				ts.solid, ts.props = map[uint32]bool{}, map[string]bool{}
			}
			ts.solid[id], ts.props[p] = true, true
			return
		}
	}
}

// solidTiles reads the external tilesets (paths relative to the map) and
// returns the set of solid gids, flip bits cleared, with the property names
// that made them solid in tiledSolidProps order.
func (m *tiledMap) solidTiles() (map[uint32]bool, []string, error) {
	solid := map[uint32]bool{}
	props := map[string]bool{}
	for i := range m.tilesets {
		ts := &m.tilesets[i]
		if ts.source != "" {
			if err := m.loadTileset(ts); err != nil {
				return nil, nil, err
			}
		}
		for id := range ts.solid {
			solid[(ts.firstgid+id)&^tiledFlipBits] = true
		}
		for p := range ts.props {
			props[p] = true
		}
	}
	delete(solid, 0)
	var names []string
	for _, p := range tiledSolidProps {
		if props[p] {
			names = append(names, p)
		}
	}
	return solid, names, nil
}

// loadTileset reads an external tileset: JSON (.tsj, .json) when it starts
// with '{', else XML (.tsx). Errors name the map and the tileset file.
func (m *tiledMap) loadTileset(ts *tiledTileset) error {
	var path string
	var data []byte
	var err error
	if m.files != nil {
		path = pathpkg.Join(pathpkg.Dir(filepath.ToSlash(m.file)), ts.source)
		data, err = readFSFile(m.files, path)
	} else {
		path = filepath.FromSlash(ts.source)
		if !filepath.IsAbs(path) {
			path = filepath.Join(filepath.Dir(m.file), path)
		}
		data, err = readFile(path)
	}
	if err != nil {
		return m.errAt(ts.line, "tileset %q: %v", ts.source, err)
	}
	if first := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\uFEFF")), " \t\r\n"); len(first) > 0 && first[0] == '{' {
		err = readTilesetJSON(path, data, ts)
	} else {
		err = readTilesetXML(path, data, ts)
	}
	if err != nil {
		return m.errAt(ts.line, "tileset %q: %v", ts.source, err)
	}
	return nil
}

// readFSFile reads name from fsys, refusing folders and files over
// MaxFileSize like readFile.
func readFSFile(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", name)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s: larger than %d MiB, not a tileset", name, MaxFileSize>>20)
	}
	return data, nil
}
