// Package stats holds the summaries Swath prints of measured figures
// (bench's per-query figures, the app's planning times), so that every
// median in Swath is the same median. It imports nothing of Swath: the
// algorithm, the scene and the commands can all use it.
package stats

import (
	"cmp"
	"slices"
)

// Number is what can be summarised: counts, lengths, durations.
type Number interface {
	~int | ~int32 | ~int64 | ~float32 | ~float64
}

// Median is the middle value of sorted, or the mean of the two middle
// values for an even count; 0 for none. sorted must be in ascending order.
func Median[T Number](sorted []T) T {
	n := len(sorted)
	if n == 0 {
		return 0
	}
	if n%2 == 1 {
		return sorted[n/2]
	}
	a, b := sorted[n/2-1], sorted[n/2]
	return a + (b-a)/2 // no overflow for durations near the int64 limit
}

// Percentile is the nearest-rank p-th percentile (0 < p <= 100) of sorted:
// the smallest value that at least p % of the values do not exceed; 0 for
// none. sorted must be in ascending order.
func Percentile[T Number](sorted []T, p int) T {
	n := len(sorted)
	if n == 0 {
		return 0
	}
	k := (n*p + 99) / 100 // ceil(n·p/100)
	return sorted[min(max(k, 1), n)-1]
}

// Sorted returns a sorted copy of xs.
func Sorted[T cmp.Ordered](xs []T) []T {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s
}
