package render

import (
	"fmt"
	"image"
	"math"

	"swath/agent"
	"swath/assets"
	"swath/view"
)

// Export sizes, in pixels.
const (
	// ExportTarget is the longer side of the map in a default export.
	ExportTarget = 800
	// MaxExportScale is the largest number of pixels per cell of an export.
	MaxExportScale = 64
	// exportPad is the margin around the map inside the map viewport.
	exportPad = 8
	// exportMinMapW keeps the status bar and the step's text under a
	// narrow map readable.
	exportMinMapW = 640
	// exportMinPaneW keeps a split view's captions and figures readable
	// under a narrow map.
	exportMinPaneW = 300
)

// ExportScale is the default pixels per cell of an export of a w×h map:
// its longer side about ExportTarget pixels, clamped to 1…MaxExportScale.
func ExportScale(w, h int) int {
	return ClampScale(ExportTarget / max(w, h, 1))
}

// ClampScale clamps a scale to 1…MaxExportScale.
func ClampScale(s int) int { return min(max(s, 1), MaxExportScale) }

// Exporter draws a scene at a fixed number of pixels per cell with the
// whole map in sight and no options panel: the picture of the PNG and GIF
// exports. It draws exactly what the screen draws (Renderer.Update, then
// Rasterize). The size is fixed by the first Draw, so that every frame of
// an animation has the same size. The zero value draws at ExportScale.
type Exporter struct {
	// Scale is the pixels per cell; 0 means ExportScale of the map.
	Scale int

	r    Renderer
	img  *image.RGBA
	w, h int
	minH int
}

// Size is the picture's size: the map at Scale with a margin (at least
// exportMinMapW wide), the timeline band in the step-through view, the side
// column of figures and legend, and the status bar; tall enough for the
// side column's content.
func (e *Exporter) Size(s view.Reader) (w, h int) {
	if e.img != nil {
		return e.w, e.h
	}
	g := s.Grid()
	sc := e.scale(s)
	mw := max(g.Width()*sc+2*exportPad, exportMinMapW)
	mh := g.Height()*sc + 2*exportPad
	if sp := s.Split(); sp != nil { // the panes side by side, their captions under them
		n := min(len(sp.Panes), MaxPanes)
		mw = n*max(g.Width()*sc+2*exportPad, exportMinPaneW) + (n-1)*paneGap
		mh += captionHeight()
	}
	w = mw + SideWidth
	if s.Selected().TimelineShown() || crowdShown(s) {
		mh += TimelineHeightFor(mw)
	}
	h = max(mh+StatusHeight, sideHeight(s, w), e.minH)
	return w, h
}

// Reserve makes the picture tall enough for s's side column as it is now.
// Before the first Draw of an animation, call it in each kind of state the
// frames will show: they all share one size.
func (e *Exporter) Reserve(s view.Reader) {
	if e.img == nil {
		_, h := e.Size(s)
		e.minH = max(e.minH, h)
	}
}

// scale is Scale, or ExportScale of the map; in a split view of three or
// four panes the panes' widths together count as two maps' (about
// 2×ExportTarget pixels side by side, as two panes are), not each pane a
// whole map's: four 800-pixel panes make a 3,300-pixel GIF frame.
func (e *Exporter) scale(s view.Reader) int {
	if e.Scale > 0 {
		return ClampScale(e.Scale)
	}
	w, h := s.Grid().Width(), s.Grid().Height()
	if sp := s.Split(); sp != nil && len(sp.Panes) > 2 {
		w = w * min(len(sp.Panes), MaxPanes) / 2
	}
	return ExportScale(w, h)
}

// Draw renders s with the whole map in sight at Scale pixels per cell and
// returns the picture; the image is reused by the next Draw. It only reads
// s (its view is the exporter's own, ViewOf): bring the plan up to date
// (Refresh) first.
func (e *Exporter) Draw(s view.Reader) *image.RGBA {
	if e.img == nil {
		e.w, e.h = e.Size(s)
		e.img = image.NewRGBA(image.Rect(0, 0, e.w, e.h))
	}
	lay := LayoutOf(s, e.w, e.h, false)
	e.r.Export = true
	f := e.r.Update(s, e.ViewOf(s, lay), e.w, e.h)
	Rasterize(e.img, f)
	e.r.Uploaded()
	return e.img
}

// PixelsPerCell is the scale the exporter draws s at.
func (e *Exporter) PixelsPerCell(s view.Reader) int { return e.scale(s) }

// ViewOf is the exporter's view of s in layout lay: cells Scale pixels wide,
// the map centred in the viewport.
func (e *Exporter) ViewOf(s view.Reader, lay Layout) view.View {
	g := s.Grid()
	sc := float64(e.scale(s))
	return view.View{
		Scale: sc,
		OX:    math.Round((float64(lay.Map.Dx()) - float64(g.Width())*sc) / 2),
		OY:    math.Round((float64(lay.Map.Dy()) - float64(g.Height())*sc) / 2),
		W:     lay.Map.Dx(), H: lay.Map.Dy(),
	}
}

// sideHeight is the window height that the side column of a w-wide window
// needs to show all of its content (title, figures, legend, key hint).
func sideHeight(s view.Reader, w int) int {
	const tall = 4000
	lay := LayoutOf(s, w, tall, false)
	bottom := 0.0
	for _, sh := range buildUI(nil, s, s.View(), lay) {
		if sh.Kind != Text || !image.Pt(int(sh.X0), int(sh.Y0)).In(lay.Side) || sh.Y0 > tall/2 {
			continue
		}
		bottom = max(bottom, float64(sh.Y0)+assets.LineHeight)
	}
	return int(bottom) + assets.LineHeight + 16
}

// exportStatus is the status line of an exported picture: the query's
// settings and the map, without the cursor's cell and the tools.
func exportStatus(s view.Reader, v view.View) string {
	o := s.Selected().Query().Options
	g := s.Grid()
	if c := s.Crowd(); c.On {
		return fmt.Sprintf("crowd of %d NPCs · tick %d of %d · map %dx%d · %.3g px/cell", len(c.NPCs), c.Tick(), c.Len(), g.Width(), g.Height(), v.Scale)
	}
	return fmt.Sprintf("agent %v · %s, %s, %s%s · map %dx%d · %.3g px/cell",
		s.Selected().Agent(), o.Search, o.Sampling, o.Strategy, agent.AlgorithmNote(o.Algorithm), g.Width(), g.Height(), v.Scale)
}
