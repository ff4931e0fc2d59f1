package render

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
)

// OutFile is an export being written: the bytes go to a temporary file in
// the destination's folder, and Commit renames it over the destination, so
// that a failed export never leaves half a file (nor spoils an older one).
type OutFile struct {
	path string
	f    *os.File
	w    *bufio.Writer
	err  error
}

// CreateOut starts writing path. It fails at once when the folder is
// missing or not writable, before any drawing is done.
func CreateOut(path string) (*OutFile, error) {
	if path == "" {
		return nil, fmt.Errorf("no output file named")
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("%s is a folder", path)
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %v", path, unwrapPath(err))
	}
	return &OutFile{path: path, f: f, w: bufio.NewWriterSize(f, 1<<16)}, nil
}

// Path is the destination.
func (o *OutFile) Path() string { return o.path }

// Write buffers p; the first error sticks and is reported by Commit.
func (o *OutFile) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	o.err = err
	return n, err
}

// Commit flushes, syncs and renames the file into place. On failure the
// temporary file is removed and the destination is left as it was.
func (o *OutFile) Commit() error {
	err := o.err
	if err == nil {
		err = o.w.Flush()
	}
	if err == nil {
		err = o.f.Sync()
	}
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(o.f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(o.f.Name(), o.path)
	}
	if err != nil {
		os.Remove(o.f.Name())
		return fmt.Errorf("writing %s: %v", o.path, unwrapPath(err))
	}
	return nil
}

// Abort drops the temporary file; the destination is left as it was. A
// nil OutFile does nothing.
func (o *OutFile) Abort() {
	if o == nil {
		return
	}
	o.f.Close()
	os.Remove(o.f.Name())
}

// unwrapPath drops the temporary file's name from an *os.PathError, which
// would only confuse the reader.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	if le, ok := err.(*os.LinkError); ok {
		return le.Err
	}
	return err
}
