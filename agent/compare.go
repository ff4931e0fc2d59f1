package agent

import "swath/pathing"

// SearchCount is one algorithm's search of a query: the nodes it
// expanded (jump points for JPS) and the cells JPS's jumps scanned.
type SearchCount struct {
	Algorithm pathing.Algorithm
	Found     bool
	Expanded  int
	Scanned   int
}

// comparison remembers each algorithm's last search count and the state
// (grid version and query, the algorithm left out) it was counted for,
// so the plain view can set both algorithms side by side: an A* plan
// brings a JPS search along (a fraction of A*'s cost), and a JPS plan
// shows the A* count of the same state when one was planned (J toggles
// back and forth). A* is never searched only to be counted: on a map
// where JPS is quick, A* may not be.
type comparison struct {
	counts [2]SearchCount
	keys   [2]key
	ok     [2]bool
}

// maxCompareCells bounds the maps on which the selected agent's A* plan
// brings a JPS search along for the figures: JPS's node arrays are 20
// bytes a cell more in the planner (1.3 GB on an 8192² map), for a figure.
// Above it the figure says so.
const maxCompareCells = 1 << 24

func cmpKey(k key) key {
	k.q.Algorithm = pathing.AStar
	return k
}

func (c *comparison) record(k key, n SearchCount) {
	a := int(n.Algorithm) & 1
	c.counts[a], c.keys[a], c.ok[a] = n, cmpKey(k), true
}

// of is algorithm a's count for state k, if known.
func (c *comparison) of(a pathing.Algorithm, k key) (SearchCount, bool) {
	i := int(a) & 1
	return c.counts[i], c.ok[i] && c.keys[i] == cmpKey(k)
}

func countOf(p *pathing.Plan) SearchCount {
	return SearchCount{p.Query.Algorithm, len(p.Raw) > 0, p.Expanded, p.Scanned}
}

// planCompared plans q with pl and, for an A* plan, searches it with js
// too for the comparison (ok false for a JPS plan). js is the agents'
// shared JPS searcher, not pl's own: only the selected agent compares, and
// a JPS searcher's arrays (20 bytes a cell) in every agent's planner would
// be kept for nothing once another is selected.
func planCompared(pl *pathing.Planner, js *pathing.JPSearcher, g *pathing.Grid, q pathing.Query) (p pathing.Plan, jps SearchCount, ok bool) {
	p = pl.Plan(g, q, nil)
	if q.Algorithm != pathing.AStar || !g.In(q.Start) || !g.In(q.Goal) {
		return p, SearchCount{}, false
	}
	sr := js.Search(g, p.Query.Agent, q.Search, q.Start, q.Goal, nil)
	return p, SearchCount{pathing.JPS, sr.Failure == pathing.NoFailure, sr.Expanded, sr.Scanned}, true
}

// Searches are the counts of both algorithms' searches of the agent's
// query on m now, A* first; ok is false for one not searched in this
// state.
func (a *Agent) Searches(m Map) (counts [2]SearchCount, ok [2]bool) {
	k := a.keyOf(m)
	for i, al := range []pathing.Algorithm{pathing.AStar, pathing.JPS} {
		counts[i], ok[i] = a.cmp.of(al, k)
	}
	return counts, ok
}
