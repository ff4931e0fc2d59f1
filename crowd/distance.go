package crowd

import (
	"math"
)

// unreachable is the distance of a cell from which the goal cannot be
// reached (or that is no valid placement).
var unreachable = float32(math.Inf(1))

// stopEvery is how many cells a distance search settles between two
// questions to the planner's Stop: thousands take well under a
// millisecond.
const stopEvery = 4096

// distances fills d, laid out like the world's cells, with every cell's
// true distance to goal for a footprint whose valid pivots are ok: the
// cost of the cheapest route of steps (8-connected, 1 and √2, no corner
// cutting), found by a Dijkstra from the goal. Steps are symmetric, so
// this is the backwards search whose values are the exact heuristic of
// the per-NPC searches (and PIBT's ranking of moves). Cells that cannot
// reach the goal get +Inf. It reports false when stop said to give up.
func (wd *world) distances(ok []bool, goal int32, d []float32, h *minHeap, stop func() bool) bool {
	for i := range d {
		d[i] = unreachable
	}
	if !ok[goal] {
		return true
	}
	h.reset()
	d[goal] = 0
	h.push(0, goal)
	off := wd.off
	settled := 0
	for h.len() > 0 {
		top := h.pop()
		c := top.id
		if float32(top.key) > d[c] {
			continue // a stale entry
		}
		if settled++; settled%stopEvery == 0 && stop != nil && stop() {
			return false
		}
		for m := range moves {
			if m == moveWait {
				continue
			}
			nb := c + off[m]
			if !ok[nb] {
				continue
			}
			cost := 1.0
			if diagonal(m) {
				dx, dy := moveDelta(m)
				if !ok[c+int32(dx)] || !ok[c+int32(dy)*int32(wd.pw)] {
					continue
				}
				cost = math.Sqrt2
			}
			if nd := top.key + cost; float32(nd) < d[nb] {
				d[nb] = float32(nd)
				h.push(nd, nb)
			}
		}
	}
	return true
}
