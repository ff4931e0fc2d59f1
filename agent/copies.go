package agent

import "swath/pathing"

// Copies are the copies of the level's map that background jobs read while
// the person edits it. Every job that starts before the next edit shares
// one copy (Take): one copy per edit rather than one per job. A copy that
// no job holds any more is kept and, at the next edit, brought up to date
// by copying only the cells changed since it was made (Map.Changes):
// painting on a 2048² map copied 4 MB a cell, and allocating fresh memory
// on the UI thread took 1-60 ms here.
//
// Nothing else keeps a copy: one a job still holds is the job's own (and
// the garbage collector's once the job is gone), so a job that never gave
// its copy back would cost a copy to make again, never a copy kept. The
// zero value is ready.
type Copies struct {
	cur *Copy // the copy of the map at its edit count (nil: none)
	// free are copies no job holds, the oldest first
	free []*Copy
	// Made, when not nil, is told of every copy made (tests count them)
	Made func(*pathing.Grid)
}

// Copy is a copy of the grid of a map, as it was at an edit count; n jobs
// hold it. A copy that a job holds is never reused.
type Copy struct {
	// Grid is the copy; read only
	Grid *pathing.Grid
	of   *pathing.Grid
	ver  uint64
	n    int
}

// maxFreeCopies is the most copies kept for reuse: one for the plan being
// made and one for the optimum's.
const maxFreeCopies = 2

// Take is a read-only copy of m's grid as it is now, for a job, which
// gives it back with Release (or keeps it for ever: a timeline shows it).
func (c *Copies) Take(m Map) *Copy {
	if c.cur == nil || c.cur.of != m.Grid || c.cur.Grid.Version() != m.Grid.Version() {
		c.newCopy(m)
	}
	c.cur.n++
	return c.cur
}

// Keep makes the copy of m's grid that the next jobs share now rather than
// when the first job starts (an app before its window opens, so that no
// frame copies a big map), held by no job yet.
func (c *Copies) Keep(m Map) { c.Take(m).n-- }

// newCopy makes cur a copy of the grid as it is now: the last copy if no
// job holds it, else a free copy of this grid, brought up to date; else a
// new one.
func (c *Copies) newCopy(m Map) {
	old := c.cur
	c.cur = nil
	if old != nil && old.n == 0 {
		// no job holds the last copy: it is the one to bring up to date
		c.free = append(c.free, old)
	}
	for i := len(c.free) - 1; i >= 0; i-- { // the newest first: the fewest cells to copy
		f := c.free[i]
		if f.of != m.Grid {
			continue
		}
		c.free = append(c.free[:i], c.free[i+1:]...)
		if r, changed := m.Changes(f.ver); !changed || f.Grid.CopyFrom(m.Grid, r) {
			f.ver, c.cur = m.Edits, f
		}
		break
	}
	if c.cur == nil {
		c.cur = &Copy{Grid: m.Grid.Clone(), of: m.Grid, ver: m.Edits}
		if c.Made != nil {
			c.Made(c.cur.Grid)
		}
	}
}

// Release says that a job has finished with its copy f (nil: none). A
// copy no job holds any more goes free once the map has moved on from it;
// copies of another grid than m's, and the oldest beyond maxFreeCopies,
// are let go.
func (c *Copies) Release(m Map, f *Copy) {
	if f == nil || f.n <= 0 {
		return
	}
	if f.n--; f.n > 0 || f == c.cur {
		return
	}
	kept := c.free[:0]
	for _, k := range c.free {
		if k.of == m.Grid {
			kept = append(kept, k)
		}
	}
	if f.of == m.Grid {
		kept = append(kept, f)
	}
	if n := len(kept); n > maxFreeCopies {
		kept = append(kept[:0], kept[n-maxFreeCopies:]...)
	}
	old := c.free
	c.free = kept
	clear(old[min(len(kept), len(old)):]) // let the dropped copies go
}
