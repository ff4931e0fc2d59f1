package pathing

import (
	"fmt"
	"strings"
)

// Grid is a map of free and blocked cells. Cells outside the map count as
// blocked. Every change bumps Version, so caches built from a grid (placement
// grids, plans) know when they are stale.
type Grid struct {
	w, h    int
	blocked []bool
	version uint64
}

// NewGrid returns a free grid of w×h cells. Sides below 1 are raised to 1.
func NewGrid(w, h int) *Grid {
	if w < 1 {
		w = 1
	}
	if h < 1 {
		h = 1
	}
	return &Grid{w: w, h: h, blocked: make([]bool, w*h), version: 1}
}

// ParseGrid reads rows of text: '#', '@', 'x', 'T', 'O', 'W' block a cell, anything
// else is free. Rows may differ in length; the grid is as wide as the longest.
// It is meant for tests and small fixtures.
func ParseGrid(rows ...string) *Grid {
	if len(rows) == 1 && strings.Contains(rows[0], "\n") {
		rows = strings.Split(strings.Trim(rows[0], "\n"), "\n")
	}
	w := 0
	for _, r := range rows {
		if len(r) > w {
			w = len(r)
		}
	}
	g := NewGrid(w, len(rows))
	for y, r := range rows {
		for x := 0; x < len(r); x++ {
			switch r[x] {
			case '#', '@', 'x', 'T', 'O', 'W':
				g.blocked[y*g.w+x] = true
			}
		}
	}
	return g
}

// Width is the number of columns.
func (g *Grid) Width() int { return g.w }

// Height is the number of rows.
func (g *Grid) Height() int { return g.h }

// Version changes whenever a cell changes.
func (g *Grid) Version() uint64 { return g.version }

// In reports whether p lies inside the map.
func (g *Grid) In(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < g.w && p.Y < g.h }

// Blocked reports whether (x, y) is an obstacle; outside the map is.
func (g *Grid) Blocked(x, y int) bool {
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return true
	}
	return g.blocked[y*g.w+x]
}

// Set makes (x, y) blocked or free and reports whether it changed. Points
// outside the map are ignored.
func (g *Grid) Set(x, y int, blocked bool) bool {
	if x < 0 || y < 0 || x >= g.w || y >= g.h || g.blocked[y*g.w+x] == blocked {
		return false
	}
	g.blocked[y*g.w+x] = blocked
	g.version++
	return true
}

// Fill sets every cell of r (clipped to the map) and returns how many changed.
func (g *Grid) Fill(r Rect, blocked bool) int {
	n := 0
	for y := max(r.MinY, 0); y <= min(r.MaxY, g.h-1); y++ {
		for x := max(r.MinX, 0); x <= min(r.MaxX, g.w-1); x++ {
			i := y*g.w + x
			if g.blocked[i] != blocked {
				g.blocked[i] = blocked
				n++
			}
		}
	}
	if n > 0 {
		g.version++
	}
	return n
}

// Clear frees every cell.
func (g *Grid) Clear() { g.Fill(Rect{0, 0, g.w - 1, g.h - 1}, false) }

// Clone returns an independent copy with the same version.
func (g *Grid) Clone() *Grid {
	c := *g
	c.blocked = append([]bool(nil), g.blocked...)
	return &c
}

// CopyFrom makes the cells of r (clipped to the map) those of src, a grid
// of the same size, and takes src's version: a copy brought up to date by
// copying only what changed. It reports false, changing nothing, when the
// sizes differ.
func (g *Grid) CopyFrom(src *Grid, r Rect) bool {
	if g.w != src.w || g.h != src.h {
		return false
	}
	r = Rect{MinX: max(r.MinX, 0), MinY: max(r.MinY, 0), MaxX: min(r.MaxX, g.w-1), MaxY: min(r.MaxY, g.h-1)}
	for y := r.MinY; y <= r.MaxY && r.MinX <= r.MaxX; y++ {
		i, j := y*g.w+r.MinX, y*g.w+r.MaxX+1
		copy(g.blocked[i:j], src.blocked[i:j])
	}
	g.version = src.version
	return true
}

// Resized returns a w×h copy that keeps the cells that fit; new cells are free.
func (g *Grid) Resized(w, h int) *Grid {
	n := NewGrid(w, h)
	for y := 0; y < min(h, g.h); y++ {
		copy(n.blocked[y*n.w:y*n.w+min(w, g.w)], g.blocked[y*g.w:])
	}
	n.version = g.version + 1
	return n
}

// Equal reports whether g and o have the same size and cells.
func (g *Grid) Equal(o *Grid) bool {
	if g.w != o.w || g.h != o.h {
		return false
	}
	for i, b := range g.blocked {
		if o.blocked[i] != b {
			return false
		}
	}
	return true
}

// Fits reports whether an agent of footprint f with its pivot at p lies
// wholly inside the map on free cells. It loops over the footprint; the
// search uses a cached placement grid instead.
func (g *Grid) Fits(f Footprint, p Point) bool {
	r := f.Cover(p)
	for y := r.MinY; y <= r.MaxY; y++ {
		for x := r.MinX; x <= r.MaxX; x++ {
			if g.Blocked(x, y) {
				return false
			}
		}
	}
	return true
}

// FitError explains why f does not fit at p, or returns nil when it does.
func (g *Grid) FitError(f Footprint, p Point) error {
	if !g.In(p) {
		return fmt.Errorf("%v is off the %dx%d map", p, g.w, g.h)
	}
	r := f.Cover(p)
	if r.MinX < 0 || r.MinY < 0 || r.MaxX >= g.w || r.MaxY >= g.h {
		return fmt.Errorf("%s at %v reaches outside the map", f.WithArticle(), p)
	}
	for y := r.MinY; y <= r.MaxY; y++ {
		for x := r.MinX; x <= r.MaxX; x++ {
			if g.Blocked(x, y) {
				return fmt.Errorf("%s at %v overlaps the obstacle at (%d,%d)", f.WithArticle(), p, x, y)
			}
		}
	}
	return nil
}

// String draws the grid with '#' for obstacles and '.' for free cells.
func (g *Grid) String() string {
	var b strings.Builder
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			if g.blocked[y*g.w+x] {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
