package input

import (
	"fmt"
	"image"
	"math"
	"slices"

	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// Button is a mouse button.
type Button int

// The mouse buttons, in the order of Devices' arrays.
const (
	Left Button = iota
	Right
	Middle
	numButtons
)

func (b Button) String() string {
	switch b {
	case Left:
		return "left"
	case Right:
		return "right"
	case Middle:
		return "middle"
	}
	return fmt.Sprintf("Button(%d)", int(b))
}

// Devices are the devices' state in one tick.
type Devices struct {
	// Cursor is the pointer's position in window pixels.
	Cursor image.Point
	// WheelY is the wheel's vertical movement this tick (up is positive).
	WheelY float64
	// Down says which buttons are held; Pressed which went down this tick.
	Down, Pressed [numButtons]bool
	// Ctrl (or Meta) and Shift are held.
	Ctrl, Shift bool
	// Keys are how many ticks each key has been held, by its keymap name
	// ("Space", "KeyZ", "ArrowRight"): 1 in the tick it went down; keys
	// that are up are absent or 0.
	Keys map[string]int
	// SpaceReleased is true in the tick Space came up.
	SpaceReleased bool
	// OverPanel is true when the options panel has the pointer, PanelFocus
	// when it has the keys (a text box).
	OverPanel, PanelFocus bool
}

// Step is one intent with the line the input log writes for it ("" for
// none): the log records what the person did, in order.
type Step struct {
	Intent scene.Intent
	Log    string
}

// Binding is a map key of the keymap.
type Binding struct {
	Chord scene.Chord
	// Repeat is true for the actions that repeat while their key is held.
	Repeat bool
}

// repeats are the actions that repeat while their key is held.
var repeats = map[scene.Action]bool{
	scene.ActUndo: true, scene.ActRedo: true,
	scene.ActAgentWider: true, scene.ActAgentNarrower: true, scene.ActAgentTaller: true, scene.ActAgentShorter: true,
	scene.ActStepBack: true, scene.ActStepForward: true, scene.ActSlower: true, scene.ActFaster: true,
}

// MapBindings are the keymap's keys of the map (the dialogs' keys are
// the app's files.go), in the keymap's order.
func MapBindings() []Binding {
	var out []Binding
	for _, b := range scene.Keymap {
		if b.Context != scene.ContextMap {
			continue
		}
		for _, c := range b.Keys {
			out = append(out, Binding{Chord: c, Repeat: repeats[b.Action]})
		}
	}
	return out
}

// Key repeat, in ticks: a held key acts once, then after RepeatDelay
// ticks every RepeatEvery ticks.
const (
	RepeatDelay = 24
	RepeatEvery = 3
)

// KeyActs reports whether a key held for ticks ticks (1 in the tick it went
// down) acts in this one: at once, and when it repeats after RepeatDelay
// ticks every RepeatEvery ticks. The map's keys and the dialogs' keys (the
// app's, which it polls itself) repeat alike.
func KeyActs(ticks int, repeats bool) bool {
	return ticks == 1 || repeats && ticks >= RepeatDelay && ticks%RepeatEvery == 0
}

// Map turns a tick's devices into the map's intents. It keeps the small
// state that belongs to gestures: which button started a map drag, whether
// Space is held for panning, the last cursor position. The zero value is
// ready.
type Map struct {
	bindings []Binding
	// dragging is true from a press on the map until its button comes up.
	dragging   bool
	dragButton Button
	lastCell   pathing.Point
	// Space: a tap plays/pauses, held with a left drag it pans.
	spaceHeld, spacePanned bool
	cursor                 image.Point
	// paneOff is the offset of the split view's pane the pointer is over
	// (held while a button is down: a drag stays in its pane's frame)
	paneOff image.Point
}

// Dragging reports whether a button pressed on the map is still down.
func (m *Map) Dragging() bool { return m.dragging }

// Translate returns the intents of one tick with devices d, the map seen
// through view v in layout lay, and whether there was any input (a move,
// a press, a key) that the panel's hover state may need to show.
func (m *Map) Translate(d *Devices, v scene.View, lay render.Layout) (steps []Step, active bool) {
	if m.bindings == nil {
		m.bindings = MapBindings()
	}
	add := func(in scene.Intent, format string, args ...any) {
		log := ""
		if format != "" {
			log = fmt.Sprintf(format, args...)
		}
		steps = append(steps, Step{in, log})
	}
	cur := m.paneCursor(d, lay) // a split view's pane: as over the first (splitpointer.go)
	delta := cur.Sub(m.cursor)
	active = delta != image.Point{}
	m.cursor = cur
	inMap := cur.In(lay.Map) && !d.OverPanel
	mx, my := float64(cur.X-lay.Map.Min.X), float64(cur.Y-lay.Map.Min.Y)
	cell := v.CellAt(mx, my)
	add(scene.Hover{Cell: cell, In: inMap}, "")

	// zoom and pan
	if d.WheelY != 0 && inMap {
		add(scene.Zoom{X: mx, Y: my, Factor: math.Pow(1.2, d.WheelY)}, "")
		active = true
	}
	if in := sideWheel(d, lay); in != nil {
		add(*in, "scroll side %d", in.DY)
		active = true
	}
	if d.Keys["Space"] == 1 {
		m.spaceHeld, m.spacePanned = true, false
	}
	panning := d.Down[Middle] || m.spaceHeld && d.Down[Left] && !m.dragging
	if panning && delta != (image.Point{}) {
		add(scene.Pan{DX: float64(delta.X), DY: float64(delta.Y)}, "")
		m.spacePanned = m.spacePanned || m.spaceHeld
	}
	if d.SpaceReleased {
		if m.spaceHeld && !m.spacePanned {
			add(scene.KeyPress{Chord: scene.Chord{Key: "Space"}}, "key Space")
		}
		m.spaceHeld = false
		active = true
	}

	// map gestures: left and right buttons
	for _, b := range []Button{Left, Right} {
		if !m.dragging && d.Pressed[b] && inMap && !m.spaceHeld {
			btn := scene.Primary
			if b == Right {
				btn = scene.Secondary
			}
			add(scene.Press{Cell: cell, Button: btn}, "press %s %d,%d", b, cell.X, cell.Y)
			m.dragging, m.dragButton, m.lastCell = true, b, cell
			active = true
		}
	}
	if m.dragging {
		if !d.Down[m.dragButton] {
			// a stalled tick can see the last move and the release at once:
			// the stroke ends where the button came up
			if cell != m.lastCell && inMap {
				add(scene.Drag{Cell: cell}, "drag %d,%d", cell.X, cell.Y)
				m.lastCell = cell
			}
			add(scene.Release{Cell: m.lastCell}, "release %d,%d", m.lastCell.X, m.lastCell.Y)
			m.dragging = false
			active = true
		} else if cell != m.lastCell {
			add(scene.Drag{Cell: cell}, "drag %d,%d", cell.X, cell.Y)
			m.lastCell = cell
		}
	}

	// keys, exactly as the keymap says (modifiers must match)
	if !d.PanelFocus {
		for _, k := range m.bindings {
			if k.Chord.Key == "Space" || k.Chord.Ctrl != d.Ctrl || k.Chord.Shift != d.Shift {
				continue
			}
			if KeyActs(d.Keys[k.Chord.Key], k.Repeat) {
				add(scene.KeyPress{Chord: k.Chord}, "key %v", k.Chord)
				active = true
			}
		}
	}
	return steps, active
}

// ExportPressed is the export action (ActExportPNG, ActExportGIF) whose
// chord went down in this tick, or ActNone.
func ExportPressed(d *Devices) scene.Action {
	return Pressed(d, scene.ActExportPNG, scene.ActExportGIF)
}

// Pressed is the first of the map's actions acts whose chord went down in
// this tick, or ActNone: for the actions the app carries out itself (the
// exports, the share link) rather than the scene.
func Pressed(d *Devices, acts ...scene.Action) scene.Action {
	for _, b := range scene.Keymap {
		if b.Context != scene.ContextMap || !slices.Contains(acts, b.Action) {
			continue
		}
		for _, c := range b.Keys {
			if c.Ctrl == d.Ctrl && c.Shift == d.Shift && d.Keys[c.Key] == 1 {
				return b.Action
			}
		}
	}
	return scene.ActNone
}
