package timeline

// Remap returns the step of timeline nt that corresponds to step oldCursor
// of ot, after a rebuild (the map or the agent changed). The cursor stays in
// the same kind of step as far as it still exists: the same search expansion
// (clamped to the new search), the node-set check, the same anchor rank and
// probe rank (clamped; past the new last anchor it lands on that anchor's
// choice), the result, the same fraction of the walk, or the same
// expansion of the optimal search (clamped). When the new
// timeline has no such part (no search, no smoothing, no walk) it lands on
// the first step after where that part would be.
func Remap(ot *Timeline, oldCursor int, nt *Timeline) int {
	if nt == nil {
		return 0
	}
	if ot == nil || ot.n == 0 {
		return max(0, min(oldCursor, nt.n-1))
	}
	i := max(0, min(oldCursor, ot.n-1))
	switch {
	case i < ot.nExp:
		if nt.nExp == 0 {
			return 0
		}
		return min(i, nt.nExp-1)
	case i == ot.nodesAt:
		if nt.nodesAt >= 0 {
			return nt.nodesAt
		}
		return nt.nExp
	case i < ot.resultAt:
		if nt.Anchors() == 0 {
			return nt.resultAt
		}
		k := ot.group(i)
		j := i - int(ot.groups[k].stepStart)
		oldProbes := int(ot.groups[k+1].probeStart - ot.groups[k].probeStart)
		if k >= nt.Anchors() {
			return nt.resultAt - 1 // the last anchor's choice
		}
		start := int(nt.groups[k].stepStart)
		probes := int(nt.groups[k+1].probeStart - nt.groups[k].probeStart)
		if j >= oldProbes { // the choice
			return start + probes
		}
		return start + min(j, max(probes-1, 0))
	case i == ot.resultAt:
		return nt.resultAt
	case i >= ot.opt.at && len(ot.opt.vertex) > 0:
		if len(nt.opt.vertex) == 0 {
			return nt.n - 1
		}
		return nt.opt.at + min(i-ot.opt.at, len(nt.opt.vertex)-1)
	}
	if nt.nWalk == 0 {
		return nt.n - 1
	}
	f := 0.0
	if ot.nWalk > 1 {
		f = float64(i-ot.walkAt) / float64(ot.nWalk-1)
	}
	return nt.walkAt + int(f*float64(nt.nWalk-1)+0.5)
}
