package levels

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"swath/pathing"
)

const sampleSwath = `swath 1
title: Sample
description: A small level for tests.
size: 6x4
agent: 2x1
start: 0,3
goal: 5,0
search: point
sampling: paper
farthest: linear
grid:
......
.##...
...#..
......
`

func TestParseSwath(t *testing.T) {
	lv, err := ParseSwath("s.swath", []byte(sampleSwath))
	if err != nil {
		t.Fatal(err)
	}
	want := &Level{
		Title: "Sample", Description: "A small level for tests.",
		Grid:  pathing.ParseGrid("......", ".##...", "...#..", "......"),
		Agent: pathing.Footprint{L: 2, W: 1}, Start: pathing.Pt(0, 3), Goal: pathing.Pt(5, 0),
		Options: pathing.Options{Search: pathing.PointMode, Sampling: pathing.Paper, Strategy: pathing.Linear},
	}
	if !lv.Equal(want) {
		t.Fatalf("have %+v\n%s\nwant %+v\n%s", lv, lv.Grid, want, want.Grid)
	}
	var b bytes.Buffer
	if err := WriteSwath(&b, lv); err != nil {
		t.Fatal(err)
	}
	if b.String() != sampleSwath {
		t.Errorf("written text differs:\n%s\nwant\n%s", b.String(), sampleSwath)
	}
}

// TestSwathAlgorithm: the algorithm key round-trips; astar, the default,
// is not written, so files from before the key stay canonical.
func TestSwathAlgorithm(t *testing.T) {
	jps := strings.Replace(sampleSwath, "farthest: linear\n", "farthest: linear\nalgorithm: jps\n", 1)
	for _, c := range []struct {
		src  string
		want pathing.Algorithm
	}{{sampleSwath, pathing.AStar}, {jps, pathing.JPS}} {
		lv, err := ParseSwath("a.swath", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		if lv.Algorithm != c.want || lv.Query().Algorithm != c.want {
			t.Errorf("algorithm %v (query %v), want %v", lv.Algorithm, lv.Query().Algorithm, c.want)
		}
		var b bytes.Buffer
		if err := WriteSwath(&b, lv); err != nil {
			t.Fatal(err)
		}
		if b.String() != c.src {
			t.Errorf("written text differs:\n%s\nwant\n%s", b.String(), c.src)
		}
		other := lv.Clone()
		other.Algorithm = other.Algorithm.Next()
		if lv.Equal(other) {
			t.Errorf("levels with algorithms %v and %v are Equal", lv.Algorithm, other.Algorithm)
		}
	}
	// an explicit "algorithm: astar" reads too (and is then left out)
	lv, err := ParseSwath("a.swath", []byte(strings.Replace(jps, "algorithm: jps", "algorithm: astar", 1)))
	if err != nil || lv.Algorithm != pathing.AStar {
		t.Errorf("algorithm: astar read as %v, %v", lv, err)
	}
}

func TestParseSwathDefaults(t *testing.T) {
	src := "swath 1\r\n# a comment\r\n\r\nsize: 4x2\r\ngrid:\r\n#...\r\n..#.\r\n\r\n"
	lv, err := ParseSwath("d.swath", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if lv.Title != "" || lv.Description != "" || lv.Agent != (pathing.Footprint{L: 1, W: 1}) ||
		lv.Search != pathing.Aware || lv.Sampling != pathing.Exact || lv.Strategy != pathing.Binary {
		t.Errorf("defaults: have %+v", lv)
	}
	// First free cell in reading order, last free cell.
	if lv.Start != pathing.Pt(1, 0) || lv.Goal != pathing.Pt(3, 1) {
		t.Errorf("default ends: have %v %v, want (1,0) (3,1)", lv.Start, lv.Goal)
	}
}

func TestSwathQuotedText(t *testing.T) {
	for _, s := range []string{"", "plain words", " leading", "trailing ", `"quoted"`, "two\nlines",
		"tab\there", "bad utf8 \xff", "ünïcödé ✓", "\u00a0nbsp", `back\slash`} {
		lv := &Level{Title: s, Description: s, Grid: pathing.NewGrid(4, 4)}
		var b bytes.Buffer
		if err := WriteSwath(&b, lv); err != nil {
			t.Fatal(err)
		}
		got, err := ParseSwath("q.swath", b.Bytes())
		if err != nil {
			t.Fatalf("%q: %v\n%s", s, err, b.String())
		}
		if got.Title != s || got.Description != s {
			t.Errorf("have title %q description %q, want %q", got.Title, got.Description, s)
		}
		if strings.Count(b.String(), "\n") != 4+11 {
			t.Errorf("%q: the text spans lines:\n%s", s, b.String())
		}
	}
}

// randomLevel makes a level with random size, obstacles, agent, ends and options.
func randomLevel(r *rand.Rand) *Level {
	w, h := 1+r.IntN(40), 1+r.IntN(40)
	g := pathing.NewGrid(w, h)
	density := r.Float64()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			g.Set(x, y, r.Float64() < density)
		}
	}
	letters := []rune("ab Z09 \"#:\t\n✓\\é")
	text := func() string {
		n := r.IntN(12)
		s := make([]rune, n)
		for i := range s {
			s[i] = letters[r.IntN(len(letters))]
		}
		return string(s)
	}
	return &Level{
		Title: text(), Description: text(), Grid: g,
		Agent:   pathing.Footprint{L: 1 + r.IntN(MaxAgentSide), W: 1 + r.IntN(MaxAgentSide)},
		Start:   pathing.Pt(r.IntN(w), r.IntN(h)),
		Goal:    pathing.Pt(r.IntN(w), r.IntN(h)),
		Options: pathing.Options{Search: pathing.SearchMode(r.IntN(2)), Sampling: pathing.Sampling(r.IntN(2)), Strategy: pathing.Strategy(r.IntN(2))},
	}
}

