package scene

import (
	"strings"
	"testing"
	"unicode/utf8"

	"swath/levels"
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

// TestNPCNamesAreCut: a name given to RenameNPC or AddNPC longer than
// levels.MaxNPCNameLen is cut to it (100 KB of name made the app draw 2
// frames a second), and the level still saves.
func TestNPCNamesAreCut(t *testing.T) {
	s := New(Level{Grid: pathing.NewGrid(8, 8), Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(7, 7)})
	long := strings.Repeat("ö", 100_000)
	s.Apply(AddNPC{Name: long})
	s.Apply(RenameNPC{Index: 0, Name: long + "x"})
	for i, a := range s.Agents() {
		if n := utf8.RuneCountInString(a.Name()); n != levels.MaxNPCNameLen {
			t.Errorf("NPC %d's name has %d characters, want %d", i, n, levels.MaxNPCNameLen)
		}
	}
	if err := s.Level().Validate(); err != nil {
		t.Fatalf("the level with cut names does not validate: %v", err)
	}
}
