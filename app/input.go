package app

import (
	"image"
	"math"
	"sync"
	"time"

	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// boundKey is a keymap chord resolved to an Ebitengine key.
type boundKey struct {
	chord  scene.Chord
	key    ebiten.Key
	repeat bool
}

// input turns devices into scene intents. It owns the small state that
// belongs to gestures: which button started a map drag, whether Space is
// held for panning, the last cursor position.
type input struct {
	keys []boundKey
	// dragging is the button whose press went to the map, until released.
	dragging   bool
	dragButton ebiten.MouseButton
	lastCell   image.Point
	// Space: a tap plays/pauses, held with a left drag it pans.
	spaceHeld, spacePanned bool
	cx, cy                 int
	pressed                []ebiten.Key
	log                    *inputLog
	// wakeSet is true while a timer will schedule the next held tick.
	wakeMu  sync.Mutex
	wakeSet bool
}

// repeats are the actions that repeat while their key is held.
var repeats = map[scene.Action]bool{
	scene.ActUndo: true, scene.ActRedo: true,
	scene.ActAgentWider: true, scene.ActAgentNarrower: true, scene.ActAgentTaller: true, scene.ActAgentShorter: true,
	scene.ActStepBack: true, scene.ActStepForward: true, scene.ActSlower: true, scene.ActFaster: true,
}

func (in *input) init() {
	for _, b := range scene.Keymap {
		if b.Context != scene.ContextMap {
			continue // files.go polls the dialogs' keys
		}
		for _, c := range b.Keys {
			var k ebiten.Key
			if err := k.UnmarshalText([]byte(c.Key)); err != nil {
				panic("app: keymap names an unknown key " + c.Key)
			}
			in.keys = append(in.keys, boundKey{chord: c, key: k, repeat: repeats[b.Action]})
		}
	}
}

// heldTick is the interval of the ticks a held key or button asks for.
const heldTick = 16 * time.Millisecond

// held keeps ticks coming while a key or mouse button is down (gestures and
// key repeat need them even when no event arrives), about 60 a second, by a
// timer. It returns false so that the caller does not also ask for an
// immediate tick: with vsync off that would spin the CPU while a key is held.
func (in *input) held() bool {
	down := false
	for _, b := range []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle} {
		down = down || ebiten.IsMouseButtonPressed(b)
	}
	in.pressed = inpututil.AppendPressedKeys(in.pressed[:0])
	if !down && len(in.pressed) == 0 {
		return false
	}
	in.wakeMu.Lock()
	defer in.wakeMu.Unlock()
	if !in.wakeSet {
		in.wakeSet = true
		time.AfterFunc(heldTick, func() {
			in.wakeMu.Lock()
			in.wakeSet = false
			in.wakeMu.Unlock()
			ebiten.ScheduleFrame() //nolint:staticcheck // see Run
		})
	}
	return false
}

// update applies this tick's input to sc and reports whether there was any
// (so that the panel's hover state is redrawn too).
func (in *input) update(sc *scene.Scene, lay render.Layout, captured debugui.InputCapturingState) bool {
	active := false
	cx, cy := ebiten.CursorPosition()
	dx, dy := cx-in.cx, cy-in.cy
	if dx != 0 || dy != 0 {
		active = true
	}
	in.cx, in.cy = cx, cy
	overPanel := captured&debugui.InputCapturingStateHover != 0
	inMap := image.Pt(cx, cy).In(lay.Map) && !overPanel
	mx, my := float64(cx-lay.Map.Min.X), float64(cy-lay.Map.Min.Y)
	cell := sc.View().CellAt(mx, my)
	sc.Apply(scene.Hover{Cell: cell, In: inMap})

	// zoom and pan
	if _, wy := ebiten.Wheel(); wy != 0 && inMap {
		sc.Apply(scene.Zoom{X: mx, Y: my, Factor: math.Pow(1.2, wy)})
		active = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeySpace) {
		in.spaceHeld, in.spacePanned = true, false
	}
	panning := ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle) ||
		in.spaceHeld && ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) && !in.dragging
	if panning && (dx != 0 || dy != 0) {
		sc.Apply(scene.Pan{DX: float64(dx), DY: float64(dy)})
		in.spacePanned = in.spacePanned || in.spaceHeld
	}
	if inpututil.IsKeyJustReleased(ebiten.KeySpace) {
		if in.spaceHeld && !in.spacePanned {
			sc.Apply(scene.KeyPress{Chord: scene.Chord{Key: "Space"}})
			in.log.note("key Space")
		}
		in.spaceHeld = false
		active = true
	}

	// map gestures: left and right buttons
	for _, b := range []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight} {
		if !in.dragging && inpututil.IsMouseButtonJustPressed(b) && inMap && !in.spaceHeld {
			btn, name := scene.Primary, "left"
			if b == ebiten.MouseButtonRight {
				btn, name = scene.Secondary, "right"
			}
			sc.Apply(scene.Press{Cell: cell, Button: btn})
			in.log.note("press %s %d,%d", name, cell.X, cell.Y)
			in.dragging, in.dragButton, in.lastCell = true, b, image.Pt(cell.X, cell.Y)
			active = true
		}
	}
	if in.dragging {
		if !ebiten.IsMouseButtonPressed(in.dragButton) {
			// a stalled tick can see the last move and the release at once:
			// the stroke ends where the button came up
			if image.Pt(cell.X, cell.Y) != in.lastCell && inMap {
				sc.Apply(scene.Drag{Cell: cell})
				in.log.note("drag %d,%d", cell.X, cell.Y)
				in.lastCell = image.Pt(cell.X, cell.Y)
			}
			sc.Apply(scene.Release{Cell: pathing.Pt(in.lastCell.X, in.lastCell.Y)})
			in.log.note("release %d,%d", in.lastCell.X, in.lastCell.Y)
			in.dragging = false
			active = true
		} else if image.Pt(cell.X, cell.Y) != in.lastCell {
			sc.Apply(scene.Drag{Cell: cell})
			in.log.note("drag %d,%d", cell.X, cell.Y)
			in.lastCell = image.Pt(cell.X, cell.Y)
		}
	}

	// keys, exactly as the keymap says (modifiers must match)
	if captured&debugui.InputCapturingStateFocus == 0 {
		ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
		shift := ebiten.IsKeyPressed(ebiten.KeyShift)
		for _, k := range in.keys {
			if k.key == ebiten.KeySpace || k.chord.Ctrl != ctrl || k.chord.Shift != shift {
				continue
			}
			d := inpututil.KeyPressDuration(k.key)
			if d == 1 || k.repeat && d >= 24 && d%3 == 0 {
				sc.Apply(scene.KeyPress{Chord: k.chord})
				in.log.note("key %v", k.chord)
				active = true
			}
		}
	}
	return active
}
