package e2e

import (
	"image"
	"testing"

	"swath/levels"
	"swath/render"
	"swath/scene"
)

// TestKeyStepJump opens the demo level, whose file names a key step, opens
// the step-through view and presses K: the bar's cursor lands on the key
// step, as in the model of the same level.
func TestKeyStepJump(t *testing.T) {
	a := start(t)
	lv, err := levels.LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	if len(lv.KeySteps) == 0 {
		t.Fatal("the demo level names no key step")
	}
	sc := scene.New(*lv)
	lay := render.NewLayout(winW, winH, true)
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	sc.Refresh()
	m := &model{sc, lay}
	plain := a.waitDrawn(m)

	a.press("t")
	m.sc.Apply(scene.ActTimeline)
	a.wait("the step-through view open", func(img *image.RGBA) bool {
		return winDiff(plain, img) > 1000 && cursorAt(img, m)
	})
	a.press("k")
	m.sc.Apply(scene.ActKeyStep)
	if got, want := m.sc.Selected().Player().Cursor()+1, lv.KeySteps[0]; got != want { // steps are counted from 1, as the band shows them
		t.Fatalf("the model's cursor is at step %d after K, want the key step %d", got, want)
	}
	at := a.wait("the cursor on the key step", func(img *image.RGBA) bool { return cursorAt(img, m) })
	save(t, "key-step", at)
}
