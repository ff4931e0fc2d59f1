package levels

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"swath/levels/hostile"
)

// peakHeap runs fn and returns the most heap its objects took meanwhile,
// above what they took before (sampled every 200 µs, after a GC).
func peakHeap(fn func()) uint64 {
	// garbage counts until it is collected, and at the default GOGC a
	// collection comes only when the heap has doubled (later still when
	// the machine is loaded and the collector gets little CPU): collect
	// often, so that the peak is what the parse holds, not when the
	// collector happened to run (CI saw 78 MB against 63 at load 12)
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 { metrics.Read(sample); return sample[0].Value.Uint64() }
	base := read()
	var peak atomic.Uint64
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(200 * time.Microsecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if v := read(); v > peak.Load() {
					peak.Store(v)
				}
			}
		}
	}()
	fn()
	close(done)
	if v := read(); v > peak.Load() {
		peak.Store(v)
	}
	if p := peak.Load(); p > base {
		return p - base
	}
	return 0
}

const mb = 1 << 20

// TestTiledNestedGroups: groups nested hundreds of thousands deep are read
// without recursion (issue 22, item 21: a fatal stack overflow, in the app
// through Ctrl+O too), in XML and JSON, and the layer inside them counts.
func TestTiledNestedGroups(t *testing.T) {
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"deep.tmx", hostile.NestedGroupsTMX(700_000)},
		{"deep.tmj", hostile.NestedGroupsJSON(350_000)},
	} {
		var lv *Level
		var err error
		peak := peakHeap(func() { lv, err = Parse(c.name, c.data) })
		if err != nil {
			t.Fatalf("%s (%d MB): %v", c.name, len(c.data)/mb, err)
		}
		if countBlocked(lv.Grid) != 2 || !strings.Contains(lv.Description, `layer "collision"`) {
			t.Errorf("%s: %d obstacles from %q, want 2 from the collision layer", c.name, countBlocked(lv.Grid), lv.Description)
		}
		t.Logf("%s: %d MB, heap peak %d MB", c.name, len(c.data)/mb, peak/mb)
		if peak > 40*uint64(len(c.data)) {
			t.Errorf("%s: reading %d MB took %d MB of heap", c.name, len(c.data)/mb, peak/mb)
		}
	}
}

// countingFS counts the opens of each file.
type countingFS struct {
	fs.FS
	opens map[string]int
}

func (c countingFS) Open(name string) (fs.File, error) {
	c.opens[name]++
	return c.FS.Open(name)
}

func (c countingFS) Stat(name string) (fs.FileInfo, error) { return fs.Stat(c.FS, name) }

// TestTiledTilesetReadOnce: a tileset named by a thousand references is
// read once (issue 22, item 22: a 20 MB .tsx named 1,000 times ran for 15
// minutes and 1.4 GB), and the map's tilesets may not pass MaxFileSize in
// all.
func TestTiledTilesetReadOnce(t *testing.T) {
	tsx := hostile.SolidTSX(2 * mb)
	tmx := hostile.SharedTilesetTMX("big.tsx", 1000)
	files := countingFS{fstest.MapFS{"m/big.tsx": {Data: tsx}}, map[string]int{}}
	var imp *TiledImport
	var err error
	start := time.Now()
	peak := peakHeap(func() { imp, err = ParseTiled("m/map.tmx", tmx, LoadOptions{Files: files}) })
	if err != nil {
		t.Fatal(err)
	}
	if n := files.opens["m/big.tsx"]; n != 1 {
		t.Errorf("big.tsx opened %d times, want once", n)
	}
	if got := countBlocked(imp.Level.Grid); got != 2 {
		t.Errorf("%d obstacles, want 2 (gids 1 and 5 are solid)", got)
	}
	t.Logf("1000 references to a %d MB tileset: %v, heap peak %d MB", len(tsx)/mb, time.Since(start), peak/mb)
	if peak > 100*mb {
		t.Errorf("heap peak %d MB", peak/mb)
	}

	// three distinct 30 MB tilesets: more than the limit in all
	big := bytes.Repeat([]byte(" "), 30*mb)
	three := fstest.MapFS{}
	var refs strings.Builder
	for i, name := range []string{"a.tsx", "b.tsx", "c.tsx"} {
		three["m/"+name] = &fstest.MapFile{Data: append([]byte(`<tileset>`), append(big, []byte(`</tileset>`)...)...)}
		refs.WriteString(`<tileset firstgid="` + string(rune('1'+i)) + `" source="` + name + `"/>`)
	}
	tmx3 := `<map orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8">` + refs.String() +
		`<layer name="ground" width="2" height="2"><data encoding="csv">1,0,0,1</data></layer></map>`
	_, err = ParseTiled("m/map.tmx", []byte(tmx3), LoadOptions{Files: three})
	if err == nil || !strings.Contains(err.Error(), `tileset "c.tsx": the map's tileset files come to more than 80 MiB`) {
		t.Errorf("90 MB of tilesets: %v", err)
	}
}

