package e2e

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"swath/levels"
	"swath/pathing"
)

// TestHeadlessOutOfMemoryIsOneLine: under an address-space limit (prlimit
// --as, as ulimit -v sets) that leaves a headless command 768 MB beyond
// what it maps at start, room to read an 8192² map (its 64 MB file, then 4 B a cell) but not
// to plan it, plan, export, crowd and bench refuse it in one line that
// names the map, what it needs and the limit, with exit 2 — before, each
// ended with Go's "fatal error: out of memory" and a trace of every
// goroutine (136 lines for plan). Under the same limit a 256² map plans,
// and the 8192² map converts (what convert takes beyond the read fits).
// Under 160 MB beyond the start, too little even to read the map (issue
// 22, item 32), each command, convert too, says so in one line, exit 2.
func TestHeadlessOutOfMemoryIsOneLine(t *testing.T) {
	if _, err := exec.LookPath("prlimit"); err != nil {
		t.Fatalf("the test needs prlimit (util-linux)")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "swath")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	big, small := filepath.Join(dir, "big.map"), filepath.Join(dir, "small.map")
	for f, n := range map[string]int{big: 8192, small: 256} {
		if err := levels.Save(f, &levels.Level{Grid: pathing.NewGrid(n, n)}); err != nil {
			t.Fatal(err)
		}
	}
	scen := filepath.Join(dir, "big.scen")
	if err := os.WriteFile(scen, []byte("version 1\n0\tbig.map\t8192\t8192\t0\t0\t8191\t8191\t0\n0\tbig.map\t8192\t8192\t8191\t0\t0\t8191\t0\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	// what a headless command maps at start: plan waiting on its input
	wait := exec.Command(bin, "plan", "--map", "-", "--from", "0,0", "--to", "1,1")
	in, err := wait.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := wait.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond)
	vm := vmSize(t, wait.Process.Pid)
	in.Close()
	wait.Wait()
	limit := vm + 768<<20
	t.Logf("a headless command maps %d MB at start; limit %d MB", vm>>20, limit>>20)

	runUnder := func(limit int64, args ...string) (int, string) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
		defer cancel()
		c := exec.CommandContext(ctx, "prlimit", append([]string{"--as=" + strconv.FormatInt(limit, 10), bin}, args...)...)
		c.Dir = dir
		var stderr bytes.Buffer
		c.Stderr = &stderr
		err := c.Run()
		if ctx.Err() != nil {
			t.Fatalf("%v timed out", args)
		}
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), stderr.String()
		} else if err != nil {
			t.Fatal(err)
		}
		return 0, stderr.String()
	}
	run := func(args ...string) (int, string) { t.Helper(); return runUnder(limit, args...) }

	// 160 MB beyond the start: no room to read the map (its 64 MB file,
	// then 4 B a cell, 256 MB); each command, convert too, says so in one
	// line, before it has made its grid — before, Go's out-of-memory
	// trace (142 lines for plan)
	tight := vm + 160<<20
	for _, args := range [][]string{
		{"plan", "--map", big, "--from", "0,0", "--to", "8191,8191"},
		{"convert", big, filepath.Join(dir, "tight.swath")},
		{"export", "--map", big, "--from", "0,0", "--to", "8191,8191", "--png", filepath.Join(dir, "tight.png")},
		{"crowd", "--map", big, "--scen", scen},
		{"bench", "--scen", scen, "--no-compare"},
	} {
		code, stderr := runUnder(tight, args...)
		lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
		// bench names the .scen line that names the map first
		if code != 2 || len(lines) != 1 || !strings.HasPrefix(lines[0], "swath "+args[0]+": ") || !strings.Contains(lines[0], big+" (") ||
			!(strings.Contains(lines[0], "to read) needs about") || strings.Contains(lines[0], "read whole) needs about")) || !strings.Contains(lines[0], "ulimit -v") {
			t.Errorf("swath %s on an 8192² map under a %d MB address-space limit, too little to read it: exit %d, %d lines:\n%.1500s\nwant exit 2 and one line naming the map, what reading it needs and the limit",
				args[0], tight>>20, code, len(lines), stderr)
			continue
		}
		t.Logf("refused to read: %s", lines[0])
	}
	for _, f := range []string{"tight.swath", "tight.png"} {
		if _, err := os.Stat(filepath.Join(dir, f)); !os.IsNotExist(err) {
			t.Errorf("the refused command wrote %s (%v)", f, err)
		}
	}

	for _, args := range [][]string{
		{"plan", "--map", big, "--from", "0,0", "--to", "8191,8191"},
		{"export", "--map", big, "--from", "0,0", "--to", "8191,8191", "--png", filepath.Join(dir, "big.png")},
		{"crowd", "--map", big, "--scen", scen},
		{"bench", "--scen", scen, "--no-compare"},
	} {
		code, stderr := run(args...)
		lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
		if code != 2 || len(lines) != 1 || !strings.HasPrefix(lines[0], "swath "+args[0]+": "+big+" (8192×8192 cells") ||
			!strings.Contains(lines[0], "needs about") || !strings.Contains(lines[0], "ulimit -v") {
			t.Errorf("swath %s on an 8192² map under a %d MB address-space limit: exit %d, %d lines:\n%.1500s\nwant exit 2 and one line naming the map, its need and the limit",
				args[0], limit>>20, code, len(lines), stderr)
			continue
		}
		t.Logf("refused: %s", lines[0])
	}
	if _, err := os.Stat(filepath.Join(dir, "big.png")); !os.IsNotExist(err) {
		t.Errorf("the refused export wrote its picture (%v)", err)
	}
	if code, stderr := run("plan", "--map", small, "--from", "0,0", "--to", "255,255"); code != 0 {
		t.Errorf("a 256² map under the same limit: exit %d\n%.1500s", code, stderr)
	}
	if code, stderr := run("convert", big, filepath.Join(dir, "big.swath")); code != 0 {
		t.Errorf("converting the 8192² map under the same limit: exit %d\n%.1500s", code, stderr)
	}
}
