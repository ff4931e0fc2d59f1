package render

import (
	"fmt"
	"image"
	"image/color"

	"swath/agent"
	"swath/assets"
	"swath/pathing"
	"swath/timeline"
	"swath/view"
)

// paneRow is one row of the split view's figures table: its label, the
// figure of variant.Differences it shows (its value is marked where the
// panes differ) and a pane's value.
type paneRow struct {
	label   string
	figures []string
	value   func(v agent.View, p *pathing.Plan) string
}

// routeValue is f's value for a pane with a route, "–" for one without.
func routeValue(f func(p *pathing.Plan) string) func(agent.View, *pathing.Plan) string {
	return func(_ agent.View, p *pathing.Plan) string {
		if !p.Found {
			return "–"
		}
		return f(p)
	}
}

// paneRows are the figures table's rows, a pane's column each: what plan
// --vs prints side by side.
var paneRows = []paneRow{
	{"nodes expanded", []string{"expanded"}, func(_ agent.View, p *pathing.Plan) string { return fmt.Sprint(p.Expanded) }},
	{"waypoints", []string{"waypoints"}, routeValue(func(p *pathing.Plan) string { return fmt.Sprint(p.Metrics.Waypoints) })},
	{"turns", []string{"raw_turns", "smoothed_turns"}, routeValue(func(p *pathing.Plan) string {
		return fmt.Sprintf("%d -> %d", p.Metrics.RawTurns, p.Metrics.SmoothedTurns)
	})},
	{"length", []string{"smoothed_length"}, routeValue(func(p *pathing.Plan) string { return fmt.Sprintf("%.2f", p.Metrics.SmoothedLength) })},
	{"over shortest", []string{"optimal_gap"}, gapOverShortest},
	{"visibility tests", []string{"visibility_tests"}, routeValue(func(p *pathing.Plan) string { return fmt.Sprint(p.Metrics.VisibilityTests) })},
	{"cells scanned", []string{"cells_scanned"}, routeValue(func(p *pathing.Plan) string { return fmt.Sprint(p.Metrics.CellsScanned) })},
	{"time", nil, func(v agent.View, _ *pathing.Plan) string {
		if t := v.PlanTime(); t >= 0 {
			return fmt.Sprintf("%.2f ms", t.Seconds()*1000)
		}
		return "–"
	}},
}

// optimalKey is the "over shortest" figure of a pane that does not show
// the shortest route: the key that shows it.
const optimalKey = "F6"

// gapOverShortest is "+x.xx %", the route's length over the shortest there is,
// when the pane shows the shortest route (F6, or optimal=on).
func gapOverShortest(v agent.View, p *pathing.Plan) string {
	opt, current := v.Optimal()
	switch {
	case !p.Found:
		return "–"
	case opt == nil && current:
		return "none"
	case opt == nil:
		return optimalKey
	case !current:
		return "…"
	}
	return fmt.Sprintf("%+.2f %%", 100*(p.Metrics.SmoothedLength/opt.Length-1))
}

// PaneFigures are pane i's values in the figures table, a label and a
// value a row, in paneRows' order (tests read them off the picture).
func PaneFigures(sp *view.Split, i int) [][2]string {
	v := sp.Panes[i].Agent
	p := v.Plan()
	out := make([][2]string, len(paneRows))
	for k, row := range paneRows {
		out[k] = [2]string{row.label, row.value(v, p)}
	}
	return out
}

// PaneFigureAt is where pane i's value of row label (a paneRows label) is
// drawn in lay, n characters long: the top left of its text (tests read
// the value off the picture there); ok is false when the table is not
// shown or there is no such row.
func PaneFigureAt(lay Layout, i int, label string, n int) (x, y float64, ok bool) {
	if lay.Captions.Dy() < captionHeight() || i >= lay.NPanes {
		return 0, 0, false
	}
	for k, row := range paneRows {
		if row.label == label {
			x, y = captionValueAt(lay, i, k, n)
			return x, y, true
		}
	}
	return 0, 0, false
}

