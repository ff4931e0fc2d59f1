//go:build linux || freebsd || netbsd || openbsd

package app

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/jezek/xgb/xproto"
)

// TestTapReleaseWakesTheApp: the X source asks for a tick after each
// release it queues (not after a press). An idle app ticks only on
// GLFW's events; when GLFW took a tap's press and release before this
// connection had them, the lost tap waited for the next key and came
// with it (the crowd test's Space, tapped again 3 s later, toggled twice).
func TestTapReleaseWakesTheApp(t *testing.T) {
	wakes := 0
	const code = xproto.Keycode(65)
	s := &x11Taps{keys: map[xproto.Keycode]ebiten.Key{code: ebiten.KeySpace}, wake: func() { wakes++ }}
	s.push(code, true, 0)
	if wakes != 0 {
		t.Fatalf("a press asked for %d ticks, want 0 (the tick that sees the key acts on it)", wakes)
	}
	s.push(code, false, 0)
	if wakes != 1 {
		t.Fatalf("a release asked for %d ticks, want 1", wakes)
	}
	if ev := s.drain(nil); len(ev) != 2 || !ev[0].press || ev[1].press || ev[1].key != ebiten.KeySpace {
		t.Fatalf("queued %+v, want Space's press and release", ev)
	}
	s.push(code+1, false, 0) // a key the app does not read: no tick
	if wakes != 1 {
		t.Fatalf("a release of an unread key asked for a tick")
	}
}
