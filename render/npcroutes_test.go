package render

import (
	"path/filepath"
	"testing"

	"swath/assets"
	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// smallNPCs is the small level with three NPCs: the 2×2 agent (selected),
// a 1×1 bat across the top and a 3×1 ogre along the bottom.
func smallNPCs() *scene.Scene {
	s := small()
	lv := s.Level()
	npcs := lv.NPCList()
	npcs[0].Name = "hero"
	npcs = append(npcs,
		levels.NPC{Name: "bat", Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(11, 7), Colour: levels.DefaultNPCColour(1)},
		levels.NPC{Name: "ogre", Agent: pathing.Footprint{L: 3, W: 1}, Start: pathing.Pt(9, 7), Goal: pathing.Pt(1, 1), Colour: levels.DefaultNPCColour(2)})
	lv.SetNPCs(npcs)
	return scene.New(scene.FromLevel(lv))
}

// TestNPCGolden draws several NPCs' routes, each in its colour, the
// selected one with every layer.
func TestNPCGolden(t *testing.T) {
	const name = "small-npcs"
	s := smallNPCs()
	f, img := frameOf(t, s)
	for _, n := range s.Agents()[1:] {
		lines := 0
		for _, sh := range f.Map {
			if sh.Kind == Line && sh.Color == n.Colour() {
				lines++
			}
		}
		if n.Plan() == nil || !n.Plan().Found || lines < len(n.Plan().Waypoints)-1 {
			t.Errorf("NPC %s: %d lines in its colour for a route of %d waypoints", n.Name(), lines, len(n.Plan().Waypoints))
		}
	}
	checkTwin(t, name, f)
	path := filepath.Join("testdata", name+".png")
	if *update {
		writePNG(t, path, img)
		return
	}
	want := readPNG(t, path)
	if bad, worst := diff(img, want, 24); bad > img.Bounds().Dx()*img.Bounds().Dy()/500 {
		writePNG(t, filepath.Join(t.TempDir(), name+".png"), img)
		t.Fatalf("%d pixels differ from %s (worst %d); run go test ./render -run Golden -update and look at the image", bad, path, worst)
	}
}

// TestNPCBlockedEndWarns: another NPC's goal on an obstacle is outlined
// in the warning colour, as the selected one's is.
func TestNPCBlockedEndWarns(t *testing.T) {
	s := small()
	lv := s.Level()
	npcs := append(lv.NPCList(), levels.NPC{Name: "bat", Agent: pathing.Footprint{L: 1, W: 1},
		Start: pathing.Pt(0, 0), Goal: pathing.Pt(6, 3), Colour: levels.DefaultNPCColour(1)}) // (6,3) is wall
	lv.SetNPCs(npcs)
	s = scene.New(scene.FromLevel(lv))
	f, _ := frameOf(t, s)
	warn := 0
	for _, sh := range f.Map {
		if sh.Kind == Outline && sh.Color == assets.Warning {
			warn++
		}
	}
	if warn != 1 {
		t.Errorf("%d warning outlines, want 1 (bat's goal on the wall)", warn)
	}
}
