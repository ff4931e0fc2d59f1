package bench

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestBenchETA: the ETA scales the time so far by the work left over the
// work done, not by the queries left.
func TestBenchETA(t *testing.T) {
	var buf bytes.Buffer
	start := time.Unix(1000, 0)
	// four short queries then one as long as all of them together
	p := newBenchBar(&buf, []float64{1, 1, 1, 1, 4}, start, 100)
	for i := range 4 {
		p.Tick(i, 2500*time.Millisecond)
	}
	line := p.line(start.Add(10 * time.Second))
	// half the work in 10 s: 10 s left (a rate of queries would say 2 s)
	if !strings.Contains(line, "4/5 queries") || !strings.Contains(line, "ETA 10s") {
		t.Errorf("after 4 of 5 queries (half the work) in 10 s: %q, want 4/5 queries and ETA 10s", line)
	}
	p.Tick(4, 10*time.Second)
	if line := p.line(start.Add(20 * time.Second)); !strings.Contains(line, "ETA 0s") || !strings.Contains(line, "100%") {
		t.Errorf("all done: %q", line)
	}
	if buf.Len() == 0 {
		t.Errorf("the bar drew nothing")
	}
	if fresh := newBenchBar(&buf, []float64{1}, start, 100); !strings.Contains(fresh.line(start), "ETA ?") {
		t.Errorf("before any query: %q, want ETA ?", fresh.line(start))
	}
}
