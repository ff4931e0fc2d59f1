package render

import (
	"image"

	"swath/assets"
)

// Layout cuts the window into the map viewport, the side column (options
// panel, figures, legend) and the status bar under the map.
type Layout struct {
	W, H   int
	Map    image.Rectangle
	Side   image.Rectangle
	Status image.Rectangle
	// Panel is the part of the side column the options panel covers; the
	// figures start below it. Empty when there is no panel (exports).
	Panel image.Rectangle
	// Timeline is the band between the map and the status bar that the
	// step-through view shows (the timeline bar, the step's number and
	// text); Bar is the bar's track inside it, which a click or drag seeks
	// along. Both are empty outside the step-through view.
	Timeline, Bar image.Rectangle
	// Export leaves out what only the app needs: key and mouse hints, the
	// cursor's cell and the tool, the playback state.
	Export bool
	// SideScrollMax is how far the side column's text overflows the
	// column, in pixels: how far the wheel over it may scroll (side.go).
	SideScrollMax int
	// In the split view (layout_split.go) Map is the first pane's
	// viewport; Panes[:NPanes] are every pane's, side by side, PaneArea
	// holds the panes after the first and Captions the band under them of
	// each pane's caption and figures. All empty in the single view.
	Panes              [MaxPanes]image.Rectangle
	NPanes             int
	PaneArea, Captions image.Rectangle
}

// Layout sizes, in pixels.
const (
	SideWidth    = 300
	StatusHeight = 2*assets.LineHeight + 12
	PanelHeight  = 476 // the last layer row scrolls into view (or F6); 800x500 keeps room below
)

// NewLayout lays out a w×h window; withPanel reserves room for the options
// panel (PanelRoom(h) of it). It has no timeline band: LayoutOf adds it in
// the step-through view, and the panel's own height.
func NewLayout(w, h int, withPanel bool) Layout { return newLayout(w, h, withPanel, PanelHeight) }

// newLayout is NewLayout with the options panel want pixels tall (capped
// at PanelRoom).
func newLayout(w, h int, withPanel bool, want int) Layout {
	w, h = max(w, SideWidth+64), max(h, StatusHeight+64)
	l := Layout{W: w, H: h}
	l.Map = image.Rect(0, 0, w-SideWidth, h-StatusHeight)
	l.Status = image.Rect(0, h-StatusHeight, w-SideWidth, h)
	l.Side = image.Rect(w-SideWidth, 0, w, h)
	if withPanel {
		l.Panel = image.Rect(l.Side.Min.X+6, 6, l.Side.Max.X-6, 6+min(max(want, PanelTitle), PanelRoom(h)))
	}
	return l
}

// PanelTitle is the height of the options panel's title bar: all of it
// that shows when it is collapsed.
const PanelTitle = 24

// PanelRoom is the most of an h-pixel side column the options panel
// takes: PanelHeight in a window 640 pixels high or more; in a shorter one
// (a UI scale of 2 halves 1000 pixels to 500) less, down to half the
// column, so that the title, the lesson, the figures and the legend keep
// their room (the panel scrolls inside itself).
func PanelRoom(h int) int {
	return max(min(PanelHeight, PanelHeight-(roomyHeight-h)*8/5), h/2, PanelTitle)
}

// roomyHeight is the window height from which the panel has PanelHeight.
const roomyHeight = 640
