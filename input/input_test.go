package input

import (
	"image"
	"reflect"
	"slices"
	"testing"

	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// tick is a scripted tick: the pointer at a cell (10 px per cell, map at
// the window's top-left) and what the devices do.
type tick struct {
	cell    pathing.Point
	down    [numButtons]bool
	pressed [numButtons]bool
	keys    map[string]int
	spaceUp bool
	wheel   float64
	ctrl    bool
}

var (
	view = scene.View{Scale: 10, W: 600, H: 400}
	lay  = render.NewLayout(1000, 640, true)
)

func (t tick) devices() *Devices {
	return &Devices{
		Cursor: image.Pt(t.cell.X*10+5, t.cell.Y*10+5), WheelY: t.wheel,
		Down: t.down, Pressed: t.pressed, Keys: t.keys, SpaceReleased: t.spaceUp, Ctrl: t.ctrl,
	}
}

// run translates the ticks and returns their intents (without the hovers,
// which every tick sends) and log lines.
func run(ticks ...tick) (intents []scene.Intent, log []string) {
	var m Map
	for _, t := range ticks {
		steps, _ := m.Translate(t.devices(), view, lay)
		for _, s := range steps {
			if _, ok := s.Intent.(scene.Hover); !ok {
				intents = append(intents, s.Intent)
			}
			if s.Log != "" {
				log = append(log, s.Log)
			}
		}
	}
	return intents, log
}

func check(t *testing.T, name string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\ngot  %#v\nwant %#v", name, got, want)
	}
}

var left = [numButtons]bool{Left: true}

// A left stroke: press, moves, release, one intent per new cell, and the
// input log's lines as --input-log writes them.
func TestStroke(t *testing.T) {
	in, log := run(
		tick{cell: pathing.Pt(2, 3), down: left, pressed: left},
		tick{cell: pathing.Pt(2, 3), down: left}, // no move: nothing
		tick{cell: pathing.Pt(3, 3), down: left},
		tick{cell: pathing.Pt(5, 4), down: left},
		tick{cell: pathing.Pt(5, 4)},
	)
	check(t, "intents", in, []scene.Intent{
		scene.Press{Cell: pathing.Pt(2, 3), Button: scene.Primary},
		scene.Drag{Cell: pathing.Pt(3, 3)},
		scene.Drag{Cell: pathing.Pt(5, 4)},
		scene.Release{Cell: pathing.Pt(5, 4)},
	})
	check(t, "log", log, []string{"press left 2,3", "drag 3,3", "drag 5,4", "release 5,4"})
}

// A stalled tick that sees the last move and the release at once ends the
// stroke where the button came up.
func TestReleaseAfterAMove(t *testing.T) {
	in, _ := run(
		tick{cell: pathing.Pt(1, 1), down: [numButtons]bool{Right: true}, pressed: [numButtons]bool{Right: true}},
		tick{cell: pathing.Pt(4, 1)},
	)
	check(t, "intents", in, []scene.Intent{
		scene.Press{Cell: pathing.Pt(1, 1), Button: scene.Secondary},
		scene.Drag{Cell: pathing.Pt(4, 1)},
		scene.Release{Cell: pathing.Pt(4, 1)},
	})
}

// Space tapped plays or pauses; Space held with a left drag pans and
// neither paints nor plays.
func TestSpaceTapAndPan(t *testing.T) {
	in, log := run(
		tick{cell: pathing.Pt(2, 2), keys: map[string]int{"Space": 1}},
		tick{cell: pathing.Pt(2, 2), keys: map[string]int{"Space": 2}},
		tick{cell: pathing.Pt(2, 2), spaceUp: true},
	)
	check(t, "tap", in, []scene.Intent{scene.KeyPress{Chord: scene.Chord{Key: "Space"}}})
	check(t, "tap log", log, []string{"key Space"})
	in, _ = run(
		tick{cell: pathing.Pt(2, 2), keys: map[string]int{"Space": 1}},
		tick{cell: pathing.Pt(2, 2), keys: map[string]int{"Space": 2}, down: left, pressed: left},
		tick{cell: pathing.Pt(4, 3), keys: map[string]int{"Space": 3}, down: left},
		tick{cell: pathing.Pt(4, 3), spaceUp: true},
	)
	check(t, "pan", in, []scene.Intent{scene.Pan{DX: 20, DY: 10}})
}

// The wheel zooms around the pointer, only over the map.
func TestWheelZooms(t *testing.T) {
	in, _ := run(tick{cell: pathing.Pt(3, 2), wheel: 1})
	if len(in) != 1 {
		t.Fatalf("%#v, want one zoom", in)
	}
	z, ok := in[0].(scene.Zoom)
	if !ok || z.X != 35 || z.Y != 25 || z.Factor != 1.2 {
		t.Fatalf("%#v, want a zoom by 1.2 at (35, 25)", in[0])
	}
	d := tick{wheel: 1}.devices()
	d.Cursor = image.Pt(lay.Side.Min.X+5, 5) // over the side column
	var m Map
	steps, _ := m.Translate(d, view, lay)
	for _, s := range steps {
		if _, ok := s.Intent.(scene.Zoom); ok {
			t.Fatal("the wheel over the side column zooms the map")
		}
	}
}

