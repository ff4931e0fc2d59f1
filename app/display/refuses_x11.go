//go:build linux || freebsd || netbsd || openbsd

package display

import (
	"io"
	"log"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// quietXGB silences package xgb before any init function of this package
// runs (Refuses connects in one): Ebitengine's X connections print "XGB:
// Could not get authority info" (twice for each of two connections) at
// every start where there is no ~/.Xauthority, as under a plain Xvfb; and
// what Refuses finds out is said in its own words.
var quietXGB = func() bool { xgb.Logger = log.New(io.Discard, "", 0); return true }()

// Refuses returns a one-line explanation when the X display answers but
// will not serve Swath, as Ebitengine would find out by panicking: it
// refuses the connection (no or a wrong authority cookie: XAUTHORITY) or
// has no such screen (DISPLAY=:0.7). It is "" when the display takes the
// connection, and when Missing already failed. It connects once, for at
// most remoteTimeout.
func Refuses() string {
	d := os.Getenv("DISPLAY")
	type answer struct {
		c   *xgb.Conn
		err error
	}
	got := make(chan answer, 1)
	go func() {
		c, err := xgb.NewConnDisplay(d)
		got <- answer{c, err}
	}()
	var a answer
	select {
	case a = <-got:
	case <-time.After(remoteTimeout):
		return "swath: the display DISPLAY=" + d + " does not answer (no answer in " + remoteTimeout.String() + "); run it under Xvfb: xvfb-run -a swath"
	}
	if a.err != nil {
		why := strings.TrimPrefix(a.err.Error(), "x protocol ")
		return "swath: the display DISPLAY=" + d + " refused the connection (" + oneLine(why) + "); check XAUTHORITY, or run it under Xvfb: xvfb-run -a swath"
	}
	defer a.c.Close()
	screens := len(xproto.Setup(a.c).Roots)
	if a.c.DefaultScreen < 0 || a.c.DefaultScreen >= screens {
		return "swath: the display DISPLAY=" + d + " has no screen " + strconv.Itoa(a.c.DefaultScreen) + " (it has " + strconv.Itoa(screens) + "); use DISPLAY=" + strings.TrimSuffix(d, "."+strconv.Itoa(a.c.DefaultScreen)) + ".0"
	}
	return ""
}

// oneLine keeps the first line of s, without control characters.
func oneLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return '?'
		}
		return r
	}, s)
}
