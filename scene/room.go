package scene

import (
	"swath/levels"
	"swath/memroom"
)

// roomCheck weighs a map the scene is about to take against the memory
// the process has left (package memroom), so that a map too big for it is
// refused in one line, the current map and its edits kept, instead of the
// process dying half-way with a trace. Its zero value checks nothing (a
// test's scene, a headless one); the app sets it (SetRoom).
type roomCheck struct {
	now     func() memroom.Room
	perCell int64 // what the app takes per cell of a map it opens
}

// SetRoom makes every open, drop, new map and resize refuse a map whose
// cells at perCell bytes each need more than now says is left; now is
// memroom.Now in the app, a fixed room in a test.
func (s *Scene) SetRoom(now func() memroom.Room, perCell int64) {
	s.room = roomCheck{now: now, perCell: perCell}
}

// fitsCells is nil when a w×h map fits, else the one-line reason (what
// names the file or the map).
func (r roomCheck) fitsCells(what string, w, h int) error {
	if r.now == nil {
		return nil
	}
	return r.now().CheckMap(what, w, h, r.perCell, "in the app")
}

// fits is fitsCells for a level read from what.
func (r roomCheck) fits(lv *levels.Level, what string) error {
	return r.fitsCells(what, lv.Grid.Width(), lv.Grid.Height())
}
