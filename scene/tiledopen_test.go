package scene

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"swath/levels"
	"swath/pathing"
)

// The real Tiled maps the levels package ships for its tests.
const (
	cityMap   = "../levels/testdata/tiled/excalibur-city/example-city-gzip.tmx" // rule 2: layer "Solid" of four
	sampleDir = "../levels/testdata/tiled/rpgjs-sample"                         // rule 3: tile properties of external .tsx tilesets
)

func blocked(g *pathing.Grid) int {
	n := 0
	for y := range g.Height() {
		for x := range g.Width() {
			if g.Blocked(x, y) {
				n++
			}
		}
	}
	return n
}

func layerLabels(d *Dialog) []string {
	var out []string
	for _, e := range d.Entries {
		out = append(out, e.Label)
	}
	return out
}

// TestOpenTiledOffersLayers: Ctrl+O on a Tiled map opens it with the
// rules' layer and lists its tile layers, the rules' choice first and
// marked and selected; picking another reads the map again with that
// layer's tiles, and the status line says which layer the obstacles came
// from.
func TestOpenTiledOffersLayers(t *testing.T) {
	s := New(Demo())
	s.Apply(OpenPath{Path: cityMap})
	if s.Path() != cityMap || s.Grid().Width() != 100 {
		t.Fatalf("the city map is not open: path %q, notice %q", s.Path(), s.Notice().Text)
	}
	if n := s.Notice().Text; !strings.Contains(n, `obstacles from layer "Solid"`) {
		t.Fatalf("notice %q does not say the obstacles came from layer Solid", n)
	}
	if got := blocked(s.Grid()); got != 555 {
		t.Fatalf("%d obstacles, want the Solid layer's 555", got)
	}
	d := s.Dialog()
	if d == nil || d.Kind != LayerDialog {
		t.Fatalf("no layer dialog after opening a map of four tile layers: %+v", d)
	}
	want := []string{`automatic: layer "Solid"`, "layer Ground", "layer Ground Level 2", "layer Solid", "layer Solid Level 2"}
	if got := layerLabels(d); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("the dialog lists %q, want %q", got, want)
	}
	if d.Sel != 0 || d.Entries[3].Detail != "the automatic choice" {
		t.Fatalf("selected %d, Solid's detail %q: want the automatic choice selected and Solid marked", d.Sel, d.Entries[3].Detail)
	}

	// Down to "Ground", Enter: the map again with Ground's tiles as walls
	s.Apply(ActDialogDown)
	s.Apply(ActDialogOK)
	ground, err := levels.LoadWith(cityMap, levels.LoadOptions{Layer: "Ground"})
	if err != nil {
		t.Fatal(err)
	}
	if s.Dialog() != nil || !s.Grid().Equal(ground.Grid) {
		t.Fatalf("after picking Ground: dialog %v, %d obstacles, want %d", s.Dialog() != nil, blocked(s.Grid()), blocked(ground.Grid))
	}
	if layer, from, ok := s.TiledLayer(); !ok || layer != "Ground" || from != `layer "Ground"` {
		t.Fatalf("TiledLayer() = %q, %q, %v", layer, from, ok)
	}
	if n := s.Notice().Text; !strings.Contains(n, `obstacles from layer "Ground"`) {
		t.Fatalf("notice %q", n)
	}
	if s.Modified() || s.Path() != cityMap {
		t.Fatalf("re-read with another layer: modified %v, path %q", s.Modified(), s.Path())
	}

	// the dialog again (as --map offers it): the layer in use is selected,
	// Esc keeps it
	s.SetTiledSource(cityMap, "Ground", true)
	if d := s.Dialog(); d == nil || d.Entries[d.Sel].Path != "Ground" || !strings.HasPrefix(d.Entries[0].Label, "automatic: layer \"Solid\"") {
		t.Fatalf("the dialog over a map read with Ground: %+v", d)
	}
	s.Apply(ActDialogCancel)
	if !s.Grid().Equal(ground.Grid) {
		t.Fatal("Esc changed the map")
	}
}

