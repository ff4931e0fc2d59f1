// Package cli holds Swath's headless subcommands. It imports no Ebitengine,
// so its tests and the commands run without a display.
package cli

import (
	"fmt"
	"io"
	"sort"

	"swath/atomicfile"
	"swath/cli/command"
)

// Exit codes shared by every command (see package command).
const (
	ExitOK     = command.ExitOK
	ExitNoPath = command.ExitNoPath
	ExitUsage  = command.ExitUsage
	ExitFailed = command.ExitFailed
)

type subcommand struct {
	run     func(args []string, stdout, stderr io.Writer) int
	summary string
}

// commands are the subcommands by name; share registers itself in its file
// (share.go), bench where it is built (benchcommand.go: not in the browser).
var commands = map[string]subcommand{
	"plan":    {runPlan, "plan one query on a map and print the raw and smoothed route"},
	"sweep":   {runSweep, "print the geometry of one visibility test (rectangle, scan cells, hits)"},
	"convert": {runConvert, "convert a level between .swath, Moving AI .map and PNG mask, or from a Tiled map (by OUT's extension)"},
	"export":  {runExport, "draw a query as a PNG picture and/or its timeline as an animated GIF"},
	"crowd":   {runCrowd, "plan every NPC of a level (or a scenario's queries) at once, tick by tick, no two bodies ever overlapping"},
}

// IsCommand reports whether name is a headless subcommand (or help).
func IsCommand(name string) bool {
	_, ok := commands[name]
	return ok || name == "help" || name == "-h" || name == "--help"
}

// Run runs the subcommand args[0] with the rest of args and returns the exit code.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		out := &atomicfile.StickyWriter{W: stdout}
		usage(out)
		if out.Err != nil { // swath help > /dev/full
			fmt.Fprintf(stderr, "swath help: writing the output: %v\n", command.BareErr(out.Err))
			return ExitFailed
		}
		return ExitOK
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "swath: unknown command %q (try: swath help)\n", args[0])
		return ExitUsage
	}
	out := &atomicfile.StickyWriter{W: stdout}
	code := c.run(args[1:], out, stderr)
	if out.Err != nil {
		// a command that saw the error itself said so (and returned 2)
		if code != ExitUsage {
			fmt.Fprintf(stderr, "swath %s: writing the output: %v\n", args[0], command.BareErr(out.Err))
		}
		return ExitFailed
	}
	return code
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: swath                  open the app on the demo level")
	fmt.Fprintln(w, "       swath COMMAND [flags]  run a headless command:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "Run 'swath COMMAND -h' for a command's flags.")
}
