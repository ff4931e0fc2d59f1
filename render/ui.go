package render

import (
	"fmt"
	"image"
	"math"
	"strings"

	"swath/assets"
	"swath/view"
)

// charWidth is the advance of one Go Mono character at size px.
func charWidth(size float64) float64 { return 0.6 * size }

// buildUI appends the side column (title, figures, legend) and the status
// bar.
func buildUI(l List, s view.Reader, v view.View, lay Layout) List {
	const ts, lh = assets.TextSize, assets.LineHeight
	side := lay.Side
	l.rect(float64(side.Min.X), float64(side.Min.Y), float64(side.Max.X), float64(side.Max.Y), assets.Panel)
	l.line(float64(side.Min.X)+0.5, float64(side.Min.Y), float64(side.Min.X)+0.5, float64(side.Max.Y), 1, assets.PanelEdge)
	l = buildSide(l, s, lay)

	st := lay.Status
	l.rect(float64(st.Min.X), float64(st.Min.Y), float64(st.Max.X), float64(st.Max.Y), assets.Panel)
	l.line(float64(st.Min.X), float64(st.Min.Y)+0.5, float64(st.Max.X), float64(st.Min.Y)+0.5, 1, assets.PanelEdge)
	scols := int((float64(st.Dx()) - 24) / charWidth(ts))
	sx, sy := float64(st.Min.X)+12, float64(st.Min.Y)+6
	status := s.Status()
	if lay.Export {
		status = exportStatus(s, v)
	}
	if s.Help() && !lay.Export {
		return l // the help overlay covers the window: no status text under its lines
	}
	l.text(sx, sy, ts, assets.Text, ellipsis(status, scols))
	msg, col := statusMessage(s, lay)
	l.text(sx, sy+lh, ts, col, ellipsis(msg, scols))
	return l
}

// buildHelp shades the window and prints the keymap in as many columns as
// it needs, in the largest text size that fits (descriptions are shortened
// only when even the smallest does not). The app hides its options panel
// while the help is shown.
func buildHelp(l List, lay Layout) List {
	m := image.Rect(0, 0, lay.W, lay.H)
	l.rect(float64(m.Min.X), float64(m.Min.Y), float64(m.Max.X), float64(m.Max.Y), assets.HelpShade)
	x0, y := float64(m.Min.X)+24, float64(m.Min.Y)+18
	l.text(x0, y, assets.TitleSize, assets.Text, "Keys and mouse (H, F1 or Esc closes this)")
	y += assets.LineHeight + 10
	keyW, descW := 0, 0
	for _, b := range view.Keymap {
		keyW = max(keyW, len([]rune(b.KeysText())))
		descW = max(descW, len([]rune(b.Desc)))
	}
	n := len(view.Keymap)
	availW, availH := float64(m.Dx())-48, float64(m.Max.Y)-y-8
	var size, lh float64
	var rows, cols, descCols int
	for _, size = range []float64{assets.TextSize, 12, 11, 10} {
		lh = math.Round(size * 1.38)
		rows = max(int(availH/lh), 1)
		cols = (n + rows - 1) / rows
		descCols = int(availW/float64(cols)/charWidth(size)) - keyW - 4
		if descCols >= descW {
			break
		}
	}
	// a window too small for even the smallest size: each description cut
	// to what its column holds (ellipsis leaves a text whole below 1)
	descCols = max(descCols, 1)
	colW := availW / float64(cols)
	for i, b := range view.Keymap {
		x := x0 + float64(i/rows)*colW
		ty := y + float64(i%rows)*lh
		l.text(x, ty, size, assets.TextKey, b.KeysText())
		l.text(x+charWidth(size)*float64(keyW+2), ty, size, assets.Text, ellipsis(b.Desc, descCols))
	}
	return l
}

// wrap cuts s into lines of at most n characters at spaces.
func wrap(s string, n int) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) <= n:
			line += " " + w
		default:
			out = append(out, line)
			line = w
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// ellipsis shortens s to n characters, ending in "…" when cut.
func ellipsis(s string, n int) string {
	r := []rune(s)
	if n < 1 || len(r) <= n {
		return s
	}
	return fmt.Sprint(string(r[:n-1]), "…")
}

// legendItem is one line of the legend: a swatch and its name.
type legendItem struct {
	name string
	draw func(l *List, cx, cy float64)
}

// routeLegend explains the plain view's colours.
var routeLegend = []legendItem{
	{"obstacle", func(l *List, cx, cy float64) { l.rect(cx-6, cy-6, cx+6, cy+6, assets.Obstacle) }},
	{"raw A* nodes", func(l *List, cx, cy float64) { l.circle(cx, cy, 3, assets.RawNode) }},
	{"waypoints, segments", func(l *List, cx, cy float64) {
		l.line(cx-8, cy, cx+8, cy, 2, assets.Segment)
		l.circle(cx, cy, 4, assets.Waypoint)
	}},
	{"pivot cell's route (even sides)", func(l *List, cx, cy float64) {
		l.line(cx-8, cy, cx+8, cy, 1, assets.PivotPath)
		l.rect(cx-2, cy-2, cx+2, cy+2, assets.PivotPath)
	}},
	{"footprint swept along route", func(l *List, cx, cy float64) {
		l.line(cx-8, cy-4, cx+8, cy-4, 1, assets.SweptEdge)
		l.line(cx-8, cy+4, cx+8, cy+4, 1, assets.SweptEdge)
	}},
	{"swept band", func(l *List, cx, cy float64) {
		l.rect(cx-6, cy-6, cx+6, cy+6, assets.Free)
		l.rect(cx-6, cy-6, cx+6, cy+6, assets.Band)
	}},
	{"start, goal (pivot filled)", func(l *List, cx, cy float64) {
		l.rect(cx-8, cy-5, cx-1, cy+2, assets.Start)
		l.rect(cx+1, cy-2, cx+8, cy+5, assets.Goal)
	}},
	{"footprint does not fit", func(l *List, cx, cy float64) { l.outline(cx-6, cy-6, cx+6, cy+6, 2, assets.Warning) }},
	{"route stuck here", func(l *List, cx, cy float64) {
		l.circle(cx, cy, 6, assets.Warning)
		l.circle(cx, cy, 4, assets.Background)
	}},
}

// legendOf is the legend for what s shows.
func legendOf(s view.Reader) []legendItem {
	if jpsSearchShown(s) {
		return jpsLegend
	}
	var items []legendItem
	if crowdShown(s) {
		return append(crowdLegend(s), footLegend(s)...) // crowd.go
	}
	if s.Selected().TimelineShown() {
		items = append(items, stepLegend...)
	} else {
		items = append(append(items, routeLegend...), lessonLegend(s.Selected().Lesson())...)
	}
	items = append(items, npcLegend(s)...)
	if s.Layers().Optimal {
		items = append(items, optimalLegend...)
	}
	if s.Selected().TimelineShown() {
		return items
	}
	return append(items, footLegend(s)...)
}
