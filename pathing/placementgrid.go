package pathing

// PlacementGrid returns the placement grid of footprint f on g (spec §9):
// ok[(y+1)*stride+x+1] is true when (x, y) is a valid pivot for f, and a
// ring of false cells pads the map, so that a neighbour's index (±1,
// ±stride) needs no bounds check. It is the searcher's own cached grid,
// brought up to date where g's cells changed (or rebuilt), so that other
// searches over pivots — the crowd planner's — share §9's one definition
// of where a footprint fits and its incremental update after an edit.
// Read it, never write it; it is valid until the searcher's next call for
// another footprint or another version of g.
func (s *Searcher) PlacementGrid(g *Grid, f Footprint) (ok []bool, stride int) {
	p := s.placementFor(g, f, Aware)
	return p.ok, p.pw
}
