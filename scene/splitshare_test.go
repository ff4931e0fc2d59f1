package scene

import (
	"math/rand"
	"reflect"
	"slices"
	"testing"

	"swath/pathing"
)

// shareScene is a scene of one NPC on a random 48×48 map (seed), its
// corners cleared for the ends, in the split view with specs.
func shareScene(t *testing.T, seed int64, specs ...string) *Scene {
	t.Helper()
	rng := rand.New(rand.NewSource(seed))
	const n = 48
	g := pathing.NewGrid(n, n)
	for y := range n {
		for x := range n {
			near := (x < 5 && y < 5) || (x >= n-5 && y >= n-5)
			g.Set(x, y, !near && rng.Intn(100) < 18)
		}
	}
	s := New(Level{Grid: g, Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(1, 1), Goal: pathing.Pt(n-3, n-3)})
	s.Apply(SetSplit{Specs: specs})
	s.Refresh()
	if !s.Selected().Plan().Found {
		t.Fatalf("seed %d: no route: %v", seed, s.Selected().Plan().Err)
	}
	if len(specs) > 0 && !s.SplitShown() {
		t.Fatalf("no split view for %q", specs)
	}
	return s
}

// randomEdit paints or erases a short random stroke.
func randomEdit(s *Scene, rng *rand.Rand) { applyAll(s, randomStroke(s, rng)) }

// randomStroke is a short random stroke that paints or erases.
func randomStroke(s *Scene, rng *rand.Rand) []Intent {
	w, h := s.grid.Width(), s.grid.Height()
	b := Secondary
	if rng.Intn(2) == 0 {
		b = Primary
	}
	p := pathing.Pt(rng.Intn(w), rng.Intn(h))
	out := []Intent{Press{p, b}}
	for range rng.Intn(5) {
		p = pathing.Pt(min(max(p.X+rng.Intn(3)-1, 0), w-1), min(max(p.Y+rng.Intn(3)-1, 0), h-1))
		out = append(out, Drag{p})
	}
	return append(out, Release{p})
}

func applyAll(s *Scene, in []Intent) {
	for _, i := range in {
		s.Apply(i)
	}
}

// Panes that differ only in their smoothing (farthest, sampling) share the
// selected NPC's search: an edit runs one search for the three of them
// and one for the pane with a footprint of its own, and the panes' nodes
// are the very ones of that search. Without the sharing every pane
// searched again (four searches an edit). The optimum, which depends on
// the footprint, the search mode, the ends and the map only, is shared too.
func TestSplitViewSharesOneSearch(t *testing.T) {
	s := shareScene(t, 1, "farthest=linear", "sampling=paper", "agent=2x2")
	sp := &s.split
	if sp.Panes[0].Lead() != s.sa() || sp.Panes[1].Lead() != s.sa() || sp.Panes[2].Lead() != nil {
		t.Fatalf("leads %v %v %v, want the selected NPC, the selected NPC, none",
			sp.Panes[0].Lead(), sp.Panes[1].Lead(), sp.Panes[2].Lead())
	}
	rng := rand.New(rand.NewSource(2))
	edits, searched := 0, 0
	for range 40 {
		before, ver := s.shared.Searches(), s.grid.Version()
		randomEdit(s, rng)
		s.Refresh()
		if s.grid.Version() == ver {
			continue // the stroke changed nothing
		}
		edits++
		n := s.shared.Searches() - before
		searched += n
		if n > 2 {
			t.Fatalf("edit %d: %d searches for a level's own plan, two panes that smooth differently and one other footprint (want at most 2)", edits, n)
		}
		m := s.agentMap()
		lo, lok := s.sa().Optimal(m, true)
		raw := s.sa().Plan().Raw
		for i, a := range sp.Panes[:2] {
			if o, ok := a.Optimal(m, true); s.paneWant(a) && (!ok || !lok || o != lo) {
				t.Fatalf("edit %d: pane %d's optimum (current %v) is not the selected NPC's (current %v)", edits, i+1, ok, lok)
			}
			if got := a.Plan().Raw; !slices.Equal(got, raw) || len(raw) > 0 && &got[0] != &raw[0] {
				t.Fatalf("edit %d: pane %d's nodes are not the selected NPC's search's", edits, i+1)
			}
		}
	}
	if !s.paneWant(sp.Panes[0]) {
		t.Fatal("the optimum layer is off: the optima's sharing was not tested")
	}
	if edits < 20 || searched > 2*edits {
		t.Fatalf("%d searches over %d edits", searched, edits)
	}
}

