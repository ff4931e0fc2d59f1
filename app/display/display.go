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
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"

	"swath/app/args"
	"swath/levels"
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
	i := strings.LastIndexByte(d, ':')
	ok := i >= 0
	host, n := d[:max(i, 0)], d[i+1:]
	if i := strings.IndexByte(n, '.'); i >= 0 {
		n = n[:i]
	}
	num, err := strconv.Atoi(n)
	if !ok || err != nil || num < 0 {
		return "swath: no display (DISPLAY=" + d + " is not of the form [HOST]:N); run it under Xvfb: xvfb-run -a swath"
	}
	host = strings.Trim(strings.TrimPrefix(host, "tcp/"), "[]")
	switch host {
	case "", "unix":
		if !answers("/tmp/.X11-unix/X"+n) && !answers("@/tmp/.X11-unix/X"+n) {
			return "swath: no display (nothing answers on DISPLAY=" + d + "); run it under Xvfb: xvfb-run -a swath"
		}
	default:
		// a remote display (or one forwarded by ssh): GLFW panics when it
		// does not answer, so try it first, for a short while
		c, err := net.DialTimeout("tcp", net.JoinHostPort(host, strconv.Itoa(6000+num)), remoteTimeout)
		if err != nil {
			return "swath: no display (DISPLAY=" + d + " does not answer: " + bareNetErr(err) + "); run it under Xvfb: xvfb-run -a swath"
		}
		c.Close()
	}
	return ""
}

// remoteTimeout is how long Missing waits for a remote X server.
const remoteTimeout = 3 * time.Second

// bareNetErr is the reason of a dial error without the addresses.
func bareNetErr(err error) string {
	var oe *net.OpError
	if errors.As(err, &oe) && oe.Err != nil {
		err = oe.Err
	}
	if os.IsTimeout(err) {
		return "no answer in " + remoteTimeout.String()
	}
	return err.Error()
}

func init() {
	// Headless subcommands run here, before Ebitengine's packages are
	// initialised, so they work on a machine with no display at all and
	// never start the window toolkit (command_other.go; the web page has
	// no command line: command_js.go).
	runCommand()
	if msg := Missing(); msg != "" {
		os.Stderr.WriteString(msg + "\n")
		os.Exit(1)
	}
	if msg := Refuses(); msg != "" {
		os.Stderr.WriteString(msg + "\n")
		os.Exit(2)
	}
}

// CheckFiles says why a file the flags name cannot be used: the --map to
// read (a share link is decoded instead), the --cpuprofile, --memprofile
// and --input-log to write (a FIFO would block, /dev/full would swallow
// them). Nil when all can be.
func CheckFiles(cfg args.Config) error {
	switch {
	case levels.IsShareLink(cfg.Map): // no file: the link holds the level
		if _, err := levels.OpenShareLink(cfg.Map, levels.LoadOptions{Layer: cfg.Layer}); err != nil {
			return err
		}
	case cfg.Map != "":
		if err := levels.CheckReadable(cfg.Map); err != nil {
			return err
		}
	}
	for _, o := range []struct{ flag, path string }{{"--cpuprofile", cfg.CPUProfile}, {"--memprofile", cfg.MemProfile}, {"--input-log", cfg.InputLog}} {
		if o.path == "" {
			continue
		}
		if err := levels.CheckWritable(o.path); err != nil {
			return fmt.Errorf("%s %v", o.flag, err)
		}
	}
	return nil
}
