package render

import (
	"math"
	"sync"

	"swath/assets"
	"swath/view"
)

// sideTop is where the side column's text starts: under the options
// panel when there is one.
func sideTop(lay Layout) float64 {
	if !lay.Panel.Empty() {
		return float64(lay.Panel.Max.Y) + 12
	}
	return float64(lay.Side.Min.Y) + 12
}

// sideContent appends the side column's text at its natural place, the
// column's top at top: the title, the whole description (every teaching
// level's lesson, wrapped), the figures (in the crowd mode before the
// description: they change as it plays), the legend and the key hint. It
// returns the list and the content's bottom.
func sideContent(l List, s view.Reader, lay Layout, top float64) (List, float64) {
	const ts, lh = assets.TextSize, assets.LineHeight
	side := lay.Side
	x, y := float64(side.Min.X)+14, top
	cols := int((float64(side.Dx()) - 28) / charWidth(ts))
	title := s.Title()
	if title == "" {
		title = "untitled"
	}
	for _, ln := range sideLines(title, int((float64(side.Dx())-28)/charWidth(assets.TitleSize))) {
		l.text(x, y, assets.TitleSize, assets.Text, ln)
		y += lh + 2
	}
	y += 2
	// only the description's lines in the column's sight are shapes
	// (buildSide would drop the rest): a long lesson scrolled through
	// lays out a column's worth
	lo, hi := math.Inf(-1), math.Inf(1)
	if !lay.Export && cullSide {
		lo, hi = sideTop(lay)-4-lh, float64(side.Max.Y)
	}
	desc := func() {
		lines := sideLines(s.Description(), cols)
		first := 0
		if y < lo {
			first = min(int((lo-y)/lh), len(lines))
		}
		y += float64(first) * lh
		for _, ln := range lines[first:] {
			if y > hi {
				y += float64(len(lines)-first) * lh
				break
			}
			l.text(x, y, ts, assets.TextDim, ln)
			y += lh
			first++
		}
		y += 6
	}
	figures := func() {
		for _, f := range s.Figures() {
			l.text(x, y, ts, assets.TextDim, f.Label)
			if figureLines(f, cols) > 1 { // the value under its label, not over it
				y += lh
			}
			vx := float64(side.Max.X) - 14 - charWidth(ts)*float64(len([]rune(f.Value)))
			l.text(vx, y, ts, assets.Text, f.Value)
			y += lh
		}
	}
	if crowdShown(s) { // the crowd's figures first, in sight without scrolling
		figures()
		y += 6
		desc()
		y -= 6
	} else {
		desc()
		figures()
	}
	y += 10
	for _, it := range legendOf(s) {
		it.draw(&l, x+8, y+lh/2-1)
		l.text(x+26, y, ts, assets.TextDim, it.name)
		y += lh
	}
	if !lay.Export {
		y += 8
		l.text(x, y, ts, assets.TextKey, "H or F1: all keys")
		y += lh
	}
	return l, y
}

// figureLines is the lines figure f takes in a column of cols characters:
// one, or two when its label and value (right-aligned) would overlap.
func figureLines(f view.Figure, cols int) int {
	if len([]rune(f.Label))+1+len([]rune(f.Value)) > cols {
		return 2
	}
	return 1
}

// sideOverflow is how far the side column's content reaches past the
// column (0 when it all fits): the most it can be scrolled.
func sideOverflow(s view.Reader, lay Layout) int {
	if s == nil || lay.Export {
		return 0
	}
	bottom := sideBottom(s, lay, sideTop(lay))
	return max(int(math.Ceil(bottom-float64(lay.Side.Max.Y)+8)), 0)
}

