package render

import (
	"image/color"

	"swath/assets"
	"swath/pathing"
	"swath/view"
)

// buildNPCs appends the routes and markers of the NPCs other than the
// selected one, each in its colour, under the selected one's (which is
// drawn as a level with one agent is, with every layer). They show the
// smoothed route through the body's centre, its waypoints, the swept
// outline faintly, and the footprint at start and goal with the NPC's
// name; a route being planned again is drawn thinner.
func buildNPCs(l List, s view.Reader, v view.View, lay Layout,
	at func(pathing.Point) (float64, float64), corner func(cx, cy float64) (float64, float64),
	visible func(x, y, pad float64) bool) List {
	npcs := s.Agents()
	if len(npcs) < 2 {
		return l
	}
	for _, n := range npcs {
		if n.Selected() {
			continue
		}
		odx, ody := BodyOffset(n.Agent())
		body := func(p pathing.Point) (float64, float64) {
			x, y := at(p)
			return x + odx*v.Scale, y + ody*v.Scale
		}
		cornersOf := func(p pathing.Point) [4][2]float64 { return footCorners(corner, n.Agent(), p) }
		if p := n.Plan(); p != nil && len(p.Waypoints) > 1 {
			var marks *pixelMarks
			if v.Scale < mergeBelow {
				marks = newPixelMarks(lay.Map.Min.X, lay.Map.Min.Y, lay.Map.Dx(), lay.Map.Dy())
			}
			if v.Scale >= minOutlineScale {
				l.sweptOutline(cornersOf, p.Waypoints, 1, fade(n.Colour(), 0x60), nil)
			}
			w := clamp(v.Scale*0.12, 1, 3)
			if !n.Current() {
				w = max(w/2, 1)
			}
			l = routeLines(l, p.Waypoints, body, func(_, _, _, _ float64) bool { return true }, marks, w, n.Colour())
			r := clamp(v.Scale*0.22, 0.5, 6)
			for _, q := range p.Waypoints {
				if v.Scale < mergeBelow {
					break // a dot per waypoint would be the line again, as thick
				}
				if x, y := body(q); visible(x, y, r) && (marks == nil || marks.mark(x, y)) {
					l.circle(x, y, r, n.Colour())
				}
			}
		}
		for _, m := range []struct {
			at      pathing.Point
			label   string
			blocked pathing.Failure
		}{{n.Start(), "S " + n.Name(), pathing.StartBlocked}, {n.Goal(), "G " + n.Name(), pathing.GoalBlocked}} {
			c := cornersOf(m.at)
			fx0, fy0, fx1, fy1 := c[0][0], c[0][1], c[2][0], c[2][1]
			edge := n.Colour()
			if n.Plan() != nil && n.Plan().Failure == m.blocked {
				edge = assets.Warning // the footprint does not fit there
			}
			l.outline(fx0, fy0, fx1, fy1, clamp(v.Scale*0.08, 1, 2), edge)
			px0, py0 := corner(float64(m.at.X), float64(m.at.Y))
			inset := clamp(v.Scale*0.3, 0, 5)
			if v.Scale < 4 {
				inset = 0
			}
			l.rect(px0+inset, py0+inset, px0+v.Scale-inset, py0+v.Scale-inset, n.Colour())
			size := assets.TextSize * 0.85
			lx, ly := fx0, fy0-size-3
			l.rect(lx-1, ly-1, lx+0.6*size*float64(len([]rune(m.label)))+2, ly+size+1, assets.LabelBack)
			l.text(lx, ly, size, n.Colour(), m.label)
		}
	}
	return l
}

// minOutlineScale is the zoom (pixels per cell) under which the other
// NPCs' swept outlines are left out: zoomed out they are a blur of lines
// over the route itself, and the shapes every frame sorts and hashes.
const minOutlineScale = 4

// fade is c at alpha a, premultiplied.
func fade(c color.RGBA, a uint8) color.RGBA {
	m := func(v uint8) uint8 { return uint8((uint16(v)*uint16(a) + 127) / 255) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), a}
}
