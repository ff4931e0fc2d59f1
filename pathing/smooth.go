package pathing

import (
	"errors"
	"fmt"
)

// Probe is one visibility test of a smoothing step: the node under test T
// with the search state (Pass, Block) at the moment it was tested, the
// verdict, and Next, the node tested after it (-1 when the step ended).
// Its geometry is recomputed on demand with NewSweep, so a trace stays small.
// The linear strategy records only the tests it makes, from the last node
// down: the nodes between two of its probes were ruled out without a test
// (see farthestRegion), so Block = T+1 still means every later node is
// known not visible.
//
// Its fields are int32 (a node index, a test's cells), so that a trace of
// a long route stays small: a 2048² maze's smoothing asks 1.4 million
// probes, 24 bytes each.
type Probe struct {
	T, Pass, Block int32
	Scanned        int32 // cells examined (the test stops at the first obstacle)
	Next           int32
	Visible        bool
	// Known is set when the verdict was already known (t is pass, or the
	// anchor itself): the procedure asks again, no cells are scanned and
	// no test is counted.
	Known bool
}

// SmoothStep is one anchor's search for its farthest visible node.
type SmoothStep struct {
	Anchor int
	Probes []Probe
	Chosen int
}

// SmoothTrace records every step of a smoothing run.
type SmoothTrace struct {
	Steps []SmoothStep
}

// Reset empties t.
func (t *SmoothTrace) Reset() { t.Steps = t.Steps[:0] }

// ErrStopped is the error of a plan whose search or smoothing a Stop hook
// (Searcher.Stop, JPSearcher.Stop, Smoother.Stop) ended.
var ErrStopped = errors.New("the plan was stopped")

// SmoothResult is the outcome of Smooth. Idx aliases the smoother's buffer
// and is valid until its next call.
type SmoothResult struct {
	// Idx are the indices of the kept nodes, starting at 0.
	Idx []int
	// Tests and Scanned count visibility tests and cells examined.
	Tests, Scanned int
	// StuckAt is the node from which no later node is visible, or -1.
	StuckAt int
	// Stopped is true when Smoother.Stop ended the smoothing before the
	// goal: Idx is the waypoints kept so far.
	Stopped bool
}

// Smoother runs the paper's smoothing loop (step 3: T0 = S, each next waypoint the farthest node the last one sees) with reusable buffers.
// The zero value is ready.
type Smoother struct {
	// Stop, when not nil, is asked before each anchor's search: true
	// abandons the smoothing (SmoothResult.Stopped). A background build
	// that an edit made stale stops within one anchor's search, not at the
	// end of a smoothing that takes seconds on a big maze.
	Stop func() bool
	// WaypointsOnly says only Idx is wanted, not the work the method
	// records: the linear strategy (exact sampling) then answers a test
	// that an obstacle its last tests met blocks without scanning, and
	// scans without the region after regions that reached everywhere
	// (farthestRegion). The same waypoints, fewer Tests and Scanned, fewer
	// probes in a trace (random512-20 with bench's JPS routes: the linear
	// smoothing 6x faster). bench's comparison rows set it; a plan's
	// smoothing, whose figures and trace the app shows, does not.
	WaypointsOnly bool
	idx           []int
	lin           linearState // the linear strategy's, from anchor to anchor
}

// ValidateNodes checks the paper's step 1: the first node is start, the last
// is goal, and each node is 8-adjacent to the one before.
func ValidateNodes(nodes []Point, start, goal Point) error {
	if len(nodes) == 0 {
		return fmt.Errorf("node set is empty")
	}
	if nodes[0] != start {
		return fmt.Errorf("node 0 is %v, not the start %v", nodes[0], start)
	}
	if last := len(nodes) - 1; nodes[last] != goal {
		return fmt.Errorf("node %d (the last) is %v, not the goal %v", last, nodes[last], goal)
	}
	for i := 1; i < len(nodes); i++ {
		if d := nodes[i].Chebyshev(nodes[i-1]); d != 1 {
			return fmt.Errorf("node %d %v is not 8-adjacent to node %d %v (distance %d)", i, nodes[i], i-1, nodes[i-1], d)
		}
	}
	return nil
}

// FarthestQuery asks which node of Nodes the node Nodes[From] sees farthest
// along the path, for Agent on Grid with the visibility test's Sampling,
// found by Strategy.
type FarthestQuery struct {
	Grid     *Grid
	Agent    Footprint
	Nodes    []Point
	From     int
	Sampling Sampling
	Strategy Strategy
}

// FarthestResult is the node Farthest chose, T, with the visibility tests
// and cells scanned it spent.
type FarthestResult struct {
	T, Tests, Scanned int
}

