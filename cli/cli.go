// Package cli holds Swath's headless subcommands. It imports no Ebitengine,
// so its tests and the commands run without a display.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"swath/levels"
	"swath/pathing"
)

// Exit codes shared by every command.
const (
	ExitOK     = 0 // the command did what was asked (a path was found)
	ExitNoPath = 1 // valid input, but no route (plan) or a failed run
	ExitUsage  = 2 // bad input: flags, files, coordinates
	// ExitFailed is a run that could not finish, such as output that
	// could not be written; it shares 1 with ExitNoPath.
	ExitFailed = 1
)

type command struct {
	run     func(args []string, stdout, stderr io.Writer) int
	summary string
}

var commands = map[string]command{
	"plan":    {runPlan, "plan one query on a map and print the raw and smoothed route"},
	"sweep":   {runSweep, "print the geometry of one visibility test (rectangle, scan cells, hits)"},
	"bench":   {runBench, "run every query of a Moving AI .scen and summarise the figures"},
	"convert": {runConvert, "convert a level between .swath, Moving AI .map and PNG mask, or from a Tiled map (by OUT's extension)"},
	"export":  {runExport, "draw a query as a PNG picture and/or its timeline as an animated GIF"},
}

// IsCommand reports whether name is a headless subcommand (or help).
func IsCommand(name string) bool {
	_, ok := commands[name]
	return ok || name == "help" || name == "-h" || name == "--help"
}

// Run runs the subcommand args[0] with the rest of args and returns the exit code.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return ExitOK
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "swath: unknown command %q (try: swath help)\n", args[0])
		return ExitUsage
	}
	out := &levels.StickyWriter{W: stdout}
	code := c.run(args[1:], out, stderr)
	if out.Err != nil {
		// a command that saw the error itself said so (and returned 2)
		if code != ExitUsage {
			fmt.Fprintf(stderr, "swath %s: writing the output: %v\n", args[0], bareErr(out.Err))
		}
		return ExitFailed
	}
	return code
}

// bareErr drops the file name of an *fs.PathError ("write /dev/stdout: …").
func bareErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
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

// bad prints a bad-input message as one line on stderr and returns ExitUsage.
func bad(stderr io.Writer, cmd string, format string, a ...any) int {
	msg := strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return ' '
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			return '?' // nothing read from a file may steer the terminal
		}
		return r
	}, fmt.Sprintf(format, a...))
	fmt.Fprintf(stderr, "swath %s: %s\n", cmd, msg)
	return ExitUsage
}

// newFlags returns a flag set that reports errors to the caller instead of
// printing usage and exiting.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("swath "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseFlags parses args; -h prints the flags to stdout. It returns
// done=true with the exit code when the caller should stop.
func parseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (done bool, code int) {
	return parseFlagsArgs(fs, args, stdout, stderr, "")
}

// parseFlagsArgs is parseFlags for a command that takes positional
// arguments, named in operands (e.g. "IN OUT"); the caller checks their
// number.
func parseFlagsArgs(fs *flag.FlagSet, args []string, stdout, stderr io.Writer, operands string) (done bool, code int) {
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fs.SetOutput(stdout)
		fmt.Fprintf(stdout, "usage of %s [flags] %s:\n", fs.Name(), operands)
		fs.PrintDefaults()
		return true, ExitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return true, ExitUsage
	}
	if fs.NArg() > 0 && operands == "" {
		fmt.Fprintf(stderr, "%s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
		return true, ExitUsage
	}
	return false, 0
}

// valueFlag is a flag holding a value that P parses and prints; set tells
// whether it was given. The zero value is an unset flag.
type valueFlag[T any, P valueSyntax[T]] struct {
	v   T
	set bool
}

// valueSyntax reads and writes a flag's value.
type valueSyntax[T any] interface {
	parse(s string) (T, error)
	format(v T) string
}

func (f *valueFlag[T, P]) String() string {
	if f == nil || !f.set {
		return ""
	}
	var p P
	return p.format(f.v)
}

func (f *valueFlag[T, P]) Set(s string) error {
	var p P
	v, err := p.parse(s)
	if err != nil {
		return err
	}
	f.v, f.set = v, true
	return nil
}

// pointFlag is a flag holding "X,Y".
type pointFlag = valueFlag[pathing.Point, pointSyntax]

type pointSyntax struct{}

func (pointSyntax) parse(s string) (pathing.Point, error) { return parsePoint(s) }
func (pointSyntax) format(p pathing.Point) string         { return fmt.Sprintf("%d,%d", p.X, p.Y) }

func parsePoint(s string) (pathing.Point, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 2 {
		return pathing.Point{}, fmt.Errorf("%q: want X,Y", s)
	}
	x, err1 := strconv.Atoi(strings.TrimSpace(parts[0]))
	y, err2 := strconv.Atoi(strings.TrimSpace(parts[1]))
	if err1 != nil || err2 != nil {
		return pathing.Point{}, fmt.Errorf("%q: want X,Y with whole numbers", s)
	}
	return pathing.Point{X: x, Y: y}, nil
}

// agentFlag is a flag holding "LxW".
type agentFlag = valueFlag[pathing.Footprint, agentSyntax]

type agentSyntax struct{}

func (agentSyntax) parse(s string) (pathing.Footprint, error) { return levels.ParseAgent(s) }
func (agentSyntax) format(f pathing.Footprint) string         { return f.String() }

// enumFlag holds one of a fixed set of words.
type enumFlag struct {
	val  string
	set  bool
	opts []string
}

func (e *enumFlag) String() string { return e.val }

func (e *enumFlag) Set(s string) error {
	for _, o := range e.opts {
		if s == o {
			e.val, e.set = s, true
			return nil
		}
	}
	return fmt.Errorf("%q: want one of %s", s, strings.Join(e.opts, ", "))
}
