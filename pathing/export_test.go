package pathing

// FarthestScan exposes the old backward scan to the external tests.
var FarthestScan = farthestScan

// DropCornerLists drops every corner list an optimal searcher keeps, so
// that its next search meets every corner for the first time (for the
// cold benchmarks).
func DropCornerLists(o *OptimalSearcher) {
	for k := range o.corners {
		o.corners[k].dropAll()
	}
}

// UpdateOptimal brings an optimal searcher's aware placement grid and
// corner list (with its lists) up to date with g for f, as its next search
// would, and returns how many corners keep a list.
func UpdateOptimal(o *OptimalSearcher, g *Grid, f Footprint) int {
	p := &o.aware
	if !p.fresh(g, f) && !p.update(g, f) {
		p.build(g, f)
	}
	cs := &o.corners[Aware&1]
	if !cs.fresh(p) && !cs.update(p) {
		cs.build(p)
	}
	n := 0
	for _, r := range cs.vis {
		if r >= 0 {
			n++
		}
	}
	return n
}
