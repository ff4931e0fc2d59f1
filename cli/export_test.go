package cli

import (
	"bytes"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/pathing"
	"swath/timeline"
)

// exportMap is a 12×8 map with two walls; a 2×1 agent goes from (1,4) to (10,3).
var exportMap = []string{
	"............",
	"............",
	"....@.......",
	"....@..@....",
	"....@..@....",
	".......@....",
	"............",
	"............",
}

func exportArgs(m string, more ...string) []string {
	return append([]string{"export", "--map", m, "--agent", "2x1", "--from", "1,4", "--to", "10,3"}, more...)
}

func TestExportPNG(t *testing.T) {
	m := writeMap(t, exportMap...)
	out := filepath.Join(t.TempDir(), "route.png")
	code, stdout, stderr := run(t, exportArgs(m, "--png", out, "--scale", "20")...)
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatalf("%s is not a PNG: %v", out, err)
	}
	want := "(" + itoa(cfg.Width) + "x" + itoa(cfg.Height) + " px, 20 px/cell)"
	if !strings.Contains(stdout, "wrote "+out) || !strings.Contains(stdout, want) {
		t.Errorf("stdout %q lacks %q", stdout, want)
	}
	// the map (12 cells at 20 px) and the side column fit in the picture
	if cfg.Width < 12*20+300 || cfg.Height < 8*20 {
		t.Errorf("picture %dx%d is too small for a 12x8 map at 20 px/cell", cfg.Width, cfg.Height)
	}
	leftovers(t, filepath.Dir(out), 1)
}

func TestExportGIF(t *testing.T) {
	m := writeMap(t, exportMap...)
	steps := timeline.Build(pathing.ParseGrid(exportMap...), pathing.Query{
		Start: pathing.Pt(1, 4), Goal: pathing.Pt(10, 3), Agent: pathing.Footprint{L: 2, W: 1},
	}).Len()
	for _, c := range []struct {
		name   string
		flags  []string
		frames int
		delay  int
	}{
		{"every step", []string{"--fps", "10"}, steps, 10},
		{"default fps", nil, steps, 13},
		{"capped", []string{"--fps", "4", "--max-frames", "30"}, 30, 25},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			out, pic := filepath.Join(dir, "steps.gif"), filepath.Join(dir, "final.png")
			code, stdout, stderr := run(t, exportArgs(m, append([]string{"--gif", out, "--png", pic, "--scale", "10"}, c.flags...)...)...)
			if code != ExitOK {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			g, err := gif.DecodeAll(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("%s does not decode: %v", out, err)
			}
			if len(g.Image) != c.frames {
				t.Errorf("%d frames, want %d", len(g.Image), c.frames)
			}
			for k, d := range g.Delay {
				if d != c.delay {
					t.Fatalf("frame %d: delay %d, want %d", k, d, c.delay)
				}
			}
			capped := c.frames < steps
			if said := strings.Contains(stderr, "--max-frames"); said != capped {
				t.Errorf("capped %v, but stderr %q", capped, stderr)
			}
			if !strings.Contains(stdout, itoa(c.frames)+" frames of "+itoa(steps)+" steps") {
				t.Errorf("stdout %q does not give the frames and steps", stdout)
			}
			leftovers(t, dir, 2)
		})
	}
}

// No route: exit 1, and the picture is still written (it shows why).
func TestExportNoRoute(t *testing.T) {
	m := writeMap(t,
		"......@.....",
		"......@.....",
		"......@.....",
		"......@.....",
	)
	out := filepath.Join(t.TempDir(), "none.png")
	code, stdout, stderr := run(t, "export", "--map", m, "--from", "1,1", "--to", "10,2", "--png", out)
	if code != ExitNoPath {
		t.Fatalf("exit %d, want %d; stderr %q", code, ExitNoPath, stderr)
	}
	if !strings.Contains(stdout, "no route") {
		t.Errorf("stdout %q does not say there is no route", stdout)
	}
	if fi, err := os.Stat(out); err != nil || fi.Size() == 0 {
		t.Errorf("no picture written: %v", err)
	}
}

func TestExportBadInput(t *testing.T) {
	m := writeMap(t, exportMap...)
	dir := t.TempDir()
	out := filepath.Join(dir, "x.png")
	missing := filepath.Join(dir, "no", "such", "folder", "x.png")
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"missing map", []string{"export", "--png", out}, "missing --map"},
		{"no output", exportArgs(m), "no output"},
		{"fps zero", exportArgs(m, "--gif", out, "--fps", "0"), "--fps 0"},
		{"fps too high", exportArgs(m, "--gif", out, "--fps", "51"), "--fps 51"},
		{"fps not a number", exportArgs(m, "--gif", out, "--fps", "fast"), "fps"},
		{"scale zero", exportArgs(m, "--png", out, "--scale", "0"), "--scale 0"},
		{"scale too big", exportArgs(m, "--png", out, "--scale", "65"), "1..64"},
		{"max frames", exportArgs(m, "--gif", out, "--max-frames", "1"), "--max-frames 1"},
		{"same file twice", exportArgs(m, "--png", out, "--gif", out), "same file"},
		{"missing folder", exportArgs(m, "--png", missing), "cannot write " + missing},
		{"output is a folder", exportArgs(m, "--gif", dir), "is a folder"},
		{"from off the map", []string{"export", "--map", m, "--from", "20,0", "--to", "1,1", "--png", out}, "off the 12x8 map"},
		{"bad agent", exportArgs(m, "--agent", "0x3", "--png", out), "1..16"},
	} {
		code, stdout, stderr := run(t, c.args...)
		if code != ExitUsage {
			t.Errorf("%s: exit %d, want %d (stdout %q)", c.name, code, ExitUsage, stdout)
		}
		if !strings.Contains(stderr, c.want) {
			t.Errorf("%s: stderr %q lacks %q", c.name, stderr, c.want)
		}
		if strings.Count(strings.TrimRight(stderr, "\n"), "\n") != 0 {
			t.Errorf("%s: want one line on stderr, got %q", c.name, stderr)
		}
	}
	leftovers(t, dir, 0)
}

// A failed export leaves the files already there as they were, and no
// temporary files.
func TestExportFailureKeepsOldFiles(t *testing.T) {
	m := writeMap(t, exportMap...)
	dir := t.TempDir()
	old := filepath.Join(dir, "old.png")
	if err := os.WriteFile(old, []byte("the old picture"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, exportArgs(m, "--png", old, "--gif", filepath.Join(dir, "missing", "x.gif"))...)
	if code != ExitUsage {
		t.Fatalf("exit %d, want %d (stderr %q)", code, ExitUsage, stderr)
	}
	if b, _ := os.ReadFile(old); string(b) != "the old picture" {
		t.Errorf("the old file was changed: %q", b)
	}
	leftovers(t, dir, 1)

	// a successful export replaces it
	if code, _, stderr := run(t, exportArgs(m, "--png", old)...); code != ExitOK {
		t.Fatalf("exit %d (stderr %q)", code, stderr)
	}
	if b, _ := os.ReadFile(old); !bytes.HasPrefix(b, []byte("\x89PNG")) {
		t.Errorf("the old file was not replaced by a PNG")
	}
	leftovers(t, dir, 1)
}

// leftovers fails when dir holds other than n files, such as temporary files.
func leftovers(t *testing.T, dir string, n int) {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != n {
		var names []string
		for _, e := range es {
			names = append(names, e.Name())
		}
		t.Errorf("%s holds %v, want %d files", dir, names, n)
	}
}
