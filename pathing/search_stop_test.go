package pathing

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// stopMap is a 256² map with scattered obstacles and a walled-in goal, so
// that a search expands every reachable cell (tens of thousands of nodes,
// thousands of jump points) before it gives up, and a second goal that is
// reachable far away.
func stopMap(t *testing.T) (g *Grid, start, walled, far Point) {
	seed := uint64(13)
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, seed))
	g = randomMap(rng, 256, 256, 0.2, false)
	start, walled, far = Pt(1, 1), Pt(200, 200), Pt(250, 250)
	for y := 197; y <= 203; y++ {
		for x := 197; x <= 203; x++ {
			wall := x == 197 || x == 203 || y == 197 || y == 203
			g.Set(x, y, wall)
		}
	}
	for _, p := range []Point{start, far} {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				g.Set(p.X+dx, p.Y+dy, false)
			}
		}
	}
	return g, start, walled, far
}

// Searcher.Stop ends a search at its k-th question, every stopEvery
// expansions: Stopped, no path, Unreachable; never asked, or always
// answering false, the search is the one without the hook. A resumable
// searcher stopped mid-search answers the next query as a fresh one
// does, not from the cut log.
func TestSearcherStop(t *testing.T) {
	g, start, walled, far := stopMap(t)
	f := Footprint{1, 1}
	var ref Searcher
	full := ref.Search(g, f, Aware, start, walled, nil)
	if full.Failure != Unreachable || full.Expanded < 4*stopEvery {
		t.Fatalf("the walled goal: %v after %d expansions, want unreachable after at least %d", full.Failure, full.Expanded, 4*stopEvery)
	}
	for _, resumable := range []bool{false, true} {
		for k := 1; k <= 3; k++ {
			s := Searcher{Resumable: resumable}
			asked := 0
			s.Stop = func() bool { asked++; return asked >= k }
			r := s.Search(g, f, Aware, start, walled, nil)
			if !r.Stopped || r.Failure != Unreachable || r.Path != nil || r.Expanded != k*stopEvery || asked != k {
				t.Errorf("resumable %v, stop at question %d: stopped %v, %v, %d expansions, asked %d times; want stopped after %d",
					resumable, k, r.Stopped, r.Failure, r.Expanded, asked, k*stopEvery)
			}
			s.Stop = nil
			for _, goal := range []Point{far, walled} {
				got := s.Search(g, f, Aware, start, goal, nil)
				want := new(Searcher).Search(g, f, Aware, start, goal, nil)
				if got.Stopped || got.Failure != want.Failure || got.Cost != want.Cost || got.Expanded != want.Expanded || !slices.Equal(got.Path, want.Path) {
					t.Errorf("resumable %v, after a stop at %d, to %v: %v cost %v expanded %d, a fresh searcher %v cost %v expanded %d",
						resumable, k, goal, got.Failure, got.Cost, got.Expanded, want.Failure, want.Cost, want.Expanded)
				}
			}
		}
	}
	// resumed after an edit and stopped on the way: the next search is fresh
	s := Searcher{Resumable: true}
	s.Search(g, f, Aware, start, walled, nil)
	h := g.Clone()
	h.Set(100, 100, !h.Blocked(100, 100))
	asked := 0
	s.Stop = func() bool { asked++; return true }
	if r := s.Search(h, f, Aware, start, walled, nil); !r.Stopped || asked != 1 {
		t.Errorf("resumed search: stopped %v, asked %d times", r.Stopped, asked)
	}
	s.Stop = nil
	got, want := s.Search(h, f, Aware, start, far, nil), new(Searcher).Search(h, f, Aware, start, far, nil)
	if got.Cost != want.Cost || got.Expanded != want.Expanded || got.Reused != 0 || !slices.Equal(got.Path, want.Path) {
		t.Errorf("after a stopped resume: cost %v expanded %d reused %d, fresh %v %d", got.Cost, got.Expanded, got.Reused, want.Cost, want.Expanded)
	}
	// a hook that never stops changes nothing
	s = Searcher{Stop: func() bool { return false }}
	plain := new(Searcher).Search(g, f, Aware, start, far, nil)
	if r := s.Search(g, f, Aware, start, far, nil); r.Stopped || r.Failure != NoFailure || r.Cost != plain.Cost || r.Expanded != plain.Expanded {
		t.Errorf("a hook answering false: stopped %v, %v cost %v expanded %d, without it cost %v expanded %d", r.Stopped, r.Failure, r.Cost, r.Expanded, plain.Cost, plain.Expanded)
	}
}

