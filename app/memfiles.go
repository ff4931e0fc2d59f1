package app

import (
	"bytes"
	"errors"
	"io/fs"
	"path"
	"time"
)

// memFiles are files held in memory, in one folder, in the order they
// came: the files a person picked in the web page's file picker or dropped
// on it (the browser hands over their content, not a place on a disk).
// A file the browser could not read keeps its error, which opening it
// returns. It is an fs.FS, as Ebitengine's dropped files are, so that the
// desktop's drop code opens them (openDropped) and a Tiled map's tilesets
// are read from them.
type memFiles struct {
	files []memFile
}

type memFile struct {
	name string
	data []byte
	mod  time.Time
	err  error
}

// add appends a file (or the error reading it gave).
func (m *memFiles) add(name string, data []byte, mod time.Time, err error) {
	m.files = append(m.files, memFile{name: name, data: data, mod: mod, err: err})
}

// lookup is the file called name, the first of that name.
func (m *memFiles) lookup(name string) (*memFile, bool) {
	for i := range m.files {
		if m.files[i].name == name {
			return &m.files[i], true
		}
	}
	return nil, false
}

// Open opens a file by its name ("." is the folder). A name with a folder
// in it ("tiles/rocks.tsx", "../tilesets/rocks.tsx": a Tiled map's
// tileset, as the map names it) is the file of its last element: the
// files picked have no folders, and a person picks the tileset wherever
// the map says it lives.
func (m *memFiles) Open(name string) (fs.File, error) {
	if name == "." {
		return &memDir{m: m}, nil
	}
	f, ok := m.lookup(name)
	if !ok {
		f, ok = m.lookup(path.Base(name))
	}
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	if f.err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: f.err}
	}
	return &memOpen{f: f, r: bytes.NewReader(f.data)}, nil
}

// ReadDir lists the files, in the order they came.
func (m *memFiles) ReadDir(name string) ([]fs.DirEntry, error) {
	if name != "." {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrNotExist}
	}
	es := make([]fs.DirEntry, len(m.files))
	for i := range m.files {
		es[i] = fs.FileInfoToDirEntry(memInfo{&m.files[i]})
	}
	return es, nil
}

// memInfo describes a memFile: a regular file, read-only.
type memInfo struct{ f *memFile }

func (i memInfo) Name() string       { return i.f.name }
func (i memInfo) Size() int64        { return int64(len(i.f.data)) }
func (i memInfo) Mode() fs.FileMode  { return 0o444 }
func (i memInfo) ModTime() time.Time { return i.f.mod }
func (i memInfo) IsDir() bool        { return false }
func (i memInfo) Sys() any           { return nil }

// memOpen is an open memFile.
type memOpen struct {
	f *memFile
	r *bytes.Reader
}

func (o *memOpen) Stat() (fs.FileInfo, error) { return memInfo{o.f}, nil }
func (o *memOpen) Read(p []byte) (int, error) { return o.r.Read(p) }
func (o *memOpen) Close() error               { return nil }

// memDir is the open folder.
type memDir struct{ m *memFiles }

func (d *memDir) Stat() (fs.FileInfo, error) { return dirInfo{}, nil }
func (d *memDir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: ".", Err: errors.New("is a directory")}
}
func (d *memDir) Close() error { return nil }

// dirInfo describes memFiles' one folder.
type dirInfo struct{}

func (dirInfo) Name() string       { return "." }
func (dirInfo) Size() int64        { return 0 }
func (dirInfo) Mode() fs.FileMode  { return fs.ModeDir | 0o555 }
func (dirInfo) ModTime() time.Time { return time.Time{} }
func (dirInfo) IsDir() bool        { return true }
func (dirInfo) Sys() any           { return nil }
