package render

import (
	"math"

	"swath/agent"
	"swath/assets"
	"swath/pathing"
	"swath/view"
)

// buildLesson appends what makes a teaching level's point visible in the
// final picture without the timeline (agent.Lesson): the other farthest
// strategy's route, thin, where it differs, with a ring on each waypoint
// of this route that the other does not keep; and the obstacle cells the
// paper's sampling misses on this route's moves, outlined. body places a
// pivot's route point, corner a cell corner.
func buildLesson(l List, les *agent.Lesson, v view.View, body func(pathing.Point) (float64, float64), corner func(float64, float64) (float64, float64)) List {
	if les == nil {
		return l
	}
	sc := v.Scale
	if len(les.Alt) > 1 {
		w := clamp(sc*0.06, 0.6, 2)
		for i := 1; i < len(les.Alt); i++ {
			ax, ay := body(les.Alt[i-1])
			bx, by := body(les.Alt[i])
			l.line(ax, ay, bx, by, w, assets.AltRoute)
		}
	}
	// the waypoints the other route does not keep (a split view's pane
	// marks those no other pane keeps, with no other route drawn)
	r := clamp(sc*0.3, 0.6, 9) + clamp(sc*0.15, 0.5, 4)
	for _, p := range les.Differ {
		x, y := body(p)
		for k := 0; k < 24; k++ { // a ring of short arcs around the dot
			a0, a1 := 2*math.Pi*float64(k)/24, 2*math.Pi*float64(k+1)/24
			l.line(x+r*math.Cos(a0), y+r*math.Sin(a0), x+r*math.Cos(a1), y+r*math.Sin(a1), clamp(sc*0.08, 0.6, 2), assets.DiffMark)
		}
	}
	for _, c := range les.Missed {
		x0, y0 := corner(float64(c.X), float64(c.Y))
		x1, y1 := corner(float64(c.X+1), float64(c.Y+1))
		l.outline(x0, y0, x1, y1, clamp(sc*0.1, 1, 3), assets.MissLine)
	}
	return l
}

// lessonLegend explains the lesson's marks, when the picture has them.
func lessonLegend(les *agent.Lesson) []legendItem {
	if les == nil {
		return nil
	}
	var out []legendItem
	if len(les.Alt) > 1 {
		out = append(out, legendItem{"the other strategy's route", func(l *List, cx, cy float64) {
			l.line(cx-8, cy, cx+8, cy, 1.5, assets.AltRoute)
		}}, legendItem{"where the strategies differ", func(l *List, cx, cy float64) {
			l.circle(cx, cy, 3, assets.Waypoint)
			l.outline(cx-6, cy-6, cx+6, cy+6, 1, assets.DiffMark)
		}})
	}
	if len(les.Alt) <= 1 && len(les.Differ) > 0 {
		out = append(out, legendItem{"a waypoint no other pane keeps", func(l *List, cx, cy float64) {
			l.circle(cx, cy, 3, assets.Waypoint)
			l.outline(cx-6, cy-6, cx+6, cy+6, 1, assets.DiffMark)
		}})
	}
	if len(les.Missed) > 0 {
		out = append(out, legendItem{"missed by paper sampling", func(l *List, cx, cy float64) {
			l.rect(cx-6, cy-6, cx+6, cy+6, assets.Obstacle)
			l.outline(cx-6, cy-6, cx+6, cy+6, 2, assets.MissLine)
		}})
	}
	return out
}
