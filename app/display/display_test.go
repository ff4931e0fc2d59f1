package display

import (
	"net"
	"strconv"
	"strings"
	"testing"
)

// TestMissingRemote: a remote DISPLAY that does not answer, or a malformed
// one, is said in one line (GLFW would panic); one that answers passes.
func TestMissingRemote(t *testing.T) {
	if !needsX {
		t.Skip("this platform needs no X display")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip("no TCP here:", err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	// a display number whose port nothing listens on: the listener's, closed
	l.Close()
	cases := []struct{ display, want string }{
		{"127.0.0.1:" + strconv.Itoa(port-6000), "does not answer"},
		{"nonsense", "is not of the form [HOST]:N"},
		{"host:x", "is not of the form [HOST]:N"},
	}
	if port < 6000 {
		cases = cases[1:]
	}
	for _, c := range cases {
		t.Setenv("DISPLAY", c.display)
		msg := Missing()
		if !strings.HasPrefix(msg, "swath: no display (DISPLAY="+c.display) || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("DISPLAY=%s: %q, want one line containing %q", c.display, msg, c.want)
		}
	}
	// one that answers
	l, err = net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if p := l.Addr().(*net.TCPAddr).Port; p >= 6000 {
		t.Setenv("DISPLAY", "127.0.0.1:"+strconv.Itoa(p-6000))
		if msg := Missing(); msg != "" {
			t.Errorf("a display that answers: %q", msg)
		}
	}
}
