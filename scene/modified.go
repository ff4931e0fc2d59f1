package scene

import "slices"

// Modified reports whether the level differs from what was last opened or
// saved: the undo steps between that state and this one, taken together,
// change a setting or flip some cell an odd number of times. Toggling an
// option and back, or painting a cell and erasing it again, is therefore
// no change, as undoing back to the saved state is not.
func (s *Scene) Modified() bool {
	key := modKey{saved: s.doc.savedAt, state: s.hist.state(), last: s.hist.last}
	if s.doc.mod.key != key || !s.doc.mod.valid {
		s.doc.mod = modCache{key: key, valid: true, modified: s.differsFromSaved()}
	}
	return s.doc.mod.modified
}

// modKey names the history a Modified answer was worked out for: an undo
// step amended in place (a slider's drag) gets a new id, so the key moves.
type modKey struct{ saved, state, last uint64 }

type modCache struct {
	key             modKey
	valid, modified bool
}

// maxNetCells bounds the cells differsFromSaved compares; past it the
// level counts as modified (a whole-map fill and its inverse, say).
const maxNetCells = 1 << 20

// differsFromSaved works out Modified from the undo steps between the
// saved state and this one. The NPCs' ends count only when the level's
// file keeps them (savesEnds: not a .map's, a PNG's or a Tiled map's).
func (s *Scene) differsFromSaved() bool {
	steps, found := s.stepsSinceSaved()
	if !found {
		return true // the saved state was dropped from the history
	}
	if len(steps) == 0 {
		return false
	}
	first, last := &steps[0], &steps[len(steps)-1]
	// the NPCs hold every footprint and end, the edits the options
	if first.before != last.after || !sameNPCs(*first.npcsBefore, *last.npcsAfter, s.savesEnds()) {
		return true
	}
	n := 0
	for i := range steps {
		if steps[i].gridBefore != nil || steps[i].gridAfter != nil {
			return true // a resize: count it as a change
		}
		n += steps[i].cells.len()
	}
	if n > maxNetCells {
		return true
	}
	cells := make([]int32, 0, n)
	for i := range steps {
		steps[i].cells.each(func(c int32) { cells = append(cells, c) })
	}
	slices.Sort(cells)
	for i := 0; i < len(cells); {
		j := i
		for j < len(cells) && cells[j] == cells[i] {
			j++
		}
		if (j-i)%2 == 1 {
			return true
		}
		i = j
	}
	return false
}

// stepsSinceSaved are the undo steps from the saved state to this one,
// in the order they lead there (undone ones reversed); found is false
// when the saved state was dropped from the history.
func (s *Scene) stepsSinceSaved() (steps []edit, found bool) {
	h := &s.hist
	if s.doc.savedAt == h.state() {
		return nil, true
	}
	if s.doc.savedAt == h.base {
		steps, found = h.undo, true
	}
	for k := range h.undo {
		if h.undo[k].id == s.doc.savedAt {
			steps, found = h.undo[k+1:], true
		}
	}
	if !found {
		// the saved state is ahead, among the undone steps
		for j := len(h.redo) - 1; j >= 0; j-- {
			if h.redo[j].id == s.doc.savedAt {
				steps = slices.Clone(h.redo[j:])
				slices.Reverse(steps)
				return steps, true
			}
		}
	}
	if found && len(steps) == 0 {
		return nil, false // at the saved state's id but not at it: dropped
	}
	return steps, found
}
