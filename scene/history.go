package scene

import (
	"cmp"
	"slices"

	"swath/pathing"
)

// edit is one undo step: the cells a stroke flipped (flipping them again
// undoes or redoes it), the level's options and the NPCs before and after.
type edit struct {
	// flipped is what a step is made with; push stores it as cells.
	flipped       []int32
	cells         cellSet
	before, after pathing.Options
	// grids, when set, are the whole map before and after (a resize).
	gridBefore, gridAfter *pathing.Grid
	// id names the state this step leads to (see history.state).
	id uint64
	// npcsBefore and npcsAfter are the NPCs before and after the step,
	// their footprints and ends (one snapshot when it changed none;
	// agents.go)
	npcsBefore, npcsAfter *roster
}

// history holds the undo and redo stacks.
type history struct {
	undo, redo []edit
	// last is the id of the newest step; base is the id of the state
	// under the oldest undo step (0 for the state the level opened in,
	// else the id of the step dropped last).
	last, base uint64
	// byteLimit bounds the bytes held; 0 means maxHistoryBytes.
	byteLimit int
	// drag is the undo step a slider drag made, which its next changes amend
	drag dragStep
}

// state names the current state: the id of the last step done, or base.
// Undoing back to a state gives the same name again, so a document can
// tell whether it is back at its saved state.
func (h *history) state() uint64 {
	if len(h.undo) == 0 {
		return h.base
	}
	return h.undo[len(h.undo)-1].id
}

// maxHistory bounds the undo stack; the oldest steps are dropped.
const maxHistory = 500

// maxHistoryBytes bounds the memory the undo stack holds (cells and whole
// maps); the oldest steps are dropped past it, though the newest step is
// always kept.
const maxHistoryBytes = 256 << 20

func (h *history) push(e edit) {
	h.last++
	e.id = h.last
	e.cells, e.flipped = newCellSet(e.flipped), nil
	h.undo = append(h.undo, e)
	h.redo = h.redo[:0]
	total := 0
	for _, u := range h.undo {
		total += u.bytes()
	}
	limit := cmp.Or(h.byteLimit, maxHistoryBytes)
	drop := 0
	for drop < len(h.undo)-1 && (len(h.undo)-drop > maxHistory || total > limit) {
		total -= h.undo[drop].bytes()
		drop++
	}
	if drop > 0 {
		h.base = h.undo[drop-1].id
		h.undo = append(h.undo[:0], h.undo[drop:]...)
		clear(h.undo[len(h.undo):cap(h.undo)]) // let the dropped steps go
	}
}

// bytes is about the memory an edit holds.
func (e *edit) bytes() int {
	n := 64 + e.cells.bytes()
	for _, g := range []*pathing.Grid{e.gridBefore, e.gridAfter} {
		if g != nil {
			n += g.Width() * g.Height()
		}
	}
	return n
}

// cellSet is the cells of an edit, kept compactly: as runs of consecutive
// cell indices (start, length) when that is smaller, as a list otherwise.
// A whole-map fill of an 8192×8192 map is then a few runs a row, not 64
// million indices. The order of the cells does not matter: each flips
// once, and a flip is its own inverse.
type cellSet struct {
	list []int32
	runs []int32 // start, length, start, length, …
}

func newCellSet(flipped []int32) cellSet {
	if len(flipped) < 4 {
		return cellSet{list: flipped}
	}
	if !slices.IsSorted(flipped) {
		slices.Sort(flipped)
	}
	var runs []int32
	for i := 0; i < len(flipped); {
		j := i + 1
		for j < len(flipped) && flipped[j] == flipped[j-1]+1 {
			j++
		}
		if 2*(len(runs)+2) >= len(flipped) {
			return cellSet{list: slices.Clip(flipped)}
		}
		runs = append(runs, flipped[i], int32(j-i))
		i = j
	}
	return cellSet{runs: slices.Clip(runs)}
}

// each calls f with every cell.
func (c *cellSet) each(f func(int32)) {
	for _, i := range c.list {
		f(i)
	}
	for k := 0; k+1 < len(c.runs); k += 2 {
		for i := c.runs[k]; i < c.runs[k]+c.runs[k+1]; i++ {
			f(i)
		}
	}
}

// len is the number of cells.
func (c *cellSet) len() int {
	n := len(c.list)
	for k := 1; k < len(c.runs); k += 2 {
		n += int(c.runs[k])
	}
	return n
}

func (c *cellSet) bytes() int { return 4 * (cap(c.list) + cap(c.runs)) }

func (h *history) popUndo() (edit, bool) { return move(&h.undo, &h.redo) }

func (h *history) popRedo() (edit, bool) { return move(&h.redo, &h.undo) }

// move takes the last edit of from onto to and returns it.
func move(from, to *[]edit) (edit, bool) {
	if len(*from) == 0 {
		return edit{}, false
	}
	e := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, e)
	return e, true
}
