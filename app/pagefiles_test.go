package app

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// The web page's files without the browser: memFiles as the picker hands
// them over, pageFiles as the scene reads and saves through them.

// picked is memFiles of files read from the disk under their base names,
// as the browser hands a person's pick over (no folders).
func picked(t *testing.T, paths ...string) *memFiles {
	t.Helper()
	m := &memFiles{}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		m.add(filepath.Base(p), data, time.Unix(0, 0), nil)
	}
	return m
}

// newPageFiles is a pageFiles whose downloads are kept.
func newPageFiles(downloads map[string][]byte) *pageFiles {
	return &pageFiles{pick: func() {}, download: func(name, _ string, data []byte) error {
		downloads[name] = data
		return nil
	}}
}

// TestMemFilesIsAFolder: the files come back in the order they came,
// readable by name; a name with folders is the file of its last element; a
// file the browser could not read says why when opened.
func TestMemFilesIsAFolder(t *testing.T) {
	m := &memFiles{}
	m.add("b.swath", []byte("bee"), time.Unix(5, 0), nil)
	m.add("a.map", []byte("ay"), time.Unix(6, 0), nil)
	m.add("gone.png", nil, time.Time{}, errors.New("NotReadableError"))
	es, err := fs.ReadDir(m, ".")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
		if e.IsDir() {
			t.Errorf("%s is a folder", e.Name())
		}
	}
	if got := strings.Join(names, " "); got != "b.swath a.map gone.png" {
		t.Errorf("listed %q, want the order they came", got)
	}
	for name, want := range map[string]string{"b.swath": "bee", "a.map": "ay", "tiles/a.map": "ay", "../x/b.swath": "bee"} {
		if data, err := fs.ReadFile(m, name); err != nil || string(data) != want {
			t.Errorf("ReadFile(%q) = %q, %v; want %q", name, data, err, want)
		}
	}
	if st, err := fs.Stat(m, "b.swath"); err != nil || st.Size() != 3 || !st.Mode().IsRegular() || !st.ModTime().Equal(time.Unix(5, 0)) {
		t.Errorf("Stat(b.swath) = %v, %v", st, err)
	}
	if _, err := m.Open("gone.png"); err == nil || !strings.Contains(err.Error(), "NotReadableError") {
		t.Errorf("opening the unreadable file: %v", err)
	}
	if _, err := m.Open("c.swath"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("opening a file not picked: %v", err)
	}
}

// TestMemFilesRefusesOversized: a file the browser says is over
// levels.MaxFileSize is not read at all; one that turns out larger is
// let go.
func TestMemFilesRefusesOversized(t *testing.T) {
	m := &memFiles{}
	reads := 0
	m.addRead("huge.map", levels.MaxFileSize+1, time.Time{}, func() ([]byte, error) { reads++; return nil, nil })
	m.addRead("liar.map", 10, time.Time{}, func() ([]byte, error) { reads++; return make([]byte, levels.MaxFileSize+1), nil })
	m.addRead("ok.map", 2, time.Time{}, func() ([]byte, error) { reads++; return []byte("ok"), nil })
	if reads != 2 {
		t.Errorf("%d files read, want 2 (not the one claiming to be too large)", reads)
	}
	want := fmt.Sprintf("larger than the %d MiB limit", levels.MaxFileSize>>20)
	for _, name := range []string{"huge.map", "liar.map"} {
		f, _ := m.lookup(name)
		if f.err == nil || !strings.Contains(f.err.Error(), want) || f.data != nil {
			t.Errorf("%s: kept %d bytes, error %v; want none and %q", name, len(f.data), f.err, want)
		}
	}
	if f, _ := m.lookup("ok.map"); string(f.data) != "ok" || f.err != nil {
		t.Errorf("ok.map: %q %v", f.data, f.err)
	}
}

// TestPagePickOpensTiledWithTilesets: the RPG-JS sample map picked with its
// five tilesets (the browser gives names, no folders) opens with its
// layers offered, as dropped on the desktop; then a .map picked with its
// .scen lists the queries, and a pick reads the map from the files picked.
func TestPagePickOpensTiledWithTilesets(t *testing.T) {
	src := "../levels/testdata/tiled/rpgjs-sample"
	want, err := levels.Load(filepath.Join(src, "samplemap.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, n := range []string{"[A]WaterFall_pipo.tsx", "[Base]BaseChip_pipo.tsx", "samplemap.tmx", "[A]Grass_pipo.tsx", "[A]Water_pipo.tsx", "[A]Flower_pipo.tsx"} {
		paths = append(paths, filepath.Join(src, n))
	}
	sc := scene.New(scene.Demo())
	pf := newPageFiles(map[string][]byte{})
	sc.SetFiles(pf, "")
	if !pf.open(sc, arrival{files: picked(t, paths...), picked: true}) {
		t.Fatal("the pick was not handled")
	}
	if !sc.Grid().Equal(want.Grid) {
		t.Fatalf("the page shows a %dx%d map (notice %q), not the sample map", sc.Grid().Width(), sc.Grid().Height(), sc.Notice().Text)
	}
	if d := sc.Dialog(); d == nil || d.Kind != scene.LayerDialog {
		t.Fatalf("the layers are not offered: %+v", d)
	}
	sc.Apply(scene.ActDialogCancel)

	// a .map and its .scen, the .scen second
	dir := t.TempDir()
	g := pathing.NewGrid(12, 9)
	g.Set(5, 4, true)
	var mb bytes.Buffer
	if err := levels.WriteMap(&mb, g); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "arena.map"), mb.Bytes(), 0o644)
	os.WriteFile(filepath.Join(dir, "arena.map.scen"), []byte("version 1\n0\tmaps/dao/arena.map\t12\t9\t0\t0\t11\t8\t13.3\n"), 0o644)
	if !pf.open(sc, arrival{files: picked(t, filepath.Join(dir, "arena.map"), filepath.Join(dir, "arena.map.scen")), picked: true}) {
		t.Fatal("the pick was not handled")
	}
	if d := sc.Dialog(); d == nil || d.Kind != scene.ScenDialog || len(d.Entries) != 1 {
		t.Fatalf("the .scen's queries are not listed: %+v, notice %q", d, sc.Notice().Text)
	}
	sc.Apply(scene.ActDialogOK)
	if !sc.Grid().Equal(g) || sc.Selected().Goal() != pathing.Pt(11, 8) || sc.Dialog() != nil {
		t.Fatalf("after the query: a %dx%d map, goal %v, dialog %+v, notice %q", sc.Grid().Width(), sc.Grid().Height(), sc.Selected().Goal(), sc.Dialog(), sc.Notice().Text)
	}
}

// TestPageSaveEncodesByExtension: a page's save downloads the level's
// bytes in the format of the name, under its base name.
func TestPageSaveEncodesByExtension(t *testing.T) {
	got := map[string][]byte{}
	pf := newPageFiles(got)
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"u.swath", "./u.map", "u.png"} {
		if err := pf.Save(name, lv); err != nil {
			t.Fatal(err)
		}
		data := got[filepath.Base(name)]
		back, err := levels.Parse(filepath.Base(name), data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if name == "u.swath" && !back.Equal(lv) || !back.Grid.Equal(lv.Grid) {
			t.Errorf("%s does not read back as the level", name)
		}
	}
	if err := pf.Save("u.tmx", lv); err == nil || len(got) != 3 {
		t.Errorf("saving as a Tiled map: %v, %d downloads; want it refused", err, len(got))
	}
	if _, err := pf.ReadDir("."); err == nil {
		t.Error("a page lists a folder")
	}
}
