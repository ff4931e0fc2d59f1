// Package changelog is a ring of the boxes of cells that the last versions
// of one kind of change touched, so that a consumer behind by a few
// versions redraws only those cells: the scene's grid log (which also
// merges the cells of one Apply into one version, Grow) and the footprint
// layers' log use it.
package changelog

import "swath/pathing"

// Len is how many versions a Log can answer for; an older version gets the
// whole map (a redraw of all cells is always right).
const Len = 64

// entry is the box of cells that one version changed.
type entry struct {
	ver uint64
	box pathing.Rect
}

// Log is a ring of the last Len changes. The zero value is empty.
type Log struct {
	e    [Len]entry
	n, i int // entries held, next slot
	// all is the whole map, the answer for versions older than the ring
	all pathing.Rect
}

// Reset empties the log for a map whose cells are all.
func (l *Log) Reset(all pathing.Rect) { *l = Log{all: all} }

// SetAll makes all the answer for versions older than the ring (the map as
// it is now).
func (l *Log) SetAll(all pathing.Rect) { l.all = all }

// Add records that version ver changed the cells in box.
func (l *Log) Add(ver uint64, box pathing.Rect) {
	l.e[l.i] = entry{ver: ver, box: box}
	l.i = (l.i + 1) % Len
	l.n = min(l.n+1, Len)
}

// Grow adds box to the newest version's cells (one with more cells to it).
func (l *Log) Grow(box pathing.Rect) {
	e := &l.e[(l.i-1+Len)%Len]
	e.box = Union(e.box, box)
}

// Since returns the box changed after version v up to cur, ok false when
// nothing changed; a version older than the ring gets the whole map.
func (l *Log) Since(v, cur uint64) (r pathing.Rect, ok bool) {
	if v >= cur {
		return pathing.Rect{}, false
	}
	if l.n == 0 || v+uint64(l.n) < cur {
		return l.all, true
	}
	for k := 1; k <= l.n; k++ {
		e := &l.e[(l.i-k+Len)%Len]
		if e.ver <= v {
			break
		}
		if !ok {
			r, ok = e.box, true
			continue
		}
		r = Union(r, e.box)
	}
	return r, ok
}

// Union is the smallest rectangle holding a and b (inclusive bounds).
func Union(a, b pathing.Rect) pathing.Rect {
	return pathing.Rect{MinX: min(a.MinX, b.MinX), MinY: min(a.MinY, b.MinY), MaxX: max(a.MaxX, b.MaxX), MaxY: max(a.MaxY, b.MaxY)}
}
