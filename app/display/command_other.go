//go:build !js

package display

import (
	"errors"
	"flag"
	"os"
	"strings"

	"swath/app/args"
	"swath/atomicfile"
	"swath/cli"
	"swath/cli/command"
)

// runCommand runs the headless subcommand the command line names (swath
// help, plan, sweep, bench, …) to the end and exits, and exits with the
// message of a bad argument (2) before there is any window.
func runCommand() {
	if len(os.Args) > 1 {
		switch a := os.Args[1]; {
		case a == "help" || a == "-h" || a == "--help" || a == "-help":
			// the commands, then the app's own flags; a failed write
			// (swath help > /dev/full) is said and fails
			out := &atomicfile.StickyWriter{W: os.Stdout}
			code := cli.Run([]string{"help"}, out, os.Stderr)
			args.PrintFlags(out)
			if out.Err != nil && code == 0 {
				os.Stderr.WriteString("swath help: writing the output: " + command.BareErr(out.Err).Error() + "\n")
				code = cli.ExitFailed
			}
			os.Exit(code)
		case cli.IsCommand(a):
			os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
		case !strings.HasPrefix(a, "-test."): // a test binary's own flags
			// a bad argument is said as such, display or not (exit 2):
			// a --map that cannot be read too, before the display
			cfg, err := args.Parse(os.Args[1:], os.Stderr)
			if err == nil {
				err = CheckFiles(cfg)
			}
			if err != nil {
				code := 2
				if errors.Is(err, flag.ErrHelp) {
					code = 0
				} else {
					os.Stderr.WriteString("swath: " + err.Error() + "\n")
				}
				os.Exit(code)
			}
		}
	}
}
