// Command webbuild builds Swath's web site (make web): webbuild DIR writes
// index.html, swath.wasm and wasm_exec.js to DIR, from the module in the
// current directory (and swath.wasm.gz), and prints the wasm's size,
// plain and gzipped.
package main

import (
	"errors"
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
	wasm := filepath.Join(dir, web.WasmFile)
	plain, err1 := os.Stat(wasm)
	gz, err2 := os.Stat(wasm + ".gz")
	if err := errors.Join(err1, err2); err != nil {
		fmt.Fprintln(os.Stderr, "webbuild:", err)
		os.Exit(1)
	}
	fmt.Printf("%s: %.2f MB, %.2f MB gzipped\n", wasm, float64(plain.Size())/1e6, float64(gz.Size())/1e6)
}
