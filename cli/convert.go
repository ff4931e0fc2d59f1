package cli

import (
	"fmt"
	"io"
	"path/filepath"

	"swath/levels"
)

// runConvert converts a level between Swath's own format, Moving AI .map and
// PNG masks. The input's format is read from its content (then extension),
// the output's from its extension; the write is atomic and keeps the old
// output as a .bak backup.
func runConvert(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("convert")
	quiet := fs.Bool("q", false, "print nothing on success")
	if done, code := parseFlagsArgs(fs, args, stdout, stderr, "IN OUT"); done {
		return code
	}
	if fs.NArg() != 2 {
		return bad(stderr, "convert", "want two files: swath convert IN OUT (OUT's extension chooses .swath, .map or .png)")
	}
	in, out := fs.Arg(0), fs.Arg(1)
	f := levels.FormatOf(out)
	if f == levels.UnknownFormat {
		return bad(stderr, "convert", "%s: unknown output format %q (want .swath, .map or .png)", out, filepath.Ext(out))
	}
	lv, err := levels.Load(in)
	if err != nil {
		return bad(stderr, "convert", "%v", err)
	}
	if err := levels.Save(out, lv); err != nil {
		return bad(stderr, "convert", "%v", err)
	}
	if !*quiet {
		what := "obstacles only"
		if f == levels.SwathFormat {
			what = "with agent, start, goal and options"
		}
		fmt.Fprintf(stdout, "%s -> %s: %dx%d map, %s\n", in, out, lv.Grid.Width(), lv.Grid.Height(), what)
	}
	return ExitOK
}
