// Package display checks, before Ebitengine loads, that there is an X
// display to open a window on. Ebitengine starts GLFW while the program is
// being initialised and panics when that fails, so the check must run in a
// package that is initialised first: this one imports nothing but os,
// strings and syscall, which Go initialises before Ebitengine's packages
// (the order is fixed by the spec: sorted import paths, dependencies first).
// Import it for its side effect from main, before anything else.
package display

import (
	"os"
	"strings"
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
	msg := Missing()
	if msg == "" {
		return
	}
	if len(os.Args) > 1 && !strings.HasPrefix(os.Args[1], "-") {
		// a headless subcommand: it needs no window, but this binary links the
		// window toolkit, which cannot load without a display
		msg += " " + os.Args[1] + " …  (this build loads the window toolkit even for headless commands)"
	}
	os.Stderr.WriteString(msg + "\n")
	os.Exit(1)
}
