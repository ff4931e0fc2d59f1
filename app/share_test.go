package app

import (
	"strings"
	"testing"

	"swath/levels"
)

// TestOpenSceneShareLink: --map takes a share link, which opens as a level
// of no file (a save asks where), and a damaged one is refused as a bad
// --map is.
func TestOpenSceneShareLink(t *testing.T) {
	want, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	link, err := levels.ShareLink("http://127.0.0.1:8080/", want)
	if err != nil {
		t.Fatal(err)
	}
	_, frag, _ := strings.Cut(link, "#")
	for _, m := range []string{link, "#" + frag} {
		sc, err := openScene(Config{Map: m, Level: "demo"})
		if err != nil {
			t.Fatalf("--map %.30q…: %v", m, err)
		}
		if got := sc.Level(); !got.Equal(want) {
			t.Errorf("--map %.30q… opened %q, want the u-turn level", m, got.Title)
		}
		if sc.Path() != "" || sc.Modified() || !strings.Contains(sc.WindowTitle(), want.Title) {
			t.Errorf("--map LINK: path %q, modified %v, title %q; want no file, unmodified, the level's title", sc.Path(), sc.Modified(), sc.WindowTitle())
		}
	}
	for _, c := range []struct{ m, layer, want string }{
		{"#" + frag[:len(frag)/2], "", "the link is damaged"},
		{"#", "", "holds no level"},
		{"#" + frag, "walls", "this is a share link"},
	} {
		if sc, err := openScene(Config{Map: c.m, Layer: c.layer, Level: "demo"}); err == nil || sc != nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("--map %.30q… --layer %q: %v, want an error saying %q", c.m, c.layer, err, c.want)
		}
	}
}
