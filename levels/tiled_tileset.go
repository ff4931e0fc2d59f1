package levels

import (
	"cmp"
	"fmt"
	"io/fs"
	pathpkg "path"
	"path/filepath"
	"slices"
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

// tiledSolids tells which gids are solid tiles (rule 3). A gid belongs to
// the tileset with the greatest first gid not above it, as in Tiled, and
// is solid when that tileset gives its local id a true solid property.
type tiledSolids struct {
	sets  []tiledTileset // by first gid
	names []string       // the properties that made tiles solid, in tiledSolidProps order
	// the last gid asked about and its answer: most tiles repeat their
	// neighbour's
	lastGid   uint32
	lastSolid bool
}

// any reports whether some tileset has a solid tile.
func (s *tiledSolids) any() bool { return len(s.names) > 0 }

// is reports whether gid (flip bits cleared) is a solid tile.
func (s *tiledSolids) is(gid uint32) bool {
	if gid == 0 {
		return false
	}
	if gid == s.lastGid {
		return s.lastSolid
	}
	i, _ := slices.BinarySearchFunc(s.sets, gid, func(ts tiledTileset, g uint32) int {
		if ts.firstgid <= g {
			return -1
		}
		return 1
	})
	solid := i > 0 && s.sets[i-1].solid[gid-s.sets[i-1].firstgid]
	s.lastGid, s.lastSolid = gid, solid
	return solid
}

// solidTiles reads the external tilesets (paths relative to the map; each
// file once, however many tilesets name it, and at most MaxFileSize bytes
// of them in all) and returns which gids are solid.
func (m *tiledMap) solidTiles() (*tiledSolids, error) {
	files := map[string]*tiledTileset{} // the external tilesets read, by path
	total := 0
	props := map[string]bool{}
	s := &tiledSolids{}
	for i := range m.tilesets {
		ts := &m.tilesets[i]
		if ts.source != "" {
			if err := m.loadTileset(ts, files, &total); err != nil {
				return nil, err
			}
		}
		for p := range ts.props {
			props[p] = true
		}
		s.sets = append(s.sets, *ts)
	}
	slices.SortStableFunc(s.sets, func(a, b tiledTileset) int { return cmp.Compare(a.firstgid, b.firstgid) })
	for _, p := range tiledSolidProps {
		if props[p] {
			s.names = append(s.names, p)
		}
	}
	return s, nil
}

// loadTileset reads an external tileset: JSON (.tsj, .json) when it starts
// with '{', else XML (.tsx). A file already read (files, by path) is not
// read again; total counts the bytes read, which may not pass MaxFileSize.
// Errors name the map and the tileset file.
func (m *tiledMap) loadTileset(ts *tiledTileset, files map[string]*tiledTileset, total *int) error {
	var path string
	if m.files != nil {
		path = pathpkg.Join(pathpkg.Dir(filepath.ToSlash(m.file)), ts.source)
	} else {
		path = filepath.FromSlash(ts.source)
		if !filepath.IsAbs(path) {
			path = filepath.Join(filepath.Dir(m.file), path)
		}
	}
	if f, ok := files[path]; ok {
		ts.solid, ts.props = f.solid, f.props
		return nil
	}
	var data []byte
	var err error
	if m.files != nil {
		data, err = readFSFile(m.files, path)
	} else {
		data, err = ReadFile(path)
	}
	if err != nil {
		return m.errAt(ts.line, "tileset %s: %v", quoteText(ts.source), err)
	}
	if *total += len(data); *total > MaxFileSize {
		return m.errAt(ts.line, "tileset %s: the map's tileset files come to more than %d MiB, the limit of what Swath reads for one map", quoteText(ts.source), MaxFileSize>>20)
	}
	read := &tiledTileset{}
	switch {
	case tiledJSON(data):
		err = readTilesetJSON(path, data, read)
	case !tiledXML(data) && jsonName(path):
		err = errAt(path, 0, 0, "not a Tiled JSON tileset: its first character is not '{'")
	default:
		err = readTilesetXML(path, data, read)
	}
	if err != nil {
		return m.errAt(ts.line, "tileset %s: %v", quoteText(ts.source), err)
	}
	files[path] = read
	ts.solid, ts.props = read.solid, read.props
	return nil
}

// readFSFile reads name from fsys, refusing folders and files over
// MaxFileSize like readFile.
func readFSFile(fsys fs.FS, name string) ([]byte, error) {
	// stat first: opening a FIFO would wait for a writer
	if st, err := fs.Stat(fsys, name); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", name)
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAllLimited(name, f)
}
