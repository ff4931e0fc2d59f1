package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"
)

// benchProgress draws a one-line progress bar with count, rate and ETA on
// stderr when it is a terminal; otherwise it does nothing. Tick is safe to
// call from several goroutines.
//
// It is written here rather than taken from a progress-bar module on
// purpose: those pull in net/http, which makes Go initialise this package
// after Ebitengine's, and Ebitengine's initialisation needs a display. The
// headless commands must run on a machine without one (see app/display).
type benchProgress struct {
	mu       sync.Mutex
	w        io.Writer
	total    int
	done     int
	start    time.Time
	lastDraw time.Time
	width    int
}

func newBenchProgress(stderr io.Writer, total int) *benchProgress {
	f, ok := stderr.(*os.File)
	if !ok || total == 0 || !term.IsTerminal(int(f.Fd())) {
		return &benchProgress{}
	}
	width := 80
	if w, _, err := term.GetSize(int(f.Fd())); err == nil && w > 40 {
		width = w
	}
	return &benchProgress{w: stderr, total: total, start: time.Now(), width: width}
}

// Tick counts one finished query and redraws at most ten times a second.
func (p *benchProgress) Tick() {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	if now := time.Now(); now.Sub(p.lastDraw) >= 100*time.Millisecond || p.done == p.total {
		p.lastDraw = now
		fmt.Fprint(p.w, "\r"+p.line(now))
	}
}

// line renders "bench  42% [=====>     ] 750/1780 queries  312/s  ETA 3s".
func (p *benchProgress) line(now time.Time) string {
	elapsed := now.Sub(p.start).Seconds()
	rate := 0.0
	if elapsed > 0 {
		rate = float64(p.done) / elapsed
	}
	eta := "?"
	if rate > 0 {
		eta = (time.Duration(float64(p.total-p.done)/rate) * time.Second).Round(time.Second).String()
	}
	tail := fmt.Sprintf(" %d/%d queries  %.0f/s  ETA %s ", p.done, p.total, rate, eta)
	head := fmt.Sprintf("bench %3d%% [", 100*p.done/p.total)
	n := max(p.width-len(head)-len(tail)-2, 10)
	fill := n * p.done / p.total
	bar := strings.Repeat("=", fill) + strings.Repeat(" ", n-fill)
	if fill < n && fill > 0 {
		bar = strings.Repeat("=", fill-1) + ">" + strings.Repeat(" ", n-fill)
	}
	return head + bar + "]" + tail
}

// Done clears the bar's line.
func (p *benchProgress) Done() {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	fmt.Fprint(p.w, "\r"+strings.Repeat(" ", p.width-1)+"\r")
	p.mu.Unlock()
}
