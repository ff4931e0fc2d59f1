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
	title := image.Rect(place.Min.X+panelTitleHeight, place.Min.Y, place.Max.X, place.Min.Y+panelTitleHeight)
	cur := image.Pt(ebiten.CursorPosition())
	switch {
	case inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft):
		p.dragging = cur.In(title)
		if p.dragging {
			p.gen++
		}
	case !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft):
		p.dragging = false
	case p.dragging && cur != p.last:
		p.gen++
	}
	p.last = cur
	return fmt.Sprint(place.Min.X, "/", p.gen)
}
