package render

import (
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"swath/assets"
)

// colourNames name the palette's colours in the textual twins; the first
// name wins where two are equal (Segment is Waypoint's colour).
var colourNames = func() map[color.RGBA]string {
	m := map[color.RGBA]string{}
	for _, c := range []struct {
		name string
		c    color.RGBA
	}{
		{"Background", assets.Background},
		{"Panel", assets.Panel},
		{"PanelEdge", assets.PanelEdge},
		{"Free", assets.Free},
		{"Obstacle", assets.Obstacle},
		{"GridLine", assets.GridLine},
		{"MapBorder", assets.MapBorder},
		{"RawNode", assets.RawNode},
		{"RawPath", assets.RawPath},
		{"Waypoint", assets.Waypoint},
		{"Optimal", assets.Optimal},
		{"OptimalSeen", assets.OptimalSeen},
		{"Band", assets.Band},
		{"Start", assets.Start},
		{"Goal", assets.Goal},
		{"Warning", assets.Warning},
		{"WarnFill", assets.WarnFill},
		{"HitFill", assets.HitFill},
		{"Hover", assets.Hover},
		{"BoxFill", assets.BoxFill},
		{"HelpShade", assets.HelpShade},
		{"Text", assets.Text},
		{"TextDim", assets.TextDim},
		{"TextKey", assets.TextKey},
		{"ClosedFill", assets.ClosedFill},
		{"OpenFill", assets.OpenFill},
		{"ExpandFill", assets.ExpandFill},
		{"ScanFill", assets.ScanFill},
		{"MissFill", assets.MissFill},
		{"ChosenFill", assets.ChosenFill},
		{"Anchor", assets.Anchor},
		{"Probe", assets.Probe},
		{"RectLine", assets.RectLine},
		{"TopLine", assets.TopLine},
		{"BottomLine", assets.BottomLine},
		{"Pass", assets.Pass},
		{"Block", assets.Block},
		{"AltRoute", assets.AltRoute},
		{"WalkFill", assets.WalkFill},
		{"PivotPath", assets.PivotPath},
		{"SweptEdge", assets.SweptEdge},
		{"MissLine", assets.MissLine},
		{"LabelBack", assets.LabelBack},
		{"PhaseSearch", assets.PhaseSearch},
		{"PhaseSmooth", assets.PhaseSmooth},
		{"PhaseResult", assets.PhaseResult},
		{"PhaseWalk", assets.PhaseWalk},
		{"BarTrack", assets.BarTrack},
		{"BarTick", assets.BarTick},
		{"BarCursor", assets.BarCursor},
		{"NoPlace", assets.NoPlace},
		{"Unreachable", assets.Unreachable},
		{"Squeeze", assets.Squeeze},
	} {
		if _, ok := m[c.c]; !ok {
			m[c.c] = c.name
		}
	}
	return m
}()

func colourName(c color.RGBA) string {
	if n, ok := colourNames[c]; ok {
		return n
	}
	return fmt.Sprintf("#%02x%02x%02x%02x", c.R, c.G, c.B, c.A)
}

// micros matches a timing figure, which changes from run to run.
var micros = regexp.MustCompile(`\d+ µs`)

