package levels

import (
	"bytes"
	"strings"
	"testing"

	"swath/pathing"
)

// v1Level is a version-1 file as Swath 1 wrote it.
const v1Level = `swath 1
title: two rooms
description: a door between them
size: 8x4
agent: 2x1
start: 0,0
goal: 7,3
search: aware
sampling: exact
farthest: binary
grid:
....#...
........
....#...
....#...
`

func TestSwathVersion1To2RoundTrip(t *testing.T) {
	lv, err := ParseSwath("v1.swath", []byte(v1Level))
	if err != nil {
		t.Fatal(err)
	}
	npcs := lv.NPCList()
	if len(npcs) != 1 {
		t.Fatalf("a version-1 level has %d NPCs, want 1", len(npcs))
	}
	want := NPC{Name: "npc 1", Agent: pathing.Footprint{L: 2, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(7, 3), Colour: DefaultNPCColour(0)}
	if npcs[0] != want {
		t.Fatalf("the version-1 NPC is %+v, want %+v", npcs[0], want)
	}
	// unchanged, it is written as version 1, byte for byte
	var b bytes.Buffer
	if err := WriteSwath(&b, lv); err != nil {
		t.Fatal(err)
	}
	if b.String() != v1Level {
		t.Fatalf("a one-NPC level is not written back as it was read:\n%s", b.String())
	}
	// with a second NPC and the first renamed it becomes version 2
	npcs[0].Name = "scout"
	npcs = append(npcs, NPC{Name: "big ogre", Agent: pathing.Footprint{L: 3, W: 1}, Start: pathing.Pt(0, 1), Goal: pathing.Pt(5, 1), Colour: DefaultNPCColour(1)})
	lv.SetNPCs(npcs)
	b.Reset()
	if err := WriteSwath(&b, lv); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	t.Logf("version 2:\n%s", text)
	for _, s := range []string{"swath 2\n", "npc: agent=2x1 start=0,0 goal=7,3 colour=#6f8cff name=scout\n",
		"npc: agent=3x1 start=0,1 goal=5,1 colour=#998800 name=big ogre\n"} {
		if !strings.Contains(text, s) {
			t.Errorf("version 2 has no line %q", s)
		}
	}
	for _, s := range []string{"\nagent:", "\nstart:", "\ngoal:"} {
		if strings.Contains(text, s) {
			t.Errorf("version 2 with npc lines repeats %q", s)
		}
	}
	back, err := ParseSwath("v2.swath", b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !back.Equal(lv) {
		t.Fatalf("version 2 does not read back: %+v, want %+v", back.NPCList(), lv.NPCList())
	}
	if back.Agent != (pathing.Footprint{L: 2, W: 1}) || back.Start != pathing.Pt(0, 0) || back.Goal != pathing.Pt(7, 3) {
		t.Errorf("the first NPC is not the level's agent and ends: %v %v %v", back.Agent, back.Start, back.Goal)
	}
	// removing the second NPC and renaming the first back gives version 1 again
	lv.SetNPCs(lv.NPCList()[:1])
	lv.NPCs[0].Name = "npc 1"
	b.Reset()
	WriteSwath(&b, lv)
	if b.String() != v1Level {
		t.Errorf("back to one default NPC, the level is not version 1 again:\n%s", b.String())
	}
}

func TestSwathVersion2WithoutNPCLines(t *testing.T) {
	src := strings.Replace(v1Level, "swath 1", "swath 2", 1)
	lv, err := ParseSwath("v2.swath", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	v1, _ := ParseSwath("v1.swath", []byte(v1Level))
	if !lv.Equal(v1) {
		t.Errorf("a version-2 file without npc lines differs from the version-1 one")
	}
}

func TestSwathNPCErrors(t *testing.T) {
	head := "swath 2\nsize: 4x2\n"
	rows := "grid:\n....\n....\n"
	cases := []struct{ name, src, want string }{
		{"version 1", "swath 1\nsize: 4x2\nnpc: start=0,0 goal=1,1\n", "n.swath:3:1: npc lines need \"swath 2\""},
		{"no equals", head + "npc: start=0,0 goal 1,1\n", "n.swath:3:16: npc: want key=value (agent, start, goal, colour, name), got \"goal\""},
		{"agent", head + "npc: agent=3by2 start=0,0 goal=1,1\n", "n.swath:3:6: npc: agent: want LxW with sides 1..16, e.g. 3x2, got \"3by2\""},
		{"agent big", head + "npc: start=0,0 goal=1,1 agent=17x1\n", "n.swath:3:25: npc: agent: want LxW with sides 1..16"},
		{"start", head + "npc: start=0;0 goal=1,1\n", "n.swath:3:6: npc: start: want x,y with whole numbers, e.g. 3,7, got \"0;0\""},
		{"goal", head + "npc:   start=0,0 goal=a,1\n", "n.swath:3:18: npc: goal: want x,y with whole numbers"},
		{"colour", head + "npc: start=0,0 goal=1,1 colour=red\n", "n.swath:3:25: npc: colour: want a colour #rrggbb, e.g. #998800, got \"red\""},
		{"colour hex", head + "npc: start=0,0 goal=1,1 colour=#12345g\n", "n.swath:3:25: npc: colour: want a colour #rrggbb"},
		{"unknown", head + "npc: start=0,0 goal=1,1 speed=3\n", "n.swath:3:25: npc: unknown key \"speed\""},
		{"twice", head + "npc: start=0,0 start=1,1 goal=1,1\n", "n.swath:3:16: npc: \"start\" given twice"},
		{"no goal", head + "npc: start=0,0 name=x\n", "n.swath:3:6: npc: no goal=X,Y"},
		{"name quote", head + "npc: start=0,0 goal=1,1 name=\"ogre\n", "n.swath:3:25: npc: name: bad quoted text"},
		{"off map", head + "npc: start=0,0 goal=1,1\nnpc: start=4,0 goal=1,1 name=ogre\n" + rows, "n.swath:4: npc \"ogre\": start (4,0) or goal (1,1) is off the 4x2 map"},
		{"with agent", head + "agent: 2x2\nnpc: start=0,0 goal=1,1\n" + rows, "n.swath:3:1: agent, start and goal are given on the npc lines"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lv, err := ParseSwath("n.swath", []byte(c.src))
			if err == nil {
				t.Fatalf("no error; got %+v", lv)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("have %q\nwant it to contain %q", err, c.want)
			}
		})
	}
}

func TestSwathNPCDefaultsAndQuotedName(t *testing.T) {
	src := "swath 2\nsize: 4x2\nnpc: start=0,0 goal=3,1\nnpc: goal=3,0 start=0,1 name=\" padded \"\ngrid:\n....\n....\n"
	lv, err := ParseSwath("d.swath", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	l := lv.NPCList()
	if len(l) != 2 || l[0].Name != "npc 1" || l[1].Name != " padded " || l[1].Colour != DefaultNPCColour(1) || l[1].Agent != (pathing.Footprint{L: 1, W: 1}) {
		t.Fatalf("defaults: %+v", l)
	}
	var b bytes.Buffer
	WriteSwath(&b, lv)
	back, err := ParseSwath("d.swath", b.Bytes())
	if err != nil || !back.Equal(lv) {
		t.Fatalf("quoted name does not round-trip (%v):\n%s", err, b.String())
	}
}
