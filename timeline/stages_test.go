package timeline

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"swath/pathing"
)

// The staged build (BuildSearch, BuildAfter, Compare) ends with the same
// timeline as Build, step for step; the search stage has exactly Build's
// search steps. A lean builder (the app's, which lets each stage's memory
// go and traces the smoothing alone after the search stage) builds the
// same steps too.
func TestStagedBuildMatchesBuild(t *testing.T) {
	g, q := longQuery512(t)
	q.Strategy = pathing.Binary
	ref := Build(g, q)
	for _, lean := range []bool{false, true} {
		t.Run(fmt.Sprintf("lean %v", lean), func(t *testing.T) { stagedMatches(t, g, q, ref, lean) })
	}
	var b Builder
	q.Algorithm = pathing.JPS
	if b.BuildSearch(g, q) != nil {
		t.Fatal("a search stage for JPS, whose steps BuildSearch does not record")
	}
}

func stagedMatches(t *testing.T, g *pathing.Grid, q pathing.Query, ref *Timeline, lean bool) {
	b := Builder{Lean: lean}
	s := b.BuildSearch(g.Clone(), q)
	if s == nil || !s.Searching() || !s.Comparing() {
		t.Fatal("no search stage for an A* query")
	}
	if s.Expansions() != ref.Expansions() || !slices.Equal(s.OpenedAt(), ref.OpenedAt()) || !slices.Equal(s.ClosedAt(), ref.ClosedAt()) {
		t.Fatal("the search stage's search differs from Build's")
	}
	if s.PhaseStart(PhaseSmooth) >= 0 || s.PhaseStart(PhaseWalk) >= 0 || s.Len() != ref.Expansions()+1 {
		t.Fatalf("the search stage has %d steps and phases %v", s.Len(), s.Spans())
	}
	first := b.BuildAfter(s)
	if first.Searching() || !first.Comparing() || first.Alt().Found {
		t.Fatal("BuildAfter's timeline is not the first full stage")
	}
	full := b.Compare(first)
	if full.Comparing() || first.Alt().Found || full.Len() != ref.Len() || full.Alt().Metrics != ref.Alt().Metrics ||
		full.Plan().Metrics != ref.Plan().Metrics || !slices.Equal(full.Plan().Waypoints, ref.Plan().Waypoints) ||
		full.Anchors() != ref.Anchors() || full.Bytes() != ref.Bytes() {
		t.Fatalf("compared: %d steps vs Build's %d", full.Len(), ref.Len())
	}
	seed := int64(13)
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	for k := 0; k < 2000; k++ {
		i := r.Intn(ref.Len())
		if k < 20 {
			i = ref.Len() - 1 - k
		}
		a, w := full.At(i), ref.At(i)
		if a.Text != w.Text || a.Kind != w.Kind || a.Phase != w.Phase {
			t.Fatalf("step %d: %q, Build has %q", i, a.Text, w.Text)
		}
		if i < s.Expansions() {
			if v := s.At(i); v.Text != w.Text {
				t.Fatalf("search stage step %d: %q, Build has %q", i, v.Text, w.Text)
			}
		}
	}
}

// A build whose Stop turns true while it smooths ends within one anchor
// (an edit made it stale: the app's job must not finish a smoothing that
// takes seconds on a big maze), and gives nil; so do the later stages.
func TestStopEndsABuildMidSmoothing(t *testing.T) {
	g, q := longQuery512(t)
	q.Strategy = pathing.Binary
	ref := Build(g, q)
	if ref.Anchors() < 200 {
		t.Fatalf("the query has %d anchors, too few to stop in the middle", ref.Anchors())
	}
	for _, lean := range []bool{false, true} {
		calls, flip := 0, 100
		b := Builder{Lean: lean, Stop: func() bool { calls++; return calls > flip }}
		s := b.BuildSearch(g.Clone(), q)
		if s == nil {
			t.Fatal("no search stage")
		}
		if tl := b.BuildAfter(s); tl != nil {
			t.Fatalf("lean %v: a stopped build gave a timeline of %d steps", lean, tl.Len())
		}
		// only the smoothings ask so often (once an anchor): the flip
		// came in one, which ended there (the smoothing's check, then
		// the builder's)
		if calls > flip+2 {
			t.Errorf("lean %v: Stop asked %d times after it turned true", lean, calls-flip)
		}
		if n := len(b.trace.Smooth.Steps); !lean && (n == 0 || n >= ref.Anchors()) {
			t.Errorf("lean %v: %d of %d anchors smoothed: the build did not stop in the smoothing", lean, n, ref.Anchors())
		}
		if b.Compare(nil) != nil || b.BuildAfter(nil) != nil {
			t.Errorf("lean %v: the stages after a stopped one are not nil", lean)
		}
	}
}