// frameText is a golden picture's textual twin, for a reviewer to read in
// a diff: the map's cells as characters (# obstacle, . free; capitals
// where the overlay tints them: O and F), the map's shapes placed in cell
// coordinates, and every text of the window by region. Timings read "N µs".
func frameText(f *Frame) string {
	var b strings.Builder
	v := f.View
	fmt.Fprintf(&b, "window %dx%d, map %dx%d cells at %.4g px/cell\n", f.Layout.W, f.Layout.H, f.Grid.W, f.Grid.H, v.Scale)
	b.WriteString("\ncells:\n")
	for y := 0; y < f.Grid.H; y++ {
		for x := 0; x < f.Grid.W; x++ {
			i := 4 * (y*f.Grid.W + x)
			g := color.RGBA{f.Grid.Pix[i], f.Grid.Pix[i+1], f.Grid.Pix[i+2], f.Grid.Pix[i+3]}
			tinted := f.ShowOver && f.Over.Pix[i+3] != 0
			switch {
			case g == assets.Obstacle && tinted:
				b.WriteByte('O')
			case g == assets.Obstacle:
				b.WriteByte('#')
			case tinted:
				b.WriteByte('F')
			case g == assets.NoPlace:
				b.WriteByte('x')
			case g == assets.Unreachable:
				b.WriteByte(',')
			case g != assets.Free && rampIndex(g) >= 0:
				b.WriteByte(byte('1' + rampIndex(g)))
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	// window pixels to cells
	cx := func(px float32) float64 { return (float64(px) - float64(f.Layout.Map.Min.X) - v.OX) / v.Scale }
	cy := func(py float32) float64 { return (float64(py) - float64(f.Layout.Map.Min.Y) - v.OY) / v.Scale }
	r2 := func(x float64) float64 { return math.Round(x*100) / 100 }
	b.WriteString("\nmap shapes (in cells):\n")
	gridLines := 0
	for i := range f.Map {
		sh := &f.Map[i]
		if sh.Kind == Line && sh.Color == assets.GridLine {
			gridLines++
			continue
		}
		fmt.Fprintf(&b, "  %s %s", sh.Kind, colourName(sh.Color))
		switch sh.Kind {
		case Polygon:
			for k := 0; k+1 < len(sh.Pts); k += 2 {
				fmt.Fprintf(&b, " (%g,%g)", r2(cx(sh.Pts[k])), r2(cy(sh.Pts[k+1])))
			}
		case Circle:
			fmt.Fprintf(&b, " (%g,%g) r %g", r2(cx(sh.X0)), r2(cy(sh.Y0)), r2(float64(sh.Size)/v.Scale))
		case Text:
			fmt.Fprintf(&b, " (%g,%g) %q", r2(cx(sh.X0)), r2(cy(sh.Y0)), micros.ReplaceAllString(sh.Text, "N µs"))
		default:
			fmt.Fprintf(&b, " (%g,%g)-(%g,%g)", r2(cx(sh.X0)), r2(cy(sh.Y0)), r2(cx(sh.X1)), r2(cy(sh.Y1)))
		}
		b.WriteByte('\n')
	}
	if gridLines > 0 {
		fmt.Fprintf(&b, "  and %d grid lines\n", gridLines)
	}
	b.WriteString("\ntexts:\n")
	regionNames := [NumRegions]string{"map", "timeline", "status", "side"}
	for i := range f.UI {
		sh := &f.UI[i]
		if sh.Kind != Text {
			continue
		}
		where := "over"
		if i < f.Overlay {
			if r, ok := RegionOf(f.Layout, sh); ok {
				where = regionNames[r]
			}
		}
		fmt.Fprintf(&b, "  [%s] %s\n", where, micros.ReplaceAllString(sh.Text, "N µs"))
	}
	return b.String()
}

// checkTwin compares f's textual twin with testdata/name.txt (-update
// rewrites it with the golden PNG).
func checkTwin(t *testing.T, name string, f *Frame) {
	t.Helper()
	got := frameText(f)
	path := filepath.Join("testdata", name+".txt")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("the picture's text differs from %s (run go test ./render -run Golden -update and read the diff):\n%s", path, lineDiff(string(want), got))
	}
}

// lineDiff lists the lines that differ, want then got.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := range max(len(w), len(g)) {
		var a, c string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			c = g[i]
		}
		if a != c {
			fmt.Fprintf(&b, "line %d:\n- %s\n+ %s\n", i+1, a, c)
		}
	}
	return b.String()
}

// rampIndex is the clearance ramp colour c is, or -1.
func rampIndex(c color.RGBA) int {
	for i, r := range assets.ClearanceRamp {
		if c == r {
			return i
		}
	}
	return -1
}
