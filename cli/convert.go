package cli

import (
	"fmt"
	"io"
	"path/filepath"

	"swath/cli/command"
	"swath/levels"
	"swath/pathing"
)

// runConvert converts a level between Swath's own format, Moving AI .map and
// PNG masks, or from a Tiled map (--layer picks its obstacle layer). The
// input's format is read from its content (then extension), the output's
// from its extension; the write is atomic and keeps the old output as a .bak
// backup.
func runConvert(args []string, stdout, stderr io.Writer) int {
	fs := command.NewFlags("convert")
	quiet := fs.Bool("q", false, "print nothing on success")
	layer := fs.String("layer", "", layerUsage)
	if done, code := command.ParseFlagsArgs(fs, args, stdout, stderr, "IN OUT"); done {
		return code
	}
	if fs.NArg() != 2 {
		return command.Bad(stderr, "convert", "want two files: swath convert IN OUT (OUT's extension chooses .swath, .map or .png)")
	}
	in, out := fs.Arg(0), fs.Arg(1)
	f := levels.FormatOf(out)
	if f == levels.TiledFormat {
		return command.Bad(stderr, "convert", "%s: Tiled maps are read but not written (want .swath, .map or .png)", out)
	}
	if f == levels.UnknownFormat {
		return command.Bad(stderr, "convert", "%s: unknown output format %q (want .swath, .map or .png)", out, filepath.Ext(out))
	}
	lv, err := loadLevelWith(in, levels.LoadOptions{Layer: *layer})
	if err != nil {
		return command.Bad(stderr, "convert", "%v", err)
	}
	if err := roomFor("convert", in, lv.Grid.Width(), lv.Grid.Height(), convertBytesPerCell); err != nil {
		return command.Bad(stderr, "convert", "%v", err)
	}
	if err := levels.Save(out, lv.Level); err != nil {
		return command.Bad(stderr, "convert", "%v", err)
	}
	if !*quiet {
		what := "obstacles only"
		if f == levels.SwathFormat {
			what = "with agent, start, goal and options"
		}
		if lv.From != "" {
			what += fmt.Sprintf("; %d obstacles from %s", countObstacles(lv.Grid), lv.From)
		}
		fmt.Fprintf(stdout, "%s -> %s: %dx%d map, %s\n", in, out, lv.Grid.Width(), lv.Grid.Height(), what)
	}
	return ExitOK
}

// countObstacles counts the blocked cells of g.
func countObstacles(g *pathing.Grid) int {
	n := 0
	for y := range g.Height() {
		for x := range g.Width() {
			if g.Blocked(x, y) {
				n++
			}
		}
	}
	return n
}
