//go:build js

package app

import (
	"bytes"
	"path/filepath"
	"time"
)

// How the status line says an export is made and done: the web page has
// no folder to write to, its exports are downloads.
const exportingVerb, exportedVerb = "Drawing", "Downloaded"

// exportTarget names a new export <name>-<timestamp><ext> and writes it
// into memory; committed, it is downloaded.
func exportTarget(_, name string, now time.Time, ext string) (string, exportOut, error) {
	file := name + "-" + now.Format("20060102-150405") + ext
	return file, &downloadOut{name: file}, nil
}

// downloadOut is an export written into memory and downloaded when
// committed.
type downloadOut struct {
	name string
	buf  bytes.Buffer
}

func (d *downloadOut) Write(p []byte) (int, error) { return d.buf.Write(p) }

// Commit downloads the export.
func (d *downloadOut) Commit() error {
	mime := "image/png"
	if filepath.Ext(d.name) == ".gif" {
		mime = "image/gif"
	}
	return download(d.name, mime, d.buf.Bytes())
}

// Abort lets the export go.
func (d *downloadOut) Abort() { d.buf = bytes.Buffer{} }
