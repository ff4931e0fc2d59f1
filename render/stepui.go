package render

import (
	"fmt"
	"image/color"

	"swath/assets"
	"swath/timeline"
	"swath/view"
)

// phaseColour is the colour of phase ph on the timeline bar.
func phaseColour(ph timeline.Phase) color.RGBA {
	switch ph {
	case timeline.PhaseSearch:
		return assets.PhaseSearch
	case timeline.PhaseSmooth:
		return assets.PhaseSmooth
	case timeline.PhaseResult:
		return assets.PhaseResult
	case timeline.PhaseOptimal:
		return assets.PhaseOptimal
	}
	return assets.PhaseWalk
}

// dim is c at a third of its strength over the bar's track.
func dim(c color.RGBA) color.RGBA {
	m := func(a, b uint8) uint8 { return uint8((int(a) + 2*int(b)) / 3) }
	return color.RGBA{m(c.R, assets.BarTrack.R), m(c.G, assets.BarTrack.G), m(c.B, assets.BarTrack.B), 0xff}
}

// buildTimelineBand appends the timeline band of the step-through view:
// the bar coloured by phase (bright up to the cursor), a tick at every
// anchor and phase start, the cursor, the step's number and the playback
// state, and the step's text on two lines. Nothing outside the view.
func buildTimelineBand(l List, s view.Reader, lay Layout) List {
	if crowdShown(s) && !lay.Timeline.Empty() {
		return buildCrowdBand(l, s, lay) // crowdband.go
	}
	tl, v := s.Selected().Timeline(), s.Selected().Step()
	if lay.Timeline.Empty() || !s.Selected().TimelineShown() {
		return l
	}
	if sp := s.Split(); sp != nil {
		return buildSplitBand(l, s, sp, lay) // panecaptions.go
	}
	const ts, lh = assets.TextSize, assets.LineHeight
	b, t := lay.Bar, lay.Timeline
	if tl == nil || v == nil {
		return buildTimelineProgress(l, lay)
	}
	l.rect(float64(t.Min.X), float64(t.Min.Y), float64(t.Max.X), float64(t.Max.Y), assets.Panel)
	l.line(float64(t.Min.X), float64(t.Min.Y)+0.5, float64(t.Max.X), float64(t.Min.Y)+0.5, 1, assets.PanelEdge)
	n := tl.Len()
	cur := v.Index
	y0, y1 := float64(b.Min.Y), float64(b.Max.Y)
	l.rect(float64(b.Min.X), y0, float64(b.Max.X), y1, assets.BarTrack)
	cx := lay.barX(cur, n)
	for _, sp := range tl.Spans() {
		x0 := lay.barX(sp.Start, n) - 0.5
		x1 := lay.barX(min(sp.End, n-1), n) - 0.5
		if sp.End >= n {
			x1 = float64(b.Max.X)
		}
		c := phaseColour(sp.Phase)
		l.rect(x0, y0, x1, y1, dim(c))
		if cx > x0 {
			l.rect(x0, y0, min(cx, x1), y1, c)
		}
	}
	last := -10.0
	for _, k := range tl.Boundaries() {
		x := lay.barX(k, n) - 0.5
		if k == 0 || x-last < 3 {
			continue
		}
		l.line(x, y0, x, y1, 1, assets.BarTick)
		last = x
	}
	l = buildKeyStepMarks(l, s, lay, n) // keystepmarks.go
	l.rect(cx-2, y0-4, cx+2, y1+4, assets.BarCursor)

	// the step's number and the playback state, right of the bar
	p := s.Selected().Player()
	rx := float64(b.Max.X) + 14
	l.text(rx, y0-1, ts, assets.Text, fmt.Sprintf("%d / %d", cur+1, n))
	state := "paused"
	if p.Playing() {
		state = "playing"
	}
	if !lay.Export {
		l.text(rx, float64(t.Min.Y)+barTop+barHeight+6, ts, assets.TextDim, fmt.Sprintf("%s, %s", state, p.SpeedLabel()))
	}

	// the step's text, the phase first in its colour
	x := float64(t.Min.X) + barMarginX
	y := float64(t.Min.Y) + barTop + barHeight + 6
	cols, full := captionCols(t.Dx())
	head := v.Phase.String() + ":"
	l.text(x, y, ts, phaseColour(v.Phase), head)
	text := withoutHead(v.Text, head)
	if s.Selected().TimelineStale() {
		text = "(updating after the edit) " + text
	} else if tl.Comparing() {
		text = "(comparing the strategies…) " + text
	}
	return bandLines(l, x, y, cols, full, captionLines(t.Dx()), head, text)
}

func joinFrom(lines []string, i int) string {
	out := ""
	for k, s := range lines[i:] {
		if k > 0 {
			out += " "
		}
		out += s
	}
	return out
}

// swatch draws a cell of colour c over a free cell.
func swatch(c color.RGBA) func(l *List, cx, cy float64) {
	return func(l *List, cx, cy float64) {
		l.rect(cx-6, cy-6, cx+6, cy+6, assets.Free)
		l.rect(cx-6, cy-6, cx+6, cy+6, c)
	}
}

// stepLegend explains the step-through view's colours.
var stepLegend = []legendItem{
	{"closed / open / expanding", func(l *List, cx, cy float64) {
		for k, c := range []color.RGBA{assets.ClosedFill, assets.OpenFill, assets.ExpandFill} {
			x := cx - 8 + float64(k)*6
			l.rect(x-3, cy-6, x+3, cy+6, assets.Free)
			l.rect(x-3, cy-6, x+3, cy+6, c)
		}
	}},
	{"scan cells, rectangle", func(l *List, cx, cy float64) {
		swatch(assets.ScanFill)(l, cx, cy)
		l.outline(cx-8, cy-8, cx+8, cy+8, 1.5, assets.RectLine)
	}},
	{"lines ft / fb", func(l *List, cx, cy float64) {
		l.line(cx-8, cy-2, cx+8, cy-6, 2, assets.TopLine)
		l.line(cx-8, cy+6, cx+8, cy+2, 2, assets.BottomLine)
	}},
	{"obstacle hit", swatch(Over(assets.Obstacle, assets.HitFill))},
	{"missed by paper sampling", swatch(assets.MissFill)},
	{"Pi, Pt (node under test)", func(l *List, cx, cy float64) {
		l.circle(cx-4, cy, 4, assets.Anchor)
		l.circle(cx+5, cy, 4, assets.Probe)
	}},
	{"waypoints; other strategy", func(l *List, cx, cy float64) {
		l.line(cx-8, cy-3, cx+8, cy-3, 2, assets.Segment)
		l.line(cx-8, cy+3, cx+8, cy+3, 2, assets.AltRoute)
	}},
}

// buildTimelineProgress is the band while the first stage of the timeline
// is built in the background (scene.TimelineJob): an empty bar and what
// is being done, so that T answers at once on a big map.
func buildTimelineProgress(l List, lay Layout) List {
	b, t := lay.Bar, lay.Timeline
	l.rect(float64(t.Min.X), float64(t.Min.Y), float64(t.Max.X), float64(t.Max.Y), assets.Panel)
	l.line(float64(t.Min.X), float64(t.Min.Y)+0.5, float64(t.Max.X), float64(t.Min.Y)+0.5, 1, assets.PanelEdge)
	l.rect(float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y), assets.BarTrack)
	x := float64(t.Min.X) + barMarginX
	y := float64(t.Min.Y) + barTop + barHeight + 6
	l.text(x, y, assets.TextSize, assets.TextDim, "Building the timeline: searching and smoothing with a trace…")
	return l
}