// TestTiledEmptyObjects: a JSON map of millions of empty objects (as
// layers, tilesets and objects) is read in memory near its size (issue
// 22, item 23: 21 MB ran out of memory).
func TestTiledEmptyObjects(t *testing.T) {
	data := hostile.EmptyObjectsJSON(21 * mb)
	var lv *Level
	var err error
	start := time.Now()
	peak := peakHeap(func() { lv, err = Parse("empty.tmj", data) })
	if err == nil || !strings.Contains(err.Error(), "more than 1024 tilesets") {
		t.Errorf("2.3 million empty tilesets: %v, %v", err, lv)
	}
	t.Logf("%d MB of empty objects: %v, heap peak %d MB", len(data)/mb, time.Since(start), peak/mb)
	// without the tilesets, the layers and objects are read and dropped
	data = bytes.Replace(data, []byte(`"tilesets":[{},`), []byte(`"tilesets":[],"x":[{},`), 1)
	start = time.Now()
	peak = peakHeap(func() { lv, err = Parse("empty.tmj", data) })
	if err != nil || countBlocked(lv.Grid) != 2 {
		t.Fatalf("empty layers and objects: %v", err)
	}
	t.Logf("%d MB of empty layers and objects: %v, heap peak %d MB", len(data)/mb, time.Since(start), peak/mb)
	if peak > 3*uint64(len(data)) {
		t.Errorf("reading %d MB took %d MB of heap", len(data)/mb, peak/mb)
	}
}

// TestTiledManyObjects: 40 MB of <object/> keeps none of them (issue 22,
// item 23: 915 MB).
func TestTiledManyObjects(t *testing.T) {
	var b bytes.Buffer
	if err := hostile.WriteObjectsTMX(&b, 40*mb); err != nil {
		t.Fatal(err)
	}
	var err error
	start := time.Now()
	peak := peakHeap(func() { _, err = Parse("objects.tmx", b.Bytes()) })
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d MB of <object/>: %v, heap peak %d MB", b.Len()/mb, time.Since(start), peak/mb)
	if peak > 2*uint64(b.Len()) {
		t.Errorf("reading %d MB took %d MB of heap", b.Len()/mb, peak/mb)
	}
}

// TestTiledLayerCap: a tile layer past MaxTiledLayers is refused, saying
// the limit.
func TestTiledLayerCap(t *testing.T) {
	layer := `<layer name="l" width="2" height="2"><data encoding="csv">0,0,0,0</data></layer>`
	for _, n := range []int{MaxTiledLayers, MaxTiledLayers + 1} {
		data := `<map orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8">` + strings.Repeat(layer, n) + collisionless + `</map>`
		_, err := Parse("many.tmx", []byte(data))
		over := err != nil && strings.Contains(err.Error(), "more than 1024 tile layers (the most Swath reads)")
		if over != (n > MaxTiledLayers) {
			t.Errorf("%d layers: %v", n, err)
		}
	}
}

// collisionless is nothing: the layers above have no collision name, so
// the maps fail on rule 4 when within the cap.
const collisionless = ""