// A key acts in the tick it goes down; a repeating key (→) again after 24
// ticks held and every 3rd tick after; one that does not repeat (T) never;
// modifiers must match the chord exactly.
func TestKeysAndRepeat(t *testing.T) {
	var ticks []tick
	for n := 1; n <= 30; n++ {
		ticks = append(ticks, tick{keys: map[string]int{"ArrowRight": n, "T": n}})
	}
	in, log := run(ticks...)
	right, tl := scene.KeyPress{Chord: scene.Chord{Key: "ArrowRight"}}, scene.KeyPress{Chord: scene.Chord{Key: "T"}}
	var nRight, nT int
	for _, i := range in {
		switch i {
		case right:
			nRight++
		case tl:
			nT++
		}
	}
	if nRight != 4 || nT != 1 { // ticks 1, 24, 27, 30
		t.Errorf("30 ticks held: → %d times, T %d times; want 4 and 1", nRight, nT)
	}
	check(t, "log", log, []string{"key T", "key " + right.Chord.String(), "key " + right.Chord.String(), "key " + right.Chord.String(), "key " + right.Chord.String()})
	in, _ = run(tick{keys: map[string]int{"Z": 1}, ctrl: true})
	check(t, "Ctrl+Z", in, []scene.Intent{scene.KeyPress{Chord: scene.Chord{Key: "Z", Ctrl: true}}})
	if in, _ = run(tick{keys: map[string]int{"Z": 1}}); len(in) != 0 {
		t.Errorf("Z without Ctrl: %#v", in)
	}
}

// The panel with the pointer or the keys takes them from the map.
func TestPanelCaptures(t *testing.T) {
	var m Map
	d := tick{cell: pathing.Pt(2, 2), down: left, pressed: left, keys: map[string]int{"T": 1}}.devices()
	d.OverPanel, d.PanelFocus = true, true
	steps, _ := m.Translate(d, view, lay)
	check(t, "captured", steps, []Step{{Intent: scene.Hover{Cell: pathing.Pt(2, 2), In: false}}})
}

// A stroke translated here and applied to a scene paints what it says.
func TestStrokePaintsTheScene(t *testing.T) {
	s := scene.New(scene.Level{Grid: pathing.NewGrid(12, 6), Start: pathing.Pt(0, 0), Goal: pathing.Pt(11, 0)})
	in, _ := run(
		tick{cell: pathing.Pt(4, 1), down: left, pressed: left},
		tick{cell: pathing.Pt(4, 4), down: left},
		tick{cell: pathing.Pt(4, 4)},
	)
	for _, i := range in {
		s.Apply(i)
	}
	for y := 1; y <= 4; y++ {
		if !s.Grid().Blocked(4, y) {
			t.Fatalf("cell (4,%d) not painted:\n%s", y, s.Grid())
		}
	}
	if !s.CanUndo() {
		t.Fatal("the stroke is not an undo step")
	}
}

// P and G export, with no modifier, in the tick they go down only.
func TestExportPressed(t *testing.T) {
	for _, c := range []struct {
		d    Devices
		want scene.Action
	}{
		{Devices{Keys: map[string]int{"P": 1}}, scene.ActExportPNG},
		{Devices{Keys: map[string]int{"G": 1}}, scene.ActExportGIF},
		{Devices{Keys: map[string]int{"P": 2}}, scene.ActNone},
		{Devices{Keys: map[string]int{"P": 1}, Ctrl: true}, scene.ActNone},
		{Devices{Keys: map[string]int{"T": 1}}, scene.ActNone},
	} {
		if got := ExportPressed(&c.d); got != c.want {
			t.Errorf("%+v: %v, want %v", c.d, got, c.want)
		}
	}
}

// Ctrl+L is the share link, in the tick it goes down, with Ctrl only;
// Pressed finds only the actions asked for.
func TestPressedCopyLink(t *testing.T) {
	for _, c := range []struct {
		d    Devices
		acts []scene.Action
		want scene.Action
	}{
		{Devices{Keys: map[string]int{"L": 1}, Ctrl: true}, []scene.Action{scene.ActCopyLink}, scene.ActCopyLink},
		{Devices{Keys: map[string]int{"L": 1}}, []scene.Action{scene.ActCopyLink}, scene.ActNone},
		{Devices{Keys: map[string]int{"L": 1}, Ctrl: true, Shift: true}, []scene.Action{scene.ActCopyLink}, scene.ActNone},
		{Devices{Keys: map[string]int{"L": 3}, Ctrl: true}, []scene.Action{scene.ActCopyLink}, scene.ActNone},
		{Devices{Keys: map[string]int{"L": 1}, Ctrl: true}, []scene.Action{scene.ActExportPNG}, scene.ActNone},
		{Devices{Keys: map[string]int{"P": 1}}, []scene.Action{scene.ActCopyLink, scene.ActExportPNG}, scene.ActExportPNG},
	} {
		if got := Pressed(&c.d, c.acts...); got != c.want {
			t.Errorf("%+v %v: %v, want %v", c.d, c.acts, got, c.want)
		}
	}
}

