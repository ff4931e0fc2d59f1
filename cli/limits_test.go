package cli

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The tests in this file run swath in a child process (this test binary,
// re-executed) with a limit on its memory and a deadline: a command
// that reads a FIFO forever, reads /dev/zero until the machine is out of
// memory or allocates far more than its input fails them instead of
// hanging or taking the machine down.

const (
	childEnv    = "SWATH_CLI_CHILD"     // set: run the command line after "--"
	childMemEnv = "SWATH_CLI_CHILD_MEM" // the data-segment limit in bytes
)

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		args := os.Args[1:]
		for i, a := range args {
			if a == "--" {
				args = args[i+1:]
				break
			}
		}
		if n, err := strconv.ParseUint(os.Getenv(childMemEnv), 10, 64); err == nil && n > 0 {
			if err := syscall.Setrlimit(syscall.RLIMIT_DATA, &syscall.Rlimit{Cur: n, Max: n}); err != nil {
				os.Stderr.WriteString("setrlimit: " + err.Error() + "\n")
				os.Exit(99)
			}
		}
		os.Exit(Run(args, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// childResult is how a child run ended.
type childResult struct {
	code           int
	stdout, stderr string
	elapsed        time.Duration
}

// runChild runs swath args in a child limited to mem bytes of memory and killed after deadline, with stdin as its standard input (nil:
// none). A child still running at the deadline fails the test.
func runChild(t *testing.T, mem uint64, deadline time.Duration, stdin []byte, args ...string) childResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), deadline)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], append([]string{"-test.run=^$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), childEnv+"=1", childMemEnv+"="+strconv.FormatUint(mem, 10))
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	r := childResult{stdout: out.String(), stderr: errb.String(), elapsed: time.Since(start)}
	if len(r.stderr) > 400 { // a runtime crash: its first lines say enough
		r.stderr = r.stderr[:400] + "…"
	}
	if ctx.Err() != nil {
		t.Fatalf("swath %s: still running after %v (killed); stderr %q", strings.Join(args, " "), deadline, r.stderr)
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		r.code = ee.ExitCode()
	default:
		t.Fatalf("swath %s: %v", strings.Join(args, " "), err)
	}
	return r
}

// childMem is the memory limit of the children (RLIMIT_DATA: the
// writable private memory the Go heap is mapped in; RLIMIT_AS would count
// the address space the runtime only reserves). Every input below is
// refused or read within it.
const childMem = 512 << 20

// wantOneLine checks a bad-input run: exit 2 and one line on stderr
// containing want.
func wantOneLine(t *testing.T, r childResult, want string) {
	t.Helper()
	if r.code != ExitUsage || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, want) {
		t.Errorf("exit %d, stderr %q; want exit 2 and one line containing %q", r.code, r.stderr, want)
	}
}

func TestChildBaseline(t *testing.T) {
	m := writeMap(t, "....", "....")
	r := runChild(t, childMem, 10*time.Second, nil, "plan", "--map", m, "--from", "0,0", "--to", "3,1")
	if r.code != ExitOK || !strings.Contains(r.stdout, "waypoints") {
		t.Fatalf("a plan in the limited child failed: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
}

// TestFIFORefused: every command that reads a file refuses a FIFO at once
// instead of waiting for a writer.
func TestFIFORefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.map")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	for _, args := range [][]string{
		{"plan", "--map", fifo, "--from", "0,0", "--to", "1,1"},
		{"convert", fifo, filepath.Join(dir, "out.map")},
		{"export", "--map", fifo, "--from", "0,0", "--to", "1,1", "--png", filepath.Join(dir, "x.png")},
		{"sweep", "--agent", "1x1", "--from", "0,0", "--to", "1,1", "--map", fifo},
		{"bench", "--scen", fifo},
	} {
		t.Run(args[0], func(t *testing.T) {
			r := runChild(t, childMem, 5*time.Second, nil, args...)
			wantOneLine(t, r, fifo+": is a FIFO (named pipe); Swath reads only regular files")
		})
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("the folder holds %d entries, want only the FIFO", len(ents))
	}
}

// TestDevZeroRefused: a device that never ends is refused, not read.
func TestDevZeroRefused(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "--scen", "/dev/zero"},
		{"plan", "--map", "/dev/zero", "--from", "0,0", "--to", "1,1"},
	} {
		r := runChild(t, childMem, 5*time.Second, nil, args...)
		wantOneLine(t, r, "/dev/zero: is a device")
	}
}

