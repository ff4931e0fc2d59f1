package levels

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/pathing"
)

// encodeMap parses src as a level and writes it back as a .map.
func encodeMap(t *testing.T, src string, edit func(g *pathing.Grid)) string {
	t.Helper()
	lv, err := Parse("t.map", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(lv.Grid)
	}
	var b bytes.Buffer
	if err := Encode(&b, lv, MapFormat); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestMapTerrainRoundTrip: a .map read and written unchanged is the same
// bytes, whatever its letters, header order, line endings or trailing lines.
func TestMapTerrainRoundTrip(t *testing.T) {
	cases := map[string]string{
		"every letter": "type octile\nheight 3\nwidth 7\nmap\n.G@OTSW\n.......\nTTTTWWW\n",
		"crlf":         "type octile\r\nheight 2\r\nwidth 3\r\nmap\r\nT.S\r\n@WG\r\n",
		"header order": "type octile\nwidth 3\nheight 2\nmap\nT.S\n@WG\n",
		"bom":          "\uFEFFtype octile\nheight 1\nwidth 2\nmap\nT.\n",
		"trailing":     "type octile\nheight 1\nwidth 2\nmap\nT.  \n\n\n",
		"no final lf":  "type octile\nheight 2\nwidth 2\nmap\nTT\n..",
		"blank header": "type octile\n\nheight 1\nwidth 1\nmap\nW\n",
		"plain":        "type octile\nheight 2\nwidth 2\nmap\n.@\n@.\n",
	}
	for name, src := range cases {
		if got := encodeMap(t, src, nil); got != src {
			t.Errorf("%s: written back as\n%q\nwant\n%q", name, got, src)
		}
	}
}

// TestMapTerrainShippedMaps: every Moving AI map the repository ships
// (trees, CRLF and all) round-trips byte for byte.
func TestMapTerrainShippedMaps(t *testing.T) {
	files, _ := filepath.Glob("../testdata/movingai/*/*.map")
	if len(files) == 0 {
		t.Fatal("no shipped .map files found")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if got := encodeMap(t, string(data), nil); got != string(data) {
			t.Errorf("%s: not written back byte for byte (%d bytes, want %d)", f, len(got), len(data))
		}
	}
}

// TestMapTerrainPainted: a painted cell gets '@', an erased one '.', every
// other cell keeps its letter, and the layout stays.
func TestMapTerrainPainted(t *testing.T) {
	src := "type octile\r\nheight 2\r\nwidth 4\r\nmap\r\nT.SW\r\nG@O.\r\n"
	got := encodeMap(t, src, func(g *pathing.Grid) {
		g.Set(1, 0, true)  // '.' painted
		g.Set(2, 0, true)  // 'S' (swamp, free) painted
		g.Set(0, 0, false) // 'T' erased
		g.Set(2, 1, false) // 'O' erased
	})
	want := "type octile\r\nheight 2\r\nwidth 4\r\nmap\r\n.@@W\r\nG@..\r\n"
	if got != want {
		t.Errorf("painted map written as\n%q\nwant\n%q", got, want)
	}
	// resized: WriteMap's header, the letters of the cells both sizes share
	got = encodeMapResized(t, src, 3, 3)
	want = "type octile\nheight 3\nwidth 3\nmap\nT.S\nG@O\n...\n"
	if got != want {
		t.Errorf("resized map written as\n%q\nwant\n%q", got, want)
	}
}

func encodeMapResized(t *testing.T, src string, w, h int) string {
	t.Helper()
	lv, err := Parse("t.map", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	lv.Grid = lv.Grid.Resized(w, h)
	lv.Start, lv.Goal = DefaultEnds(lv.Grid)
	var b bytes.Buffer
	if err := Encode(&b, lv, MapFormat); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestMapTerrainSave: saving a .map opened and left as it was writes
// nothing (no backup either), and a clone keeps the letters.
func TestMapTerrainSave(t *testing.T) {
	src := "type octile\nheight 2\nwidth 3\nmap\nTTT\n.W.\n"
	p := filepath.Join(t.TempDir(), "trees.map")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	lv, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(p, lv.Clone()); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(p); string(data) != src {
		t.Errorf("saved unchanged as %q, want %q", data, src)
	}
	if _, err := os.Stat(p + BackupSuffix); err == nil {
		t.Error("an unchanged save made a backup")
	}
	lv.Grid.Set(0, 1, true)
	if err := Save(p, lv); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(p); !strings.HasSuffix(string(data), "map\nTTT\n@W.\n") {
		t.Errorf("saved painted as %q", data)
	}
}
