package levels

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"swath/pathing"
)

// made is the folder of the hand-made Tiled maps.
const made = "testdata/tiled/made"

// loadTiled opens a Tiled test map, failing the test on error.
func loadTiled(t *testing.T, path string, opt LoadOptions) *TiledImport {
	t.Helper()
	imp, err := LoadTiled(path, opt)
	if err != nil {
		t.Fatalf("LoadTiled(%s, %+v): %v", path, opt, err)
	}
	return imp
}

// wantRows compares a grid with rows of '#' and '.'.
func wantRows(t *testing.T, what string, g *pathing.Grid, rows ...string) {
	t.Helper()
	if want := pathing.ParseGrid(rows...); !g.Equal(want) {
		t.Errorf("%s: obstacles\n%s\nwant\n%s", what, g, want)
	}
}

func countBlocked(g *pathing.Grid) int {
	n := 0
	for y := 0; y < g.Height(); y++ {
		for x := 0; x < g.Width(); x++ {
			if g.Blocked(x, y) {
				n++
			}
		}
	}
	return n
}

// TestTiledRealMaps opens the shipped public maps; the sizes and obstacle
// counts are those their SOURCE.md gives, counted by an independent script.
func TestTiledRealMaps(t *testing.T) {
	cases := []struct {
		path      string
		w, h, n   int
		from      string
		layers    int
		firstLayr string
	}{
		{"testdata/tiled/rpgjs-sample/samplemap.tmx", 60, 60, 1120, "tiles whose tileset property collision is true", 10, "ground"},
		{"testdata/tiled/rpgjs-sample/map-1-1.tmx", 100, 100, 523, "tiles whose tileset property collision is true", 11, "Herbe"},
		{"testdata/tiled/excalibur-city/example-city-gzip.tmx", 100, 100, 555, `layer "Solid"`, 4, "Ground"},
		{"testdata/tiled/excalibur-city/example-city-base64.tmx", 100, 100, 555, `layer "Solid"`, 4, "Ground"},
	}
	grids := map[string]*pathing.Grid{}
	for _, c := range cases {
		imp := loadTiled(t, c.path, LoadOptions{})
		g := imp.Level.Grid
		if g.Width() != c.w || g.Height() != c.h || countBlocked(g) != c.n || imp.From != c.from {
			t.Errorf("%s: %dx%d, %d obstacles from %s; want %dx%d, %d from %s", c.path, g.Width(), g.Height(), countBlocked(g), imp.From, c.w, c.h, c.n, c.from)
		}
		if len(imp.Layers) != c.layers || imp.Layers[0] != c.firstLayr {
			t.Errorf("%s: layers %q, want %d starting with %q", c.path, imp.Layers, c.layers, c.firstLayr)
		}
		if imp.HasStart || imp.HasGoal {
			t.Errorf("%s: has no start/goal points, got HasStart %v HasGoal %v", c.path, imp.HasStart, imp.HasGoal)
		}
		if err := imp.Level.Validate(); err != nil {
			t.Errorf("%s: %v", c.path, err)
		}
		grids[c.path] = g
	}
	// The same city in two encodings is the same obstacle grid.
	if a, b := grids[cases[2].path], grids[cases[3].path]; a != nil && !a.Equal(b) {
		t.Errorf("the gzip and plain base64 cities differ")
	}
	// Layer "Solid" of the city holds one gid with the horizontal-flip bit;
	// rule 1 on the later "Solid Level 2" gives another set.
	lv2 := loadTiled(t, cases[2].path, LoadOptions{Layer: "Solid Level 2"})
	if lv2.From != `layer "Solid Level 2"` || lv2.Level.Grid.Equal(grids[cases[2].path]) {
		t.Errorf("--layer \"Solid Level 2\": from %s, same grid as Solid: %v", lv2.From, lv2.Level.Grid.Equal(grids[cases[2].path]))
	}
	// Load (the app's and the CLI's entry) reads them too.
	lv, err := Load(cases[0].path)
	if err != nil || countBlocked(lv.Grid) != cases[0].n || lv.Title != "samplemap" {
		t.Errorf("Load(%s): %v", cases[0].path, err)
	}
}

