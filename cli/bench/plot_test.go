package bench

import (
	"image"
	"math"
	"math/rand"
	"strconv"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"swath/pathing"
)

// countTicks label whole numbers only, at least one and at most about
// six, inside the range, in steps of 1, 2 or 5 times a power of ten.
func TestCountTicks(t *testing.T) {
	for _, r := range [][2]float64{{0, 1}, {0, 3}, {2, 8}, {0, 47}, {-3, 5}, {0, 100000}, {0.2, 0.8}, {3, 3.5}, {1.5, 2.5}, {0, 123456789}} {
		ts := countTicks{}.Ticks(r[0], r[1])
		labels := 0
		var prev float64
		for _, tk := range ts {
			if tk.Value < r[0]-0.5 || tk.Value > r[1]+0.5 || tk.Value != math.Trunc(tk.Value) {
				t.Errorf("range %v: a tick at %v", r, tk.Value)
			}
			if tk.IsMinor() {
				continue
			}
			if n, err := strconv.Atoi(tk.Label); err != nil || float64(n) != tk.Value {
				t.Errorf("range %v: label %q at %v", r, tk.Label, tk.Value)
			}
			if labels > 0 && tk.Value-prev != ts[len(ts)-1].Value-ts[len(ts)-2].Value && !ts[len(ts)-2].IsMinor() {
				t.Errorf("range %v: uneven labels %v", r, ts)
			}
			prev = tk.Value
			labels++
		}
		if labels < 1 || labels > 7 {
			t.Errorf("range %v: %d labels %v", r, labels, ts)
		}
	}
}

// plotRows are found queries with few turns and nodes: the default ticks
// would mark 0.5 turns.
func plotRows(n int, seed int64) []benchRow {
	r := rand.New(rand.NewSource(seed))
	rows := make([]benchRow, n)
	for i := range rows {
		l := 2 + 10*r.Float64()
		rows[i] = benchRow{Found: true, OptimalLength: l * 0.97, Metrics: pathing.Metrics{
			RawNodes: 2 + r.Intn(7), Waypoints: 2 + r.Intn(2), RawTurns: r.Intn(2), SmoothedTurns: r.Intn(2),
			RawLength: l, SmoothedLength: l * 0.99,
		}}
	}
	return rows
}

// The plot's count axes (queries, nodes, turns) show whole numbers.
func TestBenchPlotCountAxes(t *testing.T) {
	plots, err := benchPlots("t", plotRows(12, 1))
	if err != nil {
		t.Fatal(err)
	}
	counts := 0
	for _, p := range plots {
		if l := p.Y.Label.Text; l != "queries" && l != "nodes" && l != "turns" {
			continue
		}
		counts++
		for _, tk := range p.Y.Tick.Marker.Ticks(p.Y.Min, p.Y.Max) {
			if tk.IsMinor() {
				continue
			}
			if _, err := strconv.Atoi(tk.Label); err != nil {
				t.Errorf("%q axis %v…%v: tick label %q is not a whole number", p.Y.Label.Text, p.Y.Min, p.Y.Max, tk.Label)
			}
		}
	}
	if counts != 3 {
		t.Errorf("%d count axes, want 3 (queries, nodes, turns)", counts)
	}
}

// The legend covers no point: drawn with and without its entries, the
// plots differ only outside every panel's data area. The points fill the
// whole data area, its top-left corner (where the legend is) too.
func TestBenchPlotLegendCoversNoPoint(t *testing.T) {
	var xys plotter.XYs
	for x := 0.0; x <= 100; x += 2 {
		for y := 0.0; y <= 40; y += 2 {
			xys = append(xys, plotter.XY{X: x, Y: y})
		}
	}
	build := func(legend bool) []*plot.Plot {
		p, err := scatterPlot("dense", "nodes", []series{{"raw A* nodes", xys, plotRawColor}, {"smoothed waypoints", xys, plotSmoothColor}})
		if err != nil {
			t.Fatal(err)
		}
		if !legend {
			pad, offs := p.Title.Padding, p.Legend.YOffs
			p.Legend = plot.NewLegend()
			p.Legend.Top, p.Legend.Left, p.Legend.YOffs = true, true, offs
			p.Title.Padding = pad // the same layout, no entries
		}
		return []*plot.Plot{p}
	}
	with, cs := plotImage(build(true))
	without, _ := plotImage(build(false))
	a, b := with.Image(), without.Image()
	d := build(true)[0].DataCanvas(cs[0])
	h := a.Bounds().Dy()
	px := func(v vg.Length) int { return int(math.Round(float64(v) * plotDPI / 72)) }
	da := image.Rect(px(d.Min.X), h-px(d.Max.Y), px(d.Max.X), h-px(d.Min.Y))
	diff, inside := 0, 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) == b.At(x, y) {
				continue
			}
			diff++
			if image.Pt(x, y).In(da) {
				inside++
			}
		}
	}
	if diff == 0 {
		t.Fatal("the legend drew nothing")
	}
	if inside > 0 {
		t.Errorf("%d of the legend's %d pixels are inside the data area %v", inside, diff, da)
	}
}
