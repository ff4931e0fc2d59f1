package e2e

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestStartupRefusals: what cannot work is said in one line before any
// window appears, with the documented exit code, instead of a toolkit
// panic or a window that never comes: a --size no driver is sure to allow
// (exit 2), a remote DISPLAY that does not answer (exit 1) and a --map
// that is a FIFO or missing (exit 2, a bad argument; a FIFO used to wait
// for a writer forever).
func TestStartupRefusals(t *testing.T) {
	need(t)
	bin := filepath.Join(t.TempDir(), "swath")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	display := xserver(t)
	fifo := filepath.Join(t.TempDir(), "pipe.swath")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		display string
		args    []string
		code    int
		want    string
	}{
		{display, []string{"--size", "20000x20000"}, 2, "swath: --size \"20000x20000\": want WxH from 400x300 to 8192x8192"},
		{display, []string{"--size", "100000x100000"}, 2, "swath: --size \"100000x100000\": want WxH"},
		{"127.0.0.1:77", nil, 1, "swath: no display (DISPLAY=127.0.0.1:77 does not answer"},
		{display, []string{"--map", fifo}, 2, "swath: " + fifo + ": is a FIFO (named pipe)"},
		{display, []string{"--map", filepath.Join(t.TempDir(), "none.swath")}, 2, "swath: "},
		{display, []string{"--map", "#AXjaBROKEN"}, 2, "swath: the link is damaged"},
	}
	for _, c := range cases {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		cmd := exec.CommandContext(ctx, bin, c.args...)
		for _, kv := range os.Environ() {
			if !strings.HasPrefix(kv, "DISPLAY=") {
				cmd.Env = append(cmd.Env, kv)
			}
		}
		cmd.Env = append(cmd.Env, "DISPLAY="+c.display)
		out, err := cmd.CombinedOutput()
		timedOut := ctx.Err() != nil
		cancel()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		var lines []string // the X library's notes about authority files aside
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if !strings.HasPrefix(l, "XGB: ") {
				lines = append(lines, l)
			}
		}
		if timedOut || code != c.code || len(lines) != 1 || !strings.HasPrefix(lines[0], c.want) {
			t.Errorf("DISPLAY=%s swath %s: exit %d (timed out: %v), output:\n%s\nwant exit %d and one line starting %q",
				c.display, strings.Join(c.args, " "), code, timedOut, out, c.code, c.want)
		}
	}
}
