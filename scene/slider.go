package scene

import (
	"slices"

	"swath/pathing"
)

// dragStep is the undo step a slider drag made: the drag's name and the
// id of the step.
type dragStep struct{ drag, id uint64 }

// amendDrag folds a change of the slider drag named drag into the undo
// step that drag made, if that step is still the last one done; the step
// then leads to the new settings (and goes when they equal its start).
// It reports whether it did.
func (s *Scene) amendDrag(drag uint64, f func(*pathing.Query)) bool {
	h := &s.hist
	if h.drag.drag != drag || len(h.undo) == 0 || h.state() != h.drag.id {
		return false
	}
	top := &h.undo[len(h.undo)-1]
	if top.cells.len() != 0 || top.gridBefore != nil || top.gridAfter != nil {
		return false
	}
	s.finishGesture()
	q := s.query()
	f(&q)
	q.Agent = clampAgent(q.Agent)
	s.setQuery(s.sel, q)
	now := s.roster()
	if q.Options == top.after && slices.Equal(now, *top.npcsAfter) {
		return true
	}
	h.last++
	if q.Options == top.before && slices.Equal(now, *top.npcsBefore) {
		// dragged back to where it started: no step at all
		h.undo = h.undo[:len(h.undo)-1]
		h.drag = dragStep{}
		return true
	}
	top.after, top.id, top.npcsAfter = q.Options, h.last, &now
	h.drag.id = top.id
	return true
}
