package e2e

import (
	"fmt"
	"image"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// closeWindow asks the window to close as a window manager's close button
// does: a WM_DELETE_WINDOW client message.
func (a *app) closeWindow() {
	a.t.Helper()
	c, err := xgb.NewConnDisplay(a.display)
	if err != nil {
		a.t.Fatalf("connect to %s: %v", a.display, err)
	}
	defer c.Close()
	atom := func(name string) xproto.Atom {
		r, err := xproto.InternAtom(c, false, uint16(len(name)), name).Reply()
		if err != nil {
			a.t.Fatalf("atom %s: %v", name, err)
		}
		return r.Atom
	}
	id, err := strconv.ParseUint(a.win, 10, 32)
	if err != nil {
		a.t.Fatalf("window id %q: %v", a.win, err)
	}
	ev := xproto.ClientMessageEvent{Format: 32, Window: xproto.Window(id), Type: atom("WM_PROTOCOLS"),
		Data: xproto.ClientMessageDataUnionData32New([]uint32{uint32(atom("WM_DELETE_WINDOW")), 0, 0, 0, 0})}
	if err := xproto.SendEventChecked(c, false, xproto.Window(id), xproto.EventMaskNoEvent, string(ev.Bytes())).Check(); err != nil {
		a.t.Fatalf("send WM_DELETE_WINDOW: %v", err)
	}
}

// windowGone reports whether no Swath window is left on the display.
func (a *app) windowGone() bool {
	cmd := exec.Command("xdotool", "search", "--onlyvisible", "--name", "Swath")
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	out, err := cmd.Output()
	return err != nil && len(out) == 0
}

// TestCloseAsksAboutUnsavedChanges: with a painted cell, the window's
// close button shows the unsaved-changes question; Esc keeps the window
// and the work; closing again and choosing Discard closes the window.
func TestCloseAsksAboutUnsavedChanges(t *testing.T) {
	a := startIn(t, t.TempDir())
	m := newModel(t)
	park := a.park
	a.waitDrawn(m)
	// paint a cell, so that there is work to lose
	var cell pathing.Point
	for i := 0; ; i++ {
		cell = pathing.Pt(1+i, 1)
		if !m.sc.Grid().Blocked(cell.X, cell.Y) {
			break
		}
	}
	p := m.px(cell, 0, 0)
	a.act("a click on a cell", "release", "mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y), "sleep", "0.1", "mousedown", "1", "sleep", "0.1", "mouseup", "1")
	park()
	painted := a.wait("the cell painted", func(img *image.RGBA) bool {
		q := m.px(cell, -0.3, -0.3)
		return !m.hovered(img) && near(img.RGBAAt(q.X, q.Y), assets.Obstacle)
	})

	confirm := scene.New(scene.Demo())
	confirm.Apply(scene.ActToggleSearch)
	confirm.Apply(scene.Quit{})
	d := confirm.Dialog()
	a.closeWindow()
	a.wait("the unsaved-changes question", func(img *image.RGBA) bool { return dialogShown(img, d) })
	a.press("Escape")
	a.wait("the question gone, the work kept", func(img *image.RGBA) bool { return m.mapDiff(painted, img) == 0 })
	if a.windowGone() {
		t.Fatal("Cancel closed the window")
	}
	a.closeWindow()
	a.wait("the question again", func(img *image.RGBA) bool { return dialogShown(img, d) })
	a.press("d")
	for deadline := time.Now().Add(8 * time.Second); !a.windowGone(); time.Sleep(150 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("Discard did not close the window")
		}
	}
}
