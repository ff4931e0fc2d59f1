package bench

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"swath/atomicfile"
)

var (
	plotRawColor    = color.NRGBA{R: 150, G: 150, B: 150, A: 160}
	plotSmoothColor = color.NRGBA{R: 20, G: 90, B: 200, A: 180}
	plotTurnColor   = color.NRGBA{R: 220, G: 110, B: 20, A: 180}
)

// checkPlotPath fails early, before a long run, when out cannot be written:
// its folder must exist and accept a new file, and out must not be a folder.
func checkPlotPath(out string) error {
	f, err := atomicfile.Create(out)
	if err != nil {
		return fmt.Errorf("--plot: %v", err)
	}
	f.Abort()
	return nil
}

// writeBenchPlot draws the node and turn reductions of the found queries to
// the PNG out (benchPlots). The file is replaced atomically.
func writeBenchPlot(out, title string, rows []benchRow) error {
	plots, err := benchPlots(title, rows)
	if err != nil {
		return err
	}
	return writePlots(out, plots)
}

// benchPlots are the panels of the plot: a histogram of raw/smoothed node
// ratios, and raw against smoothed nodes and turns over the A* path length;
// with bench --optimal a fourth, the raw and smoothed lengths over the
// shortest possible.
func benchPlots(title string, rows []benchRow) ([]*plot.Plot, error) {
	var ratio plotter.Values
	var rawN, wayN, rawT, smT, gapS, gapR plotter.XYs
	for _, r := range rows {
		if !r.Found {
			continue
		}
		m := r.Metrics
		if o := r.OptimalLength; o > 0 {
			gapS = append(gapS, plotter.XY{X: m.RawLength, Y: 100 * (m.SmoothedLength/o - 1)})
			gapR = append(gapR, plotter.XY{X: m.RawLength, Y: 100 * (m.RawLength/o - 1)})
		}
		ratio = append(ratio, float64(m.RawNodes)/float64(m.Waypoints))
		l := m.RawLength
		rawN = append(rawN, plotter.XY{X: l, Y: float64(m.RawNodes)})
		wayN = append(wayN, plotter.XY{X: l, Y: float64(m.Waypoints)})
		rawT = append(rawT, plotter.XY{X: l, Y: float64(m.RawTurns)})
		smT = append(smT, plotter.XY{X: l, Y: float64(m.SmoothedTurns)})
	}
	hist := plot.New()
	hist.Title.Text = fmt.Sprintf("%s: node reduction (%d found queries)", title, len(ratio))
	hist.X.Label.Text = "raw A* nodes / smoothed waypoints"
	hist.Y.Label.Text = "queries"
	hist.Y.Tick.Marker = countTicks{}
	if len(ratio) > 0 {
		h, err := plotter.NewHist(ratio, 40)
		if err != nil {
			return nil, err
		}
		h.FillColor = plotSmoothColor
		hist.Add(h)
	}
	nodes, err := scatterPlot("Nodes against path length", "nodes", []series{{"raw A* nodes", rawN, plotRawColor}, {"smoothed waypoints", wayN, plotSmoothColor}})
	if err != nil {
		return nil, err
	}
	nodes.Y.Tick.Marker = countTicks{}
	turns, err := scatterPlot("Turns against path length (initial heading not counted)", "turns", []series{{"raw turns", rawT, plotRawColor}, {"smoothed turns", smT, plotTurnColor}})
	if err != nil {
		return nil, err
	}
	turns.Y.Tick.Marker = countTicks{}
	plots := []*plot.Plot{hist, nodes, turns}
	if len(gapS) > 0 { // bench --optimal
		gaps, err := scatterPlot("Length over the shortest possible route", "% longer", []series{{"raw A*", gapR, plotRawColor}, {"smoothed (binary)", gapS, plotSmoothColor}})
		if err != nil {
			return nil, err
		}
		plots = append(plots, gaps)
	}
	return plots, nil
}

// plotDPI is the resolution of the plot's PNG.
const plotDPI = 96

