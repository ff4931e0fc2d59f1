package pathing_test

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// movingAIScens lists the scenario files copied into testdata (see its
// SOURCE.md); the map of x.map.scen is x.map beside it.
func movingAIScens(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "testdata", "movingai", "*", "*.map.scen"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 3 {
		t.Fatalf("found %d Moving AI scenario files in ../testdata/movingai, want at least 3", len(files))
	}
	return files
}

// printedTolerance is how far the true length a + d·√2 (d diagonal steps)
// may be from the optimal length as printed in text: one unit of its last
// decimal, or of its sixth significant digit when that is finer (files
// printed with %g and six significant digits write 5 for 5.00000 and
// 6.24264 for 2+3√2), plus d·4e-10. A whole unit, not half, because one
// generator truncates (random512-20-0 prints 689.29350596 as 689.293); the
// d term because the 8-decimal files were computed with √2 = 1.414213562
// (32room_000 line 261: 51 + 37·1.414213562 = 103.325901794, printed
// 103.32590179, where the exact length is 103.32590181).
func printedTolerance(text string, v float64, diagonals int) float64 {
	dec := 1.0
	if i := strings.IndexByte(text, '.'); i >= 0 {
		dec = math.Pow(10, -float64(len(text)-i-1))
	}
	sig := 1.0
	if v >= 1 {
		sig = math.Pow(10, math.Floor(math.Log10(v))-5)
	}
	return min(dec, sig) + 4e-10*float64(diagonals) + 5e-9 // and the float sum of thousands of steps
}

func TestPrintedTolerance(t *testing.T) {
	for _, c := range []struct {
		text string
		v    float64
		want float64
	}{
		{"2.00000000", 2, 1e-8},
		{"5", 5, 1e-5},
		{"6.24264", 6.24264, 1e-5},
		{"689.293", 689.293, 1e-3},
		{"1234.56789012", 1234.56789012, 1e-8},
	} {
		got := printedTolerance(c.text, c.v, 0)
		if math.Abs(got-c.want) > 1e-6*c.want+6e-9 {
			t.Errorf("printedTolerance(%q) = %g, want %g", c.text, got, c.want)
		}
	}
}

// scenFile is one copied .scen file with its map and its raw lines.
type scenFile struct {
	path  string
	grid  *pathing.Grid
	scens []levels.Scenario
	lines []string
}

// TestMovingAIOptimalLengths runs a 1×1 A* on a sample of the queries
// (see below) of every copied .scen file and compares its cost with the file's optimal length, within
// the precision the file prints, and checks each path. The queries are
// shared among one worker per CPU, each with its own Searcher (reused for
// all its queries) and its own copy of each map.
func TestMovingAIOptimalLengths(t *testing.T) {
	var files []*scenFile
	for _, path := range movingAIScens(t) {
		g, err := levels.LoadMap(strings.TrimSuffix(path, ".scen"))
		if err != nil {
			t.Fatal(err)
		}
		scens, err := levels.LoadScen(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(scens) == 0 {
			t.Fatalf("%s has no queries", path)
		}
		// By default keep every SampleEvery-th query of each file;
		// SWATH_FULL_TESTS=1 (make test) every third (TestJPSMovingAI holds
		// JPS to the file on every query; this was the largest share of
		// make test's pathing), SWATH_FULL_TESTS=all every one.
		step := pathing.SampleEvery
		switch {
		case os.Getenv("SWATH_FULL_TESTS") == "all":
			step = 1
		case pathing.FullTests():
			step = 3
		}
		var some []levels.Scenario
		for i := 0; i < len(scens); i += step {
			some = append(some, scens[i])
		}
		scens = some
		lines, err := readLines(path)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, &scenFile{path, g, scens, lines})
	}
	type task struct{ file, lo, hi int }
	tasks := make(chan task)
	go func() {
		for fi, f := range files {
			for lo := 0; lo < len(f.scens); lo += 50 {
				tasks <- task{fi, lo, min(lo+50, len(f.scens))}
			}
		}
		close(tasks)
	}()
	var mu sync.Mutex
	worst := make([]float64, len(files))
	failures := make([]int, len(files))
	fail := func(fi int, format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		failures[fi]++
		if failures[fi] <= 20 {
			t.Errorf(format, args...)
		}
	}
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s pathing.Searcher
			grids := map[int]*pathing.Grid{}
			for tk := range tasks {
				f := files[tk.file]
				g := grids[tk.file]
				if g == nil {
					g = f.grid.Clone()
					grids[tk.file] = g
				}
				for _, sc := range f.scens[tk.lo:tk.hi] {
					at := fmt.Sprintf("%s:%d: %v→%v", f.path, sc.Line, sc.Start, sc.Goal)
					if sc.W != g.Width() || sc.H != g.Height() {
						fail(tk.file, "%s: scenario is for a %dx%d map, the map is %dx%d", at, sc.W, sc.H, g.Width(), g.Height())
						continue
					}
					fs := strings.Fields(f.lines[sc.Line-1])
					printed := fs[len(fs)-1]
					res := s.Search(g, pathing.Footprint{}, pathing.Aware, sc.Start, sc.Goal, nil)
					if res.Failure != pathing.NoFailure {
						fail(tk.file, "%s: %v, want length %s", at, res.Failure, printed)
						continue
					}
					diagonals := 0
					for i := 1; i < len(res.Path); i++ {
						if res.Path[i].X != res.Path[i-1].X && res.Path[i].Y != res.Path[i-1].Y {
							diagonals++
						}
					}
					tol := printedTolerance(printed, sc.Optimal, diagonals)
					d := math.Abs(res.Cost - sc.Optimal)
					if d > tol {
						fail(tk.file, "%s: cost %.8f, optimal %s (off by %.3g, tolerance %.3g)", at, res.Cost, printed, d, tol)
					}
					if err := pathing.ValidateNodes(res.Path, sc.Start, sc.Goal); err != nil {
						fail(tk.file, "%s: %v", at, err)
					}
					for i := 1; i < len(res.Path); i++ {
						p, q := res.Path[i], res.Path[i-1]
						if g.Blocked(p.X, p.Y) || g.Blocked(q.X, p.Y) || g.Blocked(p.X, q.Y) {
							fail(tk.file, "%s: step %d %v→%v enters or cuts an obstacle", at, i, q, p)
							break
						}
					}
					if l := pathing.Length(res.Path); math.Abs(l-res.Cost) > 1e-9*(1+l) {
						fail(tk.file, "%s: cost %v but the path is %v long", at, res.Cost, l)
					}
					mu.Lock()
					worst[tk.file] = max(worst[tk.file], d/tol)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	total := 0
	for fi, f := range files {
		total += len(f.scens)
		t.Logf("%s: %d queries, %d wrong; largest error %.2f of the tolerance", filepath.Base(f.path), len(f.scens), failures[fi], worst[fi])
	}
	t.Logf("%d queries in %d files", total, len(files))
}

func readLines(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	return strings.Split(string(data), "\n"), nil
}
