package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestPlanMapScenBeside: plan and export on a .map with its scenario list
// beside it use the list's first query, as the app does, and say so
// (issue 22, item 16: "has no start and goal").
func TestPlanMapScenBeside(t *testing.T) {
	m := writeMap(t, "........", "..@@@@..", "........")
	scen := "version 1\n0\tt.map\t8\t3\t0\t0\t7\t2\t7.82842712\n0\tt.map\t8\t3\t1\t1\t6\t1\t5\n"
	if err := os.WriteFile(m+".scen", []byte(scen), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "plan", "--map", m)
	if code != ExitOK || !strings.Contains(out, "from (0,0) to (7,2)") ||
		!strings.Contains(errs, "the first query of "+m+".scen (line 2)") || strings.Count(errs, "\n") != 1 {
		t.Errorf("plan with a .scen beside: exit %d\n%s%s", code, out, errs)
	}
	// --from still wins; the goal is the query's
	code, out, _ = run(t, "plan", "--map", m, "--from", "1,0")
	if code != ExitOK || !strings.Contains(out, "from (1,0) to (7,2)") {
		t.Errorf("plan --from with a .scen beside: exit %d\n%s", code, out)
	}
	png := filepath.Join(t.TempDir(), "t.png")
	code, out, errs = run(t, "export", "--map", m, "--png", png)
	if code != ExitOK || !strings.Contains(errs, "the first query of") {
		t.Errorf("export with a .scen beside: exit %d\n%s%s", code, out, errs)
	}
	// a list for another map's size says so
	if err := os.WriteFile(m+".scen", []byte("version 1\n0\tt.map\t9\t9\t0\t0\t7\t2\t7\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs = run(t, "plan", "--map", m)
	if code != ExitUsage || !strings.Contains(errs, "the first query is for a 9x9 map, this one is 8x3") {
		t.Errorf("a .scen for another size: exit %d %s", code, errs)
	}
	// none: said what to give, and where a list would be looked for
	os.Remove(m + ".scen")
	code, _, errs = run(t, "plan", "--map", m)
	if code != ExitUsage || !strings.Contains(errs, "has no start and goal: give --from X,Y and --to X,Y (or put a Moving AI scenario list beside it as t.map.scen)") {
		t.Errorf("no .scen: exit %d %s", code, errs)
	}
}

// TestPlanAllBigNPCAnywhere: an NPC bigger than the map is bad input
// (exit 2, named) whether it comes first or later (issue 22, item 29: 2
// first, 1 later).
func TestPlanAllBigNPCAnywhere(t *testing.T) {
	big := "npc: agent=9x9 start=0,0 goal=3,3 name=giant\n"
	small := "npc: agent=1x1 start=0,0 goal=3,3 name=mouse\n"
	for _, order := range [][]string{{big, small}, {small, big}, {small, small, big}} {
		src := "swath 2\nsize: 6x4\n" + strings.Join(order, "") + "grid:\n......\n......\n......\n......\n"
		p := filepath.Join(t.TempDir(), "npcs.swath")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		nth := 1 + strings.Index(strings.Join(order, "|"), "giant")/len(small)
		code, out, errs := run(t, "plan", "--map", p, "--all")
		if code != ExitUsage || !strings.Contains(errs, `"giant": agent 9x9 is bigger than the 6x4 map`) || out != "" {
			t.Errorf("giant NPC %d of %d: exit %d, stdout %q, stderr %q", nth, len(order), code, out, errs)
		}
	}
}

// TestBenchLinkEchoesNothing: a map name in a .scen that is a link to
// some other file reads it as a map, and the error shows none of it
// (issue 22, item 31: 40 characters of any file were echoed); a name that
// is a folder is said to be one, not "not found" (item 32).
func TestBenchLinkEchoesNothing(t *testing.T) {
	dir := t.TempDir()
	secret := filepath.Join(t.TempDir(), "secret.txt")
	for _, content := range []string{"hunter2 is the password\n", "password hunter2\nmore\n", "type octile\nheight 2 hunter2\n"} {
		if err := os.WriteFile(secret, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		link := filepath.Join(dir, "m.map")
		os.Remove(link)
		if err := os.Symlink(secret, link); err != nil {
			t.Skip("no symlinks here:", err)
		}
		scen := filepath.Join(dir, "q.scen")
		if err := os.WriteFile(scen, []byte("version 1\n0\tm.map\t8\t8\t0\t0\t7\t7\t9.9\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := run(t, "bench", "--scen", scen)
		if code != ExitUsage || strings.Contains(out+errs, "hunter2") || !strings.Contains(errs, "m.map") {
			t.Errorf("a link to %q: exit %d, %q %q", content, code, out, errs)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "maps"), 0o755); err != nil {
		t.Fatal(err)
	}
	scen := filepath.Join(dir, "f.scen")
	if err := os.WriteFile(scen, []byte("version 1\n0\tmaps\t8\t8\t0\t0\t7\t7\t9.9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := run(t, "bench", "--scen", scen)
	if code != ExitUsage || !strings.Contains(errs, `map "maps" is a folder`) || strings.Contains(errs, "not found") {
		t.Errorf("a folder named as a map: exit %d %q", code, errs)
	}
}

// TestExportSameFileRefused: --png and --gif that name one file (a link to
// the other, a hard link, a link to a file not made yet, or the same name
// spelt two ways) are refused before anything is written (issue 22, item
// 28: the GIF was written over the PNG, exit 0).
func TestExportSameFileRefused(t *testing.T) {
	dir := t.TempDir()
	png, gif := filepath.Join(dir, "x.png"), filepath.Join(dir, "y.gif")
	cases := map[string]func(){
		"link to it": func() { os.WriteFile(png, []byte("old"), 0o644); os.Symlink("x.png", gif) },
		"hard link":  func() { os.WriteFile(png, []byte("old"), 0o644); os.Link(png, gif) },
		"link, no file yet": func() {
			os.Symlink("x.png", gif)
		},
		"link to a link in a linked folder": func() {
			os.Mkdir(filepath.Join(dir, "real"), 0o755)
			os.Symlink("real", filepath.Join(dir, "alias"))
			os.Symlink(filepath.Join(dir, "alias", "x.png"), gif)
			png = filepath.Join(dir, "real", "x.png")
		},
	}
	for name, setup := range cases {
		for _, f := range []string{png, gif, filepath.Join(dir, "real"), filepath.Join(dir, "alias")} {
			os.RemoveAll(f)
		}
		png = filepath.Join(dir, "x.png")
		setup()
		code, out, errs := run(t, "export", "--level", "demo", "--png", png, "--gif", gif)
		if code != ExitUsage || !strings.Contains(errs, "are the same file") || out != "" {
			t.Errorf("%s: exit %d, %q %q", name, code, out, errs)
		}
		if b, err := os.ReadFile(png); err == nil && string(b) != "old" {
			t.Errorf("%s: %s was written", name, png)
		}
	}
	code, _, errs := run(t, "export", "--level", "demo", "--png", filepath.Join(dir, "a", "..", "z.png"), "--gif", filepath.Join(dir, "z.png"))
	if code != ExitUsage || !strings.Contains(errs, "are the same file") {
		t.Errorf("one name spelt two ways: exit %d %q", code, errs)
	}
}

// fullDisk fails every write, as /dev/full does.
type fullDisk struct{}

func (fullDisk) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestHelpOnFullDisk: help whose output cannot be written fails and says
// so (issue 22, item 30: exit 0).
func TestHelpOnFullDisk(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"plan", "-h"}, {"plan", "--level", "demo"}} {
		var errb strings.Builder
		code := Run(args, fullDisk{}, &errb)
		if code != ExitFailed || !strings.Contains(errb.String(), "no space left on device") {
			t.Errorf("swath %s > /dev/full: exit %d, %q", strings.Join(args, " "), code, errb.String())
		}
	}
}
