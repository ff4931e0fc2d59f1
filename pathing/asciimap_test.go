package pathing

import (
	"strings"
	"testing"
)

// asciiMap is a test map drawn in text, in the style of quasilyte/pathing:
// 'A' is the start, '$' the goal, 'x' or '#' a wall, '*' a node of the
// expected path; anything else is a free cell. Rows may differ in length.
type asciiMap struct {
	rows        []string
	grid        *Grid
	start, goal Point
	hasStart    bool
	hasGoal     bool
	// marked holds the cells drawn with '*'.
	marked map[Point]bool
}

func parseASCII(t testing.TB, rows []string) asciiMap {
	t.Helper()
	m := asciiMap{rows: rows, grid: ParseGrid(rows...), marked: map[Point]bool{}}
	for y, r := range rows {
		for x := 0; x < len(r); x++ {
			switch r[x] {
			case 'A':
				if m.hasStart {
					t.Fatalf("map has two starts:\n%s", strings.Join(rows, "\n"))
				}
				m.start, m.hasStart = Pt(x, y), true
			case '$':
				if m.hasGoal {
					t.Fatalf("map has two goals:\n%s", strings.Join(rows, "\n"))
				}
				m.goal, m.hasGoal = Pt(x, y), true
			case '*':
				m.marked[Pt(x, y)] = true
			}
		}
	}
	if !m.hasStart || !m.hasGoal {
		t.Fatalf("map needs an 'A' and a '$':\n%s", strings.Join(rows, "\n"))
	}
	return m
}

// draw returns the map with its '*' marks removed and the interior nodes of
// path drawn with mark instead (the ends keep 'A' and '$').
func (m asciiMap) draw(path []Point, mark byte) string {
	out := make([][]byte, len(m.rows))
	for y, r := range m.rows {
		out[y] = []byte(strings.ReplaceAll(r, "*", "."))
	}
	for _, p := range path {
		if p.Y < 0 || p.Y >= len(out) || p.X < 0 || p.X >= len(out[p.Y]) {
			continue
		}
		if c := out[p.Y][p.X]; c == 'A' || c == '$' {
			continue
		}
		if out[p.Y][p.X] == '.' || out[p.Y][p.X] == ' ' {
			out[p.Y][p.X] = mark
		} else {
			out[p.Y][p.X] = '!' // a path node on a wall
		}
	}
	var b strings.Builder
	for _, r := range out {
		b.WriteString("  ")
		b.Write(r)
		b.WriteByte('\n')
	}
	return b.String()
}

// want draws the expected map as written.
func (m asciiMap) want() string {
	var b strings.Builder
	for _, r := range m.rows {
		b.WriteString("  ")
		b.WriteString(r)
		b.WriteByte('\n')
	}
	return b.String()
}
