package app

import "testing"

// TestNPCRowsPageALargeCrowd: a small crowd lists every NPC; a large one
// lists maxNPCRows at a time, the selected NPC's page whenever the
// selection moves, the page paged to (‹ ›) while it does not, clamped to
// the crowd (a crowd that shrank under the page shows its last page).
func TestNPCRowsPageALargeCrowd(t *testing.T) {
	var p npcPanel
	type step struct {
		what     string
		n, sel   int
		page     int // added to first before the call (‹ −8, › +8)
		from, to int
	}
	for _, s := range []step{
		{"eight NPCs: all", 8, 5, 0, 0, 8},
		{"200 NPCs, the first selected", 200, 0, 0, 0, 8},
		{"Tab to NPC 13: its page", 200, 13, 0, 8, 16},
		{"› pages on, the selection stays", 200, 13, +8, 16, 24},
		{"› again", 200, 13, +8, 24, 32},
		{"‹ back", 200, 13, -8, 16, 24},
		{"‹ past the first page", 200, 13, -40, 0, 8},
		{"› past the last page", 200, 13, +400, 192, 200},
		{"a selection on the last page", 200, 199, 0, 192, 200},
		{"the crowd shrinks to 20", 20, 199, 0, 16, 20},
		{"NPC 3 selected", 20, 3, 0, 0, 8},
		{"nine NPCs", 9, 8, 0, 8, 9},
	} {
		p.first += s.page
		from, to := p.npcRows(s.n, s.sel)
		if from != s.from || to != s.to {
			t.Errorf("%s: rows %d..%d, want %d..%d", s.what, from, to, s.from, s.to)
		}
		if s.n > maxNPCRows && (to-from > maxNPCRows || from < 0 || to > s.n) {
			t.Errorf("%s: rows %d..%d of %d", s.what, from, to, s.n)
		}
	}
}
