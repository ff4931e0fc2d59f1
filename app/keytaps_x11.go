//go:build linux || freebsd || netbsd || openbsd

package app

import (
	"os"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// x11Taps is the tap source on X11: a connection of its own that selects
// the key events of the app's window (X lets several clients listen to a
// window's keys; GLFW's own connection is untouched) and queues them.
type x11Taps struct {
	mu     sync.Mutex
	events []tapEvent
	keys   map[xproto.Keycode]ebiten.Key
	// wake asks the app for a tick after a release: its tap may have come
	// and gone inside a tick, and an idle app ticks only on GLFW's events,
	// which it may have taken before this connection's (the tap then waited
	// for the next key, 3 s later in an e2e test, and came with it)
	wake func()
}

// maxTapEvents bounds the queue if no tick drains it (a stalled app).
const maxTapEvents = 256

// startTaps connects to the display and finds the app's window (by its
// _NET_WM_PID); it returns nil where that fails (no X, a window not yet
// mapped): the app then reads keys as Ebitengine polls them only. wake,
// when not nil, is called after each release is queued.
func startTaps(wake func()) tapSource {
	if os.Getenv("SWATH_NO_TAP_WATCH") != "" {
		return nil // (the tests' control: taps lost as without the source)
	}
	c, err := xgb.NewConn()
	if err != nil {
		return nil
	}
	atom, err := xproto.InternAtom(c, true, uint16(len("_NET_WM_PID")), "_NET_WM_PID").Reply()
	if err != nil || atom.Atom == xproto.AtomNone {
		c.Close()
		return nil
	}
	win, ok := pidWindow(c, atom.Atom, xproto.Setup(c).DefaultScreen(c).Root, 0)
	if !ok {
		c.Close()
		return nil
	}
	keys, err := keycodes(c)
	if err != nil || xproto.ChangeWindowAttributesChecked(c, win, xproto.CwEventMask,
		[]uint32{xproto.EventMaskKeyPress | xproto.EventMaskKeyRelease}).Check() != nil {
		c.Close()
		return nil
	}
	s := &x11Taps{keys: keys, wake: wake}
	go s.read(c)
	return s
}

// pidWindow finds the top-level window whose _NET_WM_PID is this
// process's (GLFW sets it), looking a few levels down from root (a window
// manager reparents it). atom is _NET_WM_PID's.
func pidWindow(c *xgb.Conn, atom xproto.Atom, root xproto.Window, depth int) (xproto.Window, bool) {
	tree, err := xproto.QueryTree(c, root).Reply()
	if err != nil {
		return 0, false
	}
	pid := uint32(os.Getpid())
	for _, w := range tree.Children {
		p, err := xproto.GetProperty(c, false, w, atom, xproto.AtomCardinal, 0, 1).Reply()
		if err == nil && p.Format == 32 && len(p.Value) >= 4 && xgb.Get32(p.Value) == pid {
			return w, true
		}
	}
	if depth < 2 {
		for _, w := range tree.Children {
			if found, ok := pidWindow(c, atom, w, depth+1); ok {
				return found, true
			}
		}
	}
	return 0, false
}

// keycodes maps the keyboard's keycodes to the Ebitengine keys their
// first keysym names (modifiers and unknown keys left out).
func keycodes(c *xgb.Conn) (map[xproto.Keycode]ebiten.Key, error) {
	setup := xproto.Setup(c)
	n := int(setup.MaxKeycode) - int(setup.MinKeycode) + 1
	m, err := xproto.GetKeyboardMapping(c, setup.MinKeycode, byte(n)).Reply()
	if err != nil {
		return nil, err
	}
	keys := map[xproto.Keycode]ebiten.Key{}
	per := int(m.KeysymsPerKeycode)
	for i := 0; i < n && per > 0 && (i+1)*per <= len(m.Keysyms); i++ {
		if k, ok := keysymKey(uint32(m.Keysyms[i*per])); ok {
			keys[xproto.Keycode(int(setup.MinKeycode)+i)] = k
		}
	}
	return keys, nil
}

// read queues the key events until the connection closes. Key repeat
// sends a release and a press of the same time while a key is held: both
// are left out (the ticks see the key held). (xdotool's keydown sends
// such a pair too, for a key that is up: a press.)
func (s *x11Taps) read(c *xgb.Conn) {
	held := map[xproto.Keycode]bool{}
	var next xgb.Event
	for {
		ev := next
		next = nil
		if ev == nil {
			var err xgb.Error
			if ev, err = c.WaitForEvent(); ev == nil && err == nil {
				return // closed
			}
		}
		switch ev := ev.(type) {
		case xproto.KeyPressEvent:
			held[ev.Detail] = true
			s.push(ev.Detail, true, ev.State)
		case xproto.KeyReleaseEvent:
			if held[ev.Detail] {
				next = following(c)
				if p, ok := next.(xproto.KeyPressEvent); ok && p.Detail == ev.Detail && p.Time == ev.Time {
					next = nil // key repeat
					continue
				}
			}
			delete(held, ev.Detail)
			s.push(ev.Detail, false, ev.State)
		}
	}
}

// following is the event that comes within a few milliseconds, or nil.
func following(c *xgb.Conn) xgb.Event {
	for range 4 {
		if ev, _ := c.PollForEvent(); ev != nil {
			return ev
		}
		time.Sleep(2 * time.Millisecond)
	}
	return nil
}

// push queues a press or release of the key with keycode code.
func (s *x11Taps) push(code xproto.Keycode, press bool, state uint16) {
	k, ok := s.keys[code]
	if !ok {
		return
	}
	e := tapEvent{key: k, press: press, ctrl: state&(xproto.ModMaskControl|xproto.ModMask4) != 0, shift: state&xproto.ModMaskShift != 0}
	s.mu.Lock()
	if len(s.events) < maxTapEvents {
		s.events = append(s.events, e)
	}
	s.mu.Unlock()
	if !press && s.wake != nil {
		s.wake()
	}
}

func (s *x11Taps) drain(buf []tapEvent) []tapEvent {
	s.mu.Lock()
	defer s.mu.Unlock()
	buf = append(buf, s.events...)
	s.events = s.events[:0]
	return buf
}

// keysymKey is the Ebitengine key an X keysym names (X11's keysymdef.h).
func keysymKey(sym uint32) (ebiten.Key, bool) {
	switch {
	case sym >= 'a' && sym <= 'z':
		return ebiten.KeyA + ebiten.Key(sym-'a'), true
	case sym >= '0' && sym <= '9':
		return ebiten.Key0 + ebiten.Key(sym-'0'), true
	case sym >= 0xffbe && sym <= 0xffc9: // F1 … F12
		return ebiten.KeyF1 + ebiten.Key(sym-0xffbe), true
	}
	k, ok := keysyms[sym]
	return k, ok
}

var keysyms = map[uint32]ebiten.Key{
	' ': ebiten.KeySpace, '\'': ebiten.KeyApostrophe, ',': ebiten.KeyComma, '-': ebiten.KeyMinus,
	'.': ebiten.KeyPeriod, '/': ebiten.KeySlash, ';': ebiten.KeySemicolon, '=': ebiten.KeyEqual,
	'[': ebiten.KeyBracketLeft, '\\': ebiten.KeyBackslash, ']': ebiten.KeyBracketRight, '`': ebiten.KeyBackquote,
	0xff08: ebiten.KeyBackspace, 0xff09: ebiten.KeyTab, 0xff0d: ebiten.KeyEnter, 0xff1b: ebiten.KeyEscape,
	0xff50: ebiten.KeyHome, 0xff51: ebiten.KeyArrowLeft, 0xff52: ebiten.KeyArrowUp, 0xff53: ebiten.KeyArrowRight,
	0xff54: ebiten.KeyArrowDown, 0xff55: ebiten.KeyPageUp, 0xff56: ebiten.KeyPageDown, 0xff57: ebiten.KeyEnd,
	0xff63: ebiten.KeyInsert, 0xffff: ebiten.KeyDelete, 0xff8d: ebiten.KeyNumpadEnter,
}
