package bench

import "swath/stats"

// dist summarises a figure over queries. Median is the middle value (the
// mean of the two middle ones for an even count); P95 is the nearest-rank
// 95th percentile: the smallest value at least 95 % of the values do not
// exceed. All three are 0 for no values.
type dist struct {
	Mean   float64 `json:"mean"`
	Median float64 `json:"median"`
	P95    float64 `json:"p95"`
}

// countDist is a dist of a count, with its sum over the queries.
type countDist struct {
	Mean   float64 `json:"mean"`
	Median float64 `json:"median"`
	P95    float64 `json:"p95"`
	Total  float64 `json:"total"`
}

// timing is a per-query time in microseconds: median, p95 and the sum.
type timing struct {
	Median float64 `json:"median"`
	P95    float64 `json:"p95"`
	Total  float64 `json:"total"`
}

func summarize(xs []float64) dist {
	n := len(xs)
	if n == 0 {
		return dist{}
	}
	s := stats.Sorted(xs)
	sum := 0.0
	for _, x := range s {
		sum += x
	}
	return dist{Mean: sum / float64(n), Median: stats.Median(s), P95: stats.Percentile(s, 95)}
}

func sum(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}

func summarizeCount(xs []float64) countDist {
	d := summarize(xs)
	return countDist{Mean: d.Mean, Median: d.Median, P95: d.P95, Total: sum(xs)}
}

func summarizeTime(xs []float64) timing {
	d := summarize(xs)
	return timing{Median: d.Median, P95: d.P95, Total: sum(xs)}
}
