package app

import (
	"os"
	"path/filepath"
	"testing"

	"swath/scene"
)

// TestMapTiledJSONOffersLayers: a Tiled map saved as .json (as Tiled wrote
// before 1.7) opened with --map offers its tile layers like a .tmj or .tmx
// (issue 22, item 10).
func TestMapTiledJSONOffersLayers(t *testing.T) {
	const town = `{"type":"map","orientation":"orthogonal","width":3,"height":2,"tilewidth":8,"tileheight":8,
"tilesets":[{"firstgid":1,"tiles":[{"id":0,"properties":[{"name":"collides","type":"bool","value":true}]}]}],
"layers":[{"type":"tilelayer","name":"Below Player","width":3,"height":2,"data":[2,2,2,2,2,2]},
{"type":"tilelayer","name":"World","width":3,"height":2,"data":[1,0,0,0,0,1]},
{"type":"tilelayer","name":"Above Player","width":3,"height":2,"data":[0,0,0,0,0,0]}]}`
	dir := t.TempDir()
	for _, name := range []string{"town.json", "town.tmj"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(town), 0o644); err != nil {
			t.Fatal(err)
		}
		sc, err := openScene(Config{Map: p})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		d := sc.Dialog()
		if d == nil || d.Kind != scene.LayerDialog || len(d.Entries) != 4 {
			t.Errorf("%s: dialog %+v, want the layer dialog with automatic and the 3 layers", name, d)
		}
	}
}
