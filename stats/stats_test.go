package stats

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		in   []float64
		want float64
	}{{nil, 0}, {[]float64{3}, 3}, {[]float64{1, 2}, 1.5}, {[]float64{1, 2, 9}, 2}, {[]float64{-4, 0, 2, 10}, 1}} {
		if got := Median(c.in); got != c.want {
			t.Errorf("Median(%v) = %v, want %v", c.in, got, c.want)
		}
	}
	if got := Median([]time.Duration{2 * time.Millisecond, 4 * time.Millisecond}); got != 3*time.Millisecond {
		t.Errorf("durations: %v", got)
	}
	big := time.Duration(1<<62 + 1<<61)
	if got := Median([]time.Duration{big, big}); got != big {
		t.Errorf("large durations overflowed: %v", got)
	}
}

// TestPercentileReference checks Percentile against the definition: the
// smallest value v with at least p % of the values <= v.
func TestPercentileReference(t *testing.T) {
	for n := 1; n <= 40; n++ {
		xs := make([]int, n)
		for i := range xs {
			xs[i] = (i * 7919) % 53
		}
		s := Sorted(xs)
		for _, p := range []int{1, 50, 90, 95, 99, 100} {
			want := 0
			for _, v := range s {
				le := 0
				for _, x := range s {
					if x <= v {
						le++
					}
				}
				if 100*le >= p*n {
					want = v
					break
				}
			}
			if got := Percentile(s, p); got != want {
				t.Errorf("n=%d p=%d: got %d, want %d", n, p, got, want)
			}
		}
	}
	if !slices.IsSorted(Sorted([]float64{3, 1, 2})) {
		t.Error("Sorted")
	}
}

func ExampleMedian() {
	fmt.Println(Median(Sorted([]float64{7, 1, 4, 2})))
	// Output: 3
}
