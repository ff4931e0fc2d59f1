package pathing

import "slices"

// Preparing lists every corner's moves before the first search
// (OptimalSearcher.Prepare), so that no query pays for casting the
// fields of view of a map just opened (the cold searches of
// docs/optimum.md: 1.7–4.6x A* on mazes and random maps, against
// 0.25–0.95x warm). It is the lists of optimal_vis.go made all at once:
// the same lists, patched in place on edit as before, so preparing again
// after an edit lists only the corners whose lists the edit dropped.
//
// The arena holds at most arenaMax moves (16 a corner, within 8M moves,
// 64 MB: optimal_vis.go). A map whose corners need more stops listing
// when the arena is full: those corners (OptimalPrepared.Unlisted) are
// cast at each expansion, as a cold search does, until edits drop enough
// lists to make room. No shipped map comes near it (random512-20: 85k
// corners, about 10 moves each); a 2048² random map may.

// prepareStopEvery is how many corners Prepare lists between two
// questions to its Stop hook, and prepareYieldEvery between two turns
// given to the browser: a corner of a maze or a random map casts in a few
// microseconds, one of an open map up to visBudget rows (a few hundred
// microseconds) before it is deemed too wide.
const (
	prepareStopEvery  = 64
	prepareYieldEvery = 16
	// prepareMovesEach is the arena's entries Prepare makes room for per
	// corner to list, a header and about as many moves as a corner of
	// random512-20 lists (7.6)
	prepareMovesEach = 9
)

// OptimalPrepared is what OptimalSearcher.Prepare did and left.
type OptimalPrepared struct {
	// Corners is the placement grid's corners; Listed those with a list
	// once done (listed before included), Cast those it listed this time,
	// Wide those that see too much to list (cast at each expansion, as
	// always), Unlisted those left without a list because the arena is
	// full (or because it was stopped).
	Corners, Listed, Cast, Wide, Unlisted int
	// Moves is the moves the lists hold (8 bytes each, with a header a
	// list).
	Moves int
	// Stopped is true when the Stop hook ended it: what it listed stays,
	// and the next Prepare goes on from there.
	Stopped bool
}

// Done reports whether every corner that can be listed is: the searches
// of the placement grid as it is are then warm.
func (p OptimalPrepared) Done() bool { return !p.Stopped && p.Unlisted == 0 }

// Prepare lists the moves of every corner of the placement grid of g for
// footprint f in mode (the corners a search lists on their second
// expansion otherwise), so that the searches that follow are warm from
// the first. It asks o.Stop every prepareStopEvery corners it lists, and
// gives the browser its turn every prepareYieldEvery (Yield), so that a
// web page keeps drawing and a stale job stops within a frame; what it
// listed before it was stopped stays listed. Corners already listed are
// left as they are: after an edit (the searcher patches its lists in
// place), preparing again costs only the corners near it. It allocates
// nothing per corner but the arena's growth.
func (o *OptimalSearcher) Prepare(g *Grid, f Footprint, mode SearchMode) OptimalPrepared {
	return o.prepare(o.placementFor(g, f, mode), mode)
}

// placementFor is the searcher's placement grid of g for f in mode, up to
// date (patched in place when it can be).
func (o *OptimalSearcher) placementFor(g *Grid, f Footprint, mode SearchMode) *placement {
	return placementOf(&o.aware, &o.point, g, f, mode)
}

// PrepareOptimal is OptimalSearcher.Prepare for the planner's optimum
// (Query.Optimal), which searches the placement grid of the planner's
// aware search: bench prepares a map with it before its queries. Its
// Stop is the planner's (SetStop).
func (p *Planner) PrepareOptimal(g *Grid, f Footprint) OptimalPrepared {
	return p.Optimal.prepare(p.Searcher.placementFor(g, f, Aware), Aware)
}

// prepare lists every corner of pl's corner list in mode that has no
// list yet.
func (o *OptimalSearcher) prepare(pl *placement, mode SearchMode) OptimalPrepared {
	cs := &o.corners[mode&1]
	if !cs.fresh(pl) && !cs.update(pl) {
		cs.build(pl)
	}
	// grow the arena once for what is to come (about 10 moves a corner on
	// mazes and random maps) rather than by doublings between two
	// questions to Stop: a doubling of random512-20's arena held the stop
	// off for 12 ms
	todo := 0
	for _, r := range cs.vis {
		if r < 0 && r != visWide {
			todo++
		}
	}
	if n := min(len(cs.arena)+prepareMovesEach*todo, cs.arenaMax); cap(cs.arena) < n && !cs.pinned {
		cs.arena = slices.Grow(cs.arena, n-len(cs.arena))
	}
	var res OptimalPrepared
	for u := range int32(len(cs.x)) {
		if r := cs.vis[u]; r >= 0 || r == visWide {
			continue
		}
		if res.Cast%prepareStopEvery == 0 && o.Stop != nil && o.Stop() {
			res.Stopped = true
			break
		}
		if cs.full() {
			break // the rest are cast at each expansion (Unlisted)
		}
		res.Cast++
		if Yields && res.Cast%prepareYieldEvery == 0 {
			YieldPhase() // the browser's turn: 16 fields of view cast apart (Yield's skips, paced by faster callers, let Prepare hold the page)
		}
		o.listCorner(cs, u)
	}
	res.Corners = len(cs.x)
	for _, r := range cs.vis {
		switch {
		case r >= 0:
			res.Listed++
			res.Moves += cs.listLen(r)
		case r == visWide:
			res.Wide++
		default:
			res.Unlisted++
		}
	}
	return res
}
