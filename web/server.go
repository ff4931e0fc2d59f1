package web

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Handler serves the site in dir: its files as they are on disk (a rebuilt
// wasm is served at once: every response says no-cache, and the browser
// checks Last-Modified), swath.wasm as application/wasm (which the
// browser's streaming compile requires), and the page, the loader and the
// wasm gzipped to a browser that accepts it (23 MB → 7 MB): a file's .gz
// beside it when it is as new (Build writes swath.wasm.gz), else
// compressed here, once per version of the file.
func Handler(dir string) http.Handler {
	h := &handler{dir: dir, files: http.FileServer(http.Dir(dir)), packed: map[string]packed{}}
	return h
}

type handler struct {
	dir   string
	files http.Handler
	mu    sync.Mutex
	// packed is the gzipped content of a file by its URL path, for the
	// version of the file it was made from
	packed map[string]packed
}

type packed struct {
	mod  time.Time
	size int64
	gz   []byte
}

// compressed are the extensions served gzipped.
var compressed = map[string]string{
	".wasm": "application/wasm",
	".js":   "text/javascript; charset=utf-8",
	".html": "text/html; charset=utf-8",
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	p := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(p, "/") {
		p += IndexFile
	}
	typ, ok := compressed[path.Ext(p)]
	if !ok {
		h.files.ServeHTTP(w, r)
		return
	}
	w.Header().Set("Content-Type", typ)
	w.Header().Add("Vary", "Accept-Encoding")
	if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.files.ServeHTTP(w, r)
		return
	}
	gz, mod, err := h.gzipped(p)
	if err != nil {
		h.files.ServeHTTP(w, r) // its own 404 or 403
		return
	}
	w.Header().Set("Content-Encoding", "gzip")
	http.ServeContent(w, r, p, mod, bytes.NewReader(gz))
}

// gzipped returns the gzipped content of the file at URL path p, from the
// cache when the file has not changed since.
func (h *handler) gzipped(p string) ([]byte, time.Time, error) {
	name := filepath.Join(h.dir, filepath.FromSlash(p))
	st, err := os.Stat(name)
	if err != nil || !st.Mode().IsRegular() {
		return nil, time.Time{}, os.ErrNotExist
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if c, ok := h.packed[p]; ok && c.mod.Equal(st.ModTime()) && c.size == st.Size() {
		return c.gz, c.mod, nil
	}
	var gz []byte
	if zst, err := os.Stat(name + ".gz"); err == nil && !zst.ModTime().Before(st.ModTime()) {
		gz, err = os.ReadFile(name + ".gz")
		if err != nil {
			return nil, time.Time{}, err
		}
	} else {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, time.Time{}, err
		}
		gz = gzipped(data, gzip.BestSpeed) // 0.3 s for the wasm; best takes 3 s
	}
	h.packed[p] = packed{mod: st.ModTime(), size: st.Size(), gz: gz}
	return gz, st.ModTime(), nil
}

// gzipped is data compressed at level.
func gzipped(data []byte, level int) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, level)
	zw.Write(data)
	zw.Close()
	return buf.Bytes()
}
