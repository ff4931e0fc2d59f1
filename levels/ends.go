package levels

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"swath/pathing"
)

// maxFitChecks bounds NearestFit's work (placements tried); a map where
// the footprint fits nowhere near gives up rather than stall the app.
const maxFitChecks = 1 << 22

// NearestFit is the placement of footprint f nearest p (by rings of
// growing Chebyshev distance, the nearest by straight-line distance
// within the first ring that has one) where f lies wholly on free cells
// of g; ok is false when there is none within reach.
func NearestFit(g *pathing.Grid, f pathing.Footprint, p pathing.Point) (pathing.Point, bool) {
	w, h := g.Width(), g.Height()
	p = pathing.Pt(min(max(p.X, 0), w-1), min(max(p.Y, 0), h-1))
	checks := 0
	for d := 0; d < max(w, h); d++ {
		best, bestD, found := pathing.Point{}, 0, false
		try := func(x, y int) {
			if x < 0 || y < 0 || x >= w || y >= h {
				return
			}
			checks++
			q := pathing.Pt(x, y)
			if !g.Fits(f, q) {
				return
			}
			dd := (x-p.X)*(x-p.X) + (y-p.Y)*(y-p.Y)
			if !found || dd < bestD {
				best, bestD, found = q, dd, true
			}
		}
		if d == 0 {
			try(p.X, p.Y)
		}
		for k := -d; k <= d && d > 0; k++ {
			try(p.X+k, p.Y-d)
			try(p.X+k, p.Y+d)
			if k != -d && k != d {
				try(p.X-d, p.Y+k)
				try(p.X+d, p.Y+k)
			}
		}
		if found {
			return best, true
		}
		if checks > maxFitChecks {
			break
		}
	}
	return p, false
}

// FittingEnds are a start and a goal where footprint f fits, as far apart
// as corners: the placements nearest the top-left and the bottom-right
// corners (a new map's, an imported map's). When no route can join those
// two (a walled town whose corners lie outside its wall), they are the
// placements of the largest region of placements nearest those corners
// instead, so that a map opens with a route to see. Where f fits nowhere
// near, the ends are DefaultEnds' and the app says why the footprint does
// not fit.
func FittingEnds(g *pathing.Grid, f pathing.Footprint) (start, goal pathing.Point) {
	return fittingEnds(g, f, nil)
}

// fittingEnds is FittingEnds with f's regions on g labelled already (r),
// or nil to label them when needed.
func fittingEnds(g *pathing.Grid, f pathing.Footprint, r *pathing.Regions) (start, goal pathing.Point) {
	start, goal = DefaultEnds(g)
	s, sOK := NearestFit(g, f, pathing.Pt(0, 0))
	e, eOK := NearestFit(g, f, pathing.Pt(g.Width()-1, g.Height()-1))
	if sOK {
		start = s
	}
	if eOK {
		goal = e
	}
	if !sOK || !eOK {
		return start, goal
	}
	if r == nil {
		r = regionsOf(g, f)
	}
	if r != nil && !r.Connected(start, goal) {
		start, goal = largestRegionEnds(g, r, start, goal)
	}
	return start, goal
}

// regionsOf labels the regions of f's placements on g (docs/algorithm.md §9,
// The placement grid: a route joins two placements when they share one); nil on maps over
// maxRegionCells, where the ends are left as they are.
func regionsOf(g *pathing.Grid, f pathing.Footprint) *pathing.Regions {
	if g.Width()*g.Height() > maxRegionCells {
		return nil
	}
	var sr pathing.Searcher
	r := new(pathing.Regions)
	sr.Regions(g, f, pathing.Aware, r)
	return r
}

// maxRegionCells bounds the maps whose regions FittingEnds labels (a
// flood of every cell; about 1 ms for 512²): bigger maps keep the corners'
// placements.
const maxRegionCells = 2048 * 2048

