// Command webbuild builds Swath's web site (make web): webbuild DIR writes
// index.html, swath.wasm and wasm_exec.js to DIR, from the module in the
// current directory, and prints the wasm's size, plain and gzipped.
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"

	"swath/web"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: webbuild DIR")
		os.Exit(2)
	}
	dir := os.Args[1]
	if err := web.Build(dir, "."); err != nil {
		fmt.Fprintln(os.Stderr, "webbuild:", err)
		os.Exit(1)
	}
	data, err := os.ReadFile(filepath.Join(dir, web.WasmFile))
	if err != nil {
		fmt.Fprintln(os.Stderr, "webbuild:", err)
		os.Exit(1)
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(data)
	zw.Close()
	fmt.Printf("%s: %.2f MB, %.2f MB gzipped\n", filepath.Join(dir, web.WasmFile), float64(len(data))/1e6, float64(buf.Len())/1e6)
}
