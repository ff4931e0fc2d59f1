package scene

import "swath/pathing"

// changeLog is a ring of the boxes of cells that the last versions of one
// kind of change touched, so that a consumer behind by a few versions
// redraws only those cells (the footprint layers use it, and the grid's
// gridLog, which also merges the cells of one Apply into one version).
type changeLog struct {
	e    [gridLogLen]gridChange
	n, i int // entries held, next slot
	// all is the whole map, the answer for versions older than the ring
	all pathing.Rect
}

// reset empties the log for a map whose cells are all.
func (l *changeLog) reset(all pathing.Rect) { *l = changeLog{all: all} }

// add records that version ver changed the cells in box.
func (l *changeLog) add(ver uint64, box pathing.Rect) {
	l.e[l.i] = gridChange{ver: ver, box: box}
	l.i = (l.i + 1) % gridLogLen
	l.n = min(l.n+1, gridLogLen)
}

// since returns the box changed after version v up to cur, ok false when
// nothing changed; a version older than the ring gets the whole map.
func (l *changeLog) since(v, cur uint64) (r pathing.Rect, ok bool) {
	if v >= cur {
		return pathing.Rect{}, false
	}
	if l.n == 0 || v+uint64(l.n) < cur {
		return l.all, true
	}
	for k := 1; k <= l.n; k++ {
		e := &l.e[(l.i-k+gridLogLen)%gridLogLen]
		if e.ver <= v {
			break
		}
		if !ok {
			r, ok = e.box, true
			continue
		}
		r = union(r, e.box)
	}
	return r, ok
}