// TestTiledRealFlipped adds flip bits to every gid of a real map (a copy
// in memory) and checks the obstacles stay the same: rule 3 looks tiles up
// without the flags.
func TestTiledRealFlipped(t *testing.T) {
	path := "testdata/tiled/rpgjs-sample/samplemap.tmx"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := ParseTiled(path, data, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	flags := []uint32{0x80000000, 0x40000000, 0x20000000, 0x10000000, 0xF0000000}
	var out strings.Builder
	k := 0
	for i, part := range strings.Split(string(data), "<data encoding=\"csv\">") {
		if i > 0 {
			out.WriteString("<data encoding=\"csv\">")
			end := strings.Index(part, "</data>")
			var vals []string
			for _, f := range strings.Split(part[:end], ",") {
				f = strings.TrimSpace(f)
				var v uint32
				fmt.Sscan(f, &v)
				if v != 0 {
					v |= flags[k%len(flags)]
					k++
				}
				vals = append(vals, fmt.Sprint(v))
			}
			out.WriteString(strings.Join(vals, ",\n"))
			part = part[end:]
		}
		out.WriteString(part)
	}
	if k == 0 {
		t.Fatal("no gid flipped")
	}
	flipped, err := ParseTiled(path, []byte(out.String()), LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !flipped.Level.Grid.Equal(plain.Level.Grid) {
		t.Errorf("flipping %d gids changed the obstacles: %d, want %d", k, countBlocked(flipped.Level.Grid), countBlocked(plain.Level.Grid))
	}
}

func TestTiledRule1Layer(t *testing.T) {
	imp := loadTiled(t, made+"/rule1-layer.tmx", LoadOptions{Layer: "trees"})
	wantRows(t, "--layer trees", imp.Level.Grid, "..#..", "..#..", ".....")
	if imp.From != `layer "trees"` {
		t.Errorf("from %s", imp.From)
	}
	// A layer inside a group can be chosen.
	imp = loadTiled(t, made+"/rule2-keyword.tmj", LoadOptions{Layer: "ground"})
	wantRows(t, "--layer ground", imp.Level.Grid, "#####", "#####", "#####")
	// Rule 1 overrides rule 3 too.
	imp = loadTiled(t, made+"/rule3-embedded.tmx", LoadOptions{Layer: "things"})
	wantRows(t, "--layer things", imp.Level.Grid, ".....", ".#...", ".....")
}

func TestTiledRule1UnknownLayer(t *testing.T) {
	_, err := LoadTiled(made+"/rule1-layer.tmx", LoadOptions{Layer: "Trees"})
	want := made + `/rule1-layer.tmx: no tile layer named "Trees"; the tile layers are "ground", "collision", "trees"`
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

func TestTiledRule2(t *testing.T) {
	imp := loadTiled(t, made+"/rule1-layer.tmx", LoadOptions{})
	wantRows(t, "collision", imp.Level.Grid, "#....", ".....", "....#")
	// The exact name wins over an earlier layer whose name only contains a word.
	imp = loadTiled(t, made+"/rule2-exact.tmx", LoadOptions{})
	wantRows(t, "COLLISIONS", imp.Level.Grid, ".....", ".###.", ".....")
	if imp.From != `layer "COLLISIONS"` {
		t.Errorf("from %s", imp.From)
	}
	// Else the first layer in document order whose name has a word, here
	// inside a group and before "blocked".
	imp = loadTiled(t, made+"/rule2-keyword.tmj", LoadOptions{})
	wantRows(t, "Big Obstacles", imp.Level.Grid, "....#", "...#.", "..#..")
	if imp.From != `layer "Big Obstacles"` {
		t.Errorf("from %s", imp.From)
	}
}

// TestTiledRule2Words checks each keyword, in any case, and that a name
// with none of them is not chosen.
func TestTiledRule2Words(t *testing.T) {
	for _, name := range []string{"Collision", "collisions", "x_collision_y", "Collide", "COLLIDER", "wall", "Walls2", "obstacles", "Solid", "blocked", "blocks", "roadblock"} {
		m := &tiledMap{layers: []tiledLayer{{name: "ground"}, {name: name}, {name: "collision-ish later"}}}
		if l := m.collisionLayer(); l == nil || l.name != name {
			t.Errorf("layers ground, %q: chose %v, want %q", name, l, name)
		}
	}
	for _, name := range []string{"ground", "collisio", "wal", "soli", "decor"} {
		m := &tiledMap{layers: []tiledLayer{{name: name}}}
		if l := m.collisionLayer(); l != nil {
			t.Errorf("layer %q chosen by rule 2", name)
		}
	}
}

func TestTiledRule3(t *testing.T) {
	// Embedded tileset: bool true solid and Collides count; a string "true",
	// a false bool and other names do not; a layer inside a group counts.
	imp := loadTiled(t, made+"/rule3-embedded.tmx", LoadOptions{})
	wantRows(t, "embedded", imp.Level.Grid, ".....", ".#...", "....#")
	if imp.From != "tiles whose tileset property collides or solid is true" {
		t.Errorf("from %s", imp.From)
	}
	// External .tsx and .tsj tilesets, relative to the map.
	imp = loadTiled(t, made+"/rule3-external.tmx", LoadOptions{})
	wantRows(t, "external", imp.Level.Grid, "#...#", ".....", "...#.")
	// JSON map: tiles as a list (Tiled 1.2+) and the older tileproperties.
	imp = loadTiled(t, made+"/rule3-tiles.json", LoadOptions{})
	wantRows(t, "json", imp.Level.Grid, "#...#", ".....", ".#...")
}

// TestTiledRule3MissingTileset: rule 3 needs the external tileset; its
// absence is an error naming the map and the tileset. Rules 1 and 2 do not
// read tilesets.
func TestTiledRule3MissingTileset(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(made + "/rule3-external.tmx")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "m.tmx")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = LoadTiled(path, LoadOptions{})
	if err == nil || !strings.HasPrefix(err.Error(), path+":") || !strings.Contains(err.Error(), `tileset "tiles/walls.tsx"`) {
		t.Errorf("got %v, want an error naming %s and tiles/walls.tsx", err, path)
	}
	imp, err := LoadTiled(path, LoadOptions{Layer: "ground"})
	if err != nil || countBlocked(imp.Level.Grid) != 15 {
		t.Errorf("--layer ground without the tilesets: %v", err)
	}
}

func TestTiledRule4(t *testing.T) {
	_, err := LoadTiled(made+"/rule4-none.tmx", LoadOptions{})
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	for _, want := range []string{made + "/rule4-none.tmx: ", "no collision layer or property found", `"ground", "decor"`, "--layer"} {
		if !strings.Contains(msg, want) {
			t.Errorf("%q lacks %q", msg, want)
		}
	}
	if strings.Contains(msg, "\n") {
		t.Errorf("%q is not one line", msg)
	}
}

func TestTiledFlipBits(t *testing.T) {
	imp := loadTiled(t, made+"/flips.tmx", LoadOptions{})
	wantRows(t, "flips (layer)", imp.Level.Grid, "#.#.#", ".#.#.", ".....")
	imp = loadTiled(t, made+"/flips-props.tmj", LoadOptions{})
	wantRows(t, "flips (property)", imp.Level.Grid, "#####", "...#.", ".....")
}

func TestTiledStartGoal(t *testing.T) {
	imp := loadTiled(t, made+"/startgoal.tmx", LoadOptions{})
	lv := imp.Level
	if !imp.HasStart || !imp.HasGoal || lv.Start != pathing.Pt(2, 0) || lv.Goal != pathing.Pt(5, 3) {
		t.Errorf("start %v (%v), goal %v (%v); want (2,0) and (5,3) from the points", lv.Start, imp.HasStart, lv.Goal, imp.HasGoal)
	}
	// Without points: DefaultEnds.
	imp = loadTiled(t, made+"/rule1-layer.tmx", LoadOptions{})
	s, g := DefaultEnds(imp.Level.Grid)
	if imp.HasStart || imp.HasGoal || imp.Level.Start != s || imp.Level.Goal != g {
		t.Errorf("no points: start %v goal %v, want DefaultEnds %v %v", imp.Level.Start, imp.Level.Goal, s, g)
	}
	_, err := LoadTiled(made+"/startgoal-off.tmj", LoadOptions{})
	if err == nil || !strings.Contains(err.Error(), `point "goal" at pixel 160,10 is off the 5x3 map`) {
		t.Errorf("off-map goal: %v", err)
	}
}

// TestTiledRefusals: each unsupported map is one line naming the file.
func TestTiledRefusals(t *testing.T) {
	cases := map[string]string{
		"isometric.tmx":   "isometric maps are not supported",
		"staggered.tmx":   "staggered maps are not supported",
		"hexagonal.tmx":   "hexagonal maps are not supported",
		"infinite.tmx":    "infinite (chunked) maps are not supported",
		"infinite.tmj":    "infinite (chunked) maps are not supported",
		"zstd.tmx":        `layer "collision": zstd compression is not supported`,
		"zstd.tmj":        `layer "walls": zstd compression is not supported`,
		"toolarge.tmx":    fmt.Sprintf("the map is 100000x2 tiles; each side must be 1..%d", MaxSide),
		"tiles/walls.tsx": "this is a Tiled tileset, not a map",
	}
	for name, want := range cases {
		path := made + "/" + name
		for _, load := range []func() error{
			func() error { _, err := LoadTiled(path, LoadOptions{}); return err },
			func() error { _, err := Load(path); return err },
			func() error { _, err := TiledLayers(path); return err },
		} {
			err := load()
			if err == nil || !strings.HasPrefix(err.Error(), path+":") || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("%s: got %v, want one line naming the file with %q", name, err, want)
			}
		}
	}
}

// tiledCase is a random layer of gids with flip bits, written in one of
// Tiled's encodings.
type tiledCase struct {
	w, h int
	gids []uint32
}

func randomTiledCase(r *rand.Rand, w, h int) tiledCase {
	c := tiledCase{w: w, h: h, gids: make([]uint32, w*h)}
	for i := range c.gids {
		if r.IntN(3) == 0 {
			continue
		}
		c.gids[i] = uint32(1+r.IntN(40)) | uint32(r.IntN(16))<<28
	}
	c.gids[0] = 0x80000000 // a flag alone is still empty
	return c
}

func (c tiledCase) want() *pathing.Grid {
	g := pathing.NewGrid(c.w, c.h)
	for i, v := range c.gids {
		g.Set(i%c.w, i/c.w, v&0x0FFFFFFF != 0)
	}
	return g
}

func (c tiledCase) raw() []byte {
	b := make([]byte, 4*len(c.gids))
	for i, v := range c.gids {
		binary.LittleEndian.PutUint32(b[4*i:], v)
	}
	return b
}

func compress(t *testing.T, kind string, raw []byte) []byte {
	var buf bytes.Buffer
	var w interface {
		Write([]byte) (int, error)
		Close() error
	}
	switch kind {
	case "zlib":
		w = zlib.NewWriter(&buf)
	case "gzip":
		w = gzip.NewWriter(&buf)
	default:
		return raw
	}
	if _, err := w.Write(raw); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// xmlData writes the layer's <data> element in an encoding: csv, base64,
// zlib, gzip or xml (<tile> elements).
func (c tiledCase) xmlData(t *testing.T, enc string) string {
	switch enc {
	case "csv":
		var b strings.Builder
		b.WriteString("<data encoding=\"csv\">\n")
		for i, v := range c.gids {
			fmt.Fprint(&b, v)
			if i < len(c.gids)-1 {
				b.WriteByte(',')
			}
			if i%c.w == c.w-1 {
				b.WriteByte('\n')
			}
		}
		return b.String() + "</data>"
	case "xml":
		var b strings.Builder
		b.WriteString("<data>")
		for _, v := range c.gids {
			if v == 0 {
				b.WriteString("<tile/>")
			} else {
				fmt.Fprintf(&b, "<tile gid=\"%d\"/>", v)
			}
		}
		return b.String() + "</data>"
	}
	comp := ""
	if enc != "base64" {
		comp = ` compression="` + enc + `"`
	}
	s := base64.StdEncoding.EncodeToString(compress(t, enc, c.raw()))
	// Tiled indents the text; wrap it as well.
	var b strings.Builder
	for len(s) > 60 {
		b.WriteString("\n   " + s[:60])
		s = s[60:]
	}
	b.WriteString("\n   " + s + "\n  ")
	return `<data encoding="base64"` + comp + ">" + b.String() + "</data>"
}

func (c tiledCase) jsonLayer(t *testing.T, name, enc string) string {
	switch enc {
	case "csv", "xml":
		var vals []string
		for _, v := range c.gids {
			vals = append(vals, fmt.Sprint(v))
		}
		return fmt.Sprintf(`{"type":"tilelayer","name":%q,"width":%d,"height":%d,"data":[%s]}`, name, c.w, c.h, strings.Join(vals, ","))
	}
	comp := ""
	if enc != "base64" {
		comp = enc
	}
	s := base64.StdEncoding.EncodeToString(compress(t, enc, c.raw()))
	return fmt.Sprintf(`{"type":"tilelayer","name":%q,"width":%d,"height":%d,"encoding":"base64","compression":%q,"data":%q}`, name, c.w, c.h, comp, s)
}

// TestTiledEncodings writes random layers (flip bits included) in every
// encoding, XML and JSON, beside a decoy layer in another encoding, and
// checks the grid read back.
func TestTiledEncodings(t *testing.T) {
	const seed = 16
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	encs := []string{"csv", "base64", "zlib", "gzip", "xml"}
	for k, enc := range encs {
		decoyEnc := encs[(k+1)%len(encs)]
		for _, size := range [][2]int{{1, 1}, {7, 5}, {64, 33}} {
			c := randomTiledCase(r, size[0], size[1])
			decoy := randomTiledCase(r, size[0], size[1])
			xmlMap := fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="%d" height="%d" tilewidth="8" tileheight="8" infinite="0">
 <layer id="1" name="floor" width="%[1]d" height="%[2]d">
  %s
 </layer>
 <group name="g"><layer id="2" name="Collision" width="%[1]d" height="%[2]d">
  %[4]s
 </layer></group>
</map>`, c.w, c.h, decoy.xmlData(t, decoyEnc), c.xmlData(t, enc))
			jsonMap := fmt.Sprintf(`{"type":"map","orientation":"orthogonal","infinite":false,"width":%d,"height":%d,"tilewidth":8,"tileheight":8,"tilesets":[],
"layers":[%s,{"type":"group","name":"g","layers":[%s]}]}`, c.w, c.h, decoy.jsonLayer(t, "floor", decoyEnc), c.jsonLayer(t, "Collision", enc))
			for _, m := range []struct{ name, data string }{{"m.tmx", xmlMap}, {"m.tmj", jsonMap}} {
				lv, err := Parse(m.name, []byte(m.data))
				if err != nil {
					t.Errorf("%s %s %dx%d: %v", m.name, enc, c.w, c.h, err)
					continue
				}
				if want := c.want(); !lv.Grid.Equal(want) {
					t.Errorf("%s %s %dx%d: got\n%s\nwant\n%s", m.name, enc, c.w, c.h, lv.Grid, want)
				}
			}
		}
	}
}

// tiledBase64Map is a 4×4 map whose layer "collision" holds payload
// (already base64) with the given compression.
func tiledBase64Map(compression, payload string) []byte {
	return []byte(`<map orientation="orthogonal" width="4" height="4" tilewidth="8" tileheight="8">
 <layer name="collision" width="4" height="4"><data encoding="base64" compression="` + compression + `">` + payload + `</data></layer></map>`)
}

// TestTiledBomb: a layer that inflates far past 4×4×4 bytes is refused
// without inflating it; one that inflates short is refused too.
func TestTiledBomb(t *testing.T) {
	for _, kind := range []string{"zlib", "gzip"} {
		big := compress(t, kind, make([]byte, 64<<20))
		data := tiledBase64Map(kind, base64.StdEncoding.EncodeToString(big))
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err := Parse("bomb.tmx", data)
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), "inflates to more than 4x4×4 = 64 bytes") {
			t.Errorf("%s bomb: %v", kind, err)
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > 4<<20 {
			t.Errorf("%s bomb: parsing allocated %d bytes for a %d-byte payload", kind, got, len(big))
		}
		short := compress(t, kind, make([]byte, 60))
		_, err = Parse("short.tmx", tiledBase64Map(kind, base64.StdEncoding.EncodeToString(short)))
		if err == nil || !strings.Contains(err.Error(), "inflates to fewer than 4x4×4 = 64 bytes") {
			t.Errorf("%s short: %v", kind, err)
		}
	}
}

// TestTiledMalformed: bad data is one line naming the file (and the line in
// XML, the line and column in JSON).
func TestTiledMalformed(t *testing.T) {
	layer := func(data string) string {
		return `<map orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8">
 <layer name="collision" width="2" height="2">` + data + `</layer></map>`
	}
	cases := []struct{ name, data, want string }{
		{"a.tmx", layer(`<data encoding="csv">1,2,3</data>`), `a.tmx:2: layer "collision": the csv data has 3 tiles, want 2x2 = 4`},
		{"a.tmx", layer(`<data encoding="csv">1,2,3,4,5</data>`), `the csv data has more than 2x2 = 4 tiles`},
		{"a.tmx", layer(`<data encoding="csv">1,,3,4</data>`), `csv value 2 is empty`},
		{"a.tmx", layer(`<data encoding="csv">1,x,3,4</data>`), `csv value 2: unexpected 'x'`},
		{"a.tmx", layer(`<data encoding="csv">1 2,3,4,5</data>`), `csv value 1: want a comma after it, got '2'`},
		{"a.tmx", layer(`<data encoding="csv">1,2,3,4294967296</data>`), `csv value 4 is larger than a gid`},
		{"a.tmx", layer(`<data encoding="base64">AAAA!</data>`), `bad base64 data`},
		{"a.tmx", layer(`<data encoding="base64">AAAAAA==</data>`), `has 4 bytes of tile data, want 2x2×4 = 16`},
		{"a.tmx", layer(`<data encoding="base64" compression="zlib">AAAAAA==</data>`), `bad zlib data`},
		{"a.tmx", layer(`<data encoding="base64" compression="lz4">AA==</data>`), `unknown compression "lz4"`},
		{"a.tmx", layer(`<data encoding="hex">00</data>`), `unknown encoding "hex"`},
		{"a.tmx", layer(`<data encoding="csv" compression="zlib">1,2,3,4</data>`), `compression "zlib" needs base64 encoding`},
		{"a.tmx", layer(`<data><tile gid="1"/></data>`), `has 1 tiles, want 2x2 = 4`},
		{"a.tmx", layer(`<data><tile gid="-1"/></data>`), `<tile gid="-1">: want a whole number`},
		{"a.tmx", `<map orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8"><layer name="collision" width="3" height="2"><data encoding="csv">0,0,0,0,0,0</data></layer></map>`, `the layer is 3x2 tiles, the map 2x2`},
		{"a.tmx", `<map orientation="orthogonal" width="two" height="2">`, `a.tmx:1: <map width="two">: want a whole number`},
		{"a.tmx", `<map orientation="orthogonal" width="0" height="2" tilewidth="8" tileheight="8"></map>`, `the map is 0x2 tiles`},
		{"a.tmx", `<map orientation="orthogonal" width="2" height="2"></map>`, `tile size 0x0`},
		{"a.tmx", `<map orientation="diagonal" width="2" height="2"></map>`, `unknown orientation "diagonal"`},
		{"a.tmx", "<map orientation=\"orthogonal\" width=\"2\"\n height=\"2\" tilewidth=\"8\" tileheight=\"8\">\n<layer>", "a.tmx:3: the XML ends early"},
		{"a.tmx", "<map>\n<layer></map>", "a.tmx:2: bad XML"},
		{"a.tmx", `<svg></svg>`, `not a Tiled map: the root element is <svg>, want <map>`},
		{"a.tmj", "{\"type\":\"map\",\n\"width\":\"2\"}", `a.tmj:2:`},
		{"a.tmj", `{"type":"map","layers":[],"width":2,"height":2,"tilewidth":8,"tileheight":8}`, `no collision layer or property found`},
		{"a.tmj", `{"type":"tileset"}`, `this is a Tiled tileset, not a map`},
		{"a.json", `{"name":"x"}`, `not a Tiled map`},
		{"a.tmj", `{"type":"map","width":2,"height":2,"tilewidth":8,"tileheight":8,"layers":[{"type":"tilelayer","name":"wall","width":2,"height":2,"data":[1,2,3,-4]}]}`, `layer "wall": data: want an array of whole numbers`},
		{"a.tmj", `{"type":"map","width":2,"height":2,"tilewidth":8,"tileheight":8,"layers":[{"type":"tilelayer","name":"wall","width":2,"height":2}]}`, `layer "wall": no data`},
		{"a.tmj", `{"type":"map","width":2,"height":2,"tilewidth":8,"tileheight":8,"layers":[{"type":"tilelayer","name":"wall","width":2,"height":2,"data":"AAAA"}]}`, `no "encoding": "base64"`},
	}
	for _, c := range cases {
		_, err := Parse(c.name, []byte(c.data))
		if err == nil || !strings.HasPrefix(err.Error(), c.name+":") || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s %q:\n got %v\nwant %q", c.name, c.data, err, c.want)
		}
	}
}

func TestTiledFormatHook(t *testing.T) {
	for data, want := range map[string]Format{
		`<?xml version="1.0"?><map/>`: TiledFormat,
		"\uFEFF\n  <map>":             TiledFormat,
		` {"type":"map"}`:             TiledFormat,
		"swath 1\n":                   SwathFormat,
	} {
		if got := Sniff([]byte(data)); got != want {
			t.Errorf("Sniff(%q) = %v, want %v", data, got, want)
		}
	}
	for path, want := range map[string]Format{"a.tmx": TiledFormat, "B.TMJ": TiledFormat, "c.json": UnknownFormat, "d.tsx": UnknownFormat} {
		if got := FormatOf(path); got != want {
			t.Errorf("FormatOf(%q) = %v, want %v", path, got, want)
		}
	}
	// A byte-order mark and CRLF line ends are read like plain UTF-8.
	data, err := os.ReadFile(made + "/rule1-layer.tmx")
	if err != nil {
		t.Fatal(err)
	}
	crlf := append([]byte("\uFEFF"), bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))...)
	lv, err := Parse("bom.tmx", crlf)
	if err != nil {
		t.Fatal(err)
	}
	wantRows(t, "BOM and CRLF", lv.Grid, "#....", ".....", "....#")
	data, err = os.ReadFile(made + "/rule2-keyword.tmj")
	if err != nil {
		t.Fatal(err)
	}
	if lv, err = Parse("bom.json", append([]byte("\uFEFF"), data...)); err != nil || countBlocked(lv.Grid) != 3 {
		t.Errorf("JSON with a BOM: %v", err)
	}
	// A layer choice on another format is refused.
	if _, err := ParseWith("a.map", []byte("type octile\nheight 1\nwidth 1\nmap\n.\n"), LoadOptions{Layer: "x"}); err == nil || !strings.Contains(err.Error(), "only in a Tiled map") {
		t.Errorf("layer on a .map: %v", err)
	}
	// LoadWith passes the layer on.
	lv, err = LoadWith(made+"/rule1-layer.tmx", LoadOptions{Layer: "trees"})
	if err != nil {
		t.Fatal(err)
	}
	wantRows(t, "LoadWith trees", lv.Grid, "..#..", "..#..", ".....")
	// Saving as a Tiled map is refused and writes nothing.
	out := filepath.Join(t.TempDir(), "out.tmx")
	if err := Save(out, lv); err == nil || !strings.Contains(err.Error(), "Tiled map is read but not written") {
		t.Errorf("Save .tmx: %v", err)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("Save .tmx left a file: %v", err)
	}
	// A Tiled level saved as .swath keeps its ends and says where it came from.
	imp := loadTiled(t, made+"/startgoal.tmx", LoadOptions{})
	sw := filepath.Join(t.TempDir(), "s.swath")
	if err := Save(sw, imp.Level); err != nil {
		t.Fatal(err)
	}
	back, err := Load(sw)
	if err != nil || !back.Equal(imp.Level) || !strings.Contains(back.Description, `layer "walls"`) {
		t.Errorf("round trip through .swath: %v %+v", err, back)
	}
}

