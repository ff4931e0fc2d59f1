package pathing

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

// This file checks smoothing on random maps against docs/algorithm.md §5
// (The farthest visible node) and §6 (The smoothed route): the binary
// strategy probe by probe against an independent transcription of
// the paper's binary search (its Fig. 6), the linear strategy against a brute-force farthest, and
// the waypoints' properties (ends kept, ordered subsequence, every segment
// visible, exact segments checked by the brute-force hull overlap).

// visOracle returns visible(nodes[i], nodes[t]) memoised; i == t is visible
// (the swept-region test). Exact verdicts come from the brute-force hull overlap.
func visOracle(g *Grid, f Footprint, nodes []Point, s Sampling) func(i, t int) bool {
	memo := map[[2]int]bool{}
	return func(i, t int) bool {
		if i == t {
			return true
		}
		k := [2]int{i, t}
		if v, ok := memo[k]; ok {
			return v
		}
		v := true
		if s == Exact {
			for _, c := range bruteSwept(f, nodes[i], nodes[t]) {
				if g.Blocked(c.X, c.Y) {
					v = false
					break
				}
			}
		} else {
			v, _ = Visible(g, f, nodes[i], nodes[t], Paper)
		}
		memo[k] = v
		return v
	}
}

// specProbe is one turn of the loop of docs/algorithm.md §5 (binary): the node tested, the state
// when it was tested, and the verdict.
type specProbe struct {
	t, pass, block int
	vis            bool
}

// specFarthest is the paper's binary-search procedure (its Fig. 6: pass, block, t), line by line.
func specFarthest(visible func(i, t int) bool, i, n int) (int, []specProbe) {
	var probes []specProbe
	pass, block, t := i, n, n
	for {
		v := visible(i, t)
		probes = append(probes, specProbe{t, pass, block, v})
		if v {
			if t == n || t == block-1 {
				return t, probes
			}
			pass = t
		} else {
			block = t
		}
		t = pass + (block-pass)/2
	}
}

// bruteFarthest is the largest t > i that i sees, or i.
func bruteFarthest(visible func(i, t int) bool, i, n int) int {
	best := i
	for t := i + 1; t <= n; t++ {
		if visible(i, t) {
			best = t
		}
	}
	return best
}

// specSmooth is the paper's smoothing loop with either farthest; stuck is the node that
// sees none after it, or -1.
func specSmooth(visible func(i, t int) bool, count int, st Strategy) (idx []int, stuck int) {
	n := count - 1
	idx = []int{0}
	for i := 0; i < n; {
		var t int
		if st == Binary {
			t, _ = specFarthest(visible, i, n)
		} else {
			t = bruteFarthest(visible, i, n)
		}
		if t == i {
			return idx, i
		}
		idx = append(idx, t)
		i = t
	}
	return idx, -1
}

func TestSmoothingProperties(t *testing.T) {
	rng := seeded(t, 97)
	var p Planner
	var tr Trace
	plans, stuck, differ := 0, 0, 0
	for round := range 60 {
		w, h := 16+rng.IntN(20), 12+rng.IntN(20)
		g := NewGrid(w, h)
		density := 0.05 + 0.2*rng.Float64()
		for y := range h {
			for x := range w {
				g.Set(x, y, rng.Float64() < density)
			}
		}
		f := Footprint{1 + rng.IntN(4), 1 + rng.IntN(4)}
		for q := 0; q < 6; q++ {
			mode := Aware
			if rng.IntN(3) == 0 {
				mode = PointMode
			}
			start, goal := Pt(rng.IntN(w), rng.IntN(h)), Pt(rng.IntN(w), rng.IntN(h))
			var binIdx []int
			for _, sm := range []Sampling{Exact, Paper} {
				for _, st := range []Strategy{Binary, Linear} {
					var trp *Trace
					if rng.IntN(2) == 0 {
						trp = &tr
					}
					query := Query{Start: start, Goal: goal, Agent: f, Options: Options{Search: mode, Sampling: sm, Strategy: st}}
					plan := p.Plan(g, query, trp)
					if plan.Failure != NoFailure && plan.Failure != Stuck {
						continue
					}
					plans++
					where := fmt.Sprintf("round %d, %v agent, %v search, %v %v, %v→%v", round, f, mode, sm, st, start, goal)
					checkSmoothed(t, where, g, plan, trp)
					nodes := plan.Raw
					oracle := visOracle(g, f, nodes, sm)
					wantIdx, wantStuck := specSmooth(oracle, len(nodes), st)
					if !slices.Equal(plan.WaypointIdx, wantIdx) || plan.StuckAt != wantStuck {
						t.Fatalf("%s: waypoints %v stuck %d, the procedure of docs/algorithm.md §5 gives %v stuck %d", where, plan.WaypointIdx, plan.StuckAt, wantIdx, wantStuck)
					}
					if mode == Aware && plan.Failure != NoFailure {
						t.Fatalf("%s: an aware path got %v: adjacent valid placements must see each other", where, plan.Failure)
					}
					if plan.Failure == Stuck {
						stuck++
					}
					if st == Binary && sm == Exact {
						binIdx = plan.WaypointIdx
					} else if st == Linear && sm == Exact && !slices.Equal(binIdx, plan.WaypointIdx) {
						differ++
					}
					// Farthest from every node, not only the anchors.
					n := len(nodes) - 1
					for i := 0; i < n; i++ {
						var probes []Probe
						r := Farthest(FarthestQuery{Grid: g, Agent: f, Nodes: nodes, From: i, Sampling: sm, Strategy: st}, &probes)
						got, tests := r.T, r.Tests
						var want int
						if st == Binary {
							var sp []specProbe
							want, sp = specFarthest(oracle, i, n)
							if len(sp) != len(probes) {
								t.Fatalf("%s: from %d: %d probes, the procedure makes %d:\n have %+v\n want %+v", where, i, len(probes), len(sp), probes, sp)
							}
							for k, pr := range probes {
								s := sp[k]
								if int(pr.T) != s.t || int(pr.Pass) != s.pass || int(pr.Block) != s.block || pr.Visible != s.vis {
									t.Fatalf("%s: from %d, probe %d: t=%d pass=%d block=%d visible=%v; the procedure: t=%d pass=%d block=%d visible=%v",
										where, i, k, pr.T, pr.Pass, pr.Block, pr.Visible, s.t, s.pass, s.block, s.vis)
								}
								next := -1
								if k+1 < len(sp) {
									next = sp[k+1].t
								}
								if int(pr.Next) != next {
									t.Fatalf("%s: from %d, probe %d: next %d, want %d", where, i, k, pr.Next, next)
								}
								if pr.Known != (pr.T == pr.Pass) {
									t.Fatalf("%s: from %d, probe %d: known %v for t=%d pass=%d", where, i, k, pr.Known, pr.T, pr.Pass)
								}
							}
						} else {
							want = bruteFarthest(oracle, i, n)
						}
						if got != want {
							t.Fatalf("%s: Farthest from %d = %d, want %d", where, i, got, want)
						}
						known := 0
						for _, pr := range probes {
							if pr.Known {
								known++
							}
						}
						if tests != len(probes)-known {
							t.Fatalf("%s: from %d: %d tests counted, %d probes (%d known)", where, i, tests, len(probes), known)
						}
					}
				}
			}
		}
	}
	t.Logf("%d plans smoothed, %d stuck (point search), linear kept other waypoints than binary on %d", plans, stuck, differ)
	if plans < 300 || stuck == 0 || differ == 0 {
		t.Errorf("the sample is too thin: %d plans, %d stuck, %d where binary and linear differ", plans, stuck, differ)
	}
}

