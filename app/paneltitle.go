package app

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// panelTitleHeight is the height of debugui's window title bar.
const panelTitleHeight = 24

// panelPin keeps the options panel where the layout puts it. debugui moves
// a window whose title bar is dragged, and the app draws the panel only in
// its place in the side column, so a dragged panel vanished until a
// window resize made a new one. While a drag that began on the title bar
// (right of its collapse button) goes on, each tick names the window anew
// (scope), so debugui lays out a fresh one at its place: it never moves.
type panelPin struct {
	dragging bool
	gen      int
	last     image.Point
}

// scope is the debugui ID scope of the panel this tick, in place.
func (p *panelPin) scope(place image.Rectangle) string {
	return p.scopeFor(place, image.Pt(ebiten.CursorPosition()),
		inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft), ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft))
}

// scopeFor is scope for this tick's cursor and left button.
//
// A press begins a title drag when the cursor is on the title bar now or
// was there last tick: debugui gives the press to the widget it marked as
// hovered last tick even when the cursor has left it since (its hover
// outlives the pointer). On a loaded machine the press and the first moves
// reach a tick together, so the cursor is already off the title when the
// press is first seen, and judging by it alone let debugui drag the panel
// away (an e2e run under load saw the panel leave its place).
func (p *panelPin) scopeFor(place image.Rectangle, cur image.Point, justPressed, pressed bool) string {
	title := image.Rect(place.Min.X+panelTitleHeight, place.Min.Y, place.Max.X, place.Min.Y+panelTitleHeight)
	switch {
	case justPressed:
		p.dragging = cur.In(title) || p.last.In(title)
		if p.dragging {
			p.gen++
		}
	case !pressed:
		p.dragging = false
	case p.dragging && cur != p.last:
		p.gen++
	}
	p.last = cur
	return fmt.Sprint(place.Min.X, "/", p.gen)
}
