// Package display runs before Ebitengine loads. Ebitengine starts GLFW while
// the program is being initialised and panics when there is no display, so
// this package, which Go initialises first (the order is fixed by the spec:
// dependencies first, then sorted import paths), does two things in its
// init: it runs a headless subcommand (swath plan, sweep, bench, …) to the
// end and exits, so those work on a machine without a display; and for the
// app, when there is no display, it says so in one line instead of a panic.
// It stays first only while cli's dependencies do not wait on packages that
// Go initialises after Ebitengine's (net/http, text/template, …):
// e2e.TestHeadlessWithoutDisplay guards that. Import it for its side effect
// from main.
package display

import (
	"os"
	"strings"

	"swath/cli"
)

// Missing returns a one-line explanation when there is no X display (DISPLAY
// unset, or a local display that does not answer), or "" when there is one
// (or the platform needs none).
func Missing() string {
	if !needsX {
		return ""
	}
	d := os.Getenv("DISPLAY")
	if d == "" {
		return "swath: no display (DISPLAY is not set); run it under Xvfb: xvfb-run -a swath"
	}
	if strings.HasPrefix(d, ":") {
		n := strings.TrimPrefix(d, ":")
		if i := strings.IndexByte(n, '.'); i >= 0 {
			n = n[:i]
		}
		if !answers("/tmp/.X11-unix/X"+n) && !answers("@/tmp/.X11-unix/X"+n) {
			return "swath: no display (nothing answers on DISPLAY=" + d + "); run it under Xvfb: xvfb-run -a swath"
		}
	}
	return ""
}

func init() {
	// Headless subcommands run here, before Ebitengine's packages are
	// initialised, so they work on a machine with no display at all and
	// never start the window toolkit.
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	if msg := Missing(); msg != "" {
		os.Stderr.WriteString(msg + "\n")
		os.Exit(1)
	}
}