// checkSmoothed checks one plan's waypoints: ends kept, an ordered
// subsequence of the node set, every segment visible in the plan's sampling
// (and, for exact, by the brute force), and the metrics.
func checkSmoothed(t *testing.T, where string, g *Grid, plan Plan, tr *Trace) {
	t.Helper()
	q := plan.Query
	idx, raw := plan.WaypointIdx, plan.Raw
	if len(idx) == 0 || idx[0] != 0 || len(plan.Waypoints) != len(idx) {
		t.Fatalf("%s: waypoints %v (indices %v) do not start at node 0", where, plan.Waypoints, idx)
	}
	for k, i := range idx {
		if i < 0 || i >= len(raw) || plan.Waypoints[k] != raw[i] || (k > 0 && i <= idx[k-1]) {
			t.Fatalf("%s: waypoint indices %v are not an ordered subsequence of %d nodes", where, idx, len(raw))
		}
	}
	last := idx[len(idx)-1]
	switch plan.Failure {
	case NoFailure:
		if last != len(raw)-1 || plan.StuckAt != -1 || !plan.Found {
			t.Fatalf("%s: found, but the waypoints %v end at node %d of %d", where, idx, last, len(raw))
		}
	case Stuck:
		if last != plan.StuckAt || plan.Found {
			t.Fatalf("%s: stuck at %d but the waypoints %v end at %d", where, plan.StuckAt, idx, last)
		}
		if v, _ := Visible(g, q.Agent, raw[last], raw[last+1], q.Sampling); v {
			t.Fatalf("%s: stuck at %d, which sees the next node", where, last)
		}
	}
	for k := 1; k < len(idx); k++ {
		a, b := plan.Waypoints[k-1], plan.Waypoints[k]
		if v, _ := Visible(g, q.Agent, a, b, q.Sampling); !v {
			t.Fatalf("%s: segment %v→%v is not visible (%v)", where, a, b, q.Sampling)
		}
		if q.Sampling == Exact {
			for _, c := range bruteSwept(q.Agent, a, b) {
				if g.Blocked(c.X, c.Y) {
					t.Fatalf("%s: segment %v→%v sweeps the obstacle %v", where, a, b, c)
				}
			}
		}
	}
	m := plan.Metrics
	if m.RawNodes != len(raw) || m.Waypoints != len(idx) || m.RawTurns != Turns(raw) || m.SmoothedTurns != Turns(plan.Waypoints) {
		t.Fatalf("%s: metrics %+v disagree with the route", where, m)
	}
	if math.Abs(m.RawLength-Length(raw)) > 1e-9 || math.Abs(m.SmoothedLength-Length(plan.Waypoints)) > 1e-9 || math.Abs(plan.RawCost-m.RawLength) > 1e-9*(1+m.RawLength) {
		t.Fatalf("%s: lengths %v %v, cost %v", where, m.RawLength, m.SmoothedLength, plan.RawCost)
	}
	if plan.Failure == NoFailure && m.SmoothedLength > m.RawLength+1e-9 {
		t.Fatalf("%s: smoothed route %v is longer than the raw one %v", where, m.SmoothedLength, m.RawLength)
	}
	if tr == nil {
		return
	}
	tests, scanned := 0, 0
	for si, step := range tr.Smooth.Steps {
		if step.Anchor != idx[si] {
			t.Fatalf("%s: trace step %d anchors at %d, waypoint %d", where, si, step.Anchor, idx[si])
		}
		for _, pr := range step.Probes {
			if !pr.Known {
				tests++
				scanned += int(pr.Scanned)
			}
		}
	}
	if tests != m.VisibilityTests || scanned != m.CellsScanned {
		t.Fatalf("%s: trace has %d tests over %d cells, metrics say %d over %d", where, tests, scanned, m.VisibilityTests, m.CellsScanned)
	}
}
