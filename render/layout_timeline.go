package render

import (
	"image"

	"swath/assets"
	"swath/view"
)

// TimelineHeight is the height of the timeline band of a wide map: the
// bar, then two lines for the step's text (TimelineHeightFor).
const TimelineHeight = barTop + barHeight + 6 + 2*assets.LineHeight + 6

// TimelineHeightFor is the height of the timeline band over a map w pixels
// wide: the step's text gets the lines that hold captionRoom characters
// (two from about 700 pixels, up to four in a narrow one: at a UI scale of
// 2 two lines cut a step's text to "t=block…").
func TimelineHeightFor(w int) int {
	return TimelineHeight + (captionLines(w)-2)*assets.LineHeight
}

// captionRoom is how many characters of a step's text the band shows
// whole: most texts; the longest (a search step's counts, about 210) end
// in "…" in a band of two lines.
const captionRoom = 140

// captionLines is the lines of the step's text in a band w pixels wide:
// the first beside the playback state, the others the band's whole width.
func captionLines(w int) int {
	first, full := captionCols(w)
	n := 2
	for n < 4 && first+(n-1)*full < captionRoom {
		n++
	}
	return n
}

// captionCols is how many characters the step text's first line (left of
// the playback state) and the lines under it hold in a band w pixels wide.
func captionCols(w int) (first, full int) {
	cw := charWidth(assets.TextSize)
	first = int(float64(max(w-barMarginX-barLabelW+14-12, 0)) / cw) // from the band's margin to the state's, less a gap
	full = int(float64(max(w-2*barMarginX, 0)) / cw)
	return first, full
}

const (
	barTop    = 8
	barHeight = 16
	// barLabelW is the room right of the bar for "12345 / 12345" and, under
	// it, the longest playback state, "playing, 0.25 steps/s" (21
	// characters after a 14-pixel gap, and a margin)
	barLabelW  = 14 + 22*6*assets.TextSize/10 + 8
	barMarginX = 12
)

// LayoutOf lays out a w×h window for s: NewLayout, with the timeline band
// cut from the bottom of the map while s shows the step-through view or
// the crowd mode (whose clock it shows). The
// app, the exports and Picture all lay out with it, so that the scene's
// view always matches the map rectangle drawn.
func LayoutOf(s view.Reader, w, h int, withPanel bool) (l Layout) {
	want := PanelHeight
	if s != nil && s.PanelHeight() > 0 {
		want = s.PanelHeight()
	}
	l = newLayout(w, h, withPanel, want)
	defer func() { l.SideScrollMax = sideOverflow(s, l) }()
	if s != nil {
		defer func() { l = splitLayout(l, s.Split()) }() // layout_split.go
	}
	th := TimelineHeightFor(l.Map.Dx())
	if s == nil || !(s.Selected().TimelineShown() || crowdShown(s)) || l.Map.Dy() < 2*th {
		return l
	}
	l.Map.Max.Y -= th
	l.Timeline = image.Rect(l.Map.Min.X, l.Map.Max.Y, l.Map.Max.X, l.Map.Max.Y+th)
	l.Bar = image.Rect(l.Timeline.Min.X+barMarginX, l.Timeline.Min.Y+barTop,
		max(l.Timeline.Max.X-barLabelW, l.Timeline.Min.X+barMarginX+8), l.Timeline.Min.Y+barTop+barHeight)
	return l
}

// BarFraction is the fraction of the timeline (0 at the first step, 1 at
// the last) at window abscissa x on the bar, clamped to 0…1.
func (l Layout) BarFraction(x int) float64 {
	if l.Bar.Dx() <= 1 {
		return 0
	}
	f := float64(x-l.Bar.Min.X) / float64(l.Bar.Dx()-1)
	return min(max(f, 0), 1)
}

// barX is the abscissa of step i of n on the bar (the inverse of BarFraction).
func (l Layout) barX(i, n int) float64 {
	if n < 2 {
		return float64(l.Bar.Min.X)
	}
	return float64(l.Bar.Min.X) + float64(i)/float64(n-1)*float64(l.Bar.Dx()-1) + 0.5
}