// A press on the timeline bar seeks to where the pointer is until the
// button comes up; a press elsewhere, or with the timeline closed, does not.
func TestBarSeeks(t *testing.T) {
	lay := render.NewLayout(1000, 640, true)
	lay.Bar = image.Rect(100, 600, 501, 606)
	at := func(x, y int, down, pressed bool) *Devices {
		return &Devices{Cursor: image.Pt(x, y), Down: [numButtons]bool{Left: down}, Pressed: [numButtons]bool{Left: pressed}}
	}
	var b Bar
	var got []Step
	for _, d := range []*Devices{at(200, 603, true, true), at(300, 590, true, false), at(900, 603, true, false), at(900, 603, false, false)} {
		steps, active := b.Translate(d, true, lay)
		if !active {
			t.Fatalf("a seek tick is not active: %+v", d)
		}
		got = append(got, steps...)
	}
	check(t, "seek", got, []Step{
		{Log: "seek 100"}, {Intent: scene.SeekFraction{F: 0.25}},
		{Intent: scene.SeekFraction{F: 0.5}},
		{Intent: scene.SeekFraction{F: 1}},
		{Log: "seek end"},
	})
	if b.Seeking() {
		t.Fatal("still seeking after the release")
	}
	for _, c := range []struct {
		d     *Devices
		shown bool
	}{{at(200, 580, true, true), true}, {at(200, 603, true, true), false}} {
		if steps, _ := b.Translate(c.d, c.shown, lay); len(steps) != 0 || b.Seeking() {
			t.Errorf("press at %v, timeline shown %v: %+v", c.d.Cursor, c.shown, steps)
		}
	}
}

// TestKeyActs: a held key acts in its first tick, then from RepeatDelay on
// every RepeatEvery ticks when it repeats, and never again when it does not.
func TestKeyActs(t *testing.T) {
	var got, want []int
	for n := 1; n <= 33; n++ {
		if KeyActs(n, true) {
			got = append(got, n)
		}
		if KeyActs(n, false) && n != 1 {
			t.Errorf("a key that does not repeat acts at tick %d", n)
		}
	}
	want = []int{1, 24, 27, 30, 33}
	if !slices.Equal(got, want) {
		t.Errorf("a repeating key acts at ticks %v, want %v", got, want)
	}
	if KeyActs(0, true) {
		t.Error("a key not held acts")
	}
}

// In the split view a press over the second pane paints the cell that
// pane shows, which the first pane shows at the same place; a drag across
// into the next pane keeps the pane it started in.
func TestSplitViewPointer(t *testing.T) {
	lay := render.NewLayout(1000, 640, true)
	lay.NPanes = 2
	w := lay.Map.Dx() / 2
	lay.Panes[0] = image.Rect(lay.Map.Min.X, lay.Map.Min.Y, lay.Map.Min.X+w-2, lay.Map.Max.Y-200)
	lay.Panes[1] = image.Rect(lay.Map.Min.X+w+2, lay.Map.Min.Y, lay.Map.Max.X, lay.Map.Max.Y-200)
	lay.Map = lay.Panes[0]
	v := scene.View{Scale: 10, W: lay.Map.Dx(), H: lay.Map.Dy()}
	var m Map
	at := func(p image.Point, down bool) []Step {
		d := &Devices{Cursor: p, Keys: map[string]int{}}
		d.Down[Left], d.Pressed[Left] = down, down && !m.Dragging()
		steps, _ := m.Translate(d, v, lay)
		return steps
	}
	p1 := lay.Panes[1].Min.Add(image.Pt(35, 45)) // cell (3,4) of the second pane
	var press *scene.Press
	for _, st := range at(p1, true) {
		if in, ok := st.Intent.(scene.Press); ok {
			press = &in
		}
	}
	if press == nil || press.Cell != pathing.Pt(3, 4) {
		t.Fatalf("a press over the second pane: %+v, want cell (3,4)", press)
	}
	// dragging left across the gap into the first pane: the cell keeps going left
	for _, st := range at(p1.Sub(image.Pt(60, 0)), true) {
		if in, ok := st.Intent.(scene.Drag); ok && in.Cell != pathing.Pt(-3, 4) {
			t.Fatalf("the drag crossed into the first pane: cell %v, want (-3,4) in the second pane's frame", in.Cell)
		}
	}
}