// captionLeft is the left edge of pane i's caption text and its width in
// characters.
func captionLeft(lay Layout, i int) (x0 float64, cols int) {
	r := lay.Panes[i]
	x0, x1 := float64(r.Min.X)+8, float64(r.Max.X)-8
	return x0, max(int((x1-x0)/charWidth(assets.TextSize)), 4)
}

// captionValueAt is where the value of row k of pane i's column starts,
// n characters long, right-aligned in the column.
func captionValueAt(lay Layout, i, k, n int) (x, y float64) {
	x1 := float64(lay.Panes[i].Max.X) - 8
	return x1 - charWidth(assets.TextSize)*float64(n), float64(lay.Captions.Min.Y) + 6 + float64(2+k)*assets.LineHeight
}

// buildSplitCaptions appends the band under the split view's panes: each
// pane's name, where its cursor is (or its route's state), and its column
// of the figures table, the values that differ between the panes in the
// key colour.
func buildSplitCaptions(l List, sp *view.Split, lay Layout) List {
	if sp == nil || lay.Captions.Empty() {
		return l
	}
	const ts, lh = assets.TextSize, assets.LineHeight
	c := lay.Captions
	l.rect(float64(c.Min.X), float64(c.Min.Y), float64(c.Max.X), float64(c.Max.Y), assets.Panel)
	l.line(float64(c.Min.X), float64(c.Min.Y)+0.5, float64(c.Max.X), float64(c.Min.Y)+0.5, 1, assets.PanelEdge)
	where := sp.Where()
	rows := c.Dy() >= captionHeight()
	for i := range lay.NPanes {
		pn := sp.Panes[i]
		x0, cols := captionLeft(lay, i)
		y := float64(c.Min.Y) + 6
		if i > 0 {
			sx := float64(lay.Panes[i].Min.X) - paneGap/2
			l.line(sx, float64(c.Min.Y)+4, sx, float64(c.Max.Y)-4, 1, assets.PanelEdge)
		}
		l.text(x0, y, ts, assets.Text, ellipsis(fmt.Sprintf("%d  %s", i+1, pn.Name), cols))
		y += lh
		l.text(x0, y, ts, assets.TextDim, ellipsis(paneState(pn, where), cols))
		if !rows {
			continue
		}
		v := pn.Agent
		p := v.Plan()
		dim := !v.Current()
		for k, row := range paneRows {
			val := row.value(v, p)
			if lay.Export && val == optimalKey {
				val = "off" // the key is the app's: an export asks for it with --optimal
			}
			col := assets.Text
			if sp.DiffCurrent && differs(sp, row.figures) {
				col = assets.TextKey
			}
			if dim {
				col = assets.TextDim
			}
			n := len([]rune(val))
			vx, vy := captionValueAt(lay, i, k, n)
			l.text(x0, vy, ts, assets.TextDim, ellipsis(row.label, max(cols-n-1, 1)))
			l.text(vx, vy, ts, col, val)
		}
	}
	return l
}

// differs reports whether one of figures differs between the panes.
func differs(sp *view.Split, figures []string) bool {
	for _, f := range figures {
		if _, ok := sp.Differences.Figures[f]; ok {
			return true
		}
	}
	return false
}

// paneState is a caption's second line: in the step view where the
// cursor is and the pane's step; else the route's state.
func paneState(pn view.Pane, where string) string {
	v := pn.Agent
	if st := v.Step(); st != nil && where != "" {
		return where + " · " + withoutHead(st.Text, st.Phase.String()+":")
	}
	p := v.Plan()
	switch {
	case !v.Current():
		return "planning…"
	case p.Found:
		return fmt.Sprintf("%s, %s, %s · agent %v", p.Query.Search, p.Query.Sampling, p.Query.Strategy, p.Query.Agent)
	}
	if why := v.NoPath(); why != "" {
		return why
	}
	return "no route"
}

