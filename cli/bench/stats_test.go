package bench

import (
	"math"
	"testing"
)

func TestSummarize(t *testing.T) {
	cases := []struct {
		xs   []float64
		want dist
	}{
		{nil, dist{}},
		{[]float64{4}, dist{4, 4, 4}},
		{[]float64{3, 1, 2}, dist{2, 2, 3}},
		{[]float64{4, 1, 3, 2}, dist{2.5, 2.5, 4}},
		// 20 values 1..20: nearest-rank p95 is the 19th
		{[]float64{20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, dist{10.5, 10.5, 19}},
	}
	for _, c := range cases {
		if got := summarize(c.xs); got != c.want {
			t.Errorf("summarize(%v) = %+v, want %+v", c.xs, got, c.want)
		}
	}
	xs := []float64{5, 1, 3}
	summarize(xs)
	if xs[0] != 5 || xs[1] != 1 {
		t.Errorf("summarize reordered its input: %v", xs)
	}
	if tm := summarizeTime([]float64{1, 2, 10}); tm != (timing{2, 10, 13}) {
		t.Errorf("summarizeTime = %+v", tm)
	}
}

func TestPrintedPrecision(t *testing.T) {
	cases := []struct {
		s        string
		dec, sig int
		ok       bool
	}{
		{"2.00000000", 8, 9, true},
		{"4200.94148406", 8, 12, true},
		{"5", 0, 1, true},
		{"6.24264", 5, 6, true},
		{"0.5", 1, 1, true},
		{"1.5e2", -1, 2, true},
		{"1.25E-3", 5, 3, true},
		{"", 0, 0, false},
		{"abc", 0, 0, false},
		{"1.2.3", 0, 0, false},
		{"1e", 0, 0, false},
	}
	for _, c := range cases {
		dec, sig, ok := printedPrecision(c.s)
		if ok != c.ok || (ok && (dec != c.dec || sig != c.sig)) {
			t.Errorf("printedPrecision(%q) = %d, %d, %v; want %d, %d, %v", c.s, dec, sig, ok, c.dec, c.sig, c.ok)
		}
	}
}

func TestFitTolerances(t *testing.T) {
	near := func(a, b float64) bool { return math.Abs(a-b) <= 1e-12*math.Max(1, math.Abs(b)) }
	// fixed decimals: half a unit of the 8th decimal, plus the slack
	fixed := fitTolerances([]string{"2.00000000", "4200.94148406"}, []float64{2, 4200.94148406})
	if !near(fixed[0], 0.5e-8+2*floatSlack) || !near(fixed[1], 0.5e-8+4200.94148406*floatSlack) {
		t.Errorf("fixed: %v", fixed)
	}
	// two decimals
	two := fitTolerances([]string{"3.41", "12.00"}, []float64{3.41, 12})
	if !near(two[0], 0.005+3.41*floatSlack) || !near(two[1], 0.005+12*floatSlack) {
		t.Errorf("two decimals: %v", two)
	}
	// significant digits, trailing zeros dropped (like the random512 file):
	// "5" is 5.00000, "714.335" is ±0.0005, "6.24264" ±0.000005
	sig := fitTolerances([]string{"5", "714.335", "6.24264", "279.764"}, []float64{5, 714.335, 6.24264, 279.764})
	want := []float64{0.5e-5 + 5*floatSlack, 0.5e-3 + 714.335*floatSlack, 0.5e-5 + 6.24264*floatSlack, 0.5e-3 + 279.764*floatSlack}
	for i := range want {
		if !near(sig[i], want[i]) {
			t.Errorf("significant digits: line %d tolerance %g, want %g", i, sig[i], want[i])
		}
	}
	// random512-20-0.map.scen:688 prints 279.764 for 279.7645020 (a
	// single-precision √2): the slack lets it match
	if d := 279.76450199 - 279.764; d > sig[3] || d <= 0.5e-3 {
		t.Errorf("279.764 vs 279.76450199: tolerance %g", sig[3])
	}
	// a cost off by one unit of the last digit does not match
	if 6.24265-6.24264 <= sig[2] {
		t.Errorf("tolerance %g lets a one-digit error through", sig[2])
	}
}
