package app

import (
	"image"

	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"swath/render"
	"swath/scene"
)

// panelWatch decides when the options panel may look different, so that
// the side column's cached image is redrawn then and only then. It errs on
// the side of redrawing: any button, key or wheel event, the pointer over
// the side column (hover highlights) or just leaving it, or a change in a
// value the panel shows.
type panelWatch struct {
	key     panelKey
	wasOver bool
	// dirty stays true until Draw redraws the panel.
	dirty bool
}

// panelKey is every value the panel shows.
type panelKey struct {
	p        panel
	stepping bool
	playing  bool
	speed    string
	rect     image.Rectangle
}

var mouseButtons = []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle, ebiten.MouseButton3, ebiten.MouseButton4}

// update runs after the panel was built this tick; it reports whether the
// panel must be redrawn.
func (w *panelWatch) update(p *panel, sc *scene.Scene, lay render.Layout, captured debugui.InputCapturingState) bool {
	k := panelKey{p: *p, stepping: sc.Stepping(), playing: sc.Player().Playing(), speed: sc.Player().SpeedLabel(), rect: lay.Panel}
	over := captured != 0 || image.Pt(ebiten.CursorPosition()).In(lay.Side)
	if k != w.key || over || w.wasOver || anyInput() {
		w.dirty = true
	}
	w.key, w.wasOver = k, over
	return w.dirty
}

// anyInput reports a button held or released, a key held or released, a
// wheel turn or typed text this tick.
func anyInput() bool {
	for _, b := range mouseButtons {
		if ebiten.IsMouseButtonPressed(b) || inpututil.IsMouseButtonJustReleased(b) {
			return true
		}
	}
	if wx, wy := ebiten.Wheel(); wx != 0 || wy != 0 {
		return true
	}
	var keys [4]ebiten.Key
	if len(inpututil.AppendPressedKeys(keys[:0])) > 0 || len(inpututil.AppendJustReleasedKeys(keys[:0])) > 0 {
		return true
	}
	var chars [4]rune
	return len(ebiten.AppendInputChars(chars[:0])) > 0
}
