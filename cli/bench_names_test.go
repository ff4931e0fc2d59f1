package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// TestBenchMapNames: a .scen's map names stay inside its folder unless
// --maps says where maps are; nothing of the file reaches the terminal as
// control characters, and a PNG named as a map is called what it is.
func TestBenchMapNames(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "scens")
	os.Mkdir(dir, 0o755)
	good := benchMapText([]string{"....", "....", "...."})
	benchWriteFile(t, root, "outside.map", good)
	benchWriteFile(t, dir, "m.map", good)
	if err := levels.Save(filepath.Join(dir, "mask.png"), &levels.Level{Grid: pathing.NewGrid(4, 3)}); err != nil {
		t.Fatal(err)
	}
	scen := func(name, mapName string) string {
		return benchWriteFile(t, dir, name, "version 1\n"+benchScenLine(mapName, 4, 3, 0, 0, 3, 2, "3.82842712"))
	}
	abs := scen("abs.scen", filepath.Join(root, "outside.map"))
	up := scen("up.scen", "../outside.map")
	ansi := scen("ansi.scen", "\x1b[2J\x1b[31mred.map")
	long := scen("long.scen", strings.Repeat("x", 5000)+".map")
	png := scen("png.scen", "mask.png")
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"absolute", []string{"--scen", abs}, "abs.scen:2: map \"" + filepath.Join(root, "outside.map") + "\" is an absolute path; give --maps DIR to name the maps' folder"},
		{"escapes", []string{"--scen", up}, "up.scen:2: map \"../outside.map\" leaves the .scen's folder; give --maps DIR"},
		{"escape codes", []string{"--scen", ansi}, "ansi.scen:2: map \"?[2J?[31mred.map\" not found"},
		{"long name", []string{"--scen", long}, "is 5004 bytes long (at most 1024)"},
		{"png mask", []string{"--scen", png}, "mask.png: this is a PNG image, not a Moving AI .map"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := benchCmd(t, append([]string{"bench"}, c.args...)...)
			if code != ExitUsage || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
				t.Errorf("exit %d, stdout %q, stderr %q\nwant exit 2 and one line containing %q", code, out, errs, c.want)
			}
			if strings.ContainsRune(errs, 0x1b) || len(errs) > 600 {
				t.Errorf("stderr holds an escape or is %d bytes long", len(errs))
			}
		})
	}
	// --maps says where: the same names are read
	for _, s := range []string{abs, up} {
		if code, _, errs := benchCmd(t, "bench", "--scen", s, "--maps", dir); code != ExitOK {
			t.Errorf("%s with --maps: exit %d, %s", filepath.Base(s), code, errs)
		}
	}
}
