package timeline

import (
	"errors"

	"swath/pathing"
)

// Stages: on a big map the comparison with the other strategy can take far
// longer than everything else (the linear strategy scans on from every
// anchor), so a timeline is built in two stages that an app runs off its
// UI thread and shows as each finishes: BuildFirst (the traced search,
// node-set check, smoothing, result and walk: every step) and Compare
// (the other strategy on the same node set, for the figures). Neither
// changes the layout, so the cursor stays put when the comparison lands.

// errComparing is the placeholder comparison's error while Compare runs.
var errComparing = errors.New("still being computed")

// pendingAlt is the placeholder for the other strategy's plan until
// Compare replaces it: the right query, no route, no figures.
func pendingAlt(p pathing.Plan) pathing.Plan {
	alt := pathing.Plan{Query: p.Query, StuckAt: -1, Err: errComparing}
	alt.Query.Strategy = p.Query.Strategy.Next()
	return alt
}

// Comparing reports whether the other strategy's plan (Alt) is still to
// come: the timeline is BuildFirst's, and Alt is an empty placeholder.
func (tl *Timeline) Comparing() bool { return tl.comparing }

// Compare returns tl with the other strategy's plan (Alt) computed. tl is
// not changed (readers may hold it); the result shares its steps. A
// timeline already compared comes back as is; nil (a stopped stage) and a
// build b.Stop stops give nil.
func (b *Builder) Compare(tl *Timeline) *Timeline {
	if tl == nil || b.stopped() {
		return nil
	}
	if !tl.comparing {
		return tl
	}
	nt := *tl
	b.Planner.SetStop(b.Stop)
	nt.alt = b.Planner.Resmooth(nt.grid, nt.plan, nt.plan.Query.Strategy.Next())
	if b.stopped() {
		return nil
	}
	nt.comparing = false
	return &nt
}

// errSmoothing is the search-only timeline's plan error while the node set
// and the smoothing are still to come.
var errSmoothing = errors.New("the smoothing is still being computed")

// BuildSearch is the very first stage on an A* query: the traced search
// alone, so that its steps can be shown while BuildAfter smooths. Its
// timeline has the search steps and a result step that says the rest is
// being computed. It returns nil when a search-only stage does not apply
// (JPS, the optimal route, or no route found): build BuildFirst then. g is
// kept as the snapshot, as in BuildFirst.
func (b *Builder) BuildSearch(g *pathing.Grid, q pathing.Query) *Timeline {
	q.Agent = q.Agent.Norm()
	if q.Algorithm != pathing.AStar || q.Optimal || !g.In(q.Start) || !g.In(q.Goal) {
		return nil
	}
	if b.stopped() {
		return nil
	}
	tr := &b.trace
	tr.Search.Reset()
	b.Planner.SetStop(b.Stop) // an edit ends a stale search mid-way
	sr := b.Planner.Searcher.Search(g, q.Agent, q.Search, q.Start, q.Goal, &tr.Search)
	if sr.Failure != pathing.NoFailure || sr.Stopped {
		return nil
	}
	tl := &Timeline{grid: g, w: g.Width(), h: g.Height(), comparing: true, searching: true}
	tl.query = q
	tl.plan = pathing.Plan{Query: q, StuckAt: -1, Err: errSmoothing, Expanded: sr.Expanded}
	tl.alt = pendingAlt(tl.plan)
	pathing.YieldPhase() // the browser's turn between phases (the web page's one thread)
	tl.buildSearch(&tr.Search)
	pathing.YieldPhase()
	b.letGo(func() { tr.Search = pathing.SearchTrace{} })
	tl.groups = []tlGroup{{anchor: -1, chosen: -1}}
	tl.layout()
	return tl
}

// BuildAfter is BuildFirst for the query of BuildSearch's timeline from,
// taking over its search steps (the search is run again for the plan, but
// its steps are not rebuilt).
func (b *Builder) BuildAfter(from *Timeline) *Timeline {
	if from == nil {
		return nil
	}
	return b.buildFirst(from.grid, from.query, from)
}

// Searching reports whether tl is BuildSearch's: the search steps only.
func (tl *Timeline) Searching() bool { return tl.searching }

// takeSearch shares from's search steps (immutable) with tl.
func (tl *Timeline) takeSearch(from *Timeline) {
	tl.nExp = from.nExp
	tl.expanded, tl.gExp, tl.openCount = from.expanded, from.gExp, from.openCount
	tl.openedEnd, tl.opened = from.openedEnd, from.opened
	tl.openedAt, tl.closedAt, tl.searchBounds = from.openedAt, from.closedAt, from.searchBounds
}