// TestOpenTiledRulesShown: a map read by tile properties (no layer of a
// telling name) says so, and its ten layers are offered; a map where the
// rules find no obstacles is not opened, but its layers are offered, and
// picking one opens it.
func TestOpenTiledRulesShown(t *testing.T) {
	s := New(Demo())
	s.Apply(OpenPath{Path: filepath.Join(sampleDir, "samplemap.tmx")})
	if n := s.Notice().Text; !strings.Contains(n, "obstacles from tiles whose tileset property collision is true") {
		t.Fatalf("notice %q", n)
	}
	if d := s.Dialog(); d == nil || len(d.Entries) != 11 {
		t.Fatalf("want the automatic entry and ten layers, got %+v", d)
	}
	s.Apply(ActDialogCancel)
	if blocked(s.Grid()) != 1120 {
		t.Fatalf("%d obstacles, want 1120", blocked(s.Grid()))
	}

	none := "../levels/testdata/tiled/made/rule4-none.tmx"
	s.Apply(OpenPath{Path: none})
	d := s.Dialog()
	if s.Path() == none || d == nil || d.Kind != LayerDialog || !s.Notice().Warn || !strings.Contains(s.Notice().Text, "rule4-none.tmx") {
		t.Fatalf("a map with no collision layer: path %q, notice %+v, dialog %+v", s.Path(), s.Notice(), d)
	}
	if d.Entries[0].Label != "automatic: none found" || d.Sel != 1 {
		t.Fatalf("entries %q, selected %d: want none found and the first layer selected", layerLabels(d), d.Sel)
	}
	s.Apply(ActDialogOK)
	want, err := levels.LoadWith(none, levels.LoadOptions{Layer: d.Entries[1].Path})
	if err != nil {
		t.Fatal(err)
	}
	if s.Path() != none || !s.Grid().Equal(want.Grid) || s.Dialog() != nil {
		t.Fatalf("after picking %q: path %q, notice %q", d.Entries[1].Path, s.Path(), s.Notice().Text)
	}
}

// TestDropTiledWithExternalTilesets drops the sample map, whose obstacles
// come from the properties of its five external .tsx tilesets, with and
// without the path the window system gives: the tilesets are read from
// beside the path, or from the files dropped with it.
func TestDropTiledWithExternalTilesets(t *testing.T) {
	want, err := levels.Load(filepath.Join(sampleDir, "samplemap.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(sampleDir, "samplemap.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	dropped := fstest.MapFS{}
	des, err := os.ReadDir(sampleDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, de := range des {
		if strings.HasSuffix(de.Name(), ".tsx") {
			b, err := os.ReadFile(filepath.Join(sampleDir, de.Name()))
			if err != nil {
				t.Fatal(err)
			}
			dropped[de.Name()] = &fstest.MapFile{Data: b}
		}
	}
	abs, err := filepath.Abs(filepath.Join(sampleDir, "samplemap.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		what  string
		drop  Drop
		fails bool
	}{
		{"with the tilesets dropped too", Drop{Name: "samplemap.tmx", Data: data, Files: dropped}, false},
		{"with its path", Drop{Name: "samplemap.tmx", Data: data, Path: abs, Files: fstest.MapFS{}}, false},
		{"alone, with no path", Drop{Name: "samplemap.tmx", Data: data, Files: fstest.MapFS{}}, true},
	} {
		s := New(Demo())
		s.Apply(c.drop)
		opened := s.Grid().Width() == 60
		if c.fails {
			if opened || !s.Notice().Warn || !strings.Contains(s.Notice().Text, ".tsx") {
				t.Errorf("%s: opened %v, notice %+v; want a warning naming the missing tileset", c.what, opened, s.Notice())
			}
			continue
		}
		if !opened || !s.Grid().Equal(want.Grid) {
			t.Errorf("%s: opened %v, %d obstacles (notice %q), want the map's %d", c.what, opened, blocked(s.Grid()), s.Notice().Text, blocked(want.Grid))
			continue
		}
		if d := s.Dialog(); d == nil || d.Kind != LayerDialog || d.Title != "Obstacles of samplemap.tmx" {
			t.Errorf("%s: no layer dialog: %+v", c.what, d)
			continue
		}
		// a dropped map read again with a layer picked
		s.Apply(DialogPick{Index: 2, Open: true})
		if layer, _, _ := s.TiledLayer(); layer != "grass" || s.Path() != "" {
			t.Errorf("%s: after picking the second layer: layer %q, path %q (notice %q)", c.what, layer, s.Path(), s.Notice().Text)
		}
	}
}
