package cli

import (
	"bytes"
	"container/heap"
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// benchCmd runs the command line in-process and returns its exit code and output.
func benchCmd(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// benchWriteFile writes text to dir/name and returns the path.
func benchWriteFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// benchMapText renders rows ('#' obstacle) as a Moving AI .map.
func benchMapText(rows []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "type octile\nheight %d\nwidth %d\nmap\n", len(rows), len(rows[0]))
	for _, r := range rows {
		b.WriteString(strings.ReplaceAll(r, "#", "@") + "\n")
	}
	return b.String()
}

// benchScenLine is one query line of a .scen.
func benchScenLine(mapName string, w, h, sx, sy, gx, gy int, opt string) string {
	return fmt.Sprintf("0\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%s\n", mapName, w, h, sx, sy, gx, gy, opt)
}

// benchRefDist is a plain Dijkstra (container/heap, 8-connected, costs 1 and √2,
// no corner cutting) for a point agent on rows ('#' obstacle). It returns
// -1 when the goal cannot be reached. It shares no code with pathing.
func benchRefDist(rows []string, sx, sy, gx, gy int) float64 {
	h, w := len(rows), len(rows[0])
	free := func(x, y int) bool { return x >= 0 && y >= 0 && x < w && y < h && rows[y][x] != '#' }
	if !free(sx, sy) || !free(gx, gy) {
		return -1
	}
	dist := make([]float64, w*h)
	for i := range dist {
		dist[i] = math.Inf(1)
	}
	dist[sy*w+sx] = 0
	q := &benchRefQueue{{sy*w + sx, 0}}
	for q.Len() > 0 {
		it := heap.Pop(q).(benchRefItem)
		if it.d > dist[it.i] {
			continue
		}
		x, y := it.i%w, it.i/w
		if x == gx && y == gy {
			return it.d
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if (dx == 0 && dy == 0) || !free(nx, ny) {
					continue
				}
				c := 1.0
				if dx != 0 && dy != 0 {
					if !free(x+dx, y) || !free(x, y+dy) {
						continue
					}
					c = math.Sqrt2
				}
				if nd := it.d + c; nd < dist[ny*w+nx] {
					dist[ny*w+nx] = nd
					heap.Push(q, benchRefItem{ny*w + nx, nd})
				}
			}
		}
	}
	return -1
}

type benchRefItem struct {
	i int
	d float64
}

type benchRefQueue []benchRefItem

func (q benchRefQueue) Len() int           { return len(q) }
func (q benchRefQueue) Less(i, j int) bool { return q[i].d < q[j].d }
func (q benchRefQueue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *benchRefQueue) Push(x any)        { *q = append(*q, x.(benchRefItem)) }
func (q *benchRefQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// benchReadCSV parses bench --csv output into header and rows.
func benchReadCSV(t *testing.T, s string) ([]string, [][]string) {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(s)).ReadAll()
	if err != nil || len(recs) == 0 {
		t.Fatalf("bad CSV (%v):\n%s", err, s)
	}
	return recs[0], recs[1:]
}

// benchColumn returns the index of name in header.
func benchColumn(t *testing.T, header []string, name string) int {
	t.Helper()
	for i, h := range header {
		if h == name {
			return i
		}
	}
	t.Fatalf("no benchColumn %q in %v", name, header)
	return -1
}
