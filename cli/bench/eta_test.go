package bench

import (
	"bytes"
	"math"
	"math/rand"
	"strings"
	"testing"
	"time"
)

// etaRun is a synthetic bench run: queries short to long as a .scen lists
// them (10 per bucket of 4 cells), each costing cost(L) seconds with ±30 %
// noise, the first three also paying for warm caches (0.3 % of the run
// each); workers run them in order.
type etaRun struct {
	name    string
	cost    func(l float64) float64
	workers int
}

// replay runs r and, each time a fraction of the whole cost is done, asks
// estimateLeft and the plain length-proportional ETA (the time so far
// scaled by the length left over the length done) for the time left;
// it returns both over the true time left, by fraction.
func (r etaRun) replay(t *testing.T, fractions []float64) (est, plain []float64) {
	const seed = 20261204
	rng := rand.New(rand.NewSource(seed))
	var ls, cs []float64
	for b := range 150 {
		for range 10 {
			l := 4*float64(b) + 4*rng.Float64()
			ls, cs = append(ls, l), append(cs, r.cost(l)*(0.7+0.6*rng.Float64()))
		}
	}
	total := 0.0
	for _, c := range cs {
		total += c
	}
	for i := range 3 { // warming the caches: far more than a short query
		cs[i] += 0.003 * total
	}
	total *= 1.009
	t.Logf("%s: seed %d, %d queries, %.1f s of work on %d workers", r.name, seed, len(cs), total, r.workers)
	var done []queryCost
	sum, k := 0.0, 0
	for i := range cs {
		done = append(done, queryCost{weight: ls[i], cost: cs[i]})
		sum += cs[i]
		for k < len(fractions) && sum >= fractions[k]*total {
			elapsed := sum / float64(r.workers)
			truth := (total - sum) / float64(r.workers)
			lenDone, lenLeft := 0.0, 0.0
			for j, l := range ls {
				if j <= i {
					lenDone += l
				} else {
					lenLeft += l
				}
			}
			est = append(est, estimateLeft(done, ls[i+1:], elapsed)/truth)
			plain = append(plain, elapsed*lenLeft/lenDone/truth)
			k++
		}
	}
	return est, plain
}

// The ETA of bench --optimal: the shortest route's search costs about L²
// and is most of the time, so an ETA proportional to the length left
// promises a fraction of the time (12 s at 12 % of a 51 s run). The
// estimator, fitting each query's cost against its length, stays within
// 30 % of the truth from 5 % of the run on, for that cost and for a cost
// growing as L; for a cost that does not grow at all from 12 % on (at 5 %,
// 60 queries no longer than 24 cells do not tell a flat cost from noise
// when extrapolated to 600).
func TestEstimateLeft(t *testing.T) {
	fractions := []float64{0.05, 0.12, 0.25, 0.5, 0.75, 0.9}
	runs := []struct {
		etaRun
		from       int  // the first fraction checked
		plainWrong bool // the plain ETA is off by more than 2× at 12 %
	}{
		{etaRun{"--optimal: 20 µs + 0.5 µs·L + 0.08 µs·L²", func(l float64) float64 { return 20e-6 + 0.5e-6*l + 0.08e-6*l*l }, 1}, 0, true},
		{etaRun{"--optimal, 4 workers", func(l float64) float64 { return 20e-6 + 0.5e-6*l + 0.08e-6*l*l }, 4}, 0, true},
		{etaRun{"search and smoothing: 30 µs + 2 µs·L", func(l float64) float64 { return 30e-6 + 2e-6*l }, 2}, 0, false},
		{etaRun{"constant: 1 ms", func(l float64) float64 { return 1e-3 }, 1}, 1, false},
	}
	for _, r := range runs {
		est, plain := r.replay(t, fractions)
		for k, f := range fractions[r.from:] {
			if e := est[r.from+k]; math.Abs(e-1) > 0.3 {
				t.Errorf("%s: at %.0f %% the ETA is %.2f of the time left, want within 30 %%", r.name, 100*f, e)
			}
		}
		t.Logf("%s: ETA / truth %.2f, plain %.2f", r.name, est, plain)
		if r.plainWrong && plain[1] > 0.5 {
			t.Errorf("%s: the plain length-proportional ETA is %.2f of the truth at 12 %%: the case does not tell the estimators apart", r.name, plain[1])
		}
	}
}

// Before any cost is known the ETA is unknown; a handful of queries of one
// length give the proportional estimate (the time so far scaled by the
// length left over the length done).
func TestEstimateLeftFew(t *testing.T) {
	if e := estimateLeft(nil, []float64{1, 2}, 3); e != -1 {
		t.Errorf("nothing done: %v, want -1", e)
	}
	if e := estimateLeft([]queryCost{{1, 0}}, []float64{1}, 3); e != -1 {
		t.Errorf("no cost measured: %v, want -1", e)
	}
	done := []queryCost{{2, 1}, {2, 1}, {2, 1}}
	if e := estimateLeft(done, []float64{2, 4}, 6); math.Abs(e-6) > 1e-9 {
		t.Errorf("3 queries of length 2 in 6 s, 6 cells left: %v s, want 6", e)
	}
	if e := estimateLeft(done, nil, 6); e != 0 {
		t.Errorf("nothing left: %v", e)
	}
}

// fitCost finds the coefficients of an exact quadratic cost, and keeps
// them non-negative.
func TestFitCost(t *testing.T) {
	var done []queryCost
	for l := 1.0; l <= 200; l++ {
		done = append(done, queryCost{l, 3 + 0.5*l + 0.01*l*l})
	}
	m, ok := fitCost(done)
	if !ok {
		t.Fatal("no fit")
	}
	for _, l := range []float64{1, 50, 200, 400, 800} {
		want := 3 + 0.5*l + 0.01*l*l
		if got := m.at(l); math.Abs(got/want-1) > 0.05 {
			t.Errorf("cost at %v: %.3f, want %.3f", l, got, want)
		}
	}
	var falling []queryCost
	for l := 1.0; l <= 200; l++ {
		falling = append(falling, queryCost{l, 1000 / l})
	}
	m, ok = fitCost(falling)
	if !ok || m.a < 0 || m.b < 0 || m.c < 0 {
		t.Errorf("a cost falling with length: %+v, ok %v; want non-negative coefficients", m, ok)
	}
}

// The bar's percentage is of the time, not of the queries: 4 short
// queries of 5 done in 10 s with 10 s to go is 50 %, not 80 %.
func TestBenchBarShowsTime(t *testing.T) {
	var buf bytes.Buffer
	start := time.Unix(1000, 0)
	p := newBenchBar(&buf, []float64{1, 1, 1, 1, 4}, start, 100)
	for i := range 4 {
		p.Tick(i, 2500*time.Millisecond)
	}
	if line := p.line(start.Add(10 * time.Second)); !strings.HasPrefix(line, "bench  50% [") || !strings.Contains(line, "ETA 10s") {
		t.Errorf("half the time: %q, want 50 %% and ETA 10s", line)
	}
}