// TestTiledMessages: what issue 22's item 32 found in the messages.
func TestTiledMessages(t *testing.T) {
	// a 1 MB layer name is shortened
	_, err := Parse("long.tmx", hostile.LongLayerNameTMX(1<<20))
	if err == nil || len(err.Error()) > 2000 || !strings.Contains(err.Error(), "no collision layer") {
		t.Errorf("1 MB layer name: %d-byte message %.300q", len(errText(err)), errText(err))
	}
	// a tileset opened as a map says it is a tileset, typed or not
	for _, c := range []struct{ name, data string }{
		{"tiles.json", string(hostile.TilesetJSON())},
		{"tiles.tsj", `{"type":"tileset","tilecount":1}`},
	} {
		_, err := Parse(c.name, []byte(c.data))
		if err == nil || !strings.Contains(err.Error(), "this is a Tiled tileset, not a map") {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	// "chunks": [] beside the data is a finite layer
	lv, err := Parse("chunks.tmj", hostile.EmptyChunksJSON())
	if err != nil || countBlocked(lv.Grid) != 2 {
		t.Errorf("chunks [] with data: %v", err)
	}
	// a JSON map is not called XML
	for _, data := range []string{"", "  ", "[1,2]", `"map"`} {
		for _, name := range []string{"m.tmj", "m.json"} {
			_, err := ParseTiled(name, []byte(data), LoadOptions{})
			if err == nil || strings.Contains(err.Error(), "XML") || !strings.Contains(err.Error(), "not a Tiled JSON map") {
				t.Errorf("%s %q: %v", name, data, err)
			}
		}
	}
	// a map named as an external tileset is not a tileset
	files := fstest.MapFS{"m/t.tsj": {Data: hostile.EmptyChunksJSON()}}
	tmx := `<map orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8"><tileset firstgid="1" source="t.tsj"/><layer name="ground" width="2" height="2"><data encoding="csv">1,0,0,1</data></layer></map>`
	_, err = ParseTiled("m/map.tmx", []byte(tmx), LoadOptions{Files: files})
	if err == nil || !strings.Contains(err.Error(), "this is a Tiled map, not a tileset") {
		t.Errorf("a map as a tileset: %v", err)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestFileFormat: a Tiled map saved as .json is known by its content, as
// Load knows it (issue 22, item 10: it opened with no layer dialog).
func TestFileFormat(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct {
		data string
		want Format
	}{
		"town.json":  {string(hostile.EmptyChunksJSON()), TiledFormat},
		"town.tmx":   {string(hostile.NestedGroupsTMX(1)), TiledFormat},
		"m.map":      {"type octile\nheight 1\nwidth 1\nmap\n.\n", MapFormat},
		"level.txt":  {"swath 1\nsize: 4x4\n", SwathFormat},
		"empty.json": {"", UnknownFormat},
		"empty.tmx":  {"", TiledFormat},
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(c.data), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := FileFormat(p); got != c.want {
			t.Errorf("FileFormat(%s) = %v, want %v", name, got, c.want)
		}
	}
	if got := FileFormat(filepath.Join(dir, "missing.tmj")); got != TiledFormat {
		t.Errorf("a missing .tmj: %v", got)
	}
}

// TestTiledLayerObstacles: each tile layer with the obstacles choosing it
// gives, for the layer dialog (issue 22, item 10).
func TestTiledLayerObstacles(t *testing.T) {
	data := `{"type":"map","orientation":"orthogonal","width":3,"height":2,"tilewidth":8,"tileheight":8,"tilesets":[],
"layers":[{"type":"tilelayer","name":"Below Player","data":[2,2,2,2,2,2]},
{"type":"group","layers":[{"type":"tilelayer","name":"World","data":[1,0,0,0,0,2147483649]}]},
{"type":"tilelayer","name":"Above Player","data":[0,0,0]},
{"type":"tilelayer","name":"Empty","data":[0,0,0,0,0,0]}]}`
	p := filepath.Join(t.TempDir(), "town.json")
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := TiledLayerObstacles(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		name string
		n    int
	}{{"Below Player", 6}, {"World", 2}, {"Above Player", -1}, {"Empty", 0}}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i, w := range want {
		if got[i].Name != w.name || got[i].Obstacles != w.n || (got[i].Err != nil) != (w.n < 0) {
			t.Errorf("layer %d: %+v, want %q with %d obstacles", i, got[i], w.name, w.n)
		}
	}
}

// TestScenLimit: an 80 MiB .scen of 4.6 million queries is refused at the
// limit, said with it, in memory near the file's size; its first query
// alone reads at once (issue 22, item 23: out of memory).
func TestScenLimit(t *testing.T) {
	var b bytes.Buffer
	if err := hostile.WriteScen(&b, "m.map", MaxFileSize); err != nil {
		t.Fatal(err)
	}
	var err error
	start := time.Now()
	peak := peakHeap(func() { _, err = ParseScen("big.scen", b.Bytes()) })
	if err == nil || !strings.Contains(err.Error(), "big.scen:1000002: more than 1000000 queries, the most Swath reads from a scenario list") {
		t.Errorf("80 MiB scenario list: %v", err)
	}
	t.Logf("%d MB .scen: %v, heap peak %d MB", b.Len()/mb, time.Since(start), peak/mb)
	if peak > 3*uint64(b.Len()) {
		t.Errorf("reading %d MB took %d MB of heap", b.Len()/mb, peak/mb)
	}
	start = time.Now()
	one, err := ParseScenN("big.scen", b.Bytes(), 1)
	if err != nil || len(one) != 1 || one[0].Goal.X != 7 {
		t.Errorf("the first query: %v %v", one, err)
	}
	t.Logf("its first query: %v", time.Since(start))
	// from the file, only its start is read
	p := filepath.Join(t.TempDir(), "big.scen")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	peak = peakHeap(func() { one, err = LoadScenN(p, 1) })
	if err != nil || len(one) != 1 || peak > 4*mb {
		t.Errorf("the first query of %s: %v %v, heap peak %d KB", p, one, err, peak>>10)
	}
	for _, c := range []struct{ data, want string }{
		{"version 1\n" + strings.Repeat("x", 200_000) + "\n", "want 9 fields"},
		{"hello\n", "want the line \"version 1\" first"},
		{"version 1\n", ""},
	} {
		os.WriteFile(p, []byte(c.data), 0o644)
		got, err := LoadScenN(p, 1)
		if (c.want == "" && (err != nil || len(got) != 0)) || (c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want))) {
			t.Errorf("LoadScenN(%.20q): %v %v, want %q", c.data, got, err, c.want)
		}
	}
}

// TestLongTexts: a title, description or NPC name past its limit is
// refused on read, naming the line and the limit, and Validate will not
// write one; at the limit it is read (issue 22, item 25).
func TestLongTexts(t *testing.T) {
	for _, c := range []struct {
		key   string
		limit int
		n     int
		want  string
	}{
		{"title", MaxTitleLen, 1 << 20, "t.swath:2:8: title: 1048576 characters, more than the 200 a title may have"},
		{"description", MaxDescriptionLen, 10 << 20, "t.swath:3:14: description: 10485760 characters, more than the 4096 a description may have"},
		{"name", MaxNPCNameLen, 100 << 10, "name: 102400 characters, more than the 64 an NPC name may have"},
	} {
		_, err := Parse("t.swath", hostile.LongTextSwath(c.key, c.n))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s of %d bytes: %v", c.key, c.n, err)
		}
		lv, err := Parse("t.swath", hostile.LongTextSwath(c.key, c.limit))
		if err != nil {
			t.Errorf("%s of %d characters: %v", c.key, c.limit, err)
			continue
		}
		switch c.key {
		case "title":
			lv.Title += "é"
		case "description":
			lv.Description += "é"
		case "name":
			lv.NPCs[0].Name += "é"
		}
		if err := lv.Validate(); err == nil || !strings.Contains(err.Error(), "more than the") {
			t.Errorf("%s of %d characters saved: %v", c.key, c.limit+1, err)
		}
	}
	// a map's title from a long file name is cut, so that it can be saved
	name := strings.Repeat("é", 250) + ".map"
	lv, err := Parse(name, []byte("type octile\nheight 1\nwidth 1\nmap\n.\n"))
	if err != nil || len([]rune(lv.Title)) != MaxTitleLen || lv.Validate() != nil {
		t.Errorf("a 250-character file name: title of %d characters, %v", len([]rune(lv.Title)), err)
	}
}
