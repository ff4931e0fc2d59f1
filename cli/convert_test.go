package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// A level survives .swath -> .map -> .png -> .map with its obstacles, and
// -> .swath with everything.
func TestConvertRoundTrip(t *testing.T) {
	dir := t.TempDir()
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "u.swath")
	if err := levels.Save(src, lv); err != nil {
		t.Fatal(err)
	}
	steps := []string{src, filepath.Join(dir, "u.map"), filepath.Join(dir, "u.png"), filepath.Join(dir, "u2.map"), filepath.Join(dir, "u2.swath")}
	for i := 1; i < len(steps); i++ {
		code, out, errs := run(t, "convert", steps[i-1], steps[i])
		if code != 0 || !strings.Contains(out, steps[i]) {
			t.Fatalf("convert %s %s: exit %d, %s%s", steps[i-1], steps[i], code, out, errs)
		}
		got, err := levels.Load(steps[i])
		if err != nil {
			t.Fatalf("%s: %v", steps[i], err)
		}
		if !got.Grid.Equal(lv.Grid) {
			t.Errorf("%s: obstacles changed:\n%s\nwant\n%s", steps[i], got.Grid, lv.Grid)
		}
	}
	back := filepath.Join(dir, "again.swath")
	if code, _, errs := run(t, "convert", "-q", src, back); code != 0 {
		t.Fatalf("convert to .swath: %s", errs)
	}
	got, _ := levels.Load(back)
	if !got.Equal(lv) {
		t.Errorf(".swath -> .swath changed the level: %+v, want %+v", got, lv)
	}
}

func TestConvertBadInput(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "g.map")
	os.WriteFile(good, []byte("type octile\nheight 1\nwidth 4\nmap\n..@.\n"), 0o644)
	broken := filepath.Join(dir, "b.map")
	os.WriteFile(broken, []byte("type octile\nheight 2\nwidth 2\nmap\n..\n.Q\n"), 0o644)
	old := filepath.Join(dir, "old.png")
	if err := levels.Save(old, &levels.Level{Grid: pathing.NewGrid(5, 5)}); err != nil {
		t.Fatal(err)
	}
	oldBytes, _ := os.ReadFile(old)
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"no files", []string{"convert"}, "two files"},
		{"one file", []string{"convert", good}, "two files"},
		{"three files", []string{"convert", good, old, old}, "two files"},
		{"unknown output", []string{"convert", good, filepath.Join(dir, "x.txt")}, `unknown output format ".txt"`},
		{"missing input", []string{"convert", filepath.Join(dir, "nope.map"), old}, "nope.map"},
		{"malformed input", []string{"convert", broken, old}, "b.map:6:2"},
		{"output folder missing", []string{"convert", good, filepath.Join(dir, "no", "such", "x.png")}, "x.png"},
	}
	for _, c := range cases {
		code, _, errs := run(t, c.args...)
		if code != 2 || !strings.Contains(errs, c.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%s: exit %d, stderr %q (want exit 2 and %q on one line)", c.name, code, errs, c.want)
		}
	}
	if now, _ := os.ReadFile(old); string(now) != string(oldBytes) {
		t.Error("a failed conversion changed the existing output file")
	}
}

// TestConvertMapKeepsTerrain: swath convert a.map b.map writes the same
// bytes, trees, water and CRLF included (issue 22, item 1): a benchmark map
// is not rewritten with '@' for every tree.
func TestConvertMapKeepsTerrain(t *testing.T) {
	dir := t.TempDir()
	shipped, err := os.ReadFile("../testdata/movingai/rooms/32room_000.map")
	if err != nil {
		t.Fatal(err)
	}
	for name, src := range map[string][]byte{
		"32room_000.map": shipped,
		"letters.map":    []byte("type octile\r\nheight 2\r\nwidth 4\r\nmap\r\nT.SW\r\nG@O.\r\n"),
	} {
		in, out := filepath.Join(dir, name), filepath.Join(dir, "out-"+name)
		if err := os.WriteFile(in, src, 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, errs := run(t, "convert", "-q", in, out); code != 0 {
			t.Fatalf("convert %s: exit %d: %s", name, code, errs)
		}
		got, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(src) {
			t.Errorf("convert %s %s: %d bytes differ from the %d read (first %q)", name, out, len(got), len(src), firstDiff(got, src))
		}
	}
}

// firstDiff shows where a and b first differ.
func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return string(a[i:min(len(a), i+20)])
}
