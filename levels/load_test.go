package levels

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"swath/pathing"
)

func sampleLevel() *Level {
	return &Level{
		Title: "Saved", Description: "Round trip through a file.",
		Grid:  pathing.ParseGrid("....#", ".##.#", "....."),
		Agent: pathing.Footprint{L: 1, W: 2}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(4, 2),
		Options: pathing.Options{Search: pathing.Aware, Sampling: pathing.Paper, Strategy: pathing.Linear},
	}
}

func TestSniffAndFormatOf(t *testing.T) {
	cases := []struct {
		data string
		want Format
	}{
		{"swath 1\n", SwathFormat},
		{"\uFEFFswath 1\n", SwathFormat},
		{"type octile\n", MapFormat},
		{"\nheight 3\n", MapFormat},
		{"width\t3\n", MapFormat},
		{pngMagic + "rest", PNGFormat},
		{"version 1\n", UnknownFormat},
		{"", UnknownFormat},
	}
	for _, c := range cases {
		if got := Sniff([]byte(c.data)); got != c.want {
			t.Errorf("Sniff(%q) = %v, want %v", c.data, got, c.want)
		}
	}
	for path, want := range map[string]Format{"a.swath": SwathFormat, "B.MAP": MapFormat, "x/y.Png": PNGFormat, "z.txt": UnknownFormat, "noext": UnknownFormat} {
		if got := FormatOf(path); got != want {
			t.Errorf("FormatOf(%q) = %v, want %v", path, got, want)
		}
	}
}

// TestSaveLoadEveryFormat saves a level in each format and opens it again,
// also under a misleading extension (content wins).
func TestSaveLoadEveryFormat(t *testing.T) {
	dir := t.TempDir()
	lv := sampleLevel()
	for _, name := range []string{"a.swath", "a.map", "a.png"} {
		path := filepath.Join(dir, name)
		if err := Save(path, lv); err != nil {
			t.Fatal(err)
		}
		got, err := Load(path)
		if err != nil {
			t.Fatal(err)
		}
		want := lv
		if FormatOf(name) != SwathFormat {
			want = levelFromGrid("a", lv.Grid)
		}
		if !got.Equal(want) {
			t.Errorf("%s: have %+v\n%s", name, got, got.Grid)
		}
		data, _ := os.ReadFile(path)
		odd := filepath.Join(dir, "renamed"+strings.ReplaceAll(name, ".", "_")+".txt")
		os.WriteFile(odd, data, 0o644)
		got, err = Load(odd)
		if err != nil {
			t.Fatalf("%s by content: %v", name, err)
		}
		if !got.Grid.Equal(lv.Grid) {
			t.Errorf("%s by content: grid differs", name)
		}
	}
}

func TestLoadMovingAIFixtureAsLevel(t *testing.T) {
	lv, err := Load("../testdata/movingai/street/Berlin_0_256.map")
	if err != nil {
		t.Fatal(err)
	}
	if lv.Title != "Berlin_0_256" || lv.Grid.Width() != 256 || lv.Grid.Blocked(lv.Start.X, lv.Start.Y) || lv.Grid.Blocked(lv.Goal.X, lv.Goal.Y) {
		t.Errorf("have title %q size %d start %v goal %v", lv.Title, lv.Grid.Width(), lv.Start, lv.Goal)
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cases := []struct {
		name, path, want string
	}{
		{"missing", filepath.Join(dir, "none.swath"), "no such file"},
		{"folder", dir, "is a folder"},
		{"garbage swath", write("g.swath", "hello\n"), "g.swath:1:1: want the first line \"swath 1\""},
		{"garbage map", write("g.map", "hello\n"), "g.map:1:1: want a header line \"type octile\""},
		{"garbage png", write("g.png", "hello\n"), "g.png: not a PNG image"},
		{"scen", write("q.map.scen", "version 1\n"), "scenario list (.scen), not a map"},
		{"unknown", write("notes.txt", "hello\n"), "notes.txt: unknown level format"},
		{"bad map by content", write("m.txt", "type octile\nheight 1\nwidth 2\nmap\n.Q\n"), "m.txt:5:2: unexpected 'Q'"},
	}
	for _, c := range cases {
		lv, err := Load(c.path)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: have %v, want %q", c.name, err, c.want)
		}
		if lv != nil {
			t.Errorf("%s: a level came back with the error", c.name)
		}
	}
	big := filepath.Join(dir, "big.map")
	f, _ := os.Create(big)
	f.Truncate(MaxFileSize + 1)
	f.Close()
	if _, err := Load(big); err == nil || !strings.Contains(err.Error(), "larger than the 80 MiB limit") {
		t.Errorf("oversized file: have %v", err)
	}
}

func TestSaveBackup(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lv.swath")
	first, second := sampleLevel(), sampleLevel()
	second.Title = "Second"
	if err := Save(path, first); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + BackupSuffix); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a backup exists after the first save: %v", err)
	}
	if err := Save(path, second); err != nil {
		t.Fatal(err)
	}
	bak, err := Load(path + BackupSuffix)
	if err != nil {
		t.Fatal(err)
	}
	cur, _ := Load(path)
	if !bak.Equal(first) || !cur.Equal(second) {
		t.Errorf("backup title %q, current %q; want Saved, Second", bak.Title, cur.Title)
	}
	assertOnly(t, dir, "lv.swath", "lv.swath.bak")
}

func TestSaveKeepsMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.map")
	os.WriteFile(path, []byte("old"), 0o640)
	if err := Save(path, sampleLevel()); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want 0640", st.Mode().Perm())
	}
}

func TestSaveErrors(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, path string
		lv         *Level
		want       string
	}{
		{"extension", filepath.Join(dir, "a.txt"), sampleLevel(), "unknown extension \".txt\" (want .swath, .map or .png)"},
		{"no folder", filepath.Join(dir, "nope", "a.swath"), sampleLevel(), "no such file"},
		{"folder", dir + "/sub.swath", sampleLevel(), "is a folder"},
		{"invalid", filepath.Join(dir, "b.swath"), &Level{Grid: pathing.NewGrid(4, 4), Start: pathing.Pt(9, 9)}, "start (9,9) is off the 4x4 map"},
	}
	os.Mkdir(filepath.Join(dir, "sub.swath"), 0o755)
	for _, c := range cases {
		if err := Save(c.path, c.lv); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: have %v, want %q", c.name, err, c.want)
		}
	}
	assertOnly(t, dir, "sub.swath")
}

func TestSaveThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.swath")
	link := filepath.Join(dir, "link.swath")
	os.WriteFile(real, []byte("old"), 0o644)
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if err := Save(link, sampleLevel()); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if lv, err := Load(real); err != nil || !lv.Equal(sampleLevel()) {
		t.Errorf("the link's target was not saved: %v", err)
	}
}

// assertOnly checks that dir holds exactly the named entries.
func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	var have []string
	for _, e := range ents {
		have = append(have, e.Name())
	}
	slices.Sort(names)
	if !slices.Equal(have, names) {
		t.Errorf("folder holds %v, want %v", have, names)
	}
}

func TestEncodeUnknownFormat(t *testing.T) {
	if err := Encode(&bytes.Buffer{}, sampleLevel(), UnknownFormat); err == nil {
		t.Error("no error for an unknown format")
	}
}
