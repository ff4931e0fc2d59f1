package app

import (
	"testing"

	"github.com/ebitengine/debugui"

	"swath/levels"
	"swath/render"
	"swath/scene"
)

// TestTheFontIsParsedOnce: the screen, a split pane's screen and the NPC
// panel's name field draw with one parsed typeface (fontsource.go): each
// parsed its own on its first frame, tens to hundreds of milliseconds of a
// first visit in the browser.
func TestTheFontIsParsedOnce(t *testing.T) {
	var s, pane screenImages
	if a, b := s.face(12).Source, pane.face(14).Source; a != b {
		t.Fatalf("the screen's faces and a pane's have two sources (%p, %p)", a, b)
	}
	lv, err := levels.LoadBuiltin(levels.DefaultBuiltin)
	if err != nil {
		t.Fatal(err)
	}
	sc := scene.New(*lv)
	var ui debugui.DebugUI
	var p panel
	lay := render.NewLayout(1280, 800, true)
	if _, err := ui.Update(func(ctx *debugui.Context) error {
		p.build(ctx, sc, lay)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	f := p.npcs.field.face
	if f == nil || f.Source != s.face(12).Source {
		t.Fatalf("the name field's face %v is not drawn with the screen's source", f)
	}
}
