package cli

import (
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// benchProgress shows a progress bar with rate and ETA on stderr when it is
// a terminal; otherwise it does nothing. Tick is safe to call from several
// goroutines.
type benchProgress struct {
	mu  sync.Mutex
	bar *progressbar.ProgressBar
}

func newBenchProgress(stderr io.Writer, total int) *benchProgress {
	f, ok := stderr.(*os.File)
	if !ok || total == 0 || !term.IsTerminal(int(f.Fd())) {
		return &benchProgress{}
	}
	return &benchProgress{bar: progressbar.NewOptions(total,
		progressbar.OptionSetWriter(stderr),
		progressbar.OptionSetDescription("bench"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("queries"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)}
}

// Tick counts one finished query.
func (p *benchProgress) Tick() {
	if p.bar == nil {
		return
	}
	p.mu.Lock()
	p.bar.Add(1)
	p.mu.Unlock()
}

// Done finishes and clears the bar.
func (p *benchProgress) Done() {
	if p.bar == nil {
		return
	}
	p.mu.Lock()
	p.bar.Finish()
	p.mu.Unlock()
}
