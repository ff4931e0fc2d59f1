package render

import (
	"fmt"
	"image"

	"swath/assets"
	"swath/view"
)

// DialogBoxes are where a dialog's parts lie in the window, for drawing
// and for the app's clicks.
type DialogBoxes struct {
	Box image.Rectangle
	// Fields are the text fields' boxes, in order.
	Fields []image.Rectangle
	// Rows are the list rows shown: Rows[i] shows entry Top+i (Top is
	// d.Top, moved so that the selection is shown when fewer rows fit).
	Rows []image.Rectangle
	Top  int
	// Buttons are the buttons' boxes, in order.
	Buttons []image.Rectangle
	// y positions of the title, message lines and error lines
	titleY, msgY, errY float64
	msg, err           []string
	fieldLabelW        float64
}

// dialog sizes, in pixels
const (
	dlgPad     = 18
	dlgFieldH  = 26
	dlgRowH    = 22
	dlgButtonH = 28
	dlgButtonW = 120
	dlgMaxW    = 820
)

// DialogLayout lays out d centred in a w×h window.
func DialogLayout(d *view.Dialog, w, h int) DialogBoxes {
	var b DialogBoxes
	bw := min(dlgMaxW, max(w-40, 300))
	cols := int(float64(bw-2*dlgPad) / charWidth(assets.TextSize))
	b.msg = wrap(d.Message, cols)
	if len(b.msg) > 3 {
		b.msg = b.msg[:3]
	}
	if d.Error != "" {
		b.err = wrap(d.Error, cols)
		if len(b.err) > 3 {
			b.err = append(b.err[:2], ellipsis(joinWords(b.err[2:]), cols))
		}
	}
	lh := float64(assets.LineHeight)
	height := dlgPad + lh + 8 + float64(len(b.msg))*lh + 8
	height += float64(len(d.Fields)) * (dlgFieldH + 8)
	height += float64(len(b.err))*lh + 8
	height += dlgButtonH + dlgPad
	rows := 0
	if len(d.Entries) > 0 {
		fit := int((float64(h-8) - height - 8 - lh) / dlgRowH)
		rows = max(min(view.DialogRows, len(d.Entries), fit), min(3, len(d.Entries)))
		height += float64(rows)*dlgRowH + 8 + lh // the list and its count
		b.Top = d.Top
		if d.Sel >= b.Top+rows {
			b.Top = d.Sel - rows + 1
		}
		b.Top = max(min(b.Top, len(d.Entries)-rows), 0)
	}
	bh := int(height)
	x0 := (w - bw) / 2
	y0 := max((h-bh)/2, 4)
	b.Box = image.Rect(x0, y0, x0+bw, y0+bh)

	y := float64(y0 + dlgPad)
	b.titleY = y
	y += lh + 8
	b.msgY = y
	y += float64(len(b.msg))*lh + 8
	for _, f := range d.Fields {
		b.fieldLabelW = max(b.fieldLabelW, charWidth(assets.TextSize)*float64(len([]rune(f.Label))+2))
	}
	for range d.Fields {
		fx := x0 + dlgPad + int(b.fieldLabelW)
		b.Fields = append(b.Fields, image.Rect(fx, int(y), x0+bw-dlgPad, int(y)+dlgFieldH))
		y += dlgFieldH + 8
	}
	for i := 0; i < rows; i++ {
		b.Rows = append(b.Rows, image.Rect(x0+dlgPad, int(y), x0+bw-dlgPad, int(y)+dlgRowH))
		y += dlgRowH
	}
	if rows > 0 {
		y += 8 + lh
	}
	b.errY = y
	y += float64(len(b.err))*lh + 8
	bx := x0 + bw - dlgPad
	for i := len(d.Buttons) - 1; i >= 0; i-- {
		r := image.Rect(bx-dlgButtonW, int(y), bx, int(y)+dlgButtonH)
		b.Buttons = append([]image.Rectangle{r}, b.Buttons...)
		bx -= dlgButtonW + 10
	}
	return b
}

func joinWords(lines []string) string {
	out := ""
	for i, l := range lines {
		if i > 0 {
			out += " "
		}
		out += l
	}
	return out
}

