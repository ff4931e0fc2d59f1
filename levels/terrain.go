package levels

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"swath/pathing"
)

// Terrain is a Moving AI map's file as it was read: its terrain letters
// ('T' trees, 'W' water, 'S' swamp, …; the grid keeps only blocked or
// free) and its layout (header, line endings, what follows the rows). A
// level read from a .map carries it (Level.Terrain) so that writing the map
// again gives the same bytes: WriteMapTerrain writes every cell whose
// blocked state is the one its letter means with that letter, and only a
// cell painted since with '@' (blocked) or '.' (free). It is never changed
// once read, so copies of a level share it; nil is a map with no letters
// to keep (WriteMap's '.' and '@').
type Terrain struct {
	data []byte // the file as read
	rows []int  // where each row's letters start in data
	w, h int
}

// Size is the map's width and height as the file gives them.
func (t *Terrain) Size() (w, h int) { return t.w, t.h }

// Letter is the file's letter for cell (x, y); ok is false off the map.
func (t *Terrain) Letter(x, y int) (c byte, ok bool) {
	if t == nil || x < 0 || y < 0 || x >= t.w || y >= t.h {
		return 0, false
	}
	return t.data[t.rows[y]+x], true
}

// canonical reports whether the file is exactly what WriteMap writes for
// its grid ('.' and '@' only, LF endings, WriteMap's header, nothing
// after the rows): such a file needs no Terrain to be written back.
func (t *Terrain) canonical() bool {
	head := "type octile\nheight " + strconv.Itoa(t.h) + "\nwidth " + strconv.Itoa(t.w) + "\nmap\n"
	if len(t.data) != len(head)+t.h*(t.w+1) || string(t.data[:len(head)]) != head {
		return false
	}
	for y, o := range t.rows {
		if o != len(head)+y*(t.w+1) || t.data[o+t.w] != '\n' {
			return false
		}
		for _, c := range t.data[o : o+t.w] {
			if c != '.' && c != '@' {
				return false
			}
		}
	}
	return true
}

// mapLetter is the letter WriteMapTerrain writes for cell (x, y) of g: the
// terrain's when it means the cell's state, else '@' or '.'.
func mapLetter(g *pathing.Grid, t *Terrain, x, y int) byte {
	blocked := g.Blocked(x, y)
	if c, ok := t.Letter(x, y); ok {
		if b, _ := mapBlocked(c); b == blocked {
			return c
		}
	}
	if blocked {
		return '@'
	}
	return '.'
}

// WriteMapTerrain writes g as a Moving AI .map keeping what t, read with
// the map (ParseMapTerrain), holds: every cell whose blocked state is its
// letter's keeps the letter, a cell painted since is '@' or '.'. When g
// has t's size, the file's header, line endings and trailing lines are
// kept too, so a map written unchanged is byte for byte the file read;
// after a resize the header is WriteMap's and the cells both sizes share
// keep their letters. A nil t writes what WriteMap writes.
func WriteMapTerrain(w io.Writer, g *pathing.Grid, t *Terrain) error {
	bw := bufio.NewWriter(w)
	gw, gh := g.Width(), g.Height()
	row := make([]byte, gw+1)
	if t == nil || t.w != gw || t.h != gh {
		fmt.Fprintf(bw, "type octile\nheight %d\nwidth %d\nmap\n", gh, gw)
		row[gw] = '\n'
		for y := range gh {
			for x := range gw {
				row[x] = mapLetter(g, t, x, y)
			}
			bw.Write(row)
		}
		return bw.Flush()
	}
	prev := 0
	for y, o := range t.rows {
		bw.Write(t.data[prev:o]) // the header or the line end before the row
		for x := range gw {
			row[x] = mapLetter(g, t, x, y)
		}
		bw.Write(row[:gw])
		prev = o + gw
	}
	bw.Write(t.data[prev:])
	return bw.Flush()
}
