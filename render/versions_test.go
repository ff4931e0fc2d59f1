package render

import (
	"math/rand"
	"testing"

	"swath/pathing"
	"swath/scene"
)

// TestNoChangeWithoutAVersion applies random intents to a scene and draws
// it after each, as the app does (the viewport resized to the layout, the
// plan refreshed): whenever the picture differs from the one before, the
// scene's Versions must differ too, or a consumer comparing versions would
// keep showing a stale picture. The picture is compared through its
// textual twin (cells, shapes, texts; timings left out).
func TestNoChangeWithoutAVersion(t *testing.T) {
	const seed = 20261130
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	s := small()
	const w, h = 1000, 640
	draw := func() (scene.Versions, string) {
		lay := LayoutOf(s, w, h, true)
		s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
		switch rng.Intn(3) {
		case 0: // the app's tick: the route now, the optimum later ("computing…")
			s.RefreshRoute()
		case 1: // the app's worker: the optimum installed after the route
			s.RefreshRoute()
			s.Refresh() // the route is current: only the optimum is left
		default:
			s.Refresh()
		}
		var r Renderer
		return s.Versions(), frameText(r.Update(s, s.View(), w, h))
	}
	keys := []string{"B", "E", "R", "Digit2", "Digit3", "BracketRight", "BracketLeft", "Quote", "Semicolon",
		"M", "X", "F", "J", "F2", "F3", "F4", "F5", "F6", "F6", "F7", "F8", "F9", "F10", "Digit0", "H", "Escape", "T", "Space", "ArrowLeft", "ArrowRight",
		"Home", "End", "Minus", "Equal", "K"}
	cell := func() pathing.Point { return pathing.Pt(rng.Intn(14)-1, rng.Intn(10)-1) }
	intent := func() scene.Intent {
		switch rng.Intn(13) {
		case 0:
			return scene.Press{Cell: cell(), Button: scene.Button(rng.Intn(2))}
		case 1, 2:
			return scene.Drag{Cell: cell()}
		case 3:
			return scene.Release{Cell: cell()}
		case 4:
			return scene.Hover{Cell: cell(), In: rng.Intn(4) > 0}
		case 5:
			return scene.Zoom{X: float64(rng.Intn(600)), Y: float64(rng.Intn(400)), Factor: []float64{0.8, 1.25}[rng.Intn(2)]}
		case 6:
			return scene.Pan{DX: float64(rng.Intn(41) - 20), DY: float64(rng.Intn(41) - 20)}
		case 7:
			return scene.KeyPress{Chord: scene.Chord{Key: "Z", Ctrl: true, Shift: rng.Intn(2) == 0}}
		case 8:
			return scene.Tick{DT: 300e6}
		case 9:
			return scene.Notice{Text: []string{"", "saved x.png"}[rng.Intn(2)]}
		case 10:
			// the wheel over the side column (issue 12)
			return scene.ScrollSide{DY: []int{-54, 54}[rng.Intn(2)], Max: LayoutOf(s, w, h, true).SideScrollMax}
		}
		return scene.KeyPress{Chord: scene.Chord{Key: keys[rng.Intn(len(keys))]}}
	}
	v0, pic0 := draw()
	changes := 0
	for i := range 1500 {
		in := intent()
		s.Apply(in)
		v, pic := draw()
		if pic != pic0 {
			changes++
			if v == v0 {
				t.Fatalf("step %d: %#v changed the picture but no version:\n%s", i, in, lineDiff(pic0, pic))
			}
		}
		v0, pic0 = v, pic
	}
	if changes < 300 {
		t.Fatalf("only %d of 1500 intents changed the picture: the test exercises too little", changes)
	}
	t.Logf("%d of 1500 intents changed the picture", changes)
}
