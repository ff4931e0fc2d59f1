package app

import (
	"fmt"
	"io"
	"os"
	"sync"
)

// inputLog records every key, click and typed text the app acted on, one
// line each ("key Shift+→", "press left 12,7", "drag 13,7", "release 14,7",
// "text \"mine\"", "click button 0", "panel layers …"). It is what `--input-log FILE` writes:
// a person attaches it to a bug report, and scripted tests read it to know
// that the window took a key before they look at the screen. A nil log
// writes nothing.
type inputLog struct {
	mu sync.Mutex
	w  io.WriteCloser
	n  int
}

// openInputLog creates (or truncates) the file path.
func openInputLog(path string) (*inputLog, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--input-log: %v", err)
	}
	return &inputLog{w: f}, nil
}

func (l *inputLog) note(format string, args ...any) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.n++
	fmt.Fprintf(l.w, "%d "+format+"\n", append([]any{l.n}, args...)...)
}

func (l *inputLog) close() {
	if l != nil {
		l.w.Close()
	}
}
