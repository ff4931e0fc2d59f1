package app

import (
	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"swath/input"
	"swath/render"
	"swath/scene"
)

// boundKey is a keymap chord resolved to an Ebitengine key.
type boundKey struct {
	chord  scene.Chord
	key    ebiten.Key
	repeat bool
}

// mapInput reads the devices for the map (readDevices) and applies what
// input.Map translates them to; the translation is pure and tested
// without a window (package input).
type mapInput struct {
	keys    []boundKey
	m       input.Map
	dev     input.Devices
	pressed []ebiten.Key
	log     *inputLog
}

func (in *mapInput) init() {
	for _, b := range input.MapBindings() {
		var k ebiten.Key
		if err := k.UnmarshalText([]byte(b.Chord.Key)); err != nil {
			panic("app: keymap names an unknown key " + b.Chord.Key)
		}
		in.keys = append(in.keys, boundKey{chord: b.Chord, key: k, repeat: b.Repeat})
	}
	in.dev.Keys = map[string]int{}
}

// held reports whether a key or mouse button is down: gestures and key
// repeat then need ticks even when no event arrives (ticks.end).
func (in *mapInput) held() bool {
	for _, b := range buttons {
		if ebiten.IsMouseButtonPressed(b) {
			return true
		}
	}
	in.pressed = inpututil.AppendPressedKeys(in.pressed[:0])
	return len(in.pressed) > 0
}

// buttons are Ebitengine's buttons in input.Button order.
var buttons = [...]ebiten.MouseButton{input.Left: ebiten.MouseButtonLeft, input.Right: ebiten.MouseButtonRight, input.Middle: ebiten.MouseButtonMiddle}

// readDevices is the devices' state this tick, as input.Map needs it.
func (in *mapInput) readDevices(captured debugui.InputCapturingState) *input.Devices {
	d := &in.dev
	cx, cy := ebiten.CursorPosition()
	d.Cursor.X, d.Cursor.Y = cx, cy
	_, d.WheelY = ebiten.Wheel()
	for i, b := range buttons {
		d.Down[i], d.Pressed[i] = ebiten.IsMouseButtonPressed(b), inpututil.IsMouseButtonJustPressed(b)
	}
	d.Ctrl, d.Shift = taps.mods()
	clear(d.Keys)
	for _, k := range in.keys {
		if n := taps.ticks(k.key); n > 0 { // (a tap no tick saw: keytaps.go)
			d.Keys[k.chord.Key] = n
		}
	}
	d.SpaceReleased = taps.released(ebiten.KeySpace)
	d.OverPanel = captured&debugui.InputCapturingStateHover != 0
	d.PanelFocus = captured&debugui.InputCapturingStateFocus != 0
	return d
}

// update applies this tick's input to sc and reports whether there was any
// (so that the panel's hover state is redrawn too).
func (in *mapInput) update(sc *scene.Scene, lay render.Layout, captured debugui.InputCapturingState) bool {
	steps, active := in.m.Translate(in.readDevices(captured), sc.View(), lay)
	for _, st := range steps {
		sc.Apply(st.Intent)
		if st.Log != "" {
			in.log.note("%s", st.Log)
		}
	}
	return active
}
