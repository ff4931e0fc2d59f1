package web

import (
	"compress/gzip"
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

//go:embed index.html
var indexHTML []byte

// Site's files: the page, the app and Go's loader for it.
const (
	IndexFile    = "index.html"
	WasmFile     = "swath.wasm"
	WasmExecFile = "wasm_exec.js"
)

// Build writes the site to dir (made if missing): index.html, swath.wasm
// built from the Swath module at root for GOOS=js GOARCH=wasm, its
// gzipped copy swath.wasm.gz (for Handler, and for a web server that
// serves such copies: nginx's gzip_static), and wasm_exec.js copied from
// the Go installation that builds it (the loader must match the
// compiler). The build leaves out symbol tables and paths (-s -w
// -trimpath): 0.5 MB less to download, and no file names of the machine
// that built it.
func Build(dir, root string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	wasm, err := filepath.Abs(filepath.Join(dir, WasmFile))
	if err != nil {
		return err
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("GOOS=js GOARCH=wasm go build: %v\n%s", err, out)
	}
	data, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	if err := os.WriteFile(wasm+".gz", gzipped(data, gzip.BestCompression), 0o644); err != nil {
		return err
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %v", err)
	}
	loader, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", WasmExecFile))
	if err != nil {
		return fmt.Errorf("Go's wasm loader: %v", err)
	}
	for name, data := range map[string][]byte{IndexFile: indexHTML, WasmExecFile: loader} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