func TestSwathRoundTripRandom(t *testing.T) {
	const seed = 20261129
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 5))
	for i := 0; i < 500; i++ {
		lv := randomLevel(r)
		var b bytes.Buffer
		if err := WriteSwath(&b, lv); err != nil {
			t.Fatalf("level %d: %v", i, err)
		}
		got, err := ParseSwath("r.swath", b.Bytes())
		if err != nil {
			t.Fatalf("level %d: %v\n%s", i, err, b.String())
		}
		if !got.Equal(lv) {
			t.Fatalf("level %d changed in the round trip:\n%s", i, b.String())
		}
		var again bytes.Buffer
		WriteSwath(&again, got)
		if again.String() != b.String() {
			t.Fatalf("level %d: second save differs", i)
		}
	}
}

func TestParseSwathErrors(t *testing.T) {
	head := "swath 1\nsize: 4x2\n"
	cases := []struct{ name, src, want string }{
		{"empty", "", "e.swath:1:1: want the first line \"swath 1\" or \"swath 2\", got \"\""},
		{"no magic", "title: x\n", "e.swath:1:1: want the first line \"swath 1\""},
		{"version", "swath 3\n", "e.swath:1:7: format version \"3\" is not supported (this Swath reads versions 1 and 2)"},
		{"no grid line", head, "e.swath:3: missing the \"grid:\" line"},
		{"no colon", head + "title Sample\n", "e.swath:3:1: want a \"key: value\" line or \"grid:\""},
		{"unknown key", head + "colour: red\n", "e.swath:3:1: unknown key \"colour\""},
		{"twice", head + "size: 4x2\n", "e.swath:3:1: \"size\" given twice"},
		{"no size", "swath 1\ngrid:\n", "e.swath:2:1: the header has no \"size: WxH\" line"},
		{"size form", "swath 1\nsize: 4 by 2\n", "e.swath:2:7: size: want WxH, e.g. 32x24, got \"4 by 2\""},
		{"size number", "swath 1\nsize: 4xb\n", "e.swath:2:9: height \"b\" is not a whole number"},
		{"size zero", "swath 1\nsize:  0x4\n", "e.swath:2:8: width 0 is too small (want 1..8192)"},
		{"size big", "swath 1\nsize: 4x9000\n", "e.swath:2:9: height 9000 is larger than the 8192 limit"},
		{"agent", head + "agent: 3 by 2\n", "e.swath:3:8: agent: want LxW with sides 1..16, e.g. 3x2, got \"3 by 2\""},
		{"agent big", head + "agent: 17x1\n", "e.swath:3:8: agent: want LxW with sides 1..16"},
		{"start form", head + "start: 1;2\n", "e.swath:3:8: start: want x,y with whole numbers, e.g. 3,7, got \"1;2\""},
		{"goal form", head + "goal: a,2\n", "e.swath:3:7: goal: want x,y with whole numbers"},
		{"start off", head + "start: 4,0\ngrid:\n....\n....\n", "e.swath:3:8: start: (4,0) is off the 4x2 map"},
		{"goal off", head + "goal: 0,-1\ngrid:\n....\n....\n", "e.swath:3:7: goal: (0,-1) is off the 4x2 map"},
		{"search", head + "search: clever\n", "e.swath:3:9: search: want aware or point, got \"clever\""},
		{"sampling", head + "sampling: fine\n", "e.swath:3:11: sampling: want exact or paper, got \"fine\""},
		{"farthest", head + "farthest: far\n", "e.swath:3:11: farthest: want binary or linear, got \"far\""},
		{"algorithm", head + "algorithm: dijkstra\n", "e.swath:3:12: algorithm: want astar or jps, got \"dijkstra\""},
		{"quoted", head + "title: \"open\n", "e.swath:3:8: title: bad quoted text \"\\\"open\""},
		{"grid value", head + "grid: yes\n", "e.swath:3:7: grid: want nothing after \"grid:\""},
		{"few rows", head + "grid:\n....\n", "e.swath:5: the grid has 1 rows, size says 2"},
		{"short row", head + "grid:\n...\n....\n", "e.swath:4:4: grid row 0 has 3 cells, size says width 4"},
		{"long row", head + "grid:\n....\n.....\n", "e.swath:5:5: grid row 1 has 5 cells, size says width 4"},
		{"bad cell", head + "grid:\n....\n.@..\n", "e.swath:5:2: unexpected '@' in the grid (want '.' free or '#' obstacle)"},
		{"extra", head + "grid:\n....\n....\n....\n", "e.swath:6:1: text after the last grid row (size says height 2)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lv, err := ParseSwath("e.swath", []byte(c.src))
			if err == nil {
				t.Fatalf("no error; got %+v", lv)
			}
			if lv != nil {
				t.Errorf("a partial level came back with the error")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("have %q\nwant it to contain %q", err, c.want)
			}
		})
	}
}

