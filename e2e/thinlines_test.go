package e2e

import (
	"image"
	"math"

	"swath/render"
)

// thinLines are the map's lines under two pixels wide in the model's
// picture (grid lines, the swept outline, the pivot's route): the screen
// draws them crisp where the CPU anti-aliases them, so pixel comparisons
// of the two leave their pixels out.
func (m *model) thinLines() []render.Shape {
	var r render.Renderer
	r.WithPanel = true
	f := r.Update(m.sc, m.sc.View(), winW, winH)
	var out []render.Shape
	for _, sh := range f.Map {
		if sh.Kind == render.Line && sh.Size < 2 {
			out = append(out, sh)
		}
	}
	return out
}

// nearLine reports whether p is within two pixels of one of lines.
func nearLine(lines []render.Shape, p image.Point) bool {
	px, py := float64(p.X)+0.5, float64(p.Y)+0.5
	for _, ln := range lines {
		ax, ay, bx, by := float64(ln.X0), float64(ln.Y0), float64(ln.X1), float64(ln.Y1)
		dx, dy := bx-ax, by-ay
		t := 0.0
		if l2 := dx*dx + dy*dy; l2 > 0 {
			t = math.Max(0, math.Min(1, ((px-ax)*dx+(py-ay)*dy)/l2))
		}
		if math.Hypot(px-(ax+t*dx), py-(ay+t*dy)) <= 2 {
			return true
		}
	}
	return false
}
