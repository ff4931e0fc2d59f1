package e2e

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// sizeDialog answers the new-map or resize dialog the key opened (ctrl+n
// or ctrl+r) with w×h, in the app and in the model.
func (a *app) sizeDialog(m *model, key string, act scene.Action, w, h int) {
	a.t.Helper()
	a.press(key)
	m.sc.Apply(act)
	if d := m.sc.Dialog(); d == nil || d.Kind != scene.SizeDialog {
		a.t.Fatalf("%s opens no size dialog in the model", key)
	}
	a.wait("the size dialog", func(img *image.RGBA) bool { return dialogShown(img, m.sc.Dialog()) })
	a.act("typing the width", "text", "type", "--delay", "120", fmt.Sprint(w))
	a.press("Tab")
	a.act("typing the height", "text", "type", "--delay", "120", fmt.Sprint(h))
	a.press("Return")
	for _, in := range []scene.Intent{scene.DialogText{Text: fmt.Sprint(w)}, scene.ActDialogNextField,
		scene.DialogText{Text: fmt.Sprint(h)}, scene.ActDialogOK} {
		m.sc.Apply(in)
	}
	m.sc.Refresh()
	if g := m.sc.Grid(); g.Width() != w || g.Height() != h {
		a.t.Fatalf("the model's map is %dx%d after the dialog, want %dx%d", g.Width(), g.Height(), w, h)
	}
}

// checkEndsFit fails unless the model's start and goal are placements of
// its footprint (wholly on free cells of the map) and it has a route.
func (m *model) checkEndsFit(t *testing.T, what string) {
	t.Helper()
	g, ag := m.sc.Grid(), m.sc.Selected().Agent()
	for _, e := range []struct {
		name string
		p    pathing.Point
	}{{"start", m.sc.Selected().Start()}, {"goal", m.sc.Selected().Goal()}} {
		if err := g.FitError(ag, e.p); err != nil {
			t.Fatalf("%s: the %s %v is no placement of %s: %v", what, e.name, e.p, ag.WithArticle(), err)
		}
	}
	if pl := m.sc.Selected().Plan(); !pl.Found {
		t.Fatalf("%s: no route from %v to %v: %v", what, m.sc.Selected().Start(), m.sc.Selected().Goal(), pl.Err)
	}
	t.Logf("%s: %s, start %v, goal %v", what, ag.WithArticle(), m.sc.Selected().Start(), m.sc.Selected().Goal())
}

// outlineCorners are window pixels at the inner corners of the outline of
// the footprint at p: the marker's colour where the footprint fits, the
// warning colour where it does not.
func (m *model) outlineCorners(p pathing.Point) []image.Point {
	cr := m.sc.Selected().Agent().Cover(p)
	a := m.px(pathing.Pt(cr.MinX, cr.MinY), -0.5, -0.5)
	b := m.px(pathing.Pt(cr.MaxX, cr.MaxY), 0.5, 0.5)
	return []image.Point{{a.X + 1, a.Y + 1}, {b.X - 2, a.Y + 1}, {a.X + 1, b.Y - 2}, {b.X - 2, b.Y - 2}}
}

// endsDrawnFitting reports whether the window shows the model's S and G
// with outlines in their own colours (they fit), a route, and no warning in
// the status bar.
func (m *model) endsDrawnFitting(img *image.RGBA) bool {
	for _, e := range []struct {
		p   pathing.Point
		col color.RGBA
	}{{m.sc.Selected().Start(), assets.Start}, {m.sc.Selected().Goal(), assets.Goal}} {
		for _, q := range m.outlineCorners(e.p) {
			if !near(img.RGBAAt(q.X, q.Y), e.col) {
				return false
			}
		}
	}
	return countNear(img, m.lay.Map, assets.Segment) > 40 && countNear(img, m.lay.Status, assets.Warning) == 0
}

