package app

import (
	"bytes"
	"fmt"
	"image"

	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"swath/assets"
	"swath/input"
	"swath/levels"
	"swath/render"
	"swath/scene"
)

// nameField is the options panel's NPC name field. debugui's text field
// kept its caret at the end, appended to the name shown ("npc 2big ogre")
// and had no Ctrl+A, Home, End or Delete; this one edits a scene.Field
// as any text field does: a click selects the whole name (typing
// replaces it), Ctrl+A selects it again, the caret keys and Delete work,
// Enter or a click elsewhere renames, Escape puts the name back. It takes
// at most levels.MaxNPCNameLen characters. While it has the focus the
// map's keys are off (panel.focused).
type nameField struct {
	f       scene.Field
	focused bool
	bounds  image.Rectangle
	keys    []boundKey
	chars   []rune
	face    *text.GoTextFace
	// notes are this tick's lines for the input log (npcPanel.apply)
	notes []string
}

// fieldActions are the keys the field reads: the keymap's text-field keys
// of the dialogs, with Enter and Escape.
func fieldActions() []boundKey {
	want := map[scene.Action]bool{scene.ActDialogOK: true, scene.ActDialogCancel: true}
	for _, a := range scene.FieldKeys {
		want[a] = true
	}
	var out []boundKey
	for _, b := range scene.Keymap {
		if b.Context != scene.ContextDialog || !want[b.Action] {
			continue
		}
		for _, c := range b.Keys {
			var k ebiten.Key
			if err := k.UnmarshalText([]byte(c.Key)); err != nil {
				panic("app: keymap names an unknown key " + c.Key)
			}
			out = append(out, boundKey{chord: c, key: k, repeat: repeatsInDialog[b.Action]})
		}
	}
	return out
}

// show sets the name shown when the field does not have the focus.
func (n *nameField) show(name string) {
	if !n.focused {
		n.f = scene.Field{Text: name, Max: levels.MaxNPCNameLen}
	}
}

// build lays the field out in the next grid cell and, with the focus,
// takes this tick's typing and keys. It reports commit when the name is
// to be taken (Enter, or a click elsewhere) and cancel on Escape.
func (n *nameField) build(ctx *debugui.Context) (commit, cancel bool) {
	if n.keys == nil {
		n.keys = fieldActions()
	}
	built := false
	ctx.GridCell(func(b image.Rectangle) {
		n.bounds, built = b, true
		ctx.DrawOnlyWidget(func(screen *ebiten.Image) { n.draw(screen, b) })
	})
	if !built {
		n.focused = false // the section is collapsed
		return false, false
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in := image.Pt(ebiten.CursorPosition()).In(n.bounds)
		switch {
		case in && !n.focused:
			n.focused, n.f.Fresh, n.f.Back = true, n.f.Text != "", 0
			n.notes = append(n.notes, "panel name focus")
			return false, false
		case !in && n.focused:
			n.focused = false
			return true, false
		}
	}
	if !n.focused {
		return false, false
	}
	n.chars = ebiten.AppendInputChars(n.chars[:0])
	typed := make([]rune, 0, len(n.chars))
	for _, r := range n.chars {
		if r >= ' ' && r != 0x7f {
			typed = append(typed, r)
		}
	}
	if len(typed) > 0 {
		n.f.Type(string(typed))
		n.notes = append(n.notes, fmt.Sprintf("panel name text %q", string(typed)))
	}
	ctrl, shift := taps.mods() // read as the map view reads them (keytaps.go)
	for _, k := range n.keys {
		if k.chord.Ctrl != ctrl || k.chord.Shift != shift || !input.KeyActs(taps.ticks(k.key), k.repeat) {
			continue
		}
		switch a, _, _ := scene.LookupIn(scene.ContextDialog, k.chord); a.Action {
		case scene.ActDialogOK:
			n.focused = false
			return true, false
		case scene.ActDialogCancel:
			n.focused = false
			return false, true
		default:
			n.f.Edit(a.Action)
			n.notes = append(n.notes, fmt.Sprintf("panel name key %v", k.chord))
		}
	}
	return false, false
}

// draw draws the field in b: its box, the part of the name in sight, the
// selection and the caret when it has the focus.
func (n *nameField) draw(screen *ebiten.Image, b image.Rectangle) {
	if n.face == nil {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(assets.FontTTF))
		if err != nil {
			panic("app: the embedded font does not parse: " + err.Error())
		}
		n.face = &text.GoTextFace{Source: src, Size: 12}
	}
	edge := assets.PanelEdge
	if n.focused {
		edge = assets.Segment
	}
	dst := screen.SubImage(b).(*ebiten.Image)
	dst.Fill(edge)
	inner := b.Inset(1)
	screen.SubImage(inner).(*ebiten.Image).Fill(assets.Background)
	cw := text.Advance("M", n.face)
	cols := max(int(float64(inner.Dx()-6)/cw), 1)
	shown, caret := n.f.Text, len([]rune(n.f.Text))
	if n.focused {
		shown, caret = render.FieldWindow(n.f, cols)
	} else if len([]rune(shown)) > cols {
		shown = string([]rune(shown)[:max(cols-1, 0)]) + "…"
	}
	x := float64(inner.Min.X + 3)
	y := float64(inner.Min.Y) + (float64(inner.Dy())-n.face.Size*1.2)/2
	if n.focused && n.f.Fresh && shown != "" {
		w := cw * float64(len([]rune(shown)))
		screen.SubImage(image.Rect(int(x)-1, inner.Min.Y+2, int(x+w)+1, inner.Max.Y-2)).(*ebiten.Image).Fill(assets.Band)
	}
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(assets.Text)
	text.Draw(dst, shown, n.face, op)
	if n.focused {
		cx := int(x + cw*float64(caret))
		screen.SubImage(image.Rect(cx, inner.Min.Y+3, cx+1, inner.Max.Y-3)).(*ebiten.Image).Fill(assets.Text)
	}
}

// key is what the field shows, for the panel's redraw key.
func (n *nameField) key() string {
	return fmt.Sprintf("%q %v %v %d", n.f.Text, n.focused, n.f.Fresh, n.f.Back)
}
