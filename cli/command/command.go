// Package command holds what Swath's headless commands share: exit codes,
// one-line error reports, flag parsing and flag types, JSON output. The
// commands themselves are in cli (plan, sweep, export, convert) and
// cli/bench.
package command

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
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

// Bad prints a bad-input message as one line on stderr and returns
// ExitUsage. Control characters become '?': nothing read from a file may
// steer the terminal.
func Bad(stderr io.Writer, cmd string, format string, a ...any) int {
	msg := strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return ' '
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			return '?'
		}
		return r
	}, fmt.Sprintf(format, a...))
	fmt.Fprintf(stderr, "swath %s: %s\n", cmd, msg)
	return ExitUsage
}

// BareErr drops the file name of an *fs.PathError ("write /dev/stdout: …").
func BareErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// NewFlags returns a flag set that reports errors to the caller instead of
// printing usage and exiting.
func NewFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("swath "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// ParseFlags parses args; -h prints the flags to stdout. It returns
// done=true with the exit code when the caller should stop.
func ParseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (done bool, code int) {
	return ParseFlagsArgs(fs, args, stdout, stderr, "")
}

// ParseFlagsArgs is ParseFlags for a command that takes positional
// arguments, named in operands (e.g. "IN OUT"); the caller checks their
// number.
func ParseFlagsArgs(fs *flag.FlagSet, args []string, stdout, stderr io.Writer, operands string) (done bool, code int) {
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

// ValueFlag is a flag holding a Value that P parses and prints; Given
// tells whether it was given. The zero value is a flag not given.
type ValueFlag[T any, P valueSyntax[T]] struct {
	Value T
	Given bool
}

// valueSyntax reads and writes a flag's value.
type valueSyntax[T any] interface {
	parse(s string) (T, error)
	format(v T) string
}

func (f *ValueFlag[T, P]) String() string {
	if f == nil || !f.Given {
		return ""
	}
	var p P
	return p.format(f.Value)
}

func (f *ValueFlag[T, P]) Set(s string) error {
	var p P
	v, err := p.parse(s)
	if err != nil {
		return err
	}
	f.Value, f.Given = v, true
	return nil
}

// PointFlag is a flag holding "X,Y".
type PointFlag = ValueFlag[pathing.Point, pointSyntax]

type pointSyntax struct{}

func (pointSyntax) parse(s string) (pathing.Point, error) { return ParsePoint(s) }
func (pointSyntax) format(p pathing.Point) string         { return fmt.Sprintf("%d,%d", p.X, p.Y) }

// ParsePoint reads "X,Y".
func ParsePoint(s string) (pathing.Point, error) {
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

// AgentFlag is a flag holding "LxW".
type AgentFlag = ValueFlag[pathing.Footprint, agentSyntax]

type agentSyntax struct{}

func (agentSyntax) parse(s string) (pathing.Footprint, error) { return levels.ParseAgent(s) }
func (agentSyntax) format(f pathing.Footprint) string         { return f.String() }

// EnumFlag holds one of a fixed set of Words.
type EnumFlag struct {
	Value string
	Given bool
	Words []string
}

func (e *EnumFlag) String() string { return e.Value }

func (e *EnumFlag) Set(s string) error {
	for _, o := range e.Words {
		if s == o {
			e.Value, e.Given = s, true
			return nil
		}
	}
	return fmt.Errorf("%q: want one of %s", s, strings.Join(e.Words, ", "))
}

// OptionFlag is the flag of the planning option called name, holding one of
// its words, its default first.
func OptionFlag(name string) EnumFlag {
	w := pathing.OptionWords(name)
	return EnumFlag{Value: w[0], Words: w}
}

// XY is a point written as [x, y].
type XY [2]int

// ToXY converts points for JSON; an empty list prints as [], never null.
func ToXY(ps []pathing.Point) []XY {
	out := make([]XY, len(ps))
	for i, p := range ps {
		out[i] = XY{p.X, p.Y}
	}
	return out
}

// WriteJSON writes v as one line of JSON.
func WriteJSON(w io.Writer, v any) error {
	return json.NewEncoder(w).Encode(v)
}
