package app

import (
	"image"
	"testing"
)

// TestPanelPinPressSeenOffTheTitle: on a loaded machine a press on the
// panel's title reaches the app in the same tick as the drag's first moves,
// so the cursor is already off the title when the press is seen. debugui
// gives that press to the title it marked hovered last tick, so the pin
// must take it for a title drag too: a new scope at the press and at each
// move while it is held, none after the release.
func TestPanelPinPressSeenOffTheTitle(t *testing.T) {
	place := image.Rect(800, 40, 1080, 500)
	onTitle := image.Pt(place.Min.X+120, place.Min.Y+12)
	for _, tc := range []struct {
		name  string
		press image.Point // where the cursor is in the tick the press is seen
	}{
		{"press seen on the title", onTitle},
		{"press seen after moves off the title", onTitle.Add(image.Pt(-200, 50))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var p panelPin
			hover := p.scopeFor(place, onTitle, false, false)
			if again := p.scopeFor(place, onTitle, false, false); again != hover {
				t.Fatalf("hovering: scope %q then %q, want it kept", hover, again)
			}
			pressed := p.scopeFor(place, tc.press, true, true)
			if pressed == hover {
				t.Fatalf("the press at %v after a tick on the title kept the scope %q: debugui would drag that window", tc.press, pressed)
			}
			prev := pressed
			for i, cur := range []image.Point{tc.press.Add(image.Pt(-40, 10)), tc.press.Add(image.Pt(-80, 20))} {
				s := p.scopeFor(place, cur, false, true)
				if s == prev {
					t.Fatalf("move %d to %v while held kept the scope %q", i+1, cur, s)
				}
				prev = s
			}
			if s := p.scopeFor(place, tc.press.Add(image.Pt(-80, 20)), false, true); s != prev {
				t.Fatalf("held still: scope %q, want %q kept", s, prev)
			}
			released := p.scopeFor(place, tc.press.Add(image.Pt(-120, 30)), false, false)
			if after := p.scopeFor(place, tc.press.Add(image.Pt(-160, 40)), false, false); after != released {
				t.Fatalf("moves after the release changed the scope %q to %q", released, after)
			}
		})
	}
	// a press that begins elsewhere (the map) and moves over the title is
	// no title drag
	var p panelPin
	p.scopeFor(place, image.Pt(100, 100), false, false)
	s := p.scopeFor(place, image.Pt(100, 100), true, true)
	if s2 := p.scopeFor(place, onTitle, false, true); s2 != s {
		t.Fatalf("a press off the panel that moves over its title changed the scope %q to %q", s, s2)
	}
}
