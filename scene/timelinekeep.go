package scene

import "swath/pathing"

// keptCursor is where the step-through view was when it closed, and on
// which plan: reopened on the same plan (same map, same settings), the
// view comes back to that step, as a video player keeps its place.
type keptCursor struct {
	ok     bool
	grid   *pathing.Grid
	key    planKey
	cursor int
}

// keepCursor notes the cursor as the view closes.
func (s *Scene) keepCursor() {
	st := &s.timeline
	if st.tl == nil {
		st.kept = keptCursor{}
		return
	}
	st.kept = keptCursor{ok: true, grid: s.grid, key: st.key, cursor: st.player.Cursor()}
}

// restoreCursor puts the cursor back where the view closed, if the plan
// has not changed since.
func (s *Scene) restoreCursor() {
	st := &s.timeline
	k := st.kept
	st.kept = keptCursor{}
	if k.ok && st.tl != nil && k.grid == s.grid && k.key == st.key && k.key == s.nowKey() {
		st.player.Seek(k.cursor)
	}
}
