package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestHeadlessWithoutDisplay: the headless commands of the same binary that
// opens the window run on a machine with no display at all. The binary links
// Ebitengine, whose initialisation needs one; app/display runs the commands
// before that. A new dependency of cli that Go initialises after Ebitengine
// would break this, and this test would say so.
func TestHeadlessWithoutDisplay(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "swath")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") {
			env = append(env, kv)
		}
	}
	mapFile, _ := filepath.Abs("../testdata/movingai/street/Berlin_0_256.map")
	scen := mapFile + ".scen"
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"help"}, 0, "plan"},
		{[]string{"sweep", "--agent", "1x1", "--from", "0,0", "--to", "1,3", "--json"}, 0, `"visible":null`},
		{[]string{"plan", "--map", mapFile, "--from", "1,1", "--to", "200,200", "--agent", "2x2", "--json"}, 0, `"found":true`},
		{[]string{"bench", "--scen", scen, "--limit", "20", "--json"}, 0, `"queries":20`},
		{[]string{"plan", "--map", mapFile, "--from", "-1,1", "--to", "200,200"}, 2, "off the"},
		// the app's own arguments are checked before the display is
		{[]string{"frobnicate"}, 2, `swath: unknown command "frobnicate"`},
		{[]string{"--bogus"}, 2, "swath: unknown flag -bogus"},
		{[]string{"--level", "nosuch"}, 2, `no built-in level "nosuch"`},
		{[]string{"--help"}, 0, "-map string"},
		{[]string{"--help"}, 0, "export "},
	}
	for _, c := range cases {
		cmd := exec.Command(bin, c.args...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("%v: %v", c.args, err)
		}
		if code != c.code || !strings.Contains(string(out), c.want) || strings.Contains(string(out), "panic") {
			t.Errorf("swath %s without a display: exit %d (want %d), output:\n%s\nwant it to contain %q",
				strings.Join(c.args, " "), code, c.code, out, c.want)
		}
	}
}