// sideBottom is sideContent's bottom, counted without drawing: LayoutOf
// asks for it every tick (TestSideBottomMatches keeps the two in step).
func sideBottom(s view.Reader, lay Layout, top float64) float64 {
	const ts, lh = assets.TextSize, assets.LineHeight
	w := float64(lay.Side.Dx()) - 28
	title := s.Title()
	if title == "" {
		title = "untitled"
	}
	y := top + float64(len(sideLines(title, int(w/charWidth(assets.TitleSize)))))*(lh+2) + 2
	y += float64(len(sideLines(s.Description(), int(w/charWidth(ts)))))*lh + 6
	cols := int(w / charWidth(ts))
	for _, f := range s.Figures() {
		y += float64(figureLines(f, cols)) * lh
	}
	y += 10
	y += float64(len(legendOf(s))) * lh
	if !lay.Export {
		y += 8 + lh
	}
	return y
}

// buildSide appends the side column's text scrolled by the scene's
// SideScroll (clamped to the overflow). Whatever the window's size,
// nothing in the column is out of reach: lines that do not fit are
// scrolled to with the wheel over the column, and a bar at the column's
// edge shows where the view is. An exported picture is tall enough for it
// all (sideHeight) and never scrolls.
func buildSide(l List, s view.Reader, lay Layout) List {
	top := sideTop(lay)
	over := lay.SideScrollMax
	if lay.Export {
		over = 0
	}
	scroll := float64(min(max(s.SideScroll(), 0), over))
	content, bottom := sideContent(nil, s, lay, top-scroll)
	lo, hi := top-4, float64(lay.Side.Max.Y)
	for _, sh := range content {
		y0, y1 := sh.Y0, sh.Y0+float32(assets.LineHeight)
		switch sh.Kind {
		case Circle:
			y0, y1 = sh.Y0-sh.Size, sh.Y0+sh.Size
		case Line, Rect, Outline:
			y0, y1 = min(sh.Y0, sh.Y1)-sh.Size, max(sh.Y0, sh.Y1)+sh.Size
		}
		if float64(y0) < lo || float64(y1) > hi {
			continue // out of the column: scrolled to, never drawn over the panel or off the edge
		}
		l = append(l, sh)
	}
	if over > 0 {
		// the scroll bar: the track, and the part in sight
		tx := float64(lay.Side.Max.X) - 5
		span := hi - top
		whole := bottom + scroll - top
		l.rect(tx, top, tx+3, hi-4, assets.PanelEdge)
		t0 := top + span*scroll/whole
		t1 := top + span*(scroll+span)/whole
		l.rect(tx, t0, tx+3, min(t1, hi-4), assets.TextDim)
	}
	return l
}

// sideLines is s wrapped to cols characters a line, as wrap does, with a
// word longer than a line cut across lines (a file's 4,000-character word
// was one line running off the column), and kept: the layout asks for the
// title's and the description's every tick (sideBottom) and the column's
// shapes again, and both stay the same while the level does. The lines are
// shared: read them only.
func sideLines(s string, cols int) []string {
	sideWrap.mu.Lock()
	defer sideWrap.mu.Unlock()
	for i, e := range sideWrap.kept {
		if e.cols == cols && e.text == s {
			if i > 0 { // the last asked for first
				copy(sideWrap.kept[1:i+1], sideWrap.kept[:i])
				sideWrap.kept[0] = e
			}
			return e.lines
		}
	}
	lines := wrap(s, cols)
	for i := 0; i < len(lines); i++ {
		if r := []rune(lines[i]); cols > 0 && len(r) > cols {
			lines = append(lines[:i+1], lines[i:]...)
			lines[i], lines[i+1] = string(r[:cols]), string(r[cols:])
		}
	}
	copy(sideWrap.kept[1:], sideWrap.kept[:len(sideWrap.kept)-1])
	sideWrap.kept[0] = wrapped{s, cols, lines}
	return lines
}

// cullSide lays out only the description's lines in sight (tests turn it
// off for their reference: every line laid out, buildSide dropping those
// out of sight).
var cullSide = true

// wrapped is one text wrapped at a width.
type wrapped struct {
	text  string
	cols  int
	lines []string
}

// sideWrap keeps the last texts sideLines wrapped: the title and the
// description, at the title's and the text's widths, of a window or two
// (the app's and an export's); a mutex, as exports lay out on their own
// goroutine.
var sideWrap struct {
	mu   sync.Mutex
	kept [6]wrapped
}
