package render

import (
	"fmt"

	"swath/assets"
	"swath/crowd"
	"swath/view"
)

// buildCrowdBand appends the band under the map in the crowd mode: the
// bar from tick 0 to the makespan (bright up to the clock), a tick where
// an NPC starts to wait, the tick the plan was re-planned from, the
// cursor at the clock's time; right of it the tick and the playback;
// under it who waits for whom this tick, or why there is no plan.
func buildCrowdBand(l List, s view.Reader, lay Layout) List {
	c := s.Crowd()
	const ts, lh = assets.TextSize, assets.LineHeight
	b, t := lay.Bar, lay.Timeline
	l.rect(float64(t.Min.X), float64(t.Min.Y), float64(t.Max.X), float64(t.Max.Y), assets.Panel)
	l.line(float64(t.Min.X), float64(t.Min.Y)+0.5, float64(t.Max.X), float64(t.Min.Y)+0.5, 1, assets.PanelEdge)
	y0, y1 := float64(b.Min.Y), float64(b.Max.Y)
	l.rect(float64(b.Min.X), y0, float64(b.Max.X), y1, assets.BarTrack)
	n := c.Len()
	// x of time tk on the bar (0 … n, as the bar seeks)
	at := func(tk float64) float64 {
		if n == 0 {
			return float64(b.Min.X)
		}
		return float64(b.Min.X) + tk/float64(n)*float64(b.Dx()-1) + 0.5
	}
	cx := at(c.Time)
	l.rect(float64(b.Min.X), y0, float64(b.Max.X), y1, dim(assets.PhaseWalk))
	l.rect(float64(b.Min.X), y0, cx, y1, assets.PhaseWalk)
	if p := c.Plan; p != nil {
		last := -10.0
		for _, w := range c.Analysis.Waits {
			if x := at(float64(w.Tick)); x-last >= 3 {
				l.line(x, y0, x, y0+(y1-y0)/2, 1, assets.CrowdWait)
				last = x
			}
		}
		if f := p.Stats.From; f > 0 {
			x := at(float64(f))
			l.line(x, y0-3, x, y1+3, 2, assets.CrowdReplan)
		}
	}
	l.rect(cx-2, y0-4, cx+2, y1+4, assets.BarCursor)

	rx := float64(b.Max.X) + 14
	l.text(rx, y0-1, ts, assets.Text, fmt.Sprintf("%d / %d", c.Tick(), n))
	if !lay.Export {
		state := "paused"
		if c.Playing {
			state = "playing"
		}
		l.text(rx, float64(t.Min.Y)+barTop+barHeight+6, ts, assets.TextDim, state+", "+c.Speed)
	}
	x := float64(t.Min.X) + barMarginX
	y := float64(t.Min.Y) + barTop + barHeight + 6
	cols, full := captionCols(t.Dx())
	head := "crowd:"
	l.text(x, y, ts, assets.PhaseWalk, head)
	text := ""
	switch {
	case c.Err != "":
		text = "cannot plan: " + c.Err
	case c.Plan == nil:
		text = "planning every NPC at once…"
	default:
		text = fmt.Sprintf("tick %d of %d, %d of %d home", c.Tick(), n, homeAt(c.Plan, c.Tick()), len(c.Plan.Routes))
		if k := len(c.Plan.Routes) - c.Plan.Arrived; k > 0 {
			text += fmt.Sprintf(" (%d never arrive)", k)
		}
		text += "."
		if w := c.WaitsText(); w != "" {
			text += " " + w + "."
		} else {
			text += " No one waits."
		}
	}
	if c.Replanning && c.Err == "" {
		text = "(re-planning after the edit…) " + text
	}
	return bandLines(l, x, y, cols, full, captionLines(t.Dx()), head, text)
}

// homeAt counts the NPCs of p home for good at tick t: arrived, and their
// path over (an NPC parked at its goal may still step aside and back).
func homeAt(p *crowd.Plan, t int) int {
	n := 0
	for _, r := range p.Routes {
		if r.Arrived && len(r.Path)-1 <= t {
			n++
		}
	}
	return n
}

// bandLines appends text after the band's head (already drawn at x, y):
// the first line beside the playback state (cols columns), the others
// under it the band's whole width (full), at most rows lines, the last one
// cut with "…". The step-through view and the crowd share it.
func bandLines(l List, x, y float64, cols, full, rows int, head, text string) List {
	const ts, lh = assets.TextSize, assets.LineHeight
	lines := wrap(text, cols-len(head)-1)
	if len(lines) > 1 {
		lines = append(lines[:1], wrap(joinFrom(lines, 1), full)...)
	}
	if len(lines) > rows {
		lines = append(lines[:rows-1], ellipsis(joinFrom(lines, rows-1), full))
	}
	for i, ln := range lines {
		lx := x
		if i == 0 {
			lx += charWidth(ts) * float64(len(head)+1)
		}
		l.text(lx, y+float64(i)*lh, ts, assets.Text, ln)
	}
	return l
}
