package bench

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
// The ETA is estimateLeft's: each query's cost, as its worker measured it,
// fitted against its optimal length (benchWork) to predict the queries
// left, not the count: a .scen lists its queries short to long, so at a
// constant rate of queries the last, longest ones would take far longer
// than promised; nor the length alone, since with --optimal the shortest
// route's search grows about as its square.
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
	work     []float64 // each query's weight
	isDone   []bool
	costs    []queryCost // of the queries done
	start    time.Time
	lastDraw time.Time
	width    int
}

func newBenchProgress(stderr io.Writer, work []float64) *benchProgress {
	total := len(work)
	f, ok := stderr.(*os.File)
	if !ok || total == 0 || !term.IsTerminal(int(f.Fd())) {
		return &benchProgress{}
	}
	width := 80
	if w, _, err := term.GetSize(int(f.Fd())); err == nil && w > 40 {
		width = w
	}
	return newBenchBar(stderr, work, time.Now(), width)
}

// newBenchBar is a bar drawing on w whatever w is, started at start.
func newBenchBar(w io.Writer, work []float64, start time.Time, width int) *benchProgress {
	return &benchProgress{w: w, total: len(work), work: work, isDone: make([]bool, len(work)), start: start, width: width}
}

// benchWork weighs each query by its optimal length (at least 1): the
// search and the smoothing of a longer query cost more.
func benchWork(qs []benchQuery) []float64 {
	w := make([]float64, len(qs))
	for i := range qs {
		w[i] = max(qs[i].Optimal, 1)
	}
	return w
}

// Tick counts query i as finished, having cost its worker cost, and
// redraws at most ten times a second.
func (p *benchProgress) Tick(i int, cost time.Duration) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	p.isDone[i] = true
	p.costs = append(p.costs, queryCost{weight: p.work[i], cost: cost.Seconds()})
	if now := time.Now(); now.Sub(p.lastDraw) >= 100*time.Millisecond || p.done == p.total {
		p.lastDraw = now
		fmt.Fprint(p.w, "\r"+p.line(now))
	}
}

// line renders "bench  42% [=====>     ] 750/1780 queries  312/s  ETA 3s".
// The percentage and the bar are of the time, the time so far over it and
// the ETA, not of the queries: with --optimal half the queries are done
// at an eighth of the run.
func (p *benchProgress) line(now time.Time) string {
	elapsed := now.Sub(p.start).Seconds()
	rate := 0.0
	if elapsed > 0 {
		rate = float64(p.done) / elapsed
	}
	var left []float64
	for i, d := range p.isDone {
		if !d {
			left = append(left, p.work[i])
		}
	}
	eta := "?"
	frac := float64(p.done) / float64(p.total)
	if s := estimateLeft(p.costs, left, elapsed); s >= 0 {
		eta = (time.Duration(s * float64(time.Second))).Round(time.Second).String()
		if elapsed+s > 0 {
			frac = elapsed / (elapsed + s)
		}
	}
	if p.done == p.total {
		frac = 1
	}
	tail := fmt.Sprintf(" %d/%d queries  %.0f/s  ETA %s ", p.done, p.total, rate, eta)
	head := fmt.Sprintf("bench %3d%% [", int(100*frac))
	n := max(p.width-len(head)-len(tail)-2, 10)
	fill := min(int(float64(n)*frac), n)
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
