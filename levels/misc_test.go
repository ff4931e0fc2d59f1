package levels

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"swath/pathing"
)

func TestParseErrorText(t *testing.T) {
	cases := []struct {
		e    ParseError
		want string
	}{
		{ParseError{File: "a.map", Line: 3, Col: 4, Msg: "bad"}, "a.map:3:4: bad"},
		{ParseError{File: "a.map", Line: 3, Msg: "bad"}, "a.map:3: bad"},
		{ParseError{File: "a.png", Msg: "bad"}, "a.png: bad"},
		{ParseError{Msg: "bad"}, "<input>: bad"},
	}
	for _, c := range cases {
		if got := c.e.Error(); got != c.want {
			t.Errorf("have %q, want %q", got, c.want)
		}
	}
}

func TestFormatString(t *testing.T) {
	for f, want := range map[Format]string{SwathFormat: "swath", MapFormat: "map", PNGFormat: "png", UnknownFormat: "unknown", Format(9): "unknown"} {
		if f.String() != want {
			t.Errorf("%d: have %q, want %q", int(f), f.String(), want)
		}
	}
}

func TestLevelCloneEqual(t *testing.T) {
	a := sampleLevel()
	b := a.Clone()
	if !a.Equal(b) {
		t.Fatal("a clone differs")
	}
	b.Grid.Set(0, 0, true)
	if a.Equal(b) || a.Grid.Blocked(0, 0) {
		t.Error("the clone shares its grid")
	}
	var n *Level
	if !n.Equal(nil) || a.Equal(nil) || n.Equal(a) {
		t.Error("nil levels compare wrongly")
	}
	c := a.Clone()
	c.Agent = pathing.Footprint{}
	d := a.Clone()
	d.Agent = pathing.Footprint{L: 1, W: 1}
	if !c.Equal(d) {
		t.Error("a zero agent differs from 1x1")
	}
	for _, edit := range []func(*Level){
		func(l *Level) { l.Title = "x" }, func(l *Level) { l.Description = "x" },
		func(l *Level) { l.Start = pathing.Pt(1, 1) }, func(l *Level) { l.Goal = pathing.Pt(1, 1) },
		func(l *Level) { l.Search = pathing.PointMode }, func(l *Level) { l.Sampling = pathing.Exact },
		func(l *Level) { l.Strategy = pathing.Binary }, func(l *Level) { l.Grid = nil },
	} {
		e := a.Clone()
		edit(e)
		if a.Equal(e) || e.Equal(a) {
			t.Errorf("an edited level still equals the original: %+v", e)
		}
	}
	q := a.Query()
	if q.Start != a.Start || q.Goal != a.Goal || q.Agent != a.Agent || q.Search != a.Search || q.Sampling != a.Sampling || q.Strategy != a.Strategy {
		t.Errorf("Query %+v does not match the level", q)
	}
}

func TestLoadPNGFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.png")
	if err := Save(path, sampleLevel()); err != nil {
		t.Fatal(err)
	}
	g, err := LoadPNG(path)
	if err != nil || !g.Equal(sampleLevel().Grid) {
		t.Fatalf("have %v, error %v", g, err)
	}
	if _, err := LoadPNG(filepath.Join(dir, "none.png")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// TestLoadUnreadable covers files that exist but cannot be read as levels.
func TestLoadUnreadable(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "plain")
	os.WriteFile(file, []byte("x"), 0o644)
	if lv, err := Load(filepath.Join(file, "under-a-file.swath")); err == nil || lv != nil {
		t.Errorf("a path under a file: have %v, %v", lv, err)
	}
	locked := filepath.Join(dir, "locked.swath")
	os.WriteFile(locked, []byte(sampleSwath), 0o000)
	lv, err := Load(locked)
	if os.Geteuid() == 0 {
		// root reads regardless of mode bits; the file must then load whole.
		if err != nil || lv == nil {
			t.Errorf("as root: have %v", err)
		}
		return
	}
	if err == nil || lv != nil || !os.IsPermission(err) {
		t.Errorf("a file without read permission: have %v, %v", lv, err)
	}
}