// buildSplitBand is the timeline band of the split view: one bar over the
// lockstep's positions (coloured by phase), its key positions, the cursor,
// and where it is; each pane's own step is in its caption.
func buildSplitBand(l List, s view.Reader, sp *view.Split, lay Layout) List {
	ls := sp.Lockstep
	if ls == nil || ls.Len() == 0 {
		return buildTimelineProgress(l, lay)
	}
	const ts = assets.TextSize
	b, t := lay.Bar, lay.Timeline
	l.rect(float64(t.Min.X), float64(t.Min.Y), float64(t.Max.X), float64(t.Max.Y), assets.Panel)
	l.line(float64(t.Min.X), float64(t.Min.Y)+0.5, float64(t.Max.X), float64(t.Min.Y)+0.5, 1, assets.PanelEdge)
	n, cur := ls.Len(), sp.Pos
	y0, y1 := float64(b.Min.Y), float64(b.Max.Y)
	l.rect(float64(b.Min.X), y0, float64(b.Max.X), y1, assets.BarTrack)
	cx := lay.barX(cur, n)
	bounds := ls.Boundaries()
	for k, start := range bounds {
		end := n
		if k+1 < len(bounds) {
			end = bounds[k+1]
		}
		x0 := lay.barX(start, n) - 0.5
		x1 := lay.barX(min(end, n-1), n) - 0.5
		if end >= n {
			x1 = float64(b.Max.X)
		}
		c := phaseColour(ls.Where(start).Phase)
		l.rect(x0, y0, x1, y1, dim(c))
		if cx > x0 {
			l.rect(x0, y0, min(cx, x1), y1, c)
		}
		if start > 0 {
			l.line(x0, y0, x0, y1, 1, assets.BarTick)
		}
	}
	for _, k := range view.SplitKeyPositions(ls) {
		x := lay.barX(k, n)
		l.rect(x-2, y0-7, x+2, y0-1, assets.TextKey)
	}
	l.rect(cx-2, y0-4, cx+2, y1+4, assets.BarCursor)
	rx := float64(b.Max.X) + 14
	l.text(rx, y0-1, ts, assets.Text, fmt.Sprintf("%d / %d", cur+1, n))
	if !lay.Export {
		state := "paused"
		if sp.Player.Playing() {
			state = "playing"
		}
		l.text(rx, float64(t.Min.Y)+barTop+barHeight+6, ts, assets.TextDim, fmt.Sprintf("%s, %s", state, sp.Player.SpeedLabel()))
	}
	x := float64(t.Min.X) + barMarginX
	y := float64(t.Min.Y) + barTop + barHeight + 6
	w := ls.Where(cur)
	head := w.Phase.String() + ":"
	l.text(x, y, ts, phaseColour(w.Phase), head)
	cols := int((rx - 12 - x) / charWidth(ts))
	text := fmt.Sprintf("%s, every pane in step (%d panes)", w, len(sp.Panes))
	if parted := partedAt(ls, cur); parted != "" {
		text += " · " + parted
	}
	l.text(x+charWidth(ts)*float64(len(head)+1), y, ts, assets.Text, ellipsis(text, cols-len(head)-1))
	if !lay.Export { // the keys are the app's
		l.text(x, y+assets.LineHeight, ts, assets.TextDim, ellipsis("K: where the panes part · Shift+arrows: by anchor and phase", cols))
	}
	return l
}

// partedAt says whether the panes part at lockstep position pos.
func partedAt(ls *timeline.Lockstep, pos int) string {
	for _, d := range ls.Divergences() {
		if d.Pos == pos {
			if d.Kind == timeline.DivergeVerdict {
				return "the panes judge this move differently"
			}
			return "the panes choose differently here"
		}
	}
	return ""
}

// DrawText draws s at (x, y) (its top left) in colour c at the text size,
// as Rasterize draws a text shape: a test compares a picture's text with
// what it should read.
func DrawText(dst *image.RGBA, x, y float64, c color.RGBA, s string) {
	var p painter
	sh := Shape{Kind: Text, X0: float32(x), Y0: float32(y), Size: assets.TextSize, Color: c, Text: s}
	p.draw(dst, &sh)
}

// CaptionValueColour is the colour of a value in the figures table: the
// key colour when the panes differ in it.
func CaptionValueColour(differ bool) color.RGBA {
	if differ {
		return assets.TextKey
	}
	return assets.Text
}

// CaptionBackground is the caption band's colour.
func CaptionBackground() color.RGBA { return assets.Panel }

// LineHeightPx is the height of a line of text, in pixels.
func LineHeightPx() int { return assets.LineHeight }
