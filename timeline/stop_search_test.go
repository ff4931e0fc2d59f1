package timeline

import (
	"testing"

	"swath/pathing"
)

// A build whose Stop turns true while it searches ends mid-search (a 2048²
// maze's search takes over a second): BuildSearch's A* and BuildFirst's
// JPS stop within a few thousand expansions of the flip and give nil.
func TestStopEndsABuildMidSearch(t *testing.T) {
	g, q := longQuery512(t)
	full := pathing.NewPlanner().Plan(g, q, nil)
	if full.Expanded < 3*4096 {
		t.Fatalf("the query expands %d nodes, too few to stop in the middle", full.Expanded)
	}
	calls := 0
	b := Builder{Stop: func() bool { calls++; return calls > 1 }} // the builder's first check passes
	if s := b.BuildSearch(g.Clone(), q); s != nil {
		t.Fatalf("A*: a build stopped mid-search gave a search stage of %d steps", s.Len())
	}
	if n := len(b.trace.Search.Expanded); n == 0 || n >= full.Expanded || calls != 2 {
		t.Errorf("A*: %d of %d expansions traced, Stop asked %d times: the search did not stop at its first question", n, full.Expanded, calls)
	}

	q.Algorithm = pathing.JPS
	jfull := pathing.NewPlanner().Plan(g, q, nil)
	if jfull.Expanded < 2*1024 {
		t.Fatalf("JPS expands %d jump points, too few to stop in the middle", jfull.Expanded)
	}
	calls = 0
	b = Builder{Stop: func() bool { calls++; return calls > 1 }}
	if tl := b.BuildFirst(g.Clone(), q); tl != nil {
		t.Fatalf("JPS: a build stopped mid-search gave a timeline of %d steps", tl.Len())
	}
	if n := len(b.trace.JPS.Expanded); n == 0 || n >= jfull.Expanded {
		t.Errorf("JPS: %d of %d jump points traced: the search did not stop mid-way", n, jfull.Expanded)
	}
}