// TestNewMapEndsFit: Ctrl+N with the demo's 2×2 agent makes a 30×20 map
// whose S and G are placements of the footprint (the goal used to be on
// the last cell, where a 2×2 agent reaches off the map: no route, no
// reason), so a route is drawn and the status line warns of nothing.
func TestNewMapEndsFit(t *testing.T) {
	a := start(t)
	m := newModel(t)
	a.waitDrawn(m)
	a.sizeDialog(m, "ctrl+n", scene.ActNew, 30, 20)
	m.checkEndsFit(t, "new 30x20 map")
	a.waitTitle("Swath — untitled")
	a.park()
	a.wait("S and G fitting, a route, no warning", m.endsDrawnFitting)
}

// TestResizedMapEndsFit: Ctrl+R shrinks the demo to 16×12, cutting the
// 2×2 agent's start and goal off the map; both move to the nearest
// placements, so the route is drawn and nothing warns.
func TestResizedMapEndsFit(t *testing.T) {
	a := start(t)
	m := newModel(t)
	a.waitDrawn(m)
	s0, g0 := m.sc.Selected().Start(), m.sc.Selected().Goal()
	a.sizeDialog(m, "ctrl+r", scene.ActResizeMap, 16, 12)
	m.checkEndsFit(t, "demo resized to 16x12")
	if m.sc.Selected().Start() == s0 || m.sc.Selected().Goal() == g0 {
		t.Fatalf("the resize keeps the start %v or the goal %v: pick a size that cuts both off", s0, g0)
	}
	a.park()
	a.wait("S and G fitting, a route, no warning", m.endsDrawnFitting)
}

// TestPaintOnStartWarns: on a new map (whose "New map" notice stays in
// the status line) a stroke from beside S into its footprint makes the
// start no placement: the status line says so in the warning colour,
// naming the painted cell, as the model's does (a notice used to hide
// the reason).
func TestPaintOnStartWarns(t *testing.T) {
	a := start(t)
	m := newModel(t)
	a.waitDrawn(m)
	a.sizeDialog(m, "ctrl+n", scene.ActNew, 30, 20)
	m.checkEndsFit(t, "new 30x20 map")
	a.park()
	fitting := a.wait("S and G fitting", m.endsDrawnFitting)

	// from two cells right of the footprint into its last column, along its top row
	cr := m.sc.Selected().Agent().Cover(m.sc.Selected().Start())
	var cells []pathing.Point
	for x := cr.MaxX + 2; x >= cr.MaxX; x-- {
		cells = append(cells, pathing.Pt(x, cr.MinY))
	}
	p0 := m.px(cells[0], 0, 0)
	args := []string{"mousemove", "--sync", fmt.Sprint(a.x + p0.X), fmt.Sprint(a.y + p0.Y), "mousedown", "1", "sleep", "0.2"}
	for _, c := range cells[1:] {
		p := m.px(c, 0, 0)
		args = append(args, "mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y), "sleep", "0.12")
	}
	took := a.stroke("a stroke into S's footprint", append(args, "sleep", "0.1", "mouseup", "1", "sleep", "0.2")...)
	if !cr.Contains(took[len(took)-1]) {
		t.Fatalf("the stroke the app took, %v, ends outside S's footprint %v", took, cr)
	}
	m.replay(took)
	a.park()
	blocker := took[len(took)-1]
	msg := m.sc.Selected().NoPath()
	if want := fmt.Sprintf("overlaps the obstacle at (%d,%d)", blocker.X, blocker.Y); len(m.sc.Selected().FitWarnings()) == 0 || !strings.Contains(msg, want) {
		t.Fatalf("the model says %q (fit warnings %q), want the start blocked and %q", msg, m.sc.Selected().FitWarnings(), want)
	}
	t.Logf("the model's status: %s", msg)
	// the status bar's second line: the warning, as the model draws it
	lh := assets.LineHeight
	line := image.Rect(m.lay.Status.Min.X, m.lay.Status.Min.Y+4+lh, m.lay.Status.Max.X, m.lay.Status.Min.Y+8+2*lh)
	want := cpuPicture(m.sc)
	got := a.wait("the status line warns", func(img *image.RGBA) bool {
		return countNear(img, line, assets.Warning) > 100 && inkDiff(img, want, line) < 60
	})
	if n := m.mapDiff(fitting, got); n == 0 {
		t.Fatal("painting into S's footprint changed nothing on the map")
	}
}