// JPSearcher.Stop ends a search at its k-th question, every jpsStopEvery
// jump points, as Searcher.Stop does.
func TestJPSearcherStop(t *testing.T) {
	g, start, walled, far := stopMap(t)
	f := Footprint{1, 1}
	var ref JPSearcher
	full := ref.Search(g, f, Aware, start, walled, nil)
	if full.Failure != Unreachable || full.Expanded < 3*jpsStopEvery {
		t.Fatalf("the walled goal: %v after %d jump points, want unreachable after at least %d", full.Failure, full.Expanded, 3*jpsStopEvery)
	}
	for k := 1; k <= 2; k++ {
		var s JPSearcher
		asked := 0
		s.Stop = func() bool { asked++; return asked >= k }
		r := s.Search(g, f, Aware, start, walled, nil)
		if !r.Stopped || r.Failure != Unreachable || r.Path != nil || r.Expanded != k*jpsStopEvery || asked != k {
			t.Errorf("stop at question %d: stopped %v, %v, %d jump points, asked %d times; want stopped after %d",
				k, r.Stopped, r.Failure, r.Expanded, asked, k*jpsStopEvery)
		}
		s.Stop = func() bool { return false }
		got := s.Search(g, f, Aware, start, far, nil)
		want := new(JPSearcher).Search(g, f, Aware, start, far, nil)
		if got.Stopped || got.Failure != NoFailure || got.Cost != want.Cost || got.Expanded != want.Expanded || !slices.Equal(got.Path, want.Path) {
			t.Errorf("after a stop at %d: %v cost %v, a fresh searcher %v cost %v", k, got.Failure, got.Cost, want.Failure, want.Cost)
		}
	}
}

// A plan whose search a Stop hook ends has no route and ErrStopped, as one
// whose smoothing Smoother.Stop ends; Planner.SetStop sets every hook.
func TestPlanSearchStopped(t *testing.T) {
	g, start, walled, _ := stopMap(t)
	for _, alg := range []Algorithm{AStar, JPS} {
		var pl Planner
		pl.SetStop(func() bool { return true })
		q := Query{Start: start, Goal: walled, Agent: Footprint{1, 1}}
		q.Algorithm = alg
		p := pl.Plan(g, q, nil)
		if p.Found || p.Err != ErrStopped || p.Failure != NoFailure || p.Raw != nil {
			t.Errorf("%v: found %v, err %v, failure %v, %d nodes; want stopped", alg, p.Found, p.Err, p.Failure, len(p.Raw))
		}
	}
}

// A search with a Stop hook allocates nothing once warm, stopped or not.
func TestSearchStopAllocatesNothing(t *testing.T) {
	g, start, walled, far := stopMap(t)
	f := Footprint{1, 1}
	no := func() bool { return false }
	yes := func() bool { return true }
	s := Searcher{Resumable: true, Stop: no}
	var j JPSearcher
	j.Stop = no
	for _, goal := range []Point{far, walled} {
		s.Search(g, f, Aware, start, goal, nil)
		if n := testing.AllocsPerRun(5, func() { s.Search(g, f, Aware, start, goal, nil) }); n != 0 {
			t.Errorf("A* to %v with a hook: %.0f allocations", goal, n)
		}
		j.Search(g, f, Aware, start, goal, nil)
		if n := testing.AllocsPerRun(5, func() { j.Search(g, f, Aware, start, goal, nil) }); n != 0 {
			t.Errorf("JPS to %v with a hook: %.0f allocations", goal, n)
		}
	}
	s.Stop, j.Stop = yes, yes
	if n := testing.AllocsPerRun(5, func() { s.Search(g, f, Aware, start, walled, nil) }); n != 0 {
		t.Errorf("a stopped A* search: %.0f allocations", n)
	}
	if n := testing.AllocsPerRun(5, func() { j.Search(g, f, Aware, start, walled, nil) }); n != 0 {
		t.Errorf("a stopped JPS search: %.0f allocations", n)
	}
}

