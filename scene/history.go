package scene

import "swath/pathing"

// settings are the undoable choices that are not cells.
type settings struct {
	Agent       pathing.Footprint
	Start, Goal pathing.Point
	Options     Options
}

// edit is one undo step: the cells a stroke flipped (flipping them again
// undoes or redoes it) and the settings before and after.
type edit struct {
	flipped       []int32
	before, after settings
}

// history holds the undo and redo stacks.
type history struct {
	undo, redo []edit
}

// maxHistory bounds the undo stack; the oldest steps are dropped.
const maxHistory = 500

func (h *history) push(e edit) {
	if len(h.undo) == maxHistory {
		h.undo = append(h.undo[:0], h.undo[1:]...)
	}
	h.undo = append(h.undo, e)
	h.redo = h.redo[:0]
}

func (h *history) popUndo() (edit, bool) {
	if len(h.undo) == 0 {
		return edit{}, false
	}
	e := h.undo[len(h.undo)-1]
	h.undo = h.undo[:len(h.undo)-1]
	h.redo = append(h.redo, e)
	return e, true
}

func (h *history) popRedo() (edit, bool) {
	if len(h.redo) == 0 {
		return edit{}, false
	}
	e := h.redo[len(h.redo)-1]
	h.redo = h.redo[:len(h.redo)-1]
	h.undo = append(h.undo, e)
	return e, true
}
