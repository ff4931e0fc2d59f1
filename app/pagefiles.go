package app

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sync"
	"time"

	"swath/levels"
	"swath/scene"
)

// pageFiles is the web page's scene.Files (the scene's PageFiles): no
// folders, the files picked or dropped last (by name: the scene reads a
// .scen's map through Load), and saves that are downloads. The browser's
// side (the picker, the drop, the download) is pagefiles_js.go; off the
// page the app uses the operating system's files.
type pageFiles struct {
	// picked are the files picked or dropped last
	picked *memFiles
	// pick opens the browser's file picker
	pick func()
	// download offers data to the browser as a file called name
	download func(name, mime string, data []byte) error
}

var errNoFolders = errors.New("a web page has no folders: open files with Ctrl+O, From this computer…, or drop them on the page")

// ReadDir: a page has no folders.
func (p *pageFiles) ReadDir(string) ([]fs.DirEntry, error) { return nil, errNoFolders }

// Pick opens the browser's file picker.
func (p *pageFiles) Pick() { p.pick() }

// read is the content of the file picked or dropped last called path's
// base name (a .scen names its map with a folder, as Moving AI's do).
func (p *pageFiles) read(path string) (string, []byte, error) {
	name := filepath.Base(path)
	if p.picked != nil {
		if f, ok := p.picked.lookup(name); ok {
			return name, f.data, f.err
		}
	}
	return name, nil, fmt.Errorf("%s: not among the files picked or dropped last (pick it with the others: Ctrl+O, From this computer…)", name)
}

// Load reads a level from the files picked last; a Tiled map's tilesets
// come from them too.
func (p *pageFiles) Load(path string) (*levels.Level, error) {
	name, data, err := p.read(path)
	if err != nil {
		return nil, err
	}
	opt := levels.LoadOptions{}
	if p.picked != nil {
		opt.Files = p.picked
	}
	return levels.ParseWith(name, data, opt)
}

// LoadScen reads a scenario list from the files picked last.
func (p *pageFiles) LoadScen(path string) ([]levels.Scenario, error) {
	name, data, err := p.read(path)
	if err != nil {
		return nil, err
	}
	return levels.ParseScen(name, data)
}

// Save downloads the level in the format of path's extension, as a file of
// path's base name.
func (p *pageFiles) Save(path string, lv *levels.Level) error {
	f := levels.FormatOf(path)
	var buf bytes.Buffer
	if err := levels.Encode(&buf, lv, f); err != nil {
		return err
	}
	return p.download(filepath.Base(path), mimeOf(f), buf.Bytes())
}

// mimeOf is the media type of a download of format f.
func mimeOf(f levels.Format) string {
	if f == levels.PNGFormat {
		return "image/png"
	}
	return "text/plain"
}

// pageArrivals are the files the page's picker or a drop handed over and
// the app has not opened yet: the browser reads them while the app runs,
// and the app opens them in a tick with no dialog open (files.dropped).
type pageArrivals struct {
	mu   sync.Mutex
	list []arrival
}

// arrival is one pick's or drop's files.
type arrival struct {
	files  *memFiles
	picked bool // by the open dialog's picker, not dropped
}

func (a *pageArrivals) push(files *memFiles, picked bool) {
	a.mu.Lock()
	a.list = append(a.list, arrival{files, picked})
	a.mu.Unlock()
}

// take is the oldest arrival not yet opened.
func (a *pageArrivals) take() (arrival, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.list) == 0 {
		return arrival{}, false
	}
	first := a.list[0]
	a.list = a.list[1:]
	return first, true
}

// open opens an arrival's files in sc (openDropped) and keeps them as the
// files picked last, which the scene reads a .scen's map from.
func (p *pageFiles) open(sc *scene.Scene, a arrival) bool {
	p.picked = a.files
	return openDroppedFiles(sc, a.files, a.picked)
}

// maxPicked is the most files one pick or drop hands over: a map, its
// .scen and a Tiled map's tilesets are a handful; a drop of a whole
// folder's thousands is refused rather than read into memory.
const maxPicked = 64

// addRead adds a file the browser says is size bytes, reading it with read
// unless it is larger than levels.MaxFileSize (then only the error is
// kept, and nothing is read).
func (m *memFiles) addRead(name string, size int64, mod time.Time, read func() ([]byte, error)) {
	tooBig := fmt.Errorf("larger than the %d MiB limit of a level, map or scenario file", levels.MaxFileSize>>20)
	if size > levels.MaxFileSize {
		m.add(name, nil, mod, tooBig)
		return
	}
	data, err := read()
	if err == nil && len(data) > levels.MaxFileSize {
		data, err = nil, tooBig
	}
	m.add(name, data, mod, err)
}
