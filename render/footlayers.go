package render

import (
	"fmt"
	"image"
	"math"

	"swath/assets"
	"swath/pathing"
	"swath/view"
)

// writeFootCells recolours the free cells of r by the footprint layers
// that are on (view.FootLayers): a cell where the pivot cannot stand, one
// the footprint cannot reach from the start, else its clearance's bucket.
// It runs after writeGrid on the same cells; the scene computed the layers.
func writeFootCells(p *Pixels, s view.Reader, r image.Rectangle) {
	f, g := s.FootLayers(), s.Grid()
	ly := f.On()
	if !ly.Placements && !ly.Reachable && !ly.Clearance {
		return
	}
	r = r.Intersect(image.Rect(0, 0, p.W, p.H))
	noPlace, dim := rgba(assets.NoPlace), rgba(assets.Unreachable)
	var ramp [len(assets.ClearanceRamp)][4]byte
	for i, c := range assets.ClearanceRamp {
		ramp[i] = rgba(c)
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if g.Blocked(x, y) {
				continue
			}
			pt := pathing.Pt(x, y)
			var c [4]byte
			switch {
			case ly.Placements && !f.Placement(pt):
				c = noPlace
			case ly.Reachable && !f.Reachable(pt):
				c = dim
			case ly.Clearance:
				c = ramp[clearanceBucket(f.Clearance(pt))]
			default:
				continue
			}
			i := 4 * (y*p.W + x)
			copy(p.Pix[i:i+4], c[:])
		}
	}
}

// clearanceBucket is the ramp colour of clearance k (free cells have k ≥ 1).
func clearanceBucket(k int) int {
	b := 0
	for i, lo := range assets.ClearanceBuckets {
		if k >= lo {
			b = i
		}
	}
	return b
}

// buildFootMap appends the tightest squeeze of the route: a ring at the
// point of the route where the footprint has the least room, the cell that
// limits it outlined, and "room N" beside the ring on the side away from
// that cell, so that the label covers neither.
func buildFootMap(l List, s view.Reader, v view.View, lay Layout) List {
	sq, ok := s.FootLayers().Squeeze()
	if !ok {
		return l
	}
	ox, oy := float64(lay.Map.Min.X), float64(lay.Map.Min.Y)
	mx, my := v.Corner(sq.AtX+0.5, sq.AtY+0.5)
	mx, my = mx+ox, my+oy
	bx0, by0 := v.Corner(float64(sq.Blocker.X), float64(sq.Blocker.Y))
	bx0, by0 = bx0+ox, by0+oy
	bx1, by1 := bx0+v.Scale, by0+v.Scale
	w := clamp(v.Scale*0.12, 1.5, 3)
	l.outline(bx0, by0, bx1, by1, w, assets.Squeeze)
	r := clamp(v.Scale*0.45, 5, 12)
	l.circle(mx, my, r+1.5, assets.Background)
	l.circle(mx, my, r, assets.Squeeze)
	l.circle(mx, my, r-w, assets.Background)
	// the label goes on the far side of the ring from the blocker
	dx, dy := mx-(bx0+bx1)/2, my-(by0+by1)/2
	if d := math.Hypot(dx, dy); d > 1e-9 {
		dx, dy = dx/d, dy/d
	} else {
		dx, dy = 0, -1
	}
	// the box's corner (or edge middle) nearest the ring sits on the
	// direction, 1.5 radii out: beyond the ring's bounding square
	text := fmt.Sprintf("room %d", sq.Room)
	tw := charWidth(labelSize) * float64(len(text))
	gap := 1.5*r + 6
	ax, ay := mx+dx*gap, my+dy*gap
	tx, ty := ax, ay
	switch {
	case dx < -0.3:
		tx = ax - tw
	case dx <= 0.3:
		tx = ax - tw/2
	}
	switch {
	case dy < -0.3:
		ty = ay - labelSize - 2
	case dy <= 0.3:
		ty = ay - labelSize/2
	default:
		ty = ay + 1
	}
	m := mapper{clip: lay.Map}
	return m.label(l, tx, ty, text, assets.Squeeze)
}

// footLegend are the legend lines of the footprint layers that are on.
func footLegend(s view.Reader) []legendItem {
	ly := s.Layers()
	var out []legendItem
	if ly.Placements {
		out = append(out, legendItem{"pivot cannot stand here", func(l *List, cx, cy float64) {
			l.rect(cx-6, cy-6, cx+6, cy+6, assets.NoPlace)
		}})
	}
	if ly.Reachable {
		out = append(out, legendItem{"unreachable from S", func(l *List, cx, cy float64) {
			l.rect(cx-6, cy-6, cx+6, cy+6, assets.Unreachable)
			l.outline(cx-6, cy-6, cx+6, cy+6, 1, assets.PanelEdge)
		}})
	}
	if ly.Clearance {
		out = append(out, legendItem{"clearance (largest square):", func(l *List, cx, cy float64) {
			l.rect(cx-6, cy-6, cx, cy+6, assets.ClearanceRamp[0])
			l.rect(cx, cy-6, cx+6, cy+6, assets.ClearanceRamp[len(assets.ClearanceRamp)-1])
		}}, legendItem{"", drawRamp})
	}
	if ly.Squeeze {
		// what "room N" beside the ring measures (pathing.Squeeze)
		out = append(out, legendItem{"tightest squeeze: room N means", func(l *List, cx, cy float64) {
			l.circle(cx, cy, 6, assets.Squeeze)
			l.circle(cx, cy, 4, assets.Panel)
		}}, legendItem{"N cells wider and taller fit", noSwatch})
	}
	return out
}

// noSwatch draws nothing: a legend line that goes on explaining the line
// above it.
func noSwatch(*List, float64, float64) {}

// drawRamp draws the clearance ramp as a row of swatches, each with the
// smallest clearance it stands for under it.
func drawRamp(l *List, cx, cy float64) {
	const sw = 22
	x := cx - 6
	for i, c := range assets.ClearanceRamp {
		l.rect(x, cy-8, x+sw-2, cy, c)
		n := fmt.Sprint(assets.ClearanceBuckets[i])
		if i == len(assets.ClearanceRamp)-1 {
			n += "+"
		}
		l.text(x, cy+1, 10, assets.TextDim, n)
		x += sw
	}
}
