package levels

import (
	"bytes"
	"errors"
	"io"
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

// failAfter is a writer that fails once n bytes have gone through.
type failAfter struct {
	w io.Writer
	n int
}

func (f *failAfter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k, _ := f.w.Write(p[:f.n])
		f.n = 0
		return k, errors.New("disk full (injected)")
	}
	f.n -= len(p)
	return f.w.Write(p)
}

// secondWriteFails lets the first temporary file (the new level) be written
// and fails the second (the backup).
func secondWriteFails() func(io.Writer) io.Writer {
	n := 0
	return func(w io.Writer) io.Writer {
		n++
		if n == 2 {
			return &failAfter{w, 3}
		}
		return w
	}
}

// TestSaveFailureChangesNothing makes each step of a save fail and checks the
// file and its backup are as they were and no temporary file is left.
func TestSaveFailureChangesNothing(t *testing.T) {
	newLevel := sampleLevel()
	newLevel.Title = "New"
	cases := []struct {
		name string
		fsys fileSystem
		want string
	}{
		{"write fails midway", fileSystem{wrap: func(w io.Writer) io.Writer { return &failAfter{w, 20} }}, "disk full (injected)"},
		{"rename fails", fileSystem{rename: func(a, b string) error { return errors.New("rename refused (injected)") }}, "rename refused (injected)"},
		{"backup write fails", fileSystem{wrap: secondWriteFails()}, "was not saved: the previous version could not be kept as a backup (disk full (injected))"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "lv.swath")
			os.WriteFile(path, []byte("old content"), 0o644)
			os.WriteFile(path+BackupSuffix, []byte("older content"), 0o644)
			err := c.fsys.save(path, newLevel)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("have %v, want %q", err, c.want)
			}
			if b, _ := os.ReadFile(path); string(b) != "old content" {
				t.Errorf("the file changed: %q", b)
			}
			if b, _ := os.ReadFile(path + BackupSuffix); string(b) != "older content" {
				t.Errorf("the backup changed: %q", b)
			}
			assertOnly(t, dir, "lv.swath", "lv.swath.bak")
		})
	}
}

// TestSaveBackupRenameFails: when the backup cannot be put in place, the
// save is refused and the file keeps its old content.
func TestSaveBackupRenameFails(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lv.swath")
	os.WriteFile(path, []byte("old content"), 0o644)
	fsys := fileSystem{rename: func(a, b string) error {
		if strings.HasSuffix(b, BackupSuffix) {
			return &os.LinkError{Op: "rename", Old: a, New: b, Err: errors.New("no (injected)")}
		}
		return os.Rename(a, b)
	}}
	err := fsys.save(path, sampleLevel())
	if !errors.Is(err, ErrBackup) {
		t.Fatalf("have %v, want ErrBackup", err)
	}
	if strings.Contains(err.Error(), ".tmp") {
		t.Errorf("the message names a temporary file: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "old content" {
		t.Errorf("the file changed: %q", b)
	}
	assertOnly(t, dir, "lv.swath")
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
