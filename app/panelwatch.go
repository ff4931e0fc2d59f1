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
// the side of redrawing: any button, key or wheel event, the pointer
// moving over the side column or leaving it (hover highlights), or a
// change in a value the panel shows, and for a few ticks after each, as
// debugui shows some of them a tick late. A pointer resting on the panel
// costs nothing.
type panelWatch struct {
	key    panelKey
	cursor image.Point
	// hot counts the ticks left that redraw the panel.
	hot int
	// dirty stays true until Draw redraws the panel.
	dirty bool
}

// panelTicks is how many ticks a change keeps redrawing the panel.
const panelTicks = 4

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
	cur := image.Pt(ebiten.CursorPosition())
	moved := cur != w.cursor && (cur.In(lay.Side) || w.cursor.In(lay.Side))
	if k != w.key || moved || anyInput() || captured&debugui.InputCapturingStateFocus != 0 {
		w.hot = panelTicks
	}
	if w.hot > 0 {
		w.hot--
		w.dirty = true
	}
	w.key, w.cursor = k, cur
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
