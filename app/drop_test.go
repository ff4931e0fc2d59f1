package app

import (
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"time"

	"swath/levels"
	"swath/scene"
)

// TestDropFIFORefused: a FIFO dropped on the window is refused at once; it
// used to freeze the whole window until something wrote to it.
func TestDropFIFORefused(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.swath"), 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	sc := scene.New(scene.Demo())
	done := make(chan bool)
	go func() { done <- openDropped(sc, os.DirFS(dir)) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("a dropped FIFO blocked the window")
	}
	if n := sc.Notice(); !n.Warn || !strings.Contains(n.Text, "pipe.swath") || !strings.Contains(n.Text, "not a regular file") {
		t.Errorf("notice %+v", n)
	}
}

// endless is a dropped file system whose one file claims to be small and
// never ends, as /dev/zero would.
type endless struct{ fstest.MapFS }

type zeroFile struct{ fs.File }

func (zeroFile) Read(p []byte) (int, error) { clear(p); return len(p), nil }
func (zeroFile) Close() error               { return nil }

func (e endless) Open(name string) (fs.File, error) {
	f, err := e.MapFS.Open(name)
	if err != nil || name == "." {
		return f, err
	}
	return zeroFile{f}, nil
}

// TestDropReadBounded: a dropped file is read as the level loader reads
// one, at most levels.MaxFileSize bytes whatever size it claims.
func TestDropReadBounded(t *testing.T) {
	sc := scene.New(scene.Demo())
	openDropped(sc, endless{fstest.MapFS{"z.map": {Data: []byte("tiny")}}})
	want := "Cannot open the dropped file z.map: larger than the " + strconv.Itoa(levels.MaxFileSize>>20) + " MiB limit"
	if n := sc.Notice(); !n.Warn || !strings.HasPrefix(n.Text, want) {
		t.Errorf("notice %q, want it to start %q", n.Text, want)
	}
}