// Farthest returns the node that q.Nodes[q.From] sees by q.Strategy. T is
// From itself when the next node is not visible. Probes are appended to
// probes when it is not nil.
func Farthest(q FarthestQuery, probes *[]Probe) FarthestResult {
	t, tests, scanned := farthest(q.Grid, q.Agent, q.Nodes, q.From, q.Sampling, q.Strategy, probes)
	return FarthestResult{T: t, Tests: tests, Scanned: scanned}
}

// testPace and smoothPace pace the browser's turns of the binary
// farthest's tests and of Smooth's waypoints (yield.go: each loop by its
// own calls' rate).
var testPace, smoothPace Pacer

func farthest(g *Grid, f Footprint, nodes []Point, i int, sm Sampling, st Strategy, probes *[]Probe) (t, tests, scanned int) {
	n := len(nodes) - 1
	if i >= n {
		return n, 0, 0
	}
	record := func(p Probe) {
		if probes != nil {
			*probes = append(*probes, p)
		}
	}
	if st == Linear {
		var ls linearState
		ls.reset(f, nodes, false, false)
		return farthestRegion(g, f, nodes, i, sm, probes, &ls)
	}
	pass, block := i, n
	t = n
	for {
		p := Probe{T: int32(t), Pass: int32(pass), Block: int32(block)}
		vis, sc := true, 0
		if t == pass {
			p.Known = true
		} else {
			if Yields {
				testPace.Yield() // the browser's turn: a test on a big map scans up to its whole width
			}
			vis, sc = Visible(g, f, nodes[i], nodes[t], sm)
			tests++
			scanned += sc
		}
		p.Visible, p.Scanned = vis, int32(sc)
		if vis {
			if t == n || t == block-1 {
				p.Next = -1
				record(p)
				return t, tests, scanned
			}
			pass = t
		} else {
			block = t
		}
		t = pass + (block-pass)/2
		p.Next = int32(t)
		record(p)
	}
}

// Smooth keeps the waypoints of nodes: S, farthest(S), farthest of that, …
// until the last node. When a node sees none after it, StuckAt names it and
// Idx ends there. tr, when not nil, receives every step.
func (s *Smoother) Smooth(g *Grid, f Footprint, nodes []Point, sm Sampling, st Strategy, tr *SmoothTrace) SmoothResult {
	s.idx = s.idx[:0]
	res := SmoothResult{StuckAt: -1}
	if tr != nil {
		tr.Reset()
	}
	if len(nodes) == 0 {
		return res
	}
	i := 0
	s.idx = append(s.idx, 0)
	if st == Linear {
		s.lin.reset(f, nodes, true, s.WaypointsOnly)
	}
	for i < len(nodes)-1 {
		smoothPace.Yield() // the browser's turn (the web page's one thread)
		if s.Stop != nil && s.Stop() {
			res.Stopped = true
			break
		}
		var probes *[]Probe
		if tr != nil {
			tr.Steps = append(tr.Steps, SmoothStep{Anchor: i})
			probes = &tr.Steps[len(tr.Steps)-1].Probes
		}
		var t, tests, sc int
		if st == Linear && i < len(nodes)-1 {
			t, tests, sc = farthestRegion(g, f, nodes, i, sm, probes, &s.lin)
		} else {
			t, tests, sc = farthest(g, f, nodes, i, sm, st, probes)
		}
		res.Tests += tests
		res.Scanned += sc
		if tr != nil {
			tr.Steps[len(tr.Steps)-1].Chosen = t
		}
		if t == i {
			res.StuckAt = i
			break
		}
		s.idx = append(s.idx, t)
		i = t
	}
	res.Idx = s.idx
	return res
}

// farthestScan is the Linear strategy as docs/algorithm.md §5 (The farthest
// visible node) first states it: test every node from the last one
// backwards, O(nodes) tests each as long as its segment. It is kept as the reference farthestRegion is checked and
// measured against.
func farthestScan(g *Grid, f Footprint, nodes []Point, i int, sm Sampling, probes *[]Probe) (t, tests, scanned int) {
	n := len(nodes) - 1
	if i >= n {
		return n, 0, 0
	}
	for t := n; t > i; t-- {
		vis, sc := Visible(g, f, nodes[i], nodes[t], sm)
		tests++
		scanned += sc
		next := t - 1
		if vis || next == i {
			next = -1
		}
		if probes != nil {
			*probes = append(*probes, Probe{T: int32(t), Pass: int32(i), Block: int32(t + 1), Visible: vis, Scanned: int32(sc), Next: int32(next)})
		}
		if vis {
			return t, tests, scanned
		}
	}
	return i, tests, scanned
}
