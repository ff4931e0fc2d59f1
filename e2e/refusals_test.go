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

// buildSwath builds the binary into a temporary folder.
func buildSwath(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "swath")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// runSwath runs the binary with env (DISPLAY, XAUTHORITY: "" leaves the
// variable out) for at most d, then stops it with SIGTERM; it returns the
// exit code, whether it had to be stopped, and its output.
func runSwath(t *testing.T, bin string, env map[string]string, d time.Duration, args ...string) (int, bool, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if _, set := env[k]; !set {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	for k, v := range env {
		if v != "" {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
	}
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	}
	return code, ctx.Err() != nil, string(out)
}

// TestStartupBadFilesAndDisplays: what issue 22 found at the app's start
// (items 17, 27, 30), each said in one line with its exit code: a missing
// --map before a missing display; a display that answers but refuses the
// connection or has no such screen (a panic before); profiles and the
// input log that are a FIFO or a device (written into or lost before);
// and no "XGB: Could not get authority info" noise at a normal start.
func TestStartupBadFilesAndDisplays(t *testing.T) {
	need(t)
	bin := buildSwath(t)
	display := xserver(t)
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	noAuth := filepath.Join(t.TempDir(), "no-such-xauthority")
	cases := []struct {
		display, xauth string
		args           []string
		code           int
		want           string
	}{
		{"", "", []string{"--map", "/nonexistent.map"}, 2, "swath: /nonexistent.map: no such file or directory"},
		{display + ".7", "/dev/null", nil, 2, "swath: the display DISPLAY=" + display + ".7 has no screen 7 (it has 1)"},
		{display, noAuth, []string{"--cpuprofile", fifo}, 2, "swath: --cpuprofile " + fifo + ": is a FIFO (named pipe); Swath writes only regular files"},
		{display, noAuth, []string{"--memprofile", "/dev/full"}, 2, "swath: --memprofile /dev/full: is a device"},
		{display, noAuth, []string{"--input-log", fifo}, 2, "swath: --input-log " + fifo + ": is a FIFO"},
	}
	for _, c := range cases {
		code, stopped, out := runSwath(t, bin, map[string]string{"DISPLAY": c.display, "XAUTHORITY": c.xauth}, 15*time.Second, c.args...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if stopped || code != c.code || len(lines) != 1 || !strings.HasPrefix(lines[0], c.want) {
			t.Errorf("DISPLAY=%s XAUTHORITY=%s swath %s: exit %d (stopped: %v), output:\n%s\nwant exit %d and one line starting %q",
				c.display, c.xauth, strings.Join(c.args, " "), code, stopped, out, c.code, c.want)
		}
	}
	// a normal start without an authority file says nothing
	_, stopped, out := runSwath(t, bin, map[string]string{"DISPLAY": display, "XAUTHORITY": noAuth}, 4*time.Second)
	if !stopped || strings.Contains(out, "XGB") {
		t.Errorf("a normal start (stopped after 4 s: %v) printed:\n%s", stopped, out)
	}
}

// TestHelpFullDisk: swath help on a full disk fails, saying so on stderr
// (issue 22, item 30: exit 0, nothing said).
func TestHelpFullDisk(t *testing.T) {
	bin := buildSwath(t)
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	for _, args := range [][]string{{"help"}, {"--help"}, {"plan", "-h"}} {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "DISPLAY=")
		var errb strings.Builder
		cmd.Stdout, cmd.Stderr = full, &errb
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		if code == 0 || !strings.Contains(errb.String(), "no space left on device") || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("swath %s > /dev/full: exit %d, stderr %q", strings.Join(args, " "), code, errb.String())
		}
	}
}
