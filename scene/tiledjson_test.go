package scene

import (
	"strings"
	"testing"
)

// TestTiledJSONOffersLayers: a Tiled map saved as .json opens, by Ctrl+O,
// with the layer dialog as a .tmx or .tmj does, and each layer's row
// says how many obstacles choosing it gives (the automatic one's too).
func TestTiledJSONOffersLayers(t *testing.T) {
	s, _ := openCopy(t, "../levels/testdata/tiled/made/rule2-keyword.tmj")
	tmj := s.Dialog()

	// the same map named .json
	s2 := renamedCopy(t, "../levels/testdata/tiled/made/rule2-keyword.tmj", "town.json")
	d := s2.Dialog()
	if tmj == nil || d == nil || d.Kind != LayerDialog {
		t.Fatalf("the layer dialog: of the .tmj %+v, of the .json %+v (notice %q)", tmj, d, s2.Notice().Text)
	}
	want := []string{`automatic: layer "Big Obstacles"|3 obstacles`, "layer ground|15 obstacles", "layer Big Obstacles|3 obstacles", "layer blocked|15 obstacles"}
	var got []string
	for _, e := range d.Entries {
		got = append(got, e.Label+"|"+e.Count)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the .json's layer dialog lists\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	s2.Apply(ActDialogDown)
	s2.Apply(ActDialogOK)
	s2.Refresh()
	if n := blocked(s2.Grid()); n != 15 {
		t.Fatalf("picking ground: %d obstacles, want the 15 its row said", n)
	}
}