func TestWriteSwathRejectsInvalid(t *testing.T) {
	g := pathing.NewGrid(4, 4)
	cases := []struct {
		name string
		lv   *Level
		want string
	}{
		{"nil", nil, "no map"},
		{"no grid", &Level{}, "no map"},
		{"start", &Level{Grid: g, Start: pathing.Pt(4, 0)}, "start (4,0) is off the 4x4 map"},
		{"goal", &Level{Grid: g, Goal: pathing.Pt(0, -1)}, "goal (0,-1) is off the 4x4 map"},
		{"agent", &Level{Grid: g, Agent: pathing.Footprint{L: 17, W: 1}}, "agent 17x1"},
		{"search", &Level{Grid: g, Options: pathing.Options{Search: 7}}, "option SearchMode(7)"},
		{"sampling", &Level{Grid: g, Options: pathing.Options{Sampling: 3}}, "option Sampling(3)"},
		{"strategy", &Level{Grid: g, Options: pathing.Options{Strategy: 9}}, "option Strategy(9)"},
	}
	for _, c := range cases {
		var b bytes.Buffer
		err := WriteSwath(&b, c.lv)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: have %v, want %q", c.name, err, c.want)
		}
		if b.Len() != 0 {
			t.Errorf("%s: wrote %d bytes despite the error", c.name, b.Len())
		}
	}
	big := &Level{Grid: pathing.NewGrid(MaxSide+1, 4)}
	if err := big.Validate(); err == nil || !strings.Contains(err.Error(), "larger than the 8192 limit") {
		t.Errorf("oversized map: have %v", err)
	}
}

func TestValidateNewSize(t *testing.T) {
	for _, c := range []struct {
		w, h int
		ok   bool
	}{{4, 4, true}, {8192, 8192, true}, {3, 10, false}, {10, 3, false}, {8193, 10, false}, {10, 8193, false}} {
		if err := ValidateNewSize(c.w, c.h); (err == nil) != c.ok {
			t.Errorf("ValidateNewSize(%d,%d) = %v, want ok=%v", c.w, c.h, err, c.ok)
		}
	}
}

func TestDefaultEnds(t *testing.T) {
	s, g := DefaultEnds(pathing.ParseGrid("##..", "....", "..##"))
	if s != pathing.Pt(2, 0) || g != pathing.Pt(1, 2) {
		t.Errorf("have %v %v, want (2,0) (1,2)", s, g)
	}
	s, g = DefaultEnds(pathing.ParseGrid("##", "##"))
	if s != pathing.Pt(0, 0) || g != pathing.Pt(1, 1) {
		t.Errorf("all blocked: have %v %v, want (0,0) (1,1)", s, g)
	}
}