// plotImage draws plots side by side, each 6 by 5.5 inches, and returns
// the image and each plot's canvas.
func plotImage(plots []*plot.Plot) (*vgimg.Canvas, []draw.Canvas) {
	cols := len(plots)
	img := vgimg.NewWith(vgimg.UseWH(vg.Length(cols)*6*vg.Inch, 5.5*vg.Inch), vgimg.UseDPI(plotDPI))
	dc := draw.New(img)
	var pad vg.Length // the titles in one row: as far above every data area
	for _, p := range plots {
		pad = max(pad, p.Title.Padding)
	}
	for _, p := range plots {
		p.Title.Padding = pad
	}
	tiles := draw.Tiles{Rows: 1, Cols: cols, PadX: vg.Inch / 3, PadTop: vg.Inch / 8, PadBottom: vg.Inch / 8, PadLeft: vg.Inch / 8, PadRight: vg.Inch / 4}
	cs := plot.Align([][]*plot.Plot{plots}, tiles, dc)
	for j, p := range plots {
		p.Draw(cs[0][j])
	}
	return img, cs[0]
}

// writePlots writes plotImage(plots) to the PNG out, atomically.
func writePlots(out string, plots []*plot.Plot) error {
	img, _ := plotImage(plots)
	f, err := atomicfile.Create(out)
	if err != nil {
		return err
	}
	if _, err := (vgimg.PngCanvas{Canvas: img}).WriteTo(f); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

type series struct {
	name string
	xys  plotter.XYs
	c    color.Color
}

func scatterPlot(title, ylabel string, ss []series) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "A* path length (cells)"
	p.Y.Label.Text = ylabel
	p.Legend.Top, p.Legend.Left = true, true
	var names []string
	for _, s := range ss {
		if len(s.xys) == 0 {
			continue
		}
		sc, err := plotter.NewScatter(s.xys)
		if err != nil {
			return nil, err
		}
		sc.GlyphStyle.Color = s.c
		sc.GlyphStyle.Radius = vg.Points(1.5)
		sc.GlyphStyle.Shape = draw.CircleGlyph{}
		p.Add(sc)
		p.Legend.Add(s.name, sc)
		names = append(names, s.name)
	}
	legendAbove(p, names)
	return p, nil
}

// legendAbove moves p's legend, whose entries are names, out of the data
// area, between the title and the plot, where no point can lie under it:
// the title's padding grows by the legend's height and the legend, drawn
// from the data area's top, is raised by as much.
func legendAbove(p *plot.Plot, names []string) {
	if len(names) == 0 {
		return
	}
	sty := p.Legend.TextStyle
	var entry vg.Length
	for _, n := range names {
		entry = max(entry, sty.Rectangle(n).Max.Y)
	}
	h := vg.Length(len(names))*entry + vg.Length(len(names)-1)*p.Legend.Padding + sty.FontExtents().Descent
	gap := vg.Points(4)
	p.Title.Padding += h + gap
	p.Legend.YOffs = h + gap/2
}

// countTicks mark a count's axis at whole numbers only, labelled without
// decimals: 1, 2, 5 or 10 times a power of ten apart, at most about six
// labels, with minor marks between them where they fall on whole numbers
// too (plot.DefaultTicks would mark 0.5 turns).
type countTicks struct{}

func (countTicks) Ticks(lo, hi float64) []plot.Tick {
	first, last := math.Ceil(lo), math.Floor(hi)
	if last < first { // no whole number in the range: mark the nearest one
		v := math.Round((lo + hi) / 2)
		return []plot.Tick{{Value: v, Label: strconv.FormatFloat(v, 'f', 0, 64)}}
	}
	step := 1.0
steps:
	for mag := 1.0; ; mag *= 10 {
		for _, m := range []float64{1, 2, 5} {
			if step = m * mag; (last-first)/step <= 6 {
				break steps
			}
		}
	}
	minor := 0.0 // none between labels 1 apart
	switch {
	case step >= 10:
		minor = step / 5
	case step > 1:
		minor = 1
	}
	var ts []plot.Tick
	if minor > 0 {
		for v := math.Ceil(lo/minor) * minor; v <= hi; v += minor {
			if math.Mod(v, step) != 0 {
				ts = append(ts, plot.Tick{Value: v})
			}
		}
	}
	for v := math.Ceil(lo/step) * step; v <= hi; v += step {
		ts = append(ts, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', 0, 64)})
	}
	return ts
}
