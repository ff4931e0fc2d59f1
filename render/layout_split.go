package render

import (
	"image"

	"swath/assets"
	"swath/view"
)

// MaxPanes is the most panes a split view shows side by side.
const MaxPanes = 4

// paneGap is the room between two panes, in pixels.
const paneGap = 4

// captionHeight is the height of the band under the panes: each pane's
// name, where its cursor is, then its figures (paneRows), a line each.
func captionHeight() int { return (2+len(paneRows))*assets.LineHeight + 14 }

// splitLayout cuts l's map viewport into the split view's panes, side by
// side, over the band of their captions; l is returned as it is outside
// the split view. Map becomes the first pane's viewport: the scene's view
// is sized to one pane, and every pane shows the map through it.
func splitLayout(l Layout, sp *view.Split) Layout {
	if sp == nil || len(sp.Panes) < 2 {
		return l
	}
	n := min(len(sp.Panes), MaxPanes)
	area := l.Map
	ch := captionHeight()
	if area.Dy() < ch+64 { // a low window: the names and cursors only
		ch = 2*assets.LineHeight + 12
	}
	top, bottom := area.Min.Y, area.Max.Y-ch
	w := (area.Dx() - (n-1)*paneGap) / n
	for i := range n {
		x0 := area.Min.X + i*(w+paneGap)
		x1 := x0 + w
		if i == n-1 {
			x1 = area.Max.X
		}
		l.Panes[i] = image.Rect(x0, top, x1, bottom)
	}
	l.NPanes = n
	l.Map = l.Panes[0]
	l.PaneArea = image.Rect(l.Panes[0].Max.X, top, area.Max.X, bottom)
	l.Captions = image.Rect(area.Min.X, bottom, area.Max.X, area.Max.Y)
	return l
}

// PaneAt is the pane whose viewport holds window point p, or -1: the
// app turns a pointer over any pane into the first pane's coordinates
// (PaneOffset), so that painting and dragging act on the one map.
func (l Layout) PaneAt(p image.Point) int {
	for i := range l.NPanes {
		if p.In(l.Panes[i]) {
			return i
		}
	}
	return -1
}

// PaneOffset is how far pane i's viewport lies from the first pane's.
func (l Layout) PaneOffset(i int) image.Point {
	if i <= 0 || i >= l.NPanes {
		return image.Point{}
	}
	return l.Panes[i].Min.Sub(l.Panes[0].Min)
}
