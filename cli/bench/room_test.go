package bench

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"swath/memroom"
)

// bench refuses, in one line with exit 2, a .scen whose largest map its
// workers have no room for, before planning any query; with the room its
// message asks for, it runs.
func TestBenchRefusesAMapWithNoRoom(t *testing.T) {
	dir := t.TempDir()
	m := "type octile\nheight 30\nwidth 40\nmap\n" + strings.Repeat(strings.Repeat(".", 40)+"\n", 30)
	small := "type octile\nheight 4\nwidth 4\nmap\n" + strings.Repeat("....\n", 4)
	scen := "version 1\n0\ts.map\t4\t4\t0\t0\t3\t3\t0\n0\tb.map\t40\t30\t0\t0\t39\t29\t0\n0\tb.map\t40\t30\t39\t0\t0\t29\t0\n"
	for name, text := range map[string]string{"b.map": m, "s.map": small, "t.scen": scen} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := roomNow
	t.Cleanup(func() { roomNow = old })
	room := func(n int64) {
		roomNow = func() memroom.Room { return memroom.Room{Bytes: n, Limit: 4000, Why: "a test's limit,"} }
	}
	args := []string{"--scen", filepath.Join(dir, "t.scen"), "--workers", "4", "--no-compare"}

	room(2000)
	var out, errb bytes.Buffer
	code := Run(args, &out, &errb)
	// three queries: three of the four workers plan, on the 40×30 map
	per := benchBytesPerCell + 3*benchWorkerBytesPerCell
	line := strings.TrimSuffix(errb.String(), "\n")
	if code != 2 || out.Len() != 0 || strings.Contains(line, "\n") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
	for _, want := range []string{"swath bench: ", "b.map (40×30 cells at about " + strconv.Itoa(per) + " B a cell in swath bench with 3 workers)",
		"more than the 2 KB this process has left (a test's limit, 4 KB)"} {
		if !strings.Contains(line, want) {
			t.Errorf("the message %q does not say %q", line, want)
		}
	}
	room(int64(1200*per) + 1<<20)
	out.Reset()
	errb.Reset()
	if code := Run(args, &out, &errb); code != 0 {
		t.Errorf("with room: exit %d, %s", code, errb.String())
	}
}
