package levels

import (
	"math"
	"strings"

	"swath/pathing"
)

// drawPlan draws the level with the raw route ('o'), the waypoints (0-9, A-J),
// start 'S' and goal 'G', for failure messages.
func drawPlan(lv *Level, p pathing.Plan) string {
	g := lv.Grid
	rows := make([][]byte, g.Height())
	for y := range rows {
		rows[y] = []byte(strings.Split(g.String(), "\n")[y])
	}
	for _, q := range p.Raw {
		rows[q.Y][q.X] = 'o'
	}
	for k, q := range p.Waypoints {
		rows[q.Y][q.X] = "0123456789ABCDEFGHIJ"[k%20]
	}
	rows[lv.Start.Y][lv.Start.X] = 'S'
	rows[lv.Goal.Y][lv.Goal.X] = 'G'
	var b strings.Builder
	for _, r := range rows {
		b.Write(r)
		b.WriteByte('\n')
	}
	return b.String()
}

// allOptimal enumerates the optimal aware-mode routes from s to e for
// footprint f (at most limit of them), by a plain Dijkstra from both ends: a
// reference independent of the A* searcher's tie-breaking, so a level's test
// can check every route A* might return, not only today's.
func allOptimal(g *pathing.Grid, f pathing.Footprint, s, e pathing.Point, limit int) [][]pathing.Point {
	w, h := g.Width(), g.Height()
	ok := func(p pathing.Point) bool { return g.Fits(f, p) }
	dist := func(src pathing.Point) []float64 {
		d := make([]float64, w*h)
		for i := range d {
			d[i] = math.Inf(1)
		}
		d[src.Y*w+src.X] = 0
		done := make([]bool, w*h)
		for {
			bi, bd := -1, math.Inf(1)
			for i, v := range d {
				if !done[i] && v < bd {
					bi, bd = i, v
				}
			}
			if bi < 0 {
				return d
			}
			done[bi] = true
			x, y := bi%w, bi/w
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if dx == 0 && dy == 0 {
						continue
					}
					q := pathing.Pt(x+dx, y+dy)
					if !g.In(q) || !ok(q) {
						continue
					}
					c := 1.0
					if dx != 0 && dy != 0 {
						if !ok(pathing.Pt(x+dx, y)) || !ok(pathing.Pt(x, y+dy)) {
							continue
						}
						c = math.Sqrt2
					}
					if bd+c < d[q.Y*w+q.X] {
						d[q.Y*w+q.X] = bd + c
					}
				}
			}
		}
	}
	ds, de := dist(s), dist(e)
	D := ds[e.Y*w+e.X]
	var out [][]pathing.Point
	var path []pathing.Point
	var rec func(p pathing.Point)
	rec = func(p pathing.Point) {
		if len(out) >= limit {
			return
		}
		path = append(path, p)
		defer func() { path = path[:len(path)-1] }()
		if p == e {
			out = append(out, append([]pathing.Point(nil), path...))
			return
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if dx == 0 && dy == 0 {
					continue
				}
				q := pathing.Pt(p.X+dx, p.Y+dy)
				if !g.In(q) || !ok(q) {
					continue
				}
				c := 1.0
				if dx != 0 && dy != 0 {
					if !ok(pathing.Pt(p.X+dx, p.Y)) || !ok(pathing.Pt(p.X, p.Y+dy)) {
						continue
					}
					c = math.Sqrt2
				}
				qi := q.Y*w + q.X
				if math.Abs(ds[p.Y*w+p.X]+c-ds[qi]) < 1e-9 && math.Abs(ds[qi]+de[qi]-D) < 1e-9 {
					rec(q)
				}
			}
		}
	}
	rec(s)
	return out
}
