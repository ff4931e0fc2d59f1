package scene

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOpenFIFORefused: opening a FIFO (Ctrl+O, or a path typed in the
// dialog) is refused at once; it used to freeze the window until something
// wrote to the FIFO.
func TestOpenFIFORefused(t *testing.T) {
	s, dir := docScene(t)
	fifo := filepath.Join(dir, "pipe.swath")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	before := s.Level()
	done := make(chan struct{})
	go func() { s.Apply(OpenPath{Path: fifo}); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("opening a FIFO blocked")
	}
	if n := s.Notice(); !n.Warn || !strings.Contains(n.Text, "is a FIFO (named pipe)") {
		t.Errorf("notice %+v", n)
	}
	if !s.Level().Equal(before) {
		t.Error("a refused open changed the level")
	}
}