// TestBlankLinesBounded: a file of millions of blank lines is parsed in
// memory bounded by a small multiple of its size, by every parser.
func TestBlankLinesBounded(t *testing.T) {
	dir := t.TempDir()
	blank := bytes.Repeat([]byte{'\n'}, 24<<20)
	write := func(name, head string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, append([]byte(head), blank...), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	m := write("blank.map", "")
	s := write("blank.swath", "swath 1\n")
	sc := write("blank.scen", "version 1\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"plan", "--map", m, "--from", "0,0", "--to", "1,1"}, "missing the \"map\" line"},
		{[]string{"plan", "--map", s}, "missing the \"grid:\" line"},
		{[]string{"bench", "--scen", sc}, ""},
	} {
		r := runChild(t, childMem, 20*time.Second, nil, c.args...)
		t.Logf("%s: exit %d in %v", filepath.Base(c.args[2]), r.code, r.elapsed.Round(time.Millisecond))
		if c.want != "" {
			wantOneLine(t, r, c.want)
		} else if r.code != ExitOK {
			t.Errorf("%v: exit %d, stderr %q", c.args, r.code, r.stderr)
		}
	}
}

// TestExportScaleBounded: a scale whose picture would not fit in memory is
// refused before anything is drawn, naming the largest scale that fits.
func TestExportScaleBounded(t *testing.T) {
	dir := t.TempDir()
	rows := make([]string, 512)
	for i := range rows {
		rows[i] = strings.Repeat(".", 512)
	}
	m := writeMap(t, rows...)
	out := filepath.Join(dir, "big.png")
	r := runChild(t, childMem, 10*time.Second, nil, "export", "--map", m, "--from", "0,0", "--to", "511,511", "--scale", "64", "--png", out)
	wantOneLine(t, r, "--scale 64: the picture would be ")
	if !strings.Contains(r.stderr, "the largest scale that fits is --scale 19") {
		t.Errorf("stderr %q does not name the largest scale that fits", r.stderr)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("the refused export left %d files", len(ents))
	}
}

// TestSweepCoordinatesBounded: moves too long to compute are refused with
// the bound; none panics or runs out of memory.
func TestSweepCoordinatesBounded(t *testing.T) {
	for _, to := range []string{"3000000000,1", "4611686018427387904,1", "9223372036854775807,9223372036854775807", "-9223372036854775808,0", "8193,0"} {
		r := runChild(t, childMem, 5*time.Second, nil, "sweep", "--agent", "2x1", "--from", "0,0", "--to", to)
		wantOneLine(t, r, "each coordinate must be within -8192..8192")
	}
	r := runChild(t, childMem, 10*time.Second, nil, "sweep", "--agent", "2x1", "--from", "-8192,-8192", "--to", "8192,8191", "--json")
	if r.code != ExitOK {
		t.Errorf("the longest move allowed: exit %d, %q", r.code, r.stderr)
	}
}

// TestStdinReadOnce: a .swath level piped in keeps its start and goal.
func TestStdinReadOnce(t *testing.T) {
	lv := "swath 1\nsize: 5x3\nstart: 0,2\ngoal: 4,0\ngrid:\n.....\n.....\n.....\n"
	for _, name := range []string{"-", "/dev/stdin"} {
		r := runChild(t, childMem, 10*time.Second, []byte(lv), "plan", "--map", name)
		if r.code != ExitOK || !strings.Contains(r.stdout, "from (0,2) to (4,0)") {
			t.Errorf("--map %s: exit %d, %q %q", name, r.code, r.stdout, r.stderr)
		}
	}
}

// TestFullDiskFails: output lost to a full disk fails the command (exit 1,
// one line), text and JSON alike.
func TestFullDiskFails(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here:", err)
	}
	defer full.Close()
	m := writeMap(t, "....", "....")
	for _, args := range [][]string{
		{"plan", "--map", m, "--from", "0,0", "--to", "3,1"},
		{"plan", "--map", m, "--from", "0,0", "--to", "3,1", "--json"},
		{"sweep", "--agent", "1x1", "--from", "0,0", "--to", "3,1"},
	} {
		var errb bytes.Buffer
		code := Run(args, full, &errb)
		if code != ExitFailed || !strings.Contains(errb.String(), "no space left on device") || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%v > /dev/full: exit %d, stderr %q", args, code, errb.String())
		}
	}
}
