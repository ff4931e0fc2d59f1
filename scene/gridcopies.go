package scene

import "swath/pathing"

// gridCopies are the copies of the grid that background jobs read while the
// person edits it. Every job that starts before the next edit shares one
// copy (gridSnapshot): one copy per edit rather than one per job. A copy
// that no job holds any more is kept and, at the next edit, brought up to
// date by copying only the cells changed since it was made: painting on a
// 2048² map copied 4 MB a cell, and allocating fresh memory on the UI thread
// took 1-60 ms here.
type gridCopies struct {
	cur *gridCopy // the copy of the grid at its version (nil: none)
	// held are the copies handed out that jobs may still hold
	held map[*pathing.Grid]*gridCopy
	// free are copies no job holds, the oldest first
	free []*gridCopy
}

// gridCopy is a copy g of grid of, as the grid was at the scene's grid
// version ver; n jobs hold it. n falls only through releaseGrid (the
// plan's and the optimum's jobs), so a copy that another job holds is
// never reused.
type gridCopy struct {
	g, of *pathing.Grid
	ver   uint64
	n     int
}

// maxFreeCopies is the most copies kept for reuse: one for the plan being
// made and one for the optimum's.
const maxFreeCopies = 2

// gridSnapshot is a read-only copy of the grid as it is now, for a job.
func (s *Scene) gridSnapshot() *pathing.Grid {
	c := &s.copies
	if c.held == nil {
		c.held = map[*pathing.Grid]*gridCopy{}
	}
	if c.cur == nil || c.cur.of != s.grid || c.cur.g.Version() != s.grid.Version() {
		s.newCopy()
	}
	c.cur.n++
	c.held[c.cur.g] = c.cur
	return c.cur.g
}

// newCopy makes cur a copy of the grid as it is now: the last copy if no
// job holds it, else a free copy of this grid, brought up to date; else a
// new one.
func (s *Scene) newCopy() {
	c := &s.copies
	old := c.cur
	c.cur = nil
	if old != nil && old.n == 0 {
		// no job holds the last copy: it is the one to bring up to date
		delete(c.held, old.g)
		c.free, old = append(c.free, old), nil
	}
	for i := len(c.free) - 1; i >= 0; i-- { // the newest first: the fewest cells to copy
		f := c.free[i]
		if f.of != s.grid {
			continue
		}
		c.free = append(c.free[:i], c.free[i+1:]...)
		if r, changed := s.GridChanges(f.ver); !changed || f.g.CopyFrom(s.grid, r) {
			f.ver, c.cur = s.ver.Grid, f
		}
		break
	}
	if c.cur == nil {
		c.cur = &gridCopy{g: s.grid.Clone(), of: s.grid, ver: s.ver.Grid}
	}
}

// freeCopy keeps f for reuse if it copies the grid the scene has now,
// dropping copies of other grids and the oldest beyond maxFreeCopies.
func (s *Scene) freeCopy(f *gridCopy) {
	c := &s.copies
	kept := c.free[:0]
	for _, k := range c.free {
		if k.of == s.grid {
			kept = append(kept, k)
		}
	}
	if f.of == s.grid {
		kept = append(kept, f)
	}
	if n := len(kept); n > maxFreeCopies {
		kept = append(kept[:0], kept[n-maxFreeCopies:]...)
	}
	c.free = kept
}

// releaseGrid says that a job has finished with its copy g. A copy no job
// holds any more goes free once the grid has moved on from it.
func (s *Scene) releaseGrid(g *pathing.Grid) {
	c := &s.copies
	f, ok := c.held[g]
	if !ok || f.n <= 0 {
		return
	}
	if f.n--; f.n == 0 && f != c.cur {
		delete(c.held, g)
		s.freeCopy(f)
	}
}

// SnapshotGrid makes the copy of the grid that the background jobs share
// now rather than when the first job starts: the app calls it before its
// window opens, so that no frame copies a big map for the optimum's job
// (the first plan of a level is made in New, without one).
func (s *Scene) SnapshotGrid() {
	s.gridSnapshot()
	s.copies.cur.n-- // made, held by no job yet
}