// Every pane's plan, shared search or not, is the plan a pane of its own
// would get: a fresh plan of its query on the map as it is, over random
// edits (seed logged). The third pane follows the second's search (the
// same 2×2 footprint), not the selected NPC's.
func TestSplitViewSharedSearchPlans(t *testing.T) {
	seed := int64(20261202)
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	for _, specs := range [][]string{
		{"farthest=linear", "sampling=paper,agent=2x2", "agent=2x2,farthest=linear"},
		{"algo=jps", "algo=jps,sampling=paper", "search=point,farthest=linear"},
	} {
		seed := rng.Int63()
		s := shareScene(t, seed, specs...)
		twin := shareScene(t, seed) // one pane: the selected NPC's lesson made alone
		sp := &s.split
		if specs[1] == "sampling=paper,agent=2x2" && (sp.Panes[1].Lead() != nil || sp.Panes[2].Lead() != sp.Panes[1]) {
			t.Fatalf("%q: the third pane does not follow the second", specs)
		}
		found := 0
		for e := range 30 {
			stroke := randomStroke(s, rng)
			applyAll(s, stroke)
			applyAll(twin, stroke)
			s.Refresh()
			twin.Refresh()
			if got, want := s.sa().Lesson(), twin.sa().Lesson(); !reflect.DeepEqual(got, want) {
				t.Fatalf("%q edit %d: the lesson %+v, alone %+v", specs, e, got, want)
			}
			if s.sa().Plan().Found {
				found++
			}
			for i, a := range append(slices.Clone(sp.Panes), s.sa()) {
				q := a.Query()
				q.Optimal = false
				want := (&pathing.Planner{}).Plan(s.grid, q, nil)
				got := a.Plan()
				if d := planDiff(got, &want); d != "" {
					t.Fatalf("%q edit %d pane %d (%v): %s", specs, e, i+1, q.Options, d)
				}
			}
		}
		if found < 10 {
			t.Fatalf("%q: a route on %d of 30 edits only", specs, found)
		}
	}
}

// planDiff says how got differs from want in what a pane shows, "" when
// it does not (times and the resumed count aside).
func planDiff(got, want *pathing.Plan) string {
	switch {
	case got.Query != want.Query:
		return "query"
	case got.Found != want.Found || got.Failure != want.Failure:
		return "found or failure"
	case !slices.Equal(got.Raw, want.Raw):
		return "nodes"
	case !slices.Equal(got.WaypointIdx, want.WaypointIdx) || !slices.Equal(got.Waypoints, want.Waypoints):
		return "waypoints"
	case got.Expanded != want.Expanded || got.Scanned != want.Scanned || got.RawCost != want.RawCost:
		return "search figures"
	case got.StuckAt != want.StuckAt || !slices.Equal(got.StuckHits, want.StuckHits):
		return "stuck"
	case (got.Err == nil) != (want.Err == nil) || got.Err != nil && got.Err.Error() != want.Err.Error():
		return "error"
	}
	gm, wm := got.Metrics, want.Metrics
	gm.OptimalGap, wm.OptimalGap = nil, nil
	if gm != wm {
		return "metrics"
	}
	return ""
}

// In the background a pane that follows is planned by its leader's job:
// it gets no job of its own while that one is under way, an edit makes
// the job stale (stopped, the pane freed to be planned by the next), and
// a pane that joins while its leader's plan is exact only smooths it.
func TestSplitViewSharedSearchJobs(t *testing.T) {
	s := shareScene(t, 3)
	s.RunJobsInBackground()
	before := s.shared.Searches()
	s.Apply(SetSplit{Specs: []string{"farthest=linear"}}) // the level's plan is exact: the pane smooths it
	pane := s.split.Panes[0]
	j, _ := s.NextJob()
	if j == nil || j.(*Job).Kind != JobPlan || j.(*Job).Selected {
		t.Fatalf("job %v, want the pane's plan", j)
	}
	j.Run(func() bool { return false })
	s.Finish(j, false)
	if n := s.shared.Searches() - before; n != 0 || !pane.Exact(s.agentMap()) {
		t.Fatalf("the joining pane: %d searches, exact %v; want 0, true", n, pane.Exact(s.agentMap()))
	}
	runAllJobs(s) // its optimum

	raw := s.sa().Plan().Raw
	at := raw[len(raw)/2]
	s.Apply(Press{at, Primary}) // a wall on the route
	s.Apply(Release{at})
	j, _ = s.NextJob()
	if j == nil || !j.(*Job).Selected {
		t.Fatalf("job %v, want the selected NPC's plan", j)
	}
	if !pane.PlanUnderway() {
		t.Fatal("the pane is not planned by the selected NPC's job")
	}
	for {
		o, _ := s.NextJob()
		if o == nil {
			break
		}
		if w, ok := o.(*Job).w.(panePlanWork); ok && w.Agent() == pane {
			t.Fatal("the pane got a plan job of its own while its leader's runs")
		}
		o.Run(func() bool { return false })
		s.Finish(o, false)
	}
	s.Apply(Press{at, Secondary}) // and off again
	s.Apply(Release{at})
	if !s.Stale(j) {
		t.Fatal("the shared job is not stale after an edit")
	}
	j.Run(func() bool { return true })
	s.Finish(j, true)
	if pane.PlanUnderway() {
		t.Fatal("the stopped job still holds the pane")
	}
	runAllJobs(s)
	m := s.agentMap()
	if !pane.Exact(m) || !s.sa().Exact(m) {
		t.Fatalf("after the jobs: pane exact %v, level's %v", pane.Exact(m), s.sa().Exact(m))
	}
}

// runAllJobs runs the scene's jobs until none is due.
func runAllJobs(s *Scene) {
	for {
		o, _ := s.NextJob()
		if o == nil {
			return
		}
		o.Run(func() bool { return false })
		s.Finish(o, false)
	}
}