// largestRegionEnds are the placements of r's largest region nearest the
// top-left and the bottom-right corners (s and e when the region is one
// cell or r has none).
func largestRegionEnds(g *pathing.Grid, r *pathing.Regions, s, e pathing.Point) (pathing.Point, pathing.Point) {
	w, h := g.Width(), g.Height()
	size := make([]int, r.Count()+1)
	for y := range h {
		for x := range w {
			size[r.Of(pathing.Pt(x, y))]++
		}
	}
	big := 0
	for id := 1; id < len(size); id++ {
		if size[id] > size[big] || big == 0 {
			big = id
		}
	}
	if big == 0 || size[big] < 2 {
		return s, e
	}
	sd, ed := -1, -1
	for y := range h {
		for x := range w {
			if r.Of(pathing.Pt(x, y)) != big {
				continue
			}
			if d := x*x + y*y; sd < 0 || d < sd {
				s, sd = pathing.Pt(x, y), d
			}
			if d := (w-1-x)*(w-1-x) + (h-1-y)*(h-1-y); ed < 0 || d < ed {
				e, ed = pathing.Pt(x, y), d
			}
		}
	}
	return s, e
}

// PlaceImportedEnds puts an imported map's start and goal (a Moving AI
// .map, a PNG mask, a Tiled map: formats that may name none) where lv's
// footprint fits: the first query of the Moving AI scenario file beside
// it (path + ".scen") when there is one of the map's size, else, for an
// end that does not fit, the nearest placement to the corner it was put
// near. A .swath level's ends are its author's and stay. It reports what
// it did, for the status line ("" when nothing moved).
func PlaceImportedEnds(lv *Level, path string) string {
	if FormatOf(path) == SwathFormat || lv.Grid == nil {
		return ""
	}
	if q, file, err := FirstQueryBeside(path, lv.Grid); err == nil && (q.Start != lv.Start || q.Goal != lv.Goal) {
		lv.Start, lv.Goal = q.Start, q.Goal
		return "start and goal from the first query of " + file
	}
	sFits, gFits := lv.Grid.Fits(lv.Agent, lv.Start), lv.Grid.Fits(lv.Agent, lv.Goal)
	if sFits && gFits {
		ds, dg := DefaultEnds(lv.Grid)
		if lv.Start != ds || lv.Goal != dg {
			return "" // the file's own ends
		}
		r := regionsOf(lv.Grid, lv.Agent)
		if r == nil || r.Connected(ds, dg) {
			return "" // the defaults, and a route joins them (or the map is too big to look)
		}
		s, g := fittingEnds(lv.Grid, lv.Agent, r)
		if !r.Connected(s, g) {
			return ""
		}
		lv.Start, lv.Goal = s, g
		return "start and goal placed in the largest region " + lv.Agent.WithArticle() + " can cross"
	}
	s, g := FittingEnds(lv.Grid, lv.Agent)
	if !sFits {
		lv.Start = s
	}
	if !gFits {
		lv.Goal = g
	}
	return "start and goal placed where " + lv.Agent.WithArticle() + " fits"
}

// ScenBeside is the name of the Moving AI scenario list that goes with the
// map at path: path + ".scen", as Moving AI names them (maze.map.scen).
func ScenBeside(path string) string { return path + ".scen" }

// ErrNoScen is FirstQueryBeside's error when no scenario list lies beside
// the map.
var ErrNoScen = errors.New("no scenario list beside the map")

// FirstQueryBeside returns the first query of the scenario list beside
// the map at path (ScenBeside), read no further, and the list's name: the
// start and goal the app opens a map with that names none (a Moving AI
// .map, a PNG mask). The error is ErrNoScen when there is no such file,
// else it says why the list gives no query for g: it cannot be read, it
// has none, or its first query is for a map of another size.
func FirstQueryBeside(path string, g *pathing.Grid) (Scenario, string, error) {
	file := ScenBeside(path)
	if _, err := os.Stat(file); errors.Is(err, fs.ErrNotExist) {
		return Scenario{}, file, ErrNoScen
	}
	scens, err := LoadScenN(file, 1)
	if err != nil {
		return Scenario{}, file, err
	}
	if len(scens) == 0 {
		return Scenario{}, file, fmt.Errorf("%s: no queries", file)
	}
	q := scens[0]
	if q.W != g.Width() || q.H != g.Height() {
		return Scenario{}, file, fmt.Errorf("%s:%d: the first query is for a %dx%d map, this one is %dx%d", file, q.Line, q.W, q.H, g.Width(), g.Height())
	}
	return q, file, nil
}