// OptimalSearcher.Stop ends a search at its k-th question, every
// optStopEvery expansions, as Searcher.Stop does; the searcher's next
// search (its corner lists kept) is the one a fresh searcher makes, and a
// hook answering false changes nothing. A plan whose optimum is stopped
// has no optimum and ErrStopped; Planner.SetStop sets that hook too.
func TestOptimalSearcherStop(t *testing.T) {
	g, start, walled, far := stopMap(t)
	f := Footprint{1, 1}
	var ref OptimalSearcher
	full := ref.Search(g, f, Aware, start, walled, nil)
	if full.Failure != Unreachable || full.Expanded < 3*optStopEvery {
		t.Fatalf("the walled goal: %v after %d expansions, want unreachable after at least %d", full.Failure, full.Expanded, 3*optStopEvery)
	}
	for k := 1; k <= 2; k++ {
		var s OptimalSearcher
		asked := 0
		s.Stop = func() bool { asked++; return asked >= k }
		r := s.Search(g, f, Aware, start, walled, nil)
		// the first question comes before any expansion (a job gone stale
		// while the placement grid was built searches nothing)
		if !r.Stopped || r.Failure != Unreachable || r.Path != nil || r.Expanded != (k-1)*optStopEvery || asked != k {
			t.Errorf("stop at question %d: stopped %v, %v, %d expansions, asked %d times; want stopped after %d",
				k, r.Stopped, r.Failure, r.Expanded, asked, (k-1)*optStopEvery)
		}
		s.Stop = func() bool { return false }
		got := s.Search(g, f, Aware, start, far, nil)
		want := new(OptimalSearcher).Search(g, f, Aware, start, far, nil)
		if got.Stopped || got.Failure != NoFailure || got.Length != want.Length || !slices.Equal(got.Path, want.Path) {
			t.Errorf("after a stop at %d: %v length %v, a fresh searcher %v length %v", k, got.Failure, got.Length, want.Failure, want.Length)
		}
		for range 3 { // warm: a corner is listed when it is expanded a second time
			s.Search(g, f, Aware, start, far, nil)
		}
		if n := testing.AllocsPerRun(3, func() { s.Search(g, f, Aware, start, far, nil) }); n != 0 {
			t.Errorf("a warm search with a hook: %.0f allocations", n)
		}
	}
	var pl Planner
	q := Query{Start: start, Goal: far, Agent: f, Options: Options{Optimal: true}}
	if p := pl.Plan(g, q, nil); !p.Found || p.Optimal == nil || p.Err != nil {
		t.Fatalf("the far goal: found %v, optimum %v, err %v", p.Found, p.Optimal, p.Err)
	}
	pl.Optimal.Stop = func() bool { return true }
	if p := pl.Plan(g, q, nil); !p.Found || p.Optimal != nil || p.Err != ErrStopped {
		t.Errorf("the optimum stopped: found %v, optimum %v, err %v; want the route, no optimum, ErrStopped", p.Found, p.Optimal, p.Err)
	}
	pl.SetStop(nil)
	if pl.Optimal.Stop != nil {
		t.Errorf("SetStop(nil) leaves the optimal searcher's hook")
	}
	pl.SetStop(func() bool { return false })
	if pl.Optimal.Stop == nil {
		t.Errorf("SetStop leaves the optimal searcher without the hook")
	}
}
