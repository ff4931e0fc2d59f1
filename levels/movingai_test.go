package levels

import (
	"bytes"
	"errors"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"swath/pathing"
)

func TestParseMapTerrain(t *testing.T) {
	src := "type octile\nheight 3\nwidth 7\nmap\n.G@OTSW\n.......\n@@@@@@@\n"
	g, err := ParseMap("t.map", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// '.' 'G' and 'S' (swamp) are free; '@' 'O' 'T' and 'W' (water) are not.
	want := pathing.ParseGrid("..###.#", ".......", "#######")
	if !g.Equal(want) {
		t.Fatalf("have\n%swant\n%s", g, want)
	}
}

func TestParseMapHeaderOrderAndCRLF(t *testing.T) {
	src := "type octile\r\nwidth 2\r\nheight 1\r\nmap\r\n.@\r\n\r\n"
	g, err := ParseMap("t.map", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if g.Width() != 2 || g.Height() != 1 || g.Blocked(0, 0) || !g.Blocked(1, 0) {
		t.Fatalf("have %dx%d\n%s", g.Width(), g.Height(), g)
	}
}

func TestParseMapErrors(t *testing.T) {
	head := "type octile\nheight 2\nwidth 3\nmap\n"
	cases := []struct{ name, src, want string }{
		{"empty", "", "m.map:1: missing the \"map\" line"},
		{"no map line", "type octile\nheight 2\nwidth 3\n", "m.map:4: missing the \"map\" line"},
		{"bad letter", head + "...\n.Z.\n", "m.map:6:2: unexpected 'Z' (want one of .G@OTSW)"},
		{"control byte", head + "...\n..\x01\n", "m.map:6:3: unexpected byte 0x01 (want one of .G@OTSW)"},
		{"short row", head + "..\n...\n", "m.map:5:3: row 0 has 2 cells, the header says width 3"},
		{"long row", head + "...\n....\n", "m.map:6:4: row 1 has 4 cells, the header says width 3"},
		{"missing rows", head + "...\n", "m.map:6: the map has 1 rows, the header says height 2"},
		{"extra rows", head + "...\n...\n...\n", "m.map:7:1: text after the last row (the header says height 2)"},
		{"type", "type tile\nheight 2\nwidth 3\nmap\n", "m.map:1:6: map type \"tile\" is not supported (want octile)"},
		{"no type", "height 2\nwidth 3\nmap\n...\n...\n", "m.map:3:1: the header has no \"type octile\" line"},
		{"no height", "type octile\nwidth 3\nmap\n", "m.map:3:1: the header has no \"height N\" line"},
		{"no width", "type octile\nheight 3\nmap\n", "m.map:3:1: the header has no \"width N\" line"},
		{"twice", "type octile\nheight 2\nheight 2\n", "m.map:3:1: \"height\" given twice"},
		{"type twice", "type octile\ntype octile\n", "m.map:2:1: \"type\" given twice"},
		{"bad number", "type octile\nheight two\n", "m.map:2:8: height \"two\" is not a whole number"},
		{"zero", "type octile\nwidth 0\n", "m.map:2:7: width 0 is too small (want 1..8192)"},
		{"negative", "type octile\nwidth -3\n", "m.map:2:7: width -3 is too small"},
		{"too big", "type octile\nheight 9000\n", "m.map:2:8: height 9000 is larger than the 8192 limit"},
		{"unknown key", "type octile\ncolour red\n", "m.map:2:1: unknown header key \"colour\""},
		{"three words", "type octile\nheight 2 3\n", "m.map:2:1: want a header line"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := ParseMap("m.map", []byte(c.src))
			if err == nil {
				t.Fatalf("no error; got\n%s", g)
			}
			if g != nil {
				t.Errorf("a partial grid came back with the error")
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Errorf("error %T is not a *ParseError", err)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("have %q\nwant it to contain %q", err, c.want)
			}
		})
	}
}

func TestWriteMapRoundTrip(t *testing.T) {
	g := pathing.ParseGrid("#..#", "....", ".##.")
	var b bytes.Buffer
	if err := WriteMap(&b, g); err != nil {
		t.Fatal(err)
	}
	want := "type octile\nheight 3\nwidth 4\nmap\n@..@\n....\n.@@.\n"
	if b.String() != want {
		t.Fatalf("have\n%s\nwant\n%s", b.String(), want)
	}
	h, err := ParseMap("rt.map", b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !h.Equal(g) {
		t.Fatalf("round trip changed the grid:\n%s\nwant\n%s", h, g)
	}
}

// TestMovingAIFixtures reads every copied benchmark map and its scenarios and
// checks every query's size matches the map and its ends lie on free cells.
func TestMovingAIFixtures(t *testing.T) {
	maps, err := filepath.Glob("../testdata/movingai/*/*.map")
	if err != nil || len(maps) < 4 {
		t.Fatalf("want the Moving AI fixtures in testdata/movingai, found %v (%v)", maps, err)
	}
	for _, m := range maps {
		g, err := LoadMap(m)
		if err != nil {
			t.Fatal(err)
		}
		scens, err := LoadScen(m + ".scen")
		if err != nil {
			t.Fatal(err)
		}
		if len(scens) == 0 {
			t.Fatalf("%s.scen: no queries", m)
		}
		for _, s := range scens {
			if s.W != g.Width() || s.H != g.Height() {
				t.Fatalf("%s.scen:%d: size %dx%d, map is %dx%d", m, s.Line, s.W, s.H, g.Width(), g.Height())
			}
			if path.Base(s.Map) != filepath.Base(m) {
				t.Fatalf("%s.scen:%d: map %q", m, s.Line, s.Map)
			}
			if g.Blocked(s.Start.X, s.Start.Y) || g.Blocked(s.Goal.X, s.Goal.Y) {
				t.Fatalf("%s.scen:%d: an end lies on an obstacle", m, s.Line)
			}
		}
		t.Logf("%s: %dx%d, %d queries", m, g.Width(), g.Height(), len(scens))
	}
}

func TestParseScen(t *testing.T) {
	src := "version 1\n0\tm.map\t8\t6\t1\t2\t7\t5\t6.24264069\n\n3 m.map 8 6 0 0 0 0 0\n"
	got, err := ParseScen("s.scen", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []Scenario{
		{Bucket: 0, Map: "m.map", W: 8, H: 6, Start: pathing.Pt(1, 2), Goal: pathing.Pt(7, 5), Optimal: 6.24264069, OptimalText: "6.24264069", Line: 2},
		{Bucket: 3, Map: "m.map", W: 8, H: 6, Optimal: 0, OptimalText: "0", Line: 4},
	}
	if len(got) != len(want) {
		t.Fatalf("have %d scenarios, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("scenario %d: have %+v, want %+v", i, got[i], want[i])
		}
	}
	var b bytes.Buffer
	if err := WriteScen(&b, got); err != nil {
		t.Fatal(err)
	}
	again, err := ParseScen("s2.scen", b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for i := range again {
		again[i].Line, got[i].Line = 0, 0
		if again[i] != got[i] {
			t.Errorf("round trip %d: have %+v, want %+v", i, again[i], got[i])
		}
	}
}

func TestParseScenErrors(t *testing.T) {
	v := "version 1\n"
	cases := []struct{ name, src, want string }{
		{"empty", "", "s.scen:1: empty file"},
		{"no version", "0 m.map 8 6 1 2 7 5 6\n", "s.scen:1:1: want the line \"version 1\""},
		{"version 2", "version 2\n", "s.scen:1:9: scenario version \"2\" is not supported"},
		{"few fields", v + "0 m.map 8 6 1 2 7 5\n", "s.scen:2:20: want 9 fields"},
		{"many fields", v + "0 m.map 8 6 1 2 7 5 6 9\n", "s.scen:2:23: want 9 fields"},
		{"bucket", v + "x m.map 8 6 1 2 7 5 6\n", "s.scen:2:1: bucket \"x\" is not a whole number"},
		{"width", v + "0 m.map 0 6 1 2 7 5 6\n", "s.scen:2:9: map width 0 is out of range (want 1..8192)"},
		{"height", v + "0 m.map 8 9999 1 2 7 5 6\n", "s.scen:2:11: map height 9999 is out of range"},
		{"start x", v + "0 m.map 8 6 8 2 7 5 6\n", "s.scen:2:13: start x 8 is out of range (want 0..7)"},
		{"start y", v + "0 m.map 8 6 1 -1 7 5 6\n", "s.scen:2:15: start y -1 is out of range"},
		{"goal x", v + "0 m.map 8 6 1 2 z 5 6\n", "s.scen:2:17: goal x \"z\" is not a whole number"},
		{"goal y", v + "0 m.map 8 6 1 2 7 6 6\n", "s.scen:2:19: goal y 6 is out of range (want 0..5)"},
		{"optimal", v + "0 m.map 8 6 1 2 7 5 far\n", "s.scen:2:21: optimal length \"far\" is not a number >= 0"},
		{"optimal nan", v + "0 m.map 8 6 1 2 7 5 NaN\n", "s.scen:2:21: optimal length \"NaN\""},
		{"optimal neg", v + "0 m.map 8 6 1 2 7 5 -1\n", "s.scen:2:21: optimal length \"-1\""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := ParseScen("s.scen", []byte(c.src))
			if err == nil {
				t.Fatalf("no error; got %+v", s)
			}
			if s != nil {
				t.Errorf("partial scenarios came back with the error")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("have %q\nwant it to contain %q", err, c.want)
			}
		})
	}
}

func TestLoadMapMissingAndFolder(t *testing.T) {
	dir := t.TempDir()
	if _, err := LoadMap(filepath.Join(dir, "none.map")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: have %v, want a not-exist error", err)
	}
	if _, err := LoadMap(dir); err == nil || !strings.Contains(err.Error(), "is a folder") {
		t.Errorf("folder: have %v", err)
	}
	if _, err := LoadScen(filepath.Join(dir, "none.scen")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing scen: have %v", err)
	}
}