func TestTiledLayers(t *testing.T) {
	got, err := TiledLayers("testdata/tiled/rpgjs-sample/map-1-1.tmx")
	want := []string{"Herbe", "Herbe 2", "haute herbe", "Sable", "Fleur", "Eau", "Montagne", "[AutoLayer Added] #14", "Herbe", "Goudron", "[AutoLayer Added] #4"}
	if err != nil || strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("TiledLayers = %q, %v\nwant %q", got, err, want)
	}
}

// FuzzParseTiled: any input gives a level within the limits or an error,
// never a panic.
func FuzzParseTiled(f *testing.F) {
	for _, name := range []string{"rule1-layer.tmx", "rule2-keyword.tmj", "rule3-embedded.tmx", "rule3-tiles.json", "flips.tmx", "startgoal.tmx", "infinite.tmj"} {
		data, err := os.ReadFile(filepath.Join(made, name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, data)
	}
	f.Add("z.tmx", tiledBase64Map("zlib", "eJxjYGBgYAAAAAUAAQ=="))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		if strings.ContainsAny(name, `/\`) || name == "" {
			name = "f.tmx"
		}
		name = filepath.Join(made, name) // external tilesets resolve beside the made maps
		lv, err := ParseWith(name, data, LoadOptions{})
		if err != nil {
			if strings.Contains(err.Error(), "\n") && !strings.Contains(name, "\n") {
				t.Errorf("error is not one line: %q", err)
			}
			return
		}
		if w, h := lv.Grid.Width(), lv.Grid.Height(); w < 1 || h < 1 || w > MaxSide || h > MaxSide {
			t.Errorf("%dx%d map accepted", w, h)
		}
	})
}

// TestTiledFilesFS: external tilesets come from LoadOptions.Files when set
// (the app's dropped files), not from the disk.
func TestTiledFilesFS(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, name := range []string{"rule3-external.tmx", "tiles/walls.tsx", "tiles/rocks.tsj"} {
		data, err := os.ReadFile(filepath.Join(made, name))
		if err != nil {
			t.Fatal(err)
		}
		fsys[name] = &fstest.MapFile{Data: data}
	}
	data := fsys["rule3-external.tmx"].Data
	lv, err := ParseWith("rule3-external.tmx", data, LoadOptions{Files: fsys})
	if err != nil {
		t.Fatal(err)
	}
	wantRows(t, "from Files", lv.Grid, "#...#", ".....", "...#.")
	delete(fsys, "tiles/rocks.tsj")
	if _, err := ParseWith("rule3-external.tmx", data, LoadOptions{Files: fsys}); err == nil || !strings.Contains(err.Error(), `tileset "tiles/rocks.tsj"`) {
		t.Errorf("a tileset missing from Files: %v", err)
	}
	if _, err := Parse("rule3-external.tmx", data); err == nil || !strings.Contains(err.Error(), `tileset "tiles/walls.tsx"`) {
		t.Errorf("no Files and no tileset beside the name on disk: %v", err)
	}
}
