package scene

import "swath/pathing"

// settings are the undoable choices that are not cells.
type settings struct {
	Agent       pathing.Footprint
	Start, Goal pathing.Point
	Options     pathing.Options
}

// edit is one undo step: the cells a stroke flipped (flipping them again
// undoes or redoes it) and the settings before and after.
type edit struct {
	flipped       []int32
	before, after settings
	// grids, when set, are the whole map before and after (a resize).
	gridBefore, gridAfter *pathing.Grid
	// id names the state this step leads to (see history.state).
	id uint64
}

// history holds the undo and redo stacks.
type history struct {
	undo, redo []edit
	// last is the id of the newest step; base is the id of the state
	// under the oldest undo step (0 for the state the level opened in,
	// else the id of the step dropped last).
	last, base uint64
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

func (h *history) push(e edit) {
	h.last++
	e.id = h.last
	if len(h.undo) == maxHistory {
		h.base = h.undo[0].id
		h.undo = append(h.undo[:0], h.undo[1:]...)
	}
	h.undo = append(h.undo, e)
	h.redo = h.redo[:0]
}

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
