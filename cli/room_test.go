package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/memroom"
)

// withRoom makes the commands see a room of n bytes until the test ends.
func withRoom(t *testing.T, n int64) {
	t.Helper()
	old := roomNow
	roomNow = func() memroom.Room { return memroom.Room{Bytes: n, Limit: n + 1000, Why: "a test's limit,"} }
	t.Cleanup(func() { roomNow = old })
}

// roomMap is a 40×40 map (1600 cells) with a wall, and a .scen of two
// queries beside it.
func roomMap(t *testing.T) (mapFile, scen string) {
	t.Helper()
	rows := make([]string, 40)
	for y := range rows {
		rows[y] = strings.Repeat(".", 40)
		if y > 5 && y < 35 {
			rows[y] = strings.Repeat(".", 20) + "@" + strings.Repeat(".", 19)
		}
	}
	mapFile = writeMap(t, rows...)
	scen = filepath.Join(filepath.Dir(mapFile), "t.scen")
	text := "version 1\n0\tt.map\t40\t40\t0\t0\t39\t39\t0\n0\tt.map\t40\t40\t39\t0\t0\t39\t0\n"
	if err := os.WriteFile(scen, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return mapFile, scen
}

// A headless command refuses a map it has no room for in one line, exit
// 2, before it plans, draws or writes anything; given the room, the same
// command line runs. The figure a cell is each command's own (room.go).
func TestCommandsRefuseAMapWithNoRoom(t *testing.T) {
	mapFile, scen := roomMap(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		args []string
		per  int64  // the figure the message names
		out  string // a file the command must not write when refused
	}{
		{"plan", []string{"plan", "--map", mapFile, "--from", "0,0", "--to", "39,39"}, planBytesPerCell, ""},
		{"plan --optimal --vs", []string{"plan", "--map", mapFile, "--from", "0,0", "--to", "39,39", "--optimal", "--vs", "search=point"}, optimalBytesPerCell + vsBytesPerCell, ""},
		{"export", []string{"export", "--map", mapFile, "--from", "0,0", "--to", "39,39", "--png", filepath.Join(dir, "e.png")}, exportBytesPerCell, "e.png"},
		{"convert", []string{"convert", mapFile, filepath.Join(dir, "c.swath")}, convertBytesPerCell, "c.swath"},
		{"share", []string{"share", "--map", mapFile}, shareBytesPerCell, ""},
		{"crowd", []string{"crowd", "--map", mapFile, "--scen", scen}, crowdBytesPerCell + 2*crowdBytesPerAgentCell, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			withRoom(t, 1000)
			code, stdout, stderr := run(t, tc.args...)
			if code != ExitUsage || stdout != "" {
				t.Fatalf("exit %d (want %d), stdout %q, stderr %q", code, ExitUsage, stdout, stderr)
			}
			line := strings.TrimSuffix(stderr, "\n")
			for _, want := range []string{"swath " + strings.Fields(tc.name)[0] + ": ", mapFile, "40×40 cells", itoa(int(tc.per)) + " B a cell in swath ",
				"more than the 1000 B this process has left (a test's limit, 2 KB)"} {
				if !strings.Contains(line, want) {
					t.Errorf("the message %q does not say %q", line, want)
				}
			}
			if strings.Contains(line, "\n") {
				t.Errorf("more than one line: %q", stderr)
			}
			if tc.out != "" {
				if _, err := os.Stat(filepath.Join(dir, tc.out)); !os.IsNotExist(err) {
					t.Errorf("the refused command wrote %s (%v)", tc.out, err)
				}
			}
			// the room the message says it needs, and a little more: it runs
			withRoom(t, 1600*tc.per+16<<20)
			if code, _, stderr := run(t, tc.args...); code == ExitUsage || code == ExitFailed {
				t.Errorf("with room: exit %d, %s", code, stderr)
			}
		})
	}
}

// export weighs its picture too, once the map is planned: a room the map
// fits in but the picture (about 800 px a side at 4 B a pixel) does not
// refuses it in one line, writing nothing.
func TestExportRefusesAPictureWithNoRoom(t *testing.T) {
	mapFile, _ := roomMap(t)
	out := filepath.Join(t.TempDir(), "e.png")
	withRoom(t, 1600*exportBytesPerCell+1000)
	code, _, stderr := run(t, "export", "--map", mapFile, "--from", "0,0", "--to", "39,39", "--png", out)
	if code != ExitUsage || !strings.Contains(stderr, "px picture (4 B a pixel) needs about") || strings.Count(stderr, "\n") != 1 {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("the refused export wrote %s (%v)", out, err)
	}
}
