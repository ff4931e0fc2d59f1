package scene

import (
	"strings"
	"testing"

	"swath/pathing"
)

// TestAddNPCStandsBeside: N adds an NPC whose start and goal are the
// nearest placements its 2x2 footprint fits in that no other NPC's start
// (goal) covers; a third goes beside both. In a dead end too narrow for a
// second agent the end stays (there is nowhere else in its region).
func TestAddNPCStandsBeside(t *testing.T) {
	rows := []string{
		"##########",
		"#........#",
		"#........#",
		"#........#",
		"#........#",
		"#........#",
		"##########",
	}
	g := pathing.ParseGrid(rows...)
	f := pathing.Footprint{L: 2, W: 2}
	s := New(Level{Grid: g, Agent: f, Start: pathing.Pt(1, 1), Goal: pathing.Pt(7, 4)})
	for n := 2; n <= 3; n++ {
		s.Apply(AddNPC{})
		ag := s.Agents()
		me := ag[len(ag)-1]
		if !g.Fits(f, me.Start()) || !g.Fits(f, me.Goal()) {
			t.Fatalf("NPC %d at %v → %v does not fit:\n%s", n, me.Start(), me.Goal(), strings.Join(rows, "\n"))
		}
		for _, o := range ag[:len(ag)-1] {
			if overlaps(f.Cover(me.Start()), f.Cover(o.Start())) || overlaps(f.Cover(me.Goal()), f.Cover(o.Goal())) {
				t.Fatalf("NPC %d at %v → %v stands on %s at %v → %v", n, me.Start(), me.Goal(), o.Name(), o.Start(), o.Goal())
			}
		}
	}
	// the second NPC: one step past the first's 2x2 on either side
	if a := s.Agents()[1]; a.Start() != pathing.Pt(3, 1) && a.Start() != pathing.Pt(1, 3) {
		t.Errorf("second NPC's start %v, want the nearest free one (3,1) or (1,3)", a.Start())
	}

	narrow := pathing.ParseGrid(
		"#####",
		"#..##",
		"#..##",
		"#####",
	)
	s = New(Level{Grid: narrow, Agent: f, Start: pathing.Pt(1, 1), Goal: pathing.Pt(1, 1)})
	s.Apply(AddNPC{})
	if a := s.Agents()[1]; a.Start() != pathing.Pt(1, 1) {
		t.Errorf("with no room the new NPC's start %v, want it kept at (1,1)", a.Start())
	}
}
