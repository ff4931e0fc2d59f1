package cli

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// npcsLevel is a version-2 level with three NPCs; the third cannot reach
// its goal (walled in) when blocked is true.
func npcsLevel(t *testing.T, blocked bool) string {
	t.Helper()
	rows := []string{
		"............",
		"............",
		"......#.....",
		"......#.....",
		"......#.....",
		"......#.....",
		"............",
		"............",
	}
	if blocked {
		rows[0] = "..........#."
		rows[1] = "..........##"
	}
	src := "swath 2\ntitle: three NPCs\nsize: 12x8\n" +
		"npc: agent=2x2 start=1,4 goal=10,4 colour=#4fd6ff name=hero\n" +
		"npc: agent=1x1 start=0,0 goal=11,0 colour=#ffb84f name=bat\n" +
		"npc: agent=3x1 start=9,7 goal=1,1 name=big ogre\n" +
		"grid:\n" + strings.Join(rows, "\n") + "\n"
	p := filepath.Join(t.TempDir(), "npcs.swath")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPlanAllJSON(t *testing.T) {
	code, out, errs := run(t, "plan", "--map", npcsLevel(t, false), "--all", "--json", "--farthest", "linear")
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	var got struct {
		NPCs []struct {
			Name, Colour string
			Found        bool
			Waypoints    [][2]int
			Query        struct {
				Agent   string
				Start   [2]int
				Goal    [2]int
				Options struct{ Farthest string }
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := []struct{ name, colour, agent string }{{"hero", "#4fd6ff", "2x2"}, {"bat", "#ffb84f", "1x1"}, {"big ogre", "#009988", "3x1"}}
	if len(got.NPCs) != len(want) {
		t.Fatalf("%d NPCs planned, want %d: %s", len(got.NPCs), len(want), out)
	}
	for i, w := range want {
		n := got.NPCs[i]
		if n.Name != w.name || n.Colour != w.colour || n.Query.Agent != w.agent || !n.Found || n.Query.Options.Farthest != "linear" {
			t.Errorf("NPC %d: %+v, want %+v found with linear farthest", i, n, w)
		}
		if len(n.Waypoints) < 2 || n.Waypoints[0] != n.Query.Start || n.Waypoints[len(n.Waypoints)-1] != n.Query.Goal {
			t.Errorf("NPC %d's route %v does not join its start %v and goal %v", i, n.Waypoints, n.Query.Start, n.Query.Goal)
		}
	}
	// the same plans one at a time (the first NPC is the level's agent)
	code, one, _ := run(t, "plan", "--map", npcsLevel(t, false), "--json", "--farthest", "linear")
	var first struct{ Waypoints [][2]int }
	json.Unmarshal([]byte(one), &first)
	if code != 0 || len(first.Waypoints) != len(got.NPCs[0].Waypoints) {
		t.Errorf("plan without --all plans the first NPC: %v, --all's first %v", first.Waypoints, got.NPCs[0].Waypoints)
	}
}

func TestPlanAllExitCodes(t *testing.T) {
	code, out, _ := run(t, "plan", "--map", npcsLevel(t, true), "--all")
	if code != ExitNoPath || !strings.Contains(out, `NPC 2 "bat"`) || !strings.Contains(out, "no route") {
		t.Errorf("one NPC without a route: exit %d, want %d:\n%s", code, ExitNoPath, out)
	}
	code, _, errs := run(t, "plan", "--map", npcsLevel(t, false), "--all", "--agent", "2x2")
	if code != ExitUsage || !strings.Contains(errs, "--all plans each NPC with its own footprint") {
		t.Errorf("--all --agent: exit %d, %q", code, errs)
	}
	bad := filepath.Join(t.TempDir(), "bad.swath")
	os.WriteFile(bad, []byte("swath 2\nsize: 4x2\nnpc: start=0,0 goal=9,1 name=ogre\ngrid:\n....\n....\n"), 0o644)
	code, _, errs = run(t, "plan", "--map", bad, "--all")
	if code != ExitUsage || !strings.Contains(errs, "bad.swath:3:") || !strings.Contains(errs, "(9,1)") {
		t.Errorf("an NPC off the map: exit %d, %q (want the file, line and value)", code, errs)
	}
}

// TestExportDrawsEveryNPC: export draws each NPC's route in its colour.
func TestExportDrawsEveryNPC(t *testing.T) {
	out := filepath.Join(t.TempDir(), "npcs.png")
	code, _, errs := run(t, "export", "--map", npcsLevel(t, false), "--png", out, "--scale", "16")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range [][3]uint32{{0xff, 0xb8, 0x4f}, {0x00, 0x99, 0x88}} {
		n := 0
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bb, _ := img.At(x, y).RGBA()
				if r>>8 == c[0] && g>>8 == c[1] && bb>>8 == c[2] {
					n++
				}
			}
		}
		if n < 50 {
			t.Errorf("colour %02x%02x%02x: %d pixels in the export, want an NPC's route", c[0], c[1], c[2], n)
		}
	}
}
