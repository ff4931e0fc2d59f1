package bench

import (
	"slices"

	"swath/pathing"
)

// GapDist is how much longer routes are than the shortest possible, as a
// fraction (0.01 is 1 % longer), over the queries with both routes.
type GapDist struct {
	Mean float64 `json:"mean"`
	P95  float64 `json:"p95"`
	Max  float64 `json:"max"`
}

// benchGaps are the gaps over the optimum (bench --optimal): of the
// smoothed route with the paper's binary strategy (the product default),
// with the linear strategy, and of the raw A* path.
type benchGaps struct {
	Binary GapDist `json:"binary"`
	Linear GapDist `json:"linear"`
	Raw    GapDist `json:"raw"`
	// Queries is how many found queries had an optimum to compare with.
	Queries int `json:"queries"`
}

// summarizeGaps folds the rows' lengths into the gaps over the optimum.
func summarizeGaps(rows []benchRow) benchGaps {
	var bin, lin, raw []float64
	for _, r := range rows {
		if !r.Found || r.OptimalLength <= 0 {
			continue
		}
		o := r.OptimalLength
		bin = append(bin, pathing.OptimalGap(r.Metrics.SmoothedLength, o))
		lin = append(lin, pathing.OptimalGap(r.LinearLength, o))
		raw = append(raw, pathing.OptimalGap(r.Metrics.RawLength, o))
	}
	return benchGaps{Binary: gapOf(bin), Linear: gapOf(lin), Raw: gapOf(raw), Queries: len(bin)}
}

func gapOf(xs []float64) GapDist {
	if len(xs) == 0 {
		return GapDist{}
	}
	d := summarize(xs)
	return GapDist{Mean: d.Mean, P95: d.P95, Max: slices.Max(xs)}
}
