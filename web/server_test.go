package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm wasm bytes "), 4096)
	files := map[string][]byte{IndexFile: indexHTML, WasmFile: wasm, WasmExecFile: []byte("// loader\n"), "notes.txt": []byte("plain")}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func(method, path string, gz bool) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest(method, srv.URL+path, nil)
		if gz {
			req.Header.Set("Accept-Encoding", "gzip")
		} else {
			req.Header.Set("Accept-Encoding", "identity")
		}
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		if resp.Header.Get("Content-Encoding") == "gzip" && method != http.MethodHead {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			body, _ = io.ReadAll(zr)
		}
		return resp, body
	}
	for _, c := range []struct {
		path, typ string
		want      []byte
		gz        bool
	}{
		{"/", "text/html; charset=utf-8", indexHTML, true},
		{"/" + WasmFile, "application/wasm", wasm, true},
		{"/" + WasmFile, "application/wasm", wasm, false},
		{"/" + WasmExecFile, "text/javascript; charset=utf-8", files[WasmExecFile], true},
		{"/notes.txt", "text/plain; charset=utf-8", files["notes.txt"], true},
	} {
		resp, body := get(http.MethodGet, c.path, c.gz)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != c.typ || !bytes.Equal(body, c.want) {
			t.Errorf("GET %s (gzip %v): %d %q, %d bytes; want 200 %q, %d bytes", c.path, c.gz, resp.StatusCode, resp.Header.Get("Content-Type"), len(body), c.typ, len(c.want))
		}
		if got := resp.Header.Get("Content-Encoding") == "gzip"; got != (c.gz && c.path != "/notes.txt") {
			t.Errorf("GET %s: gzipped %v", c.path, got)
		}
		if resp.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("GET %s: Cache-Control %q, want no-cache (a rebuilt wasm is served at once)", c.path, resp.Header.Get("Cache-Control"))
		}
	}
	// the wasm rebuilt: the new content, not the cached one
	wasm2 := bytes.Repeat([]byte("new build "), 1000)
	os.WriteFile(filepath.Join(dir, WasmFile), wasm2, 0o644)
	later := time.Now().Add(time.Minute)
	os.Chtimes(filepath.Join(dir, WasmFile), later, later)
	if _, body := get(http.MethodGet, "/"+WasmFile, true); !bytes.Equal(body, wasm2) {
		t.Errorf("after a rebuild: %d bytes, want the new %d", len(body), len(wasm2))
	}
	// a .gz beside it, as new: served as it is (Build writes one); an
	// older one is stale and left alone
	pre := []byte("precompressed copy")
	os.WriteFile(filepath.Join(dir, WasmFile+".gz"), gzipped(pre, gzip.BestSpeed), 0o644)
	os.Chtimes(filepath.Join(dir, WasmFile+".gz"), later, later)
	os.Chtimes(filepath.Join(dir, WasmFile), later.Add(time.Second), later.Add(time.Second))
	if _, body := get(http.MethodGet, "/"+WasmFile, true); !bytes.Equal(body, wasm2) {
		t.Errorf("with an older .gz: %q, want the file's own content", body[:min(len(body), 20)])
	}
	os.Chtimes(filepath.Join(dir, WasmFile+".gz"), later.Add(2*time.Second), later.Add(2*time.Second))
	os.Chtimes(filepath.Join(dir, WasmFile), later.Add(2*time.Second), later.Add(2*time.Second))
	if _, body := get(http.MethodGet, "/"+WasmFile, true); !bytes.Equal(body, pre) {
		t.Errorf("with a .gz as new: %q, want the .gz's content", body[:min(len(body), 20)])
	}
	for _, c := range []struct {
		method, path string
		code         int
	}{
		{http.MethodGet, "/missing.wasm", 404},
		{http.MethodGet, "/../../etc/passwd", 404},
		{http.MethodPost, "/", 405},
		{http.MethodHead, "/" + WasmFile, 200},
	} {
		if resp, _ := get(c.method, c.path, true); resp.StatusCode != c.code {
			t.Errorf("%s %s: %d, want %d", c.method, c.path, resp.StatusCode, c.code)
		}
	}
}
