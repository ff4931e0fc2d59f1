package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
)

// tiledDir holds the Tiled maps of levels' tests (real and hand-made).
const tiledDir = "../levels/testdata/tiled"

// TestConvertTiled converts Tiled maps to .map and checks the message and
// the obstacles written.
func TestConvertTiled(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		in, layer, want string
	}{
		{"excalibur-city/example-city-gzip.tmx", "", `100x100 map, obstacles only; 555 obstacles from layer "Solid"`},
		{"rpgjs-sample/samplemap.tmx", "", "60x60 map, obstacles only; 1120 obstacles from tiles whose tileset property collision is true"},
		{"made/rule1-layer.tmx", "", `5x3 map, obstacles only; 2 obstacles from layer "collision"`},
		{"made/rule1-layer.tmx", "trees", `5x3 map, obstacles only; 2 obstacles from layer "trees"`},
		{"made/rule2-keyword.tmj", "", `5x3 map, obstacles only; 3 obstacles from layer "Big Obstacles"`},
		{"made/rule3-tiles.json", "", "5x3 map, obstacles only; 3 obstacles from tiles whose tileset property collision or solid is true"},
	}
	for i, c := range cases {
		in := filepath.Join(tiledDir, c.in)
		out := filepath.Join(dir, "o"+itoa(i)+".map")
		args := []string{"convert", in, out}
		if c.layer != "" {
			args = []string{"convert", "--layer", c.layer, in, out}
		}
		code, stdout, stderr := run(t, args...)
		if code != ExitOK || stdout != in+" -> "+out+": "+c.want+"\n" {
			t.Errorf("%v: exit %d, %q %q; want %q", args, code, stdout, stderr, c.want)
			continue
		}
		imp, err := levels.LoadTiled(in, levels.LoadOptions{Layer: c.layer})
		if err != nil {
			t.Fatal(err)
		}
		got, err := levels.Load(out)
		if err != nil || !got.Grid.Equal(imp.Level.Grid) {
			t.Errorf("%s: the written map differs from the Tiled map (%v)", out, err)
		}
	}
}

// TestConvertTiledRefused: unsupported maps, an unknown layer, --layer on
// another format and a Tiled output are each exit 2 with one line on stderr
// naming the file, and no output file.
func TestConvertTiledRefused(t *testing.T) {
	dir := t.TempDir()
	made := filepath.Join(tiledDir, "made")
	mazes, _ := filepath.Glob("../testdata/movingai/mazes/*.map")
	if len(mazes) == 0 {
		t.Fatal("no Moving AI map in ../testdata/movingai/mazes")
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{filepath.Join(made, "isometric.tmx")}, "isometric maps are not supported"},
		{[]string{filepath.Join(made, "staggered.tmx")}, "staggered maps are not supported"},
		{[]string{filepath.Join(made, "hexagonal.tmx")}, "hexagonal maps are not supported"},
		{[]string{filepath.Join(made, "infinite.tmx")}, "infinite (chunked) maps are not supported"},
		{[]string{filepath.Join(made, "infinite.tmj")}, "infinite (chunked) maps are not supported"},
		{[]string{filepath.Join(made, "zstd.tmx")}, "zstd compression is not supported"},
		{[]string{filepath.Join(made, "zstd.tmj")}, "zstd compression is not supported"},
		{[]string{filepath.Join(made, "toolarge.tmx")}, "each side must be 1.."},
		{[]string{filepath.Join(made, "rule4-none.tmx")}, "no collision layer or property found"},
		{[]string{"--layer", "Trees", filepath.Join(made, "rule1-layer.tmx")}, `no tile layer named "Trees"; the tile layers are "ground", "collision", "trees"`},
		{[]string{"--layer", "walls", mazes[0]}, "can be chosen only in a Tiled map"},
	}
	for i, c := range cases {
		out := filepath.Join(dir, "o"+itoa(i)+".map")
		args := append(append([]string{"convert"}, c.args...), out)
		in := c.args[len(c.args)-1]
		code, stdout, stderr := run(t, args...)
		if code != ExitUsage || stdout != "" || !strings.HasPrefix(stderr, "swath convert: "+in+":") ||
			!strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line naming %s with %q", args, code, stdout, stderr, in, c.want)
		}
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("%v: wrote %s", args, out)
		}
	}
	out := filepath.Join(dir, "x.tmx")
	code, _, stderr := run(t, "convert", filepath.Join(made, "rule1-layer.tmx"), out)
	if code != ExitUsage || !strings.Contains(stderr, "Tiled maps are read but not written") {
		t.Errorf("convert to .tmx: exit %d, %q", code, stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("convert to .tmx wrote %s", out)
	}
}

// TestPlanTiled: a Tiled map with start and goal points needs no --from and
// --to; one without needs them; --layer reaches the loader.
func TestPlanTiled(t *testing.T) {
	made := filepath.Join(tiledDir, "made")
	code, stdout, stderr := run(t, "plan", "--map", filepath.Join(made, "startgoal.tmx"))
	if code != ExitOK || !strings.Contains(stdout, "6x4 map") || !strings.Contains(stdout, "from (2,0) to (5,3)") {
		t.Errorf("plan startgoal.tmx: exit %d, %q %q", code, stdout, stderr)
	}
	code, _, stderr = run(t, "plan", "--map", filepath.Join(made, "rule1-layer.tmx"))
	if code != ExitUsage || !strings.Contains(stderr, "has no start and goal") {
		t.Errorf("plan without points: exit %d, %q", code, stderr)
	}
	// Through "trees" the straight line along row 1 is blocked at (2,1).
	code, stdout, stderr = run(t, "plan", "--map", filepath.Join(made, "rule1-layer.tmx"), "--layer", "trees", "--from", "0,1", "--to", "4,1")
	if code != ExitOK || strings.Contains(stdout, "(2,1)") || !strings.Contains(stdout, "(1,2)") {
		t.Errorf("plan --layer trees: exit %d, %q %q", code, stdout, stderr)
	}
	code, _, stderr = run(t, "plan", "--map", filepath.Join(made, "rule1-layer.tmx"), "--layer", "nope", "--from", "0,1", "--to", "4,1")
	if code != ExitUsage || !strings.Contains(stderr, `no tile layer named "nope"`) {
		t.Errorf("plan --layer nope: exit %d, %q", code, stderr)
	}
	code, stdout, stderr = run(t, "sweep", "--map", filepath.Join(made, "rule1-layer.tmx"), "--layer", "trees", "--agent", "1x1", "--from", "0,0", "--to", "4,0")
	if code != ExitOK || !strings.Contains(stdout, "hit: [(2,0)]") {
		t.Errorf("sweep --layer trees: exit %d, %q %q", code, stdout, stderr)
	}
}
