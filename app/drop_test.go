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

// TestDropTiledWithTilesets drops a real Tiled map (the RPG-JS sample,
// whose obstacles are tile properties of five external .tsx tilesets)
// together with its tilesets, which sort before it: the map is the file
// opened, its tilesets are found (beside its path on disk, or among the
// dropped files when there is no path) and its layers are offered.
func TestDropTiledWithTilesets(t *testing.T) {
	src := "../levels/testdata/tiled/rpgjs-sample"
	want, err := levels.Load(filepath.Join(src, "samplemap.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	mapFS := fstest.MapFS{}
	for _, name := range []string{"samplemap.tmx", "[A]WaterFall_pipo.tsx", "[Base]BaseChip_pipo.tsx", "[A]Grass_pipo.tsx", "[A]Water_pipo.tsx", "[A]Flower_pipo.tsx"} {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		mapFS[name] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	for _, c := range []struct {
		what string
		fsys fs.FS
	}{{"from the disk", os.DirFS(dir)}, {"with no paths", mapFS}} {
		sc := scene.New(scene.Demo())
		if !openDropped(sc, c.fsys) {
			t.Fatalf("%s: the drop was not handled", c.what)
		}
		if !sc.Grid().Equal(want.Grid) {
			t.Errorf("%s: the window shows a %dx%d map (notice %q), not the sample map", c.what, sc.Grid().Width(), sc.Grid().Height(), sc.Notice().Text)
			continue
		}
		if n := sc.Notice().Text; !strings.Contains(n, "samplemap.tmx") || !strings.Contains(n, "obstacles from tiles whose tileset property collision is true") {
			t.Errorf("%s: notice %q", c.what, n)
		}
		if d := sc.Dialog(); d == nil || d.Kind != scene.LayerDialog || len(d.Entries) != 11 {
			t.Errorf("%s: the layers are not offered: %+v", c.what, d)
		}
	}
}
