package pathing

// SamplingDiff compares the exact and the paper scan sets of one move
// (the paper's first flaw: column-centre sampling misses clipped cells).
type SamplingDiff struct {
	// Missed are the cells the exact test scans and the paper's column-centre
	// sampling misses, in scan order; MissedHits those of them that are
	// obstacles (or off the map).
	Missed, MissedHits []Point
	// Extra are paper scan cells outside the exact scan set (rare).
	Extra []Point
	// ExactVisible and PaperVisible are the two verdicts.
	ExactVisible, PaperVisible bool
	// PaperAccepts is set when the paper sampling calls the move visible
	// and the exact test does not: the paper accepts a colliding move.
	PaperAccepts bool
}

// CompareSamplings computes the SamplingDiff of footprint f moving from a
// to b on g.
func CompareSamplings(g *Grid, f Footprint, a, b Point) SamplingDiff {
	ex := NewSweep(f, a, b, Exact)
	pa := NewSweep(f, a, b, Paper)
	d := SamplingDiff{ExactVisible: true, PaperVisible: true}
	for x := ex.Rect.MinX; x <= ex.Rect.MaxX; x++ {
		y0, y1, ok := ex.Column(x)
		for y := y0; ok && y <= y1; y++ {
			c := Point{X: x, Y: y}
			blocked := g.Blocked(x, y)
			if blocked {
				d.ExactVisible = false
			}
			if !pa.Contains(c) {
				d.Missed = append(d.Missed, c)
				if blocked {
					d.MissedHits = append(d.MissedHits, c)
				}
			}
		}
	}
	for x := pa.Rect.MinX; x <= pa.Rect.MaxX; x++ {
		y0, y1, ok := pa.Column(x)
		for y := y0; ok && y <= y1; y++ {
			c := Point{X: x, Y: y}
			if g.Blocked(x, y) {
				d.PaperVisible = false
			}
			if !ex.Contains(c) {
				d.Extra = append(d.Extra, c)
			}
		}
	}
	d.PaperAccepts = d.PaperVisible && !d.ExactVisible
	return d
}
