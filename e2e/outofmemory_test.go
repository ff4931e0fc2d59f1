package e2e

import (
	"bytes"
	"context"
	"fmt"
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

// TestOutOfMemoryIsOneLine: under an address-space limit (prlimit --as,
// as ulimit -v sets) that leaves the app 1.5 GB beyond what it maps for
// the demo, an 8192² map (about 5 GB in the app) is refused before the
// window opens, in one line that names the map, what it needs and the
// limit, with exit 2 (a bad argument) — before, Go's "fatal error: out of
// memory" ended it with a trace of every goroutine. The demo still opens
// under the same limit.
func TestOutOfMemoryIsOneLine(t *testing.T) {
	need(t)
	if _, err := exec.LookPath("prlimit"); err != nil {
		t.Fatalf("the test needs prlimit (util-linux)")
	}
	bin := filepath.Join(t.TempDir(), "swath")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	display := xserver(t)
	dir := t.TempDir()
	big := filepath.Join(dir, "big.map")
	if err := levels.Save(big, &levels.Level{Grid: pathing.NewGrid(8192, 8192)}); err != nil {
		t.Fatal(err)
	}
	run := func(limit int64, args ...string) (*exec.Cmd, *syncBuffer) {
		if limit > 0 {
			args = append([]string{"--as=" + strconv.FormatInt(limit, 10), bin}, args...)
		}
		name := bin
		if limit > 0 {
			name = "prlimit"
		}
		cmd := exec.Command(name, append(args, "--size", fmt.Sprintf("%dx%d", winW, winH))...)
		cmd.Env = append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+t.TempDir())
		out := &syncBuffer{}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd, out
	}
	// what the app maps with the demo's window up
	cmd, _ := run(0, "--level", "demo")
	if err := window(display); err != nil {
		cmd.Process.Kill()
		t.Fatalf("the demo's window never showed: %v", err)
	}
	time.Sleep(time.Second)
	vm := vmSize(t, cmd.Process.Pid)
	cmd.Process.Kill()
	cmd.Wait()
	limit := vm + 1536<<20
	t.Logf("the demo maps %d MB; limit %d MB", vm>>20, limit>>20)

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	c := exec.CommandContext(ctx, "prlimit", "--as="+strconv.FormatInt(limit, 10), bin, "--map", big)
	c.Env = append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+t.TempDir())
	var stderr bytes.Buffer
	c.Stderr = &stderr
	err := c.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(stderr.String(), "\n"), "\n")
	if ctx.Err() != nil || code != 2 || len(lines) != 1 || !strings.HasPrefix(lines[0], "swath: "+big+" (8192×8192 cells") ||
		!strings.Contains(lines[0], "needs about") || !strings.Contains(lines[0], "ulimit -v") {
		t.Fatalf("an 8192² map under a %d MB address-space limit: exit %d (timed out: %v), %d lines:\n%.2000s\nwant exit 2 and one line naming the map, its need and the limit",
			limit>>20, code, ctx.Err() != nil, len(lines), stderr.String())
	}
	t.Logf("refused: %s", lines[0])

	// the demo under the same limit: the window comes
	cmd, out := run(limit, "--level", "demo")
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	if err := window(display); err != nil {
		t.Fatalf("under the same limit the demo's window never showed: %v\n%s", err, out.String())
	}
}

// vmSize is a process's mapped memory (VmSize), in bytes.
func vmSize(t *testing.T, pid int) int64 {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	for _, ln := range strings.Split(string(b), "\n") {
		if f := strings.Fields(ln); len(f) == 3 && f[0] == "VmSize:" {
			n, err := strconv.ParseInt(f[1], 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return n << 10
		}
	}
	t.Fatalf("no VmSize in /proc/%d/status", pid)
	return 0
}

// window waits up to 30 s for the app's window on display.
func window(display string) error {
	c := exec.Command("timeout", "30", "xdotool", "search", "--sync", "--onlyvisible", "--name", "Swath")
	c.Env = append(os.Environ(), "DISPLAY="+display)
	_, err := c.Output()
	return err
}
