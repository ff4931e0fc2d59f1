package pathing_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// TestJPSMovingAI runs JPS on the shipped Moving AI queries at 1×1: its
// cost must equal the file's optimal length (within what the file prints)
// and A*'s, and its path must follow the rules. By default every 10th
// query of each file, every 40th also against A* (A* costs a minute on the
// mazes); with SWATH_FULL_TESTS=1 every query against the file and every
// 10th against A* too (TestMovingAIOptimalLengths holds A* to the file on
// every query; A* was most of this test's time, the largest of make
// test's pathing after the farthest check); with SWATH_FULL_TESTS=all
// every query against both.
func TestJPSMovingAI(t *testing.T) {
	every, withAStar := 10, 4
	switch {
	case os.Getenv("SWATH_FULL_TESTS") == "all":
		every, withAStar = 1, 1
	case pathing.FullTests():
		every, withAStar = 1, 10
	}
	type job struct {
		path  string
		grid  *pathing.Grid
		lines []string
		sc    levels.Scenario
		astar bool
	}
	jobs := make(chan job)
	go func() {
		defer close(jobs)
		for _, path := range movingAIScens(t) {
			g, err := levels.LoadMap(strings.TrimSuffix(path, ".scen"))
			if err != nil {
				t.Error(err)
				return
			}
			scens, err := levels.LoadScen(path)
			if err != nil {
				t.Error(err)
				return
			}
			lines, err := readLines(path)
			if err != nil {
				t.Error(err)
				return
			}
			for i := 0; i < len(scens); i += every {
				jobs <- job{path, g, lines, scens[i], i/every%withAStar == 0}
			}
		}
	}()
	var mu sync.Mutex
	checked, wrong := 0, 0
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			var j pathing.JPSearcher
			var a pathing.Searcher
			for jb := range jobs {
				sc := jb.sc
				at := fmt.Sprintf("%s:%d: %v→%v", filepath.Base(jb.path), sc.Line, sc.Start, sc.Goal)
				fs := strings.Fields(jb.lines[sc.Line-1])
				printed := fs[len(fs)-1]
				jr := j.Search(jb.grid, pathing.Footprint{}, pathing.Aware, sc.Start, sc.Goal, nil)
				msg := ""
				if jr.Failure != pathing.NoFailure {
					msg = fmt.Sprintf("%v, want length %s", jr.Failure, printed)
				} else {
					diagonals := 0
					for i := 1; i < len(jr.Path); i++ {
						if jr.Path[i].X != jr.Path[i-1].X && jr.Path[i].Y != jr.Path[i-1].Y {
							diagonals++
						}
					}
					ar := jr // compared with itself when A* is skipped
					if jb.astar {
						ar = a.Search(jb.grid, pathing.Footprint{}, pathing.Aware, sc.Start, sc.Goal, nil)
					}
					switch tol := printedTolerance(printed, sc.Optimal, diagonals); {
					case math.Abs(jr.Cost-sc.Optimal) > tol:
						msg = fmt.Sprintf("cost %.8f, optimal %s", jr.Cost, printed)
					case math.Abs(jr.Cost-ar.Cost) > 1e-9*(1+ar.Cost):
						msg = fmt.Sprintf("cost %.10f, A* %.10f", jr.Cost, ar.Cost)
					default:
						msg = checkRoute(jb.grid, pathing.Footprint{}, jr.Path, sc.Start, sc.Goal, jr.Cost)
					}
				}
				mu.Lock()
				checked++
				if msg != "" {
					if wrong++; wrong <= 20 {
						t.Errorf("%s: %s", at, msg)
					}
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	t.Logf("%d queries checked (every %d), %d wrong", checked, every, wrong)
	if checked < 500 {
		t.Errorf("only %d queries checked", checked)
	}
}

// checkRoute reports the first way path breaks the rules for footprint f
// on g (8-adjacent steps from start to goal over valid placements, no
// corner cut, as long as cost), or "".
func checkRoute(g *pathing.Grid, f pathing.Footprint, path []pathing.Point, start, goal pathing.Point, cost float64) string {
	if err := pathing.ValidateNodes(path, start, goal); err != nil {
		return err.Error()
	}
	for i, p := range path {
		if !g.Fits(f, p) {
			return fmt.Sprintf("node %d %v is not a valid placement", i, p)
		}
		if i > 0 {
			q := path[i-1]
			if p.X != q.X && p.Y != q.Y && (!g.Fits(f, pathing.Pt(p.X, q.Y)) || !g.Fits(f, pathing.Pt(q.X, p.Y))) {
				return fmt.Sprintf("step %d %v→%v cuts a corner", i, q, p)
			}
		}
	}
	if l := pathing.Length(path); math.Abs(l-cost) > 1e-9*(1+l) {
		return fmt.Sprintf("cost %v, but the path is %v long", cost, l)
	}
	return ""
}

// TestJPSGeneratedFootprints compares JPS with A* for footprints 1×1 to
// 5×5 (and the oblong ones between) on generated 160×120 maps: rooms with
// doors of several widths, scattered blocks, random noise. Costs must be
// equal and paths valid. With SWATH_FULL_TESTS=1, four times the queries.
func TestJPSGeneratedFootprints(t *testing.T) {
	rng := rand.New(rand.NewPCG(515, 0))
	t.Logf("seed 515")
	queries := 12
	if pathing.FullTests() {
		queries = 48
	}
	var j pathing.JPSearcher
	var a pathing.Searcher
	found, total := 0, 0
	for m := range 6 {
		g := generatedMap(rng, 160, 120, m)
		for l := 1; l <= 5; l++ {
			for w := 1; w <= 5; w++ {
				f := pathing.Footprint{L: l, W: w}
				for range queries {
					s, e := pathing.Pt(rng.IntN(160), rng.IntN(120)), pathing.Pt(rng.IntN(160), rng.IntN(120))
					for try := 0; try < 20 && !(g.Fits(f, s) && g.Fits(f, e)); try++ {
						s, e = pathing.Pt(rng.IntN(160), rng.IntN(120)), pathing.Pt(rng.IntN(160), rng.IntN(120))
					}
					j.Order = pathing.CellOrder(rng.IntN(2))
					jr := j.Search(g, f, pathing.Aware, s, e, nil)
					ar := a.Search(g, f, pathing.Aware, s, e, nil)
					total++
					if jr.Failure != ar.Failure || math.Abs(jr.Cost-ar.Cost) > 1e-9*(1+ar.Cost) {
						t.Fatalf("map %d, %v agent, %v→%v: JPS %v cost %v, A* %v cost %v", m, f, s, e, jr.Failure, jr.Cost, ar.Failure, ar.Cost)
					}
					if jr.Failure != pathing.NoFailure {
						continue
					}
					found++
					if msg := checkRoute(g, f, jr.Path, s, e, jr.Cost); msg != "" {
						t.Fatalf("map %d, %v agent, %v→%v, %v: %s", m, f, s, e, j.Order, msg)
					}
				}
			}
		}
	}
	t.Logf("%d queries, %d found a path", total, found)
	if found < total/3 {
		t.Errorf("only %d of %d queries found a path: the maps are too closed", found, total)
	}
}

// generatedMap draws a w×h test map of kind m%3: rooms joined by doors 1
// to 6 cells wide, scattered rectangles, or random noise.
func generatedMap(rng *rand.Rand, w, h, m int) *pathing.Grid {
	g := pathing.NewGrid(w, h)
	switch m % 3 {
	case 0:
		for x := 20; x < w; x += 20 + rng.IntN(10) {
			g.Fill(pathing.Rect{MinX: x, MinY: 0, MaxX: x, MaxY: h - 1}, true)
			for y := rng.IntN(15); y < h; y += 15 + rng.IntN(20) {
				g.Fill(pathing.Rect{MinX: x, MinY: y, MaxX: x, MaxY: y + 1 + rng.IntN(6)}, false)
			}
		}
		for y := 25; y < h; y += 25 + rng.IntN(10) {
			g.Fill(pathing.Rect{MinX: 0, MinY: y, MaxX: w - 1, MaxY: y}, true)
			for x := rng.IntN(15); x < w; x += 12 + rng.IntN(20) {
				g.Fill(pathing.Rect{MinX: x, MinY: y, MaxX: x + 1 + rng.IntN(6), MaxY: y}, false)
			}
		}
	case 1:
		for range 60 {
			x, y := rng.IntN(w), rng.IntN(h)
			g.Fill(pathing.Rect{MinX: x, MinY: y, MaxX: x + rng.IntN(12), MaxY: y + rng.IntN(8)}, true)
		}
	default:
		for range w * h / 12 {
			g.Set(rng.IntN(w), rng.IntN(h), true)
		}
	}
	return g
}