// buildDialog shades the window and draws d over it.
func buildDialog(l List, d *view.Dialog, lay Layout) List {
	const ts, lh = assets.TextSize, assets.LineHeight
	b := DialogLayout(d, lay.W, lay.H)
	l.rect(0, 0, float64(lay.W), float64(lay.H), assets.HelpShade)
	bx := b.Box
	l.rect(float64(bx.Min.X), float64(bx.Min.Y), float64(bx.Max.X), float64(bx.Max.Y), assets.Panel)
	l.outline(float64(bx.Min.X), float64(bx.Min.Y), float64(bx.Max.X), float64(bx.Max.Y), 1, assets.MapBorder)
	x := float64(bx.Min.X + dlgPad)
	cols := int(float64(bx.Dx()-2*dlgPad) / charWidth(ts))
	l.text(x, b.titleY, assets.TitleSize, assets.Text, ellipsis(d.Title, cols))
	for i, m := range b.msg {
		l.text(x, b.msgY+float64(i)*lh, ts, assets.TextDim, m)
	}
	for i, f := range d.Fields {
		r := b.Fields[i]
		ty := float64(r.Min.Y) + (dlgFieldH-lh)/2 + 1
		l.text(x, ty, ts, assets.TextDim, f.Label)
		edge := assets.MapBorder
		if i == d.Focus {
			edge = assets.Segment
		}
		l.rect(float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y), assets.Background)
		l.outline(float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y), 1, edge)
		text, caret := FieldWindow(f, int(float64(r.Dx()-16)/charWidth(ts)))
		tx := float64(r.Min.X + 6)
		tw := charWidth(ts) * float64(len([]rune(text)))
		if f.Fresh && i == d.Focus && text != "" {
			l.rect(tx-1, float64(r.Min.Y)+4, tx+tw+1, float64(r.Max.Y)-4, assets.Band)
		}
		l.text(tx, ty, ts, assets.Text, text)
		if i == d.Focus {
			cx := tx + charWidth(ts)*float64(caret)
			l.rect(cx-1, float64(r.Min.Y)+5, cx+1, float64(r.Max.Y)-5, assets.Text)
		}
	}
	for i, r := range b.Rows {
		k := b.Top + i
		if k >= len(d.Entries) {
			break
		}
		e := d.Entries[k]
		if k == d.Sel {
			l.rect(float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y), assets.Band)
		} else if i%2 == 1 {
			l.rect(float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y), assets.PanelEdge)
		}
		ty := float64(r.Min.Y) + (dlgRowH-lh)/2 + 1
		rcols := int(float64(r.Dx()-16) / charWidth(ts))
		labelCols := min(len([]rune(e.Label)), rcols*2/5+8)
		col := assets.Text
		if e.Kind == view.EntryFolder || e.Kind == view.EntryBuiltin {
			col = assets.TextKey
		}
		l.text(float64(r.Min.X+6), ty, ts, col, ellipsis(e.Label, labelCols))
		dc := rcols - labelCols - 3
		if n := len([]rune(e.Count)); n > 0 && dc > n+8 {
			// the count right-aligned, the detail in what is left
			l.text(float64(r.Max.X-6)-charWidth(ts)*float64(n), ty, ts, assets.Text, e.Count)
			dc -= n + 2
		}
		if dc > 4 && e.Detail != "" {
			l.text(float64(r.Min.X+6)+charWidth(ts)*float64(labelCols+3), ty, ts, assets.TextDim, ellipsis(e.Detail, dc))
		}
	}
	if len(b.Rows) > 0 {
		last := b.Rows[len(b.Rows)-1]
		n := len(d.Entries)
		count := fmt.Sprintf("%d–%d of %d", b.Top+1, min(b.Top+len(b.Rows), n), n)
		if d.Kind == view.OpenDialog {
			count += " · Up/Down pick, Enter opens; typing edits the path"
		}
		l.text(x, float64(last.Max.Y)+6, ts, assets.TextDim, ellipsis(count, cols))
	}
	for i, e := range b.err {
		l.text(x, b.errY+float64(i)*lh, ts, assets.Warning, e)
	}
	for i, c := range d.Buttons {
		r := b.Buttons[i]
		fill, txt := assets.PanelEdge, assets.Text
		if i == 0 {
			fill, txt = assets.Segment, assets.Background
		}
		l.rect(float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y), fill)
		label := c.Label + " (" + buttonKey(d, c.Action) + ")"
		tw := charWidth(ts) * float64(len([]rune(label)))
		l.text(float64(r.Min.X)+(float64(r.Dx())-tw)/2, float64(r.Min.Y)+(dlgButtonH-lh)/2+1, ts, txt, label)
	}
	return l
}

// FieldWindow is the part of f's text that fits in cols characters, with
// the caret in sight (the end, unless the caret is further left; a cut is
// shown as "…"), and the caret's position in it.
func FieldWindow(f view.Field, cols int) (string, int) {
	r := []rune(f.Text)
	n, c := len(r), f.Caret()
	if n <= cols || cols < 3 {
		return f.Text, c
	}
	start := n - cols
	if c < start+1 {
		start = max(c-1, 0)
	}
	end := min(start+cols, n)
	out := []rune(string(r[start:end]))
	if start > 0 {
		out[0] = '…'
	}
	if end < n {
		out[len(out)-1] = '…'
	}
	return string(out), c - start
}

// buttonKey is the first key of the button's action in the dialog's context.
func buttonKey(d *view.Dialog, a view.Action) string {
	ctx := view.ContextDialog
	if d.Kind == view.ConfirmDialog {
		ctx = view.ContextConfirm
	}
	for _, b := range view.Keymap {
		if b.Context == ctx && b.Action == a && len(b.Keys) > 0 {
			return b.Keys[0].String()
		}
	}
	return ""
}
