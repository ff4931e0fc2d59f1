package bench

import (
	"fmt"
	"image/color"

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
// the PNG out: a histogram of raw/smoothed node ratios, and raw against
// smoothed nodes and turns over the A* path length; with bench --optimal a
// fourth panel, the raw and smoothed lengths over the shortest possible.
// The file is replaced atomically.
func writeBenchPlot(out, title string, rows []benchRow) error {
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
	if len(ratio) > 0 {
		h, err := plotter.NewHist(ratio, 40)
		if err != nil {
			return err
		}
		h.FillColor = plotSmoothColor
		hist.Add(h)
	}
	nodes, err := scatterPlot("Nodes against path length", "nodes", []series{{"raw A* nodes", rawN, plotRawColor}, {"smoothed waypoints", wayN, plotSmoothColor}})
	if err != nil {
		return err
	}
	turns, err := scatterPlot("Turns against path length (initial heading not counted)", "turns", []series{{"raw turns", rawT, plotRawColor}, {"smoothed turns", smT, plotTurnColor}})
	if err != nil {
		return err
	}
	plots := [][]*plot.Plot{{hist, nodes, turns}}
	if len(gapS) > 0 { // bench --optimal
		gaps, err := scatterPlot("Length over the shortest possible route", "% longer", []series{{"raw A*", gapR, plotRawColor}, {"smoothed (binary)", gapS, plotSmoothColor}})
		if err != nil {
			return err
		}
		plots[0] = append(plots[0], gaps)
	}
	cols := len(plots[0])
	img := vgimg.NewWith(vgimg.UseWH(vg.Length(cols)*6*vg.Inch, 5.5*vg.Inch), vgimg.UseDPI(96))
	dc := draw.New(img)
	tiles := draw.Tiles{Rows: 1, Cols: cols, PadX: vg.Inch / 3, PadTop: vg.Inch / 8, PadBottom: vg.Inch / 8, PadLeft: vg.Inch / 8, PadRight: vg.Inch / 4}
	cs := plot.Align(plots, tiles, dc)
	for j, p := range plots[0] {
		p.Draw(cs[0][j])
	}
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
	}
	return p, nil
}
